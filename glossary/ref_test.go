package glossary

import "testing"

func TestRefMatches(t *testing.T) {
	e := &Entry{Path: []string{"Chapter 6 - Battle", "Immune To Attrition", "Immune To Attrition - Example 1"}}
	for _, c := range []struct {
		path []string
		want bool
	}{
		{[]string{"Immune To Attrition", "Example 1"}, true},
		{[]string{"immune to attrition", "immune to attrition - example 1"}, true},
		{[]string{"Example 1"}, true},
		{[]string{"Chapter 6 - Battle", "Immune To Attrition", "Example 1"}, true},
		{[]string{"Immune To Attrition"}, false},
		{[]string{"Attrition", "Example 1"}, false},
		{[]string{"Immune To Attrition", "Example 2"}, false},
		{nil, false},
	} {
		if got := (Ref{Family: "f", Path: c.path}).Matches(e); got != c.want {
			t.Errorf("Ref%v.Matches = %v, want %v", c.path, got, c.want)
		}
	}
}
