package swccg

// Glossary 2.0 entries several rules cite, at their deciding sentences:
// weapons – deploying and carrying L3297–3303, pilot L2350–2352, automatic
// modifier L384 (checked by hand against the document and its note).
// Steps resting on a card's own text (artillery fired by "your X present",
// a weapon deployed on no card, who carries it, immunity to a title, a
// pilot's bonus and its target) cite the entry whole.
var (
	weaponSpecifiesHost = narrow(glossWeaponDeploy, "specifies who or what it may be deployed on")
	weaponNotOpponents  = narrow(glossWeaponDeploy, "You may not deploy weapons or devices on your opponent's characters")
	weaponOnePerTurn    = narrow(glossWeaponDeploy, "may use only one weapon and one device per turn")
	pilotToUse          = narrow(glossPilot, "must have a pilot to move and to use power")
	automaticMandatory  = narrow(glossAutomaticModifier, "Automatic modifiers are mandatory")
)
