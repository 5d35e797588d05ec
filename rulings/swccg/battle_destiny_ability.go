package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The ability a player needs to draw battle destiny, read from the cards
// on table: requirements ("Total ability of 6 or more required for you to
// draw battle destiny here", "opponent must have ability > 5") and changes
// to what is required ("Opponent's ability required for battle destiny
// +1"). A change raises the 4 needed for the draw from ability and every
// requirement in force (the card database's rulings on Jedi Holocron say
// so: "Increases the typical '4 ability' requirement … Also increases any
// special requirements").

// abilityNeed is what side needs: plus raises the 4 of the draw from
// ability and each requirement.
type abilityNeed struct {
	plus  float64
	needs []abilityRequirement
}

// abilityRequirement is one "ability of N or more" (or "> N") condition.
type abilityRequirement struct {
	from  string
	value float64
	above bool
}

func (q abilityRequirement) met(ability, plus float64) bool {
	if q.above {
		return ability > q.value+plus
	}
	return ability >= q.value+plus
}

func (q abilityRequirement) String() string {
	if q.above {
		return "more than " + num(q.value)
	}
	return num(q.value) + " or more"
}

// readAbilityNeed reads the requirements and changes on table that bind
// side in this battle: the battle location's own text on side's half, and
// the text of cards on table whose place words ("here", "at same system",
// "that site and adjacent sites") reach the battle location. A source the
// file's destiny_limits names is left to it.
func readAbilityNeed(t *table.Table, side table.Side, r *rulings.Ruling) abilityNeed {
	var need abilityNeed
	b := t.State.Battle
	written := map[string]bool{}
	for _, lim := range b.DestinyLimits {
		written[glossary.Fold(lim.From)] = true
		if (lim.Side == "" || lim.Side == side) && lim.AbilityModifier != 0 {
			need.plus += lim.AbilityModifier
			r.Stepf([]glossary.Ref{destinyConditions}, "%s: the ability required to draw battle destiny is %+g.", lim.From, lim.AbilityModifier)
		}
	}
	if pl := placeOf(t, b.At); pl.Card != nil && !written[glossary.Fold(pl.Name)] && !written[glossary.Fold(pl.Card.Title)] {
		for _, e := range pl.Card.Effects {
			if !abilityKind(e) || whoseHalf(e, pl.Card.GameText) != side {
				continue
			}
			if why := locationTermUnread(e); why != "" {
				r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q: %s is not read, so it is not applied.", pl.Name, strings.TrimSpace(e.Quote), why)
				r.Assume("the condition of %s's %q is taken as not met", pl.Name, strings.TrimSpace(e.Quote))
				continue
			}
			need.add(e, pl.Name, true, r)
		}
	}
	for _, q := range t.Pieces {
		if written[glossary.Fold(q.Name)] || written[glossary.Fold(q.Card.Title)] || !q.Active() {
			continue
		}
		for _, e := range q.Card.Effects {
			if !abilityKind(e) || !bindsSide(e, q, side) {
				continue
			}
			if !reachesBattle(t, q, e, r) {
				continue
			}
			if !declaredMode(q, e, "ability required", []glossary.Ref{destinyConditions}, r) {
				continue
			}
			rest := withoutPlaceTerms(e)
			if !applies(t, q, rest, r) {
				if !q.Entry.TextOff() && !unknownCondition(t, q, rest) {
					r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q does not apply: on the table, %q does not hold.", q.Name, strings.TrimSpace(e.Quote), conditionText(rest))
				}
				continue
			}
			if e.Kind == "battle_destiny_ability_modifier" && strings.Contains(glossary.Fold(e.Condition), "for each card stacked") {
				e.Value *= float64(q.Entry.Stacked)
				if q.Entry.Stacked == 0 {
					r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q: no card is stacked on it (stacked: 0), so it adds nothing.", q.Name, strings.TrimSpace(e.Quote))
					continue
				}
			}
			need.add(e, q.Name, false, r)
		}
	}
	eachOtherAbility(t, &need, r)
	return need
}

func (n *abilityNeed) add(e cards.Effect, from string, location bool, r *rulings.Ruling) {
	whose := "the card's text"
	if location {
		whose = "the location's text on this player's side"
	}
	switch e.Kind {
	case "battle_destiny_ability_modifier":
		n.plus += e.Value
		r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q (%s): the ability required to draw battle destiny is %+g.", from, strings.TrimSpace(e.Quote), whose, e.Value)
	default:
		q := abilityRequirement{from: from, value: e.Value, above: e.Kind == "battle_destiny_ability_above"}
		n.needs = append(n.needs, q)
		r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q (%s): total ability of %s is required to draw battle destiny.", from, strings.TrimSpace(e.Quote), whose, q)
	}
}

func abilityKind(e cards.Effect) bool {
	switch e.Kind {
	case "battle_destiny_ability_required", "battle_destiny_ability_above", "battle_destiny_ability_modifier":
		return true
	}
	return false
}

// whoseHalf is the player a location's text binds: the side whose half
// ("Light: …") holds it, or its opponent for "opponent" ("you" is that
// half's player).
func whoseHalf(e cards.Effect, text string) table.Side {
	half := halfOf(text, e.Span[0])
	for _, c := range e.Conditions {
		if c.Kind == "side" {
			half = table.Side(strings.ToLower(c.Arg))
		}
	}
	if half != "" && strings.HasPrefix(glossary.Fold(e.Target), "opponent") {
		return half.Opponent()
	}
	return half
}

// locationTermUnread names a term of a location's text other than its side
// and "here" ("Unless your spy here"), which this rule does not decide.
func locationTermUnread(e cards.Effect) string {
	for _, c := range e.Conditions {
		if c.Kind != "side" && !(c.Kind == "here" && !c.Not && glossary.Fold(c.Text) == "here") {
			return fmt.Sprintf("its condition %q", c.Text)
		}
	}
	return ""
}

// bindsSide: "opponent"/"opponent's" is the card owner's opponent, "you" and
// "your" the owner, no word both players.
func bindsSide(e cards.Effect, q *table.Piece, side table.Side) bool {
	switch t := glossary.Fold(e.Target); {
	case strings.HasPrefix(t, "opponent"):
		return side == q.Owner().Opponent()
	case t == "you" || t == "your":
		return side == q.Owner()
	}
	return true
}

// reachesBattle decides the place words of q's text against the battle
// location: "here"/"there" where q is, "at same system" the system q is
// at or related to, a Sentry's "that site and adjacent sites" (its other
// sentence) where q is or adjacent to it; no place word, everywhere.
func reachesBattle(t *table.Table, q *table.Piece, e cards.Effect, r *rulings.Ruling) bool {
	at, where := t.State.Battle.At, q.Location()
	cond := glossary.Fold(e.Condition)
	switch {
	case strings.Contains(glossary.Fold(q.Card.GameText), "that site and adjacent sites"):
		if samePlace(at, where) {
			return true
		}
		yes, known := areAdjacent(t, where, at)
		if !known {
			r.Stepf([]glossary.Ref{destinyConditions, glossAdjacent}, "%s's text %q reaches its site and adjacent sites; whether %s is adjacent to %s is not decided (give order:).", q.Name, strings.TrimSpace(e.Quote), at, where)
			r.Assume("%s is taken as not adjacent to %s", at, where)
		}
		return yes
	case strings.Contains(cond, "same system"): // the system location itself, not its sites
		return isSystem(place(t, at)) && systemOf(at) == systemOf(where)
	case strings.Contains(cond, "here") || strings.Contains(cond, "there"):
		if !samePlace(at, where) {
			r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q binds battles where it is (%s), not at %s.", q.Name, strings.TrimSpace(e.Quote), orNowhere(where), at)
			return false
		}
	}
	return true
}

// withoutPlaceTerms leaves e's condition without the place words
// reachesBattle decided.
func withoutPlaceTerms(e cards.Effect) cards.Effect {
	var keep []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		f := glossary.Fold(c.Text)
		if c.Kind == "here" || c.Kind == "at_same" || strings.HasPrefix(f, "for each card stacked") {
			continue
		}
		keep = append(keep, c)
		words = append(words, c.Text)
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	return e
}

// areAdjacent asks the adjacent rule about two locations; known is false
// when it cannot tell.
func areAdjacent(t *table.Table, a, b string) (yes, known bool) {
	if a == "" || b == "" || samePlace(a, b) {
		return false, a != "" && b != ""
	}
	q := &AdjacentAsk{A: a, B: b, places: [2]*table.Place{placeOf(t, a), placeOf(t, b)}}
	v := runAdjacent(t, q).Verdict
	return v == rulings.Yes, v != rulings.Answer
}
