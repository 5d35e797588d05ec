// Package xwing answers questions about an X-Wing Miniatures (1st edition)
// table with rulings citing the FFG X-Wing FAQ (family "xwing-faq").
//
// There is no card database for X-Wing: a table file declares its ships,
// pilots and upgrades inline, and gives geometry as facts (which templates
// overlap what, whether a line crosses an obstacle, which range bands a
// base touches), never as coordinates. Load reads such a file, Rules
// lists the rules, Run answers every question of a table.
package xwing

import (
	"github.com/judge-swccg/judge/rulings"
)

// State is one X-Wing table file.
type State struct {
	Game string `json:"game" jsonschema:"required,enum=xwing,description=card or miniatures game of the file; xwing for this format"`
	// Round is the current game round, for the record.
	Round int `json:"round,omitempty" jsonschema:"minimum=0"`
	// Initiative is the player with initiative (breaks pilot-skill ties).
	Initiative string `json:"initiative,omitempty" jsonschema:"description=player with initiative"`

	Ships     []Ship     `json:"ships,omitempty"`
	Obstacles []Obstacle `json:"obstacles,omitempty"`
	Bombs     []Bomb     `json:"bombs,omitempty"`

	Questions []Question `json:"questions"`
}

// Ship is one ship in the play area.
type Ship struct {
	// Pilot is the pilot card's name; questions name the ship by Label,
	// else by Pilot, so two ships may share a pilot only with labels.
	Pilot string `json:"pilot" jsonschema:"required"`
	Label string `json:"label,omitempty" jsonschema:"description=name telling apart two ships with the same pilot"`
	// Player owns the ship; ships of one player are friendly.
	Player string `json:"player" jsonschema:"required,description=owning player or faction; same value means friendly"`
	// Ship is the ship type (X-wing, YT-2400, CR90), for the record.
	Ship string `json:"ship,omitempty"`
	Size string `json:"size" jsonschema:"required,enum=small,enum=large,enum=huge"`
	// Unique: the pilot card's name has the unique bullet; Epic: the
	// Ship card has the epic icon (squad legality).
	Unique bool `json:"unique,omitempty" jsonschema:"description=the pilot card's name has the unique bullet"`
	Epic   bool `json:"epic,omitempty" jsonschema:"description=the Ship card has the epic icon"`

	// PilotSkill is the printed pilot skill; SkillChanges alter it, in
	// the order they happened.
	PilotSkill   int           `json:"pilot_skill" jsonschema:"minimum=0"`
	SkillChanges []SkillChange `json:"skill_changes,omitempty"`
	// Agility is the printed agility; AgilityChanges add to it.
	Agility        int           `json:"agility,omitempty" jsonschema:"minimum=0"`
	AgilityChanges []ValueChange `json:"agility_changes,omitempty"`

	Stress int `json:"stress,omitempty" jsonschema:"minimum=0,description=stress tokens"`
	// TargetLock is the lock this ship holds (its blue token), if any.
	TargetLock *HeldLock `json:"target_lock,omitempty" jsonschema:"description=the target lock this ship holds"`
	Ion        int       `json:"ion,omitempty" jsonschema:"minimum=0,description=ion tokens"`
	Cloaked    bool      `json:"cloaked,omitempty" jsonschema:"description=has a cloak token"`
	// Reinforce is the section a huge ship's reinforce token is next to.
	Reinforce string `json:"reinforce,omitempty" jsonschema:"enum=fore,enum=aft,description=section of a huge ship its reinforce token is assigned to"`

	// Actions is the action bar.
	Actions []string `json:"actions,omitempty" jsonschema:"description=action bar: focus, evade, target lock, barrel roll, boost, cloak, recover, reinforce, coordinate, jam"`
	// ActionsThisRound are the actions performed so far this round.
	ActionsThisRound []TakenAction `json:"actions_this_round,omitempty"`
	// BombsDropped is how many bombs the ship dropped this round.
	BombsDropped int `json:"bombs_dropped,omitempty" jsonschema:"minimum=0"`

	Upgrades []Upgrade `json:"upgrades,omitempty"`
	// Damage are the faceup Damage cards assigned to the ship.
	Damage []string `json:"damage,omitempty" jsonschema:"description=faceup Damage cards"`

	Pos rulings.Pos `json:"-"`
}

// HeldLock is a target lock a ship holds: the ship it is on, and the
// section when that ship is huge.
type HeldLock struct {
	On      string `json:"on" jsonschema:"required,description=the locked ship"`
	Section string `json:"section,omitempty" jsonschema:"enum=fore,enum=aft,description=the locked section of a huge ship"`
}

// SkillChange is one effect altering pilot skill; exactly one of Add,
// Set and Copy is given.
type SkillChange struct {
	Source string `json:"source" jsonschema:"required,description=card or ability making the change"`
	Add    *int   `json:"add,omitempty" jsonschema:"description=added to the pilot skill (Veteran Instincts: 2)"`
	Set    *int   `json:"set,omitempty" jsonschema:"minimum=0,description=pilot skill set to this (Damaged Cockpit: 0)"`
	// Copy takes the pilot skill of another ship (Swarm Tactics).
	Copy string `json:"copy,omitempty" jsonschema:"description=ship whose pilot skill this ship uses (Swarm Tactics)"`
	// Round is the round the change happened: Damaged Cockpit flipped
	// faceup in the current round applies only from the next.
	Round int `json:"round,omitempty" jsonschema:"minimum=1,description=round the change happened (Damaged Cockpit: the round it was flipped faceup)"`

	Pos rulings.Pos `json:"-"`
}

// ValueChange adds to a value such as agility.
type ValueChange struct {
	Source string `json:"source" jsonschema:"required"`
	Add    int    `json:"add"`
}

// TakenAction is an action performed this round, with the card granting
// it when it came from one.
type TakenAction struct {
	Action string `json:"action" jsonschema:"required"`
	Card   string `json:"card,omitempty" jsonschema:"description=upgrade or damage card whose Action: header granted it"`
}

// Upgrade is an equipped upgrade card.
type Upgrade struct {
	Name string `json:"name" jsonschema:"required"`
	// Action marks a card whose ability needs an action ("Action:" header).
	Action bool `json:"action,omitempty"`
	// What squad legality reads of the card: its kind, unique bullet and
	// labels.
	Type         string `json:"type,omitempty" jsonschema:"description=upgrade type, e.g. modification, title, crew, astromech (modifications and titles are limited to one per ship)"`
	Unique       bool   `json:"unique,omitempty" jsonschema:"description=the card's name has the unique bullet"`
	Limited      bool   `json:"limited,omitempty" jsonschema:"description=labelled Limited: one copy per ship"`
	HugeOnly     bool   `json:"huge_only,omitempty" jsonschema:"description=labelled Huge ship only"`
	Faction      string `json:"faction,omitempty" jsonschema:"enum=rebel,enum=imperial,description=labelled Rebel only or Imperial only"`
	RestrictedTo string `json:"restricted_to,omitempty" jsonschema:"description=the ship type a modification or title is restricted to"`
}

// Obstacle is an asteroid or debris token.
type Obstacle struct {
	Name string `json:"name" jsonschema:"required"`
	Kind string `json:"kind,omitempty" jsonschema:"enum=asteroid,enum=debris,enum=huge ship"`
}

// Bomb is a bomb token in the play area.
type Bomb struct {
	Name string `json:"name" jsonschema:"required"`
	Kind string `json:"kind" jsonschema:"required,description=bomb type, e.g. Proximity Mines"`
}
