package index

import (
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/token/stop"
	"github.com/blevesearch/bleve/v2/registry"
)

// Negation is a word of the rules, not a stop word: "can't be attacked",
// "may not deploy" and "cannot move" are what a judge asks about, and the
// English stop list dropped every form of it, so "can't attack can't be
// attacked" searched for "attack" alone. Every form becomes one term,
// negationTerm, and the stop filter keeps it.
const (
	negationFilterName = "judge_negation"
	stopFilterName     = "judge_stop"
	negationTerm       = "not"
)

// negations are the folded forms that say "not".
var negations = map[string]bool{
	"not": true, "cannot": true, "can't": true, "won't": true, "don't": true,
	"doesn't": true, "didn't": true, "isn't": true, "aren't": true, "wasn't": true,
	"weren't": true, "mustn't": true, "shouldn't": true, "wouldn't": true,
	"couldn't": true, "hasn't": true, "haven't": true, "hadn't": true,
}

// negationFilter looks at one token alone, so termMemo may run it.
type negationFilter struct{}

func (negationFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, t := range in {
		if negations[string(t.Term)] {
			t.Term = []byte(negationTerm)
		}
	}
	return in
}

func init() {
	must(registry.RegisterTokenFilter(negationFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return negationFilter{}, nil
	}))
	must(registry.RegisterTokenFilter(stopFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		// Every search builds this filter when it opens the index: the
		// English list is read straight into a map of its size (the
		// registry's copy grows its map from empty, and was then copied
		// without negation).
		kept := make(analysis.TokenMap, englishStopWords)
		if err := kept.LoadBytes(en.EnglishStopWords); err != nil {
			return nil, err
		}
		delete(kept, negationTerm)
		return stop.NewStopTokensFilter(kept), nil
	}))
}

// englishStopWords is about the number of words in bleve's English stop list.
const englishStopWords = 200
