package deck

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// FormatInfo names the format a report was checked in.
type FormatInfo struct {
	Code string `json:"code"`
	Name string `json:"name"`
	File string `json:"file"`
	Line int    `json:"line"`
	// DeckSize is the number of cards the format takes.
	DeckSize int `json:"deck_size"`
}

// formatCheck is one deck being checked against one format.
type formatCheck struct {
	rep     *Report
	db      *cards.DB
	formats *Formats
	format  *Format
	noted   map[string]bool // notes given once per deck
}

// formatCard is an identified card of the deck with every printing of it:
// the cards of its title, side and type, any of which the deck may hold.
type formatCard struct {
	*Card
	printings []printing
}

// printing is one printing of a card.
type printing struct{ card *cards.Card }

// id is the printing's Gemp id; the back of a two-sided card goes by its
// front's, as the formats file and the card files list it.
func (p printing) id() string { return strings.TrimSuffix(p.card.GempID, "-back") }

// checkFormat applies every rule of format f to rep's deck.
func checkFormat(rep *Report, db *cards.DB, fs *Formats, f *Format) {
	fc := &formatCheck{rep: rep, db: db, formats: fs, format: f, noted: map[string]bool{}}
	rep.Format = &FormatInfo{Code: f.Code, Name: f.Name, File: fs.File, Line: f.Line, DeckSize: formatDeckSize(f)}
	for _, fd := range f.Fields {
		if ruleFor(fd.Key) == nil {
			rep.noteRule(0, 0, fc.cite(fd, nil), "%s sets %q, which the judge does not know: whatever it requires is not checked", f.Name, fd.Key)
		}
	}
	for i := range rep.Cards {
		if rep.Cards[i].card != nil {
			fc.checkCard(fc.withPrintings(&rep.Cards[i]))
		}
	}
	for _, r := range formatRules {
		if r.deck != nil {
			r.deck(fc, f.field(r.key))
		}
	}
}

// judged is one printing of a card judged by a format's card rules.
type judged struct {
	p       printing
	reasons []*reason
	// exempt is the entry (of the "valid" list) that frees the printing
	// from its reasons.
	exempt *reason
}

func (j judged) allowed() bool { return j.exempt != nil || len(j.reasons) == 0 }

// judge applies the card rules to one printing.
func (fc *formatCheck) judge(p printing) judged {
	j := judged{p: p}
	for _, fd := range fc.format.Fields {
		r := ruleFor(fd.Key)
		switch {
		case r == nil:
		case r.exempt != nil:
			if v := r.exempt(fd, p); v != nil && j.exempt == nil {
				j.exempt = &reason{field: fd, value: v}
			}
		case r.card != nil:
			if why := r.card(fc, fd, p); why != nil {
				j.reasons = append(j.reasons, why)
			}
		}
	}
	return j
}

// checkCard applies the card rules. A decklist names a card, not one
// printing of it, so the card is allowed when one of its printings is:
// a note then says which printing the deck must use, or which entry of
// the "valid" list lets it in. Otherwise the reasons of the printing the
// deck's line resolved to are the findings.
func (fc *formatCheck) checkCard(c *formatCard) {
	var own, pass *judged
	for _, p := range c.printings {
		j := fc.judge(p)
		if p.card == c.card {
			own = &j
		}
		if j.allowed() && (pass == nil || p.card == c.card) {
			pass = &j
		}
	}
	if own == nil {
		j := fc.judge(printing{card: c.card})
		own = &j
	}
	switch {
	case pass == nil:
		for _, why := range own.reasons {
			fc.rep.faultRule(c.Line, c.Col, fc.cite(why.field, why.value), nil, "%s%s", cardLabel(c.card), why.text)
		}
	case pass != own:
		why := own.reasons[0]
		fc.rep.noteRule(c.Line, c.Col, fc.cite(why.field, why.value), "%s%s; in %s the deck must hold the %s printing, which is allowed", cardLabel(c.card), why.text, fc.format.Name, pass.p.id())
	}
	if pass != nil && pass.exempt != nil {
		for _, why := range pass.reasons {
			fc.rep.noteRule(c.Line, c.Col, fc.cite(pass.exempt.field, pass.exempt.value), "%s is allowed in %s by its %q list, although it%s", cardLabel(pass.p.card), fc.format.Name, pass.exempt.field.Key, why.text)
		}
	}
}

// withPrintings gathers the printings of a deck card.
func (fc *formatCheck) withPrintings(c *Card) *formatCard {
	out := &formatCard{Card: c}
	for _, card := range printingsOf(fc.db, c) {
		out.printings = append(out.printings, printing{card: card})
	}
	return out
}

// printingsOf are the cards of the title, side and type of an identified
// deck card, kept on the card so that every format reuses them.
func printingsOf(db *cards.DB, c *Card) []*cards.Card {
	if c.printings == nil {
		c.printings = filterCards(db.Resolve(c.card.Title).Match, func(o *cards.Card) bool {
			return o.Face == "" && samePrinted(o, c.card)
		})
		if len(c.printings) == 0 {
			c.printings = []*cards.Card{c.card}
		}
	}
	return c.printings
}

// sets are the set numbers of a printing: its Gemp id's and, with
// reprints, those of the card file's other printings of that record.
func (fc *formatCheck) sets(p printing, reprints bool) []int {
	var out []int
	if n, ok := gempSet(p.id()); ok {
		out = append(out, n)
	}
	if !reprints {
		return out
	}
	facts, _ := fc.facts()
	for _, s := range facts[p.id()].Sets {
		if n, err := strconv.Atoi(s); err == nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// rarity is a printing's rarity, "" when the card files could not be read.
func (fc *formatCheck) rarity(p printing) string {
	facts, _ := fc.facts()
	return facts[p.id()].Rarity
}

// facts are the rarities and printings of the card files; nil with a note
// (once) when they cannot be read.
func (fc *formatCheck) facts() (map[string]cards.PrintFacts, error) {
	facts, err := fc.formats.printings()
	if err != nil && !fc.noted["facts"] {
		fc.noted["facts"] = true
		fc.rep.note(0, 0, nil, "the card files' rarities and reprints could not be read (%v): a card's sets are those of its Gemp id, and rarities are not checked", err)
	}
	return facts, err
}

// gempSet is the set number of a Gemp id, the number before "_".
func gempSet(id string) (int, bool) {
	set, _, ok := strings.Cut(id, "_")
	n, err := strconv.Atoi(set)
	return n, ok && err == nil
}

// cite places a key, or one entry of its list, in the formats file.
func (fc *formatCheck) cite(fd *Field, v *Value) *FormatRule {
	r := &FormatRule{Format: fc.format.Code, Name: fc.format.Name, File: fc.formats.File, Line: fc.format.Line, Col: fc.format.Col}
	if fd != nil {
		r.Key, r.Line, r.Col = fd.Key, fd.Line, fd.Col
	}
	if v != nil {
		r.Value, r.Line, r.Col = v.Text, v.Line, v.Col
	}
	return r
}

func (r *Report) faultRule(line, col int, rule *FormatRule, cites []glossary.Ref, format string, args ...any) {
	r.Findings = append(r.Findings, Finding{Line: line, Col: col, Rule: rule, Step: rulings.Step{Text: fmt.Sprintf(format, args...), Cites: cites}})
}

func (r *Report) noteRule(line, col int, rule *FormatRule, format string, args ...any) {
	r.Notes = append(r.Notes, Finding{Line: line, Col: col, Rule: rule, Step: rulings.Step{Text: fmt.Sprintf(format, args...)}})
}

// errAt is a formats-file error at a value; the file is filled in by
// the caller.
func errAt(v Value, format string, args ...any) error {
	return &glossary.Error{Line: v.Line, Col: v.Col, Err: fmt.Errorf(format, args...)}
}
