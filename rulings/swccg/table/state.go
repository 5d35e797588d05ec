// Package table reads table-state files: a hand-written description of a
// Star Wars CCG game position (locations, cards on table, effects in play,
// the battle record) and the questions a judge asks about it.
//
// The files are YAML (JSON is accepted, being YAML too). Field names are
// snake_case; `judge schema` prints the JSON Schema generated from these
// types so an editor can validate and complete them.
package table

import "github.com/judge-swccg/judge/cards"

// Side names a player by the side of the Force they play.
type Side string

const (
	Dark  Side = "dark"
	Light Side = "light"
)

// Sides lists both sides in the order rulings report them.
var Sides = []Side{Dark, Light}

// Opponent is the other side.
func (s Side) Opponent() Side {
	if s == Dark {
		return Light
	}
	return Dark
}

// State is one table-state file.
type State struct {
	Game string `json:"game,omitempty" jsonschema:"enum=swccg,description=card game; only swccg has rules in v1"`
	// Turn is whose turn it is.
	Turn    Side   `json:"turn,omitempty" jsonschema:"enum=dark,enum=light"`
	Phase   string `json:"phase,omitempty" jsonschema:"enum=activate,enum=control,enum=deploy,enum=battle,enum=move,enum=draw,enum=end"`
	Segment string `json:"segment,omitempty" jsonschema:"enum=initiation,enum=weapons,enum=power,enum=damage,description=battle segment"`

	Locations []Location `json:"locations,omitempty"`
	Cards     []Card     `json:"cards,omitempty"`
	// Hands lists the cards in each player's hand, where a question needs them.
	Hands   map[Side][]string `json:"hands,omitempty"`
	Effects []Effect          `json:"effects,omitempty"`
	Battle  *Battle           `json:"battle,omitempty"`

	// --- turn record: converting, attacks, draw phase and end of turn ---
	// ThisTurn records what happened so far in the turn (issue 6).
	ThisTurn *TurnRecord `json:"this_turn,omitempty"`
	// Piles are each player's pile sizes (issue 16, state_table.go).
	Piles map[Side]*Piles `json:"piles,omitempty"`
	// ThisGame records once-per-game texts already used (state_play.go).
	ThisGame *GameRecord `json:"this_game,omitempty"`
	// Podrace is a Podrace's race destinies and 'damaged' Podracers (podrace.go).
	Podrace *Podrace `json:"podrace,omitempty"`

	Questions []Question `json:"questions"`
}

// Location is a system, site or sector on table.
type Location struct {
	Name string `json:"name" jsonschema:"required"`
	Kind string `json:"kind,omitempty" jsonschema:"enum=system,enum=site,enum=sector"`
	// Icons are the Force icons on each side of the card.
	Icons  map[Side]int `json:"icons,omitempty"`
	Parsec int          `json:"parsec,omitempty"`
	// Order is the site's place left to right on its planet, for adjacency.
	Order int `json:"order,omitempty"`
	// Of is the starship or vehicle a starship/vehicle site belongs to.
	Of string `json:"of,omitempty" jsonschema:"description=the starship or vehicle this is a related site of"`

	// --- Movement (the move rule) ---
	DockingBay bool `json:"docking_bay,omitempty"`
	// System is the system a site or sector is related to, when its name
	// ("Hoth: Echo Docking Bay") or its starship (of:) does not say.
	System string `json:"system,omitempty" jsonschema:"description=the system a site or sector is related to (default: the name before ':')"`
	// Cloud and Asteroid mark a sector; for sectors Order counts from the system (1 = nearest).
	Cloud    bool `json:"cloud,omitempty"`
	Asteroid bool `json:"asteroid,omitempty"`
	// TransitCost is the docking bay transit cost the docking bay card lists.
	TransitCost *float64 `json:"transit_cost,omitempty" jsonschema:"minimum=0,description=docking bay transit cost listed on the card (none: 0)"`
	// TextMoveCost is the cost of the location's own movement text (none: 1 Force).
	TextMoveCost *float64 `json:"text_move_cost,omitempty" jsonschema:"minimum=0"`
	// ExtraLandspeed is the extra landspeed needed to move to, from or through it (Tatooine: Desert).
	ExtraLandspeed int `json:"extra_landspeed,omitempty" jsonschema:"minimum=0"`
	// ArrivalCost adds to the cost of moving to this location (Lirin Car'n's cover charge).
	ArrivalCost *CostModifier `json:"arrival_cost,omitempty"`
	// A Death Star is a mobile system: its parsec is Parsec; it orbits a
	// system or is in deep space; Hyperspeed is its game text's.
	DeathStar  bool     `json:"death_star,omitempty"`
	Orbiting   string   `json:"orbiting,omitempty" jsonschema:"description=the system a Death Star orbits"`
	DeepSpace  bool     `json:"deep_space,omitempty"`
	Hyperspeed *float64 `json:"hyperspeed,omitempty" jsonschema:"minimum=0"`
	// Trench is the Death Star: Trench (Attack Run).
	Trench bool `json:"trench,omitempty"`

	// --- Deployment (the deploy rule) ---
	// Owner is whose location card it is, picking the database card (its
	// icons and game text) when both sides print the title.
	Owner Side `json:"owner,omitempty" jsonschema:"enum=dark,enum=light,description=whose location card it is"`
	// Exterior says whether a site is exterior or interior, for deployment
	// (vehicles deploy to exterior sites) and movement (vehicles traverse
	// and starships land at exterior sites only). Omitted: the location
	// card's Exterior/Interior icon when the database has the card (the
	// loader fills it in), else unknown — deployment says so, movement
	// takes the site as exterior.
	Exterior *bool `json:"exterior,omitempty" jsonschema:"description=exterior (true) or interior (false) site; default: the location card's icon"`
	// Both is set by the loader for a site whose card shows both the
	// Exterior and the Interior icon (Hoth: Echo Docking Bay): it is an
	// exterior and an interior site at once, so Exterior stays unknown.
	Both bool `json:"-"`
	// Card is the location card the loader found for it (its icons, its
	// game text), nil when the database has none or both sides print it.
	Card *cards.Card `json:"-"`
	// Shielded marks a site where Hoth Energy Shield rules are in effect.
	Shielded bool `json:"shielded,omitempty" jsonschema:"description=Hoth Energy Shield rules in effect at this site"`
}

// Card is one card on table (or, with Absent, one the database lacks).
type Card struct {
	// Card is the card's name, resolved through the card database.
	Card string `json:"card" jsonschema:"required"`
	// Label tells apart two copies of one card ("Stormtrooper 2"); other
	// fields and questions may name the card by it.
	Label string `json:"label,omitempty"`
	// Absent declares a card the database does not have (or a run without
	// a database): its numbers and kind come from this entry.
	Absent   bool   `json:"absent,omitempty"`
	Type     string `json:"type,omitempty" jsonschema:"description=card type when absent: Character, Starship, Vehicle, Weapon, Device, Effect, Jedi Test..."`
	Subtype  string `json:"subtype,omitempty"`
	Enclosed bool   `json:"enclosed,omitempty" jsonschema:"description=an enclosed vehicle (starships are always enclosed)"`
	// Numbers override the printed ones.
	Power   *float64 `json:"power,omitempty"`
	Ability *float64 `json:"ability,omitempty"`
	Forfeit *float64 `json:"forfeit,omitempty"`

	Owner Side `json:"owner" jsonschema:"enum=dark,enum=light"`
	// At is the location the card is at; a card aboard or deployed on
	// another card is where that card is.
	At     string `json:"at,omitempty"`
	Aboard string `json:"aboard,omitempty" jsonschema:"description=the starship or vehicle the card is aboard"`
	Slot   string `json:"slot,omitempty" jsonschema:"enum=pilot,enum=driver,enum=passenger,enum=cargo"`
	// On is the card this one is deployed on (a Cape, a weapon).
	On string `json:"on,omitempty"`
	// Target is the card this one targets (a Jedi Test's character, an
	// Effect's "target is forfeit = 0"); Completed says a Jedi Test was completed.
	Target    string `json:"target,omitempty"`
	Completed bool   `json:"completed,omitempty"`

	// Status of the card on table.
	Hit         bool `json:"hit,omitempty"`
	Inactive    bool `json:"inactive,omitempty"`
	Excluded    bool `json:"excluded,omitempty"`
	Captive     bool `json:"captive,omitempty"`
	Stolen      bool `json:"stolen,omitempty"`
	Undercover  bool `json:"undercover,omitempty"`
	Missing     bool `json:"missing,omitempty"`
	CrossedOver bool `json:"crossed_over,omitempty"`
	// Introduced is the battle step in which the card came to the battle
	// location (deployed, moved, returned, released); empty when it was
	// there when the battle was initiated. "react" is a 'react' during the
	// initiation responses, "initiation" any other response then.
	Introduced string `json:"introduced,omitempty" jsonschema:"enum=initiation,enum=react,enum=weapons,enum=power,enum=damage"`
	// CannotBattle names what keeps the card from participating in battle
	// ("may not participate", "cannot battle", cloaking) and whose it is.
	CannotBattle *Restriction `json:"cannot_battle,omitempty"`
	// TextCanceledBy names what cancels the card's game text.
	TextCanceledBy string `json:"text_canceled_by,omitempty"`
	// TextSuspendedBy names what suspends the card's game text: like a
	// canceled text it does nothing while it lasts, but it is not canceled
	// (a card that may not be canceled may still be suspended).
	TextSuspendedBy string `json:"text_suspended_by,omitempty"`
	// ImmunityLostBy names what made the card lose immunity to attrition.
	ImmunityLostBy string `json:"immunity_lost_by,omitempty"`
	// Immunity declares grants of immunity to attrition the file asserts
	// (a card absent from the database, an effect the engine cannot read).
	Immunity []Grant `json:"immunity,omitempty"`
	// DrawsIfUnable is X of "draws X battle destiny if unable to otherwise"
	// when the card's text is not in the database.
	DrawsIfUnable float64 `json:"draws_if_unable,omitempty"`
	// Stacked is how many cards are stacked on this card (A Useless
	// Gesture), for texts counting "each card stacked on" it.
	Stacked int `json:"stacked,omitempty" jsonschema:"minimum=0,description=number of cards stacked on this card"`
	// Met lists the conditions of the card's own text that hold now
	// ("alone", "armed with a lightsaber"); a conditional clause applies
	// when its condition contains one of them.
	Met []string `json:"met,omitempty"`

	// --- turn record: converting, attacks, draw phase and end of turn ---
	// Text is the game text of a card declared absent: it is read into
	// effects as a database card's text is, so every rule applies them,
	// and the sentences no effect reads are listed under Not read.
	Text string `json:"text,omitempty" jsonschema:"description=game text of an absent card; read as a database card's text is (its effects apply; what no effect reads is listed under Not read)"`

	// --- Movement (the move rule) ---
	// Landspeed and Hyperspeed override the printed numbers.
	Landspeed  *float64 `json:"landspeed,omitempty" jsonschema:"minimum=0"`
	Hyperspeed *float64 `json:"hyperspeed,omitempty" jsonschema:"minimum=0"`
	// NavComputer overrides the Nav Computer icon (an astromech aboard counts by itself).
	NavComputer *bool `json:"nav_computer,omitempty"`
	// Piloted overrides whether a starship or vehicle is piloted (by default:
	// a permanent pilot, or an active pilot or driver aboard).
	Piloted *bool `json:"piloted,omitempty"`
	// Moved lists how the card changed location earlier this turn: kinds of
	// movement (landspeed, docking_bay_transit, embark...) or carried.
	Moved []string `json:"moved,omitempty" jsonschema:"description=this turn's relocations: movement kinds (landspeed, hyperspeed, ...) or carried"`
	// CannotMove names what says the card cannot move (its own text is read too).
	CannotMove string `json:"cannot_move,omitempty"`
	// MovesLike is "character" or "starfighter" for a card that moves like one (read from text too).
	MovesLike string `json:"moves_like,omitempty" jsonschema:"enum=character,enum=starfighter"`
	// Shuttle marks a shuttle vehicle the database's subtype does not name.
	Shuttle bool `json:"shuttle,omitempty"`
	// MoveCost modifies the cost of this card's moves (not free ones).
	MoveCost *CostModifier `json:"move_cost,omitempty"`

	// CardStatus: the whole table (issue 16, state_table.go).
	CardStatus `yaml:",inline"`
}

// Restriction is a card's (or action's) effect on another card, and the
// player whose card it is.
type Restriction struct {
	By     string `json:"by" jsonschema:"required,description=the card or action"`
	Player Side   `json:"player,omitempty" jsonschema:"enum=dark,enum=light,description=whose card it is"`
}

// Grant is immunity to attrition < Level from a named source.
type Grant struct {
	Level float64 `json:"level" jsonschema:"required,minimum=1"`
	From  string  `json:"from" jsonschema:"required,description=what grants it (card, location, Jedi Test)"`
}

// Effect is an effect in play: a card whose effect the engine knows,
// or one written out in the file.
type Effect struct {
	Card string `json:"card" jsonschema:"required,description=the card (or action) producing the effect"`
	// Kind and the rest spell the effect out when the engine should not
	// read it from the card's text.
	Kind string `json:"kind,omitempty" jsonschema:"enum=grants_immunity,enum=loses_immunity,enum=immunity_modifier,enum=immunity_limit"`
	// Level is the immunity granted (< Level), the modifier (+2, -3) or
	// the limit (< Level).
	Level float64  `json:"level,omitempty"`
	To    []string `json:"to,omitempty" jsonschema:"description=the cards it applies to, by name or label (a modifier or limit without it: every card)"`
	// Side is the side the effect is on (for objectives, the side flipped up).
	Side Side `json:"side,omitempty" jsonschema:"enum=dark,enum=light"`
}

// Battle is the record of the battle in progress.
type Battle struct {
	At        string `json:"at" jsonschema:"required"`
	Initiator Side   `json:"initiator,omitempty" jsonschema:"enum=dark,enum=light"`
	// Destiny lists each player's completed battle destiny draws; an empty
	// list means none completed (so no attrition against the opponent).
	Destiny map[Side][]float64 `json:"destiny,omitempty"`
	// Attrition is the attrition against each player when the file gives it
	// rather than the draws.
	Attrition map[Side]float64 `json:"attrition,omitempty"`
	// AttritionModifiers add to the attrition against a player (only if it exists).
	AttritionModifiers map[Side]float64 `json:"attrition_modifiers,omitempty"`
	// Power is each player's total power.
	Power map[Side]float64 `json:"power,omitempty"`
	// Attack marks the record as a creature attack, not a battle.
	Attack bool `json:"attack,omitempty"`
	// DestinyAdders are texts adding battle destiny draws.
	DestinyAdders []DestinyAdder `json:"destiny_adders,omitempty"`
	// DestinyLimits are conditions on drawing battle destiny here.
	DestinyLimits []DestinyLimit `json:"destiny_limits,omitempty"`
	// DamageCanceled says a player's remaining battle damage was canceled (Houjix).
	DamageCanceled map[Side]string `json:"damage_canceled,omitempty"`

	// BattleWeapons: the weapons fired in this battle (state_weapons.go).
	BattleWeapons `yaml:",inline"`
	// BattleCanceled: what canceled it, if it was (state_play.go).
	BattleCanceled `yaml:",inline"`
}

// DestinyAdder is a text that adds battle destiny draws for a player.
type DestinyAdder struct {
	From  string  `json:"from" jsonschema:"required,description=the card or action whose text adds the draws"`
	Side  Side    `json:"side" jsonschema:"required,enum=dark,enum=light"`
	Count float64 `json:"count" jsonschema:"required,minimum=1"`
	// LockedIn is an optional adder played in the weapons segment: it counts
	// even if its condition no longer holds.
	LockedIn bool `json:"locked_in,omitempty"`
	// With is the card an automatic adder needs "with" it (active, in the battle).
	With string `json:"with,omitempty"`
	// ConditionMet declares any other condition of an automatic adder.
	ConditionMet *bool `json:"condition_met,omitempty"`
}

// DestinyLimit is a condition on drawing battle destiny at the battle location.
type DestinyLimit struct {
	From string `json:"from" jsonschema:"required"`
	// AbilityRequired is N of "ability of N or more required to draw battle destiny here".
	AbilityRequired float64 `json:"ability_required,omitempty"`
	// AbilityModifier is N of "ability required for battle destiny +N"
	// from a card the database lacks: it raises the 4 needed for the draw
	// from ability and every requirement.
	AbilityModifier float64 `json:"ability_modifier,omitempty" jsonschema:"description=N of 'ability required for battle destiny +N'"`
	// AtMost is Y of "draws no more than Y battle destiny".
	AtMost *float64 `json:"at_most,omitempty"`
	// Side limits the condition to one player; empty means both.
	Side Side `json:"side,omitempty" jsonschema:"enum=dark,enum=light"`
}

// Interior is true for a site known to be interior (exterior: false, given
// or read from its card); a site of unknown kind counts as exterior.
func (l *Location) Interior() bool { return l.Exterior != nil && !*l.Exterior }

// Is says whether the site is exterior (ext true) or interior (ext
// false), known false when the file and the database do not say; a site
// with both icons is both.
func (l *Location) Is(ext bool) (is, known bool) {
	switch {
	case l.Exterior != nil:
		return *l.Exterior == ext, true
	case l.Both:
		return true, true
	}
	return false, false
}
