package cards

import "testing"

// TestParseConditions reads conditions as real cards write them (Gemp id
// of a card printing each) into terms a table can decide.
func TestParseConditions(t *testing.T) {
	for _, tc := range []struct {
		card, written, kind, arg string
		not                      bool
	}{
		{"9_113", "While armed with a lightsaber", "armed_with", "a lightsaber", false},
		{"1_3", "when Tycho Celchu piloting", "piloted_by", "Tycho Celchu", false},
		{"102_4", "while piloting a starfighter", "piloting", "a starfighter", false},
		{"14_3", "When with your alien leader", "with", "your alien leader", false},
		{"5_165", "If you control", "controls", "", false},
		{"8_156", "here", "here", "", false},
		{"1_14", "While aboard a non-creature vehicle", "aboard", "a non-creature vehicle", false},
		{"6_115", "when alone", "alone", "", false},
		{"4_74", "While Needa in battle", "in_battle", "", false},
		{"1_40", "if Leia on table", "on_table", "Leia", false},
		{"9_74", "to same site", "at_same", "site", false},
		{"7_300", "if targeting a creature", "targeting", "a creature", false},
		{"12_1", "unless Jabba present", "present", "Jabba", true},
		{"200_1", "during your control phase", "phase", "your control phase", false},
		{"1_1", "while 'nighttime conditions' are in effect", "unread", "", false},
	} {
		got := parseConditions(tc.written)
		if len(got) != 1 || got[0].Kind != tc.kind || got[0].Arg != tc.arg || got[0].Not != tc.not || got[0].Text != tc.written {
			t.Errorf("%s %q: %+v, want %s(%q) not=%v", tc.card, tc.written, got, tc.kind, tc.arg, tc.not)
		}
	}
}

// TestUnreadSentences: a sentence counts as read only when at most one
// word of it is outside every effect's span; fragments of one word are no
// sentence. Text of 9_113 (Lord Vader).
func TestUnreadSentences(t *testing.T) {
	text := "Deploys -2 to Executor, Death Star II or Endor. Adds 3 to power of anything he pilots. While armed with a lightsaber, adds 2 to his defense value and 1 to each of his lightsaber weapon destiny draws. OK."
	effects, _ := Extract(text)
	c := &Card{GameText: text, Effects: effects}
	if n := len(Sentences(text)); n != 3 {
		t.Errorf("%d sentences, want 3 (a one-word fragment is none)", n)
	}
	u := c.Unread()
	if len(u) != 1 || u[0].Text[:5] != "While" || text[u[0].Span[0]:u[0].Span[1]] != u[0].Text {
		t.Errorf("unread %+v, want the lightsaber sentence with its span", u)
	}
}
