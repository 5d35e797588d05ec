package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// ImmuneToCard rules on a card already deployed on, or targeting, a card
// that is (or has become) immune to it: the Glossary cancels it.
var ImmuneToCard = register(&Rule[*ImmuneToCardAsk]{
	ID:       "immune-to-card",
	Title:    "A card on or targeting a card immune to it",
	Question: "immune_to_card",
	Schema:   "description=a card deployed on (on:) or targeting (target:) another card: is that card immune to it, so it is canceled?",
	Check:    checkImmuneToCard,
	Describe: func(q *ImmuneToCardAsk) string { return "immune_to_card: " + q.Card },
	Doc: `A card immune to an action is not a valid target for it; when a card is
made immune to another card already targeting it or deployed on it (a card
deployed on it later, a persona replacement, a card moving to where a grant
reaches it), the other card is canceled, and a canceled card goes to the
Lost Pile unless its text says otherwise. The immunity is read from the
card's own "Immune to X", from a card deployed on it ("Imperial ... is
immune to Demotion", "It is now immune to Revolution"), and from other
cards' grants ("Your starships here with an astromech character aboard are
... immune to Lateral Damage"), each condition decided from the table. A
card a text on the table says may not be canceled ("Bo Shuda may not be
canceled", Uh-oh!) is not canceled.`,
	Cites: []glossary.Ref{immuneCancels, canceledToLost, glossImmuneTitle},
	Run:   runImmuneToCard,
})

var (
	immuneCancels  = narrow(glossImmuneTitle, "If a card is made immune to another card already targeting")
	canceledToLost = narrow(glossCancel, "When a card is canceled, it is placed in the Lost Pile unless otherwise directed")
	// withAboard splits "your starships here with an astromech character
	// aboard" into the cards named and what must be aboard them.
	withAboard = lazyregexp.New(`^(.+?) with (?:an? |one )?(.+?) aboard$`)
)

// ImmuneToCardAsk names the card on or targeting another.
type ImmuneToCardAsk struct {
	Card string `json:"card" jsonschema:"required,description=the card on table deployed on (on:) or targeting (target:) another card"`
}

func checkImmuneToCard(c *table.Checker, q *ImmuneToCardAsk) error {
	if strings.TrimSpace(q.Card) == "" {
		return c.Errorf("", "immune_to_card needs card: (a card deployed on or targeting another card)")
	}
	return c.MustName(q.Card, ".card")
}

func runImmuneToCard(t *table.Table, q *ImmuneToCardAsk) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(q.Card)
	// Deployed on one card and targeting another (a Utinni Effect): either
	// card's immunity cancels it.
	var held []*table.Piece
	var hows []string
	if p.Host != nil && p.Entry.On != "" {
		held, hows = append(held, p.Host), append(hows, "deployed on")
	}
	if tg := t.Piece(p.Entry.Target); tg != nil {
		held, hows = append(held, tg), append(hows, "targeting")
	}
	if len(held) == 0 {
		r.Step("A card is canceled by immunity only when the card it is deployed on or targets becomes immune to it.", immuneCancels)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s is neither deployed on nor targeting a card (no on: or target:): no immunity cancels it.", p.Name)
		return r
	}
	var on, src *table.Piece
	var e cards.Effect
	how := ""
	for i, h := range held {
		if s, f, ok := immuneToCard(t, h, p.Card.Title, &r); ok {
			on, src, e, how = h, s, f, hows[i]
			break
		}
		r.Stepf(refs(glossImmuneTitle), "No text on table makes %s (the card %s is %s) immune to %s.", h.Name, p.Name, hows[i], p.Card.Title)
	}
	if on == nil {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s is not immune to %s: %s stays %s it.", held[0].Name, p.Card.Title, p.Name, hows[0])
		if len(held) > 1 {
			r.Answer = fmt.Sprintf("No. Neither %s nor %s is immune to %s: it stays.", held[0].Name, held[1].Name, p.Card.Title)
		}
		return r
	}
	textStep(&r, src, e, refs(glossImmuneTitle), fmt.Sprintf("%s is immune to %s.", on.Name, p.Card.Title))
	if textForbids(t, p, "may_not_be_canceled", refs(immuneCancels), &r) {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s may not be canceled: a card's text on the table says so, so %s's immunity does not cancel it.", p.Name, on.Name)
		return r
	}
	r.Stepf(refs(immuneCancels), "%s is %s %s, which is immune to it: %s is canceled.", p.Name, how, on.Name, p.Name)
	r.Stepf(refs(canceledToLost), "A canceled card is placed in the Lost Pile: %s goes to %s's Lost Pile.", p.Name, sideTitle(p.Owner()))
	r.Verdict = rulings.Yes
	r.Answer = fmt.Sprintf("Yes. %s is canceled and goes to %s's Lost Pile: %s is immune to it (%s's text).", p.Name, sideTitle(p.Owner()), on.Name, src.Name)
	return r
}

// immuneToCard finds the text making p immune to title: what immuneTo
// reads, a card deployed on p speaking of its host ("It", "Imperial"), or
// a grant to cards "with an X aboard" when such a card is aboard p.
func immuneToCard(t *table.Table, p *table.Piece, title string, r *rulings.Ruling) (*table.Piece, cards.Effect, bool) {
	if q, e, ok := immunityTo(t, p, title, r, speaksOf); ok {
		return q, e, true
	}
	return immunityTo(t, p, title, r, grantReaches)
}

// grantReaches: a card deployed on p whose text names its host by a
// pronoun or by a word p answers to, or a grant to cards with something
// aboard that p has aboard.
func grantReaches(t *table.Table, e cards.Effect, q, p *table.Piece) bool {
	target := glossary.Fold(strings.TrimSpace(e.Target))
	if q.Host == p && q.Entry.On != "" {
		switch target {
		case "it", "target", "he", "she", "character", "that character":
			return true
		}
		if namesCard(target, p, q) {
			return true
		}
	}
	m := withAboard().FindStringSubmatch(target)
	if m == nil {
		return false
	}
	cut := e
	cut.Target = m[1]
	if !speaksOf(t, cut, q, p) {
		return false
	}
	for _, a := range t.Pieces {
		if a.Host == p && a.Entry.On == "" && (namesCard(m[2], a, q) || strings.Contains(m[2], "astromech") && astromechCharacter(a)) {
			return true
		}
	}
	return false
}

// astromechCharacter: an astromech by characteristic or subtype, or a
// character whose lore calls it one (R3-A2: "Special-purpose astromech").
func astromechCharacter(q *table.Piece) bool {
	return isAstromech(q) || q.Card.Type == "Character" && strings.Contains(glossary.Fold(q.Card.Lore), "astromech")
}
