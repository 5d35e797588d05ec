package table

import "github.com/judge-swccg/judge/rulings"

// Question is one thing the judge asks; exactly one field is set (a YAML
// map with one key naming the question).
type Question struct {
	// Immunity asks whether the named card is protected from the attrition
	// at the start of the damage segment, and at what level.
	Immunity string `json:"immunity,omitempty" jsonschema:"description=card: immune to the attrition against it?"`
	// Forfeit asks what the player must forfeit for attrition and battle damage.
	Forfeit Side `json:"forfeit,omitempty" jsonschema:"enum=dark,enum=light,description=player: what must they forfeit?"`
	// CheckForfeit asks whether a proposed set of forfeits and Force losses is legal.
	CheckForfeit *Proposal `json:"check_forfeit,omitempty"`
	// LoseImmunity asks whether an action whose cost is that the named card
	// loses immunity to attrition may be initiated.
	LoseImmunity string `json:"lose_immunity,omitempty" jsonschema:"description=card: may an action making it lose immunity be initiated?"`
	// BattleDestiny asks how many battle destiny the player may draw.
	BattleDestiny Side `json:"battle_destiny,omitempty" jsonschema:"enum=dark,enum=light,description=player: how many battle destiny may they draw?"`
	// Participation asks whether the named card participates in the battle,
	// and whether it is excluded or only inactive.
	Participation string `json:"participation,omitempty" jsonschema:"description=card: does it participate in the battle?"`
	// DeployPersona asks whether deploying a card from hand is legal under the persona rules.
	DeployPersona *Deployment `json:"deploy_persona,omitempty"`
	// Replace asks whether a character on table may be persona-replaced.
	Replace *Replacement `json:"replace,omitempty"`
	// Uniqueness asks whether another copy of a card may go on table.
	Uniqueness *Deployment `json:"uniqueness,omitempty"`
	// Move asks whether a move is legal, which kind it is and what it costs.
	Move *Move `json:"move,omitempty"`

	// --- converting, crossing over, attacks, draw phase and end of turn ---
	// Convert asks whether a card converts to the other side, and what it keeps.
	Convert *Conversion `json:"convert,omitempty"`
	// CrossOver asks what changes when the named character crosses over.
	CrossOver string `json:"cross_over,omitempty" jsonschema:"description=character: what changes when it crosses over?"`
	// Attack asks how a creature attack goes.
	Attack *Attack `json:"attack,omitempty"`
	// Draw asks whether a player may take an action in the draw phase or at end of turn.
	Draw *DrawAction `json:"draw,omitempty"`
	// HandDuplicates asks which cards of a hand count as duplicates (Monnok).
	HandDuplicates *HandCheck `json:"hand_duplicates,omitempty"`
	// Deploy asks whether a card may deploy there now, and at what cost.
	Deploy *Deploy `json:"deploy,omitempty"`

	Pos rulings.Pos `json:"-"`
}

// Proposal is a player's way of satisfying hits, attrition and battle damage.
type Proposal struct {
	Player    Side     `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Forfeit   []string `json:"forfeit,omitempty" jsonschema:"description=cards forfeited, by name or label"`
	LoseForce float64  `json:"lose_force,omitempty" jsonschema:"minimum=0"`
}

// Kind names the question asked, as its YAML key.
func (q Question) Kind() string {
	switch {
	case q.Immunity != "":
		return "immunity"
	case q.Forfeit != "":
		return "forfeit"
	case q.CheckForfeit != nil:
		return "check_forfeit"
	case q.LoseImmunity != "":
		return "lose_immunity"
	case q.BattleDestiny != "":
		return "battle_destiny"
	case q.Participation != "":
		return "participation"
	case q.DeployPersona != nil:
		return "deploy_persona"
	case q.Replace != nil:
		return "replace"
	case q.Uniqueness != nil:
		return "uniqueness"
	case q.Convert != nil:
		return "convert"
	case q.CrossOver != "":
		return "cross_over"
	case q.Attack != nil:
		return "attack"
	case q.Draw != nil:
		return "draw"
	case q.HandDuplicates != nil:
		return "hand_duplicates"
	case q.Move != nil:
		return "move"
	case q.Deploy != nil:
		return "deploy"
	}
	return ""
}

// Position is where the file asks the question.
func (q Question) Position() rulings.Pos { return q.Pos }
