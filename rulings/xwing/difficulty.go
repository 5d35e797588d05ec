package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Difficulty rules on the colour of a maneuver when effects conflict.
var Difficulty = register(&Rule[*ManeuverAsk]{
	ID:       "xwing-difficulty",
	Title:    "Maneuver difficulty: an increase beats a decrease",
	Question: "difficulty",
	Schema:   "description=what colour is this maneuver for the ship?",
	Check:    checkDifficulty,
	Describe: func(d *ManeuverAsk) string {
		return fmt.Sprintf("difficulty: %s %s (%s on the dial)", d.Ship, d.Maneuver, d.Dial)
	},
	Doc: `Starting from the dial's colour, effects that make the maneuver harder
take priority over effects that make it easier: R2 Astromech's green 1- and
2-speed maneuvers lose to Damaged Engine's red turns, and Adrenaline Rush
cannot whiten them. The engine knows R2 Astromech (speed 1–2 green), Nien
Nunb (straights green), Damaged Engine (turns red) and Adrenaline Rush (red
to white); other effects are listed in the question.`,
	Cites: refs(qDifficulty, refDamagedEngine, refR2Astromech, refNienNunb, refAdrenaline),
	Run: func(t *Table, q *ManeuverAsk) rulings.Ruling {
		var r rulings.Ruling
		d := q
		s := t.Ship(d.Ship)
		m, _ := ParseManeuver(d.Maneuver)
		effects := knownColourEffects(s, m, d.Dial)
		for _, e := range d.Effects {
			effects = append(effects, colourEffect{ColourEffect: e})
		}
		r.Stepf(nil, "The dial shows %s as a %s maneuver.", m, d.Dial)
		var up, down []colourEffect
		for _, e := range effects {
			switch c := difficulty(e.Colour); {
			case c > difficulty(d.Dial):
				up = append(up, e)
				r.Stepf(cites(e), "%s treats it as %s: that increases its difficulty.", e.Source, e.Colour)
			case c < difficulty(d.Dial):
				down = append(down, e)
				r.Stepf(cites(e), "%s treats it as %s: that decreases its difficulty.", e.Source, e.Colour)
			default:
				r.Stepf(cites(e), "%s treats it as %s, its colour already.", e.Source, e.Colour)
			}
		}
		colour := d.Dial
		switch {
		case len(up) > 0:
			colour = hardest(up)
			if len(down) > 0 {
				r.Stepf(refs(withNote(qDifficulty, "an increase takes priority")), "An effect increasing the difficulty takes priority over one decreasing it: %s prevails over %s.", names(up), names(down))
			}
		case len(down) > 0:
			colour = easiest(down)
			r.Stepf(refs(qDifficulty), "Only effects decreasing the difficulty apply: %s.", names(down))
		default:
			r.Stepf(nil, "No effect changes its colour.")
		}
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("For %s, the %s is a %s maneuver.", s.Name(), m, colour)
		return r
	},
})

type colourEffect struct {
	ColourEffect
	cite glossary.Ref
}

func cites(e colourEffect) []glossary.Ref {
	if e.cite.Family == "" {
		return nil
	}
	return refs(e.cite)
}

// knownColourEffects are the effects the engine knows by card name that
// apply to this maneuver.
func knownColourEffects(s *Ship, m Maneuver, dial string) []colourEffect {
	var out []colourEffect
	add := func(src, colour string, cite glossary.Ref) {
		out = append(out, colourEffect{ColourEffect: ColourEffect{Source: src, Colour: colour}, cite: cite})
	}
	if copiesOf(s, "R2 Astromech") > 0 && (m.Speed == 1 || m.Speed == 2) {
		add("R2 Astromech", "green", refR2Astromech)
	}
	if copiesOf(s, "Nien Nunb") > 0 && m.Bearing == "straight" {
		add("Nien Nunb", "green", refNienNunb)
	}
	if faceup(s, "Damaged Engine") != "" && m.Bearing == "turn" {
		add("Damaged Engine", "red", withNote(refDamagedEngine, "all turns red, 1- and 2-speed included"))
	}
	if copiesOf(s, "Adrenaline Rush") > 0 && dial == "red" {
		add("Adrenaline Rush", "white", withNote(refAdrenaline, "cannot whiten a turn made red by Damaged Engine"))
	}
	return out
}

func hardest(es []colourEffect) string {
	c := es[0].Colour
	for _, e := range es {
		if difficulty(e.Colour) > difficulty(c) {
			c = e.Colour
		}
	}
	return c
}

func easiest(es []colourEffect) string {
	c := es[0].Colour
	for _, e := range es {
		if difficulty(e.Colour) < difficulty(c) {
			c = e.Colour
		}
	}
	return c
}

func names(es []colourEffect) string {
	var out []string
	for _, e := range es {
		out = append(out, e.Source)
	}
	return strings.Join(out, ", ")
}

func checkDifficulty(c *checker, d *ManeuverAsk) error {
	if err := c.mustShip(d.Ship, c.path+".ship"); err != nil {
		return err
	}
	if _, err := ParseManeuver(d.Maneuver); err != nil {
		return c.Errorf(c.path+".maneuver", "%v", err)
	}
	if difficulty(d.Dial) < 0 {
		return c.Errorf(c.path+".dial", "dial colour %q: want green, white or red", d.Dial)
	}
	for j, e := range d.Effects {
		if difficulty(e.Colour) < 0 {
			return c.Errorf(fmt.Sprintf("%s.effects[%d].colour", c.path, j), "colour %q: want green, white or red", e.Colour)
		}
	}
	return nil
}
