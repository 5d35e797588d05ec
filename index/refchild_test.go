package index

import (
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// A Ref names the hierarchy (Immune To Attrition › Example 1) while the
// rulebook writes the heading "Immune To Attrition - Example 1"; Resolve
// must find it in the real chapters, once per rendering that has it.
func TestResolveByChildName(t *testing.T) {
	ix := buildCorpus(t)
	for _, c := range []struct {
		ref   glossary.Ref
		lines []int // LineStart of each entry, in document order
	}{
		{glossary.Ref{Family: "swccg-rules", Path: []string{"Immune To Attrition", "Example 1"}}, []int{741}},
		{glossary.Ref{Family: "swccg-rules", Path: []string{"Power Segment", "Draw Battle Destinies"}}, []int{356}},
		{glossary.Ref{Family: "swccg-rules", Path: []string{"Immune To Attrition - Gaining And Losing"}}, []int{733}},
	} {
		es, err := ix.Resolve(c.ref)
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, e := range es {
			got = append(got, e.LineStart)
		}
		if len(got) != len(c.lines) || (len(got) > 0 && got[0] != c.lines[0]) {
			t.Errorf("Resolve(%s) = lines %v, want %v", c.ref, got, c.lines)
		}
	}
}
