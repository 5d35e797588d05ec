package index

import (
	"slices"
	"testing"
)

// Every form of "not" analyses to one term that the stop words keep, so
// "can't be attacked" finds the rule on "cannot be attacked" and is not
// a search for "attack" alone; the other stop words still go.
func TestNegationIsAWord(t *testing.T) {
	an := proseAnalyzer()
	for _, c := range []struct {
		text string
		want []string
	}{
		{"can't attack can’t be attacked", []string{"not", "attack", "not", "attack"}},
		{"This unit cannot be attacked", []string{"unit", "not", "attack"}},
		{"may not deploy", []string{"may", "not", "deploy"}},
		{"doesn't do damage", []string{"not", "damag"}},
		{"the attack of a unit", []string{"attack", "unit"}},
	} {
		if got := termsOf(an, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q analyses to %q, want %q", c.text, got, c.want)
		}
	}
}
