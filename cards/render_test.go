package cards

import (
	"bytes"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/mdtext"
)

// markdownAndHTML renders r both ways.
func markdownAndHTML(t *testing.T, r Resolution, faces []*Card) (md, html string) {
	t.Helper()
	var m, h bytes.Buffer
	if err := WriteResolutionMarkdown(&m, r, faces); err != nil {
		t.Fatal(err)
	}
	if err := mdtext.HTML(&h, m.Bytes()); err != nil {
		t.Fatal(err)
	}
	return m.String(), h.String()
}

func contains(t *testing.T, what, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, out)
		}
	}
}

// Space Vader's game text holds "< 5" and his id an underscore: the
// Markdown escapes them and the HTML shows them as printed.
func TestCardMarkdownAndHTML(t *testing.T) {
	db := loadReal(t)
	r := db.Resolve("space vader")
	if len(r.Match) != 1 {
		t.Fatalf("space vader: %d matches", len(r.Match))
	}
	md, html := markdownAndHTML(t, r, db.Faces(r.Match[0]))
	contains(t, "markdown", md,
		"## •Darth Vader\n",
		"*Dark · Character · Imperial* — gemp 1\\_168 · id 634 · Premiere · aka Space Vader, Math Vader\n",
		"Power 6 · Ability 6 · Deploy 6 · Forfeit 8 · Destiny 1\n",
		"**Game text**\n\n> When in battle, adds 1 to each of your battle destiny draws.",
		"Immune to attrition \\< 5.\n",
		"- immune\\_to\\_attrition \\< 5 \"Immune to attrition \\< 5\" @156-179\n",
	)
	contains(t, "html", html,
		"<h2>•Darth Vader</h2>",
		"gemp 1_168 · id 634",
		"<blockquote>\n<p>When in battle,",
		"Immune to attrition &lt; 5.</p>\n</blockquote>",
		"<li>immune_to_attrition &lt; 5 &quot;Immune to attrition &lt; 5&quot; @156-179</li>",
	)
}

// A two-sided objective prints both faces; rulings print once, with the
// front, their HTML tags dropped and "<" escaped.
func TestCardMarkdownTwoFaces(t *testing.T) {
	db := loadReal(t)
	r := db.Resolve("a valuable hostage")
	if len(r.Match) != 1 {
		t.Fatalf("a valuable hostage: %d matches", len(r.Match))
	}
	md, html := markdownAndHTML(t, r, db.Faces(r.Match[0]))
	if n := strings.Count(md, "## A Stunning Move / A Valuable Hostage\n"); n != 2 {
		t.Errorf("%d faces printed, want 2:\n%s", n, md)
	}
	if n := strings.Count(md, "**Rulings**"); n != 1 {
		t.Errorf("rulings printed %d times, want once", n)
	}
	contains(t, "html", html, "gemp 211_26-back", "(limit of &lt; 5 from this objective)", "{While} this side up")
}

func TestCandidatesMarkdown(t *testing.T) {
	db := loadReal(t)
	md, html := markdownAndHTML(t, db.Resolve("Lobot"), nil)
	contains(t, "markdown", md, "“Lobot” is ambiguous: 4 cards on both sides (persona match)", "- `7_187` **•Lobot** — Dark · Character\n")
	contains(t, "html", html, "<li><code>5_6</code> <strong>•Lobot</strong> — Light · Character</li>")
	md, _ = markdownAndHTML(t, db.Resolve("xyzzy <plugh>"), nil)
	contains(t, "markdown", md, "No card is called “xyzzy \\<plugh\\>”.")
}
