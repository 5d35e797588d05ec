package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Immunity rules whether a card is protected from the attrition against
// it, as checked at the start of the damage segment.
var Immunity = register(&Rule[string]{
	ID:       "immunity",
	Title:    "Immune to attrition at the start of the damage segment",
	Question: "immunity",
	Schema:   "description=card: immune to the attrition against it?",
	Check:    onTable,
	Describe: func(name string) string { return "immunity: " + name },
	Doc: `Collects every grant of immunity to attrition (own game text unless
canceled, cards deployed on it, completed Jedi Tests, effects in play by
to: or by the kind of card their text names, other cards on table whose
text names its kind where it is ("Your scouts here", "that starship" for
the one it is aboard), an enclosed vehicle or starship it is aboard), keeps
only the highest, adds counting modifiers ("for each card stacked on"), lets any
removal beat every grant, and protects the card only when attrition exists
and is below the level. The result is frozen for the rest of the battle.`,
	Cites: []glossary.Ref{refImmune, refImmuneGaining, refImmuneEx1, refImmuneEx2, refImmuneEx3, glossImmune},
	Run:   runImmunity,
})

func runImmunity(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(name)
	r.Step("Immunity to attrition is checked once, at the start of the damage segment, against the total attrition; the result stands for the rest of the battle, even if the card's immunity would change later (for instance by becoming alone).", immuneChecked, immuneStands)
	att := attritionAgainst(t, p.Owner(), &r)
	im := immunityOf(t, p)
	explainImmunity(&r, p, im)
	level := im.Level()
	switch {
	case level == 0:
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s has no immunity to attrition, so it is not protected.", p.Name)
	case !att.Exists:
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("There is no attrition against %s, so %s (%s) has nothing to be protected from and nothing need be forfeited for attrition.", p.Owner(), p.Name, levelText(level))
	case im.protects(att):
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s is protected: attrition %s is below its immunity (%s).", p.Name, att, levelText(level))
		r.Superseded = boundary
	default:
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not protected: attrition %s is not below its immunity (%s).", p.Name, att, levelText(level))
		r.Superseded = boundary
	}
	r.Stepf([]glossary.Ref{immuneBelow, ex1NotProtected}, "A card immune to attrition < N is protected only while the attrition exists and is below N: %s", r.Answer)
	return r
}

// explainImmunity adds one step per source of immunity, applied or not.
func explainImmunity(r *rulings.Ruling, p *table.Piece, im immunity) {
	if len(im.Grants)+len(im.Skipped)+len(im.Changes)+len(im.SkippedChanges) == 0 {
		r.Stepf([]glossary.Ref{immuneLevels}, "Nothing grants %s immunity to attrition: not its own game text, nor a card on it, a Jedi Test, an effect in play or a vehicle or starship it is aboard.", p.Name)
	}
	for _, g := range im.Grants {
		if g.Why == "declared in the file" {
			r.Assume("%s's immunity from %s taken as declared in the file", p.Name, g.From)
		}
		r.Stepf([]glossary.Ref{g.Cite}, "%s: %s (%s).", g.From, levelText(g.Level), g.Why)
	}
	for _, g := range im.Skipped {
		r.Stepf([]glossary.Ref{g.Cite}, "%s would give %s, but does not apply: %s.", g.From, levelText(g.Level), g.Why)
	}
	if len(im.Grants) > 1 && im.RemovedBy == "" {
		r.Stepf([]glossary.Ref{immuneHighest, ex2Highest}, "Immunity is not cumulative: only the highest applies, %s.", levelText(im.Highest()))
	}
	explainChanges(r, p, im)
	if im.RemovedBy != "" {
		r.Stepf([]glossary.Ref{im.Cite, ex3Overrides}, "%s removes %s's immunity to attrition; removing overrides every grant.", im.RemovedBy, p.Name)
	}
}

// explainChanges adds one step per modifier or limit, applied or not, and
// how they combine with the highest grant.
func explainChanges(r *rulings.Ruling, p *table.Piece, im immunity) {
	for _, c := range im.Changes {
		r.Stepf([]glossary.Ref{c.Cite}, "%s: %s (%s).", c.From, c.text(), c.Why)
	}
	for _, c := range im.SkippedChanges {
		r.Stepf([]glossary.Ref{c.Cite}, "%s would make %s's %s, but does not apply: %s.", c.From, p.Name, c.text(), c.Why)
	}
	if len(im.Changes) == 0 || im.RemovedBy != "" {
		return
	}
	r.Assume("%s", combineAssumption)
	if im.Highest() == 0 {
		r.Stepf([]glossary.Ref{immuneNoLoss}, "%s has no immunity to attrition for these to change: a modifier or limit gives no immunity to a card without any.", p.Name)
		return
	}
	result := "no immunity to attrition left"
	if l := im.Level(); l > 0 {
		result = levelText(l)
	}
	r.Stepf([]glossary.Ref{immuneHighest, immuneRemoving}, "The highest grant (%s) with every modifier added and then the lowest limit gives %s.", levelText(im.Highest()), result)
}
