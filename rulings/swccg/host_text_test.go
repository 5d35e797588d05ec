package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
)

// TestReadHost: a weapon's or device's host clauses against real hosts;
// a clause with a condition the engine does not read never refuses.
func TestReadHost(t *testing.T) {
	db := testcards.DB(t)
	for _, tc := range []struct {
		item, host        string
		fits, refused, no bool // no: the host's card data lists no icons
	}{
		{"Blaster Rifle", "1_19", true, false, false},                // Luke Skywalker: Warrior icon
		{"Blaster Rifle", "110_3", false, true, false},               // See-Threepio: Premium icon only
		{"Blaster Rifle", "C-3PO (See-Threepio)", false, true, true}, // no icons in the data
		{"Quad Laser Cannon", "1_11", false, true, false},            // Han Solo
		{"Luke's Backpack", "Luke's T-16 Skyhopper", false, true, false},
		{"Jedi Holocron", "1_11", false, false, false}, // "of ability > 4" is not read
	} {
		item, host := db.Resolve(tc.item), db.Resolve(tc.host)
		if len(item.Match) == 0 || len(host.Match) == 0 {
			t.Fatalf("no card %q or %q", tc.item, tc.host)
		}
		h := readHost(item.Match[0], host.Match[0])
		if fits := h.Fit.Clause != ""; fits != tc.fits || h.refused() != tc.refused || h.NoIcons != tc.no {
			t.Errorf("%s on %s: fits %v, refused %v, no icons %v; want %v, %v, %v", tc.item, tc.host, fits, h.refused(), h.NoIcons, tc.fits, tc.refused, tc.no)
		}
	}
}
