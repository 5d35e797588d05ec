package table_test

import (
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestExteriorDefault: a location without exterior: takes its card's
// Exterior/Interior icon; exterior: given wins; a location the database
// lacks stays unknown and movement takes it as exterior.
func TestExteriorDefault(t *testing.T) {
	src := `locations:
  - {name: "Executor: Main Corridor", kind: site, of: Executor}
  - {name: "Executor: Control Room", kind: site, of: Executor, exterior: true}
  - {name: "Example Moon: Crater", kind: site}
  - {name: "Hoth: Echo Docking Bay", kind: site}
`
	tb, err := table.Load("t.yaml", []byte(src), testcards.DB(t))
	if err != nil {
		t.Fatal(err)
	}
	locs := tb.State.Locations
	if e := locs[0].Exterior; e == nil || *e || !locs[0].Interior() {
		t.Errorf("Executor: Main Corridor: exterior %v, want false from its Interior icon", e)
	}
	if e := locs[1].Exterior; e == nil || !*e || locs[1].Interior() {
		t.Errorf("Executor: Control Room: exterior %v, want the file's true", e)
	}
	if e := locs[2].Exterior; e != nil || locs[2].Interior() {
		t.Errorf("Example Moon: Crater: exterior %v, want unknown (nil) and not interior", e)
	}
	// Both icons: exterior and interior at once (issue 15).
	echo := &locs[3]
	if ext, known := echo.Is(true); !ext || !known || echo.Interior() {
		t.Errorf("Hoth: Echo Docking Bay: exterior %v known %v, want exterior from its Exterior icon", ext, known)
	}
	if in, known := echo.Is(false); !in || !known {
		t.Errorf("Hoth: Echo Docking Bay: interior %v known %v, want interior too from its Interior icon", in, known)
	}
}
