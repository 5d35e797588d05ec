package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A creature deploys only within its habitat ("Habitat: planet sites
// (except Hoth)."), and a card's "(except Hoth)" or "(not at a docking
// bay)" after where it deploys (deploy_exception) takes those places out.

var glossHabitat = narrow(glossCreatures, "Creatures deploy and move only within their")

// reParenthesis takes "(except Hoth)" out of a habitat.
var habitatExcept = strings.NewReplacer("(except ", "|except ", ")", "")

// habitat: a creature's habitat must hold the site it deploys to; a habitat
// the rule cannot place (site characteristics: "swamps, jungles") is an
// assumption.
func (dp *deployment) habitat(c *cards.Card, s spot) {
	if c.Type != "Creature" || s.Place == nil {
		return
	}
	for _, fx := range c.Effects {
		if fx.Kind != "habitat" {
			continue
		}
		ok, known, why := habitatHolds(dp.t, fx.Target, s)
		cites := []glossary.Ref{glossHabitat}
		switch {
		case ok:
			dp.r.Stepf(cites, "%s's habitat is %s: %s.", c.Title, fx.Target, why)
		case met(dp.d.Met, fx.Target):
			dp.r.Stepf(cites, "%s's habitat is %s: the file declares it met.", c.Title, fx.Target)
		case !known:
			dp.r.Assume("%s's habitat (%s) was not read against %s; declare it in met: if it holds", c.Title, fx.Target, s.name())
		default:
			dp.r.Stepf(cites, "%s's habitat is %s: %s.", c.Title, fx.Target, why)
			dp.block("%s is outside %s's habitat", s.name(), c.Title)
		}
	}
}

// habitatHolds reads a habitat ("exterior Dagobah sites, Trash Compactor
// and Dark Waters", "unlimited", "planet sites (except Hoth and
// Tatooine)") against s.
func habitatHolds(t *table.Table, habitat string, s spot) (ok, known bool, why string) {
	if glossary.Fold(habitat) == "unlimited" {
		return true, true, "it deploys anywhere"
	}
	where, except, _ := strings.Cut(habitatExcept.Replace(habitat), "|except ")
	if except != "" {
		if hit, name := excepted(except, s); hit {
			return false, true, fmt.Sprintf("%s is excepted (%s)", s.name(), name)
		}
	}
	known = true
	for _, alt := range strings.Split(termSplitter.Replace(where), "|") {
		alt = strings.TrimSpace(alt)
		if alt == "" {
			continue
		}
		if m, _, reason := placeMatches(t, alt, s); m {
			return true, true, reason
		}
		last := strings.Fields(glossary.Fold(alt))
		switch kind := singular(last[len(last)-1]); {
		case kind == "site" || kind == "location" || kind == "system" || kind == "sector":
		case s.isOf(alt):
			return true, true, fmt.Sprintf("%s is at %s", s.name(), alt)
		case strings.HasSuffix(glossary.Fold(alt), "s") && !strings.Contains(alt, " "):
			known = false // a site characteristic ("swamps", "deserts") the rule cannot see
		}
	}
	return false, known, fmt.Sprintf("%s is none of them", s.name())
}

// excepted: s is one of the places a "(except …)" names.
func excepted(except string, s spot) (bool, string) {
	for _, name := range strings.Split(termSplitter.Replace(except), "|") {
		name = strings.TrimSpace(name)
		if name != "" && (s.isOf(name) || strings.Contains(glossary.Fold(s.name()), glossary.Fold(name))) {
			return true, name
		}
	}
	return false, ""
}

// deployExceptions: the places a card's "(except …)" / "(not at …)" after
// where it deploys takes out.
func (dp *deployment) deployExceptions(c *cards.Card, s spot) {
	if s.Place == nil {
		return
	}
	for _, fx := range c.Effects {
		if fx.Kind != "deploy_exception" {
			continue
		}
		except := fx.Target
		if except == "" {
			except = strings.TrimPrefix(strings.TrimSpace(fx.Condition), "not at ")
		}
		if except == "" || fx.Value != 0 {
			continue // "(limit one per sector)": not a place
		}
		if hit, name := excepted(strings.TrimPrefix(except, "a "), s); hit {
			dp.r.Stepf([]glossary.Ref{restrGameText}, "%s's own text says %q: %s is excepted (%s).", c.Title, fx.Quote, s.name(), name)
			dp.block("%s's own text excepts %s", c.Title, s.name())
		}
	}
}
