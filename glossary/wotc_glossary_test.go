package glossary

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

// TestWotCGlossaryTerms checks all 100 terms of note §1.5, in order, with
// their exact lines: multi-paragraph entries, entries a page break split,
// and terms with quotes, glyphs, a colon or a parenthesis.
func TestWotCGlossaryTerms(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, testenv.Corpus(t, wotcFile))
	want := []struct {
		start, end int
		term       string
	}{
		{695, 695, "→"},
		{697, 697, "Ⓢ"},
		{699, 699, "ability"},
		{701, 701, "Accuracy X"},
		{703, 703, "activated ability"},
		{705, 705, "arena"},
		{707, 707, "Armor"},
		{709, 726, "attack"},
		{728, 728, "attacking unit"},
		{730, 730, "Battle card"},
		{732, 732, "battle phase"},
		{734, 734, "Bombard"},
		{736, 736, "build"},
		{738, 738, "build cost"},
		{740, 740, "build point"},
		{742, 742, "build step"},
		{744, 744, "build zone"},
		{746, 746, "chance to play activated abilities and Battle cards"},
		{748, 748, "Character"},
		{750, 750, "Character arena"},
		{752, 752, "Character battle step"},
		{754, 754, "“choose one:”"},
		{756, 756, "complete (a Mission)"},
		{758, 758, "cost"},
		{760, 760, "counter"},
		{762, 762, "Critical Hit"},
		{764, 764, "damage"},
		{766, 768, "damage counter"},
		{770, 780, "deck"},
		{782, 782, "defending unit"},
		{784, 784, "Deflect"},
		{786, 786, "deploy"},
		{788, 788, "dice"},
		{790, 790, "dice of damage"},
		{792, 792, "discard"},
		{794, 794, "discard pile"},
		{796, 796, "disrupt"},
		{798, 798, "draw"},
		{800, 800, "draw step"},
		{802, 802, "Droid"},
		{804, 804, "Enhance"},
		{806, 806, "effect"},
		{808, 808, "Evade"},
		{810, 810, "Force cost"},
		{812, 812, "Force step"},
		{814, 814, "Ground arena"},
		{816, 816, "Ground battle step"},
		{818, 818, "Ground unit"},
		{820, 820, "hand"},
		{822, 822, "health"},
		{824, 824, "hit"},
		{826, 826, "Intercept"},
		{828, 830, "Ion Cannon"},
		{832, 832, "Location"},
		{834, 834, "miss"},
		{836, 836, "Mission card"},
		{838, 838, "mulligan"},
		{840, 840, "natural"},
		{842, 842, "\"on a unit\""},
		{844, 844, "\"other effects\""},
		{846, 848, "Overkill"},
		{850, 850, "partially built"},
		{852, 852, "pay Force"},
		{854, 854, "Pilot (↔)"},
		{856, 856, "power"},
		{858, 858, "prevent damage"},
		{860, 860, "put into battle"},
		{862, 862, "ready phase"},
		{864, 864, "remove from the game"},
		{866, 866, "reroll"},
		{868, 868, "Reserves"},
		{870, 870, "Retaliate"},
		{872, 872, "retreat"},
		{874, 874, "retreat step"},
		{876, 876, "roll"},
		{878, 878, "roll for build points"},
		{880, 880, "“same name”"},
		{882, 882, "setup"},
		{884, 884, "Shields"},
		{886, 886, "Space arena"},
		{888, 888, "Space battle step"},
		{890, 890, "Space unit"},
		{892, 892, "speed"},
		{894, 894, "stack"},
		{896, 896, "static ability"},
		{898, 898, "step"},
		{900, 902, "Stun"},
		{904, 904, "subtype"},
		{906, 906, "tap"},
		{908, 908, "total build cost"},
		{910, 910, "triggered ability"},
		{912, 912, "turn"},
		{914, 914, "type"},
		{916, 920, "unique"},
		{922, 922, "unit"},
		{924, 924, "untap"},
		{926, 926, "untap step"},
		{928, 928, "version"},
		{930, 930, "\"when\" or \"whenever\""},
		{932, 932, "zone"},
	}
	terms := entriesOfKind(doc, KindTerm)
	if len(terms) != 100 {
		t.Fatalf("%d glossary terms, want 100", len(terms))
	}
	for i, w := range want {
		e := terms[i]
		if e.Title != w.term || e.LineStart != w.start || e.LineEnd != w.end || len(e.Path) != 2 || e.Path[0] != "Glossary" || e.Path[1] != w.term {
			t.Errorf("term %d = %q %d-%d %q, want %q %d-%d", i, e.Title, e.LineStart, e.LineEnd, e.Path, w.term, w.start, w.end)
		}
	}
	glossary := wotcEntryAt(doc, 693)
	for _, e := range terms {
		if e.Parent != glossary.ID {
			t.Errorf("%q: parent %q, want the glossary section %q", e.Title, e.Parent, glossary.ID)
			break
		}
	}
}

func TestWotCTermAliases(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, testenv.Corpus(t, wotcFile))
	for line, want := range map[int][]string{
		695: {"arrow"},
		697: {wotcTapToken, "tap symbol"},
		701: {"Accuracy"},
		730: {"Battle cards"},
		754: {"choose one"},
		756: {"complete"},
		854: {"Pilot", "Pilots"},
		930: {"when", "whenever"},
		922: {"units"},
		// "health" has no plural in the body, so none is invented.
		822: nil,
	} {
		e := wotcEntryAt(doc, line)
		if strings.Join(e.Aliases, "|") != strings.Join(want, "|") {
			t.Errorf("line %d %q: aliases %q, want %q", line, e.Title, e.Aliases, want)
		}
	}
	if e := wotcEntryAt(doc, 695); e.ID != "swtcg-rulebook-esb/arrow" {
		t.Errorf("arrow term ID = %q", e.ID)
	}
	if e := wotcEntryAt(doc, 416); strings.Join(e.Aliases, "|") != "Accuracy X" {
		t.Errorf("Accuracy keyword block aliases %q, want its written form", e.Aliases)
	}
	if e := wotcEntryAt(doc, 49); strings.Join(e.Aliases, "|") != "The Basics" {
		t.Errorf("Section 1 aliases %q", e.Aliases)
	}
}

// TestWotCConflicts: for each contradiction C1–C9 of note §1.8 both the
// stale glossary term and the governing body section are entries, and the
// term refers to the section.
func TestWotCConflicts(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, testenv.Corpus(t, wotcFile))
	for _, c := range []struct {
		code         string
		term         int
		section      int
		sectionTitle string
	}{
		{"C1", 800, 258, "Section 2: Turn Structure"},
		{"C1", 862, 258, "Section 2: Turn Structure"},
		{"C1", 798, 258, "Section 2: Turn Structure"},
		{"C2", 838, 227, "How to Start the Game"},
		{"C3", 846, 472, "Overkill"},
		{"C4", 736, 286, "Building Units, Mission Cards, and Location Cards"},
		{"C4", 740, 286, "Building Units, Mission Cards, and Location Cards"},
		{"C5", 786, 286, "Building Units, Mission Cards, and Location Cards"},
		{"C6", 744, 199, "Build Zone"},
		{"C6", 872, 302, "Retreating Units"},
		{"C7", 896, 404, "Static Abilities"},
		{"C8", 894, 652, "Stacking Unique Cards"},
		{"C9", 898, 258, "Section 2: Turn Structure"},
	} {
		term, section := wotcEntryAt(doc, c.term), wotcEntryAt(doc, c.section)
		if term == nil || term.Kind != KindTerm || section == nil || section.Kind != KindSection || section.Title != c.sectionTitle {
			t.Errorf("%s: term at %d = %v, section at %d = %v", c.code, c.term, term, c.section, section)
			continue
		}
		found := false
		for _, x := range term.SeeAlso {
			if x.Where == wotcConflictWhere && x.ID == section.ID && x.Target == section.Title && x.Line == c.term && strings.HasPrefix(x.Text, c.code+":") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: glossary %q has no reference to %q: %+v", c.code, term.Title, section.Title, term.SeeAlso)
		}
	}
}

// TestWotCArtefacts covers note §1.7: sentences split by page breaks are
// rejoined in Text (Raw keeps the lines), symbol glyphs become tokens,
// markup is gone from Text.
func TestWotCArtefacts(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, testenv.Corpus(t, wotcFile))
	var joined []string
	for _, w := range doc.Warnings {
		if strings.Contains(w, "page break") {
			joined = append(joined, w[:strings.IndexByte(w, ':')])
		}
	}
	if got := strings.Join(joined, ","); got != "line 144,line 203,line 478,line 588,line 830,line 848,line 902" {
		t.Errorf("rejoined split sentences at %s", got)
	}
	stun := wotcEntryAt(doc, 900)
	if !strings.Contains(stun.Text, "until end of turn.\"") || strings.Contains(stun.Text, "until\n") || !strings.Contains(stun.Raw, "\n\nend of turn") {
		t.Errorf("Stun term not rejoined in Text or not exact in Raw:\n%s", stun.Text)
	}
	if tap := wotcEntryAt(doc, 697); !strings.HasPrefix(tap.Text, wotcTapToken+":") || !strings.HasPrefix(tap.Raw, "Ⓢ:") {
		t.Errorf("tap symbol: text %q raw %q", tap.Text, tap.Raw)
	}
	if pilot := wotcEntryAt(doc, 854); !strings.Contains(pilot.Text, "("+wotcPilotToken+") [subtype] Pilot") {
		t.Errorf("Pilot symbol not tokenised: %q", pilot.Text)
	}
	if unique := wotcEntryAt(doc, 916); !strings.Contains(unique.Text, "↔") {
		t.Errorf("the name-equivalence arrow must stay: %q", unique.Text)
	}
	if stack := wotcEntryAt(doc, 669); strings.Contains(stack.Text, "$") || !strings.Contains(stack.Text, "7 - 5 (which is 2)") {
		t.Errorf("LaTeX residue in Making a Stack")
	}
	if e := wotcEntryAt(doc, 358); e.Title != "Section 3: Abilities and Battle Cards" {
		t.Errorf("split heading = %q", e.Title)
	}
	src := testenv.Corpus(t, wotcFile)
	_, whole := parseWith(t, wotcRulebook{}, src)
	for _, e := range whole.Entries {
		if strings.Contains(e.Text, "**") {
			t.Errorf("%q: bold markup left in Text", e.Title)
		}
	}
}

// TestWotCPageReferences: "see p. N" points at the section the contents
// put on that page; a quoted "see" names its target for Link.
func TestWotCPageReferences(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, testenv.Corpus(t, wotcFile))
	for _, c := range []struct {
		entry, line  int
		text, target string
	}{
		{158, 162, "p. 40", "Section 4: Unique Cards"},
		{118, 128, "pp. 36–39", "Battle Cards"},
		{306, 310, "p. 38", "Chances to Play Activated Abilities and Battle Cards"},
		{38, 43, "p. 16", "Section 2: Turn Structure"},
		{416, 420, "see \"Critical Hit\"", "Critical Hit"},
	} {
		e := wotcEntryAt(doc, c.entry)
		found := false
		for _, x := range e.SeeAlso {
			if x.Line == c.line && x.Text == c.text && x.Target == c.target {
				found = true
				if target := wotcEntryAt(doc, map[string]int{"Battle Cards": 568, "Section 4: Unique Cards": 610, "Section 2: Turn Structure": 258, "Chances to Play Activated Abilities and Battle Cards": 594}[c.target]); target != nil && x.ID != target.ID {
					t.Errorf("%q at %d resolves to %q, want %q", c.text, c.line, x.ID, target.ID)
				}
			}
		}
		if !found {
			t.Errorf("entry at %d has no reference %q → %q on line %d: %+v", c.entry, c.text, c.target, c.line, e.SeeAlso)
		}
	}
}
