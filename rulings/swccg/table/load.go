package table

import (
	"fmt"
	"os"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// LoadFile reads and loads a table-state file.
func LoadFile(path string, db *cards.DB) (*Table, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Load(path, data, db)
}

// Load decodes a table-state file (YAML or JSON) and resolves its cards
// through db, which may be nil when every card is declared absent.
//
// A file that cannot be read as a table state is an error naming
// file:line:col (a *glossary.Error): syntax, unknown fields, wrong types,
// unknown or ambiguous cards, references to cards not on table. A state
// that reads but cannot happen on a real table (a card in two places, two
// versions of one persona, negative attrition) is a Finding instead.
func Load(file string, data []byte, db *cards.DB) (*Table, error) {
	return LoadWith(file, data, func() (*cards.DB, error) { return db, nil })
}

// LoadWith is Load with the card database opened by cardDB the first time
// the file names a card that must come from it: a file declaring every
// card inline needs no database.
func LoadWith(file string, data []byte, cardDB func() (*cards.DB, error)) (*Table, error) {
	st := &State{}
	doc, err := rulings.DecodeYAML(file, data, st)
	if err != nil {
		return nil, err
	}
	l := &loader{file: file, doc: doc, cardDB: cardDB, t: &Table{File: file, State: st}}
	err = l.load()
	if l.dbErr != nil {
		return nil, l.dbErr // the database failed to open: the cause of any error that followed
	}
	if err != nil {
		return nil, err
	}
	return l.t, nil
}

type loader struct {
	file   string
	doc    *rulings.YAMLFile
	cardDB func() (*cards.DB, error)
	db     *cards.DB
	dbErr  error
	opened bool
	t      *Table
}

// cardsDB opens the card database on first use; nil when there is none
// (the caller reports the card it could not resolve) or it failed to
// open (dbErr, returned by LoadWith).
func (l *loader) cardsDB() *cards.DB {
	if !l.opened {
		l.opened = true
		l.db, l.dbErr = l.cardDB()
	}
	return l.db
}

// pos finds the position of a YAML path such as "$.cards[2].card".
func (l *loader) pos(path string) rulings.Pos { return l.doc.Pos(path) }

func (l *loader) errorf(at rulings.Pos, format string, args ...any) error {
	return &glossary.Error{File: l.file, Line: at.Line, Col: at.Col, Err: fmt.Errorf(format, args...)}
}

func (l *loader) find(at rulings.Pos, cite glossary.Ref, format string, args ...any) {
	l.t.Findings = append(l.t.Findings, rulings.Finding{Pos: at, Message: fmt.Sprintf(format, args...), Cite: cite})
}

func (l *loader) load() error {
	st := l.t.State
	if err := l.checkSides(); err != nil {
		return err
	}
	for i := range st.Cards {
		if err := l.resolve(i); err != nil {
			return err
		}
	}
	l.checkAt()
	for i, p := range l.t.Pieces {
		if err := l.link(i, p); err != nil {
			return err
		}
	}
	if err := l.resolveEffects(); err != nil {
		return err
	}
	if err := l.checkTurnRecord(); err != nil {
		return err
	}
	if err := l.checkWholeTable(); err != nil {
		return err
	}
	if err := l.checkPodrace(); err != nil {
		return err
	}
	if err := l.checkBattleWeapons(); err != nil {
		return err
	}
	l.fillExterior()
	l.fillDockingBays()
	for i := range st.Questions {
		q := &st.Questions[i]
		q.Pos = l.pos(fmt.Sprintf("$.questions[%d]", i))
		if err := l.checkQuestion(i, q); err != nil {
			return err
		}
	}
	if err := l.checkMoveState(); err != nil {
		return err
	}
	l.checkPlaces()
	l.checkPersonas()
	l.checkBattle()
	return nil
}

// checkSides rejects a side that is neither dark nor light, wherever one is written.
func (l *loader) checkSides() error {
	st := l.t.State
	check := func(s Side, path string, required bool) error {
		if s == Dark || s == Light || (s == "" && !required) {
			return nil
		}
		return l.errorf(l.pos(path), "side %q: want dark or light", s)
	}
	if err := check(st.Turn, "$.turn", false); err != nil {
		return err
	}
	for i, loc := range st.Locations {
		if err := check(loc.Owner, fmt.Sprintf("$.locations[%d].owner", i), false); err != nil {
			return err
		}
	}
	for i, c := range st.Cards {
		if err := check(c.Owner, fmt.Sprintf("$.cards[%d].owner", i), true); err != nil {
			if c.Owner == "" {
				return l.errorf(l.pos(fmt.Sprintf("$.cards[%d].card", i)), "card %q has no owner: add owner: dark or owner: light", c.Card)
			}
			return err
		}
		switch c.Introduced {
		case "", "initiation", "react", "weapons", "power", "damage":
		default:
			return l.errorf(l.pos(fmt.Sprintf("$.cards[%d].introduced", i)), "introduced %q: want initiation, react, weapons, power or damage", c.Introduced)
		}
		if c.Stacked < 0 {
			return l.errorf(l.pos(fmt.Sprintf("$.cards[%d].stacked", i)), "stacked: %d: the number of cards stacked on %s cannot be negative", c.Stacked, c.Card)
		}
		if r := c.CannotBattle; r != nil {
			if err := check(r.Player, fmt.Sprintf("$.cards[%d].cannot_battle.player", i), false); err != nil {
				return err
			}
		}
	}
	if b := st.Battle; b != nil {
		if err := check(b.Initiator, "$.battle.initiator", false); err != nil {
			return err
		}
		for i, a := range b.DestinyAdders {
			if err := check(a.Side, fmt.Sprintf("$.battle.destiny_adders[%d].side", i), true); err != nil {
				return err
			}
		}
		for i, lim := range b.DestinyLimits {
			if err := check(lim.Side, fmt.Sprintf("$.battle.destiny_limits[%d].side", i), false); err != nil {
				return err
			}
		}
		for _, m := range []struct {
			name string
			keys []Side
		}{{"destiny", keys(b.Destiny)}, {"attrition", keys(b.Attrition)}, {"attrition_modifiers", keys(b.AttritionModifiers)}, {"power", keys(b.Power)}} {
			for _, s := range m.keys {
				if err := check(s, "$.battle."+m.name, true); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func keys[V any](m map[Side]V) []Side {
	out := make([]Side, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func (l *loader) checkQuestion(i int, q *Question) error {
	if err := Kinds.OneKey(&q.Question); err != nil {
		return l.errorf(q.Pos, "%v", err)
	}
	prefix := fmt.Sprintf("$.questions[%d].", i)
	return Kinds.Check(&Checker{l: l, prefix: prefix, key: prefix + q.Key}, &q.Question)
}

// mustName fails unless name is a card on table.
func (l *loader) mustName(name, path string) error {
	if p, how := l.t.Find(name); p != nil {
		if how != "" {
			l.assume(how, fmt.Sprintf(" (line %d)", l.pos(path).Line))
		}
		return nil
	}
	names := make([]string, 0, len(l.t.Pieces))
	for _, p := range l.t.Pieces {
		names = append(names, p.Name)
	}
	msg := fmt.Sprintf("no card %q on table", name)
	if len(names) > 0 {
		msg += " (on table: " + strings.Join(names, ", ") + ")"
	}
	return l.errorf(l.pos(path), "%s", msg)
}
