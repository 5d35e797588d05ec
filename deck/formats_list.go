package deck

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// FormatList is "judge formats": every format of the file with its rules.
// Its JSON form is a stable schema (deck/README.md).
type FormatList struct {
	File    string          `json:"file"`
	Default string          `json:"default"`
	Formats []FormatSummary `json:"formats"`
}

// FormatSummary is one format's rules as the file gives them.
type FormatSummary struct {
	Code           string   `json:"code"`
	Name           string   `json:"name"`
	Line           int      `json:"line"`
	DeckSize       int      `json:"deck_size"`
	Sets           []int    `json:"sets"`
	Banned         []string `json:"banned,omitempty"`
	Valid          []string `json:"valid,omitempty"`
	Restricted     []string `json:"restricted,omitempty"`
	BannedIcons    []string `json:"banned_icons,omitempty"`
	BannedRarities []string `json:"banned_rarities,omitempty"`
	// SpecialRules are the keys of the special rules of play it sets.
	SpecialRules []string `json:"special_rules,omitempty"`
	// UnknownKeys are keys the judge does not know: not checked.
	UnknownKeys []string `json:"unknown_keys,omitempty"`
}

// FormatKey is one key the judge knows and what it requires.
type FormatKey struct {
	Key string `json:"key"`
	Doc string `json:"doc"`
}

// FormatKeys lists the keys of formatRules.
func FormatKeys() []FormatKey {
	var out []FormatKey
	for _, r := range append(formatRules, ruleComment) {
		out = append(out, FormatKey{Key: r.key, Doc: r.doc})
	}
	return out
}

// List summarises every format.
func (fs *Formats) List() FormatList {
	out := FormatList{File: fs.File, Default: DefaultFormat, Formats: []FormatSummary{}}
	for _, f := range fs.All {
		s := FormatSummary{Code: f.Code, Name: f.Name, Line: f.Line, DeckSize: formatDeckSize(f), Sets: []int{}}
		for _, fd := range f.Fields {
			texts := fd.texts()
			switch r := ruleFor(fd.Key); {
			case r == nil:
				s.UnknownKeys = append(s.UnknownKeys, fd.Key)
			case r == ruleSets:
				for _, t := range texts {
					n, _ := strconv.Atoi(t)
					s.Sets = append(s.Sets, n)
				}
			case r == ruleBanned:
				s.Banned = texts
			case r == ruleValid:
				s.Valid = texts
			case r == ruleRestricted:
				s.Restricted = texts
			case r == ruleBannedIcons:
				s.BannedIcons = texts
			case r == ruleBannedRarities:
				s.BannedRarities = texts
			case r.read == nil || !isTrue(fd):
			case strings.HasSuffix(fd.Key, "Rule"):
				s.SpecialRules = append(s.SpecialRules, fd.Key)
			}
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
		parts := []string{fmt.Sprintf("%d cards", f.DeckSize), fmt.Sprintf("%d sets", len(f.Sets))}
		add := func(what string, list []string) {
			if len(list) > 0 {
				parts = append(parts, fmt.Sprintf("%s %s", what, strings.Join(list, ", ")))
			}
		}
		counted := func(what string, list []string) {
			if len(list) > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", len(list), what))
			}
		}
		counted("banned", f.Banned)
		counted("valid exceptions", f.Valid)
		counted("restricted", f.Restricted)
		add("banned icons", f.BannedIcons)
		add("banned rarities", f.BannedRarities)
		add("special rules", f.SpecialRules)
		add("not checked:", f.UnknownKeys)
		fmt.Fprintf(&b, "%-*s  %s (line %d): %s\n", width, f.Code, f.Name, f.Line, strings.Join(parts, "; "))
	}
	_, err := w.Write(b.Bytes())
	return err
}
