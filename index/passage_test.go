package index

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/blevesearch/bleve/v2/analysis"
)

// proseAnalyzer is the index's analyzer for prose, for tests (made on
// first use: package variables are set before init registers it).
var proseAnalyzer = sync.OnceValue(func() analysis.Analyzer { return newMapping().AnalyzerNamed(textAnalyzer) })

// fixedQuery is a passage query whose terms weigh alike.
func fixedQuery(text string) passageQuery {
	pq := passageQuery{an: proseAnalyzer(), weight: map[string]float64{}}
	for _, t := range pq.an.Analyze([]byte(text)) {
		pq.terms = append(pq.terms, string(t.Term))
		pq.weight[string(t.Term)] = 1
	}
	return pq
}

// longSection is a heading and n one-line paragraphs, paragraph i saying
// say(i), starting at line 100.
func longSection(n int, say func(i int) string) string {
	lines := []string{"Battle Notes"}
	for i := range n {
		lines = append(lines, "", say(i))
	}
	return strings.Join(lines, "\n")
}

func TestPassagePointsAtTheMatchingParagraph(t *testing.T) {
	raw := longSection(30, func(i int) string {
		switch i {
		case 4:
			return "A card that is immune to attrition is not forfeited to it."
		case 20:
			return "Attrition is drawn once, and immunity is checked at the start of the damage segment."
		}
		return fmt.Sprintf("Paragraph %d says nothing of the query.", i)
	})
	for _, tc := range []struct {
		query string
		line  int
	}{
		{"immune to attrition", 100 + 2 + 2*4},
		{"immunity checked damage segment", 100 + 2 + 2*20},
	} {
		first, last, ok := fixedQuery(tc.query).passage(raw, 100)
		if !ok || first != tc.line || last != tc.line {
			t.Errorf("%q: passage %d-%d (%v), want line %d", tc.query, first, last, ok, tc.line)
		}
	}
}

func TestPassageKeepsAListTogether(t *testing.T) {
	raw := longSection(25, func(i int) string {
		if i == 10 {
			return "Steps of an attack:\n- choose a target\n- roll the attack dice"
		}
		return fmt.Sprintf("Paragraph %d.", i)
	})
	first, last, ok := fixedQuery("attack dice target").passage(raw, 1)
	if want := 1 + 2 + 2*10; !ok || first != want || last != want+2 {
		t.Errorf("passage %d-%d (%v), want %d-%d", first, last, ok, want, want+2)
	}
}

func TestNoPassageForAShortEntry(t *testing.T) {
	raw := longSection(5, func(i int) string { return fmt.Sprintf("Attrition paragraph %d.", i) })
	if first, last, ok := fixedQuery("attrition").passage(raw, 1); ok {
		t.Errorf("a %d-line entry got passage %d-%d; it is read whole", strings.Count(raw, "\n")+1, first, last)
	}
}
