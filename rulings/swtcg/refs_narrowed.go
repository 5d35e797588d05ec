package swtcg

import "github.com/judge-swccg/judge/rulings"

// Citations narrowed to the sentence a step rests on (judge doctor checks
// each still finds one): How to Start the Game L239–254 and How to Attack
// L322–330 of the rulebook, each checked by hand against its lines and
// ../shared/notes/swtcg-rulebook-esb.md.
var (
	// Room for every At below (about 65), made at once rather than regrown.
	narrowed = make(rulings.Narrowed, 0, 80)

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

	// How to Start the Game L239 (the mulligan) and the keyword
	// abilities Deflect L442–446, Intercept L460–464, Overkill L472–478,
	// Retaliate L486–492.
	mulliganDarkFirst = narrowed.At(refHowToStart, "The Dark Side player gets to take a mulligan first")
	mulliganOnce      = narrowed.At(refHowToStart, "You can take a mulligan only once in a game")

	deflectWhen     = narrowed.At(refDeflect, "You can play Deflect only during a chance to prevent damage")
	deflectReminder = narrowed.At(refDeflect, "this unit may do that much damage to a unit of your choice in the same arena")
	deflectNewGo    = narrowed.At(refDeflect, "that damage creates a new chance to prevent damage")
	deflectEquals   = narrowed.At(refDeflect, "The damage that the unit does equals the damage it prevented")
	deflectOnce     = narrowed.At(refDeflect, "you can play Deflect only once for each source of damage")

	interceptWhen    = narrowed.At(refIntercept, "any time one of your other units in the same arena is attacked")
	interceptCant    = narrowed.At(refIntercept, "If the attacking unit can't attack the unit with Intercept")
	interceptPayStil = narrowed.At(refIntercept, "You can still pay the Force")

	overkillWhen      = narrowed.At(refOverkill, "after your roll your attack dice, before damage")
	overkillReminder  = narrowed.At(refOverkill, "decides how many hits (if any) in excess of the defending unit's remaining health")
	overkillSpillover = narrowed.At(refOverkill, "but abilities that prevent damage work normally")

	retaliateReminder = narrowed.At(refRetaliate, "If a unit in the same arena as this unit is attacking this unit")
	retaliateWhen     = narrowed.At(refRetaliate, "when it is attacked, before dice are rolled")
	retaliateResolves = narrowed.At(refRetaliate, "resolves when the attack is over")
	retaliateNoCrit   = narrowed.At(refRetaliate, "Retaliate dice are just dice of damage")
	retaliateStun     = narrowed.At(refRetaliate, "Stun, however, triggers on the unit doing damage")
	retaliateMany     = narrowed.At(refRetaliate, "all those units can Retaliate")

	// When Can Activated Abilities and Battle Cards Be Played? L572–592,
	// Chances to Play … L594–606, Activated Abilities L376–384.
	playTurn         = narrowed.At(refWhenPlay, "You can play an activated ability only when it's your turn to play")
	playBattleOnly   = narrowed.At(refWhenPlay, "Battle cards follow the same rules as activated abilities")
	playDisrupt      = narrowed.At(refWhenPlay, "play it immediately after that Battle card is played")
	playForAttack    = narrowed.At(refWhenPlay, "only if a unit is attacking and only once per attack")
	playBuildStep    = narrowed.At(refWhenPlay, "only during your build step and only once per turn")
	playNoAttack     = narrowed.At(refWhenPlay, "only before or after an attack and only once per turn")
	playWouldAttack  = narrowed.At(refWhenPlay, "You must choose whether to have the unit attack or to play the ability")
	playPrevent      = narrowed.At(refWhenPlay, "play it during a chance to prevent damage")
	playPreventZone  = narrowed.At(refWhenPlay, "Unlike other abilities")
	playReroll       = narrowed.At(refWhenPlay, "play it right after dice are rolled")
	playThisTurn     = narrowed.At(refWhenPlay, "Activated abilities and Battle cards with these effects can be played only once each turn")
	chanceDice       = narrowed.At(refChances, "that have the player reroll (but no other abilities or cards)")
	chanceDamage     = narrowed.At(refChances, "that prevent damage (but no other abilities or cards)")
	chanceBattle     = narrowed.At(refChances, "that disrupt Battle cards (but no other abilities or cards)")
	activatedOnce    = narrowed.At(refActivated, "you can play it only once")
	activatedArena   = narrowed.At(refActivated, "can be played only if the unit with the ability is in an arena")
	activatedCost    = narrowed.At(refActivated, "unless you can pay its cost")
	triggeredDefined = narrowed.At(refTriggered, "Any ability that starts with the words")
	staticDefined    = narrowed.At(refStatic, "A static ability is any ability")
	activatedDefined = narrowed.At(refActivated, "Any ability that contains the")
	battleForceCost  = narrowed.At(refBattleCardsS3, "unless you have enough Force to pay its Force cost")

	// Glossary disrupt L796.
	disruptNegates = narrowed.At(glossDisrupt, "negate that Battle card")
	disruptCost    = narrowed.At(glossDisrupt, "still loses the Force cost")
	disruptChain   = narrowed.At(glossDisrupt, "If a Battle Card that disrupts is itself disrupted")
	// Keyword Abilities › Reserves L480–484.
	reservesOnly    = narrowed.At(refReserves, "only if this unit is in your build zone")
	reservesTiming  = narrowed.At(refReserves, "They follow the normal rules for when they can be activated")
	reservesNoArena = narrowed.At(refReserves, "Reserves abilities have no effect when their unit is in any arena")
	// Triggered Abilities L386–402.
	triggersAfter     = narrowed.At(refTriggered, "doesn't take effect until after the event")
	triggersDarkFirst = narrowed.At(refTriggered, "If more than one triggered ability tries to take effect at the same time … until no triggered abilities are left")
	triggersChain     = narrowed.At(refTriggered, "If one triggered ability causes another ability to trigger")
	diceOfDamage      = narrowed.At(glossDiceDamage, "For each of those dice that comes up 4 or higher")
	interceptReminder = narrowed.At(glossIntercept, "it now attacks this unit instead")
)
