package xwing

import (
	"reflect"

	"github.com/judge-swccg/judge/rulings"
)

// Question is one thing the judge asks: a map with exactly one key, the
// question key of a rule registered in Kinds.
type Question struct{ rulings.Question }

// UnmarshalYAML decodes the question map with Kinds.
func (q *Question) UnmarshalYAML(unmarshal func(any) error) error {
	return Kinds.Decode(unmarshal, &q.Question)
}

// Reposition is a boost, barrel roll or decloak with the geometry facts
// of the ship's final position and template.
type Reposition struct {
	Ship string `json:"ship" jsonschema:"required"`
	// Template is the maneuver template: straight 1, bank left 1, bank
	// right 1 (boost); straight 1 or bank 1 (barrel roll); straight 2 or
	// bank 2 (decloak).
	Template string `json:"template,omitempty"`
	// Side is left or right (barrel roll and decloaking barrel roll).
	Side string `json:"side,omitempty" jsonschema:"enum=left,enum=right"`
	// Edge is the template edge set against a barrel-rolling base.
	Edge string `json:"edge,omitempty" jsonschema:"enum=short,enum=long"`
	// Decloak is how a ship decloaks: by a barrel roll or a straight maneuver.
	Decloak string `json:"decloak,omitempty" jsonschema:"enum=barrel roll,enum=maneuver"`
	// Via is the card granting the action (Expert Handling), when not the action bar.
	Via string `json:"via,omitempty"`

	Geometry `json:",inline"`
}

// Geometry are the facts of one movement, measured on the table.
type Geometry struct {
	OverlapsShips             []string `json:"overlaps_ships,omitempty" jsonschema:"description=ships the final base overlaps"`
	OverlapsObstacles         []string `json:"overlaps_obstacles,omitempty" jsonschema:"description=obstacles the final base overlaps"`
	TemplateOverlapsObstacles []string `json:"template_overlaps_obstacles,omitempty" jsonschema:"description=obstacles the maneuver template overlaps"`
	OverlapsBombs             []string `json:"overlaps_bombs,omitempty" jsonschema:"description=bomb tokens the base or template overlaps"`
	// TemplateOverlapsBombs are bombs only the template overlaps (a maneuver).
	TemplateOverlapsBombs []string `json:"template_overlaps_bombs,omitempty" jsonschema:"description=bomb tokens only the maneuver template overlaps, not the final base (maneuver)"`
	OutsidePlayArea       bool     `json:"outside_play_area,omitempty" jsonschema:"description=part of the final base is outside the play area"`
	TemplateOutside       bool     `json:"template_outside,omitempty" jsonschema:"description=the template (not the base) leaves the play area"`
}

// ActionAsk asks whether a ship may perform an action now.
type ActionAsk struct {
	Ship   string `json:"ship" jsonschema:"required"`
	Action string `json:"action" jsonschema:"required"`
	Via    string `json:"via,omitempty" jsonschema:"description=card whose Action: header or free action grants it"`
	Free   bool   `json:"free,omitempty"`
}

// AttackAsk is an attack with the facts of its closest-point line.
type AttackAsk struct {
	Attacker string `json:"attacker" jsonschema:"required"`
	Defender string `json:"defender" jsonschema:"required"`
	// LineCrosses are the obstacles the closest-point line inside the
	// attacker's firing arc crosses.
	LineCrosses []string `json:"line_crosses,omitempty"`
	// LineCrossesShips are huge ships (not the defender) whose sections the line passes through.
	LineCrossesShips []string `json:"line_crosses_ships,omitempty"`
	// LineCrossesBombs are bomb tokens the line passes over.
	LineCrossesBombs []string `json:"line_crosses_bombs,omitempty"`
}

// RangeAsk gives the range bands a base touches, measured from a ship.
type RangeAsk struct {
	From string `json:"from" jsonschema:"required"`
	To   string `json:"to" jsonschema:"required"`
	// Touches are the range bands the measured base touches (1–5).
	Touches []int `json:"touches,omitempty"`
	// At is a requirement "at Range N" or "at Range N-M".
	At string `json:"at,omitempty" jsonschema:"description=requirement: at Range N or N-M, e.g. 1-2"`
	// Within is a requirement "within Range N".
	Within int `json:"within,omitempty" jsonschema:"minimum=1,maximum=5"`
	// For is what the range is measured for.
	For string `json:"for,omitempty" jsonschema:"enum=attack,enum=action,enum=ability"`
	// Section of a huge ship the action or card comes from.
	Section string `json:"section,omitempty" jsonschema:"enum=fore,enum=aft"`
}

// SkillAsk asks a ship's pilot skill after its first N changes (all when 0).
type SkillAsk struct {
	Ship  string `json:"ship" jsonschema:"required"`
	After int    `json:"after,omitempty" jsonschema:"minimum=0,description=count only the first N skill changes"`
}

// ManeuverAsk asks the difficulty of a maneuver.
type ManeuverAsk struct {
	Ship     string `json:"ship" jsonschema:"required"`
	Maneuver string `json:"maneuver" jsonschema:"required,description=e.g. turn left 1, bank right 2, straight 3, koiogran 4"`
	// Dial is the colour printed on the ship's dial.
	Dial string `json:"dial" jsonschema:"required,enum=green,enum=white,enum=red"`
	// Effects are difficulty effects the engine does not know by card name.
	Effects []ColourEffect `json:"effects,omitempty"`
}

// ColourEffect treats a maneuver as another colour.
type ColourEffect struct {
	Source string `json:"source" jsonschema:"required"`
	Colour string `json:"colour" jsonschema:"required,enum=green,enum=white,enum=red"`
}

// MoveAsk is a maneuver with the geometry of its template and final position.
type MoveAsk struct {
	Ship     string `json:"ship" jsonschema:"required"`
	Maneuver string `json:"maneuver" jsonschema:"required"`
	Colour   string `json:"colour,omitempty" jsonschema:"enum=green,enum=white,enum=red"`
	// Touching are the ships the mover ends touching after moving back.
	Touching []string `json:"touching,omitempty" jsonschema:"description=ships it ends touching after moving backward along the template"`
	// StoppedShort: moving back from a ship left it short of the obstacle.
	StoppedShort bool `json:"stopped_short,omitempty"`
	Geometry     `json:",inline"`
}

// DialAsk is a dial of another ship type revealed for a ship.
type DialAsk struct {
	Ship     string `json:"ship" jsonschema:"required"`
	DialOf   string `json:"dial_of" jsonschema:"required,description=ship type whose dial was assigned"`
	Revealed string `json:"revealed" jsonschema:"required,description=the maneuver shown, e.g. green straight 1"`
	// OnOwnDial says whether the revealed maneuver is on the ship's own dial.
	OnOwnDial bool `json:"on_own_dial"`
}

// CopiesAsk asks whether every copy of a card on a ship triggers.
type CopiesAsk struct {
	Ship string `json:"ship" jsonschema:"required"`
	Card string `json:"card" jsonschema:"required"`
}

// DiceAsk asks which extra dice one attack of the round rolls.
type DiceAsk struct {
	Ship string `json:"ship" jsonschema:"required"`
	// Attacks are the ship's attacks this round, in order.
	Attacks []AttackRecord `json:"attacks" jsonschema:"required"`
	// Attack is the 1-based attack asked about.
	Attack int `json:"attack" jsonschema:"required,minimum=1"`
}

// AttackRecord is one attack of the round.
type AttackRecord struct {
	Via       string   `json:"via,omitempty" jsonschema:"description=card granting the attack (Gunner)"`
	ExtraDice []string `json:"extra_dice,omitempty" jsonschema:"description=sources of extra attack dice granted for this attack (Jan Ors)"`
	Hit       bool     `json:"hit,omitempty"`
}

// BombAsk is a bomb dropped by a ship.
type BombAsk struct {
	Ship string `json:"ship" jsonschema:"required"`
	Bomb string `json:"bomb" jsonschema:"required,description=bomb type, e.g. Proximity Mines"`
	// Under are the ships whose bases the dropped token lands under.
	Under []string `json:"under,omitempty"`
}

// ValueType is the Go type of a question key's value, for the loader's
// "unknown field" errors (they list the fields a question takes).
func (Question) ValueType(key string) reflect.Type { return Kinds.ValueType(key) }
