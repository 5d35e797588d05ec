package cards

import (
	"regexp"
	"strings"
	"testing"
)

// TestSettleCondition: a condition ends with its clause and one opening an
// inner clause is kept (cards/conditions_clause.go). Text of Pucumir
// Thryss (6_33) and Sergeant Narthax With E-web Blaster (211_7), as printed.
func TestSettleCondition(t *testing.T) {
	for _, tc := range []struct {
		card, text, kind, quote, cond string
	}{
		// "…at Cloud City sites and adds 4 to destiny …": the drain bonus
		// holds at Cloud City sites, no more.
		{"6_33", "While on Cloud City, adds 1 to your Force drains at Cloud City sites and adds 4 to destiny of each of your miners drawn for battle destiny.",
			"force_drain_modifier", "", "While on Cloud City; at Cloud City sites"},
		// "; if targeting a starfighter or vehicle, add one destiny to
		// attrition": only then.
		{"211_7", "Permanent weapon is E-web Blaster (may target a character, landed starfighter, or vehicle for free; if targeting a starfighter or vehicle, add one destiny to attrition; otherwise, subtract 3 from target's immunity to attrition (if any) until end of turn).",
			"adds_destiny_to", "if targeting a starfighter or vehicle, add one destiny to attrition", "if targeting a starfighter or vehicle"},
		// Stranded (225_6): "… and, if character is Luke or Leia, may not
		// move …" is the condition of the clause after, not of the first.
		{"225_6", "Character may not be targeted by Clash Of Sabers and, if character is Luke or Leia, may not move except during opponent's move phase.",
			"may_not_be_targeted_by", "", ""},
	} {
		effects, _ := Extract(tc.text)
		found := false
		for _, e := range effects {
			if e.Kind != tc.kind {
				continue
			}
			found = true
			if e.Condition != tc.cond || tc.quote != "" && e.Quote != tc.quote {
				t.Errorf("%s %s: condition %q quote %q, want %q %q", tc.card, tc.kind, e.Condition, e.Quote, tc.cond, tc.quote)
			}
			if tc.text[e.Span[0]:e.Span[1]] != e.Quote {
				t.Errorf("%s %s: span %v is not its quote %q", tc.card, tc.kind, e.Span, e.Quote)
			}
		}
		if !found {
			t.Errorf("%s: no %s in %+v", tc.card, tc.kind, effects)
		}
	}
}

var (
	// reScanRunOn: words of a next clause (a verb of an effect) inside a
	// condition; "and is"/"and are" only in a condition that does not
	// open with "if", "while" … (those may join two: Corporal Janse).
	reScanRunOn   = regexp.MustCompile(`(?i)(?:\band|,)\s+(?:adds?|subtracts?|may|must|draws?|deploys?|moves?|cancels?)\b`)
	reScanAlsoIs  = regexp.MustCompile(`(?i)\band\s+(?:is|are)\b`)
	reScanOpens   = regexp.MustCompile(`(?i)^\{?(?:if|while|when|unless|whenever)\b`)
	reScanOpening = regexp.MustCompile(`(?i)^\{?(?:if|while|when|unless)\b[^,;()]*,\s*$`)
)

// TestConditionsStayInTheirClause scans every card: no effect's condition
// runs into the next clause, and none is empty of the "if/while/when …,"
// that opens the clause (after "; " or "(") the effect sits in.
func TestConditionsStayInTheirClause(t *testing.T) {
	db := loadReal(t)
	for _, c := range db.All() {
		for _, e := range c.Effects {
			for _, term := range e.Conditions {
				if reScanRunOn.MatchString(term.Text) || !reScanOpens.MatchString(term.Text) && reScanAlsoIs.MatchString(term.Text) {
					t.Errorf("%s %s [%s]: condition %q runs on (%q)", c.GempID, c.Title, e.Kind, term.Text, e.Quote)
				}
			}
			if e.Span[0] > len(c.GameText) {
				continue
			}
			before := c.GameText[:e.Span[0]]
			if end := strings.LastIndex(before, ". "); end >= 0 {
				before = before[end+2:]
			}
			cut := innerClauseStart(before)
			if cut < 0 {
				continue
			}
			if seg := before[cut:]; reScanOpening.MatchString(seg) && !strings.Contains(e.Condition, strings.TrimRight(seg, ", ")) {
				t.Errorf("%s %s [%s]: condition %q lost before %q", c.GempID, c.Title, e.Kind, seg, e.Quote)
			}
		}
	}
}

// TestNameListsStayWhole: "If you occupy with Tarkin, Piett or any
// admiral," names three, any of which meets it; the condition keeps the
// whole list (cards/conditions_clause.go, wholeNameLists), on the cards'
// real text (Executor: Comm Station 4_159, Blockade Flagship: Bridge
// 12_164, Artoo (V) 219_28, CB-23 223_33).
func TestNameListsStayWhole(t *testing.T) {
	want := map[string]string{
		"4_159 may_deploy_as_react":  "with Tarkin, Piett or any admiral",
		"4_159 may_move_as_react":    "with Tarkin, Piett or any admiral",
		"12_164 power_modifier":      "with Haako, Gunray, or Dofine",
		"219_28 attrition_modifier":  "Anakin, C-3PO, or Luke",
		"223_33 keyword":             "Kazuda, Poe, or Rey",
		"226_24 adds_battle_destiny": "Maul, Sidious, or Vader",
		"13_29 immune_to_attrition":  "Luke, Han or Jabba",
		"1_166 power_modifier":       "site",
	}
	name := `[A-Z][\w'-]*(?: [A-Z][\w'-]*)*`
	endsWithName := regexp.MustCompile(`\bwith ` + name + `$`)
	// a list that ends the clause; "with Han, Lando or Chewie piloting"
	// (Special Modifications) is no list of this shape.
	listGoesOn := regexp.MustCompile(`^(?:, ` + name + `)*,? or (?:` + name + `|(?:any|an?) [\w'-]+(?: [\w'-]+)?)(?:[,.;]|$)`)
	db := loadReal(t)
	got := map[string]string{}
	for _, c := range db.All() {
		for _, e := range c.Effects {
			for _, term := range e.Conditions {
				if term.Kind == "side" {
					continue
				}
				key := c.GempID + " " + e.Kind
				if a, ok := want[key]; ok && term.Arg == a {
					got[key] = a
				}
				// every card: a term cut at the first comma of its list
				if at := strings.Index(c.GameText, term.Text); at >= 0 && endsWithName.MatchString(term.Text) && listGoesOn.MatchString(c.GameText[at+len(term.Text):]) {
					t.Errorf("%s %s [%s]: condition %q cut from its list of names (%q)", c.GempID, c.Title, e.Kind, term.Text, e.Quote)
				}
			}
		}
	}
	for k, a := range want {
		if got[k] != a {
			t.Errorf("%s: no condition term with Arg %q", k, a)
		}
	}
}
