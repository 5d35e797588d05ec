package swccg

import "slices"

// Kinds of reading the cards package produces that no rule applies yet
// ("Cancel Hyper Escape." is cancels, "Once per game, may take … into hand"
// takes_into_hand): the card's sentence counts as read for "judge card" and
// the sentence coverage, but no ruling acts on it, so every ruling lists it
// under Not read for the judge to check by hand, rather than pass over it.
// A rule that comes to apply a kind takes it off this list:
// TestEveryReadingIsAppliedOrShown fails while a kind is both applied and
// here, or neither.
var unappliedKinds = []string{
	"activates_force", "agenda", "canceled_if", "cancels", "defines_x",
	"draws_card", "draws_training_destiny", "flips",
	"flips_card", "force_generation_modifier", "force_loss", "gains_icon",
	"inserts", "interrupt_goes_to", "lost_if",
	"may_not_be_converted", "may_not_be_disarmed",
	"may_not_be_flipped", "may_not_be_limited", "may_not_be_modified", "may_not_be_moved",
	"may_not_be_placed",
	"may_not_be_used", "may_not_flip", "named_total_modifier", "not_parasite",
	"out_of_play_if", "peeks", "personal_force_generation", "places_card", "plays_as",
	"politics_modifier", "politics_set", "relocates", "retrieves_card", "retrieves_force",
	"returns_to_hand", "reveals", "shuffle_cut_replace", "special_rules", "starting_deploys",
	"swings_twice", "takes_from_pile", "takes_into_hand",
	"uses_force",
}

// appliedOnlyBy are kinds some rules apply, by rule ID, that bear on
// others too ("May add 2 to search party destiny draw" is a destiny
// modifier, applied to battle destiny only): in the rulings of every other
// rule their sentences stay under Not read, as for unappliedKinds.
var appliedOnlyBy = map[string][]string{
	"destiny_draw_modifier":  {"forfeit", "check-forfeit", "immunity"},
	"destiny_modifier":       {"forfeit", "check-forfeit", "immunity"},
	"destiny_value_modifier": {"forfeit", "check-forfeit", "immunity"},
	// "Immune to attrition < number of stormtroopers present": a level the
	// rules reading immunity count on the table (immunity_counted_level.go)
	"immune_to_attrition_counted": {"immunity", "lose-immunity", "forfeit", "check-forfeit"},
	// "Pilot's power = 0" (Speeder Bike): the pilot's power, in value
	"pilot_power":            {"value"},
	"may_not_be_stolen":      {"steal"},
	"may_not_be_excluded":    {"participation"},
	"may_not_be_captured":    {"captive"},
	"may_not_be_transferred": {"captive", "transfer", "persona-replacement"},
	// a card canceled by immunity; elsewhere consulted where a rule
	// applies it (cancel_bans.go): battle destiny draws where the same
	// words are read as battle_destiny_not_cancelable, a Force drain's
	// canceled_by:, a battle canceled, and game text (the table's
	// text_canceled_by:, for every rule), and a card on table an
	// Interrupt cancels by title (play: "Cancel a Kessel Run" against
	// Kessel (V)), each consulted where it applies. Its other shapes
	// (Force generation, a named Interrupt canceled by a generic cancel,
	// Force drain modifiers) stay listed.
	"may_not_be_canceled": {"immune-to-card"},
	// "You may not play Alter" bars the play of a card; a move by a card's
	// own "Takes off and lands for free" is the move rule's
	"may_not_play":             {"play"},
	"takes_off_and_lands_free": {"move"},
}

// unappliedBy are the kinds rule does not apply: unappliedKinds, and those
// only other rules apply.
func unappliedBy(rule string) []string {
	kinds := slices.Clone(unappliedKinds)
	for k, rules := range appliedOnlyBy {
		if !slices.Contains(rules, rule) {
			kinds = append(kinds, k)
		}
	}
	return kinds
}
