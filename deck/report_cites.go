package deck

import "github.com/judge-swccg/judge/rulings"

// Resolve fills in, beside every reference of the report's findings and
// notes, the passages it names in the index c, as rulings.Resolve does for
// a ruling: the JSON answers carry the rule text they cite.
func (r *Report) Resolve(c rulings.Citer) {
	for _, fs := range [][]Finding{r.Findings, r.Notes} {
		for i := range fs {
			steps := []rulings.Step{fs[i].Step}
			rulings.ResolveSteps(steps, c)
			fs[i].Step = steps[0]
		}
	}
}
