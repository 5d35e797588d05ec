package swtcg

import "github.com/judge-swccg/judge/rulings"

// Side is a player: the Dark Side or the Light Side.
type Side string

const (
	Dark  Side = "dark"
	Light Side = "light"
)

// Arena is one of the three arenas.
type Arena string

const (
	Space     Arena = "space"
	Ground    Arena = "ground"
	Character Arena = "character"
)

// Arenas in battle order: Space, Ground, Character.
var Arenas = []Arena{Space, Ground, Character}

// BuildZone is where a unit is when it is not in an arena (retreated).
const BuildZone = "build_zone"

// CardType is the first word of a card's type line.
type CardType string

const (
	SpaceUnit     CardType = "space"
	GroundUnit    CardType = "ground"
	CharacterUnit CardType = "character"
	BattleCard    CardType = "battle"
	MissionCard   CardType = "mission"
	LocationCard  CardType = "location"
)

// Step is a step of the turn (the eleven numbered steps, the battle phase
// split into its three battle steps), or setup.
type Step string

// The steps a table file may name, in turn order.
var Steps = []Step{"setup", "untap", "gain_force", "roll_build_points", "dark_draws", "dark_builds", "light_draws", "light_builds", "dark_retreats", "light_retreats", "space_battle", "ground_battle", "character_battle", "turn_ends"}

// State is a Star Wars TCG table file: "game: swtcg", the players, the
// units in the arenas and build zones, cards in hand, the attack under way
// and the questions. Every card is declared inline: there is no card data.
type State struct {
	Game    string  `json:"game" jsonschema:"required,enum=swtcg,description=always swtcg: this file is about the Wizards of the Coast Star Wars Trading Card Game"`
	Turn    int     `json:"turn,omitempty" jsonschema:"minimum=0,description=the turn number (for the record)"`
	Step    Step    `json:"step,omitempty" jsonschema:"enum=setup,enum=untap,enum=gain_force,enum=roll_build_points,enum=dark_draws,enum=dark_builds,enum=light_draws,enum=light_builds,enum=dark_retreats,enum=light_retreats,enum=space_battle,enum=ground_battle,enum=character_battle,enum=turn_ends,description=the current step of the turn; rules that depend on it say so when it is missing"`
	Players Players `json:"players,omitempty"`
	Units   []Unit  `json:"units,omitempty" jsonschema:"description=every unit in an arena or in a build zone (retreated), each a card declared inline"`
	Hand    []Card  `json:"hand,omitempty" jsonschema:"description=cards not yet on the table that questions ask about"`
	Attack  *Attack `json:"attack,omitempty" jsonschema:"description=the attack under way: attacker, defender and the dice rolled"`
	// Questions are answered in file order.
	Questions []Question `json:"questions" jsonschema:"required"`
}

// Players holds what each side has in its pool.
type Players struct {
	Dark  Player `json:"dark,omitempty"`
	Light Player `json:"light,omitempty"`
}

// Player is one player's Force and unspent build points.
type Player struct {
	Force       *int `json:"force,omitempty" jsonschema:"minimum=0,description=the player's current Force"`
	BuildPoints *int `json:"build_points,omitempty" jsonschema:"minimum=0,description=build points left this turn"`
}

// Card is a card as printed. A card with a version letter is unique.
type Card struct {
	Name     string   `json:"name" jsonschema:"required,description=the exact English name"`
	Version  string   `json:"version,omitempty" jsonschema:"pattern=^[A-Z]$,description=the version letter of a unique card; none for a card that is not unique"`
	Type     CardType `json:"type,omitempty" jsonschema:"enum=space,enum=ground,enum=character,enum=battle,enum=mission,enum=location,description=the first word of the type line"`
	Subtypes []string `json:"subtypes,omitempty" jsonschema:"description=subtypes such as Starfighter, Capital Ship, Speeder, Droid, Jedi; a Location's subtype is its arena (Space, Ground or Character)"`
	Cost     *int     `json:"cost,omitempty" jsonschema:"minimum=0,description=build cost"`
	Speed    *int     `json:"speed,omitempty" jsonschema:"minimum=0"`
	Power    *int     `json:"power,omitempty" jsonschema:"minimum=0"`
	Health   *int     `json:"health,omitempty" jsonschema:"minimum=0"`
	Keywords Keywords `json:"keywords,omitempty"`
	// PilotAbility is the "[subtype] Pilot" ability of a Character.
	PilotAbility *PilotAbility `json:"pilot_ability,omitempty"`
	Abilities    []string      `json:"abilities,omitempty" jsonschema:"description=other ability text on the card, as printed"`
}

// Keywords are the keyword abilities with the numbers the engine uses.
type Keywords struct {
	Accuracy    int  `json:"accuracy,omitempty" jsonschema:"minimum=0,description=Accuracy X: +X to each attack die"`
	Armor       bool `json:"armor,omitempty" jsonschema:"description=Armor: hit only on 5 or more"`
	Bombard     int  `json:"bombard,omitempty" jsonschema:"minimum=0,description=Bombard X"`
	CriticalHit int  `json:"critical_hit,omitempty" jsonschema:"minimum=0,description=Critical Hit X"`
	Deflect     int  `json:"deflect,omitempty" jsonschema:"minimum=0,description=Deflect X"`
	Evade       int  `json:"evade,omitempty" jsonschema:"minimum=0,description=Evade X"`
	IonCannon   int  `json:"ion_cannon,omitempty" jsonschema:"minimum=0,description=Ion Cannon X"`
	Shields     int  `json:"shields,omitempty" jsonschema:"minimum=0,description=Shields X"`
	Stun        int  `json:"stun,omitempty" jsonschema:"minimum=0,description=Stun X"`
	Overkill    bool `json:"overkill,omitempty" jsonschema:"description=Overkill: hits beyond the defender's remaining health may go to another unit in its arena"`
	Retaliate   int  `json:"retaliate,omitempty" jsonschema:"minimum=0,description=Retaliate X: X dice of damage to the attacker when the attack ends"`
	Intercept   bool `json:"intercept,omitempty" jsonschema:"description=Intercept (Pay X Force → Intercept): the attack on another unit of its side in its arena turns to it"`
}

// PilotAbility is "[subtype] Pilot" and what it gives the unit it sits on.
type PilotAbility struct {
	Subtype   string   `json:"subtype" jsonschema:"required,description=the unit subtype the Pilot may sit on, e.g. Starfighter"`
	Speed     int      `json:"speed,omitempty" jsonschema:"description=speed bonus to the unit"`
	Power     int      `json:"power,omitempty" jsonschema:"description=power bonus to the unit"`
	Health    int      `json:"health,omitempty" jsonschema:"description=health bonus to the unit"`
	Keywords  Keywords `json:"keywords,omitempty" jsonschema:"description=keyword abilities the unit gets"`
	Abilities []string `json:"abilities,omitempty" jsonschema:"description=other abilities the unit gets, as printed"`
}

// Unit is a unit on the table: its top card inline, where it is, and
// the cards stacked beneath it and the Pilot sitting on it.
type Unit struct {
	Card  `json:",inline"`
	ID    string `json:"id,omitempty" jsonschema:"description=a handle for questions when two units share a name"`
	Owner Side   `json:"owner" jsonschema:"required,enum=dark,enum=light"`
	// In is an arena, or build_zone for a retreated unit.
	In     string `json:"in" jsonschema:"required,enum=space,enum=ground,enum=character,enum=build_zone"`
	Tapped bool   `json:"tapped,omitempty"`
	Damage int    `json:"damage,omitempty" jsonschema:"minimum=0,description=damage counters"`
	// Deployed orders the deployments: the higher, the more recent.
	Deployed int    `json:"deployed,omitempty" jsonschema:"minimum=0,description=deployment order; the higher the more recent"`
	Beneath  []Card `json:"beneath,omitempty" jsonschema:"description=the other cards of a stack, under the top card"`
	Pilot    *Pilot `json:"pilot,omitempty" jsonschema:"description=the Pilot sitting on this unit"`

	Pos rulings.Pos `json:"-"`
}

// Pilot is a Character sitting on a unit: its card, its own taps and damage.
type Pilot struct {
	Card    `json:",inline"`
	Tapped  bool   `json:"tapped,omitempty"`
	Damage  int    `json:"damage,omitempty" jsonschema:"minimum=0"`
	Beneath []Card `json:"beneath,omitempty" jsonschema:"description=the other cards of the Pilot's stack"`
}

// Attack is the attack under way.
type Attack struct {
	Attacker string `json:"attacker" jsonschema:"required,description=the attacking unit (name, id, or name and version)"`
	Defender string `json:"defender" jsonschema:"required,description=the defending unit"`
	Mode     string `json:"mode,omitempty" jsonschema:"enum=normal,enum=bombard,enum=ion_cannon,description=normal (default), bombard or ion_cannon"`
	// Power is the sum of other effects on the attacker's power before the roll.
	Power int `json:"power,omitempty" jsonschema:"description=other effects on the attacking unit's power before the roll (cards in play), added to its printed power"`
	// Dice are the natural values rolled, after any rerolls.
	Dice []int `json:"dice" jsonschema:"description=the natural value of each attack die after rerolls (1 to 6)"`
	// Prevented is damage the defender's side prevents (Evade, Deflect, cards).
	Prevented int `json:"prevented,omitempty" jsonschema:"minimum=0,description=damage prevented in the chance to prevent damage"`
}
