package cards

import (
	"reflect"
	"regexp"
	"testing"
)

// TestLiteralStartFindsTheTriggersMatches: on every sentence of the real
// cards, an extractor whose matches are found by its literal start finds
// what its whole trigger finds.
func TestLiteralStartFindsTheTriggersMatches(t *testing.T) {
	ms, exs := literalStartExtractors()
	if len(ms) == 0 {
		t.Fatal("no trigger opens with a literal")
	}
	for _, c := range loadReal(t).All() {
		for _, s := range splitSentences(c.GameText, c.titles) {
			for i, m := range ms {
				if got, want := m(s.text, "", nil), exs[i].trigger().FindAllStringIndex(s.text, -1); !reflect.DeepEqual(got, want) {
					t.Errorf("%s on %q: %v, the whole trigger %v", exs[i].name, s.text, got, want)
				}
			}
		}
	}
	t.Logf("%d triggers open with a literal", len(ms))
}

func TestLiteralStartCases(t *testing.T) {
	for _, c := range []struct {
		expr, text string
		want       [][]int
	}{
		{`(?i)\bdeploys? only\b`, "Deploys only on Hoth. DEPLOY ONLY here; redeploy only", [][]int{{0, 12}, {22, 33}}},
		{`(?i)\bforfeit\s?[+-]\s?\d`, "Forfeit +2; xforfeit -1, forfeit-3", [][]int{{0, 10}, {25, 34}}},
		{`(?i)\b(?:is|are) canceled\b`, "This is canceled. Both are canceled; tis canceled", [][]int{{5, 16}, {23, 35}}},
		{`(?i)\b(?:may|or|neither player may) draw`, "so neither player may draw", [][]int{{3, 26}}},
		{`(?i)subtract \d`, "Subtract 3; \u017fubtract 2", [][]int{{0, 10}, {12, 23}}},
	} {
		re := func() *regexp.Regexp { return regexp.MustCompile(c.expr) }
		m := literalStartMatches(re)
		if m == nil {
			t.Fatalf("%s: no literal start", c.expr)
		}
		if got := m(c.text, "", nil); !reflect.DeepEqual(got, c.want) || !reflect.DeepEqual(got, re().FindAllStringIndex(c.text, -1)) {
			t.Errorf("%s on %q: %v, want %v (the expression: %v)", c.expr, c.text, got, c.want, re().FindAllStringIndex(c.text, -1))
		}
	}
	for expr, want := range map[string][]string{
		`(?i)\b(?:adds?|subtracts?) \d`:                  {"add", "subtract"},
		`(?i)\bimmune to \[Permanent Weapon\] weapons\b`: {"immune to "},
		`(?i)\bX = `:                 nil,
		`deploys only`:               nil,
		`(?i)\b(?:[\w-]+|an?) may`:   nil,
		`(?i)\{?flip\}? this card\b`: nil,
	} {
		if lits, _ := literalStarts(expr); !reflect.DeepEqual(lits, want) {
			t.Errorf("%s: literal starts %q, want %q", expr, lits, want)
		}
	}
}

// FuzzLiteralStartMatches: on any text, every extractor found by its
// literal start finds what its whole trigger finds.
func FuzzLiteralStartMatches(f *testing.F) {
	for _, s := range []string{"Deploys only on Hoth.", "x is CANCELED; are canceled", "Subtract 3 \u017fubtract", "neither player may draw more than one battle destiny", "IMMUNE TO [Permanent Weapon] weapons"} {
		f.Add(s)
	}
	ms, exs := literalStartExtractors()
	f.Fuzz(func(t *testing.T, text string) {
		for i, m := range ms {
			if got, want := m(text, "", nil), exs[i].trigger().FindAllStringIndex(text, -1); !reflect.DeepEqual(got, want) {
				t.Errorf("%s on %q: %v, the whole trigger %v", exs[i].name, text, got, want)
			}
		}
	})
}

// literalStartExtractors are the extractors whose triggers open with
// literals, each with its literalStartMatches.
func literalStartExtractors() (ms []func(text, folded string, grams *gramSet) [][]int, exs []*extractor) {
	for i := range registered() {
		if m := literalStartMatches(extractors[i].trigger); m != nil {
			ms, exs = append(ms, m), append(exs, &extractors[i])
		}
	}
	return ms, exs
}
