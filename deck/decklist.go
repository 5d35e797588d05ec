// Package deck checks a plain-text decklist against the construction rules
// of its game, with findings that cite the rules and point at the exact
// lines of the decklist.
//
// Parse reads the list (counts in the usual forms, comments, a "# game:"
// and "# side:" header); Check resolves the names through the card
// database and applies the game's construction rules; WriteText,
// WriteMarkdown and WriteHTML render the report like a ruling.
package deck

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// MaxCount bounds the copies one line may ask for, so totals cannot overflow
// and a mistyped "20000 Stormtrooper" is an input error, not a verdict.
const MaxCount = 999

// Entry is one card line of a decklist.
type Entry struct {
	// Line is the 1-based physical line; Col the 1-based column (in
	// characters) where the name starts.
	Line  int    `json:"line"`
	Col   int    `json:"col"`
	Count int    `json:"count"`
	Name  string `json:"name"`
	// Section is the heading the line sits under ("Space units:" gives
	// "Space units"); empty before the first heading.
	Section string `json:"section,omitempty"`
}

// Decklist is a parsed decklist file.
type Decklist struct {
	File string `json:"file"`
	// Game and Side come from "# game:" and "# side:" header comments; empty
	// when the list does not say.
	Game glossary.Game `json:"game,omitempty"`
	Side cards.Side    `json:"side,omitempty"`
	// Format is the deck format code of a "# format:" header, checked
	// against the formats file by Formats.Select; FormatAt is its line
	// and column.
	Format   string  `json:"format,omitempty"`
	FormatAt [2]int  `json:"-"`
	Lines    int     `json:"lines"`
	Entries  []Entry `json:"entries"`

	section string // the heading the lines being read sit under
}

var (
	// "2 Stormtrooper", "2x Stormtrooper", "2 x Stormtrooper"; the x needs a
	// space after it so that "2 X-wing" stays an X-wing.
	reLeadCountX = lazyregexp.New(`^(\d+)\s*[xX×]\s+(\S.*)$`)
	reLeadCount  = lazyregexp.New(`^(\d+)\s+(\S.*)$`)
	// "x2 Stormtrooper".
	reLeadX = lazyregexp.New(`^[xX×](\d+)\s+(\S.*)$`)
	// "Lord Vader x1", "Lord Vader x 1", "Lord Vader (x2)". A bare trailing
	// number is part of the title: "Black 2" is a card.
	reTrailX     = lazyregexp.New(`^(.*\S)\s+[xX×]\s*(\d+)$`)
	reTrailParen = lazyregexp.New(`^(.*\S)\s*\(\s*[xX×]\s*(\d+)\s*\)$`)
	// A negative count, "-5 Stormtrooper", "Stormtrooper x-5", which would
	// otherwise read as a name (a leading "- " is a list bullet).
	reNegative = lazyregexp.New(`^[-−](\d+)\s*[xX×]?\s+\S|[\s(][xX×]\s*[-−](\d+)\s*\)?$`)
	// A header comment: "# game: swtcg", "// side: dark".
	reHeader = lazyregexp.New(`^(?i:(game|side|format))\s*:\s*(\S.*?)\s*$`)
	// A trailing comment after the name.
	reTrailComment = lazyregexp.New(`\s+(?:#|//).*$`)
)

// Parse reads a decklist. Blank lines, comments ("#", "//"), list bullets
// ("- ", "* ") and headings ending in ":" are skipped. A line without a
// count is one copy. Malformed lines are a *glossary.Error with the line
// and column.
func Parse(file string, data []byte) (*Decklist, error) {
	src, err := glossary.NewSource(file, data)
	if err != nil {
		return nil, err
	}
	d := &Decklist{File: file, Lines: src.NumLines()}
	for i, raw := range src.Lines() {
		if err := d.parseLine(i+1, raw); err != nil {
			return nil, err
		}
	}
	return d, nil
}

func (d *Decklist) parseLine(n int, raw string) error {
	text, off := trimLeft(raw)
	if comment, mark, ok := commentBody(text); ok {
		body, boff := trimLeft(comment)
		return d.header(n, off+mark+boff, body)
	}
	for _, bullet := range []string{"- ", "* "} {
		if strings.HasPrefix(text, bullet) {
			rest, roff := trimLeft(text[len(bullet):])
			text, off = rest, off+len(bullet)+roff
		}
	}
	text = strings.TrimRightFunc(reTrailComment().ReplaceAllString(text, ""), isSpace)
	if text == "" {
		return nil
	}
	if strings.HasSuffix(text, ":") {
		d.section = strings.TrimSpace(strings.TrimSuffix(text, ":"))
		return nil
	}
	if m := reNegative().FindStringIndex(text); m != nil {
		at := m[0] + strings.IndexAny(text[m[0]:], "-−")
		return &glossary.Error{File: d.File, Line: n, Col: off + runeLen(text[:at]) + 1, Err: fmt.Errorf("a count cannot be negative: counts run from 1 to %d (delete the line to leave the card out)", MaxCount)}
	}
	count, name, nameAt, countAt, err := splitCount(text)
	if err != nil {
		return &glossary.Error{File: d.File, Line: n, Col: off + countAt + 1, Err: err}
	}
	d.Entries = append(d.Entries, Entry{Line: n, Col: off + nameAt + 1, Count: count, Name: name, Section: d.section})
	return nil
}

// commentBody returns the text after a comment marker and the marker's length.
func commentBody(text string) (string, int, bool) {
	for _, mark := range []string{"#", "//"} {
		if strings.HasPrefix(text, mark) {
			return text[len(mark):], len(mark), true
		}
	}
	return "", 0, false
}

// header reads "game: X", "side: X" and "format: X" comments, body starting at rune
// offset at of the line; other comments are free text.
func (d *Decklist) header(n, at int, body string) error {
	m := reHeader().FindStringSubmatchIndex(body)
	if m == nil {
		return nil
	}
	key, raw := strings.ToLower(body[m[2]:m[3]]), body[m[4]:m[5]]
	value := strings.ToLower(raw)
	bad := func(format string, args ...any) error {
		col := at + runeLen(body[:m[4]]) + 1
		return &glossary.Error{File: d.File, Line: n, Col: col, Err: fmt.Errorf(format, args...)}
	}
	switch key {
	case "game":
		g, err := ParseGame(value)
		if err != nil {
			return bad("%v", err)
		}
		d.Game = g
	case "side":
		s, ok := sides[strings.TrimSuffix(value, " side")]
		if !ok {
			return bad("unknown side %q: say light or dark", raw)
		}
		d.Side = s
	case "format":
		d.Format = strings.TrimSpace(raw)
		d.FormatAt = [2]int{n, at + runeLen(body[:m[4]]) + 1}
	}
	return nil
}

var sides = map[string]cards.Side{"light": cards.Light, "ls": cards.Light, "dark": cards.Dark, "ds": cards.Dark}

// ParseGame reads a game name as the --game flag and the "# game:" header
// give it.
func ParseGame(s string) (glossary.Game, error) {
	switch g := glossary.Game(strings.ToLower(strings.TrimSpace(s))); g {
	case glossary.GameSWCCG, glossary.GameSWTCG:
		return g, nil
	}
	return "", fmt.Errorf("no deck rules for game %q: say swccg or swtcg", s)
}

// splitCount separates the count from the name. nameAt and countAt are
// rune offsets into text.
func splitCount(text string) (count int, name string, nameAt, countAt int, err error) {
	num, name := "1", text
	for _, re := range []func() *regexp.Regexp{reLeadCountX, reLeadCount, reLeadX} {
		if m := re().FindStringSubmatchIndex(text); m != nil {
			num, name = text[m[2]:m[3]], text[m[4]:m[5]]
			countAt, nameAt = runeLen(text[:m[2]]), runeLen(text[:m[4]])
			break
		}
	}
	if name == text {
		for _, re := range []func() *regexp.Regexp{reTrailX, reTrailParen} {
			if m := re().FindStringSubmatchIndex(text); m != nil {
				name, num = text[m[2]:m[3]], text[m[4]:m[5]]
				countAt = runeLen(text[:m[4]])
				break
			}
		}
	}
	count, convErr := strconv.Atoi(num)
	switch {
	case convErr != nil || count > MaxCount:
		return 0, "", 0, countAt, fmt.Errorf("count %s is more than %d copies", num, MaxCount)
	case count < 1:
		return 0, "", 0, countAt, errors.New("count must be at least 1 (delete the line to leave the card out)")
	}
	return count, name, nameAt, countAt, nil
}

// trimLeft removes leading space and reports how many runes it removed.
func trimLeft(s string) (string, int) {
	t := strings.TrimLeftFunc(s, isSpace)
	return t, runeLen(s) - runeLen(t)
}

func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\u00a0' || r == '\ufeff' }

func runeLen(s string) int { return utf8.RuneCountInString(s) }
