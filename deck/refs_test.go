package deck

import (
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testenv"
)

// TestDeckCitationsResolve parses the real documents and checks that every
// reference the deck checks cite names exactly one entry of its family.
func TestDeckCitationsResolve(t *testing.T) {
	var docs []*glossary.Document
	for _, name := range []string{"swccg-glossary-2.0.txt", "swtcg-rulebook-esb.txt"} {
		d, err := glossary.ParseFile(testenv.Corpus(t, name))
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, d)
	}
	want := map[string]int{ // the line each reference must start at
		refObjective.String():    2223,
		refReserveDeck.String():  1346,
		refStartingLoc.String():  2935,
		refStartingGame.String(): 2953,
		refCounting.String():     893,
		refStealing.String():     2962,
		refPersonas.String():     2340,
		refTCGDeckRules.String(): 176,
		refTCGDeck.String():      770,
		refTCGSameName.String():  880,
		refTCGType.String():      914,
	}
	for _, ref := range allRefs {
		var hits []glossary.Entry
		for _, d := range docs {
			for _, e := range d.Entries {
				if d.Family == ref.Family && ref.Matches(&e) {
					hits = append(hits, e)
				}
			}
		}
		if len(hits) != 1 {
			t.Errorf("%s resolves to %d entries, want 1", ref, len(hits))
			continue
		}
		if line, ok := want[ref.String()]; !ok || hits[0].LineStart != line {
			t.Errorf("%s starts at line %d, want %d", ref, hits[0].LineStart, line)
		}
	}
}
