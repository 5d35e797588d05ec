package cards

import (
	"reflect"
	"testing"
)

// TestSubsetAlternationFindsTheTriggersMatches: on every sentence of the
// real cards, a family's alternation of only the phrases whose literals
// the sentence holds finds what the whole alternation finds.
func TestSubsetAlternationFindsTheTriggersMatches(t *testing.T) {
	groups := 0
	for _, ex := range extractors {
		if ex.matches == nil {
			continue
		}
		groups++
		for _, c := range loadReal(t).All() {
			for _, s := range splitSentences(c.GameText, c.titles) {
				folded := foldCase(s.text)
				var grams gramSet
				grams.of(folded)
				if got, want := ex.matches(s.text, folded, &grams), ex.trigger().FindAllStringIndex(s.text, -1); !reflect.DeepEqual(got, want) {
					t.Errorf("%s on %q: %v, the whole alternation %v", ex.name, s.text, got, want)
				}
			}
		}
	}
	if groups == 0 {
		t.Error("no family of phrases")
	}
}

// TestSentenceMemoReadsAsWithout: every card read with a memo shared by all
// (as Load reads them) has the effects and unparsed mentions it has read
// alone, spans where its own sentences are.
func TestSentenceMemoReadsAsWithout(t *testing.T) {
	memo, reused := &sentenceMemo{}, 0
	for _, c := range loadReal(t).All() {
		for _, s := range splitSentences(c.GameText, c.titles) {
			if _, ok := memo.reads.Load(sentenceKey{s.text, false, c.titles}); ok {
				reused++
			}
		}
		gotE, gotU := extractCard(c, memo)
		wantE, wantU := extractCard(c, nil)
		if !reflect.DeepEqual(gotE, wantE) || !reflect.DeepEqual(gotU, wantU) {
			t.Fatalf("%s: with the memo %v %v, alone %v %v", c.GempID, gotE, gotU, wantE, wantU)
		}
	}
	if reused == 0 {
		t.Error("no sentence read twice")
	}
}
