package mdtext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzInline: any one-line text comes out of Markdown→HTML as written
// (white space collapsed), after a list marker too.
func FuzzInline(f *testing.F) {
	for _, s := range tricky {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || strings.ContainsRune(s, 0) || strings.ContainsRune(s, '\uFFFD') {
			t.Skip() // goldmark replaces NUL and invalid bytes, as CommonMark says
		}
		flat := strings.Join(strings.Fields(s), " ")
		if flat == "" || strings.ContainsAny(flat, "\f\v\u0085\u00a0") {
			t.Skip()
		}
		if got, want := render(t, "- "+Inline(s)), "<ul>\n<li>"+htmlText(flat)+"</li>\n</ul>"; got != want {
			t.Errorf("Inline(%q) = %q\n  as HTML: %s\n  want:    %s", s, Inline(s), got, want)
		}
	})
}
