package mdtext

import (
	"bytes"
	"strings"
	"testing"
)

// render is the HTML of md with the surrounding <p> removed.
func render(t *testing.T, md string) string {
	t.Helper()
	var b bytes.Buffer
	if err := HTML(&b, []byte(md)); err != nil {
		t.Fatal(err)
	}
	out := strings.TrimSpace(b.String())
	out = strings.TrimPrefix(out, "<p>")
	return strings.TrimSuffix(out, "</p>")
}

// tricky are texts whose every character must come out as written.
var tricky = []string{
	`immune to attrition < 5 & power > 3`,
	`*not* _emphasis_ **bold** ` + "`code`",
	`[a link](http://example.com) ![img](x.png) <http://auto.link>`,
	`<b>raw html</b> &amp; &copy; &#65;`,
	`# not a heading`,
	`- not a list`,
	`+ not a list`,
	`1. not a list`,
	`12) nor this`,
	`> not a quote`,
	`=== not an underline`,
	`back\slash at the end\`,
	`~~strike~~ | pipe |`,
	`Lord Vader: "Hmm…" — 1_168`,
}

// htmlText is s as goldmark escapes text.
var htmlText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace

func TestInlineIsLiteral(t *testing.T) {
	for _, s := range tricky {
		if got, want := render(t, Inline(s)), htmlText(s); got != want {
			t.Errorf("Inline(%q)\n  as HTML: %s\n  want:    %s", s, got, want)
		}
		// Escape keeps lines; one line must come out the same.
		if got, want := render(t, Escape(s)), htmlText(s); got != want {
			t.Errorf("Escape(%q) as HTML: %s, want %s", s, got, want)
		}
		// After a list marker the text is still literal.
		if got, want := render(t, "- "+Inline(s)), "<ul>\n<li>"+htmlText(s)+"</li>\n</ul>"; got != want {
			t.Errorf("- Inline(%q) as HTML: %s, want %s", s, got, want)
		}
	}
}

func TestInlineJoinsLines(t *testing.T) {
	if got := Inline("one\n- two\n\n  three"); got != `one - two three` {
		t.Errorf("Inline = %q", got)
	}
}

func TestQuoteKeepsLinesAndAttribution(t *testing.T) {
	md := Quote("", "First line < 5\n2. second & last\n\n    indented", "doc.txt · A › B · lines 3–6")
	got := render(t, md)
	want := "<blockquote>\n<p>First line &lt; 5<br>\n2. second &amp; last</p>\n<p>indented</p>\n<p>— doc.txt · A › B · lines 3–6</p>\n</blockquote>"
	if got != want {
		t.Errorf("Quote as HTML:\n%s\nwant:\n%s\nmarkdown:\n%s", got, want, md)
	}
}

func TestEmphasize(t *testing.T) {
	s := "the <huge> ship agility & more"
	md := Emphasize(s, [][2]int{{11, 15}, {16, 23}, {3, 5}})
	if got, want := render(t, md), "the &lt;huge&gt; <strong>ship</strong> <strong>agility</strong> &amp; more"; got != want {
		t.Errorf("Emphasize: %s, want %s (markdown %q)", got, want, md)
	}
	// A range starting on punctuation stays plain; one past the end is dropped.
	if got := Emphasize("a <b", [][2]int{{2, 4}, {3, 9}}); got != `a \<b` {
		t.Errorf("Emphasize = %q", got)
	}
}

func TestCode(t *testing.T) {
	for s, want := range map[string]string{
		"judge show a/b": "<code>judge show a/b</code>",
		"a`b":            "<code>a`b</code>",
		"`x":             "<code>`x</code>",
	} {
		if got := render(t, Code(s)); got != want {
			t.Errorf("Code(%q) = %s, want %s", s, got, want)
		}
	}
}
