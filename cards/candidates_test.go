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
		for _, s := range splitSentences(c.GameText, c.titles) {
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

// TestRequiredReadsSpaceClassesAndLongerRuns: a \s (five runes) and a run of
// up to 64 alternatives join into the literals, so "deploy" alone no longer
// lets every sentence about deploying through, and a tab still matches.
func TestRequiredReadsSpaceClassesAndLongerRuns(t *testing.T) {
	r := requiredOf(`(?i)\bdeploys?\s?[+-]\s?\d`)
	holds := func(text string) bool {
		var grams gramSet
		folded := foldCase(text)
		grams.of(folded)
		return r.in(folded, &grams)
	}
	for _, text := range []string{"Deploy -2 on Hoth.", "Deploys\t+1.", "deploy+3", "Your starships are deploy -1"} {
		if !holds(text) {
			t.Errorf("%q ruled out by %v", text, r)
		}
	}
	for _, text := range []string{"Deploy on table.", "Deploys only on Hoth.", "May deploy as a 'react'."} {
		if holds(text) {
			t.Errorf("%q not ruled out by %v", text, r)
		}
	}
}
