package cards

import (
	"fmt"
	"strings"
	"testing"
)

// want is one effect a sentence must yield; empty fields are not checked.
type want struct {
	kind          string
	value         float64
	target, title string
	limit, cond   string // cond: the Kind of the last typed condition
}

func (w want) matches(e Effect) bool {
	if e.Kind != w.kind || e.Value != w.value {
		return false
	}
	if w.target != "" && e.Target != w.target || w.title != "" && e.Title != w.title || w.limit != "" && e.Limit != w.limit {
		return false
	}
	if w.cond != "" && (len(e.Conditions) == 0 || e.Conditions[len(e.Conditions)-1].Kind != w.cond) {
		return false
	}
	return true
}

// TestExtractorGoldens reads sentences of real cards (cited by Gemp id)
// with the extractors added for issue 15: each must yield the effect, and
// the sentence must then count as read.
func TestExtractorGoldens(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       []want
		partly     bool // words of the sentence stay unread
	}{
		{"200_101", "Deploy on table.", []want{{kind: "deploys_on", target: "table"}}, false},
		{"2_79", "Use 1 Force to deploy on Luke or Owen Lars, 3 on your non-droid character.", []want{{kind: "deploys_on", value: 1}}, false},
		{"1_316", "Deploys and moves like an undercover spy.", []want{{kind: "deploys_and_moves_like", target: "undercover spy"}}, false},
		{"7_301", "Deploys and moves like a starfighter.", []want{{kind: "deploys_and_moves_like", target: "starfighter"}}, false},
		{"3_156", "May add 1 pilot or passenger.", []want{{kind: "capacity", value: 1, target: "pilot or passenger"}}, false},
		{"4_168", "May add 1 pilot (must be smuggler or bounty hunter), 6 passengers and 1 vehicle.", []want{{kind: "capacity", value: 6, target: "passengers"}, {kind: "capacity", value: 1, target: "vehicle"}}, false},
		{"2_156", "May move as a 'react.'", []want{{kind: "may_move_as_react"}}, false},
		{"1_311", "May target a character, creature or vehicle at same or adjacent site using 2 Force.", []want{{kind: "weapon_target", value: 2, target: "a character, creature or vehicle at same or adjacent site"}}, false},
		{"12_187", "May deploy as a 'react'.", []want{{kind: "may_deploy_as_react"}}, false},
		{"209_35", "Deploys free to an unoccupied site.", []want{{kind: "deploys_free"}}, false},
		{"213_10", "Never deploys to a battleground.", []want{{kind: "never_deploys", target: "to a battleground"}}, false},
		{"14_120", "May add 1 pilot and 3 passengers.", []want{{kind: "capacity", value: 1, target: "pilot"}, {kind: "capacity", value: 3, target: "passengers"}}, false},
		{"1_307", "May carry 2 passengers.", []want{{kind: "capacity", value: 2, target: "passengers"}}, false},
		{"9_152", "Has ship-docking capability.", []want{{kind: "ship_docking_capability"}}, false},
		{"4_114", "(Immune to Alter.)", []want{{kind: "immune_to_title", title: "Alter"}}, false},
		{"9_113", "Immune to Uncontrollable Fury and attrition < 6.", []want{{kind: "immune_to_title", title: "Uncontrollable Fury"}, {kind: "immune_to_attrition", value: 6}}, false},
		{"12_186", "May target a character or creature using 1 Force.", []want{{kind: "weapon_target", value: 1, target: "a character or creature"}}, false},
		{"4_174", "Draw destiny.", []want{{kind: "draws_destiny", value: 1}}, false},
		{"1_314", "Draw two destiny.", []want{{kind: "draws_destiny", value: 2}}, false},
		{"6_174", "Target hit if destiny +2 > defense value.", []want{{kind: "weapon_hit", value: 2}}, false},
		{"2_79", "Add 2 if targeting a creature.", []want{{kind: "weapon_destiny_modifier", value: 2, cond: "targeting"}}, false},
		{"2_79", "Subtract 1 if targeting a character.", []want{{kind: "weapon_destiny_modifier", value: -1, cond: "targeting"}}, false},
		{"112_14", "When with your alien leader, adds one battle destiny.", []want{{kind: "adds_battle_destiny", value: 1, cond: "with"}}, false},
		{"223_13", "Opponent may not cancel your battle destiny draws where you have a gangster or non-[Maintenance] bounty hunter.", []want{{kind: "battle_destiny_not_cancelable"}}, false},
		{"9_92", "At sites related to systems you occupy, during each battle opponent may draw no more than one battle destiny.", []want{{kind: "battle_destiny_limit", value: 1}}, true},
		{"8_172", "May move as a 'react' for free.", []want{{kind: "may_move_as_react"}}, false},
		{"2_157", "Moves free if Jabba or any bounty hunter aboard.", []want{{kind: "moves_free"}}, false},
		{"5_92", "Opponent's characters may not move from same site as Bewil to a mobile site.", []want{{kind: "may_not_move", target: "Opponent's characters", cond: "at_same"}}, false},
		{"7_282", "If you occupy, opponent may not move to this site.", []want{{kind: "may_not_move", target: "opponent", cond: "at"}}, false},
		{"4_93", "While Needa in battle, your other non-'hit' characters here may not be forfeited.", []want{{kind: "may_not_be_forfeited", target: "your other non-'hit' characters here", cond: "in_battle"}}, false},
		{"200_73", "Once per game, may deploy non-[Set 0] Kuat Drive Yards from Reserve Deck; reshuffle.", []want{{kind: "action", limit: "game"}}, false},
		{"112_17", "Once during each of your turns, may deploy one Boelo, Bib, Ephant Mon, Jabba's Sail Barge, Jabba's Space Cruiser, or Hutt Influence from Reserve Deck; reshuffle.", []want{{kind: "action", limit: "turn"}}, false},
		{"211_26", "{Flip} this card if Insidious Prisoner is at an Invisible Hand site.", []want{{kind: "flips", cond: "at"}}, false},
		{"8_156", "Light: Force drain -1 here.", []want{{kind: "force_drain_modifier", value: -1, cond: "here"}}, false},
		{"5_169", "Light: Your docking bay transit from here requires 2 Force.", []want{{kind: "docking_bay_transit_modifier", value: 2}}, false},
		{"200_106", "Your Force generation is +1 at docking bays you occupy.", []want{{kind: "force_generation_modifier", value: 1}}, false},
		{"5_165", "Dark: If you control, for each of your starships or vehicles here, your total power is +1 in battles at Cloud City sites.", []want{{kind: "total_power_modifier", value: 1}}, false},
		{"9_133", "Opponent's Jedi are defense value -1.", []want{{kind: "defense_value_modifier", value: -1, target: "Opponent's Jedi"}}, false},
		{"12_179", "{For} remainder of game, Rebel and Imperial leaders of ability < 4 are politics +2.", []want{{kind: "politics_modifier", value: 2}}, false},
		{"6_115", "Power and forfeit +2 when defending a battle at a Jabba's Palace site.", []want{{kind: "power_modifier", value: 2}, {kind: "forfeit_modifier", value: 2}}, false},
		{"8_103", "Immune to attrition < number of stormtroopers present.", []want{{kind: "immune_to_attrition_counted", target: "number of stormtroopers present"}}, false},
		{"10_33", "Adds 2 to power of any capital starship he pilots (3 if Chimaera).", []want{{kind: "adds_to_power_of_piloted", value: 3, target: "any capital starship"}}, false},
		{"200_77", "Adds 2 to power of anything he pilots, 3 when piloting Black 5.", []want{{kind: "adds_to_power_of_piloted", value: 3, cond: "piloting"}}, false},
		{"12_98", "Agenda: blockade.", []want{{kind: "agenda", target: "blockade"}}, false},
		{"10_42", "May not be targeted by We're The Bait or Someone Who Loves You.", []want{{kind: "may_not_be_targeted_by", title: "We're The Bait or Someone Who Loves You"}}, false},
		{"6_100", "Opponent may not 'react' to or from same site.", []want{{kind: "may_not_react", target: "Opponent", cond: "at_same"}}, false},
		{"7_218", "Effect canceled if opponent controls this system.", []want{{kind: "canceled_if", cond: "opponent_controls"}}, false},
		{"201_34", "Place Interrupt in Lost Pile.", []want{{kind: "interrupt_goes_to", target: "Lost Pile"}}, false},
		{"1_284", "Add 1 to each of your weapon destiny draws here.", []want{{kind: "each_weapon_destiny_modifier", value: 1, cond: "here"}}, false},
		{"221_16", "When firing a Scout Blaster, adds 1 to his total weapon destiny (2 if targeting an alien).", []want{{kind: "total_weapon_destiny_modifier", value: 1}, {kind: "total_weapon_destiny_modifier", value: 2}}, false},
		{"3_82", "Subtracts 1 from deploy cost of each of your capital starships at same system.", []want{{kind: "deploy_modifier", value: -1, target: "each of your capital starships at same system"}}, false},
		{"5_5", "Power +1 for every Cloud City location you control.", []want{{kind: "power_modifier", value: 1}}, false},
		{"1_314", "May add 1 to Force drain where present.", []want{{kind: "may_add_to_force_drain", value: 1, cond: "present"}}, false},
		{"4_97", "Adds 1 to power and maneuver of anything he pilots.", []want{{kind: "adds_to_power_of_piloted", value: 1}, {kind: "maneuver_modifier", value: 1, target: "piloted"}}, false},
		{"112_13", "Adds 2 to power of anything he pilots or drives.", []want{{kind: "adds_to_power_of_piloted", value: 2}}, false},
		{"204_38", "Adds one battle destiny with a stormtrooper.", []want{{kind: "adds_battle_destiny", value: 1, cond: "with"}}, false},
		{"1_175", "Adds 1 to power of each of your droids present, except power droids.", []want{{kind: "power_modifier", value: 1, target: "each of your droids present, except power droids"}}, false},
		{"4_149", "Cancel Egregious Pilot Error, Out Of Nowhere, Collision!", []want{{kind: "cancels", title: "Egregious Pilot Error"}, {kind: "cancels", title: "Out Of Nowhere"}}, false},
		{"10_34", "Cancel one Sense or Alter card.", []want{{kind: "cancels", target: "one Sense or Alter card"}}, false},
		{"4_162", "Light: If you control, opponent's Main Corridor game text is canceled.", []want{{kind: "cancels", target: "opponent's Main Corridor game text", cond: "controls"}}, false},
		{"8_154", "Cancel Leia's game text for remainder of turn.", []want{{kind: "cancels", title: "Leia", cond: "duration"}}, false},
		{"110_9", "May be targeted by Hidden Weapons.", []want{{kind: "may_be_targeted_by", title: "Hidden Weapons"}}, false},
		{"8_139", "Add 1 for each of your blasters present.", []want{{kind: "destiny_modifier", value: 1}}, false},
		{"207_28", "Your total battle destiny here is +1 for each pirate aboard.", []want{{kind: "total_battle_destiny_modifier", value: 1, cond: "here"}}, false},
		{"211_18", "Light: Your docking bay transit from here requires 2 Force (1 if Obi-Wan present).", []want{{kind: "docking_bay_transit_modifier", value: 2}, {kind: "docking_bay_transit_modifier", value: 1, cond: "present"}}, false},
		{"10_29", "During your control phase, opponent loses 1 Force for each battleground location occupied by Xizor or Emperor.", []want{{kind: "force_loss", value: 1, target: "opponent", cond: "phase"}}, false},
		{"3_128", "LOST: Lose 1 Force to activate 4 Force.", []want{{kind: "force_loss", value: 1}}, false},
		{"7_164", "Once during each of your control phases, may use 1 Force to take one musician into hand from Reserve Deck; reshuffle.", []want{{kind: "takes_from_pile", target: "one musician"}, {kind: "action", limit: "turn"}}, false},
		{"9_92", "Once during each of your deploy phases, you may deploy one combat vehicle from Reserve Deck; reshuffle.", []want{{kind: "takes_from_pile", target: "one combat vehicle"}}, false},
		{"12_147", "Use 2 Force to target two opponent's Jedi at same interior battleground.", []want{{kind: "weapon_target", target: "two opponent's Jedi at same interior battleground", cond: "cost"}}, false},
		{"1_238", "Use 1 Force to cancel a Force drain at one location.", []want{{kind: "cancels", target: "a Force drain", cond: "at"}}, false},
		{"8_167", "{Place} out of play if an Endor location is 'blown away'.", []want{{kind: "out_of_play_if"}}, false},
		{"9_151", "{For} remainder of game, Scanning Crew may not be played.", []want{{kind: "may_not_play", target: "Scanning Crew", cond: "duration"}}, false},
		{"5_110", "At the end of opponent's deploy phase, if they did not deploy a card with ability, opponent loses 2 Force.", []want{{kind: "force_loss", value: 2, target: "opponent"}}, false},
		{"9_123", "You may not Force drain here.", []want{{kind: "may_not_force_drain", target: "You", cond: "here"}}, false},
		{"8_118", "You may initiate battles for free.", []want{{kind: "may_initiate_battle", target: "You"}}, false},
		{"12_180", "Opponent loses no more than 1 Force from your Force drains at Tatooine sites.", []want{{kind: "force_loss_limit", value: 1, target: "Opponent"}}, false},
		{"7_167", "May deploy -1 as a 'react' to same site as a gangster or smuggler.", []want{{kind: "may_deploy_as_react", value: -1, cond: "at_same"}}, false},
		{"4_136", "Shuffle, cut and replace.", []want{{kind: "shuffle_cut_replace"}}, false},
		{"5_93", "If destiny > target's deploy cost, target is lost.", []want{{kind: "lost", target: "target", cond: "destiny"}}, false},
		{"14_68", "Both players draw destiny.", []want{{kind: "draws_destiny", value: 1, target: "Both players"}}, false},
		{"209_33", "While at opponent's battleground, opponent may not cancel or reduce your Force drains here.", []want{{kind: "may_not_cancel", target: "opponent"}}, false},
		{"7_164", "Subtracts 1 from attrition against you at same site.", []want{{kind: "attrition_modifier", value: -1, target: "you", cond: "at_same"}}, false},
		{"208_2", "May 'fly' (landspeed = 2).", []want{{kind: "landspeed", value: 2}, {kind: "may_fly"}}, false},
		{"110_7", "Permanent weapon is •Dengar's Blaster Carbine (may target a character, creature or vehicle for free; draw destiny; target hit, and its forfeit = 0, if destiny +1 > defense value; may be fired twice per battle).", []want{{kind: "permanent_weapon", title: "•Dengar's Blaster Carbine"}, {kind: "draws_destiny", value: 1}}, true},
		{"7_157", "Use 2 Force to deploy on your warrior (1 on your non-unique warrior).", []want{{kind: "deploys_on", value: 2, target: "your warrior"}, {kind: "deploys_on", value: 1, cond: "at"}}, false},
		{"2_80", "Deploys for 1 Force to an unoccupied site.", []want{{kind: "deploys_on", value: 1, target: "to an unoccupied site"}}, false},
		{"223_14", "OR During battle, add 2 to your total power.", []want{{kind: "total_power_modifier", value: 2, cond: "in_battle"}}, false},
		{"7_284", "Dark: May not deploy to Bespin, Coruscant, Hoth, Kessel or Tatooine.", []want{{kind: "never_deploys", target: "to Bespin, Coruscant, Hoth, Kessel or Tatooine", cond: "side"}}, false},
		{"208_36", "While at opponent's battleground, Force drains here may not be reduced.", []want{{kind: "may_not_be_reduced", target: "Force drains here", cond: "at"}}, false},
		{"4_98", "May use 1 Force to search your Reserve Deck and take one IT-O or Hypo into hand.", []want{{kind: "takes_from_pile", target: "one IT-O or Hypo", cond: "cost"}}, false},
		{"4_107", "May move for free as a 'react.'", []want{{kind: "may_move_as_react"}}, false},
		{"202_1", "Gains [Republic] at Galactic Senate.", []want{{kind: "gains_icon", title: "Republic", cond: "at"}}, false},
		{"201_29", "Twice per game, may take an Imperial admiral into hand from Reserve Deck; reshuffle.", []want{{kind: "action", value: 2, limit: "game"}, {kind: "takes_from_pile", target: "an Imperial admiral"}}, false},
		{"214_4", "Light: No Force drains here.", []want{{kind: "may_not_force_drain", cond: "here"}}, false},
		{"4_84", "Dark: Neither player may Force drain here.", []want{{kind: "may_not_force_drain", cond: "here"}}, false},
		{"2_63", "Dark: 'Dejarik Rules' in effect here.", []want{{kind: "special_rules", title: "Dejarik Rules", cond: "here"}}, false},
		{"203_32", "Dark: Black Sun agents move to here for free.", []want{{kind: "may_move_free", target: "Black Sun agents"}}, false},
		{"9_59", "Your Star Cruisers deploy -1 here.", []want{{kind: "deploy_modifier", value: -1, target: "Your Star Cruisers"}}, false},
		{"14_100", "Place Effect in Lost Pile if opponent controls this location.", []want{{kind: "lost_if", target: "Lost Pile", cond: "opponent_controls"}}, false},
		{"7_234", "Your Immediate Effects may deploy for free.", []want{{kind: "deploys_free", target: "Your Immediate Effects"}}, false},
		{"221_22", "You initiate battles here for free.", []want{{kind: "may_initiate_battle", target: "You"}}, false},
		{"12_119", "Target Jedi loses all immunity to attrition and is power = 0 for remainder of turn.", []want{{kind: "power_set", value: 0, cond: "duration"}, {kind: "loses_immunity"}}, false},
		{"10_29", "{While} this side up, once per turn, may place a card from hand in Used Pile to peek at cards in your Force Pile.", []want{{kind: "action", limit: "turn", cond: "this_side_up"}}, false},
		{"8_92", "Adds 3 to power of any speeder bike he pilots.", []want{{kind: "adds_to_power_of_piloted", value: 3, target: "any speeder bike"}}, false},
		{"7_167", "Adds 2 to power and 1 to maneuver of anything he pilots.", []want{{kind: "adds_to_power_of_piloted", value: 2}, {kind: "maneuver_modifier", value: 1, target: "piloted"}}, false},
		{"1_193", "While aboard a non-creature vehicle, adds 1 to power, maneuver and landspeed.", []want{{kind: "power_modifier", value: 1, cond: "aboard"}, {kind: "maneuver_modifier", value: 1}, {kind: "landspeed_modifier", value: 1}}, false},
	} {
		t.Run(tc.card+" "+tc.text, func(t *testing.T) { checkExtract(t, tc.text, tc.want, tc.partly) })
	}
}

// checkExtract extracts text and checks that every wanted effect is
// among the effects, and that the sentence is read whole unless partly.
func checkExtract(t *testing.T, text string, wants []want, partly bool) {
	t.Helper()
	effects, unparsed := Extract(text)
	for _, w := range wants {
		found := false
		for _, e := range effects {
			found = found || w.matches(e)
		}
		if !found {
			t.Errorf("no %+v in\n%s\nunparsed %q", w, describe(effects), unparsed)
		}
	}
	c := &Card{GameText: text, Effects: effects}
	if u := c.Unread(); len(u) > 0 != partly {
		t.Errorf("sentence read %v, want %v\n%s", len(u) == 0, !partly, describe(effects))
	}
}

func describe(effects []Effect) string {
	var b strings.Builder
	for _, e := range effects {
		fmt.Fprintf(&b, "  %s %v\n", EffectSummary(e), e.Conditions)
	}
	return b.String()
}

// TestExtractorsOnRealCards reads real cards from ../shared/cards at run
// time: the effects the issue names, on the cards that print them.
func TestExtractorsOnRealCards(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct {
		gemp string
		want want
	}{
		{"9_113", want{kind: "immune_to_title", title: "Uncontrollable Fury"}},
		{"14_120", want{kind: "capacity", value: 3, target: "passengers"}},
		{"1_316", want{kind: "deploys_and_moves_like", target: "undercover spy"}},
		{"8_172", want{kind: "may_move_as_react"}},
		{"6_174", want{kind: "weapon_hit", value: 2}},
		{"5_169", want{kind: "docking_bay_transit_modifier", value: 2, cond: "side"}},
	} {
		c := db.ByID(tc.gemp)
		if c == nil {
			t.Errorf("%s: no such card", tc.gemp)
			continue
		}
		found := false
		for _, e := range c.Effects {
			found = found || tc.want.matches(e)
		}
		if !found {
			t.Errorf("%s %s: no %+v in\n%s", tc.gemp, c.Title, tc.want, describe(c.Effects))
		}
	}
}
