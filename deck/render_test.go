package deck

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// fakeCiter resolves the Objective cards reference only, and fails on the
// Force entry, so each rendering path of a citation shows.
type fakeCiter struct{}

func (fakeCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	switch r.Path[0] {
	case "Objective cards":
		return []glossary.Entry{{Doc: "g.txt", LineStart: 10, LineEnd: 12, Text: strings.Repeat("word ", 40)}}, nil
	case "Force":
		return nil, errors.New("index closed")
	}
	return nil, nil
}

// TestRenderWithCiter: quotes are cut at quoteLen characters, errors and
// missing entries are said, and the Markdown and HTML carry the same.
func TestRenderWithCiter(t *testing.T) {
	rep := checkText(t, "1 Kessel\n58 Stormtrooper\n", "")
	var text bytes.Buffer
	if err := WriteText(&text, rep, fakeCiter{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"t.txt: the deck has 59 cards; a Star Wars CCG game deck has 60\n",
		"      g.txt L10–12: “" + strings.Repeat("word ", 32) + "…”\n",
		"      not resolved: index closed\n",
		"      not found in the index\n",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text output lacks %q:\n%s", want, text.String())
		}
	}
	var html bytes.Buffer
	if err := WriteHTML(&html, rep, fakeCiter{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<h1>Deck: t.txt</h1>", "<strong>illegal — 1 finding</strong>", "<em>Glossary 2.0 › Objective cards", "<blockquote>"} {
		if !strings.Contains(html.String(), want) {
			t.Errorf("HTML lacks %q:\n%s", want, html.String())
		}
	}
}
