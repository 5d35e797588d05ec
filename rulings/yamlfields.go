package rulings

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// questionTyper is a game's question type: it knows the Go type of the
// value each question key takes, which reflection on the question struct
// cannot see (its kinds are registered at run time).
type questionTyper interface {
	ValueType(key string) reflect.Type
}

// ValueType is the Go type of the value a question key takes; nil when no
// rule asks that key.
func (ks *Kinds[T, C]) ValueType(key string) reflect.Type {
	if k := ks.Of(key); k != nil {
		return k.typ
	}
	return nil
}

// withFieldHelp adds to go-yaml's "unknown field" error the fields the
// mapping takes: the unknown key is found in the file, and the path to it
// is followed through v's type to the struct that mapping decodes into.
func withFieldHelp(data []byte, v any, err error) error {
	var ye yaml.Error
	if !errors.As(err, &ye) || ye.GetToken() == nil || !strings.HasPrefix(ye.GetMessage(), "unknown field ") {
		return err
	}
	f, perr := parser.ParseBytes(data, 0)
	if perr != nil {
		return err
	}
	for _, doc := range f.Docs {
		path, ok := pathTo(doc.Body, ye.GetToken().Position, nil)
		if !ok {
			continue
		}
		t := reflect.TypeOf(v)
		for _, k := range path {
			if t = fieldType(t, k); t == nil {
				return err
			}
		}
		if names := jsonNames(t); len(names) > 0 {
			return &reworded{ye, fmt.Sprintf("%s: the fields here are %s", ye.GetMessage(), strings.Join(names, ", "))}
		}
	}
	return err
}

// pathTo is the keys (and "[]" for a sequence item) leading to the
// mapping whose key sits at pos.
func pathTo(n ast.Node, pos *token.Position, path []string) ([]string, bool) {
	switch n := n.(type) {
	case *ast.MappingNode:
		for _, mv := range n.Values {
			if p, ok := pathTo(mv, pos, path); ok {
				return p, true
			}
		}
	case *ast.MappingValueNode:
		if tk := n.Key.GetToken(); tk != nil && tk.Position.Line == pos.Line && tk.Position.Column == pos.Column {
			return path, true
		}
		return pathTo(n.Value, pos, append(path[:len(path):len(path)], n.Key.String()))
	case *ast.SequenceNode:
		for _, item := range n.Values {
			if p, ok := pathTo(item, pos, append(path[:len(path):len(path)], "[]")); ok {
				return p, true
			}
		}
	case *ast.TagNode:
		return pathTo(n.Value, pos, path)
	case *ast.AnchorNode:
		return pathTo(n.Value, pos, path)
	}
	return nil, false
}

// fieldType is the type key (a JSON name, or "[]") takes in t; nil when
// t has no such field.
func fieldType(t reflect.Type, key string) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t == nil:
		return nil
	case key == "[]":
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			return t.Elem()
		}
		return nil
	case t.Implements(reflect.TypeFor[questionTyper]()):
		return reflect.Zero(t).Interface().(questionTyper).ValueType(key)
	case t.Kind() != reflect.Struct:
		return nil
	}
	for f := range t.Fields() {
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == key:
			return f.Type
		case name == "" && (f.Anonymous || strings.Contains(opts, "inline")) && name != "-":
			if ft := fieldType(f.Type, key); ft != nil {
				return ft
			}
		}
	}
	return nil
}

// jsonNames are the keys a struct type takes, inline fields flattened.
func jsonNames(t reflect.Type) []string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for f := range t.Fields() {
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-" || !f.IsExported():
		case name == "" && (f.Anonymous || strings.Contains(opts, "inline")):
			out = append(out, jsonNames(f.Type)...)
		case name != "":
			out = append(out, name)
		}
	}
	return out
}
