package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// UndercoverSpy rules what an Undercover spy may do and what may be done
// to it.
var UndercoverSpy = register(&Rule[*SpyAsk]{
	ID:       "undercover-spy",
	Title:    "What an Undercover spy may do",
	Question: "undercover",
	Schema:   "description=an Undercover spy: may it battle / be targeted by the opponent's weapons in battle / escort / board a craft / break cover / block drains / allow deployment here?",
	Check:    checkSpyAsk,
	Describe: func(q *SpyAsk) string { return fmt.Sprintf("undercover: %s %s", q.Card, q.Action) },
	Doc: `An Undercover spy has no presence and does not participate in battles;
the opponent's weapons may not target it in battle; it may not escort
captives; it may board the opponent's starships and vehicles if capacity
allows (the opponent first), never its own owner's craft card; it breaks
cover only in its owner's deploy phase, at a site. At a site it blocks the
opponent's Force drains and lets its owner deploy there; not at a system or
sector. Its text canceled, it is still Undercover.`,
	Cites: []glossary.Ref{glossUndercover},
	Run:   runUndercoverSpy,
})

// SpyActions are the values of undercover: action.
var SpyActions = []string{"battle", "targeted", "escort", "board", "break_cover", "block_drains", "allow_deploy"}

// SpyAsk asks about an Undercover spy.
type SpyAsk struct {
	Card   string `json:"card" jsonschema:"required,description=the Undercover spy"`
	Action string `json:"action" jsonschema:"required,enum=battle,enum=targeted,enum=escort,enum=board,enum=break_cover,enum=block_drains,enum=allow_deploy"`
	// Craft is the starship or vehicle it would board.
	Craft string `json:"craft,omitempty" jsonschema:"description=the starship or vehicle it would board (board)"`
}

func checkSpyAsk(c *table.Checker, q *SpyAsk) error {
	if err := checkCardAction(c, q.Card, q.Action, SpyActions); err != nil {
		return err
	}
	if q.Action == "board" {
		if q.Craft == "" {
			return c.Errorf("", "board needs craft: the starship or vehicle")
		}
		return c.MustName(q.Craft, ".craft")
	}
	return nil
}

func runUndercoverSpy(t *table.Table, q *SpyAsk) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(q.Card)
	if !undercover(t, p) {
		r.Assume("%s is not marked undercover: true nor carries Undercover; ruled as an Undercover spy", p.Name)
	}
	if !isKeyword(t, p, "spy", &r, glossUndercover) {
		r.Assume("%s is not a spy by its card; the file has it Undercover", p.Name)
	}
	if p.Entry.TextOff() {
		r.Stepf(refs(spyCanceled), "Its game text is %s, but an Undercover spy whose game text is canceled or suspended is still Undercover.", p.Entry.TextOffBy())
	}
	answer := func(v rulings.Verdict, at glossary.Ref, step string) rulings.Ruling {
		r.Step(step, at)
		r.Verdict, r.Answer = v, step
		return r
	}
	where := p.Location()
	kind, _ := spot{Place: &table.Place{Name: where, Entry: t.Location(where)}}.kind()
	switch q.Action {
	case "battle":
		return answer(rulings.No, spyNoBattle, fmt.Sprintf("%s does not participate in battles: an Undercover spy has no presence and does not battle.", p.Name))
	case "targeted":
		return answer(rulings.No, spyNoBattle, fmt.Sprintf("%s may not be targeted by %s's weapons in battle.", p.Name, p.Owner().Opponent()))
	case "escort":
		return answer(rulings.No, spyNoEscort, fmt.Sprintf("%s may not escort captives: Undercover spies cannot escort.", p.Name))
	case "break_cover":
		st := t.State
		switch {
		case st.Turn != "" && st.Phase != "" && (st.Turn != p.Owner() || st.Phase != "deploy"):
			return answer(rulings.No, spyBreakWhen, fmt.Sprintf("%s may break cover only during %s's deploy phase; it is %s's %s phase.", p.Name, p.Owner(), st.Turn, st.Phase))
		case kind != "site":
			return answer(rulings.No, spyBreakWhen, fmt.Sprintf("%s may break cover only at a site; %s is a %s.", p.Name, where, kind))
		}
		return answer(rulings.Yes, spyBroken, fmt.Sprintf("%s may break cover: it loses all Undercover-related cards and returns to %s's side of the table.", p.Name, p.Owner()))
	case "block_drains", "allow_deploy":
		what := map[string]string{"block_drains": fmt.Sprintf("prevents %s from Force draining at %s", p.Owner().Opponent(), where), "allow_deploy": fmt.Sprintf("allows %s's cards to deploy to %s", p.Owner(), where)}[q.Action]
		if kind != "site" {
			return answer(rulings.No, spyNotPresent, fmt.Sprintf("%s is at %s, a %s: an Undercover spy is not present at a system or sector, so it neither blocks Force drains nor allows deployment there.", p.Name, where, kind))
		}
		return answer(rulings.Yes, spyNoPresence, fmt.Sprintf("%s has no presence, but %s.", p.Name, what))
	}
	craft := t.Piece(q.Craft)
	if craft.Owner() == p.Owner() {
		return answer(rulings.No, spyOwnCraft, fmt.Sprintf("%s may not board its own side's %s (a vehicle or starship site is allowed).", p.Name, craft.Name))
	}
	return answer(rulings.Yes, spyBoard, fmt.Sprintf("%s may board %s's %s if there is capacity, the opponent having the first chance to fill it; a pilot spy may operate it if it is unpiloted.", p.Name, craft.Owner(), craft.Name))
}
