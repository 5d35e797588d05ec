package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

var (
	refMayNotParticipate = table.RulesRef("Participating In Battle", "May Not Participate In Battle (Cannot Battle)")
	refInBattle          = table.RulesRef("Participating In Battle", "In Battle")
	refDuringBattle      = table.RulesRef("Participating In Battle", "During Battle")
	refParticipatingEx   = table.RulesRef("Participating In Battle", "Examples")
	refExcludedExample2  = table.RulesRef("Participating In Battle", "Excluded From Battle", "Example 2")
	refExcludedExample3  = table.RulesRef("Participating In Battle", "Excluded From Battle", "Example 3")
	refDuringBattleEx    = table.RulesRef("Participating In Battle", "During Battle", "During Battle Example")
	refInitiate          = table.RulesRef("Steps of a Battle", "Initiate The Battle")
	refMoreComplexEx     = table.RulesRef("Battles - A More Complex Example")
)

// Participation rules whether a card participates in the battle.
var Participation = register(&Rule[string]{
	ID:       "participation",
	Title:    "Does the card participate in the battle?",
	Question: "participation",
	Schema:   "description=card: does it participate in the battle?",
	Check:    onTable,
	Describe: func(name string) string { return "participation: " + name },
	Doc: `Characters, starships, vehicles, weapons and devices at the battle
location participate, present or not (piloting, driving, passengers, on a
card), from initiation or from when they arrive before the power segment; a
'react' only by the defender. Not: cards elsewhere (their "during battle"
text is unusable), captives, cards arriving in the power or damage segment,
cards that may not participate (excluded at once, by the player whose card
imposed it), excluded cards (unless a text on the table says they may not
be excluded: "Your characters here … may not be excluded from battle"), and
cards aboard or on an inactive card, which
are inactive but not excluded.`,
	Cites: []glossary.Ref{refParticipating, refMayNotParticipate, refExcluded, refInBattle, refDuringBattle,
		refParticipatingEx, refExcludedExample, refExcludedExample2, refExcludedExample3, refDuringBattleEx, refInitiate, refMoreComplexEx},
	Run: runParticipation,
})

func runParticipation(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(name)
	b := t.State.Battle
	if b == nil {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No battle is recorded in the file, so %s participates in none.", p.Name)
		r.Step(r.Answer, refParticipating)
		return r
	}
	out, excluded := notParticipating(t, p, &r)
	switch {
	case out == "":
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s participates in the battle at %s: it is \"in battle\", and \"in a battle together\" with every other participating card.", p.Name, b.At)
		r.Step(r.Answer, refInBattle)
	case excluded:
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s does not participate: %s. It is excluded from battle.", p.Name, out)
	default:
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s does not participate: %s. It is not excluded from battle.", p.Name, out)
	}
	return r
}

// notParticipating says why p takes no part in the battle ("" when it
// does), whether that counts as being excluded, and explains it in r.
func notParticipating(t *table.Table, p *table.Piece, r *rulings.Ruling) (why string, excluded bool) {
	b := t.State.Battle
	if !battles(p) {
		why = fmt.Sprintf("a %s is not a character, starship, vehicle, weapon or device", p.Card.Type)
		r.Stepf([]glossary.Ref{partAtLocation}, "Only characters, starships, vehicles, weapons and devices participate in battle: %s.", why)
		return why, false
	}
	if at := p.Location(); glossary.Fold(at) != glossary.Fold(b.At) {
		why = fmt.Sprintf("it is at %s, not at the battle location %s", orNowhere(at), b.At)
		r.Stepf([]glossary.Ref{partAtLocation}, "Cards participate only at the location of the battle: %s is at %s.", p.Name, orNowhere(at))
		if strings.Contains(glossary.Fold(p.Card.GameText), "battle") {
			r.Stepf([]glossary.Ref{refDuringBattle, refDuringBattleEx}, "Text of %s that works \"during battle\" cannot be used: only a participating card may use it.", p.Name)
		}
		return why, false
	}
	r.Stepf([]glossary.Ref{partAtLocation}, "%s is at the battle location %s (%s); cards there participate whether present or not, unless excluded.", p.Name, b.At, placement(p))
	if why = arrival(t, p, r); why != "" {
		return why, false
	}
	if p.Entry.Captive {
		why = "it is a captive"
		r.Stepf([]glossary.Ref{partCaptive}, "%s is a captive: it takes no part in the battle (a captive released during the battle rejoins only a battle it was participating in before).", p.Name)
		return why, false
	}
	if c := p.Entry.CannotBattle; c != nil {
		by := c.By
		if c.Player != "" {
			by += " (" + string(c.Player) + "'s)"
		}
		why = "it may not participate in battle because of " + by
		r.Stepf([]glossary.Ref{refMayNotParticipate}, "%s may not participate in battle (%s): it gives no presence for initiating a battle, nor do cards aboard it, and it is excluded as soon as the battle is initiated; it may still attack and be attacked by creatures.", p.Name, by)
		if c.Player != "" {
			r.Stepf([]glossary.Ref{refExcludedExample2}, "Whoever initiated the battle, %s excluded %s: the condition comes from %s.", player(c.Player), p.Name, c.By)
		}
		excludedStep(p, r)
		return why, true
	}
	if p.Entry.Excluded && textForbids(t, p, "may_not_be_excluded", []glossary.Ref{refExcluded}, r) {
		r.Stepf([]glossary.Ref{refExcluded}, "The exclusion the file records has no effect on %s: it participates.", p.Name)
	} else if p.Entry.Excluded {
		excludedStep(p, r)
		return "it is excluded from the battle", true
	}
	for h := p.Host; h != nil; h = h.Host {
		if !h.Active() {
			why = fmt.Sprintf("it is aboard or on %s, which is inactive, so it is inactive too", h.Name)
			r.Stepf([]glossary.Ref{refExcluded, refExcludedExample3}, "%s is aboard or on %s, which is inactive: everything on or aboard an inactive card is inactive as well. Inactive cards do not participate, but being inactive is not being excluded: text prevented or triggered by exclusion does not apply to %s.", p.Name, h.Name, p.Name)
			return why, false
		}
	}
	if p.Entry.Inactive || p.Entry.Missing {
		r.Stepf([]glossary.Ref{refExcluded}, "%s is inactive: inactive cards do not participate in battle, but being inactive is not being excluded.", p.Name)
		return "it is inactive", false
	}
	return "", false
}

// arrival rules on a card that came to the battle location after the
// battle was initiated.
func arrival(t *table.Table, p *table.Piece, r *rulings.Ruling) string {
	b := t.State.Battle
	switch p.Entry.Introduced {
	case "":
		r.Stepf([]glossary.Ref{partFromStart}, "%s was there when the battle was initiated.", p.Name)
	case "react":
		if b.Initiator == p.Owner() {
			r.Stepf([]glossary.Ref{refInitiate, refMoreComplexEx}, "%s initiated this battle, and only the opponent of the initiator may react: you cannot react to your own battles. %s cannot come to this battle as a 'react'.", player(p.Owner()), p.Name)
			return string(p.Owner()) + " cannot react to its own battle"
		}
		if b.Initiator == "" {
			r.Assume("the file does not say who initiated the battle: %s's 'react' taken as the defender's", p.Name)
		}
		r.Stepf([]glossary.Ref{refInitiate, partFromStart}, "%s came as a 'react' by the defender during the initiation responses: it participates from then on.", p.Name)
	case "initiation", "weapons":
		r.Stepf([]glossary.Ref{partFromStart, refParticipatingEx}, "%s came to the battle location during the %s, before the power segment began: it participates.", p.Name, segmentName(p.Entry.Introduced))
	default:
		r.Stepf([]glossary.Ref{partAfterPower, refParticipatingEx}, "%s came to the battle location during the %s, after the power segment began: it may never participate in this battle (even a card forfeited and then returned there).", p.Name, segmentName(p.Entry.Introduced))
		return "it came to the battle location after the power segment began"
	}
	return ""
}

// joinedTooLate is true for a card that may never participate because it
// came after the power segment began, or as a react to its owner's battle.
func joinedTooLate(b *table.Battle, p *table.Piece) bool {
	switch p.Entry.Introduced {
	case "power", "damage":
		return true
	case "react":
		return b.Initiator == p.Owner()
	}
	return false
}

func excludedStep(p *table.Piece, r *rulings.Ruling) {
	r.Stepf([]glossary.Ref{refExcluded, refExcludedExample}, "%s is excluded from the battle: inactive for its duration, with every card on or aboard it; an inactive pilot or passenger still fills its slot. Excluded cards are reactivated when the battle just ended.", p.Name)
}

func segmentName(s string) string {
	if s == "initiation" {
		return "initiation responses"
	}
	return s + " segment"
}

func orNowhere(at string) string {
	if at == "" {
		return "no location given in the file"
	}
	return at
}

// placement says how a card at the battle location is there.
func placement(p *table.Piece) string {
	switch {
	case p.Host == nil:
		return "present"
	case p.Entry.On != "":
		return "deployed on " + p.Host.Name
	case p.Entry.Slot == "":
		return "aboard " + p.Host.Name
	}
	return p.Entry.Slot + " of " + p.Host.Name
}
