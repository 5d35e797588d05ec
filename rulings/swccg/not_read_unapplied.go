package swccg

// Kinds of reading the cards package produces that no rule applies yet
// ("Cancel Hyper Escape." is cancels, "Once per game, may take … into hand"
// takes_into_hand): the card's sentence counts as read for "judge card" and
// the sentence coverage, but no ruling acts on it, so every ruling lists it
// under Not read for the judge to check by hand, rather than pass over it.
// A rule that comes to apply a kind takes it off this list:
// TestEveryReadingIsAppliedOrShown fails while a kind is both applied and
// here, or neither.
var unappliedKinds = []string{
	"activates_force", "agenda", "canceled_if", "cancels", "defines_x", "destiny_draw_modifier",
	"destiny_modifier", "destiny_value_modifier", "draws_card", "draws_training_destiny", "flips",
	"flips_card", "force_generation_modifier", "force_loss", "gains_icon",
	"immune_to_attrition_counted", "inserts", "interrupt_goes_to", "lost_if", "may_not_be_canceled",
	"may_not_be_captured", "may_not_be_converted", "may_not_be_disarmed", "may_not_be_excluded",
	"may_not_be_flipped", "may_not_be_limited", "may_not_be_modified", "may_not_be_moved",
	"may_not_be_placed", "may_not_be_stolen", "may_not_be_suspended", "may_not_be_transferred",
	"may_not_be_used", "may_not_flip", "named_total_modifier", "not_parasite",
	"out_of_play_if", "peeks", "personal_force_generation", "pilot_power", "places_card", "plays_as",
	"politics_modifier", "politics_set", "relocates", "retrieves_card", "retrieves_force",
	"returns_to_hand", "reveals", "shuffle_cut_replace", "special_rules", "starting_deploys",
	"suspends", "swings_twice", "takes_from_pile", "takes_into_hand",
	"uses_force",
}
