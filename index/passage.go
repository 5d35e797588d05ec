package index

import (
	"context"
	"math"
	"strings"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/search"
)

// A passage is the block of an entry's source lines that a query matches
// best: a long section or a chapter overview is cited by the lines a judge
// reads, not as a whole. Blocks are runs of non-blank lines (a paragraph,
// a list, a table); a heading line is not one.

// passageQuery is the query's analysed terms in order, and each term's
// weight: its inverse document frequency in the rules text, so the word
// that tells paragraphs apart counts most.
type passageQuery struct {
	an     analysis.Analyzer
	terms  []string
	weight map[string]float64
	// unknown is true when a term is in no entry's rules text: a
	// misspelling, or a word of card text only.
	unknown bool
	// covers are the entries' proximity covers found so far, by entry
	// ID: a search that ranks the pointed game again meets most of its
	// candidates a second time.
	covers map[string]float64
}

func (ix *Index) passageQuery(ctx context.Context, text string) passageQuery {
	pq := passageQuery{an: ix.bleve.Mapping().AnalyzerNamed(textAnalyzer), weight: map[string]float64{}, covers: map[string]float64{}}
	for _, t := range pq.an.Analyze([]byte(text)) {
		pq.terms = append(pq.terms, string(t.Term))
	}
	n, df := ix.docFreqs(ctx, pq.terms)
	for _, t := range pq.terms {
		pq.weight[t] = math.Log(1 + (float64(n)-float64(df[t])+0.5)/(float64(df[t])+0.5))
		pq.unknown = pq.unknown || n > 0 && df[t] == 0
	}
	return pq
}

// docFreqs counts the entries and, for each term, the entries whose rules
// text holds it; on error the counts are zero and all terms weigh alike.
func (ix *Index) docFreqs(ctx context.Context, terms []string) (uint64, map[string]uint64) {
	df := map[string]uint64{}
	r, ok := ix.reader()
	if !ok {
		return 0, df
	}
	defer r.Close()
	n, _ := r.DocCount()
	for _, t := range terms {
		tfr, err := r.TermFieldReader(ctx, []byte(t), fText, false, false, false)
		if err != nil {
			continue
		}
		df[t] = tfr.Count()
		tfr.Close()
	}
	return n, df
}

// BM25 constants for scoring blocks, and the bonus, in units of an
// average term weight, for two query words side by side in query order.
const (
	bm25K1      = 1.2
	bm25B       = 0.75
	pairBonus   = 0.5
	minBlockLen = 8
)

// passage returns the source lines of raw (which starts at line start)
// that best match the query, or ok false when the entry is short enough to
// read whole or has one block. Blocks are ranked by BM25 over the query's
// terms, plus a bonus for query words adjacent as typed; the earlier block
// wins ties.
func (pq passageQuery) passage(raw string, start int) (first, last int, ok bool) {
	if len(pq.terms) == 0 || strings.Count(raw, "\n") < minPassageEntry {
		return 0, 0, false
	}
	blocks := splitBlocks(raw)
	if len(blocks) < 2 {
		return 0, 0, false
	}
	lines := strings.Split(raw, "\n")
	toks := make([][]string, len(blocks))
	total := 0
	for i, b := range blocks {
		for _, t := range pq.an.Analyze([]byte(strings.Join(lines[b.first:b.last+1], "\n"))) {
			toks[i] = append(toks[i], string(t.Term))
		}
		total += len(toks[i])
	}
	avg := math.Max(minBlockLen, float64(total)/float64(len(blocks)))
	var meanWeight float64
	for _, w := range pq.weight {
		meanWeight += w
	}
	meanWeight /= float64(len(pq.weight))
	best, bestScore := 0, 0.0
	for i, ts := range toks {
		tf := map[string]int{}
		for _, t := range ts {
			if _, ok := pq.weight[t]; ok {
				tf[t]++
			}
		}
		norm := bm25K1 * (1 - bm25B + bm25B*float64(len(ts))/avg)
		score := 0.0
		for t, n := range tf {
			score += pq.weight[t] * float64(n) * (bm25K1 + 1) / (float64(n) + norm)
		}
		score += pairBonus * meanWeight * float64(adjacentPairs(pq.terms, ts))
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	b := blocks[best]
	return start + b.first, start + min(b.last, b.first+maxPassageLines-1), true
}

// locate finds the query's terms in text, as the index would have
// located them, for a snippet of a passage.
func (pq passageQuery) locate(text string) search.TermLocationMap {
	locs := search.TermLocationMap{}
	for _, t := range pq.an.Analyze([]byte(text)) {
		if _, ok := pq.weight[string(t.Term)]; ok {
			locs.AddLocation(string(t.Term), &search.Location{Pos: uint64(t.Position), Start: uint64(t.Start), End: uint64(t.End)})
		}
	}
	return locs
}

// adjacentPairs counts the pairs of consecutive query terms that also
// stand side by side in ts.
func adjacentPairs(query, ts []string) int {
	seen := map[[2]string]bool{}
	for i := 1; i < len(ts); i++ {
		seen[[2]string{ts[i-1], ts[i]}] = true
	}
	n := 0
	for i := 1; i < len(query); i++ {
		if seen[[2]string{query[i-1], query[i]}] {
			n++
		}
	}
	return n
}

// block is lines first..last, as offsets from the entry's first line.
type block struct{ first, last int }

// minPassageEntry is the shortest entry, in lines, given a passage: an
// entry no longer than a passage may be is read whole.
const minPassageEntry = maxPassageLines

// maxPassageLines bounds a passage: a table or list longer than this is
// cited from its first line.
const maxPassageLines = 40

// maxHeadingLen is the longest line taken for a heading.
const maxHeadingLen = 120

// splitBlocks finds the runs of non-blank lines, leaving out a heading
// line: a short first line standing alone without a full stop (a glossary
// entry's first line is its definition, and a block).
func splitBlocks(raw string) []block {
	lines := strings.Split(raw, "\n")
	heading := len(lines) > 1 && strings.TrimSpace(lines[1]) == "" && len(lines[0]) <= maxHeadingLen &&
		!strings.HasSuffix(strings.TrimSpace(lines[0]), ".")
	var out []block
	inBlock := false
	for i, line := range lines {
		blank := strings.TrimSpace(line) == ""
		switch {
		case blank || i == 0 && heading:
			inBlock = false
		case inBlock:
			out[len(out)-1].last = i
		default:
			out = append(out, block{first: i, last: i})
			inBlock = true
		}
	}
	return out
}
