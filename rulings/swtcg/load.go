package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
)

// Game is the value of the "game:" key that marks a Star Wars TCG table file.
const Game = "swtcg"

// Load decodes a Star Wars TCG table file (YAML or JSON). Anything that
// cannot be read as a table, or that no real table can show (a Space unit
// in the Ground arena, a stack of five, a Pilot on a Droid), is a
// *glossary.Error naming file:line:col.
func Load(file string, data []byte) (*Table, error) {
	st := &State{}
	doc, err := rulings.DecodeYAML(file, data, st)
	if err != nil {
		return nil, err
	}
	l := &loader{YAMLFile: doc, t: &Table{File: file, State: st}}
	if err := l.load(); err != nil {
		return nil, err
	}
	return l.t, nil
}

// loader checks a decoded file; its errors name the file's lines (YAMLFile).
type loader struct {
	*rulings.YAMLFile
	t *Table
}

func (l *loader) load() error {
	st := l.t.State
	if st.Game != Game {
		return l.Errorf("$.game", "game %q: a Star Wars TCG table file starts with game: %s", st.Game, Game)
	}
	if st.Step != "" && !validStep(st.Step) {
		return l.Errorf("$.step", "step %q: want one of %s", st.Step, joinSteps())
	}
	for _, p := range []struct {
		path string
		pl   Player
	}{{"$.players.dark", st.Players.Dark}, {"$.players.light", st.Players.Light}} {
		if p.pl.Force != nil && *p.pl.Force < 0 {
			return l.Errorf(p.path+".force", "Force is never negative")
		}
		if p.pl.BuildPoints != nil && *p.pl.BuildPoints < 0 {
			return l.Errorf(p.path+".build_points", "build points are never negative")
		}
	}
	ids := map[string]bool{}
	for i := range st.Units {
		u := &st.Units[i]
		path := fmt.Sprintf("$.units[%d]", i)
		u.Pos = l.Pos(path)
		if err := l.checkUnit(path, u); err != nil {
			return err
		}
		if u.ID != "" {
			if ids[glossary.Fold(u.ID)] {
				return l.Errorf(path+".id", "two units have the id %q", u.ID)
			}
			ids[glossary.Fold(u.ID)] = true
		}
	}
	if err := l.checkLocations(); err != nil {
		return err
	}
	for i := range st.Hand {
		if err := l.checkCard(fmt.Sprintf("$.hand[%d]", i), &st.Hand[i]); err != nil {
			return err
		}
	}
	if a := st.Attack; a != nil {
		if err := l.checkAttack(a); err != nil {
			return err
		}
	}
	for i := range st.Questions {
		q := &st.Questions[i]
		path := fmt.Sprintf("$.questions[%d]", i)
		q.Pos = l.Pos(path)
		if err := l.checkQuestion(path, q); err != nil {
			return err
		}
	}
	return nil
}

func validStep(s Step) bool {
	for _, x := range Steps {
		if x == s {
			return true
		}
	}
	return false
}

func joinSteps() string {
	out := make([]string, len(Steps))
	for i, s := range Steps {
		out[i] = string(s)
	}
	return strings.Join(out, ", ")
}

var reVersion = lazyregexp.New(`^[A-Z]$`)

// checkCard checks what any printed card must satisfy.
func (l *loader) checkCard(path string, c *Card) error {
	if strings.TrimSpace(c.Name) == "" {
		return l.Errorf(path, "a card needs a name")
	}
	if c.Version != "" && !reVersion().MatchString(c.Version) {
		return l.Errorf(path+".version", "version %q: a version is one capital letter, A to Z", c.Version)
	}
	switch c.Type {
	case "", SpaceUnit, GroundUnit, CharacterUnit, BattleCard, MissionCard, LocationCard:
	default:
		return l.Errorf(path+".type", "type %q: want space, ground, character, battle, mission or location", c.Type)
	}
	for _, n := range []struct {
		key string
		v   *int
	}{{"cost", c.Cost}, {"speed", c.Speed}, {"power", c.Power}, {"health", c.Health}} {
		if n.v != nil && *n.v < 0 {
			return l.Errorf(path+"."+n.key, "%s %d: printed numbers are never negative", n.key, *n.v)
		}
	}
	if err := l.checkKeywords(path+".keywords", c.Keywords); err != nil {
		return err
	}
	if p := c.PilotAbility; p != nil {
		if c.Type != "" && c.Type != CharacterUnit {
			return l.Errorf(path+".pilot_ability", "only Characters have the Pilot ability; this card is a %s card", c.Type)
		}
		if strings.TrimSpace(p.Subtype) == "" {
			return l.Errorf(path+".pilot_ability", "a Pilot ability names the subtype it pilots (subtype: Starfighter)")
		}
		if err := l.checkKeywords(path+".pilot_ability.keywords", p.Keywords); err != nil {
			return err
		}
	}
	if c.Type == LocationCard && locationArena(c) == "" {
		return l.Errorf(path+".subtypes", "a Location's subtype is its arena: add subtypes: [Space], [Ground] or [Character]")
	}
	return nil
}

func (l *loader) checkKeywords(path string, k Keywords) error {
	for _, n := range []struct {
		key string
		v   int
	}{{"accuracy", k.Accuracy}, {"bombard", k.Bombard}, {"critical_hit", k.CriticalHit}, {"deflect", k.Deflect}, {"evade", k.Evade}, {"ion_cannon", k.IonCannon}, {"shields", k.Shields}, {"stun", k.Stun}, {"retaliate", k.Retaliate}} {
		if n.v < 0 {
			return l.Errorf(path+"."+n.key, "%s %d: keyword numbers are never negative", n.key, n.v)
		}
	}
	return nil
}

// checkUnit checks a unit, its stack and its Pilot.
func (l *loader) checkUnit(path string, u *Unit) error {
	if err := l.checkCard(path, &u.Card); err != nil {
		return err
	}
	if u.Owner != Dark && u.Owner != Light {
		return l.Errorf(path+".owner", "owner %q: want dark or light", u.Owner)
	}
	if !isUnitType(u.Type) && !(u.Type == LocationCard && u.In != BuildZone) {
		return l.Errorf(path+".type", "a unit's type is space, ground or character (a Location may sit in its arena); got %q", u.Type)
	}
	switch u.In {
	case string(Space), string(Ground), string(Character), BuildZone:
	default:
		return l.Errorf(path+".in", "in %q: want space, ground, character or build_zone", u.In)
	}
	if u.Type == LocationCard {
		if Arena(u.In) != locationArena(&u.Card) {
			return l.Errorf(path+".in", "%s is a %s Location; it can be only in the %s arena", u.Name, locationArena(&u.Card), locationArena(&u.Card))
		}
		if len(u.Beneath) > 0 || u.Pilot != nil {
			return l.Errorf(path, "a Location is not a unit: it has no stack and no Pilot")
		}
		return nil
	}
	if u.In != BuildZone && u.In != string(u.Type) {
		return l.Errorf(path+".in", "%s is a %s unit; it can be only in the %s arena or the build zone", u.Name, u.Type, u.Type)
	}
	if u.Damage < 0 {
		return l.Errorf(path+".damage", "damage counters are never negative")
	}
	if u.Deployed < 0 {
		return l.Errorf(path+".deployed", "deployed is an order, 1 or more")
	}
	if err := l.checkStack(path, u.Card, u.Beneath); err != nil {
		return err
	}
	if p := u.Pilot; p != nil {
		pp := path + ".pilot"
		if err := l.checkCard(pp, &p.Card); err != nil {
			return err
		}
		if p.Type != "" && p.Type != CharacterUnit || p.PilotAbility == nil {
			return l.Errorf(pp, "only a Character with a Pilot ability (pilot_ability:) can sit on a unit")
		}
		if u.Type == CharacterUnit {
			return l.Errorf(pp, "a Pilot sits only on a Space or Ground unit")
		}
		if p.Damage < 0 {
			return l.Errorf(pp+".damage", "damage counters are never negative")
		}
		if err := l.checkStack(pp, p.Card, p.Beneath); err != nil {
			return err
		}
	}
	return nil
}

// checkStack applies the stacking rules that no table can break.
func (l *loader) checkStack(path string, top Card, beneath []Card) error {
	if len(beneath) == 0 {
		return nil
	}
	if top.Version == "" {
		return l.Errorf(path+".version", "%s has cards beneath it but no version letter: only unique cards stack", top.Name)
	}
	if 1+len(beneath) > 4 {
		return l.Errorf(path+".beneath", "a stack holds at most 4 cards; this one has %d", 1+len(beneath))
	}
	seen := map[string]bool{top.Version: true}
	for i := range beneath {
		c := &beneath[i]
		bp := fmt.Sprintf("%s.beneath[%d]", path, i)
		if err := l.checkCard(bp, c); err != nil {
			return err
		}
		if c.Version == "" {
			return l.Errorf(bp, "%s has no version letter: only unique cards stack", c.Name)
		}
		if !sameUniqueName(c.Name, top.Name) {
			return l.Errorf(bp+".name", "%s cannot be in a stack of %s: stacked cards share a name", c.Name, top.Name)
		}
		if seen[c.Version] {
			return l.Errorf(bp+".version", "two cards of version %s in one stack", c.Version)
		}
		seen[c.Version] = true
	}
	return nil
}

// checkLocations: at most one Location in each arena, whoever owns it.
func (l *loader) checkLocations() error {
	seen := map[string]string{}
	for i, u := range l.t.State.Units {
		if u.Type != LocationCard {
			continue
		}
		if prev, ok := seen[u.In]; ok {
			return l.Errorf(fmt.Sprintf("$.units[%d]", i), "the %s arena already has a Location (%s): only 1 Location can be in each arena", u.In, prev)
		}
		seen[u.In] = u.Name
	}
	return nil
}

func (l *loader) checkAttack(a *Attack) error {
	for _, r := range []struct{ key, ref string }{{"attacker", a.Attacker}, {"defender", a.Defender}} {
		if err := l.mustUnit("$.attack."+r.key, r.ref); err != nil {
			return err
		}
	}
	switch a.Mode {
	case "", "normal", "bombard", "ion_cannon":
	default:
		return l.Errorf("$.attack.mode", "mode %q: want normal, bombard or ion_cannon", a.Mode)
	}
	for i, d := range a.Dice {
		if d < 1 || d > 6 {
			return l.Errorf(fmt.Sprintf("$.attack.dice[%d]", i), "a die shows 1 to 6, not %d", d)
		}
	}
	if a.Prevented < 0 {
		return l.Errorf("$.attack.prevented", "prevented damage is never negative")
	}
	return nil
}

// mustRef fails unless ref names exactly one unit or Pilot.
func (l *loader) mustRef(path, ref string) error {
	switch ps := l.t.find(ref); len(ps) {
	case 1:
		return nil
	case 0:
		return l.Errorf(path, "no unit or Pilot %q on the table (on the table: %s)", ref, l.t.labels())
	default:
		return l.Errorf(path, "%q names %d cards; give the units an id: and use it", ref, len(ps))
	}
}

// mustUnit is mustRef, excluding Pilots sitting on units.
func (l *loader) mustUnit(path, ref string) error {
	if err := l.mustRef(path, ref); err != nil {
		return err
	}
	if l.t.piece(ref).Pilot != nil {
		return l.Errorf(path, "%q is a Pilot sitting on %s: a Pilot on a unit isn't a unit", ref, l.t.piece(ref).Unit.label())
	}
	if l.t.piece(ref).Unit.Type == LocationCard {
		return l.Errorf(path, "%q is a Location, not a unit", ref)
	}
	return nil
}

func (l *loader) checkQuestion(path string, q *Question) error {
	if err := Kinds.OneKey(&q.Question); err != nil {
		return l.Errorf(path, "%v", err)
	}
	return Kinds.Check(&checker{l, path + "." + q.Key}, &q.Question)
}

// checker is what a rule's Check sees: the loader, and the YAML path of
// the question's value for its errors.
type checker struct {
	*loader
	path string
}

// side fails unless s is dark or light.
func (c *checker) side(s Side) error {
	if s != Dark && s != Light {
		return c.Errorf(c.path, "side %q: want dark or light", s)
	}
	return nil
}

// ref fails unless name is a unit or Pilot on table.
func (c *checker) ref(name string) error { return c.mustRef(c.path, name) }

// attackUnderWay fails unless the file has the attack the question rules on.
func (c *checker) attackUnderWay() error {
	if c.t.State.Attack == nil {
		return c.Errorf(c.path, "this question rules on the attack under way: add attack: {attacker, defender, dice}")
	}
	return nil
}
