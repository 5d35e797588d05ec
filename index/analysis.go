package index

import (
	"sync"

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
	// dropped (negation kept as one word), irregular verb forms made
	// their verb, English stems.
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
		t.Term = foldTerm(t.Term)
	}
	return in
}

// foldTerm is glossary.Fold of a term. A plain ASCII word, nearly every
// term, is only lower-cased, and copied only when it has a capital.
func foldTerm(b []byte) []byte {
	upper := false
	for _, c := range b {
		switch {
		case c >= 0x80, c == '`', c == ' ', '\t' <= c && c <= '\r':
			return []byte(glossary.Fold(string(b)))
		case 'A' <= c && c <= 'Z':
			upper = true
		}
	}
	if !upper {
		return b
	}
	out := make([]byte, len(b))
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

// termMemo runs filters that each look at one token alone (folding,
// possessives, stop words, stemming) once per distinct term. An index
// build meets a few thousand words hundreds of thousands of times, and
// running the chain on each was a fifth of its CPU.
type termMemo struct {
	chain []analysis.TokenFilter
	mu    sync.RWMutex
	terms map[string]memoTerm
}

// memoTerm is what the chain makes of a term; drop is a stop word.
type memoTerm struct {
	term []byte
	drop bool
}

// memoTerms bounds the memo, so a server fed distinct made-up words keeps
// its memory; terms past it are filtered each time.
const memoTerms = 1 << 15

func (m *termMemo) Filter(in analysis.TokenStream) analysis.TokenStream {
	out := in[:0]
	for _, t := range in {
		m.mu.RLock()
		r, ok := m.terms[string(t.Term)]
		m.mu.RUnlock()
		if !ok {
			r = m.run(t.Term)
		}
		if !r.drop {
			// Tokens share the memo's term; nothing downstream
			// writes into a term.
			t.Term = r.term
			out = append(out, t)
		}
	}
	return out
}

func (m *termMemo) run(raw []byte) memoTerm {
	one := analysis.TokenStream{{Term: append([]byte(nil), raw...), Type: analysis.AlphaNumeric}}
	for _, f := range m.chain {
		one = f.Filter(one)
	}
	if len(one) > 1 {
		panic("index: a memoised token filter split a term")
	}
	r := memoTerm{drop: len(one) == 0}
	if !r.drop {
		r.term = one[0].Term
	}
	m.mu.Lock()
	if len(m.terms) < memoTerms {
		m.terms[string(raw)] = r
	}
	m.mu.Unlock()
	return r
}

// textFilters are textAnalyzer's filters, in order; each looks at one
// token alone, so termMemo runs them.
var textFilters = []string{foldFilterName, en.PossessiveName, negationFilterName, stopFilterName, lemmaFilterName, en.SnowballStemmerName}

func init() {
	must(registry.RegisterTokenFilter(foldFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return foldFilter{}, nil
	}))
	must(registry.RegisterAnalyzer(textAnalyzer, func(_ map[string]interface{}, c *registry.Cache) (analysis.Analyzer, error) {
		a, err := analyzerOf(c, unicode.Name, textFilters...)
		if err != nil {
			return nil, err
		}
		a.TokenFilters = []analysis.TokenFilter{&termMemo{chain: a.TokenFilters, terms: map[string]memoTerm{}}}
		return a, nil
	}))
	must(registry.RegisterAnalyzer(exactAnalyzer, func(_ map[string]interface{}, c *registry.Cache) (analysis.Analyzer, error) {
		return analyzerOf(c, single.Name, foldFilterName)
	}))
}

func analyzerOf(c *registry.Cache, tokenizer string, filters ...string) (*analysis.DefaultAnalyzer, error) {
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
