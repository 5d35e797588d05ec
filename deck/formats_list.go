package deck

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// FormatList is "judge formats": every format of the file with its rules.
// Its JSON form is a stable schema (deck/README.md).
type FormatList struct {
	File    string          `json:"file"`
	Default string          `json:"default"`
	Formats []FormatSummary `json:"formats"`
}

// FormatSummary is one format and the keys it sets, in file order.
type FormatSummary struct {
	Code     string        `json:"code"`
	Name     string        `json:"name"`
	Line     int           `json:"line"`
	DeckSize int           `json:"deck_size"`
	Rules    []RuleSummary `json:"rules"`
}

// RuleSummary is one key of a format as the file writes it.
type RuleSummary struct {
	Key  string `json:"key"`
	Line int    `json:"line"`
	// Kind is what the judge makes of it: "construction" (checked),
	// "play" (a special rule of play: a note), "setting" (of the online
	// engine: nothing) or "unknown" (not checked, a note says so).
	Kind   string   `json:"kind"`
	Values []string `json:"values"`
	brief  string
}

// FormatKey is one key the judge knows and what it requires.
type FormatKey struct {
	Key  string `json:"key"`
	Kind string `json:"kind"`
	Doc  string `json:"doc"`
}

// FormatKeys lists the keys of formatRules.
func FormatKeys() []FormatKey {
	var out []FormatKey
	for _, r := range append(formatRules, ruleComment) {
		out = append(out, FormatKey{Key: r.key, Kind: r.kind, Doc: r.doc})
	}
	return out
}

// List summarises every format; the code, name and comments are its
// summary's own fields or nothing.
func (fs *Formats) List() FormatList {
	out := FormatList{File: fs.File, Default: DefaultFormat, Formats: []FormatSummary{}}
	for _, f := range fs.All {
		s := FormatSummary{Code: f.Code, Name: f.Name, Line: f.Line, DeckSize: formatDeckSize(f), Rules: []RuleSummary{}}
		for _, fd := range f.Fields {
			rs := RuleSummary{Key: fd.Key, Line: fd.Line, Kind: "unknown", Values: fd.texts()}
			switch r := ruleFor(fd.Key); {
			case r == nil:
				rs.brief = "not checked: " + fd.Key
			case r.kind == "":
				continue
			default:
				rs.Kind = r.kind
				if r.brief != nil {
					rs.brief = r.brief(fd)
				}
			}
			s.Rules = append(s.Rules, rs)
		}
		out.Formats = append(out.Formats, s)
	}
	return out
}

func (fd *Field) texts() []string {
	out := make([]string, len(fd.Values))
	for i, v := range fd.Values {
		out[i] = v.Text
	}
	return out
}

// counted is a brief that counts a list: "8 banned".
func counted(what string) func(fd *Field) string {
	return func(fd *Field) string {
		if len(fd.Values) == 0 {
			return ""
		}
		return fmt.Sprintf("%d %s", len(fd.Values), what)
	}
}

// named is a brief that names a list: "banned icons DEFENSIVE_SHIELD".
func named(what string) func(fd *Field) string {
	return func(fd *Field) string { return what + " " + strings.Join(fd.texts(), ", ") }
}

// WriteFormatsText prints one line per format: code, name, size and what
// it restricts.
func WriteFormatsText(w io.Writer, l FormatList) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s: %d formats; %s is the default\n", l.File, len(l.Formats), l.Default)
	width := 0
	for _, f := range l.Formats {
		width = max(width, len(f.Code))
	}
	for _, f := range l.Formats {
		parts := []string{fmt.Sprintf("%d cards", f.DeckSize)}
		for _, r := range f.Rules {
			if r.brief != "" {
				parts = append(parts, r.brief)
			}
		}
		fmt.Fprintf(&b, "%-*s  %s (line %d): %s\n", width, f.Code, f.Name, f.Line, strings.Join(parts, "; "))
	}
	_, err := w.Write(b.Bytes())
	return err
}
