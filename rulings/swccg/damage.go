package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// damage is one player's position at the start of the damage segment.
type damage struct {
	Side   table.Side
	Att    attrition
	Damage float64
	// Hits must be forfeited; Vulnerable are the other forfeitable cards
	// not protected from the attrition; Protected those that are.
	Hits, Vulnerable, Protected []*table.Piece
	// Participants are every card of the side taking part.
	Participants []*table.Piece
	// Forfeits are the forfeit values card text modifies; Barred the
	// cards that text says may not be forfeited.
	Forfeits map[*table.Piece]cards.Number
	Barred   []*table.Piece
}

// assess works out hits, attrition, battle damage and immunity for side,
// explaining each in r.
func assess(t *table.Table, side table.Side, r *rulings.Ruling) damage {
	d := damage{Side: side, Participants: participants(t, side), Forfeits: map[*table.Piece]cards.Number{}}
	d.Att = attritionAgainst(t, side, r)
	d.Damage = battleDamage(t, side, r)
	for _, p := range d.Participants {
		if v, changed := forfeitNow(t, p, r); changed {
			d.Forfeits[p] = v
		}
	}
	for _, p := range d.Participants {
		switch {
		case !p.Active():
			r.Stepf([]glossary.Ref{refExcluded}, "%s is inactive (excluded, captive or aboard an inactive card): it cannot be forfeited.", p.Name)
			continue
		case !d.forfeit(p).Defined:
			r.Stepf([]glossary.Ref{forfeitOnlyIf}, "%s has no forfeit value: it cannot be forfeited.", p.Name)
			continue
		case p.Entry.Hit:
			d.Hits = append(d.Hits, p)
			r.Stepf([]glossary.Ref{hitsMandatory, attritionHits}, "%s was hit: it must be forfeited (not necessarily first), whatever its immunity; its forfeit %s counts toward attrition and battle damage.", p.Name, d.forfeit(p))
			continue
		case mayNotBeForfeited(t, p, r):
			d.Barred = append(d.Barred, p)
			continue
		}
		im := immunityOf(t, p)
		if l := im.Level(); l > 0 && d.Att.Exists {
			word := "not protected"
			if im.protects(d.Att) {
				word = "protected"
				d.Protected = append(d.Protected, p)
			} else {
				d.Vulnerable = append(d.Vulnerable, p)
			}
			r.Stepf([]glossary.Ref{immuneBelow}, "%s is %s (%s): with attrition %s it is %s for this battle.", p.Name, levelText(l), sources(im), d.Att, word)
			continue
		}
		d.Vulnerable = append(d.Vulnerable, p)
	}
	return d
}

// sources names the grant that sets the level, or the removal.
func sources(im immunity) string {
	if im.RemovedBy != "" {
		return "removed by " + im.RemovedBy
	}
	var parts []string
	for _, g := range im.Grants {
		if g.Level == im.Highest() {
			parts = append(parts, "from "+g.From)
			break
		}
	}
	for _, c := range im.Changes {
		parts = append(parts, c.text()+" from "+c.From)
	}
	return strings.Join(parts, ", ")
}

// forfeitSum adds the cards' forfeit values now (see forfeitNow).
func (d damage) forfeitSum(ps []*table.Piece) float64 {
	s := 0.0
	for _, p := range ps {
		s += d.forfeit(p).Value
	}
	return s
}

// forfeit is p's forfeit value now: with the modifiers assess read, else
// printed (or the file's).
func (d damage) forfeit(p *table.Piece) cards.Number {
	if v, ok := d.Forfeits[p]; ok {
		return v
	}
	return p.Forfeit()
}

func (d damage) nameList(ps []*table.Piece) string {
	if len(ps) == 0 {
		return "nothing"
	}
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprintf("%s (forfeit %s)", p.Name, d.forfeit(p))
	}
	return strings.Join(out, ", ")
}

func without(ps []*table.Piece, drop ...*table.Piece) []*table.Piece {
	var out []*table.Piece
	for _, p := range ps {
		if !contains(drop, p) {
			out = append(out, p)
		}
	}
	return out
}

func contains(ps []*table.Piece, p *table.Piece) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
