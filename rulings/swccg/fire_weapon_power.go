package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// artilleryPower: the Glossary's "artillery weapons" entry says that to
// fire your artillery weapon you must have your own power source (a power
// droid or any fusion generator) present; the Hoth: Main Power Generators
// site powers Light Side artillery there.
var (
	artilleryPower  = narrow(glossArtillery, "you must have your own power source")
	reNoPowerSource = lazyregexp.New(`(?i)does not require a power source`)
)

// powered: an artillery weapon fires only with its owner's power source
// present. False (with the answer set) when none is.
func (f *firing) powered() bool {
	w := f.w
	if w.piece == nil || !containsFold(w.piece.Card.SubType, "artillery") {
		return true
	}
	owner := w.piece.Owner()
	cites := []glossary.Ref{artilleryPower}
	if m := reNoPowerSource().FindString(w.piece.Card.GameText); m != "" {
		f.r.Stepf(append(cites, glossGameText), "%s is an artillery weapon, but its own text says %q.", w.name, m)
		return true
	}
	if at := w.piece.Location(); owner == table.Light && strings.Contains(glossary.Fold(at), "main power generators") {
		f.r.Stepf(cites, "%s is an artillery weapon at %s, which powers Light Side artillery weapons.", w.name, at)
		return true
	}
	var unread []string
	for _, p := range f.t.Pieces {
		if p == w.piece || p.Owner() != owner {
			continue
		}
		if together, _, _ := presentTogether(p, w.piece); !together {
			continue
		}
		if isPowerSource(p) {
			f.r.Stepf(cites, "%s is an artillery weapon: %s, %s's power source, is present with it.", w.name, p.Name, owner)
			return true
		}
		if isDroidCard(p) {
			unread = append(unread, p.Name)
		}
	}
	if len(unread) > 0 {
		f.r.Assume("%s read as no power droid (its text and lore do not say it is one)", strings.Join(unread, ", "))
	}
	f.r.Stepf(cites, "%s is an artillery weapon: %s has no power source (a power droid or any fusion generator) present with it.", w.name, owner)
	f.r.Answer = fmt.Sprintf("%s may not be fired: it is an artillery weapon and %s has no power source present with it.", w.name, owner)
	return false
}

// isPowerSource: a fusion generator (by title) or a power droid, read from
// the droid's own words ("except power droids", lore "power generator").
func isPowerSource(p *table.Piece) bool {
	c := p.Card
	if containsFold(c.Title, "fusion generator") {
		return true
	}
	if !isDroidCard(p) {
		return false
	}
	words := glossary.Fold(c.GameText + " " + c.Lore)
	return strings.Contains(words, "except power droids") || strings.Contains(words, "power droid") || strings.Contains(words, "power generator")
}
