package index

import (
	"strconv"
	"testing"
)

// TestMostWordsFound: a query whose rule holds all its words but one
// finds that rule among the first three, above the entries holding the
// one word the rule lacks or titled with two of the words.
func TestMostWordsFound(t *testing.T) {
	ix := buildWithCards(t)
	for _, c := range []struct {
		text string
		want answer // the rule's line
	}{
		// "The persona replacement rule applies only to character cards."
		{"persona replacement only character cards", answer{doc: "swccg-advanced-rules-ch5-8.txt", first: 107, last: 107}},
		// "'Firing' is a general term that applies to the act of targeting
		// any weapon, including lightsabers".
		{"lightsaber firing definition", answer{doc: "swccg-glossary-2.0.txt", first: 1321, last: 1321}},
		// "Even if the battle ends prematurely (or is canceled) the cards
		// have still participated in a battle."
		{"battle ended early still participated", answer{doc: "swccg-advanced-rules-ch5-8.txt", first: 661, last: 661}},
	} {
		res := mustSearch(t, ix, Query{Text: c.text, Limit: 10})
		rank := firstRank(res.Hits, c.want.answeredBy)
		if rank == 0 || rank > 3 {
			var top []string
			for _, h := range res.Hits[:min(3, len(res.Hits))] {
				first, last := h.Lines()
				top = append(top, h.Doc+":"+strconv.Itoa(first)+"-"+strconv.Itoa(last))
			}
			t.Errorf("%q: %s:%d at rank %d, want among the first 3; top %v", c.text, c.want.doc, c.want.first, rank, top)
		}
	}
}
