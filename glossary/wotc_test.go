package glossary

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

const wotcFile = "swtcg-rulebook-esb.txt"

func wotcEntryAt(doc *Document, line int) *Entry {
	for i := range doc.Entries {
		if doc.Entries[i].LineStart == line {
			return &doc.Entries[i]
		}
	}
	return nil
}

func TestWotCDetect(t *testing.T) {
	for _, name := range []string{wotcFile, "swccg-advanced-rules-ch5-8.txt", "swccg-advanced-rules-ch7-8.md", "swccg-glossary-2.0.txt", "xwing-faq-1e.txt"} {
		src := mustSource(t, testenv.Corpus(t, name))
		score := wotcRulebook{}.Detect(src)
		if name == wotcFile && score < 70 {
			t.Errorf("%s: score %d, want >= 70", name, score)
		}
		if name != wotcFile && score >= 30 {
			t.Errorf("%s: score %d, want < 30", name, score)
		}
	}
}

func TestWotCDocument(t *testing.T) {
	doc, err := ParseFile(testenv.Corpus(t, wotcFile))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != wotcFormat || doc.Family != "swtcg-rules" || doc.Game != GameSWTCG || doc.Title != wotcTitle || doc.Lines != 1089 {
		t.Errorf("document = %s %s %s %q %d lines", doc.Format, doc.Family, doc.Game, doc.Title, doc.Lines)
	}
	if want := []Span{{3, 11}, {1054, 1089}}; len(doc.Skipped) != 2 || doc.Skipped[0] != want[0] || doc.Skipped[1] != want[1] {
		t.Errorf("skipped = %v, want title block and closing advertisement %v", doc.Skipped, want)
	}
}

// TestWotCSections checks every heading of note §1.3, with its inferred
// path and the lines of its own text (up to the next heading).
func TestWotCSections(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, testenv.Corpus(t, wotcFile))
	want := []struct {
		start, end int
		path       string
	}{
		{13, 36, "Contents"},
		{38, 47, "What's New"},
		{49, 51, "Section 1: The Basics"},
		{53, 55, "Section 1: The Basics > Equipment"},
		{57, 59, "Section 1: The Basics > Object of the Game"},
		{63, 69, "Section 1: The Basics > The 3 General Rules"},
		{73, 116, "Section 1: The Basics > The Cards"},
		{118, 128, "Section 1: The Basics > The Cards > Battle Cards"},
		{130, 144, "Section 1: The Basics > The Cards > Mission Cards"},
		{146, 154, "Section 1: The Basics > The Cards > Location Cards"},
		{158, 174, "Section 1: The Basics > The Cards > Unit Cards: Space, Ground, and Character"},
		{176, 187, "Section 1: The Basics > Deck Rules"},
		{191, 191, "Section 1: The Basics > Zones of Play"},
		{195, 197, "Section 1: The Basics > Zones of Play > Deck"},
		{199, 205, "Section 1: The Basics > Zones of Play > Build Zone"},
		{207, 213, "Section 1: The Basics > Zones of Play > Arenas"},
		{215, 219, "Section 1: The Basics > Zones of Play > Discard Pile"},
		{221, 223, "Section 1: The Basics > Zones of Play > Hand"},
		{227, 254, "Section 1: The Basics > How to Start the Game"},
		{258, 284, "Section 2: Turn Structure"},
		{286, 300, "Section 2: Turn Structure > Building Units, Mission Cards, and Location Cards"},
		{302, 304, "Section 2: Turn Structure > Retreating Units"},
		{306, 316, "Section 2: Turn Structure > Battle Phase (Attacking)"},
		{318, 336, "Section 2: Turn Structure > Battle Phase (Attacking) > How to Attack"},
		{338, 352, "Section 2: Turn Structure > Battle Phase (Attacking) > Attack Abilities and Effects"},
		{354, 356, "Section 2: Turn Structure > End of Turn"},
		{358, 364, "Section 3: Abilities and Battle Cards"},
		{368, 374, "Section 3: Abilities and Battle Cards > Abilities"},
		{376, 384, "Section 3: Abilities and Battle Cards > Abilities > Activated Abilities"},
		{386, 402, "Section 3: Abilities and Battle Cards > Abilities > Triggered Abilities"},
		{404, 410, "Section 3: Abilities and Battle Cards > Abilities > Static Abilities"},
		{412, 414, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities"},
		{416, 420, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Accuracy"},
		{422, 426, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Armor"},
		{428, 432, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Bombard"},
		{436, 440, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Critical Hit"},
		{442, 446, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Deflect"},
		{450, 452, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Enhance"},
		{454, 458, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Evade"},
		{460, 464, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Intercept"},
		{466, 470, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Ion Cannon"},
		{472, 478, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Overkill"},
		{480, 484, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Reserves"},
		{486, 492, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Retaliate"},
		{494, 500, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Shields"},
		{502, 506, "Section 3: Abilities and Battle Cards > Abilities > Keyword Abilities > Stun"},
		{508, 527, "Section 3: Abilities and Battle Cards > Abilities > Pilots"},
		{529, 531, "Section 3: Abilities and Battle Cards > Abilities > Pilots > Pilots during Setup"},
		{533, 535, "Section 3: Abilities and Battle Cards > Abilities > Pilots > Pilots during the Ready Phase"},
		{537, 543, "Section 3: Abilities and Battle Cards > Abilities > Pilots > Pilots during the Build Step"},
		{545, 547, "Section 3: Abilities and Battle Cards > Abilities > Pilots > Pilots during the Retreat Step"},
		{551, 560, "Section 3: Abilities and Battle Cards > Abilities > Pilots > Piloting Units"},
		{562, 566, "Section 3: Abilities and Battle Cards > Abilities > Pilots > Unique Pilots"},
		{568, 570, "Section 3: Abilities and Battle Cards > Battle Cards"},
		{572, 592, "Section 3: Abilities and Battle Cards > When Can Activated Abilities and Battle Cards Be Played?"},
		{594, 606, "Section 3: Abilities and Battle Cards > Chances to Play Activated Abilities and Battle Cards"},
		{610, 610, "Section 4: Unique Cards"},
		{614, 628, "Section 4: Unique Cards > Version Letter: A, B, C, and so on"},
		{630, 638, "Section 4: Unique Cards > Unique Units during Setup"},
		{640, 650, "Section 4: Unique Cards > Contested Unique Units"},
		{652, 658, "Section 4: Unique Cards > Stacking Unique Cards"},
		{660, 667, "Section 4: Unique Cards > Stacking Unique Cards > General Stacking Rules"},
		{669, 683, "Section 4: Unique Cards > Stacking Unique Cards > Making a Stack"},
		{687, 691, "Section 4: Unique Cards > Stacking Unique Cards > Rearranging Cards in a Stack"},
		{693, 693, "Section 5: Glossary"},
		{934, 963, "Credits"},
		{967, 969, "Official Star Wars website"},
		{971, 973, "Star Wars Trading Card Game website"},
		{975, 1052, "Questions?"},
	}
	var got []*Entry
	for i := range doc.Entries {
		if doc.Entries[i].Kind != KindTerm {
			got = append(got, &doc.Entries[i])
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d sections, want %d", len(got), len(want))
	}
	for i, w := range want {
		e := wotcEntryAt(doc, w.start)
		if e == nil {
			t.Errorf("no entry at line %d (%s)", w.start, w.path)
			continue
		}
		if e.Kind != KindSection || e.LineEnd != w.end || strings.Join(e.Path, " > ") != w.path {
			t.Errorf("row %d: entry at %d = %s %d-%d %q, want section %d-%d %q", i, w.start, e.Kind, e.LineStart, e.LineEnd, strings.Join(e.Path, " > "), w.start, w.end, w.path)
		}
	}
}
