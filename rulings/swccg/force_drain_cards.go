package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Drain bonuses printed on characters, starships, vehicles, creatures and
// Effects on table (force_drain_modifier): "When with Emperor at a
// battleground site, adds 1 to your Force drains here" (Janus Greejatus),
// "While at a Kirdo III site: adds 1 to your Force drains" (Kirdo III
// Operative), "Force drains are -1 here" (Dark Waters). Whose drains: "your"
// (or "Force drain +N here") the card owner's, "opponent's" the other
// player's, "Force drains are …" with neither both players'. Where: "here"
// is where the card is; a place the text names ("at Hoth system", "at
// related cloud sectors") is decided against the drain location; the other
// terms ("When at a Yavin 4 site", "While with …") by the condition
// machinery against the card. A text that names other cards ("That
// character … may add 1") is not read here and stays named by unreadTexts.

var (
	reDrainTheirs = lazyregexp.New(`(?i)\bopponent's (?:\w+ )?force drains?\b`)
	reDrainYours  = lazyregexp.New(`(?i)\byour (?:\w+ )?force drains?\b|\bforce drain [+-−]\d`)
)

// drainBonusHolder: a card type whose text on table bears on drains (weapons
// and devices are textModifiers'), at a location.
func drainBonusHolder(q *table.Piece) bool {
	switch q.Card.Type {
	case "Character", "Starship", "Vehicle", "Creature", "Effect":
		return q.Location() != ""
	}
	return false
}

// cardModifiers sums the drain bonuses of such cards that bear on this
// drain, and returns the cards it read.
func (d drain) cardModifiers(named map[string]bool) (float64, map[*table.Piece]bool) {
	read := map[*table.Piece]bool{}
	seen := map[string]bool{}
	sum := 0.0
	for _, q := range d.t.Pieces {
		if !drainBonusHolder(q) || !q.Active() || named[glossary.Fold(q.Name)] || named[glossary.Fold(q.Card.Title)] {
			continue
		}
		canceled := samePlace(q.Location(), d.place) && d.bonusCanceled(q)
		for _, e := range q.Card.Effects {
			if e.Kind != "force_drain_modifier" || !ownText(e, q) || canceled && e.Value > 0 {
				continue
			}
			quote := strings.TrimSpace(e.Quote)
			if !d.drainIsWhose(q, e) {
				if samePlace(q.Location(), d.place) {
					read[q] = true
					d.r.Stepf(refs(glossDrainModifier), "%s's text %q is about the other player's Force drains, not %s's.", q.Name, quote, d.q.Player)
				}
				continue
			}
			var places []string
			rest, where, ok := d.drainPlaceNamed(q, e, &places)
			if !ok {
				continue
			}
			read[q] = true
			if where != "" {
				if !samePlace(q.Location(), d.place) {
					continue
				}
				d.r.Stepf(refs(glossDrainModifier), "%s's text %q is about Force drains %s: not this one at %s.", q.Name, quote, where, d.place)
				continue
			}
			if !d.bonusCounts(q, rest, quote, seen) {
				continue
			}
			then := "the drain is " + signed(e.Value) + " (an automatic modifier)."
			if len(places) > 0 {
				then = d.place + " is " + strings.Join(places, ", ") + ": " + then
			}
			textStep(d.r, q, rest, refs(glossDrainModifier, automaticMandatory), then)
			sum += e.Value
		}
		if canceled {
			read[q] = true
			continue
		}
		if v, ok := d.xBonus(q); ok {
			read[q] = true
			sum += v
		}
	}
	return sum, read
}

// drainIsWhose: the text's drains are the draining player's.
func (d drain) drainIsWhose(q *table.Piece, e cards.Effect) bool {
	// The span may start after its subject ("Opponent's Force drains are -1
	// here" read as "Force drains are -1 here"): the words before it count.
	text := q.Card.GameText
	words := text[max(0, min(e.Span[0], len(text))-12):min(e.Span[1], len(text))]
	switch {
	case reDrainTheirs().MatchString(words):
		return q.Owner() != d.q.Player
	case reDrainYours().MatchString(words):
		return q.Owner() == d.q.Player
	}
	return true
}

// drainPlace splits e's condition into the terms about the card (rest)
// and those naming where the drains are: "here" is the card's location, "at
// X" the drain location's. where says why the drain location is not one
// the text names; ok is false when the place is one this rule cannot decide
// (the text then stays for unreadTexts).
func (d drain) drainPlace(q *table.Piece, e cards.Effect) (rest cards.Effect, where string, ok bool) {
	return d.drainPlaceNamed(q, e, nil)
}

// drainPlaceNamed is drainPlace, adding to names the places the text names
// that the drain location is.
func (d drain) drainPlaceNamed(q *table.Piece, e cards.Effect, names *[]string) (rest cards.Effect, where string, ok bool) {
	rest = e
	rest.Conditions = nil
	var words []string
	at := &table.Piece{Name: d.place, Card: q.Card, Entry: &table.Card{At: d.place, Owner: q.Owner()}}
	// "adds 1 to your Force drains there": the card's own location (the
	// "there" closes the effect's quote, or follows it).
	after := strings.ToLower(strings.TrimSpace(q.Card.GameText[min(e.Span[1], len(q.Card.GameText)):]))
	if (strings.HasPrefix(after, "there") || strings.HasPrefix(after, "here") || strings.HasSuffix(strings.ToLower(e.Quote), " there")) && !samePlace(q.Location(), d.place) {
		where = "where " + q.Name + " is (" + q.Location() + ")"
	}
	for _, c := range e.Conditions {
		text := strings.TrimSpace(c.Text)
		switch {
		case c.Kind == "here":
			if !samePlace(q.Location(), d.place) {
				where = "where " + q.Name + " is (" + q.Location() + ")"
			}
		case c.Kind == "at" && strings.HasPrefix(strings.ToLower(text), "at "):
			holds, known := locatedAt(d.t, at, c.Arg)
			if !known {
				return rest, "", false
			}
			if !holds {
				where = text
			} else if names != nil {
				arg, _, _ := strings.Cut(c.Arg, " and ")
				*names = append(*names, "at "+arg)
			}
		default:
			rest.Conditions = append(rest.Conditions, c)
			words = append(words, text)
		}
	}
	rest.Condition = strings.Join(words, "; ")
	return rest, where, true
}

// bonusCounts: q's drain text (its condition rest) holds on the table, and
// no copy of q's title counted already unless its text is cumulative; it
// says why not.
func (d drain) bonusCounts(q *table.Piece, rest cards.Effect, quote string, seen map[string]bool) bool {
	if !applies(d.t, q, rest, d.r) {
		if !q.Entry.TextOff() && !unknownCondition(d.t, q, rest) {
			d.r.Stepf(refs(glossDrainModifier), "%s's text %q does not apply: on the table, %q does not hold.", q.Name, quote, conditionText(rest))
		}
		return false
	}
	key := glossary.Fold(q.Card.Title)
	if seen[key] && !strings.Contains(strings.ToLower(q.Card.GameText), "cumulative") {
		d.r.Stepf(refs(glossCumulatively), "Another %s adds nothing: no modifier is cumulative unless its text says so.", q.Card.Title)
		return false
	}
	seen[key] = true
	return true
}
