package cards

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testenv"
)

// TestReadPrintFacts: rarities and the sets of every printing, from the
// real card files (7_303 Death Star Assault Squadron, rarity R, printed
// in sets 105 and 7); a malformed file is an error at its position.
func TestReadPrintFacts(t *testing.T) {
	facts, err := ReadPrintFacts(testenv.Shared(t, "cards"))
	if err != nil {
		t.Fatal(err)
	}
	if f := facts["7_303"]; f.Rarity != "R" || !slices.Equal(f.Sets, []string{"105", "7"}) {
		t.Errorf("7_303: %+v", f)
	}
	if f := facts["1_168"]; f.Rarity != "R1" || !slices.Equal(f.Sets, []string{"1"}) {
		t.Errorf("1_168: %+v", f)
	}

	dir := t.TempDir()
	for name, body := range map[string]string{"Dark.json": `{"cards": []}`, "Light.json": "{\"cards\": [\n  {\"gempId\": 7}]}"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, err = ReadPrintFacts(dir)
	var ge *glossary.Error
	if !errors.As(err, &ge) || ge.Line != 2 || filepath.Base(ge.File) != "Light.json" {
		t.Errorf("malformed file: %v", err)
	}
}
