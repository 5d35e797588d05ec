package rulings

import "github.com/judge-swccg/judge/glossary"

// Resolve fills in, beside every reference of the report, the passages it
// names in the index c (document, lines, text), for the JSON answers: a
// reader that is not judge needs no second lookup to show the rule. A
// reference c cannot resolve keeps its family and path only.
func Resolve(rep *Report, c Citer) {
	if c == nil {
		return
	}
	for i := range rep.Rulings {
		r := &rep.Rulings[i]
		ResolveSteps(r.Steps, c)
		for j := range r.Superseded {
			r.Superseded[j].Passage = ResolveRef(r.Superseded[j].Passage, c)
			r.Superseded[j].By = ResolveRef(r.Superseded[j].By, c)
		}
	}
	for i := range rep.Findings {
		rep.Findings[i].Cite = ResolveRef(rep.Findings[i].Cite, c)
	}
}

// ResolveSteps resolves each step's references. A step's Cites may share
// its array with a rule's package-level references, so it gets a new one.
func ResolveSteps(steps []Step, c Citer) {
	for i := range steps {
		cites := make([]glossary.Ref, len(steps[i].Cites))
		for j, ref := range steps[i].Cites {
			cites[j] = ResolveRef(ref, c)
		}
		if len(cites) > 0 {
			steps[i].Cites = cites
		}
	}
}

// ResolveRef is ref with the passages it names in c.
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
		ref.Resolved = append(ref.Resolved, glossary.Passage{ID: e.ID, Doc: e.Doc, LineStart: e.LineStart, LineEnd: e.LineEnd, Quote: e.Text})
	}
	return ref
}
