package cards

import (
	"strings"
	"testing"
)

// TestReadMovementAndGrants checks, on real cards (Gemp id and a few words
// of the sentence), the shapes read for Gemp agreement of the movement,
// deploy, react, icon and keyword kinds (issue 15): reacts
// (extract_react.go), moves and deploys forbidden (extract_move_limits.go),
// movement costs (extract_move_costs.go), free moves, icons and skills
// (extract_icons.go), keywords, free docking bay transit
// (extract_transit.go), and the numbers of extract_force_more.go. Each
// failed before these extractors.
func TestReadMovementAndGrants(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []readCase{
		// reacts: both halves, subjects and objects, "may 'react' …"
		{gemp: "7_315", words: "May deploy or move as a 'react", want: []want{{kind: "may_deploy_as_react"}, {kind: "may_move_as_react"}}, read: true},
		{gemp: "208_27", words: "May deploy (with a pilot) or move", want: []want{{kind: "may_deploy_as_react"}, {kind: "may_move_as_react"}}, read: true},
		{gemp: "3_92", words: "Your troopers may move to same Hoth site", want: []want{{kind: "may_move_as_react", target: "Your troopers"}}, none: []string{"may_deploy_as_react"}, read: true},
		{gemp: "2_98", words: "Imperial starships may move", want: []want{{kind: "may_move_as_react", target: "Imperial starships"}}, read: true},
		{gemp: "9_118", words: "may 'react' to here for free", want: []want{{kind: "may_deploy_as_react", target: "Your troopers and Royal Guards"}, {kind: "may_move_as_react", target: "Your troopers and Royal Guards"}}, read: true},
		{gemp: "4_159", words: "may 'react' to same system", want: []want{{kind: "may_deploy_as_react", target: "your starships"}, {kind: "may_move_as_react", target: "your starships"}}, read: true},
		{gemp: "6_24", words: "by deploying or moving", want: []want{{kind: "may_deploy_as_react"}, {kind: "may_move_as_react"}}, read: true},
		{gemp: "1_6", words: "'react' by deploying cards", want: []want{{kind: "may_deploy_as_react", target: "you"}}, none: []string{"may_move_as_react"}, read: true},
		{gemp: "5_168", words: "character weapons may deploy here", want: []want{{kind: "may_deploy_as_react", target: "Your characters and character weapons"}}, read: true},
		{gemp: "2_27", words: "You may deploy cards as a 'react'", want: []want{{kind: "may_deploy_as_react", target: "cards"}}, read: true},
		{gemp: "217_22", words: "(even as a 'react')", want: []want{{kind: "may_deploy_as_react"}}, read: true},
		{gemp: "6_108", words: "'react' by deploying any one", none: []string{"may_deploy_as_react", "may_move_as_react"}},
		{gemp: "8_4", words: "Prevents opponent from 'reacting'", want: []want{{kind: "may_not_react", target: "opponent"}}, read: true},
		{gemp: "3_110", words: "Neither player may move or deploy", want: []want{{kind: "may_not_react", target: "Neither player"}}, none: []string{"may_deploy_as_react", "may_move_as_react"}, read: true},
		// moves and deploys forbidden
		{gemp: "205_12", words: "Never deploys or moves", want: []want{{kind: "never_deploys", target: "to a site opponent occupies"}, {kind: "may_not_move"}}, read: true},
		{gemp: "9_109", words: "Never deploys or moves", want: []want{{kind: "never_deploys", target: "to a site opponent occupies"}, {kind: "may_not_move"}}, read: true},
		{gemp: "214_8", words: "except to an [Episode VII] location", none: []string{"may_not_move", "never_deploys"}, partly: true},
		{gemp: "10_51", words: "Never moves to a site occupied", want: []want{{kind: "may_not_move"}}, read: true},
		{gemp: "1_205", words: "Droid cannot move", want: []want{{kind: "may_not_move", target: "Droid"}}},
		{gemp: "6_166", words: "cards cannot move from here", want: []want{{kind: "may_not_move", target: "cards"}}, read: true},
		{gemp: "6_48", words: "from using their landspeed", want: []want{{kind: "may_not_move", target: "opponent's characters present"}}, read: true},
		{gemp: "9_115", words: "from using landspeed", want: []want{{kind: "may_not_move", target: "opponent's characters at same site"}}, read: true},
		{gemp: "9_117", words: "Prevents opponent's spies from deploying", want: []want{{kind: "may_not_deploy", target: "opponent's spies", title: "to same Death Star II site"}}, read: true},
		{gemp: "12_112", words: "may not move or deploy to Bridge", want: []want{{kind: "may_not_deploy", target: "opponent's Jedi", title: "to Bridge"}, {kind: "may_not_move", target: "opponent's Jedi"}}},
		{gemp: "8_120", words: "Opponent may not deploy or move to Bunker", want: []want{{kind: "may_not_deploy", target: "Opponent"}, {kind: "may_not_move", target: "Opponent"}}, read: true},
		{gemp: "219_37", words: "may not deploy (or Force drain) here", want: []want{{kind: "may_not_deploy", target: "opponent", title: "to here"}, {kind: "may_not_force_drain", target: "opponent"}}, read: true},
		{gemp: "101_5", words: "May not be deployed if", want: []want{{kind: "may_not_deploy"}}, read: true},
		{gemp: "104_6", words: "May not be deployed if", want: []want{{kind: "may_not_deploy"}}, read: true},
		{gemp: "7_281", words: "Sandwhirl here moves only if", want: []want{{kind: "may_not_move", target: "Sandwhirl here"}}, read: true},
		{gemp: "8_160", words: "You may move here only from", want: []want{{kind: "may_not_move", target: "You"}}, read: true},
		{gemp: "3_111", words: "no movement is allowed", want: []want{{kind: "may_not_move"}}, read: true},
		{gemp: "3_107", words: "may not leave planet", want: []want{{kind: "may_not_move", target: "Character", title: "planet"}}, read: true},
		{gemp: "14_93", words: "(may not deploy on a site)", want: []want{{kind: "may_not_deploy", title: "on a site"}}, read: true},
		{gemp: "1_183", words: "Cannot board starfighters", want: []want{{kind: "may_not_deploy", title: "aboard starfighters or enclosed vehicles"}}, read: true},
		{gemp: "1_192", words: "Too large to go aboard", want: []want{{kind: "may_not_deploy", title: "aboard a starfighter"}}, read: true},
		// movement costs
		{gemp: "8_157", words: "To move or deploy your starship", want: []want{{kind: "movement_cost_modifier", value: 1, target: "your starship", title: "Force"}}, read: true},
		{gemp: "9_60", words: "To move your starship between here", want: []want{{kind: "movement_cost_modifier", value: -1, target: "your starship"}}, read: true},
		{gemp: "9_124", words: "must use +3 Force to move there", want: []want{{kind: "movement_cost_modifier", value: 3}}},
		{gemp: "221_52", words: "Light: If you occupy", want: []want{{kind: "movement_cost_modifier", value: 1, target: "opponent"}}, read: true},
		{gemp: "14_59", words: "Requires +1 Force to use landspeed", want: []want{{kind: "movement_cost_modifier", value: 1}}, read: true},
		{gemp: "12_119", words: "using landspeed from here require", want: []want{{kind: "movement_cost_modifier", value: 2, target: "Opponent's Jedi"}}, read: true},
		{gemp: "7_37", words: "Death Star requires +2 to move", want: []want{{kind: "movement_cost_modifier", value: 2, target: "Death Star"}}, read: true},
		{gemp: "204_30", words: "deploy and move to here for +1 Force", want: []want{{kind: "movement_cost_modifier", value: 1}}},
		// free moves; a move using location text
		{gemp: "211_17", words: "Grievous moves from here for free", want: []want{{kind: "may_move_free", target: "Grievous"}}, read: true},
		{gemp: "14_85", words: "using their landspeed for free", want: []want{{kind: "may_move_free", target: "Your characters"}}, read: true},
		{gemp: "3_145", words: "movement from Hoth sites", want: []want{{kind: "moves_free"}}, read: true},
		{gemp: "5_84", words: "may move free between here", want: []want{{kind: "location_text_move"}}, none: []string{"moves_free", "may_move_free"}, read: true},
		{gemp: "4_162", words: "may move free between here", want: []want{{kind: "location_text_move"}}, none: []string{"moves_free", "may_move_free"}, read: true},
		{gemp: "6_143", words: "any aliens here may immediately deploy for free", want: []want{{kind: "deploys_free", target: "any aliens here", cond: "unread"}}},
		{gemp: "110_3", words: "R2-D2 deploys and moves for free", want: []want{{kind: "deploys_free"}, {kind: "moves_free"}}, read: true},
		// icons and skills, keywords
		{gemp: "1_227", words: "to add one [Dark Side Force]", want: []want{{kind: "gains_icon", value: 1, title: "Dark Side Force"}, {kind: "gains_icon", value: 1, title: "Light Side Force"}}},
		{gemp: "8_8", words: "adds one [Light side] icon", want: []want{{kind: "gains_icon", value: 1, title: "Light side"}}, read: true},
		{gemp: "6_20", words: "adds one [Dark Side Force] icon and one", want: []want{{kind: "gains_icon", value: 1, title: "Dark Side Force"}, {kind: "gains_icon", value: 1, title: "Light Side Force"}}, read: true},
		{gemp: "201_6", words: "adds one [Light Side] icon here and", want: []want{{kind: "gains_icon", value: 1, title: "Light Side"}}},
		{gemp: "1_209", words: "[Pilot] skill", want: []want{{kind: "gains_icon", title: "Pilot", target: "that character"}}},
		{gemp: "2_126", words: "thief skill", want: []want{{kind: "keyword", title: "thief", target: "that character"}}},
		{gemp: "10_11", words: "Character gains {spy} skill", want: []want{{kind: "keyword", title: "spy", target: "Character"}}},
		{gemp: "221_2", words: "are guards", want: []want{{kind: "keyword", title: "guards", target: "Your Gamorreans, Niktos, and Weequays"}}, read: true},
		{gemp: "10_29", words: "are Black Sun Agents", want: []want{{kind: "keyword", title: "Black Sun Agents", target: "your aliens with 'Black Sun' in lore, bounty hunters, and information brokers"}}},
		{gemp: "209_29", words: "are spies", want: []want{{kind: "keyword", title: "spies", target: "Baze, Chirrut, and Rebel troopers"}}},
		{gemp: "217_41", words: "Rey is a Skywalker", want: []want{{kind: "keyword", title: "Skywalker", target: "Rey"}}, read: true},
		{gemp: "207_21", words: "functions as a general", want: []want{{kind: "keyword", title: "general"}}},
		{gemp: "6_118", words: "Functions as a leader", want: []want{{kind: "keyword", title: "leader"}}, read: true},
		// free transit, Force numbers, drains forbidden, parasite
		{gemp: "9_145", words: "transit from here is free", want: []want{{kind: "docking_bay_transit_free", target: "from here"}}, read: true},
		{gemp: "7_169", words: "transit is free when moving", want: []want{{kind: "docking_bay_transit_free"}}, read: true},
		{gemp: "7_276", words: "(free if an Imperial present)", want: []want{{kind: "docking_bay_transit_free", target: "from here"}, {kind: "docking_bay_transit_modifier", value: 1}}, read: true},
		{gemp: "2_100", words: "adds 1 to power and 2 to hyperspeed", want: []want{{kind: "hyperspeed_modifier", value: 2}}},
		{gemp: "10_33", words: "armor and hyperspeed", want: []want{{kind: "hyperspeed_modifier", value: 2, target: "that starship's"}}},
		{gemp: "4_110", words: "power and hyperspeed are cumulatively", want: []want{{kind: "hyperspeed_modifier", value: -2}}},
		{gemp: "8_26", words: "adds 1 to your Force generation", want: []want{{kind: "force_generation_modifier", value: 1, target: "your"}}, read: true},
		{gemp: "9_129", words: "(or +2 if you control)", want: []want{{kind: "force_generation_modifier", value: 1}, {kind: "force_generation_modifier", value: 2}}, read: true},
		{gemp: "11_94", words: "no battles or Force drains here", want: []want{{kind: "may_not_force_drain"}}, read: true},
		{gemp: "7_225", words: "no battles or Force drains may take place", want: []want{{kind: "may_not_force_drain"}}, read: true},
		{gemp: "3_109", words: "may not initiate a battle or a Force drain", want: []want{{kind: "may_not_force_drain", target: "Opponent"}}, read: true},
		{gemp: "4_113", words: "Attacks a character by attaching", want: []want{{kind: "parasite", target: "character"}}, read: true},
	} {
		t.Run(tc.gemp+" "+tc.words, func(t *testing.T) { checkReadCase(t, db, tc) })
	}
}

// TestForceDrainSpanHoldsWhose: a Force drain modifier's quote opens with
// the player whose drains it changes and closes on a trailing "there"
// (a rules helper's report: the force-drain rule reads whose drains and
// where from the quote).
func TestForceDrainSpanHoldsWhose(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct{ gemp, quote string }{
		{"14_94", "Opponent's Force drains here are +1"},
		{"2_119", "Opponent's Force drains are -1 here"},
		{"14_84", "Opponent's Force drains are -1 at adjacent sites"},
		{"7_165", "While at an Anoat site: adds 1 to your Force drains there"},
		{"5_94", "when present at an opponent's site that has a Scomp link, your Force drains are +1 there"},
	} {
		c := db.ByID(tc.gemp)
		if c == nil {
			t.Fatalf("no card %s", tc.gemp)
		}
		var quotes []string
		for _, e := range c.Effects {
			if e.Kind == "force_drain_modifier" {
				quotes = append(quotes, e.Quote)
			}
		}
		if !strings.Contains(strings.Join(quotes, "\n"), tc.quote) || !containsExact(quotes, tc.quote) {
			t.Errorf("%s %s: force drain quotes %q, want %q", tc.gemp, c.Title, quotes, tc.quote)
		}
	}
}

func containsExact(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
