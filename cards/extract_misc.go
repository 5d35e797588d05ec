package cards

import "github.com/judge-swccg/judge/internal/lazyregexp"

// Shapes of a card's standing and its place on the table: agendas,
// targeting restrictions, reacts forbidden, self-cancelling, where an
// Interrupt goes.
func init() {
	for _, p := range []phrase{
		{
			// "Agendas: ambition, taxation." (a senator's agendas).
			name:    "agenda",
			trigger: `(?i)^agendas?: `,
			shape:   `(?i)^agendas?: (?P<target>[\w ,'-]+)`,
		},
		{
			// "May not be targeted by We're The Bait or Someone Who Loves
			// You.", "… by weapons unless …".
			name:    "may_not_be_targeted_by",
			trigger: `(?i)\b(?:may not|cannot) be targeted by\b`,
			// "no battles or Force drains may take place here and your
			// aliens cannot be targeted by Trap Door": the span would
			// hold the clause before, which this does not read
			notAfter: `(?i)\bmay [^,;.()]* and [^,;.()]*$`,
			shape:    `(?i)^(?:may not|cannot) be targeted by (?P<title>[^.;(]+?)(?:\s+(?P<cond>(?:unless|if|while|when)\b[^.;(]*))?\s*(?:[.;(]|$)`,
		},
		{
			// "Opponent may not target Amidala with weapons": Title
			// "weapons", Target who.
			name:    "opponent_may_not_target",
			kind:    "may_not_be_targeted_by",
			trigger: `(?i)\bopponent may not target [^.;(]+? with weapons\b`,
			shape:   `(?i)^opponent may not target (?P<target>[^.;(]+?) with (?P<title>weapons)(?:\s+(?P<cond>(?:unless|if|while|when)\b[^.;(]*))?\s*(?:[.;(]|$)`,
		},
		{
			// "Immune to [Permanent Weapon] weapons and attrition < 4": the
			// immunity a title list cannot hold (Gemp's
			// MayNotBeTargetedByPermanentWeapons).
			name:    "immune_to_permanent_weapons",
			kind:    "may_not_be_targeted_by",
			trigger: `(?i)\bimmune to \[Permanent Weapon\] weapons\b`,
			shape:   `(?i)^immune to (?P<title>\[Permanent Weapon\] weapons)`,
		},
		{
			// "Immune to A Gift, devices, and opponent's Interrupts", "…
			// immune to Lateral Damage and ion cannons": the kinds of card
			// a title list cannot hold (Gemp's MayNotBeTargetedBy); Title
			// them all, as written.
			name:    "immune_to_card_kinds",
			kind:    "may_not_be_targeted_by",
			trigger: `(?i)\bimmune to [^.;()]*?\b(?:devices|Interrupts|ion cannons)\b`,
			shape:   `(?i)^immune to (?:[^.;()]*?(?:,\s*|\s+and\s+))?(?P<title>` + cardKinds + `(?:,?\s+(?:and |or )?` + cardKinds + `)*)`,
		},
		{
			// "May not target planet systems (except Alderaan).", "May
			// not target Luke with weapons.": this card (or, Title, its
			// weapons) may not target them, Target what.
			name:    "self_may_not_target",
			kind:    "may_not_be_targeted_by",
			trigger: `\bMay not target\b`,
			shape:   `^May not target (?P<target>[^.;(]+?)(?: with (?P<title>weapons))?(?:\s*\((?P<cond>except\b[^)]*)\))?\s*(?:[.;]|$)`,
		},
		{
			// "May not Tallon Roll.", "Your TIEs … may not Tallon Roll":
			// no Tallon Roll may take them as its starfighter (Gemp's
			// MayNotBeTargetedBy the Interrupt).
			name:    "may_not_tallon_roll",
			kind:    "may_not_be_targeted_by",
			trigger: `(?i)\bmay not Tall?on Roll\b`,
			shape:   `(?i)^may not (?P<title>Tall?on Roll)`,
		},
		{
			// "Vader's game text may not target Han."
			name:    "game_text_may_not_target",
			kind:    "may_not_be_targeted_by",
			trigger: `(?i)\b[\w'-]+'s game text may not target\b`,
			shape:   `(?i)^(?P<title>[\w'-]+'s game text) may not target (?P<target>[^.;(]+?)(?:\s+(?P<cond>(?:unless|if|while|when)\b[^.;(]*))?\s*(?:[.;(]|$)`,
		},
		{
			// "Opponent's weapons here may not target Ezra."
			name:    "weapons_may_not_target",
			kind:    "may_not_be_targeted_by",
			trigger: `(?i)\bopponent's weapons (?:here )?may not target\b`,
			shape:   `(?i)^opponent's (?P<title>weapons) (?P<place>here )?may not target (?P<target>[^.;(]+?)(?:\s+(?P<cond>(?:unless|if|while|when)\b[^.;(]*))?\s*(?:[.;(]|$)`,
		},
		{
			// "May be targeted by Hidden Weapons.", "May be targeted by
			// starship weapons (defense value = 3)."
			name:    "may_be_targeted_by",
			trigger: `(?i)\bmay be targeted (?:\([^)]*\) )?by\b`,
			// "A seeker may be targeted by …": no grant on this card but
			// what an action may target (extract_action_target.go)
			notAfter: reIndefiniteSubject,
			// "May be targeted (instead of a droid) by Death Star Plans."
			shape: `(?i)^may be targeted (?:\((?:as if|instead of)\b[^)]*\) )?by (?P<title>[^.;(,]+?)(?:\s+(?P<cond>(?:as|instead of|unless|if|while|when)\b[^.;(]*))?(?:\s*\([^)]*\))?\s*(?:[.;,]|$)`,
		},
		{
			// "May use Covert Landing like a shuttle or starfighter":
			// that Interrupt may take this card as its target.
			name:    "may_use_like",
			kind:    "may_be_targeted_by",
			trigger: `(?-i:\bMay use [A-Z][^.;(]*? like an?\b)`,
			shape:   `^May use (?P<title>[A-Z][^.;(]*?) (?P<cond>like an? [^.;(]+)`,
		},
		{
			// "Add 1 for each of your blasters present." (to a destiny
			// just drawn); the count stays in the quote (Effect.PerEach).
			name:    "destiny_per_each",
			kind:    "destiny_modifier",
			trigger: `(?i)\b(?:add|subtract) \d+ for (?:each|every)\b`,
			shape:   `(?i)^(?P<sign>add|subtract) (?P<value>\d+) for (?:each|every) [^.;(]*(?:\s*\(limit [^)]*\))?`,
		},
		{
			// "Opponent may not 'react' to or from same site."
			name:    "may_not_react",
			trigger: `(?i)\bmay not ['‘]react['’]`,
			shape:   `(?i)^may not ['‘]react['’](?:\s+(?P<cond>(?:to|from|away|at|here)\b[^.;(]*))?`,
		},
		{
			// "Effect canceled if opponent controls …", "Canceled if …",
			// "Utinni Effect canceled when …", "lost if at an interior site".
			name:    "canceled_if",
			trigger: `(?i)\b(?:canceled|lost) (?:if|when|unless)\b`,
			// the card that is cancelled, when named before: "Utinni
			// Effect canceled when …"
			lead:         `(?i)(?:^|\s)(?:this |that )?(?:(?:Utinni|Immediate|Mobile|Political) )?(?:Effect|Interrupt|card|Epic Event|Defensive Shield|Creature|character|starship|vehicle|weapon|device|target) $`,
			optionalLead: true,
			shape:        `(?i)^(?:canceled|lost) (?P<cond>(?:if|when|unless)\b[^.;(]*)`,
		},
		{
			// "{Place} out of play if an Endor location is 'blown away'."
			name:    "out_of_play_if",
			trigger: `(?i)\{?place\}? (?:this card |this Effect |it )?out of play (?:if|when|unless)\b`,
			shape:   `(?i)^\{?place\}? (?:this card |this Effect |it )?out of play (?P<cond>(?:if|when|unless)\b[^.;]*)`,
		},
		{
			// "Scanning Crew may not be played.", "You may not play
			// Interrupts …": Title what, Target who.
			name:    "may_not_play",
			trigger: `(?i)\b(?:may not be played|may not play)\b`,
			shape:   `(?i)^(?:may not be played(?:\s+(?P<cond>(?:if|when|while|unless|at|on|during|by)\b[^.;(]*))?|may not play (?P<title>[^.;(]+))`,
		},
		{
			// "Opponent cannot play Let The Wookiee Win or Wookiee Roar."
			name:    "cannot_play",
			kind:    "may_not_play",
			trigger: `(?i)\b(?:you|opponent|each player|neither player) cannot play\b`,
			shape:   `(?i)^(?P<target>you|opponent|each player|neither player) cannot play (?P<title>[^.;(]+)`,
		},
		{
			// "Each player may play only one card with 'sabacc' in title
			// each turn": no other such card that turn. Title what.
			name:    "may_play_only",
			kind:    "may_not_play",
			trigger: `(?i)\bmay play only (?:one|1)\b`,
			shape:   `(?i)^may play only (?P<title>(?:one|1) [^.;(]+)`,
		},
		{
			// "You may not Force drain here.", "Opponent may not Force
			// drain at related sites."
			name:    "may_not_force_drain",
			trigger: `(?i)\bmay not Force drain\b`,
			shape:   `(?i)^may not Force drain(?:\s+(?P<cond>(?:here|at|on|where|while|if|unless)\b[^.;(]*))?`,
		},
		{
			// "Light: No Force drains here.", "Neither player may Force
			// drain here."
			name:    "no_force_drains",
			kind:    "may_not_force_drain",
			trigger: `(?i)\b(?:no Force drains?|neither player may Force drain)\b`,
			shape:   `(?i)^(?:no Force drains?|neither player may Force drain)(?:\s+(?P<cond>(?:here|at|on|where|while|if|unless)\b[^.;(]*))?`,
		},
		{
			// "'Dejarik Rules' in effect here.", "'Nighttime conditions'
			// here." (opening its clause: elsewhere it is a condition).
			name:          "special_rules",
			trigger:       `(?i)['‘][\w ]+ (?:rules|conditions)['’]`,
			lead:          `(?i)\bthis card $`,
			optionalLead:  true,
			leadOrOpening: true,
			shape:         `(?i)^['‘](?P<title>[\w ]+ (?:rules|conditions))['’](?: (?:are|is))?(?: in effect)?(?:\s+(?P<cond>(?:here|at|on|for|during|while)\b[^.;(]*))?`,
		},
		{
			// "You may initiate battles here for free."
			name:    "may_initiate_battle",
			trigger: `(?i)\b(?:may initiate (?:a )?battles?|initiates? (?:a )?battles? (?:here |there |at [^.;,]*? )?for (?:free|\d+ Force))\b`,
			shape:   `(?i)^(?:may )?initiates? (?:a )?battles?(?:\s+(?P<cond>(?:here|at|on|where|for free|for \d+ Force|while|if|unless)\b[^.;(]*))?`,
		},
		{
			// "Opponent loses no more than 2 Force from each Force drain",
			// "You lose no Force from …": Value the most lost.
			name:         "force_loss_limit",
			lead:         whoLead,
			optionalLead: true,
			trigger:      `(?i)\blose(?:s)? no (?:more than (?:\d+|one|two|three) )?Force\b`,
			shape:        `(?i)^loses? no (?:more than (?P<value>\d+|one|two|three) )?Force(?:\s+(?P<cond>(?:from|to|when|if|at|here|during|for)\b[^.;(]*))?`,
		},
		{
			// "Opponent may not cancel or reduce your Force drains here":
			// what may not be cancelled, as written.
			name:    "may_not_cancel",
			trigger: `(?i)\bmay not cancel\b`,
			shape:   `(?i)^may not cancel (?P<title>[^.;(]+?)(?:\s+(?P<cond>(?:here|at|where|while|if|unless|during)\b[^.;(]*))?\s*(?:[.;(]|$)`,
		},
		{
			// "Your Force drains at Hoth sites may not be canceled."
			name:    "may_not_be_canceled",
			trigger: `(?i)\bmay not be canceled\b`,
			shape:   `(?i)^may not be canceled(?:\s+(?P<cond>(?:here|at|where|while|if|unless|during|by)\b[^.;(]*))?`,
		},
		{
			// "Landspeed = 2.", "May 'fly' (landspeed = 3)."
			name:    "landspeed",
			trigger: `(?i)\blandspeed = \d`,
			shape:   `(?i)^landspeed = (?P<value>\d+)`,
		},
		{
			// "gains one [Dark Side] icon", "Gains [Republic] at Galactic
			// Senate", "Jedi gain [Pilot] skill": Title the icon.
			name:    "gains_icon",
			trigger: `(?i)\bgains? (?:one |a |an |two )?\[[^\]]+\]`,
			shape:   `(?i)^gains? (?:(?P<value>one|two|a|an) )?\[(?P<title>[^\]]+)\](?: icons?| skill)?(?: and (?:one |a )?\[[^\]]+\](?: icons?)?)?(?:\s+(?P<cond>(?:at|here|while|if|when|during|until)\b[^.;(]*))?`,
		},
		{
			// "Place Effect in Lost Pile if opponent controls this
			// location.": Target the pile.
			name:    "lost_if",
			trigger: `(?i)\bplace (?:this )?(?:Effect|Interrupt|card|it) in (?:your |owner's )?(?:Lost Pile|Used Pile) (?:if|when|unless)\b`,
			shape:   `(?i)^place (?:this )?(?:Effect|Interrupt|card|it) in (?:your |owner's )?(?P<target>Lost Pile|Used Pile) (?P<cond>(?:if|when|unless)\b[^.;(]*)`,
		},
		{
			name:    "shuffle_cut_replace",
			trigger: `(?i)\bshuffle, cut and replace\b`,
			shape:   `(?i)^shuffle, cut and replace`,
		},
		{
			// "Place Interrupt in Lost Pile.", "… in Reserve Deck."
			name:    "interrupt_goes_to",
			trigger: `(?i)\bplace (?:this )?Interrupt in\b`,
			shape:   `(?i)^place (?:this )?Interrupt in (?:the |your |owner's )?(?P<target>hand|Lost Pile|Used Pile|Reserve Deck|Force Pile)`,
		},
		{
			// "adds 1 to each of his weapon destiny draws", "Add 1 to each
			// of your weapon destiny draws here.", "adds 1 to each weapon
			// destiny", "adds 1 to each of that weapon's destiny draws",
			// "Add 1 to your blaster weapon destiny draws here."
			name:    "each_weapon_destiny_modifier",
			trigger: `(?i)\badds? (?:\d+|one|two) to (?:each (?:of [^.;(]*?)?weapon(?:'s)? destiny|(?:your|its|his|her|their) [^.;(\d]*?weapon destiny draws)\b`,
			shape:   `(?i)^adds? (?P<value>\d+|one|two) to (?:each (?:of [^.;(]*?)?weapon(?:'s)? destiny(?: draws?)?|(?:your|its|his|her|their) [^.;(\d]*?weapon destiny draws)(?: of (?P<target>[^.;(]+?))?(?:\s+(?P<cond>(?:here|at|when|while|if)\b[^.;(]*))?(?:\s*\((?:or )?(?P<alt>\d+) (?P<altcond>(?:if|when|while)\b[^)]*)\))?`,
		},
		{
			// "adds 2 to his defense value and 1 to each of his lightsaber
			// weapon destiny draws": the second number of one "adds".
			name:    "and_each_weapon_destiny",
			kind:    "each_weapon_destiny_modifier",
			trigger: `(?i)\band (?:\d+|one|two) to each of [^.;(]*?weapon destiny draws\b`,
			lead:    `(?i)\badds? (?:\d+|one|two) to [^.;(]*? $`,
			shape:   `(?i)^and (?P<value>\d+|one|two) to each of (?P<target>[^.;(]*?)\s*weapon destiny draws`,
		},
		{
			// "adds 1 to his total weapon destiny (2 if targeting an alien)",
			// "Adds 2 to total weapon destiny of any B-wing he pilots",
			// "adds 1 to weapon destiny when firing character weapons"
			// (one addition to the total: Gemp's TotalWeaponDestiny).
			name:    "total_weapon_destiny_modifier",
			trigger: `(?i)\badds? (?:\d+|one|two|three) to (?:(?:his|her|its|your|their|the) )?(?:total weapon destiny\b|weapon destiny (?:when|while|if)\b)`,
			shape:   `(?i)^adds? (?P<value>\d+|one|two|three) to (?:(?:his|her|its|your|their|the) )?(?:total )?weapon destiny(?: of (?P<target>[^.;(]+))?(?:\s*\((?P<alt>\d+) (?P<altcond>(?:if|when|while)\b[^)]*)\))?(?:\s+(?P<cond>(?:when|while|whenever|if)\b[^.;(]*))?`,
		},
		{
			// "character's total weapon destiny is +3"
			name:    "total_weapon_destiny_is",
			kind:    "total_weapon_destiny_modifier",
			trigger: `(?i)\btotal weapon destiny is [+-]\d`,
			lead:    `(?i)(?P<target>\b[\w-]+'s) $`,
			shape:   `(?i)^total weapon destiny is (?P<sign>[+-])(?P<value>\d+)`,
		},
		{
			// "Subtracts 1 from deploy cost of each of your capital
			// starships at same system", "adds 2 to deploy cost of
			// opponent's …".
			name:    "deploy_cost_modifier",
			kind:    "deploy_modifier",
			trigger: `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) (?:the )?deploy(?:ment)? costs? of\b`,
			shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?:the )?deploy(?:ment)? costs? of (?P<target>[^.;(]+)`,
		},
	} {
		p.register()
	}
}

// "Each of its weapon destiny draws is +2.", "opponent's weapon destiny
// draws here are -1", "your superlaser weapon destiny draws are +1", "your
// battle destinies here are each +1", "Each of your battle destiny draws
// is -1 here": Target whose draws, as written (with a place or "targeting
// X" between, joined to the condition).
func init() {
	destinyDrawsAre("weapon_destiny_draws_are", "each_weapon_destiny_modifier", `weapon destin(?:y draws?|y|ies)`).register()
	// "A just drawn battle or weapon destiny is -3.": one draw, not each
	phrase{
		name:    "just_drawn_destiny_is",
		kind:    "destiny_modifier",
		trigger: `(?i)\bjust drawn (?:(?:battle|weapon) (?:or (?:battle|weapon) )?)?destiny is [+-]\d`,
		shape:   `(?i)^just drawn (?:(?:battle|weapon) (?:or (?:battle|weapon) )?)?destiny is (?P<sign>[+-])(?P<value>\d+)`,
	}.register()
	// a battle destiny "is +3" is one draw just drawn (destiny_modifier)
	// "opponent's battle and weapon destiny draws here are -1", "your
	// battle destiny draws and Anakin's weapon destiny draws are +1" (the
	// weapon's draws read by the line above)
	destinyDrawsAre("battle_destiny_draws_are", "adds_to_battle_destiny", `battle (?:and weapon )?destin(?:y draws|ies)(?: and [\w'-]+ weapon destiny draws)?`).register()
}

// destinyDrawsAre reads "<noun> (here) are ±N" for the noun expression
// what; "total weapon destiny" and "ability required to draw battle
// destiny" are not it.
func destinyDrawsAre(name, kind, what string) phrase {
	return phrase{
		name:         name,
		kind:         kind,
		trigger:      `(?i)\b` + what + `\b[^.;(]{0,40}?\b(?:is|are) (?:each )?[+-]\s?\d`,
		lead:         `(?i)\b(?P<target>each(?: of)?(?: (?:its|his|her|their|your|opponent's|this \w+'s|[\w-]+'s)(?: [\w-]+){0,2})?|(?:its|his|her|their|your|opponent's|this \w+'s|[\w-]+'s)(?: [\w-]+){0,2}) $`,
		optionalLead: true,
		shape:        `(?i)^` + what + `(?:\s+(?P<place>(?:here|there|targeting [^.;+]*?|at [^.;+]*?|when [^.;+]*?)))?\s+(?:is|are) (?:each )?(?P<sign>[+-])\s?(?P<value>\d+)(?: each)?(?:\s+(?P<cond>here\b|(?:at|when|while|if|during)\b[^.;(]*))?`,
		notAfter:     `(?i)\b(?:total|draw|just drawn(?: battle or)?) $`,
	}
}

// A card named as the subject of "may not target": "Fallen Portal may not
// target a character at this site", "All Too Easy may not target Luke or
// Jedi here" (Title the card, Target what). A player or pronoun is no
// card ("Opponent may not target …" has its own shape).
func init() {
	p := phrase{
		name:  "title_may_not_target",
		kind:  "may_not_be_targeted_by",
		shape: `^(?P<title>(?:[A-Z][\w'!-]*\s)+)may not target (?P<target>[^.;(]+?)(?:\s+(?P<cond>(?:unless|if|while|when)\b[^.;(]*))?\s*(?:[.;(]|$)`,
	}
	shape := lazyregexp.New(p.shape)
	registerExpr(p.name, `\b(?:[A-Z][\w'!-]*\s)+may not target\b`, func(s sentence, at [2]int) []Effect {
		got := parsePhrase(p, nil, shape(), s, at)
		for _, e := range got {
			if reNotCardTitle().MatchString(e.Title) {
				return []Effect{}
			}
		}
		return got
	})
}

var reNotCardTitle = lazyregexp.New(`^(?:Opponent|You|Your|It|He|She|They|Each|All|Players?|Neither)$`)

// cardKinds: kinds of card an immunity may name beside titles.
const cardKinds = `(?:opponent's )?(?:devices|Interrupts|ion cannons)`
