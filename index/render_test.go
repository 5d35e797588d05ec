package index

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/mdtext"
)

// both renders md and its HTML.
func both(t *testing.T, write func(*bytes.Buffer) error) (md, html string) {
	t.Helper()
	var m, h bytes.Buffer
	if err := write(&m); err != nil {
		t.Fatal(err)
	}
	if err := mdtext.HTML(&h, m.Bytes()); err != nil {
		t.Fatal(err)
	}
	return m.String(), h.String()
}

func mustContain(t *testing.T, what, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, out)
		}
	}
}

// The rulebook's "Immune To Attrition" holds `"immune to attrition < 5"`
// and its chapter title an "&": both must be escaped in the Markdown and
// come out as text in the HTML, and the quote must carry its source.
func TestEntryMarkdownAndHTML(t *testing.T) {
	ix := buildCorpus(t)
	e, err := ix.At("swccg-advanced-rules-ch5-8.txt", 727)
	if err != nil {
		t.Fatal(err)
	}
	md, html := both(t, func(b *bytes.Buffer) error { return WriteEntryMarkdown(b, e) })
	mustContain(t, "markdown", md,
		"# Immune To Attrition\n\n*section* · `swccg-advanced-rules-ch5-8/immune-to-attrition`\n\n",
		`> Some characters, vehicles and starships are protected from varying levels of attrition (written as "immune to attrition \< 5").`,
		"\n>\n> — swccg-advanced-rules-ch5-8.txt · Chapter 6 - Battle Phase, Battles \\& Attacks › Immune To Attrition · lines 725–731\n",
	)
	mustContain(t, "html", html,
		"<h1>Immune To Attrition</h1>",
		"(written as &quot;immune to attrition &lt; 5&quot;)",
		"<p>— swccg-advanced-rules-ch5-8.txt · Chapter 6 - Battle Phase, Battles &amp; Attacks › Immune To Attrition · lines 725–731</p>\n</blockquote>",
	)
	if strings.Contains(html, "<5") || strings.Contains(html, "\\") {
		t.Errorf("html shows markup or escapes:\n%s", html)
	}
}

func TestResultsMarkdownAndHTML(t *testing.T) {
	ix := buildCorpus(t)
	res, err := ix.Search(context.Background(), Query{Text: "immune to attrition", Game: "swccg", Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	md, html := both(t, func(b *bytes.Buffer) error { return WriteResultsMarkdown(b, res) })
	mustContain(t, "markdown", md,
		"# Search: immune to attrition\n\n1. **",
		"**Immune To Attrition** (section) — swccg-advanced-rules-ch5-8.txt · Chapter 6 - Battle Phase, Battles \\& Attacks › Immune To Attrition · lines 725–731\n",
		"`judge show swccg-advanced-rules-ch5-8/immune-to-attrition`",
		"**immune** to **attrition** \\< 5",
		"*3 of ",
	)
	mustContain(t, "html", html,
		"<ol>\n<li>\n<p><strong>",
		"<strong>immune</strong> to <strong>attrition</strong> &lt; 5",
		"<code>judge show swccg-advanced-rules-ch5-8/immune-to-attrition</code>",
	)
	if n := strings.Count(html, "<li>"); n != 3 {
		t.Errorf("%d list items for 3 hits:\n%s", n, html)
	}
}

// "your cards" is a redirect in the 1998 Glossary: the definition quotes
// the "See" entry, then what it points to, each with its source.
func TestDefinitionMarkdownAndHTML(t *testing.T) {
	ix := buildCorpus(t)
	d, err := ix.Define(context.Background(), "immune to attrition")
	if err != nil {
		t.Fatal(err)
	}
	md, html := both(t, func(b *bytes.Buffer) error { return WriteDefinitionMarkdown(b, d, ix) })
	mustContain(t, "markdown", md,
		"# Definition: immune to attrition\n\n## Immune To Attrition\n\n*section, title match*\n\n> Some characters",
		"\n## immune to attrition\n\n*term, title match* — where this differs from the first definition, the first prevails\n",
		"> — swccg-glossary-2.0.txt · immune to attrition · lines 1649–1655\n",
	)
	if i, j := strings.Index(md, "swccg-advanced-rules-ch5-8.txt"), strings.Index(md, "swccg-glossary-2.0.txt"); i < 0 || j < i {
		t.Errorf("the rulebook must come first:\n%s", md)
	}
	mustContain(t, "html", html, "<h2>Immune To Attrition</h2>", "Darth Vader (&quot;immune to attrition &lt; 5&quot;)")

	d, err = ix.Define(context.Background(), "your cards")
	if err != nil {
		t.Fatal(err)
	}
	md, html = both(t, func(b *bytes.Buffer) error { return WriteDefinitionMarkdown(b, d, ix) })
	mustContain(t, "markdown", md,
		"## owner\n\n*term, title match*\n\n> your cards — See owner.\n>\n> — swccg-glossary-2.0.txt · your cards · line 3371\n\n> owner — The owner",
		"> — swccg-glossary-2.0.txt · owner · line 2305\n",
	)
	if n := strings.Count(html, "<blockquote>"); n != 2 {
		t.Errorf("%d quotes, want the redirect and its target:\n%s", n, html)
	}
}
