package rulings

import (
	"slices"

	"github.com/judge-swccg/judge/glossary"
)

// Resolve fills in, beside every reference of the report, the passages it
// names in the index c (document, lines, text), for the JSON answers: a
// reader that is not judge needs no second lookup to show the rule. A
// reference c cannot resolve keeps its family and path only.
//
// A rule may hand a ruling slices it shares with every other ruling (its
// package-level superseded passages, its references), so every slice
// written here is a copy: a server resolves rulings concurrently.
func Resolve(rep *Report, c Citer) {
	if c == nil {
		return
	}
	rep.Rulings = slices.Clone(rep.Rulings)
	for i := range rep.Rulings {
		r := &rep.Rulings[i]
		r.Steps = ResolveSteps(r.Steps, c)
		r.Superseded = slices.Clone(r.Superseded)
		for j := range r.Superseded {
			r.Superseded[j].Passage = ResolveRef(r.Superseded[j].Passage, c)
			r.Superseded[j].By = ResolveRef(r.Superseded[j].By, c)
		}
	}
	rep.Findings = slices.Clone(rep.Findings)
	for i := range rep.Findings {
		rep.Findings[i].Cite = ResolveRef(rep.Findings[i].Cite, c)
	}
}

// ResolveSteps returns the steps with each reference resolved, in new
// slices: neither the steps nor their references are written in place.
func ResolveSteps(steps []Step, c Citer) []Step {
	steps = slices.Clone(steps)
	for i := range steps {
		if len(steps[i].Cites) == 0 {
			continue
		}
		cites := make([]glossary.Ref, len(steps[i].Cites))
		for j, ref := range steps[i].Cites {
			cites[j] = ResolveRef(ref, c)
		}
		steps[i].Cites = cites
	}
	return steps
}

// ResolveRef is ref with the passages it names in c, and in each the
// sentence(s) its locator finds (Passage.Cited).
func ResolveRef(ref glossary.Ref, c Citer) glossary.Ref {
	if c == nil || len(ref.Path) == 0 {
		return ref
	}
	es, err := c.Resolve(ref)
	if err != nil {
		return ref
	}
	ref.Resolved = make([]glossary.Passage, 0, len(es))
	for _, e := range es {
		p := glossary.Passage{ID: e.ID, Doc: e.Doc, LineStart: e.LineStart, LineEnd: e.LineEnd, Quote: e.Text}
		if ref.Locator != "" {
			if s, err := locate(c, &e, ref.Locator); err == nil {
				p.Cited = &s
			}
		}
		ref.Resolved = append(ref.Resolved, p)
	}
	return ref
}
