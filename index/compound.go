package index

import (
	"context"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"

	"github.com/judge-swccg/judge/glossary"
)

// Compounds: the documents hyphenate words a player types joined
// ("re-circulate", "non-unique", "face-up"), and the index holds the
// halves. A typed word no rules text holds is read as the two halves when
// the documents print them side by side.

// minCompound is the shortest word tried as a compound, and
// maxCompoundTries bounds the phrase searches one word may cost.
const (
	minCompound      = 7
	maxCompoundTries = 3
)

// splitCompounds returns text with each word no entry's text holds, but
// whose two halves stand side by side in some entry, written as the two
// halves.
func (ix *Index) splitCompounds(ctx context.Context, text string, an analysis.Analyzer) string {
	words := strings.Fields(text)
	changed := false
	for i, w := range words {
		if halves, ok := ix.compoundHalves(ctx, glossary.Fold(w), an); ok {
			words[i] = halves
			changed = true
		}
	}
	if !changed {
		return text
	}
	return strings.Join(words, " ")
}

func (ix *Index) compoundHalves(ctx context.Context, w string, an analysis.Analyzer) (string, bool) {
	if len(w) < minCompound || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return "", false
	}
	whole := termsOf(an, w)
	if len(whole) != 1 {
		return "", false
	}
	_, df := ix.docFreqs(ctx, whole)
	if df[whole[0]] > 0 {
		return "", false
	}
	tries := 0
	for cut := 2; cut <= len(w)-3 && tries < maxCompoundTries; cut++ {
		left, right := termsOf(an, w[:cut]), termsOf(an, w[cut:])
		if len(left) != 1 || len(right) != 1 {
			continue
		}
		if _, df := ix.docFreqs(ctx, []string{left[0], right[0]}); df[left[0]] == 0 || df[right[0]] == 0 {
			continue
		}
		tries++
		halves := w[:cut] + " " + w[cut:]
		req := bleve.NewSearchRequestOptions(phrase(fText, halves), 0, 0, false)
		if sr, err := ix.bleve.SearchInContext(ctx, req); err == nil && sr.Total > 0 {
			return halves, true
		}
	}
	return "", false
}
