package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Table is a loaded X-Wing table file.
type Table struct {
	File  string
	State *State
	ships map[string]*Ship
}

// Ship finds a ship by label or pilot name (folded); nil when absent.
func (t *Table) Ship(name string) *Ship { return t.ships[glossary.Fold(name)] }

// Name is how questions and rulings name the ship.
func (s *Ship) Name() string {
	if s.Label != "" {
		return s.Label
	}
	return s.Pilot
}

// Load decodes an X-Wing table file (YAML or JSON). A file that is not a
// possible table, or asks about ships, obstacles or templates it does not
// have, is a *glossary.Error naming file:line:col.
func Load(file string, data []byte) (*Table, error) {
	st := &State{}
	doc, err := rulings.DecodeYAML(file, data, st)
	if err != nil {
		return nil, err
	}
	l := &loader{YAMLFile: doc, t: &Table{File: file, State: st, ships: map[string]*Ship{}}}
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
	if st.Game != "xwing" {
		return l.Errorf("$.game", "game %q: an X-Wing table file starts with game: xwing", st.Game)
	}
	if st.Round < 0 {
		return l.Errorf("$.round", "round %d: want 0 or more", st.Round)
	}
	for i := range st.Ships {
		if err := l.ship(i); err != nil {
			return err
		}
	}
	for i := range st.Ships {
		if err := l.skillChanges(i); err != nil {
			return err
		}
	}
	for i, s := range st.Ships {
		if err := l.heldLock(i, s); err != nil {
			return err
		}
	}
	if err := l.tokens(); err != nil {
		return err
	}
	for i := range st.Questions {
		q := &st.Questions[i]
		q.Pos = l.Pos(fmt.Sprintf("$.questions[%d]", i))
		if err := l.question(i, q); err != nil {
			return err
		}
	}
	return nil
}

// Action names an action bar may show.
var actionNames = []string{"focus", "evade", "target lock", "barrel roll", "boost", "cloak", "recover", "reinforce", "coordinate", "jam"}

func knownAction(a string) bool {
	for _, n := range actionNames {
		if n == a {
			return true
		}
	}
	return false
}

func (l *loader) ship(i int) error {
	s := &l.t.State.Ships[i]
	path := fmt.Sprintf("$.ships[%d]", i)
	s.Pos = l.Pos(path)
	if strings.TrimSpace(s.Pilot) == "" {
		return l.Errorf(path, "a ship needs pilot: the pilot card's name")
	}
	if strings.TrimSpace(s.Player) == "" {
		return l.Errorf(path+".pilot", "ship %q has no player: add player: (the same value for friendly ships)", s.Name())
	}
	key := glossary.Fold(s.Name())
	if l.t.ships[key] != nil {
		return l.Errorf(path+".pilot", "two ships are named %q: give one a label", s.Name())
	}
	l.t.ships[key] = s
	switch s.Size {
	case "small", "large", "huge":
	default:
		return l.Errorf(path+".size", "size %q: want small, large or huge", s.Size)
	}
	for _, n := range []struct {
		field string
		v     int
	}{{"pilot_skill", s.PilotSkill}, {"agility", s.Agility}, {"stress", s.Stress}, {"ion", s.Ion}, {"bombs_dropped", s.BombsDropped}} {
		if n.v < 0 {
			return l.Errorf(path+"."+n.field, "%s %d: a ship cannot have less than 0", n.field, n.v)
		}
	}
	if s.Reinforce != "" {
		if err := l.section(s, s.Reinforce, path+".reinforce"); err != nil {
			return err
		}
	}
	for j, a := range s.Actions {
		if !knownAction(a) {
			return l.Errorf(fmt.Sprintf("%s.actions[%d]", path, j), "action %q: want one of %s", a, strings.Join(actionNames, ", "))
		}
	}
	for j, a := range s.ActionsThisRound {
		if strings.TrimSpace(a.Action) == "" {
			return l.Errorf(fmt.Sprintf("%s.actions_this_round[%d]", path, j), "an action taken needs action: its name")
		}
	}
	for j, u := range s.Upgrades {
		if strings.TrimSpace(u.Name) == "" {
			return l.Errorf(fmt.Sprintf("%s.upgrades[%d]", path, j), "an upgrade needs name:")
		}
	}
	return nil
}

func (l *loader) skillChanges(i int) error {
	s := &l.t.State.Ships[i]
	for j := range s.SkillChanges {
		c := &s.SkillChanges[j]
		path := fmt.Sprintf("$.ships[%d].skill_changes[%d]", i, j)
		c.Pos = l.Pos(path)
		n := 0
		for _, set := range []bool{c.Add != nil, c.Set != nil, c.Copy != ""} {
			if set {
				n++
			}
		}
		if n != 1 {
			return l.Errorf(path, "a skill change has exactly one of add, set and copy; this one has %d", n)
		}
		if c.Set != nil && *c.Set < 0 {
			return l.Errorf(path+".set", "set %d: pilot skill cannot be below 0", *c.Set)
		}
		if c.Copy != "" {
			if err := l.mustShip(c.Copy, path+".copy"); err != nil {
				return err
			}
		}
	}
	return nil
}

// tokens checks obstacle and bomb names are given and unique.
func (l *loader) tokens() error {
	seen := map[string]bool{}
	for i, o := range l.t.State.Obstacles {
		path := fmt.Sprintf("$.obstacles[%d]", i)
		if strings.TrimSpace(o.Name) == "" {
			return l.Errorf(path, "an obstacle needs name:")
		}
		switch o.Kind {
		case "", "asteroid", "debris", "huge ship":
		default:
			return l.Errorf(path+".kind", "obstacle kind %q: want asteroid, debris or huge ship", o.Kind)
		}
		if seen[glossary.Fold(o.Name)] {
			return l.Errorf(path+".name", "two obstacles are named %q", o.Name)
		}
		seen[glossary.Fold(o.Name)] = true
	}
	for i, b := range l.t.State.Bombs {
		path := fmt.Sprintf("$.bombs[%d]", i)
		if strings.TrimSpace(b.Name) == "" || strings.TrimSpace(b.Kind) == "" {
			return l.Errorf(path, "a bomb token needs name: and kind:")
		}
		if seen[glossary.Fold(b.Name)] {
			return l.Errorf(path+".name", "two tokens are named %q", b.Name)
		}
		seen[glossary.Fold(b.Name)] = true
	}
	return nil
}

// mustShip fails unless name is a ship of the table.
func (l *loader) mustShip(name, path string) error {
	if l.t.Ship(name) != nil {
		return nil
	}
	names := make([]string, 0, len(l.t.State.Ships))
	for _, s := range l.t.State.Ships {
		names = append(names, s.Name())
	}
	msg := fmt.Sprintf("no ship %q in the play area", name)
	if len(names) > 0 {
		msg += " (ships: " + strings.Join(names, ", ") + ")"
	}
	return l.Errorf(path, "%s", msg)
}

func (l *loader) mustObstacle(name, path string) error {
	for _, o := range l.t.State.Obstacles {
		if glossary.Fold(o.Name) == glossary.Fold(name) {
			return nil
		}
	}
	return l.Errorf(path, "no obstacle %q: declare it under obstacles:", name)
}

func (l *loader) mustBomb(name, path string) error {
	for _, b := range l.t.State.Bombs {
		if glossary.Fold(b.Name) == glossary.Fold(name) {
			return nil
		}
	}
	return l.Errorf(path, "no bomb token %q: declare it under bombs:", name)
}

// names checks every name of a list with check.
func (l *loader) names(list []string, path string, check func(name, path string) error) error {
	for j, n := range list {
		if err := check(n, fmt.Sprintf("%s[%d]", path, j)); err != nil {
			return err
		}
	}
	return nil
}

func (l *loader) geometry(g *Geometry, path string) error {
	if err := l.names(g.OverlapsShips, path+".overlaps_ships", l.mustShip); err != nil {
		return err
	}
	if err := l.names(g.OverlapsObstacles, path+".overlaps_obstacles", l.mustObstacle); err != nil {
		return err
	}
	if err := l.names(g.TemplateOverlapsObstacles, path+".template_overlaps_obstacles", l.mustObstacle); err != nil {
		return err
	}
	if err := l.names(g.TemplateOverlapsBombs, path+".template_overlaps_bombs", l.mustBomb); err != nil {
		return err
	}
	return l.names(g.OverlapsBombs, path+".overlaps_bombs", l.mustBomb)
}

// heldLock checks the lock a ship holds is on another ship of the table,
// on one section when that ship is huge.
func (l *loader) heldLock(i int, s Ship) error {
	if s.TargetLock == nil {
		return nil
	}
	path := fmt.Sprintf("$.ships[%d].target_lock", i)
	if err := l.mustShip(s.TargetLock.On, path+".on"); err != nil {
		return err
	}
	on := l.t.Ship(s.TargetLock.On)
	if on == l.t.Ship(s.Name()) {
		return l.Errorf(path+".on", "%s cannot hold a target lock on itself", s.Name())
	}
	return l.section(on, s.TargetLock.Section, path+".section")
}

// section checks a section is named exactly when the ship is huge.
func (l *loader) section(s *Ship, section, path string) error {
	switch {
	case s.Size == "huge" && section != "fore" && section != "aft":
		return l.Errorf(path, "%s is a huge ship: say which section, fore or aft", s.Name())
	case s.Size != "huge" && section != "":
		return l.Errorf(path, "%s is a %s ship: only huge ships have sections", s.Name(), s.Size)
	}
	return nil
}
