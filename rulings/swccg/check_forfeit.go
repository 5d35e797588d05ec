package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// CheckForfeit rules whether a proposed set of forfeits and Force losses
// satisfies hits, attrition and battle damage.
var CheckForfeit = register(&Rule[*table.Proposal]{
	ID:       "check-forfeit",
	Title:    "Is this way of satisfying hits, attrition and battle damage legal?",
	Question: "check_forfeit",
	Check:    (*table.Checker).Proposal,
	Describe: describeProposal,
	Doc: `Only participating, active cards with a forfeit value may be forfeited;
every hit card must be among them; their forfeit values must reach the
attrition unless every unprotected card is forfeited; forfeits plus Force
lost must reach the battle damage, and Force is lost only for battle damage.`,
	Cites: []glossary.Ref{refForfeit, refHits, refAttrition, refBattleDamage, refImmune, glossForfeit},
	Run:   runCheckForfeit,
})

func runCheckForfeit(t *table.Table, prop *table.Proposal) rulings.Ruling {
	var r rulings.Ruling
	d := assess(t, prop.Player, &r)
	var chosen []*table.Piece
	var wrong []string
	for _, name := range prop.Forfeit {
		p := t.Piece(name)
		switch {
		case p.Owner() != prop.Player:
			wrong = append(wrong, fmt.Sprintf("%s is not %s's card", p.Name, prop.Player))
		case !contains(d.Participants, p):
			wrong = append(wrong, fmt.Sprintf("%s does not participate in the battle", p.Name))
		case !p.Active():
			wrong = append(wrong, fmt.Sprintf("%s is inactive and cannot be forfeited", p.Name))
		case !d.forfeit(p).Defined:
			wrong = append(wrong, fmt.Sprintf("%s has no forfeit value", p.Name))
		case contains(d.Barred, p):
			wrong = append(wrong, fmt.Sprintf("%s may not be forfeited (card text)", p.Name))
		case contains(chosen, p):
			wrong = append(wrong, fmt.Sprintf("%s is listed twice", p.Name))
		default:
			chosen = append(chosen, p)
		}
	}
	for _, h := range d.Hits {
		if !contains(chosen, h) {
			wrong = append(wrong, fmt.Sprintf("%s was hit and must be forfeited", h.Name))
		}
	}
	total := d.forfeitSum(chosen)
	r.Stepf([]glossary.Ref{forfeitWhat, damageBoth}, "Forfeiting %s gives %s, which counts toward attrition and battle damage at once.", d.nameList(chosen), num(total))
	// The damage segment's "may NOT pass" rule decides; where attrition is
	// left uncovered, L486's "until your attrition has been satisfied" says
	// it without L459's loose "exceeds the immunity" (notes §2.10).
	verdictCites := []glossary.Ref{damageNoPass}
	if d.Att.Exists && total < d.Att.Value && len(without(d.Vulnerable, chosen...)) > 0 {
		verdictCites = []glossary.Ref{attritionUntil, damageNoPass}
		wrong = append(wrong, fmt.Sprintf("attrition %s is not covered (%s forfeited) while cards not protected from it remain: %s", d.Att, num(total), d.nameList(without(d.Vulnerable, chosen...))))
	} else if d.Att.Exists && total < d.Att.Value {
		r.Stepf([]glossary.Ref{attritionUntil}, "Only cards protected from the attrition remain, so the rest of attrition %s is ignored.", d.Att)
	}
	if covered := total + prop.LoseForce; covered < d.Damage {
		wrong = append(wrong, fmt.Sprintf("battle damage %s is not satisfied (%s); the loser may not leave battle damage unsatisfied", num(d.Damage), num(covered)))
	}
	if prop.LoseForce > 0 && d.Damage == 0 {
		wrong = append(wrong, fmt.Sprintf("losing %s Force satisfies only battle damage, and %s has none", num(prop.LoseForce), prop.Player))
	}
	for _, p := range chosen {
		if contains(d.Protected, p) {
			r.Stepf([]glossary.Ref{immuneVoluntary}, "%s is protected from the attrition but may be forfeited voluntarily.", p.Name)
		}
		for _, aboard := range t.Pieces {
			if aboard.Host == p {
				r.Stepf([]glossary.Ref{forfeitAboard}, "Forfeiting %s makes %s, aboard or on it, lost too.", p.Name, aboard.Name)
			}
		}
	}
	if len(wrong) > 0 {
		r.Verdict, r.Answer = rulings.Illegal, "Not legal: "+strings.Join(wrong, "; ")+"."
	} else {
		r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("Legal: it satisfies every hit, attrition %s and battle damage %s.", d.Att, num(d.Damage))
	}
	r.Step(r.Answer, verdictCites...)
	notRead(&r, d.Participants...)
	return r
}

func describeProposal(p *table.Proposal) string {
	forfeits := "nothing"
	if len(p.Forfeit) > 0 {
		forfeits = strings.Join(p.Forfeit, ", ")
	}
	return fmt.Sprintf("check_forfeit: %s forfeits %s and loses %g Force", p.Player, forfeits, p.LoseForce)
}
