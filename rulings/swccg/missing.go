package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Missing rules what a missing character may do, and what may be done to it.
var Missing = register(&Rule[*MissingAsk]{
	ID:       "missing",
	Title:    "What a missing character may do",
	Question: "missing",
	Schema:   "description=a missing character: may it move / be forfeited / battle / have a card deployed on it / be targeted / be replaced / be attacked by a creature?",
	Check:    checkMissingAsk,
	Describe: func(q *MissingAsk) string { return fmt.Sprintf("missing: %s %s", q.Card, q.Action) },
	Doc: `A missing character is still on table (for uniqueness and for cards
that refer to missing cards) but has no presence, does not participate in
battles, may not move, be forfeited or have new cards deployed on it, and
cannot be targeted by weapons or cards that do not specifically target
missing characters (cards that targeted it before still do). It may not
be replaced by another persona version. Creatures still attack it. It is
found by special cards or a search party.`,
	Cites: []glossary.Ref{glossMissing, glossCaptured, glossReplacing, glossCreatureAttack, glossSearchParty},
	Run:   runMissing,
})

// MissingActions are the values of missing: action.
var MissingActions = []string{"move", "forfeit", "battle", "deploy_on", "target", "replace", "creature_attack"}

// MissingAsk asks whether something may happen to a missing character.
type MissingAsk struct {
	Card   string `json:"card" jsonschema:"required,description=the missing character"`
	Action string `json:"action" jsonschema:"required,enum=move,enum=forfeit,enum=battle,enum=deploy_on,enum=target,enum=replace,enum=creature_attack"`
	// By is the card that would target it or deploy on it.
	By string `json:"by,omitempty" jsonschema:"description=the card that targets it or deploys on it (target or deploy_on)"`

	byText string // the game text of By (on table or from the database)
}

func checkMissingAsk(c *table.Checker, q *MissingAsk) error {
	if err := checkCardAction(c, q.Card, q.Action, MissingActions); err != nil {
		return err
	}
	if q.By == "" {
		return nil
	}
	if p := c.Table().Piece(q.By); p != nil {
		q.byText = p.Card.GameText
		return nil
	}
	card, err := c.HandCard(q.By, ".by")
	if err != nil {
		return err
	}
	q.byText = card.GameText
	return nil
}

func runMissing(t *table.Table, q *MissingAsk) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(q.Card)
	if !p.Entry.Missing {
		r.Assume("%s is not marked missing: true; ruled as if it were missing", p.Name)
	}
	r.Stepf(refs(missingOnTable, glossCaptured), "%s is missing: still on table (placed beneath the site), but on table only for uniqueness and for cards that refer to missing cards.", p.Name)
	no := func(why string, cites ...glossary.Ref) rulings.Ruling {
		r.Step(why, cites...)
		r.Verdict, r.Answer = rulings.No, why
		return r
	}
	switch q.Action {
	case "move":
		return no(fmt.Sprintf("%s may not move: nobody knows exactly where a missing character is at the site.", p.Name), missingInert)
	case "forfeit":
		return no(fmt.Sprintf("%s may not be forfeited.", p.Name), missingInert)
	case "battle":
		return no(fmt.Sprintf("%s does not participate in battles and has no presence.", p.Name), missingInert)
	case "deploy_on":
		return no(fmt.Sprintf("No new card may be deployed on %s.", p.Name), missingInert, glossCaptured)
	case "replace":
		return no(fmt.Sprintf("%s may not be replaced: captured and missing cards may not be replaced.", p.Name), replacingCaptured)
	case "creature_attack":
		r.Stepf(refs(glossCreatureAttack), "Creatures attack when present with a non-droid character, even if it is missing or captured.")
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("A creature present may attack %s: missing characters are still potential targets of creatures.", p.Name)
		return r
	}
	// target
	if q.By == "" {
		return no(fmt.Sprintf("%s cannot be targeted by weapons or any other card that does not specifically target missing characters (name the card in by:).", p.Name), missingTargeted)
	}
	if targetsMissing(q.byText) {
		r.Stepf(refs(missingTargeted), "%s's text refers to missing characters: it may target %s.", q.By, p.Name)
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may target %s: it specifically targets missing characters.", q.By, p.Name)
		return r
	}
	return no(fmt.Sprintf("%s may not target %s: missing characters cannot be targeted except by cards that specifically target them (cards that targeted it before it went missing still do).", q.By, p.Name), missingTargeted)
}

// targetsMissing reads whether a card's text is about missing characters:
// it names them, and not only to exclude them ("unless captured or missing").
func targetsMissing(text string) bool {
	low := strings.ToLower(text)
	for _, exclusion := range []string{"unless captured or missing", "unless missing", "not missing"} {
		low = strings.ReplaceAll(low, exclusion, "")
	}
	return strings.Contains(low, "missing")
}
