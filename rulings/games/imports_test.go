package games

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestImportGraph: the Star Wars CCG engine is imported only by its own
// packages, the game switch and the two front ends; the core, the other
// games and deck/ do not depend on it at all.
func TestImportGraph(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	const mod = "github.com/judge-swccg/judge/"
	out, err := exec.Command("go", "list", "-test", "-f", "{{.ImportPath}}|{{join .Imports \" \"}}|{{join .Deps \" \"}}", mod+"...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	ccg := func(p string) bool { return p == mod+"rulings/swccg" || strings.HasPrefix(p, mod+"rulings/swccg/") }
	mayImport := []string{mod + "rulings/games", mod + "cmd/judge", mod + "serve"}
	independent := []string{mod + "rulings", mod + "rulings/rulingstest", mod + "rulings/swtcg", mod + "rulings/xwing", mod + "deck"}
	seen := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		parts := strings.Split(line, "|")
		pkg := strings.TrimSuffix(strings.Fields(parts[0])[0], "_test") // "p [p.test]" for a test variant
		if ccg(pkg) || strings.HasSuffix(parts[0], ".test") {
			continue
		}
		for _, imp := range strings.Fields(parts[1]) {
			if ccg(imp) && !slices.Contains(mayImport, pkg) {
				t.Errorf("%s imports the CCG engine (%s)", parts[0], imp)
			}
		}
		if slices.Contains(independent, pkg) {
			seen++
			for _, dep := range strings.Fields(parts[2]) {
				if ccg(dep) {
					t.Errorf("%s depends on the CCG engine (%s); it may use only the core", parts[0], dep)
				}
			}
		}
	}
	if seen < len(independent) {
		t.Errorf("go list showed %d of the %d packages that must not depend on the CCG", seen, len(independent))
	}
}
