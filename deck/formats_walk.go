package deck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"unicode/utf8"

	"github.com/judge-swccg/judge/glossary"
)

// formatWalker reads a formats file token by token with encoding/json's
// decoder, so that every key and value keeps its line and column for the
// findings that cite it.
type formatWalker struct {
	file  string
	data  []byte
	dec   *json.Decoder
	lines []int // byte offset of the start of each line
}

// walkFormats reads the file's array of format objects.
func walkFormats(file string, data []byte) ([]*Format, error) {
	if bytes.HasPrefix(data, utf8BOM) {
		// Blanked rather than cut, so offsets stay true.
		data = append([]byte("   "), data[len(utf8BOM):]...)
	}
	w := &formatWalker{file: file, data: data, dec: json.NewDecoder(bytes.NewReader(data)), lines: []int{0}}
	w.dec.UseNumber()
	for i, b := range data {
		if b == '\n' {
			w.lines = append(w.lines, i+1)
		}
	}
	tok, line, col, err := w.next()
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('[') {
		return nil, w.errAt(line, col, "a formats file is a JSON array of formats")
	}
	var out []*Format
	for w.dec.More() {
		f, err := w.format()
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	if _, _, _, err := w.next(); err != nil { // the closing ']'
		return nil, err
	}
	off := int(w.dec.InputOffset())
	if tok, err := w.dec.Token(); err != io.EOF {
		if err != nil {
			return nil, w.decodeError(err)
		}
		line, col := w.position(skipSpace(w.data, off))
		return nil, w.errAt(line, col, "extra data after the formats: %v", tok)
	}
	return out, nil
}

var utf8BOM = []byte("\ufeff")

// format reads one format object.
func (w *formatWalker) format() (*Format, error) {
	tok, line, col, err := w.next()
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, w.errAt(line, col, "each format is a JSON object, not %s", describe(tok))
	}
	f := &Format{Line: line, Col: col}
	for w.dec.More() {
		key, kl, kc, err := w.next()
		if err != nil {
			return nil, err
		}
		fd := &Field{Key: key.(string), Line: kl, Col: kc}
		tok, line, col, err := w.next()
		if err != nil {
			return nil, err
		}
		if tok == json.Delim('[') {
			fd.List = true
			for w.dec.More() {
				tok, line, col, err := w.next()
				if err != nil {
					return nil, err
				}
				v, err := w.scalar(tok, line, col, fd.Key)
				if err != nil {
					return nil, err
				}
				fd.Values = append(fd.Values, v)
			}
			if _, _, _, err := w.next(); err != nil {
				return nil, err
			}
		} else {
			v, err := w.scalar(tok, line, col, fd.Key)
			if err != nil {
				return nil, err
			}
			fd.Values = []Value{v}
		}
		f.Fields = append(f.Fields, fd)
	}
	if _, _, _, err := w.next(); err != nil { // the closing '}'
		return nil, err
	}
	return f, nil
}

// scalar turns a token into a Value; a nested object or array is not
// something any rule of the file holds.
func (w *formatWalker) scalar(tok json.Token, line, col int, key string) (Value, error) {
	v := Value{Line: line, Col: col}
	switch t := tok.(type) {
	case string:
		v.Text, v.String = t, true
	case json.Number:
		v.Text = t.String()
	case bool:
		v.Text = fmt.Sprint(t)
	case nil:
		v.Text = "null"
	default:
		return v, w.errAt(line, col, "%q: %s inside a value; format rules hold strings, numbers or lists of them", key, describe(tok))
	}
	return v, nil
}

func describe(tok json.Token) string {
	switch tok {
	case json.Delim('{'):
		return "an object"
	case json.Delim('['):
		return "an array"
	}
	return fmt.Sprintf("%v", tok)
}

// next reads a token and the line and column where it starts.
func (w *formatWalker) next() (json.Token, int, int, error) {
	off := int(w.dec.InputOffset())
	tok, err := w.dec.Token()
	if err != nil {
		return nil, 0, 0, w.decodeError(err)
	}
	line, col := w.position(skipSpace(w.data, off))
	return tok, line, col, nil
}

// skipSpace skips the separators and space between InputOffset and the
// next token.
func skipSpace(data []byte, off int) int {
	for off < len(data) && bytes.IndexByte([]byte(" \t\r\n,:"), data[off]) >= 0 {
		off++
	}
	return off
}

// decodeError places a decoder error at its offset.
func (w *formatWalker) decodeError(err error) error {
	var syn *json.SyntaxError
	off := int(w.dec.InputOffset())
	switch {
	case errors.As(err, &syn):
		// The token reader counts the bytes before the culprit.
		off = int(syn.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF), err == io.EOF:
		off, err = len(w.data), errors.New("the file ends in the middle of the formats (truncated?)")
	}
	line, col := w.position(max(off, 0))
	return &glossary.Error{File: w.file, Line: line, Col: col, Err: err}
}

// position is the 1-based line and column (in runes) of a byte offset.
func (w *formatWalker) position(off int) (int, int) {
	off = min(off, len(w.data))
	i := sort.Search(len(w.lines), func(i int) bool { return w.lines[i] > off }) - 1
	return i + 1, utf8.RuneCount(w.data[w.lines[i]:off]) + 1
}

func (w *formatWalker) errAt(line, col int, format string, args ...any) error {
	return &glossary.Error{File: w.file, Line: line, Col: col, Err: fmt.Errorf(format, args...)}
}
