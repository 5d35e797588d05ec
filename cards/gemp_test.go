package cards

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards/internal/textprint"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// gempRow is one line of testdata/gemp-modifiers.tsv (written by
// cards/internal/gempfacts from the pinned Gemp engine).
type gempRow struct {
	gemp, class, scope string
	numbers            []float64
	titles             []string
}

func loadGempFacts(tb testing.TB) map[string][]gempRow {
	tb.Helper()
	f, err := os.Open("testdata/gemp-modifiers.tsv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	out := map[string][]gempRow{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if ids, ok := strings.CutPrefix(sc.Text(), "# other text: "); ok {
			for _, f := range strings.Fields(ids) {
				id, prints, _ := strings.Cut(f, "=")
				out[id] = append(out[id], gempRow{gemp: id, class: otherTextClass, titles: strings.Split(prints, ",")})
			}
		}
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 {
			tb.Fatalf("gemp-modifiers.tsv:%d: %d columns", line, len(cols))
		}
		r := gempRow{gemp: cols[0], class: cols[1], scope: cols[2]}
		for _, n := range strings.Split(cols[3], ",") {
			if v, err := strconv.ParseFloat(n, 64); err == nil {
				r.numbers = append(r.numbers, v)
			}
		}
		if cols[4] != "" {
			r.titles = strings.Split(cols[4], "|")
		}
		out[r.gemp] = append(out[r.gemp], r)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// gempClasses maps each effect kind that Gemp models as a modifier to the
// modifier classes (without "Modifier") that implement it. How the value
// is compared: a number kind agrees when the effect's Value is among the
// row's numbers, a title kind when Title is among its titles, the rest by
// class alone.
var gempClasses = map[string][]string{
	"immune_to_attrition":      {"ImmuneToAttritionLessThan", "ImmuneToAttrition"},
	"grants_immunity":          {"ImmuneToAttritionLessThan", "ImmuneToAttrition"},
	"adds_to_power_of_piloted": {"AddsPowerToPilotedBySelf"},
	"battle_destiny_if_unable": {"DrawsBattleDestinyIfUnableToOtherwise", "DrawsBattleDestinyIfUnableToOtherwiseEffect", "DrawsBattleDestinyIfUnableToOtherwiseUntilEndOfTurnEffect"},
	"adds_to_battle_destiny":   {"EachBattleDestiny", "ModifyEachBattleDestinyDrawUntilEndOfBattleEffect"},
	"power_modifier": {"Power", "ModifyPowerUntilEndOfTurnEffect", "ModifyPowerUntilEndOfBattleEffect", "ModifyPowerEffect", "FireWeaponHitModifyPower",
		"ModifyPowerUntilEndOfPlayersNextTurnEffect"},
	"forfeit_modifier": {"Forfeit", "FireWeaponHitModifyForfeit", "ModifyForfeitEffect", "ModifyForfeitUntilEndOfTurnEffect"},
	// an action's deploy at a changed cost ("may deploy Emperor (deploy -2)
	// from Reserve Deck") is a number of Gemp's deploy Effect
	"deploy_modifier": {"DeployCostToLocation", "DeployCostToTarget", "DeployCost", "DeployCostAboard", "DeployCostWithPilot",
		"DeployCardFromReserveDeckEffect", "DeployCardsFromReserveDeckEffect", "DeployCardToLocationFromReserveDeckEffect",
		"DeployCardsToLocationFromReserveDeckEffect", "DeployCardToSystemFromReserveDeckEffect", "DeployCardsToSystemFromReserveDeckEffect",
		"DeployCardToTargetFromReserveDeckEffect", "DeployCardsToTargetFromReserveDeckEffect", "DeployCardAboardFromReserveDeckEffect",
		"DeployCardFromOutsideTheGameEffect", "DeployCardsSimultaneouslyEffect", "DeployCardFromReserveDeckSimultaneouslyWithCardEffect",
		"DeployCardToTargetFromHandEffect"},
	"immune_to_title": {"ImmuneToTitle", "addImmuneToCardTitle", "setImmuneTo", "ImmuneToCardTitleWithOwner"},
	"capacity": {"setPilotCapacity", "setPassengerCapacity", "setPilotOrPassengerCapacity", "setVehicleCapacity",
		"setTIECapacity", "setStarfighterCapacity", "setDriverCapacity", "setAstromechCapacity"},
	"maneuver_modifier":             {"Maneuver", "ModifyManeuverUntilEndOfTurnEffect"},
	"defense_value_modifier":        {"DefenseValue", "ModifyDefenseValueUntilEndOfBattleEffect", "ModifyDefenseValueUntilEndOfTurnEffect"},
	"hyperspeed_modifier":           {"Hyperspeed", "HyperspeedWhenMovingFromLocation", "HyperspeedWhenMovingToLocation", "ModifyHyperspeedUntilEndOfTurnEffect"},
	"force_drain_modifier":          {"ForceDrain", "AddToForceDrainEffect"},
	"force_generation_modifier":     {"ForceGeneration", "TotalForceGeneration"},
	"total_power_modifier":          {"TotalPower", "ModifyTotalPowerUntilEndOfBattleEffect", "ModifyTotalPowerUntilEndOfAttackEffect"},
	"total_battle_destiny_modifier": {"TotalBattleDestiny", "ModifyTotalBattleDestinyEffect"},
	// "Subtract 1 from attrition against you" is Gemp's
	// ReduceAttritionEffect, whose number is what is subtracted
	"attrition_modifier":            {"Attrition", "AddToAttritionEffect", "ReduceAttritionEffect"},
	"docking_bay_transit_modifier":  {"DockingBayTransitFromCost", "DockingBayTransitToCost"},
	"adds_battle_destiny":           {"AddsBattleDestiny", "AddBattleDestinyEffect"},
	"battle_destiny_not_cancelable": {"MayNotCancelBattleDestiny", "MayNotCancelBattleDestinyUnlessRedrawn"},
	"battle_destiny_limit":          {"MayNotDrawMoreThanBattleDestiny", "DrawsNoMoreThanBattleDestinyEffect"},
	"may_move_as_react": {"MayMoveAsReact", "MayMoveAsReactToLocation", "MayMoveOtherCardsAsReactToLocation", "MayMoveAsReactForFree",
		"MayMoveAsReactToBattleForFree", "MayMoveAsReactToLocationForFree", "MayMoveOtherCardsAsReactToLocationForFree", "MayMoveAwayAsReact",
		"MayMoveOtherCardsAwayAsReactToLocation"},
	"may_deploy_as_react": {"MayDeployAsReact", "MayDeployAsReactToLocation", "MayDeployAsReactToBattle", "MayDeployAsReactToBattleForFree",
		"MayDeployAsReactToLocationForFree", "MayDeployAsReactToTarget", "MayDeployOtherCardsAsReactToLocation",
		"MayDeployOtherCardsAsReactToLocationForFree", "MayDeployOtherCardsAsReactToTarget", "MayDeployWithPilotOrDriverAsReact"},
	"agenda":     {"Agenda"},
	"gains_icon": {"Icon"},
	"power_set": {"ResetPower", "ResetPowerEffect", "ResetPowerUntilEndOfTurnEffect", "ResetPowerUntilEndOfBattleEffect",
		"ResetPowerAndForfeitUntilEndOfBattleEffect", "ResetPowerAndPoliticsUntilEndOfTurnEffect", "ResetPowerAndForfeitEffect", "FireWeaponHitResetPower"},
	"forfeit_set": {"ResetForfeit", "ResetForfeitEffect", "ResetForfeitUntilEndOfTurnEffect", "HitCardAndResetForfeitEffect",
		"ResetPowerAndForfeitUntilEndOfBattleEffect", "FireWeaponHitResetForfeit", "ResetPowerAndForfeitEffect"},
	"defense_value_set": {"ResetDefenseValue", "DefinedByGameTextDefenseValue"},
	"armor_set":         {"ResetArmor"},
	// Tarfful's "Interrupts with that title may not be played unless they
	// are [Immune to Sense]" is a class of its own; "opponent may not play
	// Recoil In Fear until …" (Knowledge And Defense (V)) and Bala-Tik's
	// "he may not … play an Interrupt from Lost Pile" switch off the
	// other card's text: Gemp's ModifyGameText of those types
	"may_not_play": {"MayNotPlay", "MayNotPlayUnlessImmuneToSpecificTitle",
		"ModifyGameText.RECOIL_IN_FEAR__MAY_NOT_BE_PLAYED_EXCEPT_TO_CANCEL_INTERRUPT",
		"ModifyGameText.UNCERTAIN_IS_THE_FUTURE__MAY_NOT_BE_PLAYED_EXCEPT_TO_CANCEL_INTERRUPT",
		"ModifyGameText.SOLO__MAY_NOT_PLAY_INTERRUPT_FROM_LOST_PILE"},
	"may_not_force_drain": {"MayNotForceDrainAtLocation"},
	"may_be_targeted_by":  {"MayBeTargetedBy", "MayBeTargetedByWeapons"},
	"may_not_react":       {"MayNotReactToLocation", "MayNotReactFromLocation"},
	"may_not_be_targeted_by": {"MayNotBeTargetedBy", "MayNotBeTargetedByWeapons", "MayNotBeTargetedBySpecificWeapons",
		"MayNotBeTargetedByPermanentWeapons"},
	"each_weapon_destiny_modifier": {"EachWeaponDestiny", "EachWeaponDestinyForWeaponFiredBy", "ModifyEachWeaponDestinyDrawForWeaponUserUntilEndOfTurnEffect",
		"ModifyEachWeaponDestinyBeforeDrawingDestinyEffect"},
	"total_weapon_destiny_modifier": {"TotalWeaponDestiny", "TotalWeaponDestinyForWeaponFiredBy", "ModifyTotalWeaponDestinyBeforeDrawingDestinyEffect", "ModifyTotalWeaponDestinyEffect"},
	"weapon_destiny_modifier":       {"TotalWeaponDestiny"},
	// a destiny's total or each draw changed for one action ("Draw
	// destiny. Add 1 for each of your Ewoks present.", "add 1 to your
	// destiny draw", "When using Tractor Beam, adds 1 to destiny draw"):
	// Gemp's total, each-draw and action-source classes; and the total of
	// an attempt to cross over or 'blow away' ("When attempting to cross
	// Luke over, add 3 to total destiny for each card in stack", and the
	// named totals scoredAs counts here: "Attempts to cross Leia over are
	// -2", "subtracts 2 from attempts to 'blow away' Shield Gate")
	"destiny_modifier": {"ModifyDestinyEffect", "ModifyDestinyAboutToBeDrawnEffect", "TotalDestiny", "EachDestiny", "DestinyDrawForActionSource",
		"EachTractorBeamDestiny", "CrossOverAttemptTotal", "AttemptToBlowAwayDeathStarIITotal", "AttemptToBlowAwayShieldGateTotal",
		"AttemptToBlowAwayBlockadeFlagshipTotal"},
	"moves_free": {"MovesForFree", "MovesForFreeTowardTarget", "MovesForFreeUsingLandspeed", "MovesFreeFromLocation",
		"MovesFreeFromLocationToLocation", "MovesFreeFromLocationUsingLandspeed", "MovesFreeToLocation", "MovesFreeToLocationUsingLandspeed",
		"MayMoveAsReactForFree", "MayMoveAsReactToBattleForFree", "MayMoveAsReactToLocationForFree", "MayMoveOtherCardsAsReactToLocationForFree"},
	"may_not_move": {"MayNotMove", "MayNotMoveToLocation", "MayNotMoveFromLocation", "MayNotMoveAwayFromLocation", "MayNotMoveFromLocationToLocation",
		"MayNotMoveFromLocationToLocationUsingLandspeed", "MayNotMoveToLocationUsingLandspeed", "MayNotMoveUntilEndOfTurnEffect",
		"MayNotMoveOrBattleUntilEndOfTurnEffect", "MayNotMoveOrBattleUntilEndOfPlayersNextTurnEffect"},
	// an Interrupt's "play for free" is read as deploys_free too, and an
	// action's deploy for free is a flag of Gemp's deploy Effect
	"deploys_free": {"DeploysFreeToLocation", "DeploysFree", "DeploysFreeToTarget", "DeploysFreeAboard", "DeploysFreeToSystem",
		"InterruptPlaysForFree", "DeployEffectForFree"},
	"fires_free":               {"FiresForFree"},
	"may_not_deploy":           {"MayNotDeploy", "MayNotDeployToLocation", "MayNotDeployToTarget"},
	"may_not_be_forfeited":     {"MayNotBeForfeitedInBattle"},
	"adds_destiny_to":          {"AddsDestinyToPower", "AddsDestinyToAttrition", "AddDestinyToTotalPowerEffect", "AddDestinyToAttritionEffect", "AddDuelDestinyEffect", "NumLightsaberCombatDestinyDraws"}, // the last: "add one destiny to your total" in lightsaber combat is one more combat destiny draw (Surely You Can Do Better)
	"keyword":                  {"Keyword", "Leader"},
	"suspends":                 {"SuspendsCard"},
	"ferocity":                 {"DefinedByGameTextFerocity"},
	"ferocity_modifier":        {"Ferocity"},
	"docking_bay_transit_free": {"DockingBayTransitFromForFree", "DockingBayTransitToForFree"},
	"movement_cost_modifier": {"MoveCost", "MoveCostFromLocation", "MoveCostFromLocationToLocation", "MoveCostFromLocationUsingHyperspeed",
		"MoveCostFromLocationUsingLandspeed", "MoveCostToLocation", "MoveCostToLocationUsingHyperspeed", "MoveCostToLocationUsingLandspeed",
		"MoveCostUsingLandspeed", "LandspeedRequiredToMoveFromLocation"},
	"battle_destiny_ability_required": {"AbilityRequiredForBattleDestiny"},
	"plays_as":                        {"UsedInterrupt", "LostInterrupt"},
	"parasite":                        {"ParasiteTarget"},
	"destiny_draw_modifier":           {"EachTrainingDestiny", "TotalTrainingDestiny"},
}

// primaryKind: the kind a class shared by several kinds counts its rows
// under.
var primaryKind = map[string]bool{"immune_to_attrition": true, "total_weapon_destiny_modifier": true}

// valueless kinds agree with a Gemp row by class alone.
var valueless = map[string]bool{
	"battle_destiny_not_cancelable": true, "may_move_as_react": true, "may_deploy_as_react": true,
	"moves_free": true, "fires_free": true, "may_not_move": true, "deploys_free": true, "may_not_deploy": true, "may_not_be_forfeited": true,
	"battle_destiny_if_unable": true, "agenda": true, "may_not_react": true, "may_not_be_targeted_by": true, "may_be_targeted_by": true, "may_not_play": true, "may_not_force_drain": true, "gains_icon": true,
	"keyword": true, "suspends": true, "docking_bay_transit_free": true, "plays_as": true, "parasite": true,
}

// scoredAs is the kind an effect is compared as: a deploys_on whose
// second cost is free ("(free on Falcon or Han)", ", free on 4-LOM") is
// what Gemp models as DeploysFreeToTarget; may_move_free ("… move to here
// for free") is Gemp's MovesFreeToLocation.
func scoredAs(e Effect) Effect {
	if e.Kind == "may_move_free" {
		e.Kind = "moves_free" // "Black Sun agents move to here for free": one Gemp family
	}
	if e.Kind == "weapon_target" && e.Value == 0 {
		// "May target … using 2 Force (for free if Chewie firing)": the
		// free level is Gemp's FiresForFree
		if m := reFreeFiring().FindStringSubmatch(e.Quote); m != nil && strings.HasSuffix(e.Condition, strings.TrimSpace(m[1])) {
			e.Kind = "fires_free"
		}
	}
	if e.Kind == "named_total_modifier" && reAttemptTotal().MatchString(e.Title+"; "+e.Condition) {
		e.Kind = "destiny_modifier" // an attempt's total: Gemp's CrossOverAttemptTotal, AttemptToBlowAway…Total
	}
	if e.Kind == "may_deploy_with_driver_as_react" {
		e.Kind = "may_deploy_as_react" // Gemp's MayDeployWithPilotOrDriverAsReact
	}
	if e.Kind == "destiny_draw_modifier" && !strings.Contains(strings.ToLower(e.Quote), "training destiny") {
		e.Kind = "" // Gemp has a class for training destiny draws alone; the other named draws are actions
	}
	if e.Kind != "deploys_on" || e.Value != 0 {
		return e
	}
	if m := reFreeAlt().FindStringSubmatch(e.Quote); m != nil && strings.HasSuffix(e.Condition, strings.TrimSpace(m[1])) {
		e.Kind = "deploys_free"
	}
	return e
}

// reAttemptTotal: a named total that is an attempt to cross a character
// over or to 'blow away' a card ("attempts to cross Vader over", "When he
// attempts to 'blow away' Death Star II", in its Title or Condition).
var reAttemptTotal = lazyregexp.New(`(?i)\battempt(?:s|ing)? to (?:cross\b[^;]*\bover\b|['‘]blow away['’])`)

var reFreeFiring = lazyregexp.New(`(?i)\(for free ((?:if|when)\b[^)]*)\)`)

var rePlayer = lazyregexp.New(`(?i)^(?:you|opponent|players?|neither player)$`)

var reFreeAlt = lazyregexp.New(`(?i)[(,]\s*(?:for )?free ((?:on|if|when|at)\b[^).;]*)`)

// alsoFoundBy: classes a kind outside their own may find, as agrees
// allows (a player's "may not deploy" is Gemp's MayNotPlay, "may not
// play" an Effect its MayNotDeploy).
var alsoFoundBy = map[string][]string{"MayNotPlay": {"may_not_deploy"}, "MayNotDeploy": {"may_not_play"}, "ImmuneToTitle": {"may_not_be_targeted_by"}}

func agrees(e Effect, r gempRow) bool {
	e = scoredAs(e)
	if e.Kind == "may_not_be_targeted_by" && r.class == "ImmuneToTitle" && e.Title != "" {
		// "Double Agent may not target opponent's Undercover spies": Gemp
		// makes the targets immune to the title
		return slices.ContainsFunc(r.titles, func(t string) bool { return nameKey(t) == nameKey(e.Title) })
	}
	if e.Kind == "may_not_deploy" && r.class == "MayNotPlay" && rePlayer().MatchString(e.Target) {
		// "You may not deploy Ice Storm, … systems": Gemp's MayNotPlay,
		// whose playing a card is deploying it too
		return true
	}
	if e.Kind == "may_not_play" && r.class == "MayNotDeploy" {
		// "You may not play Dark Deal" (an Effect): playing an Effect is
		// deploying it
		return true
	}
	if e.Kind == "suspends" && (r.class == "SuspendModifierEffects" || r.class == "CancelsGameText") {
		// "S-foils and Maneuvering Flaps are suspended where …",
		// "Perimeter Patrol is suspended": Gemp suspends the named
		// card's modifiers, or cancels its game text while this holds
		return true
	}
	if e.Kind == "defense_value_set" && r.class == "DefinedByGameTextArmor" {
		// "May be targeted by starship weapons (defense value = 3)" on an
		// Effect: a starship weapon's defense value is armor, which is
		// where Gemp keeps it (Rogue Asteroid)
		return slices.Contains(r.numbers, e.Value)
	}
	if !slices.Contains(gempClasses[e.Kind], r.class) {
		return false
	}
	switch {
	case e.Kind == "immune_to_title":
		return slices.ContainsFunc(r.titles, func(t string) bool { return nameKey(t) == nameKey(e.Title) })
	case valueless[e.Kind]:
		return true
	case e.Kind == "ferocity":
		return ferocityAgrees(e.Target, r.numbers)
	case e.Kind == "capacity":
		return capacityClass(e.Target, r.class) && slices.Contains(r.numbers, e.Value)
	case (e.Kind == "immune_to_attrition" || e.Kind == "grants_immunity") && e.Value == 0:
		return r.class == "ImmuneToAttrition"
	case r.class == "ReduceAttritionEffect":
		return slices.Contains(r.numbers, -e.Value)
	}
	return slices.Contains(r.numbers, e.Value)
}

// ferocityAgrees compares a printed ferocity ("destiny - 3", "6 + two
// destiny"), which the effect keeps as its Target, with Gemp's
// DefinedByGameTextFerocity arguments: the fixed part and the number of
// destiny draws.
func ferocityAgrees(target string, numbers []float64) bool {
	m := reFerocity().FindStringSubmatch(target)
	if m == nil || len(numbers) == 0 {
		return false
	}
	draws := 1.0
	if n, ok := numberWords[strings.ToLower(m[2])]; ok {
		draws = n
	}
	fixed, _ := strconv.ParseFloat(m[1], 64)
	if m[4] != "" {
		fixed, _ = strconv.ParseFloat(m[4], 64)
		if m[3] == "-" {
			fixed = -fixed
		}
	}
	for _, n := range numbers {
		if n != draws && n != fixed {
			return false
		}
	}
	return true
}

var reFerocity = lazyregexp.New(`(?i)^(?:(\d+)\s*\+\s*|.*\+\s*)?(?:(\w+)\s+)?destiny(?:\s*([-+])\s*(\d+))?\s*$`)

// capacityClass says whether a capacity's noun ("pilot", "passengers",
// "TIEs") is what Gemp's builder call counts.
func capacityClass(noun, class string) bool {
	n := strings.ToLower(noun)
	for _, w := range []struct{ word, class string }{
		{"pilot or passenger", "setPilotOrPassengerCapacity"}, {"pilot", "setPilotCapacity"}, {"passenger", "setPassengerCapacity"},
		{"driver", "setDriverCapacity"}, {"vehicle", "setVehicleCapacity"}, {"tie", "setTIECapacity"},
		{"astromech", "setAstromechCapacity"}, {"fighter", "setStarfighterCapacity"},
	} {
		if strings.Contains(n, w.word) {
			return class == w.class || w.class == "setPilotCapacity" && class == "setPilotOrPassengerCapacity" || w.class == "setPassengerCapacity" && class == "setPilotOrPassengerCapacity"
		}
	}
	return false
}

// computed says whether a row of a kind compared by value carries no
// number: Gemp computes the value ("+1 for each …", "X = …").
func computed(kind string, r gempRow) bool {
	if !slices.Contains(gempClasses[kind], r.class) || valueless[kind] || kind == "immune_to_title" || r.class == "ImmuneToAttrition" {
		return false
	}
	return len(r.numbers) == 0
}

// gempScore is one kind's agreement with Gemp.
type gempScore struct {
	kind                          string
	effects, precise, rows, found int
	// unscored: effects and rows whose value cannot be compared, because
	// Gemp computes it (no number among the row's arguments).
	unscoredEffects, unscoredRows int
}

func (s gempScore) precision() float64 { return ratio(s.precise, s.effects) }
func (s gempScore) recall() float64    { return ratio(s.found, s.rows) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// gempFace is one face of a card joined to Gemp: key names its rows (the
// front's Gemp id; the back's is the id with "_BACK", Gemp's own class
// for that side), rows are what recall counts, effects what precision
// counts, and finders the effects that may find one of rows.
type gempFace struct {
	key              string
	rows             []gempRow
	effects, finders []Effect
	// lasting: effects printed on the front "For remainder of game", in
	// force on either side; Gemp writes them in one class or both, so
	// such an effect agrees with a row of either (others, the back's).
	lasting map[int]bool
	others  []gempRow
	// otherText: Gemp's class for this face has other text than Gemp's
	// card database (sharedWithGemp); effects holds only those read from
	// sentences the two share, and its rows are not counted for recall.
	otherText bool
}

// rowsFor are the rows effects[i] may agree with.
func (f gempFace) rowsFor(i int) []gempRow {
	if f.lasting[i] {
		return append(slices.Clip(f.rows), f.others...)
	}
	return f.rows
}

// joinGemp joins one face of a card to Gemp. A two-sided card's text
// holds both sides, the back's after its label ("In The Hands Of The
// Empire: …"), and Gemp writes each side's text in its own class, so the
// front is compared with what is read before that label and the back with
// what is read after it. A back without such a label (a flipped character
// printed with the same text) is compared whole, as the front is. What
// the front says "For remainder of game" (until its "While this side up"
// or flip sentence) is counted once, on the front, and may also find a
// row of the back.
func joinGemp(c *Card, facts map[string][]gempRow) gempFace {
	front, isBack := strings.CutSuffix(c.GempID, "-back")
	f := gempFace{key: front}
	if isBack {
		f.key += "_BACK"
	}
	f.rows = facts[f.key]
	effects, other := sharedWithGemp(c.GameText, c.Effects, f.rows)
	f.otherText = other
	f.effects, f.finders = effects, effects
	_, backTitle, twoSided := strings.Cut(c.Title, " / ")
	if !twoSided || len(f.rows) == 0 {
		return f
	}
	cut := strings.Index(c.GameText, strings.TrimLeft(baseTitle(backTitle), "•<>◇ ")+":")
	if cut <= 0 {
		return f
	}
	lasting := lastingSpan(c.GameText[:cut])
	f.effects, f.finders, f.lasting = nil, nil, map[int]bool{}
	for _, e := range effects {
		onBack := e.Span[0] >= cut
		isLasting := !onBack && e.Span[0] >= lasting[0] && e.Span[1] <= lasting[1]
		if onBack == isBack {
			if isLasting {
				f.lasting[len(f.effects)] = true
			}
			f.effects = append(f.effects, e)
		}
		if onBack == isBack || isBack && isLasting {
			f.finders = append(f.finders, e)
		}
	}
	if !isBack {
		f.others = facts[front+"_BACK"]
	}
	return f
}

// lastingSpan is the byte range of a front side's "For remainder of game"
// text: from that phrase to the next "While this side up" or flip
// sentence, or to the side's end; empty when it has none.
func lastingSpan(front string) [2]int {
	m := reLastingStart().FindStringIndex(front)
	if m == nil {
		return [2]int{len(front), len(front)}
	}
	end := len(front)
	if n := reLastingEnd().FindStringIndex(front[m[1]:]); n != nil {
		end = m[1] + n[0]
	}
	return [2]int{m[0], end}
}

var (
	reLastingStart = lazyregexp.New(`(?i)(?:\{for\}|\bfor) remainder of (?:the )?game\b`)
	reLastingEnd   = lazyregexp.New(`(?i)\{?while\}? this side up|\{flip\}|\bflip this card\b`)
)

// scoreAgainstGemp compares, on every card Gemp has modifiers for, each
// mapped kind's effects with Gemp's rows. Precision: effects some row of
// the card agrees with (any scope); recall: rows of the card's standing
// game text (scope static) some effect agrees with. A value Gemp computes
// is left out of both, and counted apart.
func scoreAgainstGemp(db *DB, facts map[string][]gempRow) []gempScore {
	scores := map[string]*gempScore{}
	for k := range gempClasses {
		scores[k] = &gempScore{kind: k}
	}
	// A class several kinds map to (TotalWeaponDestiny) counts its rows
	// under its primary kind, and any of them may find a row.
	classKinds := map[string][]string{}
	for k, cs := range gempClasses {
		for _, c := range cs {
			classKinds[c] = append(classKinds[c], k)
		}
	}
	for _, ks := range classKinds {
		slices.SortFunc(ks, func(a, b string) int {
			if primaryKind[a] != primaryKind[b] {
				return map[bool]int{true: -1, false: 1}[primaryKind[a]]
			}
			return strings.Compare(a, b)
		})
	}
	for c, ks := range alsoFoundBy {
		classKinds[c] = append(classKinds[c], ks...) // after the sort: they never count the row
	}
	seen := map[string]bool{}
	for _, c := range db.All() {
		face := joinGemp(c, facts)
		if len(face.rows) == 0 || seen[face.key] {
			continue
		}
		seen[face.key] = true // an (AI) printing shares its Gemp id
		for i, e := range face.effects {
			e = scoredAs(e)
			rows := face.rowsFor(i)
			sc, ok := scores[e.Kind]
			if !ok {
				continue
			}
			switch {
			case slices.ContainsFunc(rows, func(r gempRow) bool { return agrees(e, r) }):
				sc.effects++
				sc.precise++
			case slices.ContainsFunc(rows, func(r gempRow) bool { return computed(e.Kind, r) }):
				sc.unscoredEffects++
			default:
				sc.effects++
			}
		}
		for _, r := range face.rows {
			ks, ok := classKinds[r.class]
			if !ok || r.scope != "static" || face.otherText {
				continue
			}
			if computed(ks[0], r) {
				scores[ks[0]].unscoredRows++
				continue
			}
			scores[ks[0]].rows++
			if slices.ContainsFunc(face.finders, func(e Effect) bool { return slices.Contains(ks, scoredAs(e).Kind) && agrees(e, r) }) {
				scores[ks[0]].found++
			}
		}
	}
	var out []gempScore
	for _, s := range scores {
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].rows+out[i].effects > out[j].rows+out[j].effects })
	return out
}

// otherTextClass marks a Gemp class whose game text differs from Gemp's
// own card database (cards/internal/gempfacts, "# other text"): an
// earlier version of the card. Its titles are the fingerprints of the
// class's sentences. An effect read from a sentence the class does not
// hold is not compared, and no row of the class counts for recall (which
// of them the changed words made is not known).
const otherTextClass = "(other text)"

// sharedWithGemp keeps the effects read from sentences of text that a
// class with other text holds too; all of them when rows have no such
// mark, or when text has the class's sentences and no others (the card
// database agrees with the class where Gemp's own database moved on).
func sharedWithGemp(text string, effects []Effect, rows []gempRow) ([]Effect, bool) {
	i := slices.IndexFunc(rows, func(r gempRow) bool { return r.class == otherTextClass })
	if i < 0 {
		return effects, false
	}
	prints := textprint.Prints(text)
	if slices.Equal(sortedSet(prints), sortedSet(rows[i].titles)) {
		return effects, false // Gemp's database changed, the card's text is the class's
	}
	var kept []Effect
	spans := textprint.Spans(text)
	for _, e := range effects {
		j := slices.IndexFunc(spans, func(sp [2]int) bool { return e.Span[0] >= sp[0] && e.Span[0] < sp[1] })
		if j >= 0 && slices.Contains(rows[i].titles, textprint.Print(text[spans[j][0]:spans[j][1]])) {
			kept = append(kept, e)
		}
	}
	return kept, true
}

func sortedSet(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return slices.Compact(s)
}

// TestAgainstGemp prints, with -v, the table in cards/README.md, and
// holds every mapped kind to the precision and recall it has reached, so
// that an extractor change that reads worse fails.
func TestAgainstGemp(t *testing.T) {
	db, facts := loadReal(t), loadGempFacts(t)
	scores := scoreAgainstGemp(db, facts)
	var b strings.Builder
	fmt.Fprintln(&b, "| kind | Gemp classes | effects | precision | Gemp rows | recall | not comparable (effects / rows) |")
	fmt.Fprintln(&b, "|---|---|---:|---:|---:|---:|---:|")
	var eff, prec, rows, found, ue, ur int
	for _, s := range scores {
		fmt.Fprintf(&b, "| `%s` | %s | %d | %.2f | %d | %.2f | %d / %d |\n", s.kind, strings.Join(gempClasses[s.kind], ", "), s.effects, s.precision(), s.rows, s.recall(), s.unscoredEffects, s.unscoredRows)
		eff, prec, rows, found = eff+s.effects, prec+s.precise, rows+s.rows, found+s.found
		ue, ur = ue+s.unscoredEffects, ur+s.unscoredRows
	}
	fmt.Fprintf(&b, "| all | | %d | %.2f | %d | %.2f | %d / %d |\n", eff, ratio(prec, eff), rows, ratio(found, rows), ue, ur)
	var other []string
	for _, c := range db.All() {
		if f := joinGemp(c, facts); f.otherText && !slices.Contains(other, f.key) {
			other = append(other, f.key)
		}
	}
	slices.Sort(other)
	fmt.Fprintf(&b, "\nGemp classes at another version of the card, compared only on the sentences they share with it: %d (%s)\n", len(other), strings.Join(other, " "))
	t.Log("\n" + b.String())
	for _, s := range scores {
		floor := gempFloors[s.kind]
		if s.precision() < floor[0] || s.recall() < floor[1] {
			t.Errorf("%s: precision %.2f recall %.2f, below %.2f / %.2f", s.kind, s.precision(), s.recall(), floor[0], floor[1])
		}
	}
}
