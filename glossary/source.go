package glossary

import (
	"bytes"
	"errors"
	"unicode/utf8"
)

// Source is a document split into physical lines. Line numbers are 1-based
// and the last line counts even without a trailing newline. CRLF and lone
// CR endings are accepted and removed, so parsers see only the text.
type Source struct {
	Name  string
	lines []string
}

// NewSource splits b into lines. It rejects binary input (NUL bytes or
// invalid UTF-8) with an *Error naming the first offending line and column.
func NewSource(name string, b []byte) (*Source, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, &Error{File: name, Err: errors.New("file is empty")}
	}
	b = bytes.TrimPrefix(b, []byte("\ufeff"))
	s := &Source{Name: name}
	text := string(b)
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '\n' && c != '\r' {
			continue
		}
		s.lines = append(s.lines, text[start:i])
		if c == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		start = i + 1
	}
	if start < len(text) {
		s.lines = append(s.lines, text[start:])
	}
	for i, l := range s.lines {
		if j := bytes.IndexByte([]byte(l), 0); j >= 0 {
			return nil, &Error{File: name, Line: i + 1, Col: j + 1, Err: errors.New("binary data (NUL byte); not a text document")}
		}
		if !utf8.ValidString(l) {
			col := 1
			for k := 0; k < len(l); {
				r, n := utf8.DecodeRuneInString(l[k:])
				if r == utf8.RuneError && n <= 1 {
					break
				}
				k += n
				col++
			}
			return nil, &Error{File: name, Line: i + 1, Col: col, Err: errors.New("invalid UTF-8; not a text document")}
		}
	}
	return s, nil
}

// NumLines is the number of physical lines.
func (s *Source) NumLines() int { return len(s.lines) }

// Line returns physical line n (1-based), or "" when out of range.
func (s *Source) Line(n int) string {
	if n < 1 || n > len(s.lines) {
		return ""
	}
	return s.lines[n-1]
}

// Lines returns a copy-free view of all lines; index i is line i+1.
func (s *Source) Lines() []string { return s.lines }

// Slice joins lines from..to (inclusive, 1-based) with "\n".
func (s *Source) Slice(from, to int) string {
	if from < 1 {
		from = 1
	}
	if to > len(s.lines) {
		to = len(s.lines)
	}
	if from > to {
		return ""
	}
	n := 0
	for _, l := range s.lines[from-1 : to] {
		n += len(l) + 1
	}
	var b bytes.Buffer
	b.Grow(n)
	for i, l := range s.lines[from-1 : to] {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l)
	}
	return b.String()
}
