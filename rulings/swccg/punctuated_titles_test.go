package swccg_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings/rulingstest"
)

// punctuatedDir holds a small card database written for this test
// (cards/) and tables whose rules cut a card's text into sentences at run
// time — uniqueness ("your X is not unique"), the value sum
// ("cumulatively (limit +2)") and a value condition ("On <ship>,") — around
// a title with a sentence-end mark ("Eject! Eject!", "Dr. Evazan").
const punctuatedDir = "testdata/punctuated-titles"

// compiledEnv names the cards.bin the child process of
// TestPunctuatedTitlesJSONAndCompiled rules with.
const compiledEnv = "JUDGE_TEST_PUNCTUATED_CARDS_BIN"

// TestPunctuatedTitlesJSONAndCompiled: the tables rule the same (their
// .golden) with the database loaded from JSON and with its compiled
// cards.bin opened in a process that never read the JSON, as "judge
// ruling" does once the index is built: the punctuated titles travel with
// the database, not with the process that loaded it.
func TestPunctuatedTitlesJSONAndCompiled(t *testing.T) {
	if bin := os.Getenv(compiledEnv); bin != "" {
		db, err := cards.OpenFile(bin)
		if err != nil {
			t.Fatal(err)
		}
		rulingstest.Golden(t, punctuatedDir, ruleFile(db))
		return
	}
	db, err := cards.Load(filepath.Join(punctuatedDir, "cards"))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("json", func(t *testing.T) { rulingstest.Golden(t, punctuatedDir, ruleFile(db)) })
	bin := filepath.Join(t.TempDir(), "cards.bin")
	f, err := os.Create(bin)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Encode(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestPunctuatedTitlesJSONAndCompiled$", "-test.count=1")
	cmd.Env = append(os.Environ(), compiledEnv+"="+bin)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ruled with the compiled cards.bin in a new process: %v\n%s", err, out)
	}
}
