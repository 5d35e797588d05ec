package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A device on the firer may let it fire artillery without being present
// ("Warrior may fire artillery weapons anywhere on same planet regardless
// of being present": Artillery Remote). The artillery entry of the
// Glossary says who fires artillery; the device's text widens "present"
// to the same planet (system), for the kind of character it names. Its
// text may also let the firer fire one outside a battle ("Once during your
// control phase, warrior may fire an artillery weapon on same planet.").

// remoteArtillery is such a device on the firer, with its words.
type remoteArtillery struct {
	device   string
	anywhere string // "Warrior may fire artillery weapons anywhere on same planet regardless of being present"
	// phase is the phase of its owner's turn in which its text lets the
	// firer fire outside a battle ("control"), inPhase those words; ""
	// for none.
	phase, inPhase string
}

var reRemoteArtillery = lazyregexp.New(`(?i)\b(warrior|character)s? may fire artillery weapons anywhere on same (planet|system) regardless of being present`)

// remoteFire: by carries such a device, is the kind it names (who, the
// weapon's "your X present"), and is at the artillery weapon's planet;
// f.remote is then the device.
func (f *firing) remoteFire(by *table.Piece, who string) bool {
	w := f.w.piece
	if !strings.EqualFold(w.Card.SubType, "Artillery") && !strings.HasPrefix(strings.ToLower(w.Card.SubType), "artillery") {
		return false
	}
	for _, d := range f.t.Pieces {
		if d.Host != by || d.Entry.On == "" || !d.Active() {
			continue
		}
		m := reRemoteArtillery().FindString(d.Card.GameText)
		if m == "" || !strings.Contains(strings.ToLower(m), strings.ToLower(strings.TrimSuffix(who, "s"))) {
			continue
		}
		at, there := place(f.t, by.Location()), place(f.t, w.Location())
		if at == nil || there == nil {
			continue
		}
		sys := systemOfPlace(f.t, at)
		if sys == "" || !strings.EqualFold(sys, systemOfPlace(f.t, there)) {
			f.r.Stepf(refs(glossArtillery), "%s on %s: \"%s\" — %s is not on %s's planet.", d.Name, by.Name, m, by.Name, w.Name)
			return false
		}
		f.r.Stepf(refs(glossArtillery), "%s on %s: \"%s\": %s at %s may fire %s at %s without being present.", d.Name, by.Name, m, by.Name, at.Name, w.Name, there.Name)
		f.remote = &remoteArtillery{device: d.Name, anywhere: m}
		if p := reFirePhase().FindStringSubmatch(d.Card.GameText); p != nil && containsFold(p[0], "artillery") {
			f.remote.phase, f.remote.inPhase = strings.ToLower(p[1]+p[2]), strings.TrimSpace(p[0])
		}
		return true
	}
	return false
}
