package cards

import (
	"slices"
	"strings"
	"testing"
)

// readCase is one sentence of a real card (../shared/cards, read at run
// time; the card is cited by Gemp id and the sentence found by a few of
// its words): the effects it must yield, the kinds it must not, and
// whether the whole sentence is then read.
type readCase struct {
	gemp, words string
	want        []want
	none        []string
	// read: the sentence must be read whole; partly: words of it must
	// stay unread (a clause no effect reads); neither: not checked.
	read, partly bool
}

// TestReadMoreOnRealCards checks the extractors of the extract_*.go
// files added for sentence coverage (issue 15) on real cards: each kind
// on two cards or more, and shapes each must leave alone.
func TestReadMoreOnRealCards(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []readCase{
		// adds_destiny_to, may_add_destiny_to (extract_destiny_adds.go)
		{gemp: "205_7", words: "adds one destiny to total power", want: []want{{kind: "adds_destiny_to", value: 1, target: "total power", cond: "in_battle"}}, read: true},
		{gemp: "203_36", words: "may add one destiny to attrition", want: []want{{kind: "may_add_destiny_to", value: 1, target: "attrition", cond: "with"}}, none: []string{"adds_destiny_to"}, read: true},
		// starting_deploys (extract_starting_deploys.go)
		{gemp: "8_167", words: "Deploy Endor system", want: []want{{kind: "starting_deploys", target: "Endor system"}, {kind: "starting_deploys", target: "Bunker"}, {kind: "starting_deploys", target: "Landing Platform"}}, read: true},
		{gemp: "225_32", words: "Deploy Crait", want: []want{{kind: "starting_deploys", target: "Crait and D'Qar systems"}, {kind: "starting_deploys", target: "Tracked Fleet"}}, read: true},
		{gemp: "222_23", words: "Deploy Mara", none: []string{"starting_deploys"}},
		{gemp: "1_202", words: "Deploy at any interior site", want: []want{{kind: "deploys_on", target: "at any interior site"}}, none: []string{"starting_deploys"}, read: true},
		// peeks, defines_x, reveals, draws_card
		{gemp: "205_12", words: "peek at the top three cards", want: []want{{kind: "peeks", value: 3, target: "the top three cards of your Reserve Deck", limit: ""}}, read: true},
		{gemp: "4_142", words: "peek at opponent's hand", want: []want{{kind: "peeks", target: "opponent's hand", cond: "phase"}}},
		{gemp: "2_105", words: "without peeking", none: []string{"peeks"}},
		{gemp: "7_50", words: "X = 1", want: []want{{kind: "defines_x", value: 1}}, read: true},
		{gemp: "210_43", words: "X = number of your devices", want: []want{{kind: "defines_x", target: "number of your devices on table"}}, read: true},
		{gemp: "203_22", words: "reveal the top two cards", want: []want{{kind: "reveals", value: 2, target: "the top two cards of your Reserve Deck"}}},
		{gemp: "205_19", words: "Draw top card of Reserve Deck", want: []want{{kind: "draws_card", value: 1, target: "Reserve Deck"}}, read: true},
		// cards moved (extract_card_moves.go)
		{gemp: "13_83", words: "Place Qui-Gon out of play", want: []want{{kind: "places_card", target: "Qui-Gon", title: "out of play"}}},
		{gemp: "1_243", words: "place Interrupt in Lost Pile", none: []string{"places_card"}},
		{gemp: "12_138", words: "place a senator here", want: []want{{kind: "places_card", target: "a senator", title: "here"}, {kind: "destiny_draw_modifier", value: 3}}, read: true}, // the purpose clause is read by its own effect
		{gemp: "4_73", words: "take Yoda into your hand", want: []want{{kind: "takes_into_hand", target: "Yoda"}}},
		{gemp: "9_147", words: "take Emperor's Power into hand", want: []want{{kind: "takes_from_pile", target: "Emperor's Power"}}, none: []string{"takes_into_hand"}, read: true},
		{gemp: "5_81", words: "retrieve one droid", want: []want{{kind: "retrieves_card", target: "one droid", cond: "cost"}}, read: true},
		{gemp: "12_180-back", words: "retrieve up to 4 Force", none: []string{"retrieves_card"}},
		{gemp: "3_39", words: "Relocate Utinni Effect to Hoth system", want: []want{{kind: "relocates", target: "Utinni Effect", title: "Hoth system"}}, read: true},
		{gemp: "203_14", words: "relocate this Effect to table", none: []string{"relocates"}},
		{gemp: "219_35", words: "return Fenn Rau to hand", want: []want{{kind: "returns_to_hand", target: "Fenn Rau", title: "hand"}}},
		{gemp: "10_2", words: "is suspended", want: []want{{kind: "suspends", title: "Bad Feeling Have I"}}},
		{gemp: "216_5", words: "are suspended", want: []want{{kind: "suspends", title: "S-foils and Maneuvering Flaps"}}},
		// creatures (extract_creature.go)
		{gemp: "4_109", words: "Ferocity = 3", want: []want{{kind: "ferocity", value: 3, target: "3 + destiny"}}, read: true},
		{gemp: "7_213", words: "Ferocity +2", want: []want{{kind: "ferocity_modifier", value: 2}}, read: true},
		{gemp: "7_212", words: "Habitat: Hoth sites", want: []want{{kind: "habitat", target: "Hoth sites"}}, read: true},
		{gemp: "4_4", words: "Parasite:", want: []want{{kind: "parasite", target: "Starfighter"}}, read: true},
		// movement and battle destiny at a location (extract_location_rules.go)
		{gemp: "202_13", words: "For opponent to move a starship", want: []want{{kind: "movement_cost_modifier", value: 1, title: "Force", target: "opponent"}}, read: true},
		{gemp: "8_165", words: "except for Yuzzum", want: []want{{kind: "movement_cost_modifier", value: 1, title: "landspeed", target: "Your character"}}, read: true},
		{gemp: "215_14", words: "Total ability of 6", want: []want{{kind: "battle_destiny_ability_required", value: 6, target: "you", cond: "here"}}, read: true},
		{gemp: "8_73", words: "No starships or vehicles here", want: []want{{kind: "not_allowed_here", target: "starships or vehicles"}}, read: true},
		// destinies and totals (extract_destiny_named.go)
		{gemp: "5_166", words: "Carbon-Freezing destiny", want: []want{{kind: "destiny_draw_modifier", value: 2, title: "your Carbon-Freezing destiny", cond: "controls"}}, read: true},
		{gemp: "13_13", words: "total weapon destiny", want: []want{{kind: "total_weapon_destiny_modifier", value: 1}}, none: []string{"destiny_draw_modifier", "named_total_modifier"}},
		{gemp: "3_1", words: "Bacta Tank", want: []want{{kind: "named_total_modifier", value: -2, title: "X on your Bacta Tank"}}, read: true},
		{gemp: "200_24", words: "when drawn for weapon", want: []want{{kind: "destiny_value_modifier", value: 1}}, read: true},
		{gemp: "1_272", words: "Shuffle deck", want: []want{{kind: "shuffle_cut_replace"}}, read: true},
		{gemp: "13_73", words: "lost Force must come from", want: []want{{kind: "force_loss_from", title: "Reserve Deck"}}},
		// costs and plays (extract_costs_and_plays.go)
		{gemp: "10_46", words: "Use 3 Force", want: []want{{kind: "uses_force", value: 3}}, read: true},
		{gemp: "221_39", words: "Lost Interrupt", want: []want{{kind: "plays_as", title: "Lost Interrupt", target: "Rebel Barrier"}}},
		{gemp: "7_267", words: "Wild cards", want: []want{{kind: "wild_cards", title: "2-7", target: "Imperial and Rebel leaders"}}, read: true},
		// weapons, flips, keywords (extract_weapon_hit.go, extract_flips.go, extract_keywords.go)
		{gemp: "4_178", words: "target hit", want: []want{{kind: "weapon_hit", value: -1, cond: "destiny"}}, read: true},
		{gemp: "4_117", words: "(except Dagobah)", want: []want{{kind: "deploy_exception", target: "Dagobah"}}, read: true},
		{gemp: "11_20", words: "flip Quiet Mining Colony", want: []want{{kind: "flips_card", title: "Quiet Mining Colony"}}, read: true},
		{gemp: "205_14", words: "may not flip", want: []want{{kind: "may_not_flip", title: "Bring Him Before Me", cond: "this_side_up"}}, read: true},
		{gemp: "211_29", words: "is a spy", want: []want{{kind: "keyword", title: "spy", target: "Saw"}}, read: true},
		{gemp: "8_49", words: "is a scout", none: []string{"keyword"}},
		{gemp: "8_160", words: "is suspended", want: []want{{kind: "suspends", title: "Endor Shield", cond: "controls"}}, read: true},
		{gemp: "7_192", words: "X = 1, 2, or 3", none: []string{"defines_x"}},
		// a trailing "here" joins the condition (clause.go)
		{gemp: "13_76", words: "Your Dark Jedi are power +2 here", want: []want{{kind: "power_modifier", value: 2, cond: "here"}}, read: true},
		// short sentences of fixed wording (extract_plain_reads.go): each
		// read whole or not at all
		{gemp: "6_174", words: "May fire repeatedly for 2 Force", want: []want{{kind: "fires_repeatedly", value: 2}}, read: true},
		{gemp: "7_320", words: "May fire repeatedly.", want: []want{{kind: "fires_repeatedly"}}, read: true},
		{gemp: "8_18", words: "may fire repeatedly at same target", none: []string{"fires_repeatedly"}, partly: true},
		{gemp: "1_181", words: "Cannot move.", want: []want{{kind: "may_not_move"}}, read: true},
		{gemp: "1_202", words: "Cannot be moved.", want: []want{{kind: "may_not_move"}}, read: true},
		{gemp: "1_309", words: "Cannot move to mobile sites", want: []want{{kind: "may_not_move", cond: "at"}}, read: true}, // where it may not move: not "Cannot move." whole
		{gemp: "204_55", words: "Takes off and lands for free", want: []want{{kind: "takes_off_and_lands_free"}}, read: true},
		{gemp: "8_168", words: "Takes off and lands for free", want: []want{{kind: "takes_off_and_lands_free"}}, read: true},
		{gemp: "4_114", words: "Insert in opponent's Reserve Deck", want: []want{{kind: "inserts", title: "opponent's Reserve Deck"}}, read: true},
		{gemp: "5_122", words: "Insert face up", want: []want{{kind: "inserts", target: "face up", title: "your Reserve Deck"}}, read: true},
		{gemp: "4_75", words: "Draw training destiny", want: []want{{kind: "draws_training_destiny", value: 1}}, read: true},
		{gemp: "4_79", words: "Draw training destiny", want: []want{{kind: "draws_training_destiny", value: 1}}, read: true},
		{gemp: "9_161", words: "May deploy with a pilot", want: []want{{kind: "may_deploy_as_react"}}, read: true},
		{gemp: "9_159", words: "May deploy with a pilot", want: []want{{kind: "may_deploy_as_react", cond: "at"}}, read: true},
		{gemp: "7_308", words: "May deploy as a `react'", want: []want{{kind: "may_deploy_as_react"}}, read: true},
		{gemp: "112_18", words: "May deploy with a driver", want: []want{{kind: "may_deploy_with_driver_as_react", target: "with a driver (must be Barada, Klaatu, or a non-unique alien)"}}, none: []string{"may_deploy_as_react"}, read: true},
		{gemp: "112_6", words: "May deploy with a non-unique alien driver", want: []want{{kind: "may_deploy_with_driver_as_react", target: "with a non-unique alien driver"}}, read: true},
		{gemp: "2_151", words: "May deploy with a pilot", want: []want{{kind: "may_deploy_as_react"}}, read: true},
		{gemp: "4_111", words: "Parasite: None", want: []want{{kind: "not_parasite"}}, none: []string{"parasite"}, read: true},
		{gemp: "2_85", words: "anything he is aboard as a passenger", want: []want{{kind: "each_weapon_destiny_modifier", value: 1, target: "anything he is aboard as a passenger"}}, read: true},
		{gemp: "3_4", words: "anything he is aboard as a passenger", want: []want{{kind: "each_weapon_destiny_modifier", value: 1}, {kind: "each_weapon_destiny_modifier", value: 3, cond: "unread"}}, read: true},
		{gemp: "216_41", words: "anything she is aboard as a passenger", partly: true},
		{gemp: "1_316", words: "is also lost", want: []want{{kind: "lost", target: "Seeker"}}, read: true},
		{gemp: "3_160", words: "is also lost", want: []want{{kind: "lost", target: "Infantry Mine"}}, read: true},
		{gemp: "218_15", words: "[Immune to Alter]", want: []want{{kind: "immune_to_title", title: "Alter"}}, read: true},
		{gemp: "222_26", words: "[Immune to Alter]", want: []want{{kind: "immune_to_title", title: "Alter"}}, read: true},
		{gemp: "201_35", words: "[Immune to Sense] OR", none: []string{"immune_to_title"}, partly: true},
		{gemp: "201_2", words: "may 'swing' one lightsaber twice", want: []want{{kind: "swings_twice", target: "Mace", title: "one lightsaber"}}, read: true},
		{gemp: "218_4", words: "may 'swing' one lightsaber twice", want: []want{{kind: "swings_twice", target: "Mace", title: "one lightsaber"}}, read: true},
		{gemp: "201_9", words: "personal Force generation", want: []want{{kind: "personal_force_generation", value: 2}}, read: true},
		{gemp: "222_28", words: "personal Force generation", want: []want{{kind: "personal_force_generation", value: 2}}, read: true},
		{gemp: "14_123", words: "Pilot's power = 0", want: []want{{kind: "pilot_power"}}, read: true},
		{gemp: "8_169", words: "Pilot's power = 0", want: []want{{kind: "pilot_power"}}, read: true},
		{gemp: "210_26", words: "Pilot's power = 0, and", none: []string{"pilot_power"}, partly: true},
		{gemp: "204_55", words: "May deploy to exterior sites", want: []want{{kind: "may_deploy_to", target: "exterior sites"}}, read: true},
		{gemp: "207_10", words: "May deploy to Dagobah", want: []want{{kind: "may_deploy_to", target: "Dagobah"}}, read: true},
		{gemp: "206_4", words: "Undercover spy", want: []want{{kind: "may_deploy_to", target: "a site as an Undercover spy"}}, read: true},
		// may_not_play, suspends, plays_as: shapes Gemp models as
		// MayNotPlay, SuspendsCard, UsedInterrupt/LostInterrupt (gemp15d)
		{gemp: "3_108", words: "Opponent cannot play", want: []want{{kind: "may_not_play", target: "Opponent", title: "Let The Wookiee Win or Wookiee Roar"}}, read: true},
		{gemp: "13_96", words: "may play only one card", want: []want{{kind: "may_not_play", target: "Each player", title: "one card with 'sabacc' in title each turn"}}, read: true},
		{gemp: "301_5", words: "may play only one card", want: []want{{kind: "may_not_play", target: "Each player", title: "one card with 'sabacc' in title each turn"}}, read: true},
		{gemp: "7_56", words: "Suspended while opponent controls", want: []want{{kind: "suspends", cond: "opponent_controls"}}, read: true},
		{gemp: "7_67", words: "Suspended while opponent controls", want: []want{{kind: "suspends"}}, read: true},
		{gemp: "205_14", words: "and Your Destiny is suspended", none: []string{"suspends"}}, // a condition's half
		{gemp: "5_36", words: "may not voluntarily forfeit", want: []want{{kind: "may_not_be_forfeited", target: "them"}}},
		{gemp: "7_5", words: "May be targeted (instead of a droid)", want: []want{{kind: "may_be_targeted_by", title: "Death Star Plans"}}, read: true},
		{gemp: "9_77", words: "May use Covert Landing", want: []want{{kind: "may_be_targeted_by", title: "Covert Landing"}}},
		{gemp: "226_28", words: "total battle destiny where they have", want: []want{{kind: "total_battle_destiny_modifier", value: -1}}},
		{gemp: "203_11", words: "Immune to A Gift, devices", want: []want{{kind: "may_not_be_targeted_by", title: "devices, and opponent's Interrupts"}, {kind: "immune_to_title", title: "A Gift"}}, read: true},
		{gemp: "2_25", words: "immune to Lateral Damage and ion cannons", want: []want{{kind: "may_not_be_targeted_by", title: "ion cannons"}, {kind: "immune_to_title", title: "Lateral Damage"}}, read: true},
		{gemp: "216_19", words: "May not target planet systems", want: []want{{kind: "may_not_be_targeted_by", target: "planet systems", title: ""}}, read: true},
		{gemp: "205_16", words: "May not target Luke", want: []want{{kind: "may_not_be_targeted_by", target: "Luke", title: "weapons"}}, read: true},
		{gemp: "13_67", words: "No more than one character may deploy", want: []want{{kind: "may_not_deploy", target: "character", title: "to here"}, {kind: "may_not_move", target: "characters"}}},
		{gemp: "13_18", words: "No more than one character may deploy", want: []want{{kind: "may_not_deploy", target: "character", title: "to here"}}},
		{gemp: "2_82", words: "Limit of one Advosze", want: []want{{kind: "may_not_deploy", target: "Advosze", title: "per location"}}, read: true},
		{gemp: "7_195", words: "Suspends Asteroid Sanctuary", want: []want{{kind: "suspends", title: "Asteroid Sanctuary"}}, read: true},
		{gemp: "4_99", words: "We Have A Prisoner is a Used", want: []want{{kind: "plays_as", target: "We Have A Prisoner", title: "Used Interrupt"}}, read: true},
		{gemp: "8_41", words: "Life Debt is a Used", want: []want{{kind: "plays_as", target: "Life Debt", title: "Used Interrupt"}}},
		{gemp: "112_4", words: "None Shall Pass is unique", want: []want{{kind: "plays_as", target: "None Shall Pass", title: "Lost Interrupt"}}},
		{gemp: "219_16", words: "are unique (•) and are Lost", want: []want{{kind: "plays_as", target: "Elis Helrot and Nabrun Leids", title: "Lost Interrupts"}}},
	} {
		t.Run(tc.gemp+" "+tc.words, func(t *testing.T) { checkReadCase(t, db, tc) })
	}
}

func checkReadCase(t *testing.T, db *DB, tc readCase) {
	c := db.ByID(tc.gemp)
	if c == nil {
		t.Fatalf("no card %s", tc.gemp)
	}
	var s Sentence
	for _, x := range c.Sentences() {
		if strings.Contains(x.Text, tc.words) {
			s = x
			break
		}
	}
	if s.Text == "" {
		t.Fatalf("%s %s has no sentence with %q", tc.gemp, c.Title, tc.words)
	}
	var in []Effect
	for _, e := range c.Effects {
		if e.Span[1] > s.Span[0] && e.Span[0] < s.Span[1] {
			in = append(in, e)
		}
	}
	for _, w := range tc.want {
		if !slices.ContainsFunc(in, w.matches) {
			t.Errorf("%s: no %+v in\n%s", s.Text, w, describe(in))
		}
	}
	for _, e := range in {
		if slices.Contains(tc.none, e.Kind) {
			t.Errorf("%s: must not read %s", s.Text, EffectSummary(e))
		}
	}
	unread := slices.ContainsFunc(c.Unread(), func(u Sentence) bool { return u.Span == s.Span })
	if tc.read && unread || tc.partly && !unread {
		t.Errorf("%s: read %v\n%s", s.Text, !unread, describe(in))
	}
}
