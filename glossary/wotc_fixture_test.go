package glossary

import (
	"strings"
	"testing"
)

// TestWotCFixture runs the parser on a small rulebook written for the test
// in the same shape as the real one, so each inference rule is exercised
// on text nobody tuned it for.
func TestWotCFixture(t *testing.T) {
	_, doc := parseWith(t, wotcRulebook{}, "testdata/wotc/mini-rulebook.txt")
	want := []struct {
		kind       Kind
		start, end int
		path       string
		aliases    string
	}{
		{KindSection, 8, 16, "Contents", ""},
		{KindSection, 18, 20, "Welcome", ""},
		{KindSection, 22, 24, "Section 1: First Steps", "First Steps"},
		{KindSection, 26, 28, "Section 1: First Steps > Winning", ""},
		{KindSection, 30, 32, "Section 1: First Steps > Winning > Docks", ""},
		{KindSection, 34, 38, "Section 2: Boats and Powers", "Boats and Powers"},
		{KindSection, 40, 42, "Section 2: Boats and Powers > Powers", ""},
		{KindSection, 44, 46, "Section 2: Boats and Powers > Powers > Keyword Powers", ""},
		{KindSection, 48, 54, "Section 2: Boats and Powers > Powers > Keyword Powers > Sail", "Sail X"},
		{KindSection, 56, 58, "Section 2: Boats and Powers > Powers > Keyword Powers > Anchor", ""},
		{KindSection, 60, 62, "Section 2: Boats and Powers > Powers > Towing", ""},
		{KindSection, 64, 66, "Section 2: Boats and Powers > Powers > Towing > Towing in Storms", ""},
		{KindSection, 68, 68, "Section 3: Glossary", "Glossary"},
		{KindTerm, 70, 70, "Glossary > Anchor", ""},
		{KindTerm, 72, 77, "Glossary > boat", "boats"},
		{KindTerm, 79, 79, "Glossary > “pick one:”", "pick one"},
		{KindTerm, 81, 81, "Glossary > Sail X", "Sail|Sails"},
		{KindSection, 83, 85, "Credits", ""},
		{KindSection, 87, 89, "Questions?", ""},
	}
	if len(doc.Entries) != len(want) {
		for _, e := range doc.Entries {
			t.Logf("%s %d-%d %q", e.Kind, e.LineStart, e.LineEnd, e.Path)
		}
		t.Fatalf("%d entries, want %d", len(doc.Entries), len(want))
	}
	for i, w := range want {
		e := doc.Entries[i]
		if e.Kind != w.kind || e.LineStart != w.start || e.LineEnd != w.end || strings.Join(e.Path, " > ") != w.path || strings.Join(e.Aliases, "|") != w.aliases {
			t.Errorf("entry %d = %s %d-%d %q %q, want %s %d-%d %q %q", i, e.Kind, e.LineStart, e.LineEnd, strings.Join(e.Path, " > "), e.Aliases, w.kind, w.start, w.end, w.path, w.aliases)
		}
	}
	if got := doc.Skipped; len(got) != 2 || got[0] != (Span{2, 6}) || got[1] != (Span{91, 92}) {
		t.Errorf("skipped = %v", got)
	}
	sail := doc.Entries[8]
	if !strings.Contains(sail.Text, "away from the dock it wanted.") {
		t.Errorf("split sentence not rejoined: %q", sail.Text)
	}
	winning, powers := doc.Entries[3], doc.Entries[6]
	if len(winning.SeeAlso) != 1 || winning.SeeAlso[0].Target != "Powers" || winning.SeeAlso[0].ID != powers.ID || winning.SeeAlso[0].Line != 28 {
		t.Errorf("page reference = %+v, want Powers (%s) on line 28", winning.SeeAlso, powers.ID)
	}
	if doc.Entries[12].Parent != doc.Entries[5].Parent || doc.Entries[14].Parent != doc.Entries[12].ID {
		t.Errorf("parents: glossary %q, boat %q", doc.Entries[12].Parent, doc.Entries[14].Parent)
	}
	joinedWarnings := strings.Join(doc.Warnings, "\n")
	for _, w := range []string{"lines 34 and 36: heading split", "line 54: sentence split"} {
		if !strings.Contains(joinedWarnings, w) {
			t.Errorf("no warning %q in:\n%s", w, joinedWarnings)
		}
	}
}

func TestWotCRejectsTextWithoutContents(t *testing.T) {
	src, err := NewSource("plain.txt", []byte("Title\n\nterm: a definition that is long enough to count.\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (wotcRulebook{}).Parse(src); err == nil || !strings.Contains(err.Error(), "plain.txt: no table of contents") {
		t.Errorf("err = %v", err)
	}
	if s := (wotcRulebook{}).Detect(src); s >= minScore {
		t.Errorf("Detect = %d for a document without contents", s)
	}
}
