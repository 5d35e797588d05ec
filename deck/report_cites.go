package deck

import (
	"slices"

	"github.com/judge-swccg/judge/rulings"
)

// Resolve fills in, beside every reference of the report's findings and
// notes, the passages it names in the index c, as rulings.Resolve does for
// a ruling: the JSON answers carry the rule text they cite. The findings
// and notes are copied first, as rulings.Resolve copies what it writes.
func (r *Report) Resolve(c rulings.Citer) {
	r.Findings, r.Notes = resolveFindings(r.Findings, c), resolveFindings(r.Notes, c)
}

func resolveFindings(fs []Finding, c rulings.Citer) []Finding {
	if fs == nil {
		return nil
	}
	fs = slices.Clone(fs)
	for i := range fs {
		fs[i].Step = rulings.ResolveSteps([]rulings.Step{fs[i].Step}, c)[0]
	}
	return fs
}
