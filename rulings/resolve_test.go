package rulings_test

import (
	"errors"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// fakeCiter resolves the one heading it knows to one entry.
type fakeCiter struct{}

func (fakeCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	if r.Path[len(r.Path)-1] != "Immune To Attrition" {
		return nil, errors.New("no such passage")
	}
	return []glossary.Entry{{ID: "rules/immune-to-attrition", Doc: "rules.txt", LineStart: 725, LineEnd: 731, Text: "Some characters are protected."}}, nil
}

// ruleCites stands for a rule's package-level references, which steps share.
var ruleCites = []glossary.Ref{{Family: "swccg-rules", Path: []string{"Immune To Attrition"}}}

// ruleSuperseded stands for a rule's package-level superseded passages,
// which every ruling of the rule shares.
var ruleSuperseded = []rulings.Superseded{{Passage: ruleCites[0], By: ruleCites[0]}}

func TestResolveFillsEveryReference(t *testing.T) {
	unknown := glossary.Ref{Family: "swccg-rules", Path: []string{"Nowhere"}}
	var r rulings.Ruling
	r.Step("first", ruleCites...)
	r.Step("second", ruleCites[0], unknown)
	r.Superseded = []rulings.Superseded{{Passage: ruleCites[0], By: unknown}}
	rep := rulings.Report{Rulings: []rulings.Ruling{r}, Findings: []rulings.Finding{{Cite: ruleCites[0]}}}

	rulings.Resolve(&rep, fakeCiter{})

	want := glossary.Passage{ID: "rules/immune-to-attrition", Doc: "rules.txt", LineStart: 725, LineEnd: 731}
	want.Quote = "Some characters are protected."
	got := rep.Rulings[0]
	for _, ref := range []glossary.Ref{got.Steps[0].Cites[0], got.Steps[1].Cites[0], got.Superseded[0].Passage, rep.Findings[0].Cite} {
		if len(ref.Resolved) != 1 || ref.Resolved[0] != want {
			t.Errorf("%s resolved to %+v, want %+v", ref, ref.Resolved, want)
		}
	}
	for _, ref := range []glossary.Ref{got.Steps[1].Cites[1], got.Superseded[0].By} {
		if ref.Resolved != nil {
			t.Errorf("%s resolved to %+v although the index has no such passage", ref, ref.Resolved)
		}
	}
	if ruleCites[0].Resolved != nil {
		t.Errorf("resolving a ruling wrote into the rule's own references: %+v", ruleCites[0].Resolved)
	}
}

// TestResolveWritesNoSharedSlice: a server resolves the rulings of one rule
// concurrently (go test -race found it writing a shared superseded list).
func TestResolveWritesNoSharedSlice(t *testing.T) {
	var r rulings.Ruling
	r.Step("first", ruleCites...)
	r.Superseded = ruleSuperseded
	steps := r.Steps
	rep := rulings.Report{Rulings: []rulings.Ruling{r}}
	rulings.Resolve(&rep, fakeCiter{})
	if ruleSuperseded[0].Passage.Resolved != nil || ruleSuperseded[0].By.Resolved != nil {
		t.Errorf("resolving a ruling wrote into the rule's superseded passages: %+v", ruleSuperseded[0])
	}
	if steps[0].Cites[0].Resolved != nil {
		t.Errorf("resolving a ruling wrote into the steps it was given: %+v", steps[0])
	}
	if got := rep.Rulings[0].Superseded[0].Passage.Resolved; len(got) != 1 {
		t.Errorf("the report's superseded passage was not resolved: %+v", got)
	}
}

func TestResolveWithoutAnIndexLeavesReferences(t *testing.T) {
	var r rulings.Ruling
	r.Step("first", ruleCites...)
	rep := rulings.Report{Rulings: []rulings.Ruling{r}}
	rulings.Resolve(&rep, nil)
	if rep.Rulings[0].Steps[0].Cites[0].Resolved != nil {
		t.Error("a nil Citer resolved a reference")
	}
}
