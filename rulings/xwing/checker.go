package xwing

import "fmt"

// question checks the i-th question: one registered key, then its rule's Check.
func (l *loader) question(i int, q *Question) error {
	path := fmt.Sprintf("$.questions[%d]", i)
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

// notSelf rejects a ship overlapping itself.
func (l *loader) notSelf(ship string, list []string, path string) error {
	for j, n := range list {
		if l.t.Ship(n) == l.t.Ship(ship) {
			return l.Errorf(fmt.Sprintf("%s[%d]", path, j), "%s cannot overlap itself", ship)
		}
	}
	return nil
}

func (l *loader) mustHuge(name, path string) error {
	return l.hugeFor(name, path, "only huge ships obstruct as ships")
}

// hugeFor fails unless name is a huge ship of the table; why ends the
// error ("only huge ships gain energy").
func (l *loader) hugeFor(name, path, why string) error {
	if err := l.mustShip(name, path); err != nil {
		return err
	}
	if s := l.t.Ship(name); s.Size != "huge" {
		return l.Errorf(path, "%s is a %s ship: %s", s.Name(), s.Size, why)
	}
	return nil
}
