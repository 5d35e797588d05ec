package swtcg

import "github.com/judge-swccg/judge/rulings"

// Citations narrowed to the sentence a step rests on (judge doctor checks
// each still finds one): How to Start the Game L239–254 and How to Attack
// L322–330 of the rulebook, each checked by hand against its lines and
// ../shared/notes/swtcg-rulebook-esb.md.
var (
	narrowed rulings.Narrowed

	setupMulligan  = narrowed.At(refHowToStart, "can discard any number of Battle, Mission, and Location cards")
	setupDarkFirst = narrowed.At(refHowToStart, "The Dark Side player chooses 1 unit card")
	setupIgnore    = narrowed.At(refHowToStart, "The Dark Side player chooses 1 unit card … Ignore units' abilities during setup")
	setupAlternate = narrowed.At(refHowToStart, "Then the Light Side player chooses … more than the total on the Light Side")
	setupTo30      = narrowed.At(refHowToStart, "Repeat steps 2 and 3 until … Then the other player reaches 30")
	setupNotOver30 = narrowed.At(refHowToStart, "You can't go over 30")
	setupPartial   = narrowed.At(refHowToStart, "you may partially build one unit card … continues to 30 as usual")

	attackChoose   = narrowed.At(refHowToAttack, "Choose one of your opponent's units in the same arena")
	attackDice     = narrowed.At(refHowToAttack, "Get a number of dice equal to your unit's power")
	attackNoDice   = narrowed.At(refHowToAttack, "the attacking unit's power is 0 or less")
	attackHits     = narrowed.At(refHowToAttack, "Each roll of 3 or less is a miss … Each roll of 4 or more is 1 hit")
	attackDamage   = narrowed.At(refHowToAttack, "Each hit does 1 damage to the defending unit")
	attackPrevent  = narrowed.At(refHowToAttack, "Battle cards that can prevent damage")
	attackCounters = narrowed.At(refHowToAttack, "put 1 damage counter on the defending unit")
)
