package cards

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

// mayHold says whether the extractor's required literals let it run on
// text, as extract decides it.
func mayHold(ex extractor, text string) bool {
	var grams gramSet
	folded := foldCase(text)
	grams.of(folded)
	return ex.needs().in(folded, &grams)
}

// TestRequiredNeverRulesOutAMatch: on every sentence of the real cards, an
// extractor whose trigger matches is run, so skipping sentences by their
// literals changes no effect; and the literals do rule sentences out.
func TestRequiredNeverRulesOutAMatch(t *testing.T) {
	db := loadReal(t)
	skipped := 0
	for _, c := range db.All() {
		for _, s := range splitSentences(c.GameText, c.titles) {
			for _, ex := range extractors {
				if mayHold(ex, s.text) {
					continue
				}
				skipped++
				if ex.trigger().MatchString(s.text) {
					t.Errorf("%s: required %v rules out %q, which its trigger matches", ex.name, ex.needs(), s.text)
				}
			}
		}
	}
	if skipped == 0 {
		t.Error("no extractor skipped any sentence")
	}
}

// TestConditionShapesRuledOutOnlyWithoutAMatch: on every condition of the
// real cards' effects, a shape skipped for its literals does not match.
func TestConditionShapesRuledOutOnlyWithoutAMatch(t *testing.T) {
	needs, skipped := conditionNeeds(), 0
	for _, c := range loadReal(t).All() {
		for _, e := range c.Effects {
			for _, part := range strings.Split(e.Condition, "; ") {
				body, _, _ := conditionBody(strings.TrimSpace(strings.TrimRight(part, ",.:")))
				var grams gramSet
				folded := foldCase(body)
				grams.of(folded)
				for i, sh := range conditionShapes {
					if needs[i].in(folded, &grams) {
						continue
					}
					skipped++
					if sh.re().MatchString(body) {
						t.Errorf("%s: required %v rules out %q, which it matches", sh.kind, needs[i], body)
					}
				}
			}
		}
	}
	if skipped == 0 {
		t.Error("no condition shape skipped")
	}
}

// TestEveryExtractorHasRequiredLiterals: each trigger names words a sentence
// must hold, so none runs on every sentence.
func TestEveryExtractorHasRequiredLiterals(t *testing.T) {
	for _, ex := range extractors {
		if len(ex.needs()) == 0 {
			t.Errorf("%s: no literal required by %s", ex.name, ex.trigger())
		}
	}
}

func TestRequiredOf(t *testing.T) {
	for _, tc := range []struct {
		expr string
		text string
		want bool
	}{
		{`(?i)\bcancels?\b`, "Opponent CANCELS it.", true},
		{`(?i)\bcancels?\b`, "Opponent may not move.", false},
		// (?i) folds "ſ" with "s" and the Kelvin sign with "k": lower-casing
		// would miss them.
		{`(?i)\bmask\b`, "a maſK here", true},
		{`(?i)\b(?:power|forfeit) [+-]\d`, "Forfeit +2.", true},
		{`(?i)\b(?:power|forfeit) [+-]\d`, "Deploy +2.", false},
		// Every set of a concatenation is required.
		{`(?i)\badds? \d to total power\b`, "Total power is +1.", false},
		{`(?i)\badds? \d to total power\b`, "Adds 2 to total power.", true},
		// An optional word leaves the rest required.
		{`(?i)\b(?:also )?draws? destiny\b`, "Draw destiny.", true},
		// Nothing of three bytes required: nothing ruled out.
		{`(?i)\b\w+ \d`, "x 1", true},
	} {
		re := regexp.MustCompile(tc.expr)
		ex := extractor{trigger: func() *regexp.Regexp { return re }}
		ex.needs = func() required { return requiredOf(tc.expr) }
		if got := mayHold(ex, tc.text); got != tc.want {
			t.Errorf("requiredOf(%s) = %v: on %q got %v, want %v", tc.expr, ex.needs(), tc.text, got, tc.want)
		}
		if re.MatchString(tc.text) && !mayHold(ex, tc.text) {
			t.Errorf("%s matches %q but its literals rule it out", tc.expr, tc.text)
		}
	}
}

// FuzzRequired: whatever the text, an extractor whose trigger matches it
// is not ruled out by its literals.
func FuzzRequired(f *testing.F) {
	for _, s := range []string{"Adds 2 to total power.", "Immune to attrition < 4.", "Once per turn, may ſ", "Deploys -2 on Hoth."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, ex := range extractors {
			if ex.trigger().MatchString(text) && !mayHold(ex, text) {
				t.Fatalf("%s: required %v rules out %q", ex.name, ex.needs(), text)
			}
		}
	})
}

// TestLoadInParallelIsLoadInOrder: building the cards on several
// goroutines gives the database one goroutine builds, byte for byte.
func TestLoadInParallelIsLoadInOrder(t *testing.T) {
	dir := testenv.Shared(t, "cards")
	var raws []rawCard
	for _, name := range CardFiles { // one file after the other, as before
		rs, err := readCardFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, rs...)
	}
	rows, _ := readPersonas(filepath.Join(dir, "personas.tsv"))
	sets, _ := readSets(filepath.Join(dir, "sets.json"))
	encode := func(workers int) []byte {
		var buf bytes.Buffer
		if err := NewDB(buildAll(raws, rows, sets, workers)).Encode(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	one := encode(1)
	if !bytes.Equal(one, encode(4)) {
		t.Fatal("the database built on 4 goroutines differs from the one built on 1")
	}
	var loaded bytes.Buffer
	if err := loadReal(t).Encode(&loaded); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(one, loaded.Bytes()) {
		t.Fatal("Load differs from the cards built on one goroutine")
	}
}
