package swccg

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "For each other musician at same site, the ability required to draw
// battle destiny here increases by 1 for both players." (Doikk Na'ts): no
// extractor reads it into an effect, so this rule reads the words itself
// and counts, at the battle site, the other characters that are musicians
// by their card or by a text on table (isKeyword).

var reEachOtherAbility = lazyregexp.New(`(?i)For each other ([\w' -]+?) at same site, the ability required to draw battle destiny here increases by (\d+) for both players\.?`)

// eachOtherAbility adds to need what each card at the battle site whose
// text says so raises the ability required by.
func eachOtherAbility(t *table.Table, need *abilityNeed, r *rulings.Ruling) {
	at := t.State.Battle.At
	for _, q := range t.Pieces {
		if q.Card == nil || !q.Active() || q.Entry.TextOff() {
			continue
		}
		m := reEachOtherAbility().FindStringSubmatch(q.Card.GameText)
		if m == nil {
			continue
		}
		if !samePlace(q.Location(), at) {
			r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q binds battles at its site (%s), not at %s.", q.Name, strings.TrimSpace(m[0]), orNowhere(q.Location()), at)
			continue
		}
		kw := strings.TrimSpace(m[1])
		per, _ := strconv.Atoi(m[2])
		var others []string
		for _, p := range t.Pieces {
			if p != q && p.Card != nil && p.Card.Type == "Character" && p.Active() && samePlace(p.Location(), at) && isKeyword(t, p, kw, r, destinyConditions) {
				others = append(others, p.Name)
			}
		}
		add := float64(per * len(others))
		counted := "no other " + kw + " is there"
		if len(others) > 0 {
			counted = strings.Join(others, ", ") + " (" + strconv.Itoa(len(others)) + ")"
		}
		r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q: other %ss at the site: %s: the ability required to draw battle destiny is %+g for both players.", q.Name, strings.TrimSpace(m[0]), kw, counted, add)
		need.plus += add
	}
}

// battle-destiny reads these words itself: its rulings do not list them
// as not read.
func init() {
	ownReadings[BattleDestiny.ID] = func(c *cards.Card) [][2]int {
		if m := reEachOtherAbility().FindStringIndex(c.GameText); m != nil {
			return [][2]int{{m[0], m[1]}}
		}
		return nil
	}
}
