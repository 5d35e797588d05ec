package rulings

import (
	"github.com/judge-swccg/judge/glossary"
)

// CitationCheck is the result of resolving one citation.
type CitationCheck struct {
	Ref glossary.Ref `json:"ref"`
	// Entries are the IDs the Ref resolved to, one per passage (renderings
	// of the same passage count once, their IDs joined in Variants).
	Entries  []string `json:"entries"`
	Variants []string `json:"variants,omitempty"`
	// Sentence is what the Ref's locator finds in the passage.
	Sentence *glossary.Sentence `json:"sentence,omitempty"`
	OK       bool               `json:"ok"`
	Problem  string             `json:"problem,omitempty"`
}

// CheckCitations resolves each citation of refs (Citations, or every
// game's) against c. A citation is sound when it names exactly one passage
// and, when it has a locator, the locator finds its sentence there (no
// sentence, or more than one, is a problem).
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
			if ref.Locator == "" {
				break
			}
			for _, e := range es {
				if e.ID != chk.Entries[0] {
					continue
				}
				if s, err := e.Locate(ref.Locator); err != nil {
					chk.OK, chk.Problem = false, err.Error()
				} else {
					chk.Sentence = &s
				}
				break
			}
		default:
			chk.Problem = "names several passages; add a parent heading to the path"
		}
		out = append(out, chk)
	}
	return out, nil
}
