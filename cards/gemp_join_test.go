package cards

import (
	"slices"
	"strings"
	"testing"
)

// An Objective's text holds both sides; Gemp writes each side in its own
// class. Each face must be compared with its own side's rows, and what the
// front says "For remainder of game" may meet a row of either.
func TestJoinGempSplitsTwoSidedText(t *testing.T) {
	text := "Front Side: Deploy a site. {For} remainder of game, you may not deploy Jedi. " +
		"{While} this side up, your Force drains are +1. {Flip} this card if you occupy two sites. " +
		"Back Side: {While} this side up, opponent's Force drains are -1."
	effect := func(kind, quote string, v float64) Effect {
		i := strings.Index(text, quote)
		return Effect{Kind: kind, Value: v, Quote: quote, Span: [2]int{i, i + len(quote)}}
	}
	lasting := effect("may_not_deploy", "{For} remainder of game, you may not deploy Jedi", 0)
	frontOnly := effect("force_drain_modifier", "your Force drains are +1", 1)
	backOnly := effect("force_drain_modifier", "opponent's Force drains are -1", -1)
	effects := []Effect{lasting, frontOnly, backOnly}
	front := &Card{GempID: "7_300", Title: "Front Side / Back Side", GameText: text, Effects: effects}
	back := &Card{GempID: "7_300-back", Face: "back", Title: "Front Side / Back Side (V)", GameText: text, Effects: effects}
	facts := map[string][]gempRow{
		"7_300":      {{gemp: "7_300", class: "ForceDrain", scope: "static", numbers: []float64{1}}},
		"7_300_BACK": {{gemp: "7_300_BACK", class: "ForceDrain", scope: "static", numbers: []float64{-1}}, {gemp: "7_300_BACK", class: "MayNotDeploy", scope: "static"}},
	}
	quotes := func(es []Effect) []string {
		var out []string
		for _, e := range es {
			out = append(out, e.Quote)
		}
		return out
	}

	f := joinGemp(front, facts)
	if f.key != "7_300" || len(f.rows) != 1 {
		t.Fatalf("front joined to %q with %d rows", f.key, len(f.rows))
	}
	if got := quotes(f.effects); !slices.Equal(got, []string{lasting.Quote, frontOnly.Quote}) {
		t.Errorf("front effects %q", got)
	}
	if !slices.ContainsFunc(f.rowsFor(0), func(r gempRow) bool { return r.class == "MayNotDeploy" }) {
		t.Error("the front's lasting effect cannot meet the back's MayNotDeploy row")
	}
	if slices.ContainsFunc(f.rowsFor(1), func(r gempRow) bool { return r.gemp == "7_300_BACK" }) {
		t.Error("a front effect while this side up is compared with the back's rows")
	}

	b := joinGemp(back, facts)
	if b.key != "7_300_BACK" || len(b.rows) != 2 {
		t.Fatalf("back joined to %q with %d rows", b.key, len(b.rows))
	}
	if got := quotes(b.effects); !slices.Equal(got, []string{backOnly.Quote}) {
		t.Errorf("back effects %q, want only the back's own (the lasting one counts once, on the front)", got)
	}
	if got := quotes(b.finders); !slices.Equal(got, []string{lasting.Quote, backOnly.Quote}) {
		t.Errorf("back finders %q, want the front's lasting effect and the back's own", got)
	}
}

// A flipped character printed with one text on both faces, no side label:
// each face is compared whole with its own class.
func TestJoinGempWholeTextWithoutSideLabel(t *testing.T) {
	text := "Deploys only at start of game. Power +2 while at a site."
	e := Effect{Kind: "power_modifier", Value: 2, Span: [2]int{31, len(text)}}
	back := &Card{GempID: "205_14-back", Face: "back", Title: "Prize / Prize", GameText: text, Effects: []Effect{e}}
	f := joinGemp(back, map[string][]gempRow{"205_14_BACK": {{class: "Power", scope: "static", numbers: []float64{2}}}})
	if f.key != "205_14_BACK" || len(f.effects) != 1 || len(f.finders) != 1 {
		t.Errorf("joined to %q with %d effects, %d finders", f.key, len(f.effects), len(f.finders))
	}
}
