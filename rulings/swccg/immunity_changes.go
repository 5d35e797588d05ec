package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// change is a modifier ("immunity to attrition +2") or a limit
// ("immunity to attrition is limited to < 5") on a card's immunity.
type change struct {
	Value float64
	Limit bool
	From  string
	Why   string
	Cite  glossary.Ref
}

const (
	kindModifier = "immunity_modifier"
	kindLimit    = "immunity_limit"
)

func isChange(kind string) bool { return kind == kindModifier || kind == kindLimit }

func (c change) text() string {
	if c.Limit {
		return "immunity to attrition limited to < " + num(c.Value)
	}
	if c.Value >= 0 {
		return "immunity to attrition +" + num(c.Value)
	}
	return "immunity to attrition " + num(c.Value)
}

// apply combines the highest grant with the changes (see combineAssumption):
// modifiers first, then the lowest limit; a card without immunity gets none
// from a modifier.
func apply(highest float64, changes []change) float64 {
	if highest == 0 {
		return 0
	}
	l := highest
	for _, c := range changes {
		if !c.Limit {
			l += c.Value
		}
	}
	for _, c := range changes {
		if c.Limit {
			l = min(l, c.Value)
		}
	}
	return max(l, 0)
}

const combineAssumption = "Neither Immune To Attrition nor its Gaining And Losing says how modifiers and limits combine with \"only the highest\": taken as the highest grant, then every modifier added (only to a card that has immunity), then the lowest limit; a removal still beats them all"

// addChange records c once: a two-sided card named twice, or a card in
// play and in effects:, does not modify twice.
func (im *immunity) addChange(c change, applies bool) {
	list := &im.Changes
	if !applies {
		list = &im.SkippedChanges
	}
	for _, d := range *list {
		if d.From == c.From && d.Value == c.Value && d.Limit == c.Limit {
			return
		}
	}
	*list = append(*list, c)
}

func changeOf(e cards.Effect, from, why string) change {
	return change{Value: e.Value, Limit: e.Kind == kindLimit, From: from, Why: why, Cite: immuneLevels}
}

// changesFromEffects reads the modifiers and limits in play aimed at p:
// written out in the file (to the cards in to:, or every card), or read
// from a card's text (to the cards in to:, else to its own target).
func (im *immunity) changesFromEffects(p *table.Piece, effects []*table.InPlay) {
	for _, e := range effects {
		if e.Card == nil {
			if isChange(e.Entry.Kind) && (len(e.Entry.To) == 0 || names(e.Entry.To, p)) {
				im.addChange(change{Value: e.Entry.Level, Limit: e.Entry.Kind == kindLimit, From: e.Source(), Why: "an effect in play, as written in the file", Cite: immuneLevels}, true)
			}
			continue
		}
		for _, ce := range e.Card.Effects {
			if !isChange(ce.Kind) {
				continue
			}
			why := fmt.Sprintf("%q", ce.Quote)
			switch {
			case names(e.Entry.To, p):
				if ce.Condition != "" {
					why += " — " + ce.Condition + ", taken as met"
				}
			case len(e.Entry.To) > 0:
				continue
			case ce.Target == "":
				if ce.Condition != "" {
					why += " — " + ce.Condition + ", taken as met"
				}
			default:
				w, ok := classGrant(e, ce, p)
				if !ok {
					continue
				}
				why = w
			}
			im.addChange(changeOf(ce, e.Source(), why), true)
		}
	}
}

// aimsAt is true when a card text's target (empty: "all immunity")
// names p, on the side the text says ("your", "opponent's").
func aimsAt(target string, side table.Side, p *table.Piece) bool {
	if target == "" {
		return true
	}
	if target == "host" || !targets(target, p) {
		return false
	}
	folded := glossary.Fold(target)
	switch {
	case side == "":
		return true
	case strings.Contains(folded, "opponent"):
		return p.Owner() != side
	case strings.Contains(folded, "your"):
		return p.Owner() == side
	}
	return true
}

// effectSide is the side of an effect's card: the file's side:, else the card's.
func effectSide(e *table.InPlay) table.Side {
	if e.Entry.Side != "" {
		return e.Entry.Side
	}
	return table.Side(strings.ToLower(string(e.Card.Side)))
}
