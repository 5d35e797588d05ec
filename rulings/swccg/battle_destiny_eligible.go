package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Whose ability counts toward battle destiny, beyond the rule's own
// present/piloting/passenger test: a pilot aboard a landed starfighter (not
// "being piloted"), and cards a text on table bars ("may not use ability to
// draw battle destiny").

// glossLanded is the Glossary's entry on landed starfighters.
var glossLanded = table.GlossaryRef("landed starfighter")

// landedPiloting: e's condition is "piloting" and p is aboard a starfighter
// landed at a site, which is not "being piloted" (Glossary "landed
// starfighter": Dutch draws no battle destiny by his "when piloting Gold 1"
// text while Gold 1 is landed, though his ability still counts). It says so
// in r.
func landedPiloting(t *table.Table, p *table.Piece, e cards.Effect, r *rulings.Ruling) bool {
	h := p.Host
	if h == nil || p.Entry.On != "" || !isStarfighter(h) || !isSite(place(t, h.Location())) {
		return false
	}
	for _, c := range e.Conditions {
		if c.Kind == "piloting" {
			r.Stepf([]glossary.Ref{glossLanded}, "%s's text %q does not apply: %s is landed at %s, and a landed starfighter is not being piloted (its pilot's ability still counts).", p.Name, strings.TrimSpace(e.Quote), h.Name, h.Location())
			return true
		}
	}
	return false
}

// noAbility finds a text on table saying p's ability may not count toward
// battle destiny ("Opponent's pilots (except Vader) present at sites may
// not use ability to draw battle destiny", Scramble; "Pilots aboard target
// …", Asteroids Do Not Concern Me; "Target cannot use ability …"), its
// target and condition decided by the table; a target it cannot read is an
// assumption, not applied.
func noAbility(t *table.Table, p *table.Piece, r *rulings.Ruling) (*table.Piece, cards.Effect) {
	for _, q := range t.Pieces {
		if q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "battle_destiny_no_ability" {
				continue
			}
			covers, known := abilityBarred(t, q, e.Target, p)
			if !known {
				r.Assume("%s's text %q names cards this rule cannot read: not applied to %s", q.Name, strings.TrimSpace(e.Quote), p.Name)
				continue
			}
			if covers && applies(t, q, e, r) {
				return q, e
			}
		}
	}
	return nil, cards.Effect{}
}

// abilityBarred reads the target of a "may not use ability" text against p:
// whose ("opponent's", "your"), which cards ("pilots", "spies",
// "characters", "target" — the card's target:, "aboard target"), "(except
// Vader)", "present at sites".
func abilityBarred(t *table.Table, q *table.Piece, target string, p *table.Piece) (covers, known bool) {
	f := glossary.Fold(target)
	if i := strings.Index(f, " are "); i >= 0 {
		f = f[:i] // "opponent's spies and smugglers are deploy +4 and …"
	}
	var except string
	if i := strings.Index(f, "(except "); i >= 0 {
		if j := strings.Index(f[i:], ")"); j > 0 {
			except = strings.TrimSpace(f[i+len("(except ") : i+j])
			f = strings.TrimSpace(f[:i] + f[i+j+1:])
		}
	}
	covers = true
	switch {
	case strings.HasPrefix(f, "opponent's "):
		covers = p.Owner() == q.Owner().Opponent()
		f = strings.TrimPrefix(f, "opponent's ")
	case strings.HasPrefix(f, "your "):
		covers = p.Owner() == q.Owner()
		f = strings.TrimPrefix(f, "your ")
	}
	if rest, ok := strings.CutSuffix(f, " present at sites"); ok {
		covers = covers && isSite(place(t, p.Location())) && (p.Host == nil || !p.Host.Enclosed())
		f = rest
	}
	tg := t.Piece(q.Entry.Target)
	switch f {
	case "target":
		return covers && tg == p, q.Entry.Target != ""
	case "pilots aboard target": // its permanent pilot is aboard it too
		return covers && tg != nil && (p.Host == tg && isPilot(p.Card) || p == tg && permanentPilot(p) > 0), q.Entry.Target != ""
	}
	kinds := strings.Split(strings.ReplaceAll(f, " and ", ","), ",")
	any := false
	for _, k := range kinds {
		switch k = strings.TrimSuffix(strings.TrimSpace(k), "s"); k {
		case "pilot": // pilot characters; a permanent pilot is aboard its craft, never present at a site
			any = any || p.Card.Type == "Character" && isPilot(p.Card)
		case "character":
			any = any || p.Card.Type == "Character"
		case "spie", "spy", "smuggler", "warrior", "scout", "alien":
			any = any || fits(k, p.Card) || fits(strings.TrimSuffix(k, "ie")+"y", p.Card)
		default:
			return false, false
		}
	}
	if except != "" && namesCard(except, p, q) {
		return false, true
	}
	return covers && any, true
}

// declaredMode: a text that is one of several its owner chooses among
// ("Declare one of the following …: … OR Opponent's ability required for
// battle destiny +1", Hypo's "… OR May add 1 to Force drain where present")
// applies only when the card's met: names it (its words, or hint).
func declaredMode(q *table.Piece, e cards.Effect, hint string, cites []glossary.Ref, r *rulings.Ruling) bool {
	before := strings.TrimSpace(q.Card.GameText[:min(e.Span[0], len(q.Card.GameText))])
	if !strings.HasSuffix(before, "OR") && !strings.HasSuffix(before, "following:") {
		return true
	}
	if met(q.Entry.Met, strings.TrimSpace(e.Quote)) || met(q.Entry.Met, hint) {
		r.Stepf(cites, "%s's chosen mode is %q (met:).", q.Name, strings.TrimSpace(e.Quote))
		return true
	}
	r.Stepf(cites, "%s's %q is one of the modes its owner chooses among; the file does not say it was chosen (met: [%s]), so it is not applied.", q.Name, strings.TrimSpace(e.Quote), hint)
	return false
}
