package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// How card text names cards and places, read against the table: "your
// other alien", "any starfighter", "Kylo or a Knight of Ren", "with Han",
// "at a Tatooine site".

// generic: "a starfighter", "any TIE" name a kind of card, not one card.
func generic(arg string) bool {
	f := glossary.Fold(arg)
	return strings.HasPrefix(f, "a ") || strings.HasPrefix(f, "an ") || strings.HasPrefix(f, "any ")
}

// namesCard reads a card named in text ("Falcon", "any starfighter", "your
// alien or Imperial", "C-3PO") against q: some alternative names q by
// persona or short title, or all its words are q's title, type, subtype
// or characteristics; "your"/"opponent's" against the owner of self.
func namesCard(phrase string, q, self *table.Piece) bool {
	phrase = strings.Trim(phrase, " ().,")
	for _, alt := range strings.Split(termSplitter.Replace(phrase), "|") {
		alt = strings.TrimSpace(glossary.Fold(alt))
		owner := table.Side("")
		for again := true; again; {
			again = false
			for _, lead := range []string{"a ", "an ", "any ", "another ", "other ", "the ", "your ", "opponent's ", "one "} {
				if rest, ok := strings.CutPrefix(alt, lead); ok {
					switch lead {
					case "your ":
						owner = self.Owner()
					case "opponent's ":
						owner = self.Owner().Opponent()
					}
					alt, again = rest, true
				}
			}
		}
		if alt == "" || owner != "" && q.Owner() != owner {
			continue
		}
		if q.NamedBy(alt) || targets(alt, q) || inLore(alt, q) {
			return true
		}
	}
	return false
}

// pilotedBy: a card aboard p as its pilot or driver is the one named, or
// p's permanent pilot is.
func pilotedBy(t *table.Table, p *table.Piece, who string) bool {
	for _, q := range t.Pieces {
		if q.Host == p && (q.Entry.Slot == "pilot" || q.Entry.Slot == "driver") && namesCard(who, q, p) {
			return true
		}
	}
	for _, pp := range p.Card.PermanentPersonas {
		if name, ok := strings.CutPrefix(pp, "pilot:"); ok && glossary.Fold(name) == glossary.Fold(strings.Trim(who, " .")) {
			return true
		}
	}
	return false
}

// withAt lists the other active cards at p's location the phrase names;
// a place after it ("your other alien on Cloud City") must be p's.
func withAt(t *table.Table, p *table.Piece, phrase string) []*table.Piece {
	var out []*table.Piece
	where := glossary.Fold(p.Location())
	if where == "" {
		return nil
	}
	if m := reWithPlace().FindStringSubmatchIndex(phrase); m != nil {
		if at, known := locatedAt(t, p, phrase[m[2]:m[3]]); known && !at {
			return nil
		}
		phrase = phrase[:m[0]]
	}
	for _, q := range t.Pieces {
		if q != p && q.Active() && glossary.Fold(q.Location()) == where && namesCard(phrase, q, p) {
			out = append(out, q)
		}
	}
	return out
}

// alone: no other character, starship or vehicle of p's owner at its
// location, besides what p carries or is aboard.
func alone(t *table.Table, p *table.Piece) bool {
	where := glossary.Fold(p.Location())
	for _, q := range t.Pieces {
		if q == p || q.Owner() != p.Owner() || glossary.Fold(q.Location()) != where || q.Host == p || p.Host == q {
			continue
		}
		switch q.Card.Type {
		case "Character", "Starship", "Vehicle":
			return false
		}
	}
	return true
}

// locatedAt reads "at a Tatooine site", "on Hoth" against p's location: the
// place's name, system or icon; unknown for a place the table cannot show.
func locatedAt(t *table.Table, p *table.Piece, phrase string) (holds, known bool) {
	where := p.Location()
	if where == "" {
		return false, true
	}
	s := spot{Place: placeOf(t, where)}
	ok, understood, _ := placeMatches(t, phrase, s)
	return ok, understood
}

// placeOf is the table's location called name, as a deploy spot sees it.
func placeOf(t *table.Table, name string) *table.Place {
	pl := &table.Place{Name: name}
	for i := range t.State.Locations {
		if glossary.Fold(t.State.Locations[i].Name) == glossary.Fold(name) {
			pl.Entry = &t.State.Locations[i]
			pl.Card = pl.Entry.Card
		}
	}
	return pl
}

// ownText says whether e speaks of p itself: no target, a pronoun ("it",
// "he"), or p's own name ("Luke draws two battle destiny").
func ownText(e cards.Effect, p *table.Piece) bool {
	switch glossary.Fold(e.Target) {
	case "", "it", "he", "she", "him", "her", "this card":
		return true
	}
	return namesCard(e.Target, p, p) && !strings.Contains(glossary.Fold(e.Target), "your")
}

// inLore: a name of several words one of the card's lore sentences opens
// with ("Knight of Ren.", "Jedi Knight.", "Trade Federation battle droid
// …"), which card text uses as a class; not one the lore tells of ("The
// Trade Federation's only Neimoidian leader to have ever encountered a
// Jedi Knight": Rune Haako is no Jedi Knight).
func inLore(phrase string, q *table.Piece) bool {
	f := glossary.Fold(phrase)
	if len(strings.Fields(f)) < 2 {
		return false
	}
	for _, s := range strings.Split(glossary.Fold(q.Card.Lore), ". ") {
		if s = strings.TrimSpace(s); s == f || strings.HasPrefix(s, f+" ") || strings.HasPrefix(s, f+".") || strings.HasPrefix(s, f+",") {
			return true
		}
	}
	return false
}
