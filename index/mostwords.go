package index

import (
	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// All words but one: a judge types the rule's words and one word of their
// own besides, a card's name ("wampa habitat deploy"), a word for what they
// want ("lightsaber firing definition") or a paraphrase ("persona
// replacement only character cards", where the rule says "applies only
// to character cards"). The rule then holds all of the query but that
// word, and used to score as an entry holding any one of them: the
// all-words clause went to a worked example or a card holding the name,
// and the section titled with two of the words came next. An entry whose
// rules text holds all the query's terms but one now gains a clause of
// its own.
//
// Decided on the tuning sets (no game set, recall@3): fresh 0.981 to
// 0.994, typed 0.989 to 0.996, judge 0.928 to 0.933, lines MRR 0.912 to
// 0.920, shared MRR 0.780 to 0.795; keywords lost one query (0.978 to
// 0.974), the full sentences none. A weight of 1 or more lost two
// keyword queries (and at 3 moved the game guess); 0.25 gained less; the
// clause for queries of at most four or five terms gained less too.

// mostWordsWeight is the weight of each term in the clause; the clause
// counts for its terms' scores and, as one more clause matched, in the
// share of clauses an entry matches.
const mostWordsWeight = 0.5

// minMostWords is the fewest distinct terms a query needs for the clause:
// with two, all but one is any, which a clause already counts.
const minMostWords = 3

// mostWordsQuery matches the entries whose rules text holds all of terms
// but one, nil for a query of fewer than minMostWords terms.
func mostWordsQuery(terms []string) query.Query {
	terms = distinct(terms)
	if len(terms) < minMostWords {
		return nil
	}
	clauses := make([]query.Query, 0, len(terms))
	for _, t := range terms {
		clauses = append(clauses, boosted(termQuery(fText, t), mostWordsWeight))
	}
	q := bleve.NewDisjunctionQuery(clauses...)
	q.SetMin(float64(len(terms) - 1))
	return q
}
