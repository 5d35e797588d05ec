package swtcg

import (
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testenv"
)

// TestCitationsResolve parses the real rulebook and checks that every
// reference the rules may print names exactly one of its entries, and
// that the spot-checked ones start at the line the notes give.
func TestCitationsResolve(t *testing.T) {
	doc, err := glossary.ParseFile(testenv.Corpus(t, "swtcg-rulebook-esb.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Family != Family {
		t.Fatalf("the rulebook's family is %q, want %q", doc.Family, Family)
	}
	lines := map[string]int{ // heading or glossary lines from the notes, §1.3 and §1.5
		refStacking.String():      652,
		refMakingStack.String():   669,
		refRearranging.String():   687,
		refVersion.String():       614,
		refContested.String():     640,
		refArmor.String():         422,
		refPilots.String():        508,
		refPilotingUnits.String(): 551,
		refUniquePilots.String():  562,
		refLocations.String():     146,
		refBattleCards.String():   118,
		refHowToAttack.String():   318,
		glossStack.String():       894,
		glossArmor.String():       707,
		glossSameName.String():    880,
	}
	cites := Citations()
	if len(cites) < 30 {
		t.Fatalf("only %d citations collected", len(cites))
	}
	for _, ref := range cites {
		var hits []glossary.Entry
		for _, e := range doc.Entries {
			if ref.Matches(&e) {
				hits = append(hits, e)
			}
		}
		if len(hits) != 1 {
			t.Errorf("%s resolves to %d entries, want 1", ref, len(hits))
			continue
		}
		if want, ok := lines[ref.String()]; ok && hits[0].LineStart != want {
			t.Errorf("%s starts at line %d, want %d", ref, hits[0].LineStart, want)
		}
		delete(lines, ref.String())
	}
	for ref := range lines {
		t.Errorf("%s is spot-checked but no rule cites it", ref)
	}
}
