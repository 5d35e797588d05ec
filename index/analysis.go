package index

import (
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/single"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"

	"github.com/judge-swccg/judge/glossary"
)

// Analyzer and filter names registered with bleve.
const (
	foldFilterName = "judge_fold"
	// textAnalyzer is for prose: folded, possessives and stop words
	// dropped, English stems.
	textAnalyzer = "judge_text"
	// exactAnalyzer is for titles and aliases as whole keys: the folded
	// string, one token.
	exactAnalyzer = "judge_exact"
)

// foldFilter applies glossary.Fold to each token. Folding tokens rather
// than the raw text keeps token offsets pointing into the original text, so
// highlight ranges land on the characters the user sees.
type foldFilter struct{}

func (foldFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, t := range in {
		t.Term = []byte(glossary.Fold(string(t.Term)))
	}
	return in
}

func init() {
	must(registry.RegisterTokenFilter(foldFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return foldFilter{}, nil
	}))
	must(registry.RegisterAnalyzer(textAnalyzer, func(_ map[string]interface{}, c *registry.Cache) (analysis.Analyzer, error) {
		return analyzerOf(c, unicode.Name, foldFilterName, en.PossessiveName, en.StopName, en.SnowballStemmerName)
	}))
	must(registry.RegisterAnalyzer(exactAnalyzer, func(_ map[string]interface{}, c *registry.Cache) (analysis.Analyzer, error) {
		return analyzerOf(c, single.Name, foldFilterName)
	}))
}

func analyzerOf(c *registry.Cache, tokenizer string, filters ...string) (analysis.Analyzer, error) {
	tok, err := c.TokenizerNamed(tokenizer)
	if err != nil {
		return nil, err
	}
	a := &analysis.DefaultAnalyzer{Tokenizer: tok}
	for _, name := range filters {
		f, err := c.TokenFilterNamed(name)
		if err != nil {
			return nil, err
		}
		a.TokenFilters = append(a.TokenFilters, f)
	}
	return a, nil
}

func must(err error) {
	if err != nil {
		panic("index: " + err.Error())
	}
}
