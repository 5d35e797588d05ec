package swccg

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// fakeCiter knows one passage, fails on one family, and finds nothing else.
type fakeCiter struct{}

func (fakeCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	switch {
	case r.Family == "swccg-glossary":
		return nil, errors.New("index is stale")
	case len(r.Path) == 1 && r.Path[0] == "Immune To Attrition":
		return []glossary.Entry{{ID: "r/immune", Doc: "rules.txt", Title: "Immune To Attrition", Path: r.Path, LineStart: 10, LineEnd: 12,
			Text: "Invented   text\nabout immunity.", Raw: "Immune To Attrition\nInvented text. Cards protected from varying levels of attrition exist.\nAn immunity number greater than that keeps a card."}}, nil
	}
	return nil, nil
}

// boundaryTable is attrition exactly at Vader's level, declared inline.
const boundaryTable = `
cards:
  - {card: Vader, absent: true, type: Character, forfeit: 8, owner: dark, at: Site, immunity: [{level: 6, from: own text}]}
battle: {at: Site, destiny: {light: [6]}}
questions:
  - immunity: Vader
`

func boundaryReport(t *testing.T) rulings.Report {
	t.Helper()
	tb, err := table.Load("b.yaml", []byte(boundaryTable), nil)
	if err != nil {
		t.Fatal(err)
	}
	return Run(tb)
}

// TestImmunityBoundaryPrecedence pins precedence.md's immunity-boundary
// conflict: at attrition N a "< N" card is not protected, and the Glossary's
// "greater than" wording is shown as superseded by the Advanced Rulebook.
func TestImmunityBoundaryPrecedence(t *testing.T) {
	r := boundaryReport(t).Rulings[0]
	if r.Verdict != rulings.No {
		t.Fatalf("verdict %s at attrition 6 against < 6, want no", r.Verdict)
	}
	if len(r.Superseded) == 0 || r.Superseded[0].Passage.Family != "swccg-glossary" || r.Superseded[0].By.Family != "swccg-rules" {
		t.Errorf("superseded %+v: want the Glossary passage superseded by the rulebook", r.Superseded)
	}
	if len(r.Assumptions) != 1 || !strings.Contains(r.Assumptions[0], "taken as declared in the file") {
		t.Errorf("assumptions %q: the declared immunity must be listed", r.Assumptions)
	}
}

func TestWriteTextResolvesThroughCiter(t *testing.T) {
	var b bytes.Buffer
	if err := rulings.WriteText(&b, boundaryReport(t), fakeCiter{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"b.yaml\n\nQuestion 1 — immunity: Vader\nNo. Vader is not protected: attrition 6 is not below its immunity (immune to attrition < 6).\n",
		// narrowed: the whole sentence and its own line; then referred back to
		"  3. own text: immune to attrition < 6 (declared in the file).\n     ↳ Advanced Rulebook › Immune To Attrition\n       rules.txt L11: “Cards protected from varying levels of attrition exist.”\n",
		"     ↳ Advanced Rulebook › Immune To Attrition\n       rules.txt L12: “An immunity number greater than that keeps a card.”\n",
		"    - Advanced Rulebook › Immune To Attrition (first paragraph)\n      rules.txt L10–12: quoted under step 1\n      sentence no longer found: ",
		"     ↳ Advanced Rulebook › Immune To Attrition › Example 1\n       the sentence with “6 or more, your Vader is no longer protected”\n       not found in the index\n",
		"      not resolved: index is stale\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "“An immunity number greater than that keeps a card.”"); n != 1 {
		t.Errorf("the deciding sentence is quoted %d times in one ruling, want once and then referred to:\n%s", n, out)
	}
}

func TestWriteMarkdownAndHTML(t *testing.T) {
	var md, html bytes.Buffer
	rep := boundaryReport(t)
	if err := rulings.WriteMarkdown(&md, rep, fakeCiter{}); err != nil {
		t.Fatal(err)
	}
	if err := rulings.WriteHTML(&html, rep, nil); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Question 1 — immunity: Vader", "**No. Vader is not protected", "- *Not followed:* Glossary 2.0 › immune to attrition", "> rules.txt L12: “An immunity number greater than that keeps a card.”", "> rules.txt L10–12: quoted under step 1"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	for _, want := range []string{"<h2>Question 1 — immunity: Vader</h2>", "<em>Not followed:</em> Glossary 2.0 › immune to attrition", "<ol>"} {
		if !strings.Contains(html.String(), want) {
			t.Errorf("html lacks %q:\n%s", want, html.String())
		}
	}
}

// TestReportJSON: the field names the README documents for the integrator.
func TestReportJSON(t *testing.T) {
	data, err := json.Marshal(boundaryReport(t))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		File    string `json:"file"`
		Rulings []struct {
			Rule, Verdict, Answer, Question string
			Pos                             rulings.Pos
			Steps                           []struct {
				Text  string
				Cites []glossary.Ref
			}
			Superseded []struct{ Passage, By glossary.Ref }
		}
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	r := got.Rulings[0]
	if got.File != "b.yaml" || r.Rule != "immunity" || r.Verdict != "no" || r.Pos.Line != 6 || len(r.Steps) == 0 || r.Steps[0].Cites[0].Family != "swccg-rules" || r.Superseded[0].By.Path[0] != "Immune To Attrition" {
		t.Errorf("json %s", data)
	}
}

// TestRunIsDeterministic: the same table rules the same way every time.
func TestRunIsDeterministic(t *testing.T) {
	first, _ := json.Marshal(boundaryReport(t))
	for range 20 {
		again, _ := json.Marshal(boundaryReport(t))
		if !bytes.Equal(first, again) {
			t.Fatal("two runs differ")
		}
	}
}

type countingCiter struct{ n int }

func (c *countingCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	c.n++
	return []glossary.Entry{{Doc: "rules.txt", LineStart: c.n, LineEnd: c.n, Text: r.String()}}, nil
}

func TestCachingCiterResolvesEachReferenceOnce(t *testing.T) {
	inner := &countingCiter{}
	c := rulings.CachingCiter(inner)
	a, b := table.RulesRef("Immune To Attrition"), table.RulesRef("Immune To Attrition", "Example 1")
	for _, r := range []glossary.Ref{a, b, withNote(a, "a note does not make it another passage"), b} {
		if _, err := c.Resolve(r); err != nil {
			t.Fatal(err)
		}
	}
	if inner.n != 2 {
		t.Fatalf("%d resolutions for 2 distinct references", inner.n)
	}
	if rulings.CachingCiter(nil) != nil {
		t.Fatal("a nil citer must stay nil: rulings print unresolved without an index")
	}
}
