package xwing

import (
	"github.com/judge-swccg/judge/rulings"
)

// Question is one thing the judge asks; exactly one field is set (a YAML
// map with one key naming the question).
type Question struct {
	Boost      *Reposition  `json:"boost,omitempty" jsonschema:"description=may the ship boost with this template?"`
	BarrelRoll *Reposition  `json:"barrel_roll,omitempty" jsonschema:"description=may the ship barrel roll this way?"`
	Decloak    *Reposition  `json:"decloak,omitempty" jsonschema:"description=may the ship decloak this way?"`
	Action     *ActionAsk   `json:"action,omitempty" jsonschema:"description=may the ship perform this action now?"`
	Obstructed *AttackAsk   `json:"obstructed,omitempty" jsonschema:"description=is this attack obstructed?"`
	Range      *RangeAsk    `json:"range,omitempty" jsonschema:"description=at what range is the other ship, and is a requirement met?"`
	PilotSkill *SkillAsk    `json:"pilot_skill,omitempty" jsonschema:"description=what is the ship's pilot skill?"`
	Agility    string       `json:"agility,omitempty" jsonschema:"description=ship: what is its agility?"`
	Difficulty *ManeuverAsk `json:"difficulty,omitempty" jsonschema:"description=what colour is this maneuver for the ship?"`
	Order      string       `json:"order,omitempty" jsonschema:"enum=activation,enum=combat,description=in what order do ships activate or attack?"`
	Maneuver   *MoveAsk     `json:"maneuver,omitempty" jsonschema:"description=what happens when this maneuver overlaps ships or obstacles?"`
	WrongDial  *DialAsk     `json:"wrong_dial,omitempty" jsonschema:"description=a dial of another ship type was revealed: what does the ship do?"`
	Copies     *CopiesAsk   `json:"copies,omitempty" jsonschema:"description=do all copies of a card on one ship trigger?"`
	AttackDice *DiceAsk     `json:"attack_dice,omitempty" jsonschema:"description=which extra attack dice does this attack roll?"`
	DropBomb   *BombAsk     `json:"drop_bomb,omitempty" jsonschema:"description=may the ship drop this bomb, and does it detonate?"`

	Pos rulings.Pos `json:"-"`
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
	OutsidePlayArea           bool     `json:"outside_play_area,omitempty" jsonschema:"description=part of the final base is outside the play area"`
	TemplateOutside           bool     `json:"template_outside,omitempty" jsonschema:"description=the template (not the base) leaves the play area"`
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

// Kind names the question asked, as its YAML key.
func (q Question) Kind() string {
	switch {
	case q.Boost != nil:
		return "boost"
	case q.BarrelRoll != nil:
		return "barrel_roll"
	case q.Decloak != nil:
		return "decloak"
	case q.Action != nil:
		return "action"
	case q.Obstructed != nil:
		return "obstructed"
	case q.Range != nil:
		return "range"
	case q.PilotSkill != nil:
		return "pilot_skill"
	case q.Agility != "":
		return "agility"
	case q.Difficulty != nil:
		return "difficulty"
	case q.Order != "":
		return "order"
	case q.Maneuver != nil:
		return "maneuver"
	case q.WrongDial != nil:
		return "wrong_dial"
	case q.Copies != nil:
		return "copies"
	case q.AttackDice != nil:
		return "attack_dice"
	case q.DropBomb != nil:
		return "drop_bomb"
	}
	return ""
}

// count is how many question keys are set.
func (q Question) count() int {
	n := 0
	for _, set := range []bool{q.Boost != nil, q.BarrelRoll != nil, q.Decloak != nil, q.Action != nil, q.Obstructed != nil,
		q.Range != nil, q.PilotSkill != nil, q.Agility != "", q.Difficulty != nil, q.Order != "", q.Maneuver != nil,
		q.WrongDial != nil, q.Copies != nil, q.AttackDice != nil, q.DropBomb != nil} {
		if set {
			n++
		}
	}
	return n
}

// Position is where the file asks the question.
func (q Question) Position() rulings.Pos { return q.Pos }
