package cards

import (
	"slices"
	"testing"
)

// TestCandidatesAreTheRequiredOnes: on every sentence of the real cards,
// the extractors the trigram index picks are exactly those whose required
// literals the sentence holds, in registration order.
func TestCandidatesAreTheRequiredOnes(t *testing.T) {
	ci := candidates()
	sentences, picked := 0, 0
	for _, c := range loadReal(t).All() {
		for _, s := range splitSentences(c.GameText) {
			folded := foldCase(s.text)
			var grams gramSet
			grams.of(folded)
			var want, got []int
			for i, ex := range extractors {
				if ex.needs().in(folded, &grams) {
					want = append(want, i)
				}
			}
			ci.each(folded, &grams, func(i int) { got = append(got, i) })
			if !slices.Equal(got, want) {
				t.Fatalf("%q: candidates %v, want %v", s.text, got, want)
			}
			sentences++
			picked += len(got)
		}
	}
	if sentences == 0 || picked == 0 || picked > sentences*len(extractors)/10 {
		t.Errorf("%d extractors picked over %d sentences of %d extractors: expected a few per sentence", picked, sentences, len(extractors))
	}
}
