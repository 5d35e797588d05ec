package glossary

import (
	"strings"
	"testing"
)

// PlainText skips the expressions that cannot match; it gives what running
// every one of them gives.
func FuzzPlainText(f *testing.F) {
	for _, s := range []string{"**Bold** and *italic* text", "a $x$ b", "line<br/>two <u>under</u>", "tab\there  two", " lead\ntrail \n", "**", "*a* **b", "plain words only", "two  spaces", "a\u00a0 b\t\tc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := PlainText(s), everyExpression(s); got != want {
			t.Fatalf("PlainText(%q) = %q, every expression gives %q", s, got, want)
		}
	})
}

func everyExpression(s string) string {
	s = reBold().ReplaceAllString(s, "$1")
	s = reItalic().ReplaceAllString(s, "$1$2")
	s = reStrayBold().ReplaceAllString(s, "")
	s = reLatex().ReplaceAllString(s, "$1")
	s = reHTMLTag().ReplaceAllString(s, "")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(reSpaceRun().ReplaceAllString(l, " "))
	}
	return strings.Join(lines, "\n")
}
