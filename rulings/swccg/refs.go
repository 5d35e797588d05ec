package swccg

import (
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// References used by more than one rule. Paths follow the rulebook's
// headings, "Immune To Attrition - Gaining And Losing" read as the path
// Immune To Attrition › Gaining And Losing.
var (
	refImmune        = table.RulesRef("Immune To Attrition")
	refImmuneGaining = table.RulesRef("Immune To Attrition", "Gaining And Losing")
	refImmuneEx1     = table.RulesRef("Immune To Attrition", "Example 1")
	refImmuneEx2     = table.RulesRef("Immune To Attrition", "Example 2")
	refImmuneEx3     = table.RulesRef("Immune To Attrition", "Example 3")
	refBattleDestiny = table.RulesRef("Power Segment", "Draw Battle Destinies")
	refCalcAttrition = table.RulesRef("Power Segment", "Calculating Attrition")
	refWinner        = table.RulesRef("Power Segment", "Winner And Loser")
	refDamage        = table.RulesRef("Steps of a Battle", "Damage Segment")
	refForfeit       = table.RulesRef("Damage Segment", "Forfeit")
	refHits          = table.RulesRef("Damage Segment", "Weapon 'Hits'")
	refAttrition     = table.RulesRef("Damage Segment", "Attrition")
	refBattleDamage  = table.RulesRef("Damage Segment", "Battle Damage")
	refParticipating = table.RulesRef("Participating In Battle")
	refExcluded      = table.RulesRef("Participating In Battle", "Excluded From Battle")

	glossImmune = table.GlossaryRef("immune to attrition")
)

// Citations narrowed to the sentence a step rests on: the words after the
// entry find it in the indexed document (glossary.Entry.Locate; judge
// doctor checks each still finds one sentence). Each was checked by hand
// against the document's lines and the note in ../shared/notes.
var (
	// ch5-8 L727, L729, L731.
	immuneLevels    = narrow(refImmune, "protected from varying levels of attrition")
	immuneBelow     = narrow(refImmune, "immunity number greater than that")
	immuneChecked   = narrow(refImmune, "At the start of the damage segment, check all cards")
	immuneStands    = narrow(refImmune, "After this is done it cannot be changed for this battle")
	immuneEnclosed  = narrow(refImmune, "enclosed vehicle or starship with immunity to attrition protects itself")
	immuneHighest   = narrow(refImmune, "Immunity is not cumulative")
	immuneVoluntary = narrow(refImmune, "may still be voluntarily forfeited")
	immuneLoose     = narrow(refImmune, "unless the total attrition is greater than the card's immunity level")
	immuneRemoving  = narrow(refImmuneGaining, "the removing action overrides the gaining action")
	immuneNoLoss    = narrow(refImmuneGaining, "you cannot lose something that does not exist")
	// ch5-8 L747, L751.
	ex2Highest       = narrow(refImmuneEx2, "This is higher than the 4 of her game text")
	ex3Canceled      = narrow(refImmuneEx3, "due to having canceled game text, the Emperor currently has no immunity")
	ex3Overrides     = narrow(refImmuneEx3, "the canceling action supersedes the adding action")
	ex1NotProtected  = narrow(refImmuneEx1, "6 or more, your Vader is no longer protected")
	ex1TotalOnly     = narrow(refImmuneEx1, "You cannot forfeit the Stormtrooper and then compare")
	glossImmuneLoose = narrow(glossImmune, "unless the total attrition is greater than the card's immunity level")
	// ch5-8 L429: attrition starts from total battle destiny, if it exists.
	calcFromDestiny = narrow(refCalcAttrition, "starting with their total battle destiny, if it exists")
	calcNoDestiny   = narrow(refCalcAttrition, "If the total battle destiny does not exist")
	// ch5-8 L386.
	destinyNotExist = narrow(refBattleDestiny, "does not successfully complete any battle destiny draws")
	// ch5-8 L438.
	winnerHigher = narrow(refWinner, "The player with the higher overall total power")
	winnerTie    = narrow(refWinner, "If there is a tie")
	// ch5-8 L459: nobody passes with attrition pending above an immunity.
	damageNoPass = narrow(refDamage, "Players may NOT pass during the damage segment")
	// ch5-8 L472–474.
	forfeitWhat     = narrow(refForfeit, "Act of losing cards from a battle")
	forfeitOnlyIf   = narrow(refForfeit, "You may forfeit a card only if it has a forfeit value")
	forfeitAboard   = narrow(refForfeit, "causes everything on that card to be lost as well")
	hitsMandatory   = narrow(refHits, "Cards hit during the weapons segment must be forfeited … not that they must be forfeited first")
	attritionTotal  = narrow(refAttrition, "one or more cards whose forfeit values total at least")
	attritionHits   = narrow(refAttrition, "When hit cards are forfeited, you still apply their forfeit values")
	attritionUntil  = narrow(refAttrition, "you must forfeit additional cards until your attrition has been satisfied")
	attritionNoneIn = narrow(refAttrition, "you must forfeit additional cards until … If you have no cards left to forfeit")
	// ch5-8 L490, L494.
	damageDifference = narrow(refBattleDamage, "equal to the difference between the winner's total power")
	damageBoth       = narrow(refBattleDamage, "automatically count toward both your attrition and your battle damage")
)

// The persona and persona replacement rules, ch5-8 L87–111 and L115–149.
var (
	personaWhat         = narrow(refPersona, "are all considered to be part of the same 'persona'")
	personaOneVersion   = narrow(refPersona, "may not have more than one version of a unique persona")
	personaEachPlayer   = narrow(refPersona, "both players may each have the same unique persona on table")
	personaCaptive      = narrow(refPersona, "Whenever a captive is on table")
	personaStolen       = narrow(refPersona, "has a stolen starship, vehicle, weapon, or device on table")
	personaStillApplies = narrow(refPersona, "that persona's uniqueness still applies")
	replaceWhen         = narrow(refReplace, "During your deploy phase, you may replace any of your unique character cards")
	replaceVersions     = narrow(refReplace, `Two cards are "different versions" if … One has an expansion icon the other does not have`)
	replaceOwn          = narrow(refReplace, "You may only persona replace your own characters")
	replaceSlot         = narrow(refReplace, "within the same passenger or pilot slot … you may not perform the persona replacement")
	replacePowerAbility = narrow(refReplace, "must have both power and ability at least equal")
	replaceWeapon       = narrow(refReplace, "must not contain a unique permanent weapon persona already on table")
	replaceOwnRules     = narrow(refReplace, "must obey all deployment restrictions listed on its own card")
	replaceNotDeploy    = narrow(refReplace, "Persona replacement is not deployment")
	replaceSameTurn     = narrow(refReplace, "you may persona replace a character during the same turn")
	replaceByDeploy     = narrow(refReplace, "You may not replace a persona because a card allows you to deploy")
	replaceSpy          = narrow(refReplace, "You may persona replace an undercover spy with a non-spy character")
	replaceNonUnique    = narrow(refReplaceNonUnique, "Because persona replacement only applies to unique personas")
)

// Battle destiny, ch5-8 L360, L603, L609, L615–619.
var (
	destinyAbility4    = narrow(refBattleDestiny, "a player who has a combined ability of 4 or more … does not entitle you to draw two")
	destinyUnableOnly  = narrow(refDestinyUnable, "only when fewer than X battle destinies are eligible")
	destinyConditions  = narrow(refDestinyCond, "then those conditions affect all battle destiny draws")
	destinyAutomatic   = narrow(refDestinyModify, "Automatic modifiers to the number of destinies are checked immediately before")
	destinyLockedIn    = narrow(refDestinyModify, "the additional draw(s) is scheduled as an automatic modifier … are not checked again")
	destinyCumulative  = narrow(refDestinyModify, "The cumulative rule applies to any modifiers to the number of destinies")
	destinyParticipate = narrow(refDestinyModify, "that card must be participating in battle")
)

// narrowed lists every reference narrow made, for judge doctor. Its room
// is about the number of narrow calls (some 340), so that start-up
// appends them into one array rather than into nine ever larger ones;
// past it, append grows it as usual.
var narrowed = make([]glossary.Ref, 0, 400)

// narrow is r cited at the sentence locator finds (glossary.Ref.At),
// listed in Citations.
func narrow(r glossary.Ref, locator string) glossary.Ref {
	r = r.At(locator)
	narrowed = append(narrowed, r)
	return r
}

// boundary is the precedence.md conflict on the immunity boundary: the
// loose "greater than" wording yields to the rule and its examples.
var boundary = []rulings.Superseded{
	{
		Passage: glossImmuneLoose,
		By:      withNote(immuneBelow, "Example 1: at 6 or more a < 6 Vader is no longer protected"),
		Why:     "Glossary 2.0 (1998) yields to the Advanced Rulebook; its own example (attrition 5 against < 5) agrees: protected only while attrition is below the level",
	},
	{
		Passage: withNote(immuneLoose, "first paragraph"),
		By:      ex1NotProtected,
		Why:     "loose wording in the rule's first paragraph; its second paragraph and Example 1 put the boundary at the level itself",
	},
}

func withNote(r glossary.Ref, note string) glossary.Ref {
	r.Note = note
	return r
}
