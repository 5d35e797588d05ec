package cards

// Short sentences of fixed wording that a card states about itself:
// "May fire repeatedly for 2 Force each time.", "Cannot move.", "Takes
// off and lands for free.", "Insert in opponent's Reserve Deck.", "Draw
// training destiny.", "Adds 1 to
// weapon destiny draws of anything he is aboard as a passenger.", "Seeker
// is also lost.", "[Immune to Alter].", "During battle, Mace may 'swing'
// one lightsaber twice.", "Your personal Force generation = 2.", "Pilot's
// power = 0.", "May deploy to exterior sites." Each shape reads the whole sentence or nothing: a longer
// sentence of the same opening says more, and stays "Not read".
func init() {
	registerGroup("plain_reads", []tightPhrase{
		{phrase: phrase{
			// Value is the Force each further firing costs (0 when the
			// text names none).
			name:    "fires_repeatedly",
			trigger: `(?i)^may fire repeatedly\b`,
			shape:   `(?i)^may fire repeatedly(?: for (?P<value>\d+) Force each time)?\.\s*$`,
		}},
		{phrase: phrase{
			// "Cannot move.", "Cannot be moved.": the card itself.
			name:    "may_not_move",
			trigger: `(?i)^cannot (?:be )?move`,
			shape:   `(?i)^cannot (?:be )?moved?\.\s*$`,
		}},
		{phrase: phrase{
			name:    "takes_off_and_lands_free",
			trigger: `(?i)^takes off and lands\b`,
			shape:   `(?i)^takes off and lands for free\.\s*$`,
		}},
		{phrase: phrase{
			// An Immediate Effect's placement: Title the pile, Target how
			// ("face up").
			name:    "inserts",
			trigger: `(?i)^insert\b`,
			shape:   `(?i)^insert (?:(?P<target>face up) )?in (?P<title>(?:opponent's|your) Reserve Deck)\.\s*$`,
		}},
		{phrase: phrase{
			// A Jedi Test's training destiny: one draw.
			name:    "draws_training_destiny",
			trigger: `(?i)^draw training destiny\b`,
			shape:   `(?i)^draw training destiny\.\s*$`,
			value:   1,
		}},
		{phrase: phrase{
			// "May deploy with a driver (must be …) as a 'react'": the
			// vehicle and its driver deploy together (Gemp's
			// MayDeployWithPilotOrDriverAsReact, not MayDeployAsReact).
			name:    "may_deploy_with_driver_as_react",
			trigger: `(?i)^may deploy with `,
			shape:   `(?i)^may deploy (?P<target>with (?:a |an )?[\w' -]*?driver(?: \([^()]*\))?) as an? ['‘]react\.?['’]\.\s*$`,
		}},
		{phrase: phrase{
			// "Adds 1 to weapon destiny draws of anything he is aboard as
			// a passenger (adds 3 if aboard Rogue 1 or with Luke)."
			name:    "each_weapon_destiny_modifier",
			trigger: `(?i)^adds \d+ to weapon destiny draws of anything`,
			shape:   `(?i)^adds (?P<value>\d+) to weapon destiny draws of (?P<target>anything (?:he|she) is aboard as a passenger)(?: \(adds (?P<alt>\d+) (?P<altcond>if\b[^()]*)\))?\.\s*$`,
		}},
		{phrase: phrase{
			// "Seeker is also lost." (after a sentence that loses
			// another card): Target what is lost.
			name:    "lost",
			trigger: `(?i)\bis also lost\.\s*$`,
			lead:    `^(?P<target>(?-i:[A-Z•])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)*) $`,
			shape:   `(?i)^is also lost\.\s*$`,
		}},
		{phrase: phrase{
			// The bracketed form of "(Immune to Alter.)": Title the card.
			name:    "immune_to_title",
			trigger: `(?i)^\[immune to `,
			shape:   `(?i)^\[immune to (?P<title>(?-i:[A-Z])[\w'’ -]*?)\]\.\s*$`,
		}},
		{phrase: phrase{
			// "During battle, Mace may 'swing' one lightsaber twice.":
			// Target who, Title what.
			name:    "swings_twice",
			trigger: `(?i)\bmay 'swing' one lightsaber twice\.\s*$`,
			lead:    `^During battle, (?P<target>(?-i:[A-Z])[\w'’-]*) $`,
			shape:   `(?i)^may 'swing' (?P<title>one lightsaber) twice\.\s*$`,
		}},
		{phrase: phrase{
			// Sets, not modifies, the player's own Force generation.
			name:    "personal_force_generation",
			trigger: `(?i)^your personal force generation = `,
			shape:   `(?i)^your personal force generation = (?P<value>\d+)\.\s*$`,
		}},
		{phrase: phrase{
			// The power of the pilot this card is (a vehicle's or
			// starship's permanent pilot, a pilot character's own).
			name:    "pilot_power",
			trigger: `(?i)^pilot's power = `,
			shape:   `(?i)^pilot's power = (?P<value>\d+)\.\s*$`,
		}},
		{phrase: phrase{
			// A place the card may deploy to besides its usual ones:
			// Target the place (and how, "as an Undercover spy").
			name:    "may_deploy_to",
			trigger: `(?i)^may deploy to `,
			shape:   `(?i)^may deploy to (?P<target>exterior sites|(?-i:[A-Z])[\w'’-]*|a site as an Undercover spy)\.\s*$`,
		}},
	})
}
