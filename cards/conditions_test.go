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
		{"9_72", "when Tycho Celchu piloting", "piloted_by", "Tycho Celchu", false},
		{"9_97", "When piloting a Star Destroyer", "piloting", "a Star Destroyer", false},
		{"112_14", "When with your alien leader", "with", "your alien leader", false},
		{"5_165", "If you control", "controls", "", false},
		{"8_156", "here", "here", "", false},
		{"1_193", "While aboard a non-creature vehicle", "aboard", "a non-creature vehicle", false},
		{"7_8", "when alone", "alone", "", false},
		{"4_93", "While Needa in battle", "in_battle", "", false},
		{"3_82", "if Vader on table", "on_table", "Vader", false},
		{"14_73", "to same site", "at_same", "site", false},
		{"2_162", "if targeting a creature", "targeting", "a creature", false},
		{"101_3", "unless Vader is present", "present", "Vader", true},
		{"10_29", "during your control phase", "phase", "your control phase", false},
		{"8_154", "for remainder of turn", "duration", "turn", false},
		{"6_143", "Once per turn", "limit", "turn", false},
		{"7_218", "if opponent controls this system", "opponent_controls", "this system", false},
		{"12_147", "Use 2 Force", "cost", "Use 2 Force", false},
		{"5_110", "At the end of opponent's deploy phase", "phase", "end of opponent's deploy phase", false},
		{"1_224", "If 'nighttime conditions' exist anywhere on table", "unread", "", false},
		{"12_101", "When Maul swings a lightsaber at a Jedi", "unread", "", false},
		{"213_2", "While with your guard or at an opponent's site", "unread", "", false},
		{"7_297", "While Vader at Meditation Chamber", "at", "Meditation Chamber", false},
		{"13_34", "if present at a Naboo battleground", "at", "a Naboo battleground", false},
		{"10_51", "and Luke is not on table", "on_table", "Luke", true},
		{"7_297", "if Vader is not on table", "on_table", "Vader", true},
	} {
		got := parseConditions(tc.written)

		if len(got) != 1 || got[0].Kind != tc.kind || got[0].Arg != tc.arg || got[0].Not != tc.not || got[0].Text != tc.written {
			t.Errorf("%s %q: %+v, want %s(%q) not=%v", tc.card, tc.written, got, tc.kind, tc.arg, tc.not)
		}
	}
}

// TestParseConditionDuringBattle: Theron Nett (7_46) "When piloting Red 10
// during battle, adds one destiny to total power only": two terms a table
// decides, the piloting and the battle.
func TestParseConditionDuringBattle(t *testing.T) {
	got := parseConditions("When piloting Red 10 during battle")
	if len(got) != 2 || got[0].Kind != "piloting" || got[0].Arg != "Red 10" || got[1].Kind != "in_battle" {
		t.Errorf("%+v, want piloting(Red 10) and in_battle", got)
	}
}

// TestParseConditionHereWhile: Seventh Sister (213_12) "Attrition against
// you is -1 here while with a Jedi, Padawan, probe droid, or 'Hatred'
// card": the place and the condition, each a term.
func TestParseConditionHereWhile(t *testing.T) {
	got := parseConditions("here while with a Jedi, Padawan, probe droid, or 'Hatred' card")
	if len(got) != 2 || got[0].Kind != "here" || got[1].Kind != "with" || got[1].Arg != "a Jedi, Padawan, probe droid, or 'Hatred' card" {
		t.Errorf("%+v, want here and with(a Jedi, …)", got)
	}
}

// TestUnreadSentences: a sentence counts as read only when at most one
// word of it is outside every effect's span; fragments of one word are no
// sentence. Text of 209_33 (Bala-Tik) with a one-word fragment added.
func TestUnreadSentences(t *testing.T) {
	text := "Adds 2 to power of anything he pilots. While with Han, he may not add battle destiny draws or play an Interrupt from Lost Pile. While at opponent's battleground, opponent may not cancel or reduce your Force drains here. OK."
	effects, _ := Extract(text)
	c := &Card{GameText: text, Effects: effects}
	if n := len(c.Sentences()); n != 3 {
		t.Errorf("%d sentences, want 3 (a one-word fragment is none)", n)
	}
	u := c.Unread()
	if len(u) != 1 || u[0].Text[:5] != "While" || text[u[0].Span[0]:u[0].Span[1]] != u[0].Text {
		t.Errorf("unread %+v, want the sentence with Han with its span", u)
	}
}

// TestParseConditionWho: a condition naming the card it is about keeps the
// name (Who), alternatives and all, so that a table decides it of that
// card: Mustafar (210_39), Cloud City: Core Tunnel (7_112), Mustafar's
// Light half, Second Sister (224_6). A time ("Once during battle") and a
// card's title before "on table" (His Destiny, 221_66) are no subject.
func TestParseConditionWho(t *testing.T) {
	for _, tc := range []struct {
		card, written, kind, arg, who string
	}{
		{"210_39", "While Anakin or Vader here", "here", "", "Anakin or Vader"},
		{"7_112", "If your Lando or your Lobot here", "here", "", "your Lando or your Lobot"},
		{"210_39", "unless Amidala at a Mustafar location", "at", "a Mustafar location", "Amidala"},
		{"224_6", "Unless Vader here", "here", "", "Vader"},
		{"213_17", "if Maul or Vos at a battleground site", "at", "a battleground site", "Maul or Vos"},
		{"8_156", "here", "here", "", ""},
		{"7_8", "Once during battle", "in_battle", "", ""},
		{"221_66", "If He Is The Chosen One on table", "on_table", "He Is The Chosen One", ""},
	} {
		got := parseConditions(tc.written)
		if len(got) != 1 || got[0].Kind != tc.kind || got[0].Arg != tc.arg || got[0].Who != tc.who {
			t.Errorf("%s %q: %+v, want %s(%q) of %q", tc.card, tc.written, got, tc.kind, tc.arg, tc.who)
		}
	}
}
