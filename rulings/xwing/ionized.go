package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refIonLarge   = faq("Large Ships", "Ion Tokens")
	refIonHuge    = faq("Additional Huge Ship Rules", "Ion Tokens")
	refAdvSensors = faq("Upgrade Cards", "Advanced Sensors")
)

// Ionized rules on whether a ship's ion tokens take effect, and what the
// ship then does in each phase.
var Ionized = register(&Rule[string]{
	ID:       "xwing-ionized",
	Title:    "Ion tokens: is the ship ionized, and what it does",
	Question: "ionized",
	Schema:   "description=ship: is it ionized, and how does it plan, move and attack?",
	Check:    func(c *checker, ship string) error { return c.mustShip(ship, c.path) },
	Describe: func(ship string) string { return "ionized: " + ship },
	Doc: `A small ship with an ion token, or a large ship with two, is ionized: it
gets no dial, moves as a white straight 1, may perform actions and attack
as normal; a small ship then removes all its ion tokens, a large one at
the end of the Activation phase. A large ship is unaffected by a single
token, which stays. A huge ship is never ionized: each token lowers the
energy it gains by one. With no dial, an ionized ship cannot decloak or
use Advanced Sensors.`,
	Cites: refs(refIon, refIonLarge, refIonHuge, refStressedIonized, qDecloakIonized, refAdvSensors, refAdvCloak),
	Run:   runIonized,
})

func runIonized(t *Table, q string) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q)
	tokens := fmt.Sprintf("%d ion %s", s.Ion, plural(s.Ion, "token", "tokens"))
	switch {
	case s.Ion == 0:
		r.Stepf(refs(ionizedDefined), "%s has no ion token.", s.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s is not ionized: it has no ion token.", s.Name()))
		return r
	case s.Size == "huge":
		r.Stepf(refs(refIonHuge), "%s is a huge ship with %s: huge ships do not suffer the standard effects of ion tokens. In its Gain Energy step it gains %d less energy, and all its ion tokens are removed at the end of the Activation phase.", s.Name(), tokens, s.Ion)
		yesNo(&r, false, "", fmt.Sprintf("%s is not ionized: it gains %d less energy this round.", s.Name(), s.Ion))
		return r
	case !ionized(s):
		r.Stepf(refs(refIonLarge, ionizedDefined), "%s is a large ship with a single ion token: it is unaffected, and the token simply stays assigned to it.", s.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s is not ionized: a large ship needs two ion tokens.", s.Name()))
		return r
	}
	need := "one"
	if s.Size == "large" {
		need = "two"
	}
	r.Stepf(refs(ionizedDefined), "%s is a %s ship with %s (a %s ship needs %s): it is ionized.", s.Name(), s.Size, tokens, s.Size, need)
	r.Stepf(refs(refIon), "Planning phase: its owner assigns it no maneuver dial.")
	if s.Size == "large" {
		r.Stepf(refs(refIon, refIonLarge), "Activation phase: it moves as if assigned a white straight 1 maneuver and may perform actions as normal; all its ion tokens are removed at the end of the Activation phase.")
	} else {
		r.Stepf(refs(refIon), "Activation phase: it moves as if assigned a white straight 1 maneuver, then removes all its ion tokens; it may perform actions as normal.")
	}
	if s.Stress > 0 {
		r.Stepf(refs(stressedDefined, withNote(refAdvCloak, "no actions while stressed")), "It is also stressed (%d stress %s): as normal, a stressed ship performs no action.", s.Stress, plural(s.Stress, "token", "tokens"))
	}
	r.Stepf(refs(refIon), "Combat phase: it may attack as normal.")
	var without []string
	cites := refs()
	if s.Cloaked {
		without, cites = append(without, "decloak"), append(cites, qDecloakIonized)
	}
	if hasCard(s, "Advanced Sensors") {
		without, cites = append(without, "use Advanced Sensors"), append(cites, refAdvSensors)
	}
	if len(without) > 0 {
		r.Stepf(cites, "With no dial assigned or revealed it cannot %s this round.", strings.Join(without, " or "))
	}
	then := "then actions and its attack as normal"
	if s.Stress > 0 {
		then = "no action while stressed, its attack as normal"
	}
	yesNo(&r, true, fmt.Sprintf("%s is ionized: no dial, a white straight 1, %s.", s.Name(), then), "")
	return r
}
