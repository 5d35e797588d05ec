package rulings

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/token"

	"github.com/judge-swccg/judge/glossary"
)

// Question is one question of a table file: a map with exactly one key,
// the question key of a registered rule. A game's question type wraps it
// and decodes itself with its game's Kinds (see Kinds.Decode).
type Question struct {
	// Key names the kind asked; Value is the key's value, of the rule's
	// question type. Both are empty unless the map sets exactly one key.
	Key   string `json:"-"`
	Value any    `json:"-"`
	// Keys counts the registered keys the map sets (a zero value counts as
	// unset); the loader refuses any count but one (Kinds.OneKey).
	Keys int `json:"-"`
	Pos  Pos `json:"-"`
}

// Kind is a registered rule with its question's type erased: what a
// game's decoder, loader, runner and "judge doctor" need of it.
type Kind[T, C any] struct {
	ID, Title, Doc string
	Key            string
	Cites          []glossary.Ref
	schema         string       // the rule's Schema, for its struct field's tag
	typ            reflect.Type // the question's value type
	check          func(C, any) error
	describe       func(any) string
	run            func(T, any) Ruling
}

// Kinds is one game's registry of rules by question kind. The zero value
// is empty and ready; rules register at package initialisation, and what
// is derived from them (the order, the decoding struct) is made on first
// use, so a command that asks no question does not pay for it at start-up.
type Kinds[T, C any] struct {
	added []*Kind[T, C] // in registration order
	once  sync.Once
	list  []*Kind[T, C] // sorted by ID
	// form is a struct with one field per kind, keyed by its question
	// key: the table file's question map decodes into it, so unknown keys,
	// wrong types and positions are the YAML decoder's own.
	form reflect.Type
}

// ready sorts the registered kinds and makes the decoding struct, once.
func (ks *Kinds[T, C]) ready() *Kinds[T, C] {
	ks.once.Do(func() {
		ks.list = slices.Clone(ks.added)
		slices.SortFunc(ks.list, func(a, b *Kind[T, C]) int { return strings.Compare(a.ID, b.ID) })
		ks.form = reflect.StructOf(fields(ks.list))
	})
	return ks
}

// Register adds r to ks and returns it. Two rules may not share an ID or
// a question key.
func Register[T, C, Q any](ks *Kinds[T, C], r *GameRule[T, C, Q]) *GameRule[T, C, Q] {
	if r.ID == "" || r.Question == "" || r.Describe == nil || r.Run == nil {
		panic(fmt.Sprintf("rulings: rule %q needs an ID, a question key, Describe and Run", r.ID))
	}
	if ks.form != nil {
		panic(fmt.Sprintf("rulings: rule %s registered after its game's rules were used", r.ID))
	}
	for _, k := range ks.added {
		if k.ID == r.ID || k.Key == r.Question {
			panic(fmt.Sprintf("rulings: rule %s (question %s) registered twice", r.ID, r.Question))
		}
	}
	k := &Kind[T, C]{ID: r.ID, Title: r.Title, Doc: r.Doc, Key: r.Question, Cites: r.Cites,
		schema: r.Schema, typ: reflect.TypeFor[Q](),
		describe: func(v any) string { return r.Describe(v.(Q)) },
		run:      func(t T, v any) Ruling { return r.Run(t, v.(Q)) },
	}
	if r.Check != nil {
		k.check = func(c C, v any) error { return r.Check(c, v.(Q)) }
	}
	ks.added = append(ks.added, k)
	return r
}

// All lists the registered kinds, sorted by rule ID.
func (ks *Kinds[T, C]) All() []*Kind[T, C] { return ks.ready().list }

// Keys lists the registered question keys, sorted.
func (ks *Kinds[T, C]) Keys() []string {
	out := make([]string, len(ks.ready().list))
	for i, k := range ks.ready().list {
		out[i] = k.Key
	}
	slices.Sort(out)
	return out
}

// IDs lists the registered rules' IDs, sorted.
func (ks *Kinds[T, C]) IDs() []string {
	out := make([]string, len(ks.ready().list))
	for i, k := range ks.ready().list {
		out[i] = k.ID
	}
	return out
}

// Of finds the kind a question key asks; nil when none is registered.
func (ks *Kinds[T, C]) Of(key string) *Kind[T, C] {
	for _, k := range ks.ready().list {
		if k.Key == key {
			return k
		}
	}
	return nil
}

// Fields are one struct field per kind, as a table file writes it: the
// question's JSON Schema is reflected from them (see internal/schemagen).
func (ks *Kinds[T, C]) Fields() []reflect.StructField {
	return fields(ks.ready().list)
}

func fields[T, C any](list []*Kind[T, C]) []reflect.StructField {
	out := make([]reflect.StructField, len(list))
	for i, k := range list {
		out[i] = k.structField()
	}
	return out
}

// structField is k's field of the decoding struct, keyed and tagged by its
// question. It is made with the struct, on first use: formatting the tags
// of every rule at registration was start-up work for every command.
func (k *Kind[T, C]) structField() reflect.StructField {
	tag := fmt.Sprintf(`json:"%s,omitempty"`, k.Key)
	if k.schema != "" {
		tag += fmt.Sprintf(` jsonschema:"%s"`, k.schema)
	}
	return reflect.StructField{
		Name: "Q" + strings.ReplaceAll(strings.ToUpper(k.ID), "-", "_"),
		Type: k.typ,
		Tag:  reflect.StructTag(tag),
	}
}

// Decode decodes a question map through unmarshal, the YAML decoder's
// callback (a game's question type implements UnmarshalYAML with it).
func (ks *Kinds[T, C]) Decode(unmarshal func(any) error, q *Question) error {
	v := reflect.New(ks.ready().form)
	if err := unmarshal(v.Interface()); err != nil {
		var keys map[string]any
		if unmarshal(&keys) == nil {
			return ks.unknownKey(err, keys)
		}
		return err
	}
	q.Key, q.Value, q.Keys = "", nil, 0
	var key string
	var value any
	for i, k := range ks.ready().list {
		if f := v.Elem().Field(i); !f.IsZero() {
			q.Keys++
			key, value = k.Key, f.Interface()
		}
	}
	if q.Keys == 1 {
		q.Key, q.Value = key, value
	}
	return nil
}

// OneKey fails unless q sets exactly one registered key; the error lists them.
func (ks *Kinds[T, C]) OneKey(q *Question) error {
	if q.Keys == 1 {
		return nil
	}
	return fmt.Errorf("%s; this one has %d", ks.oneOf(), q.Keys)
}

func (ks *Kinds[T, C]) oneOf() string {
	return fmt.Sprintf("a question is a map with exactly one key (%s)", strings.Join(ks.Keys(), ", "))
}

// unknownKey rewords the decoder's "unknown field" for a key of the
// question map (keys) to name the keys a question may have; the error
// keeps its position.
func (ks *Kinds[T, C]) unknownKey(err error, keys map[string]any) error {
	var ye yaml.Error
	if !errors.As(err, &ye) || ye.GetToken() == nil {
		return err
	}
	name, ok := strings.CutPrefix(ye.GetMessage(), "unknown field ")
	if unquoted, uerr := strconv.Unquote(name); !ok || uerr != nil || ks.Of(unquoted) != nil {
		return err
	} else if _, asked := keys[unquoted]; !asked {
		return err // a field inside a question's value: withFieldHelp names the ones allowed there
	}
	return &reworded{ye, fmt.Sprintf("unknown question %s: %s", name, ks.oneOf())}
}

// reworded is a YAML error with its position and a new message.
type reworded struct {
	err yaml.Error
	msg string
}

func (e *reworded) Error() string                         { return e.msg }
func (e *reworded) Unwrap() error                         { return e.err }
func (e *reworded) GetMessage() string                    { return e.msg }
func (e *reworded) GetToken() *token.Token                { return e.err.GetToken() }
func (e *reworded) FormatError(color, source bool) string { return e.err.FormatError(color, source) }

// Check runs the rule's Check on a decoded question.
func (ks *Kinds[T, C]) Check(c C, q *Question) error {
	if k := ks.Of(q.Key); k != nil && k.check != nil {
		return k.check(c, q.Value)
	}
	return nil
}

// Run answers q with the rule of its kind, the ruling headed by the rule
// and the question as asked.
func (ks *Kinds[T, C]) Run(t T, q *Question) Ruling {
	k := ks.Of(q.Key)
	r := k.run(t, q.Value)
	r.Rule, r.Title, r.Pos, r.Question = k.ID, k.Title, q.Pos, k.describe(q.Value)
	return r
}
