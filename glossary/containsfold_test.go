package glossary

import (
	"regexp"
	"testing"
)

// FuzzContainsFold: the guard in front of a case-insensitive expression
// must never rule out a line the expression would match.
func FuzzContainsFold(f *testing.F) {
	for _, s := range []string{"This CARD should read", "original Cards", "cärd", "cAr", "ca\u0301rd", "C\u212Aard"} {
		f.Add(s)
	}
	re := regexp.MustCompile(`(?i)card`)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := containsFold(s, "card"), re.MatchString(s); got != want {
			t.Errorf("containsFold(%q, card) = %v, the expression says %v", s, got, want)
		}
	})
}
