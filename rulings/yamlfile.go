package rulings

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/inputlimit"
)

// YAMLFile is a table file of any game, decoded, with its syntax tree kept
// so that a loader can name the line and column of what it rejects. The
// three games' loaders share it.
type YAMLFile struct {
	Name string
	tree *ast.File
}

// DecodeYAML decodes data (YAML or JSON) into v, rejecting unknown fields,
// and parses it for positions. Every error is a *glossary.Error naming
// file:line:col where the decoder knows them.
func DecodeYAML(file string, data []byte, v any) (*YAMLFile, error) {
	if err := inputlimit.CheckTable(file, data); err != nil {
		return nil, err
	}
	data = LineFeeds(data)
	if err := decodeStrict(file, data, v); err != nil {
		return nil, err
	}
	tree, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, yamlError(file, data, topKeys(v), err)
	}
	f := &YAMLFile{Name: file, tree: tree}
	if err := f.checkNumbers(); err != nil {
		return nil, err
	}
	return f, nil
}

// LineFeeds ends every line with "\n": go-yaml counts the "\r\n" after a
// comment as two line breaks (FuzzLoad: "#\r\n0" was reported at line 3 of
// 2), and a lone "\r" as none, so a file saved on Windows or an old Mac
// would be told the wrong line. Columns are unchanged.
func LineFeeds(data []byte) []byte {
	if !bytes.Contains(data, []byte("\r")) {
		return data
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
}

// checkNumbers refuses numbers written with underscores. YAML reads 7_297
// as 7297, so a card id left unquoted would silently name another card;
// no number in a table file is written that way.
func (f *YAMLFile) checkNumbers() error {
	var bad *token.Token
	for _, doc := range f.tree.Docs {
		if doc.Body != nil && bad == nil {
			ast.Walk(visitFunc(func(n ast.Node) bool {
				switch n.(type) {
				case *ast.IntegerNode, *ast.FloatNode:
					if tk := n.GetToken(); tk != nil && strings.Contains(tk.Value, "_") && bad == nil {
						bad = tk
					}
				}
				return bad == nil
			}), doc.Body)
		}
	}
	if bad == nil {
		return nil
	}
	return &glossary.Error{File: f.Name, Line: bad.Position.Line, Col: bad.Position.Column,
		Err: fmt.Errorf("%s reads as a number in YAML; a card id must be quoted: \"%s\"", bad.Value, bad.Value)}
}

// visitFunc adapts a function to ast.Visitor; it descends while f says so.
type visitFunc func(ast.Node) bool

func (f visitFunc) Visit(n ast.Node) ast.Visitor {
	if n == nil || !f(n) {
		return nil
	}
	return f
}

func decodeStrict(file string, data []byte, v any) (err error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return &glossary.Error{File: file, Err: errors.New("empty table file")}
	}
	// go-yaml v1.19.2 panics on some tagged values (FuzzLoadTable found
	// "met: !0000"); a bad file must be an error, never a crash.
	defer func() {
		if r := recover(); r != nil {
			err = &glossary.Error{File: file, Err: fmt.Errorf("the YAML decoder failed on this file (%v); check tags such as !name and the nesting", r)}
		}
	}()
	if err := yaml.UnmarshalWithOptions(data, v, yaml.DisallowUnknownField()); err != nil {
		return yamlError(file, data, topKeys(v), withFieldHelp(data, v, err))
	}
	return nil
}

// yamlError turns go-yaml's error into file:line:col: message. When a
// line at or just before the one the parser stopped at is misindented,
// the error is that line's, saying what it must line up with: the parser
// often stops a line early or late, in words a judge cannot act on.
func yamlError(file string, data []byte, top map[string]bool, err error) error {
	var ye yaml.Error
	if !errors.As(err, &ye) || ye.GetToken() == nil {
		return &glossary.Error{File: file, Err: err}
	}
	p := ye.GetToken().Position
	slack := 0
	if se := (*yaml.SyntaxError)(nil); errors.As(err, &se) {
		slack = 2 // a syntax error may surface on the line before the mistake, or the next ones
	}
	if m := misindent(data, top); m != nil && m.Line <= p.Line+slack {
		return &glossary.Error{File: file, Line: m.Line, Col: m.Col, Err: errors.New(m.Msg)}
	}
	col, msg, _ := judgeWords(data, p.Line, p.Column, strings.TrimSpace(ye.GetMessage()))
	return &glossary.Error{File: file, Line: p.Line, Col: col, Err: errors.New(msg)}
}

// topKeys are the JSON names of v's fields: the keys a table file takes
// at its top level.
func topKeys(v any) map[string]bool {
	t := reflect.TypeOf(v)
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	keys := map[string]bool{}
	for f := range t.Fields() {
		if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name != "" && name != "-" {
			keys[name] = true
		}
	}
	return keys
}

// Pos is a line and column of the file (1-based; 0 when unknown).
type Pos struct {
	Line int `json:"line,omitempty"`
	Col  int `json:"col,omitempty"`
}

// Pos finds the position of a YAML path such as "$.cards[2].card"; zero
// when the file does not have it.
func (f *YAMLFile) Pos(path string) Pos {
	p, err := yaml.PathString(path)
	if err != nil {
		return Pos{}
	}
	n, err := p.FilterFile(f.tree)
	if err != nil || n == nil || n.GetToken() == nil {
		return Pos{}
	}
	tk := n.GetToken()
	return Pos{Line: tk.Position.Line, Col: tk.Position.Column}
}

// Errorf is an error at path, or at the nearest enclosing path the file
// has (a defaulted field has no position of its own).
func (f *YAMLFile) Errorf(path, format string, args ...any) error {
	at := f.Pos(path)
	for at.Line == 0 && strings.ContainsAny(path, ".[") {
		path = path[:strings.LastIndexAny(path, ".[")]
		at = f.Pos(path)
	}
	return &glossary.Error{File: f.Name, Line: at.Line, Col: at.Col, Err: fmt.Errorf(format, args...)}
}
