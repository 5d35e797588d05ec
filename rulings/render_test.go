package rulings

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// notReadReport is one ruling with a card whose text it did not read.
func notReadReport() Report {
	r := Ruling{Rule: "r", Title: "T", Question: "q: x", Verdict: Yes, Answer: "yes."}
	r.AddNotRead("Lando Calrissian", []Sentence{{Text: "Once per game, may *peek*.", Span: [2]int{10, 36}}})
	r.AddNotRead("Lando Calrissian", []Sentence{{Text: "listed twice", Span: [2]int{0, 12}}})
	r.AddNotRead("Nothing Unread", nil)
	return Report{File: "t.yaml", Rulings: []Ruling{r}}
}

// TestNotReadRendered: every format lists a card's unread sentences with
// their spans, each card once, and a card with none not at all.
func TestNotReadRendered(t *testing.T) {
	rep := notReadReport()
	if n := len(rep.Rulings[0].NotRead); n != 1 {
		t.Fatalf("%d cards listed, want Lando once", n)
	}
	var text, md, html bytes.Buffer
	if err := WriteText(&text, rep, nil); err != nil {
		t.Fatal(err)
	}
	if err := WriteMarkdown(&md, rep, nil); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&html, rep, nil); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]string{
		text.String(): {"Not read", "    Lando Calrissian:\n", "“Once per game, may *peek*.” [10–36]"},
		md.String():   {"**Not read", "- Lando Calrissian\n", `“Once per game, may \*peek\*.” [10–36]`},
		html.String(): {"<strong>Not read", "Lando Calrissian", "Once per game, may *peek*.", "[10–36]"},
	} {
		for _, w := range want {
			if !strings.Contains(name, w) {
				t.Errorf("missing %q in:\n%s", w, name)
			}
		}
		if strings.Contains(name, "listed twice") || strings.Contains(name, "Nothing Unread") {
			t.Errorf("a card listed twice or with nothing unread:\n%s", name)
		}
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"not_read":[{"card":"Lando Calrissian","sentences":[{"text":"Once per game, may *peek*.","span":[10,36]}]}]`; !strings.Contains(string(b), want) {
		t.Errorf("JSON %s\nwant %s", b, want)
	}
}
