package deck

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// FormatsFile is the name of the formats file in the card directory.
const FormatsFile = "swccgFormats.json"

// DefaultFormat is the format a decklist is checked in when neither the
// command nor its "# format:" header names one (the formats file also
// keeps it first).
const DefaultFormat = "open"

// Formats are the deck formats of a formats file, in file order.
type Formats struct {
	// File is the path the formats were read from.
	File string
	All  []*Format
	// Missing is true when there was no formats file: decks get the basic
	// construction checks only, with a note saying so.
	Missing bool

	// printFacts reads the rarities and printings of the cards when a
	// format first needs them (most checks do not).
	printFacts func() (map[string]cards.PrintFacts, error)
}

// Format is one deck format: its code and name and every key it sets,
// each with its place in the formats file.
type Format struct {
	Code string `json:"code"`
	Name string `json:"name"`
	// Line and Col place the format's opening brace.
	Line   int      `json:"line"`
	Col    int      `json:"col"`
	Fields []*Field `json:"-"`
}

// Field is one key of a format as the file writes it.
type Field struct {
	Key  string
	Line int
	Col  int
	// Values hold a scalar's one value, or an array's elements.
	Values []Value
	List   bool

	// ids holds a card list's ids, "12_1-5" expanded, once read.
	ids map[string]*Value
	// sets holds the legal set numbers, once read.
	sets map[int]bool
}

// Value is a scalar of the formats file: a string's text, or a number,
// true, false or null as written.
type Value struct {
	Text   string
	String bool
	Line   int
	Col    int
}

// written is the value as the file writes it: a string quoted.
func (v Value) written() string {
	if v.String {
		return strconv.Quote(v.Text)
	}
	return v.Text
}

// LoadFormats reads the formats file in the card directory dir. A missing
// file is not an error: the Formats say Missing. A malformed one is a
// *glossary.Error with the file, line and column.
func LoadFormats(dir string) (*Formats, error) {
	path := filepath.Join(dir, FormatsFile)
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &Formats{File: path, Missing: true}, nil
	case err != nil:
		return nil, &glossary.Error{File: path, Err: err}
	}
	fs, err := ParseFormats(path, data)
	if err != nil {
		return nil, err
	}
	fs.printFacts = sync.OnceValues(func() (map[string]cards.PrintFacts, error) { return cards.ReadPrintFacts(dir) })
	return fs, nil
}

// ParseFormats reads a formats file: an array of objects, each with a
// "code", a "name" and the keys of its rules, whose values are checked by
// the rule that reads them. An error is a *glossary.Error at the culprit.
func ParseFormats(file string, data []byte) (*Formats, error) {
	raw, err := walkFormats(file, data)
	if err != nil {
		return nil, err
	}
	out := &Formats{File: file}
	for _, f := range raw {
		if err := out.add(file, f); err != nil {
			return nil, err
		}
	}
	if len(out.All) == 0 {
		return nil, &glossary.Error{File: file, Line: 1, Col: 1, Err: errors.New("no formats in the file")}
	}
	return out, nil
}

// add checks one format and appends it.
func (fs *Formats) add(file string, f *Format) error {
	bad := func(line, col int, format string, args ...any) error {
		return &glossary.Error{File: file, Line: line, Col: col, Err: fmt.Errorf(format, args...)}
	}
	code := f.field("code")
	switch {
	case code == nil:
		return bad(f.Line, f.Col, `a format without a "code"`)
	case code.List || !code.Values[0].String || strings.TrimSpace(code.Values[0].Text) == "":
		return bad(code.Line, code.Col, `"code" must be a non-empty string`)
	}
	f.Code = code.Values[0].Text
	if other := fs.Lookup(f.Code); other != nil {
		return bad(code.Line, code.Col, "format code %q is already used on line %d", f.Code, other.Line)
	}
	f.Name = f.Code
	if name := f.field("name"); name != nil {
		if name.List || !name.Values[0].String {
			return bad(name.Line, name.Col, `"name" must be a string`)
		}
		f.Name = name.Values[0].Text
	}
	for _, fd := range f.Fields {
		if r := ruleFor(fd.Key); r != nil && r.read != nil {
			if err := r.read(fd); err != nil {
				var ge *glossary.Error
				if errors.As(err, &ge) {
					ge.File = file
					return ge
				}
				return bad(fd.Line, fd.Col, "%q: %v", fd.Key, err)
			}
		}
	}
	fs.All = append(fs.All, f)
	return nil
}

// field is the format's key, nil when absent (the last one when repeated,
// as a JSON decoder would keep it).
func (f *Format) field(key string) *Field {
	for i := len(f.Fields) - 1; i >= 0; i-- {
		if f.Fields[i].Key == key {
			return f.Fields[i]
		}
	}
	return nil
}

// Lookup finds a format by its code, nil when there is none.
func (fs *Formats) Lookup(code string) *Format {
	if fs == nil {
		return nil
	}
	for _, f := range fs.All {
		if f.Code == code {
			return f
		}
	}
	return nil
}

// Codes lists the format codes in file order.
func (fs *Formats) Codes() []string {
	var out []string
	for _, f := range fs.All {
		out = append(out, f.Code)
	}
	return out
}

// ErrNoFormats is a format asked for when there is no formats file.
var ErrNoFormats = errors.New("no formats file to read it from")

// UnknownFormatError is a format code the formats file does not have.
type UnknownFormatError struct {
	Code  string
	Codes []string
}

func (e *UnknownFormatError) Error() string {
	return fmt.Sprintf("no deck format %q; the formats are: %s", e.Code, strings.Join(e.Codes, ", "))
}

// Select chooses the format to check d in: code when given (the
// --deck-format flag), else the list's "# format:" header, else Open. An
// unknown code is an *UnknownFormatError; from the header, wrapped in a
// *glossary.Error at the header's value. With no formats file there is
// nothing to choose: nil, unless code asks for a format, which is then an
// ErrNoFormats.
func (fs *Formats) Select(code string, d *Decklist) (*Format, error) {
	if fs == nil || fs.Missing {
		if code != "" {
			file := FormatsFile
			if fs != nil {
				file = fs.File
			}
			return nil, fmt.Errorf("deck format %q: %w (%s)", code, ErrNoFormats, file)
		}
		return nil, nil
	}
	if code == "" && d != nil && d.Format != "" {
		if f := fs.Lookup(d.Format); f != nil {
			return f, nil
		}
		return nil, &glossary.Error{File: d.File, Line: d.FormatAt[0], Col: d.FormatAt[1], Err: &UnknownFormatError{Code: d.Format, Codes: fs.Codes()}}
	}
	if code == "" {
		code = DefaultFormat
		if fs.Lookup(code) == nil {
			return fs.All[0], nil
		}
	}
	if f := fs.Lookup(code); f != nil {
		return f, nil
	}
	return nil, &UnknownFormatError{Code: code, Codes: fs.Codes()}
}

// printings reads the rarity and printings of every card, once; nil with
// the reason when they cannot be read.
func (fs *Formats) printings() (map[string]cards.PrintFacts, error) {
	if fs == nil || fs.printFacts == nil {
		return nil, errors.New("the card files were not given")
	}
	return fs.printFacts()
}
