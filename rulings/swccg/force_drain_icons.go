package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A text may add Force icons to a location: the location's own ("While
// you occupy, gains one [Dark Side] icon"), a card there ("Adds one
// [Light Side] icon here", Porg), or a card naming the place ("adds one
// [Light Side] icon at Death Star system"). A drain counts the opponent's
// icons there, those gained included (Glossary Force drain). Icons of
// another kind ([Pilot] skill, [Republic]) are no Force icons.

var (
	reIconGainVerb = lazyregexp.New(`(?i)\b(?:adds?|gains?)\s+one\s+\[(?:dark|light)\s+side`)
	reIconGained   = lazyregexp.New(`(?i)\[(dark|light)\s+side(?:\s+force)?\]`)
	reIconGainAt   = lazyregexp.New(`(?i)\bicon\s+at\s+(.+)$`)
)

// gainedIcons are the Force icons on side's half the texts on table add
// to the drain's location now, each stated.
func (d drain) gainedIcons(side table.Side) int {
	n := 0
	for _, q := range piecesAndLocations(d.t) {
		if q.Card == nil {
			continue
		}
		for _, e := range q.Card.Effects {
			if k := iconsOf(e, side); k > 0 && d.gainsHere(q, e) {
				textStep(d.r, q, e, refs(drainIcons), plusIcons(k, side, d.place))
				d.r.Consult(q.Card.Title, e.Span)
				n += k
			}
		}
	}
	return n
}

// iconsOf counts the side's Force icons e adds.
func iconsOf(e cards.Effect, side table.Side) int {
	if e.Kind != "gains_icon" || !reIconGainVerb().MatchString(e.Quote) {
		return 0
	}
	n := 0
	for _, m := range reIconGained().FindAllStringSubmatch(e.Quote, -1) {
		if table.Side(strings.ToLower(m[1])) == side {
			n++
		}
	}
	return n
}

// gainsHere: q's text e adds its icons at the drain's location now — the
// place it names, else q's own location (or q, a location) — and its
// condition holds (a location half's "you" is that half's side).
func (d drain) gainsHere(q *table.Piece, e cards.Effect) bool {
	place := ""
	if m := reIconGainAt().FindStringSubmatch(strings.TrimSpace(e.Quote)); m != nil {
		place = strings.Trim(m[1], " .")
		ok, understood, _ := placeMatches(d.t, place, spot{Place: d.q.place})
		if !understood {
			d.r.Assume("%s's text %q adds Force icons %q, a place this rule does not read: taken as not here", q.Name, strings.TrimSpace(e.Quote), place)
			return false
		}
		if !ok {
			return false
		}
	} else if !samePlace(q.Location(), d.place) {
		return false
	}
	rest := e
	rest.Conditions = nil
	for _, c := range e.Conditions {
		if f := glossary.Fold(c.Text); c.Kind != "side" && f != "here" && (place == "" || !strings.Contains(f, glossary.Fold(place))) {
			rest.Conditions = append(rest.Conditions, c)
		}
	}
	who := q
	if side := textSide(e); side != "" {
		w := *q
		entry := *q.Entry
		entry.Owner = side
		w.Entry = &entry
		who = &w
	}
	return appliesOrSays(d.t, who, rest, refs(drainIcons), d.r)
}

// plusIcons says what the icons add.
func plusIcons(n int, side table.Side, place string) string {
	if n == 1 {
		return "one more Force icon on " + string(side) + "'s side of " + place + "."
	}
	return num(float64(n)) + " more Force icons on " + string(side) + "'s side of " + place + "."
}
