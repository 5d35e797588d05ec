package index

import (
	"bytes"
	"context"
	"slices"
	"sort"

	"github.com/blevesearch/bleve/v2/search"
	index "github.com/blevesearch/bleve_index_api"
)

// Proximity: a few keywords typed by a user are usually the words of one
// sentence of the answer. An entry's score counts its words wherever they
// stand, so a long section with the words scattered over its paragraphs, or
// an entry whose title holds two of them, can outrank the short section
// whose one line holds them all. The candidates read for the page are
// re-scored by how much of the query (weighted by each term's rarity) one
// window of nearby words holds, the entry's title counting as near every
// word of its text.

// proximityWindow is the width, in words, of the window looked for: about
// a sentence of the rules.
const proximityWindow = 12

// proximityWeight scales the reward: an entry with the whole query in one
// window scores 1+proximityWeight times what it scored. At 1.5 (before
// session 7) a chapter's overview, or a long section, whose one line holds
// the words still lost to its sub-sections titled with two of them. 2.5
// gained one typed query with no game set and two with it
// (queries-fresh.tsv) and one typed with the game set, losing none; 3
// gained one more each way but lost a full-sentence query ("tap and
// untap": two Glossary terms, each entry holding one).
const proximityWeight = 2.5

// rewardProximity re-scores groups by proximityCover and sorts them again.
// It reads the term positions of these few entries straight from the
// index's postings, which costs far less than a search with locations.
func (ix *Index) rewardProximity(ctx context.Context, groups []*group, pq passageQuery) error {
	terms := distinct(pq.terms)
	if len(terms) < 2 || len(groups) < 2 {
		return nil
	}
	if pq.covers == nil {
		pq.covers = map[string]float64{}
	}
	var fresh []*group
	for _, g := range groups {
		if _, ok := pq.covers[g.best.ID]; !ok {
			fresh = append(fresh, g)
		}
	}
	locs, err := ix.positions(ctx, fresh, terms)
	if err != nil {
		return err
	}
	titles := ix.titleTerms(pq)
	for i, g := range fresh {
		pq.covers[g.best.ID] = proximityCover(terms, pq.weight, titles(g.title()), locs[i])
	}
	for _, g := range groups {
		g.cover = pq.covers[g.best.ID]
		g.score *= 1 + proximityWeight*g.cover
	}
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].score > groups[j].score })
	return nil
}

// positions reads, for each group's best match, where each term stands in
// its rules text.
func (ix *Index) positions(ctx context.Context, groups []*group, terms []string) ([]search.TermLocationMap, error) {
	out := make([]search.TermLocationMap, len(groups))
	r, ok := ix.reader()
	if !ok {
		return out, nil
	}
	defer r.Close()
	order := make([]int, len(groups))
	for i := range order {
		order[i] = i
	}
	// Postings are read forwards: visit the entries in index order.
	sort.Slice(order, func(a, b int) bool {
		return bytes.Compare(groups[order[a]].best.IndexInternalID, groups[order[b]].best.IndexInternalID) < 0
	})
	for _, t := range terms {
		tfr, err := r.TermFieldReader(ctx, []byte(t), fText, false, false, true)
		if err != nil {
			return nil, err
		}
		var d index.TermFieldDoc
		for _, i := range order {
			id := groups[i].best.IndexInternalID
			got, err := tfr.Advance(id, d.Reset())
			if err != nil {
				tfr.Close()
				return nil, err
			}
			if got == nil {
				break
			}
			if !bytes.Equal(got.ID, id) {
				continue
			}
			if out[i] == nil {
				out[i] = search.TermLocationMap{}
			}
			for _, v := range got.Vectors {
				out[i].AddLocation(t, &search.Location{Pos: v.Pos})
			}
		}
		tfr.Close()
	}
	return out, nil
}

// titleTerms returns a lookup of a title's analysed terms, remembered by
// the open index: a search re-reads the titles of its twenty candidates,
// and many recur between searches.
func (ix *Index) titleTerms(pq passageQuery) func(string) map[string]bool {
	cache := &ix.titleTermsMemo
	return func(title string) map[string]bool {
		if m, ok := cache.Load(title); ok {
			return m.(map[string]bool)
		}
		m := map[string]bool{}
		for _, t := range pq.an.Analyze([]byte(title)) {
			m[string(t.Term)] = true
		}
		cache.Store(title, m)
		return m
	}
}

// proximityCover is the share, by weight, of terms that stand within one
// window of the text, a term of the title counting titleShare of its
// weight wherever it stands: 0 to 1.
func proximityCover(terms []string, weight map[string]float64, title map[string]bool, locs search.TermLocationMap) float64 {
	total, always := 0.0, 0.0
	gain := make([]float64, len(terms))
	type at struct {
		pos  uint64
		term int
	}
	var seen []at
	for i, t := range terms {
		total += weight[t]
		gain[i] = weight[t]
		if title[t] {
			always += titleShare * weight[t]
			gain[i] -= titleShare * weight[t]
		}
		for _, l := range locs[t] {
			seen = append(seen, at{l.Pos, i})
		}
	}
	if total == 0 {
		return 0
	}
	slices.SortFunc(seen, func(a, b at) int { return int(a.pos) - int(b.pos) })
	count := make([]int, len(terms))
	best, cur := 0.0, 0.0
	from := 0
	for _, s := range seen {
		if count[s.term] == 0 {
			cur += gain[s.term]
		}
		count[s.term]++
		for s.pos-seen[from].pos >= proximityWindow {
			f := seen[from].term
			if count[f]--; count[f] == 0 {
				cur -= gain[f]
			}
			from++
		}
		best = max(best, cur)
	}
	return (always + best) / total
}

// titleShare is what a term of an entry's title counts towards its cover
// when the text does not hold it near the others: the title says what the
// entry is about, the user's words in one sentence say more.
const titleShare = 0.5

// distinct is terms without repeats, in order.
func distinct(terms []string) []string {
	var out []string
	for _, t := range terms {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}
