package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var refEHErrata = faq("Section 1: Errata", "Expert Handling")

// ActionGate rules whether a ship may perform an action now.
var ActionGate = register(&Rule[*ActionAsk]{
	ID:       "xwing-action",
	Title:    "Whether a ship may perform an action",
	Question: "action",
	Schema:   "description=may the ship perform this action now?",
	Check:    checkAction,
	Describe: describeAction,
	Doc: `A stressed ship performs no action, free ones included; a ship performs
the same action once per round, and a card's action once per round however
many copies it has; an action comes from the action bar (not with Damaged
Sensor Array faceup) or from an equipped card; huge ships take no free actions.`,
	Cites: refs(refStressedIonized, refAdvCloak, refExpertHandling, qSameCardAction, qMoreTokens, refDamagedSensor, refHugeFree),
	Run: func(t *Table, q *ActionAsk) rulings.Ruling {
		var r rulings.Ruling
		a := q
		s := t.Ship(a.Ship)
		if actionAllowed(&r, s, a.Action, a.Via, a.Free) {
			r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s may perform the %s action.", s.Name(), a.Action)
		} else {
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not perform the %s action now.", s.Name(), a.Action)
		}
		return r
	},
})

// actionAllowed runs the gate every action passes, adding its steps to r.
func actionAllowed(r *rulings.Ruling, s *Ship, action, via string, free bool) bool {
	if free && s.Size == "huge" {
		r.Stepf(refs(refHugeFree), "%s is a huge ship: huge ships cannot perform free actions.", s.Name())
		return false
	}
	if s.Stress > 0 {
		r.Stepf(refs(stressedDefined, withNote(refAdvCloak, "no actions while stressed, free ones included")),
			"%s has %d stress token(s), so it is stressed, and a stressed ship cannot perform actions, not even free ones.", s.Name(), s.Stress)
		return false
	}
	r.Stepf(refs(stressedDefined), "%s has no stress token: it is not stressed.", s.Name())
	if via == "" {
		if !hasString(s.Actions, action) {
			r.Stepf(nil, "The %s action is not on %s's action bar and no card is named to grant it.", action, s.Name())
			return false
		}
		if d := faceup(s, "Damaged Sensor Array"); d != "" {
			r.Stepf(refs(refDamagedSensor), "%s has Damaged Sensor Array faceup: it cannot perform the actions of its action bar (actions from cards remain).", s.Name())
			return false
		}
		r.Stepf(nil, "The %s action is on %s's action bar.", action, s.Name())
	} else {
		if !hasCard(s, via) {
			r.Stepf(nil, "%s has no %s equipped, so it cannot take an action from that card.", s.Name(), via)
			return false
		}
		cites := refs()
		if faceup(s, "Damaged Sensor Array") != "" {
			cites = refs(withNote(refDamagedSensor, "card actions still allowed"))
		}
		r.Stepf(cites, "%s grants the %s action (the action bar is not needed).", via, action)
	}
	for _, done := range s.ActionsThisRound {
		if via != "" && glossary.Fold(done.Card) == glossary.Fold(via) {
			r.Stepf(refs(qSameCardAction), "%s already used the action of %s this round: a card's action is performed once per round, however many copies the ship has.", s.Name(), via)
			return false
		}
		if glossary.Fold(done.Action) == glossary.Fold(action) {
			how := ""
			if done.Card != "" {
				how = " (through " + done.Card + ")"
			}
			cites := refs(withNote(refExpertHandling, "same action once per round"))
			if action == "focus" || action == "evade" {
				cites = append(cites, qMoreTokens)
			}
			r.Stepf(cites, "%s already performed a %s action this round%s: a ship performs the same action only once per round.", s.Name(), action, how)
			return false
		}
	}
	r.Stepf(refs(withNote(refExpertHandling, "same action once per round")), "%s has not performed a %s action this round.", s.Name(), action)
	return true
}

func hasString(list []string, s string) bool {
	for _, x := range list {
		if glossary.Fold(x) == glossary.Fold(s) {
			return true
		}
	}
	return false
}

// hasCard reports whether the ship has the card as an upgrade, a faceup
// damage card or its pilot.
func hasCard(s *Ship, name string) bool {
	return copiesOf(s, name) > 0 || faceup(s, name) != "" || glossary.Fold(s.Pilot) == glossary.Fold(name)
}

func copiesOf(s *Ship, name string) int {
	n := 0
	for _, u := range s.Upgrades {
		if glossary.Fold(u.Name) == glossary.Fold(name) {
			n++
		}
	}
	return n
}

// faceup is the damage card's name when it is faceup on the ship.
func faceup(s *Ship, name string) string {
	for _, d := range s.Damage {
		if glossary.Fold(d) == glossary.Fold(name) {
			return d
		}
	}
	return ""
}

func checkAction(c *checker, a *ActionAsk) error {
	if err := c.mustShip(a.Ship, c.path+".ship"); err != nil {
		return err
	}
	if !knownAction(a.Action) {
		return c.Errorf(c.path+".action", "action %q: want one of the action bar's actions", a.Action)
	}
	return nil
}

func describeAction(a *ActionAsk) string {
	s := fmt.Sprintf("action: %s performs %s", a.Ship, a.Action)
	if a.Via != "" {
		s += " via " + a.Via
	}
	return s
}
