package rulings

import (
	"bytes"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// shieldsCiter knows one made-up entry of three sentences on two lines.
type shieldsCiter struct{}

func (shieldsCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	if r.Path[len(r.Path)-1] != "Shields" {
		return nil, nil
	}
	return []glossary.Entry{{ID: "r/shields", Doc: "r.txt", Title: "Shields", Path: []string{"Shields"}, LineStart: 40, LineEnd: 42,
		Text: "Shields block hits. A shield lasts one turn. Two shields are one.",
		Raw:  "Shields\nShields block hits. A shield lasts one turn.\nTwo shields are one."}}, nil
}

var (
	shields      = glossary.Ref{Family: "swccg-rules", Path: []string{"Shields"}}
	shieldsBlock = shields.At("block hits")
	shieldsTwo   = shields.At("Two shields")
)

func shieldsReport() Report {
	a := Ruling{Rule: "shield", Question: "shield: Red 1", Verdict: No, Answer: "red 1 is not shielded."}
	a.Step("A shield blocks hits.", shieldsBlock)
	a.Step("Red 1 has two shields, which count as one.", shieldsTwo, shieldsBlock)
	a.Superseded = []Superseded{{Passage: shieldsTwo, By: shieldsBlock, Why: "invented"}}
	b := Ruling{Rule: "count", Question: "count: shields", Verdict: Answer, Answer: "1 shield counts."}
	b.Step("Two count as one.", shieldsTwo)
	b.Superseded = a.Superseded
	return Report{File: "t.yaml", Rulings: []Ruling{a, b}}
}

// TestWriteTextJudgesFormat: the answer first in a judge's words, document
// titles, no positions on the headings, each sentence quoted once per
// ruling and referred to after, a superseded passage printed once a file.
func TestWriteTextJudgesFormat(t *testing.T) {
	var b bytes.Buffer
	if err := WriteText(&b, shieldsReport(), shieldsCiter{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"t.yaml\n\nQuestion 1 — shield: Red 1\nNo. Red 1 is not shielded.\n",
		"  1. A shield blocks hits.\n     ↳ Advanced Rulebook › Shields\n       r.txt L41: “Shields block hits.”\n",
		"     ↳ Advanced Rulebook › Shields\n       r.txt L42: “Two shields are one.”\n     ↳ Advanced Rulebook › Shields\n       r.txt L41: quoted under step 1\n",
		"    - Advanced Rulebook › Shields\n      r.txt L42: quoted under step 2\n      superseded by Advanced Rulebook › Shields\n",
		"Question 2 — count: shields\n1 shield counts.\n",
		"  Superseded (shown, not followed): the same passage as under question 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	for _, bad := range []string{"Verdict:", "swccg-rules ›", "t.yaml:"} {
		if strings.Contains(out, bad) {
			t.Errorf("text has %q:\n%s", bad, out)
		}
	}
	if strings.HasPrefix(out, "\n") {
		t.Errorf("text opens with a blank line")
	}
}

// TestWriteBrief prints the answers and the deciding sentences only.
func TestWriteBrief(t *testing.T) {
	var b bytes.Buffer
	if err := WriteBrief(&b, shieldsReport(), shieldsCiter{}); err != nil {
		t.Fatal(err)
	}
	want := "t.yaml\n\nQuestion 1 — shield: Red 1\nNo. Red 1 is not shielded.\n  ↳ Advanced Rulebook › Shields\n    r.txt L42: “Two shields are one.”\n" +
		"\nQuestion 2 — count: shields\n1 shield counts.\n  ↳ Advanced Rulebook › Shields\n    r.txt L42: “Two shields are one.”\n"
	if b.String() != want {
		t.Errorf("brief:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestSaid(t *testing.T) {
	for _, c := range []struct {
		v      Verdict
		answer string
		want   string
	}{
		{Yes, "vader is protected.", "Yes. Vader is protected."},
		{No, "No immunity.", "No. No immunity."},
		{Legal, "Legal: it satisfies every hit.", "Legal: it satisfies every hit."},
		{Legal, "light may draw a card now.", "Legal. Light may draw a card now."},
		{Illegal, "Not legal: attrition 6 is not covered.", "Not legal: attrition 6 is not covered."},
		{Illegal, "dark may not pass now.", "Not legal. Dark may not pass now."},
		{Answer, "dark must forfeit 1 card: Snoova (forfeit 4).", "Dark must forfeit 1 card: Snoova (forfeit 4)."},
	} {
		if got := Said(Ruling{Verdict: c.v, Answer: c.answer}); got != c.want {
			t.Errorf("Said(%s, %q) = %q, want %q", c.v, c.answer, got, c.want)
		}
	}
}

// TestCheckCitationsFindsTheSentence: judge doctor fails a locator that
// finds no sentence, or more than one.
func TestCheckCitationsFindsTheSentence(t *testing.T) {
	checks, err := CheckCitations(shieldsCiter{}, []glossary.Ref{shieldsTwo, shields.At("photon"), shields.At("shield")})
	if err != nil {
		t.Fatal(err)
	}
	if !checks[0].OK || checks[0].Sentence == nil || checks[0].Sentence.LineStart != 42 {
		t.Errorf("a locator finding one sentence: %+v", checks[0])
	}
	for _, c := range checks[1:] {
		if c.OK || c.Problem == "" {
			t.Errorf("locator %q: %+v, want a problem", c.Ref.Locator, c)
		}
	}
}

// TestResolveAddsTheCitedSentence: the JSON keeps the entry and its lines
// and adds the sentence the locator finds, with its own lines.
func TestResolveAddsTheCitedSentence(t *testing.T) {
	got := ResolveRef(shieldsTwo, shieldsCiter{})
	if len(got.Resolved) != 1 || got.Resolved[0].LineStart != 40 || got.Resolved[0].Cited == nil ||
		*got.Resolved[0].Cited != (glossary.Sentence{LineStart: 42, LineEnd: 42, Quote: "Two shields are one."}) {
		t.Errorf("resolved %+v", got.Resolved)
	}
	if whole := ResolveRef(shields, shieldsCiter{}); whole.Resolved[0].Cited != nil {
		t.Errorf("a reference without a locator got a sentence: %+v", whole.Resolved[0].Cited)
	}
}

// TestCachingCiterLocatesEachSentenceOnce: a report cites one sentence in
// many steps; the caching citer cuts the entry and finds it once.
func TestCachingCiterLocatesEachSentenceOnce(t *testing.T) {
	c := CachingCiter(shieldsCiter{})
	var b bytes.Buffer
	if err := WriteText(&b, shieldsReport(), c); err != nil {
		t.Fatal(err)
	}
	if n := len(c.(*cachingCiter).sentences); n != 2 {
		t.Errorf("%d sentences located for 2 distinct locators", n)
	}
	if !strings.Contains(b.String(), "r.txt L42: “Two shields are one.”") {
		t.Errorf("the cached sentence is not quoted:\n%s", b.String())
	}
}
