package xwing

import "github.com/judge-swccg/judge/rulings"

// Citations narrowed to the sentence a step rests on (judge doctor checks
// each still finds one): Stressed and Ionized, FAQ L1045–1047, checked by
// hand against its lines and ../shared/notes/xwing-faq-1e.md.
var (
	// Room for every At below (about 23), made at once rather than regrown.
	narrowed = make(rulings.Narrowed, 0, 32)

	stressedDefined = narrowed.At(refStressedIonized, "is considered STRESSED")
	ionizedDefined  = narrowed.At(refStressedIonized, "at least one ion token assigned to it")

	// Reinforce, FAQ L602–616; Additional Huge Ship Rules › Proximity
	// Mines, L919–923; Fire-Control System, L2123–2134.
	reinforceTargeted = narrowed.At(refReinforce, "but only if that token is assigned to the targeted section")
	reinforceNotSpent = narrowed.At(refReinforce, "This effect does not spend the reinforce token")
	reinforceRemoved  = narrowed.At(refReinforce, "During the End phase, remove all reinforce tokens")
	hugeMineTemplate  = narrowed.At(refHugeProx, "that token does not detonate")
	hugeMineBase      = narrowed.At(refHugeProx, "only detonate against huge ships")
	fireControlFirst  = narrowed.At(refFireControl, "must acquire the first target lock on the defender")
	fireControlEach   = narrowed.At(refFireControl, "it may acquire a target lock after each attack … on the second attack")
	// Crippled Sections, FAQ L752–770; Simultaneous Attack Rule, L772–783.
	crippledWhen      = narrowed.At(refCrippled, "equals or exceeds its")
	crippledFlip      = narrowed.At(refCrippled, "the controlling player must … Titles and modifications are not discarded")
	crippledImmune    = narrowed.At(refCrippled, "Crippled sections cannot be the target of an attack")
	crippledBoth      = narrowed.At(refCrippled, "If both sections of a huge ship with multiple Ship cards are crippled")
	simultaneousHold  = narrowed.At(refSimultaneous, "do not flip the Ship card")
	simultaneousAfter = narrowed.At(refSimultaneous, "any section that would be")
	// Energy, FAQ L539–578; Huge Ship Actions › Recover, L589–597;
	// Additional Huge Ship Rules › Ion Tokens, L889–894.
	energyGain    = narrowed.At(refEnergySteps, "equal to the number of energy icons")
	energyExcess  = narrowed.At(refEnergy, "immediately return the excess energy tokens")
	energyIon     = narrowed.At(refHugeIon, "reduce the amount of energy it gains by")
	recoverAction = narrowed.At(refRecover, "remove all energy tokens from the corresponding Ship card")
	recoverCap    = narrowed.At(refRecover, "cannot exceed a ship card")
	// Suffer Damage vs Deal a Damage Card, FAQ L1049–1057.
	sufferShieldsFirst  = narrowed.At(refSufferVsDealt, "this damage is applied to shields first")
	dealtIgnoresShields = narrowed.At(refSufferVsDealt, "regardless of how many shields it has remaining")
	dealtNotCanceled    = narrowed.At(refSufferVsDealt, "cannot be canceled by evade tokens")
)
