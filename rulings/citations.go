package rulings

import (
	"sort"

	"github.com/judge-swccg/judge/glossary"
)

// Citations lists every reference the engine may print: each rule's
// citations and the passages of the known conflicts, deduplicated and
// sorted. "judge doctor" checks that each still names exactly one passage
// of the indexed corpus.
func Citations() []glossary.Ref {
	seen := map[string]bool{}
	var out []glossary.Ref
	add := func(r glossary.Ref) {
		r.Note = ""
		if k := r.String(); !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	for _, rule := range Rules {
		for _, r := range rule.Cites {
			add(r)
		}
	}
	for _, s := range boundary {
		add(s.Passage)
		add(s.By)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// CitationCheck is the result of resolving one citation.
type CitationCheck struct {
	Ref glossary.Ref `json:"ref"`
	// Entries are the IDs the Ref resolved to, one per passage (renderings
	// of the same passage count once, their IDs joined in Variants).
	Entries  []string `json:"entries"`
	Variants []string `json:"variants,omitempty"`
	OK       bool     `json:"ok"`
	Problem  string   `json:"problem,omitempty"`
}

// CheckCitations resolves each citation of refs (Citations, or every
// game's) against c. A citation is sound when it names exactly one passage.
func CheckCitations(c Citer, refs []glossary.Ref) ([]CitationCheck, error) {
	var out []CitationCheck
	for _, ref := range refs {
		es, err := c.Resolve(ref)
		if err != nil {
			return nil, err
		}
		chk := CitationCheck{Ref: ref, Entries: []string{}}
		counted := map[string]bool{}
		for _, e := range es {
			if counted[e.ID] {
				chk.Variants = append(chk.Variants, e.ID)
				continue
			}
			chk.Entries = append(chk.Entries, e.ID)
			counted[e.ID] = true
			for _, v := range e.Variants {
				counted[v] = true
			}
		}
		switch len(chk.Entries) {
		case 0:
			chk.Problem = "names no entry of the indexed corpus (renamed or missing section?)"
		case 1:
			chk.OK = true
		default:
			chk.Problem = "names several passages; add a parent heading to the path"
		}
		out = append(out, chk)
	}
	return out, nil
}
