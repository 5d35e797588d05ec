package index

import (
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/judge-swccg/judge/glossary"
)

// Boosts order the evidence: the whole title, then a whole alias, then the
// words as a phrase, then all the words, then any of them; within each,
// title beats aliases beats heading path beats body text.
const (
	boostExactTitle  = 100
	boostExactAlias  = 60
	boostPhraseTitle = 20
	boostPhraseAlias = 12
	boostPhraseText  = 6
	boostAllTitle    = 8
	boostAllAlias    = 5
	boostAllText     = 3
	boostAllPath     = 2
	boostAnyTitle    = 2
	boostAnyAlias    = 1.5
	boostAnyText     = 1
	boostFuzzyTitle  = 1.5
	boostFuzzyText   = 0.5
)

// A query of at most fewWords words (after stop words) is keywords, not a
// sentence: an entry whose text holds them all is boostAllFewText strong.
const (
	fewWords        = 4
	boostAllFewText = 4.5
)

// termsOf is text analysed as the index analyses rules text.
func termsOf(an analysis.Analyzer, text string) []string {
	var out []string
	for _, t := range an.Analyze([]byte(text)) {
		out = append(out, string(t.Term))
	}
	return out
}

// minFuzzyLen is the shortest query word tried with edit distance: shorter
// words have too many neighbours. Words of bigFuzzyLen letters or more may
// be two edits away.
const (
	minFuzzyLen = 5
	bigFuzzyLen = 8
)

// textQuery is the ranking query for what a user typed, without filters;
// fuzzy lets misspelt words match too (the fallback when the plain query
// finds little). The OCR FAQ needs no fuzziness of its own: its parser and
// overlay give its damaged headings their readable names, and the labelled
// queries score higher without it (recall@3 0.939, MRR@10 0.865).
func textQuery(text string, fuzzy bool, an analysis.Analyzer) query.Query {
	folded := glossary.Fold(text)
	allText := float64(boostAllText)
	if n := len(distinct(termsOf(an, text))); n > 1 && n <= fewWords {
		allText = boostAllFewText
	}
	clauses := []query.Query{
		boosted(termQuery(fTitleExact, folded), boostExactTitle),
		boosted(termQuery(fAliasExact, folded), boostExactAlias),
		boosted(phrase(fTitle, text), boostPhraseTitle),
		boosted(phrase(fAliases, text), boostPhraseAlias),
		boosted(match(fTitle, text, query.MatchQueryOperatorAnd), boostAllTitle),
		boosted(match(fAliases, text, query.MatchQueryOperatorAnd), boostAllAlias),
		boosted(match(fText, text, query.MatchQueryOperatorAnd), allText),
		boosted(match(fExtraText, text, query.MatchQueryOperatorAnd), allText),
		boosted(match(fTitle, text, query.MatchQueryOperatorOr), boostAnyTitle),
		boosted(match(fAliases, text, query.MatchQueryOperatorOr), boostAnyAlias),
		boosted(match(fText, text, query.MatchQueryOperatorOr), boostAnyText),
	}
	if mq := mostWordsQuery(termsOf(an, text)); mq != nil {
		clauses = append(clauses, mq)
	}
	if fuzzy {
		if fq := fuzzyQuery(text, an); fq != nil {
			clauses = append(clauses, fq)
		}
	}
	return bleve.NewDisjunctionQuery(clauses...)
}

// fuzzyQuery matches each long word of text within an edit distance in
// the titles and the text, allowing two edits for long words. The word is
// stemmed first, because the fields hold stems.
func fuzzyQuery(text string, an analysis.Analyzer) query.Query {
	fields := []fuzzyField{{fTitle, boostFuzzyTitle}, {fText, boostFuzzyText}}
	var clauses []query.Query
	for _, w := range queryTerms(text) {
		n := utf8.RuneCountInString(w)
		if n < minFuzzyLen {
			continue
		}
		toks := an.Analyze([]byte(w))
		if len(toks) != 1 {
			continue
		}
		dist := 1
		if n >= bigFuzzyLen {
			dist = 2
		}
		for _, f := range fields {
			q := bleve.NewFuzzyQuery(string(toks[0].Term))
			q.SetField(f.field)
			q.SetFuzziness(dist)
			q.SetBoost(f.boost)
			clauses = append(clauses, q)
		}
	}
	if len(clauses) == 0 {
		return nil
	}
	return bleve.NewDisjunctionQuery(clauses...)
}

type fuzzyField struct {
	field string
	boost float64
}

type boostable interface {
	query.Query
	SetBoost(float64)
}

func boosted(q boostable, b float64) query.Query {
	q.SetBoost(b)
	return q
}

func phrase(field, text string) *query.MatchPhraseQuery {
	q := bleve.NewMatchPhraseQuery(text)
	q.SetField(field)
	return q
}

func match(field, text string, op query.MatchQueryOperator) *query.MatchQuery {
	q := bleve.NewMatchQuery(text)
	q.SetField(field)
	q.SetOperator(op)
	return q
}

// filters narrows q to f's game, document (name, slug or family) and kind.
func filters(q query.Query, f Query) query.Query {
	conj := append([]query.Query{q}, filterClauses(f)...)
	if len(conj) == 1 {
		return q
	}
	return bleve.NewConjunctionQuery(conj...)
}

// filterClauses are the conditions f puts on an entry, none when f has no filter.
func filterClauses(f Query) []query.Query {
	var conj []query.Query
	if f.Game != "" {
		conj = append(conj, termQuery(fGame, strings.ToLower(f.Game)))
	}
	if f.Doc != "" {
		conj = append(conj, bleve.NewDisjunctionQuery(docQuery(f.Doc), termQuery(fFamily, f.Doc)))
	}
	if f.Kind != "" {
		conj = append(conj, termQuery(fKind, strings.ToLower(f.Kind)))
	}
	return conj
}
