package index

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/search"
)

// Highlight is a byte range of a snippet that matched the query.
type Highlight struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// snippetLen is the target snippet length in bytes, about two lines.
const (
	snippetLen = 200
	// snippetLead is how much text precedes the first highlight.
	snippetLead = 40
	ellipsis    = "…"
)

// snippet cuts the part of text with the most matches and returns it with
// the matched byte ranges, relative to the snippet. Line breaks become
// spaces so the snippet prints on one line.
func snippet(text string, locs search.TermLocationMap) (string, []Highlight) {
	ranges := matchRanges(text, locs)
	start := 0
	if len(ranges) > 0 {
		start = densestStart(ranges)
		start = max(0, start-snippetLead)
		if start > 0 {
			if sp := strings.IndexAny(text[start:], " \n"); sp >= 0 && start+sp < ranges[0].Start {
				start += sp + 1
			}
		}
	}
	for start > 0 && start < len(text) && !utf8.RuneStart(text[start]) {
		start--
	}
	end := min(len(text), start+snippetLen)
	if end < len(text) {
		if sp := strings.LastIndexAny(text[start:end], " \n"); sp > 0 {
			end = start + sp
		}
		for end > start && !utf8.RuneStart(text[end]) {
			end--
		}
	}
	var b strings.Builder
	shift := -start
	if start > 0 {
		b.WriteString(ellipsis)
		shift += len(ellipsis)
	}
	b.WriteString(strings.NewReplacer("\r\n", "  ", "\n", " ", "\r", " ").Replace(text[start:end]))
	if end < len(text) {
		b.WriteString(ellipsis)
	}
	var hs []Highlight
	for _, r := range ranges {
		if r.Start >= start && r.End <= end {
			hs = append(hs, Highlight{r.Start + shift, r.End + shift})
		}
	}
	return b.String(), hs
}

// matchRanges are the merged, sorted byte ranges of term locations, kept
// only when they lie on rune boundaries inside text.
func matchRanges(text string, locs search.TermLocationMap) []Highlight {
	var rs []Highlight
	for _, ls := range locs {
		for _, l := range ls {
			s, e := int(l.Start), int(l.End)
			if s < e && e <= len(text) && utf8.RuneStart(text[s]) && (e == len(text) || utf8.RuneStart(text[e])) {
				rs = append(rs, Highlight{s, e})
			}
		}
	}
	sort.Slice(rs, func(i, j int) bool {
		return rs[i].Start < rs[j].Start || rs[i].Start == rs[j].Start && rs[i].End > rs[j].End
	})
	var out []Highlight
	for _, r := range rs {
		if n := len(out); n > 0 && r.Start <= out[n-1].End {
			out[n-1].End = max(out[n-1].End, r.End)
			continue
		}
		out = append(out, r)
	}
	return out
}

// densestStart is the start of the match that begins the window holding
// the most matches; the earliest wins ties.
func densestStart(rs []Highlight) int {
	best, bestN := rs[0].Start, 0
	j := 0
	for i := range rs {
		for j < len(rs) && rs[j].End <= rs[i].Start+snippetLen-snippetLead {
			j++
		}
		if n := j - i; n > bestN {
			best, bestN = rs[i].Start, n
		}
	}
	return best
}
