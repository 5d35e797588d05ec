package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A 'react' is "granted by cards that say 'react'" and goes "to the
// location of the battle or Force drain" just initiated by the opponent
// (Glossary, react). The grants on table are read here for the move and
// deploy rules: a card's own "May move as a 'react'", another card's "Your
// other starships may move as a 'react' to same system" (Flagship), a
// location's half "Dark: If you occupy with Tarkin, Piett or any admiral,
// your starships may 'react' to same system" (Executor: Comm Station). Each
// grant's terms are decided from the table: where it sends the card ("to
// same system", "from same system as Executor", "away from a battle at same
// site"), its condition ("If you occupy with …", "If you control"); a term
// the engine does not read leaves the grant undecided, which the caller
// states as an assumption.

var (
	reactGranted = narrow(glossReact, "granted by cards that say 'react'")
	reactToWhere = narrow(glossReact, "allows you to deploy or move one or more cards to the location of the battle or Force drain")
	reactAway    = narrow(glossReact, "'Reacting' away from a battle")
)

// reactGrant is one text on table granting a 'react' of one kind.
type reactGrant struct {
	src *table.Piece // the granting card; a location is a piece of its half's player at itself
	e   cards.Effect
}

// quote is the grant's words without a location half's label.
func (g reactGrant) quote() string {
	q := strings.TrimSpace(g.e.Quote)
	for _, s := range []string{"Dark:", "Light:"} {
		q = strings.TrimSpace(strings.TrimPrefix(q, s))
	}
	return q
}

// reactGrants lists the grants of kind (may_move_as_react or
// may_deploy_as_react) on table that reach p: its own text, its player's
// cards' texts naming it, its player's half of a location's text.
func reactGrants(t *table.Table, kind string, p *table.Piece) []reactGrant {
	var out []reactGrant
	for _, q := range t.Pieces {
		if q.Entry.TextOff() || q.Owner() != p.Owner() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != kind {
				continue
			}
			target := strings.TrimSpace(e.Target)
			if target == "" && q == p || target != "" && q != p && q.Host != p && reaches(q, target, p) {
				out = append(out, reactGrant{src: q, e: e})
			}
		}
	}
	if p.Card.Type != "Location" && !pieceOnTable(t, p) {
		for _, e := range p.Card.Effects { // a card in hand deploying by its own text
			if e.Kind == kind && strings.TrimSpace(e.Target) == "" {
				out = append(out, reactGrant{src: p, e: e})
			}
		}
	}
	for i := range t.State.Locations {
		l := &t.State.Locations[i]
		if l.Card == nil {
			continue
		}
		for _, e := range l.Card.Effects {
			if e.Kind != kind {
				continue
			}
			half := halfOf(l.Card.GameText, e.Span[0])
			if half == "" {
				half = p.Owner() // a text with no halves speaks to both players
			}
			src := halfPiece(t, l, half)
			if half == p.Owner() && locationGrantNames(t, e.Target, l, p) {
				out = append(out, reactGrant{src: src, e: e})
			}
		}
	}
	return out
}

// halfPiece is a location card (on table, with its card) as the holder of
// one half's text: that half's player's.
func halfPiece(t *table.Table, l *table.Location, half table.Side) *table.Piece {
	p := locationPiece(t, l.Name)
	p.Entry.Owner = half
	return p
}

func reaches(q *table.Piece, target string, p *table.Piece) bool {
	ok, _ := reachesValue(q, target, p)
	return ok
}

func pieceOnTable(t *table.Table, p *table.Piece) bool {
	for _, q := range t.Pieces {
		if q == p {
			return true
		}
	}
	return false
}

// locationGrantNames reads the subject of a location's grant, "your
// starships", "Your stormtroopers here", against p.
func locationGrantNames(t *table.Table, target string, l *table.Location, p *table.Piece) bool {
	f := glossary.Fold(strings.TrimSpace(target))
	f = strings.TrimSpace(strings.TrimPrefix(f, "your "))
	if rest, ok := strings.CutSuffix(f, " here"); ok {
		if !samePlace(p.Location(), l.Name) {
			return false
		}
		f = rest
	}
	if f == "" {
		return false
	}
	ok, _ := describes(f, p.Card)
	return ok
}

// reactAsk is a react under examination: who, from where, to where.
type reactAsk struct {
	p        *table.Piece
	from, to string
	battle   string       // the battle location, when the table has one
	aboard   *table.Piece // the starship or vehicle a deploying card goes aboard
}

// judge decides the grant's terms for this react: whether it grants it,
// whether the table shows every term, why (for a refusal or an unread
// term), and whether it is a react away from the battle.
func (g reactGrant) judge(t *table.Table, m reactAsk) (ok, known, away bool, why string) {
	if met(g.src.Entry.Met, g.e.Condition) {
		return true, true, false, ""
	}
	for _, c := range g.e.Conditions {
		f := glossary.Fold(strings.TrimSpace(c.Text))
		switch {
		case c.Kind == "side":
		case strings.Contains(f, "for free"):
			// the cost: freeReactGrant's
		case strings.HasPrefix(f, "away from a battle") || f == "from a battle" || strings.HasPrefix(f, "from that battle"):
			if m.battle == "" || !samePlace(m.from, m.battle) {
				return false, true, false, fmt.Sprintf("it reacts away from a battle, and %s is not at one", m.p.Name)
			}
			away = true
		case c.Kind == "at_same" && (strings.HasPrefix(f, "to ") || strings.HasPrefix(f, "from ")):
			hit, understood, reason := g.samePlaceTerm(t, f, m)
			if !understood {
				return false, false, false, fmt.Sprintf("%q is not read", c.Text)
			}
			if !hit {
				return false, true, false, reason
			}
		case strings.HasPrefix(f, "to ") && c.Kind != "at_same":
			hit, understood, reason := g.destinationTerm(t, f[len("to "):], m)
			if !understood {
				return false, false, false, fmt.Sprintf("%q is not read", c.Text)
			}
			if !hit {
				return false, true, false, reason
			}
		case c.Kind == "occupies" && strings.HasPrefix(glossary.Fold(c.Arg), "with "):
			hit, understood, reason := g.occupiesWith(t)
			if !understood {
				return false, false, false, fmt.Sprintf("%q is not read", c.Text)
			}
			if hit == c.Not {
				return false, true, false, reason
			}
		default:
			h, k := decideTerm(t, g.src, c)
			if !k {
				return false, false, false, fmt.Sprintf("%q is not read", c.Text)
			}
			if h == c.Not {
				return false, true, false, fmt.Sprintf("%q does not hold", c.Text)
			}
		}
	}
	return true, true, away, ""
}

// destinationTerm decides where a grant sends the card: "to here" (the
// granting card's location), "to an adjacent site" (adjacent to where the
// card reacts from), or a kind of place ("to Hoth sites").
func (g reactGrant) destinationTerm(t *table.Table, where string, m reactAsk) (hit, understood bool, why string) {
	if alts := destinationAlternatives(where); len(alts) > 1 {
		// "to a Jabba's Palace site or aboard a vehicle at a Tatooine site"
		var whys []string
		understood = true
		for _, alt := range alts {
			h, k, w := g.destinationTerm(t, alt, m)
			if h {
				return true, true, ""
			}
			understood = understood && k
			whys = append(whys, w)
		}
		return false, understood, strings.Join(whys, "; ")
	}
	if rest, ok := strings.CutPrefix(where, "aboard "); ok {
		return aboardTerm(t, rest, m)
	}
	if who, ok := strings.CutPrefix(where, "where "); ok && strings.HasSuffix(who, " is present") {
		return presentTerm(t, strings.TrimSuffix(who, " is present"), m)
	}
	switch {
	case m.to == "":
		return false, false, ""
	case where == "here":
		return samePlace(m.to, g.src.Location()), true, fmt.Sprintf("%s is not where %s is", m.to, g.src.Name)
	case where == "an adjacent site" || where == "adjacent site":
		yes, known := areAdjacent(t, m.from, m.to)
		return yes, known, fmt.Sprintf("%s is not adjacent to %s", m.to, m.from)
	}
	hit, understood, why = placeMatches(t, where, spot{Place: placeOf(t, m.to)})
	return hit, understood, why
}

// reSameAs: "to same system", "from same system as Executor".
var reSameAs = lazyregexp.New(`^(to|from) same (system|sector|site|location|system or sector)(?: as (.+))?$`)

// samePlaceTerm decides "to same system" (the react's destination is
// where the granting card is) and "from same system as Executor" (its
// origin is where Executor is).
func (g reactGrant) samePlaceTerm(t *table.Table, f string, m reactAsk) (hit, understood bool, why string) {
	sm := reSameAs().FindStringSubmatch(f)
	if sm == nil {
		return false, false, ""
	}
	end := m.to
	if sm[1] == "from" {
		end = m.from
	}
	anchor := g.src.Location()
	if sm[3] != "" {
		q := t.Piece(sm[3])
		if q == nil {
			q = describedAt(t, sm[3], end) // "to same site as an Imperial"
		}
		if q == nil {
			return false, true, fmt.Sprintf("no %s is at %s", sm[3], end)
		}
		anchor = q.Location()
	}
	if anchor == "" || end == "" {
		return false, false, ""
	}
	same := samePlace(end, anchor)
	if !same && strings.Contains(sm[2], "system") {
		// a site's system, a starship site's the system its starship is at
		a := systemAt(t, anchor)
		same = a != "" && (samePlace(a, end) || sm[1] == "from" && samePlace(a, systemAt(t, end)))
		anchor = a
	}
	if !same {
		return false, true, fmt.Sprintf("%s is not at the same %s as %s (%s)", end, sm[2], g.src.Name, anchor)
	}
	return true, true, ""
}

// describedAt is a card at where that a phrase ("an Imperial", "your
// pilot") describes.
func describedAt(t *table.Table, phrase, where string) *table.Piece {
	for _, q := range t.Pieces {
		if ok, _ := describes(phrase, q.Card); ok && samePlace(q.Location(), where) {
			return q
		}
	}
	return nil
}

// systemAt is the system a location is (or is related to).
func systemAt(t *table.Table, name string) string {
	if l := place(t, name); l != nil {
		return systemOfPlace(t, l)
	}
	return ""
}

// reOccupyWith: "If you occupy with Tarkin, Piett or any admiral, …".
var reOccupyWith = lazyregexp.New(`(?i)\bif you occupy with (.+?),\s*(?:your|opponent|you)\b`)

// occupiesWith decides "If you occupy with X, Y or any Z" at the granting
// location: one of the player's cards giving presence there is one named.
func (g reactGrant) occupiesWith(t *table.Table) (hit, understood bool, why string) {
	m := reOccupyWith().FindStringSubmatch(g.e.Quote)
	if m == nil {
		return false, false, ""
	}
	at := g.src.Location()
	rep := presenceAt(t, at, g.src.Owner(), forAnything)
	for _, h := range rep.Holders {
		for _, term := range strings.Split(termSplitter.Replace(m[1]), "|") {
			if term = strings.TrimSpace(term); term == "" {
				continue
			}
			if ok, _ := describes(term, h.Piece.Card); ok {
				return true, true, fmt.Sprintf("%s occupies %s with %s", g.src.Owner(), at, h.Piece.Name)
			}
		}
	}
	return false, true, fmt.Sprintf("%s does not occupy %s with %s", g.src.Owner(), at, m[1])
}

// reactLocations are the places a 'react' may go now: the battle the
// opponent just initiated, and where the opponent Force drained this turn;
// known is false when the table shows neither.
func reactLocations(t *table.Table, player table.Side) (places []string, known bool) {
	if b := t.State.Battle; b != nil && !b.Attack && b.Initiator != player {
		places = append(places, b.At)
	}
	if h := t.State.ThisTurn; h != nil {
		places = append(places, h.DrainedAt[player.Opponent()]...)
	}
	return places, len(places) > 0
}

// reactBattle is the battle location a 'react' answers, if any.
func reactBattle(t *table.Table, player table.Side) string {
	if b := t.State.Battle; b != nil && !b.Attack && b.Initiator != player {
		return b.At
	}
	return ""
}

// grantOutcome sums up the grants for one react.
type grantOutcome struct {
	granted  *reactGrant
	away     bool
	refused  []string // each grant's reason, "Flagship: …"
	unread   []string
	anyGrant bool
}

func decideGrants(t *table.Table, grants []reactGrant, m reactAsk) grantOutcome {
	out := grantOutcome{anyGrant: len(grants) > 0}
	for i := range grants {
		g := grants[i]
		ok, known, away, why := g.judge(t, m)
		switch {
		case !known:
			out.unread = append(out.unread, fmt.Sprintf("%s's %q (%s)", g.src.Name, g.quote(), why))
		case !ok:
			out.refused = append(out.refused, fmt.Sprintf("%s's %q: %s", g.src.Name, g.quote(), why))
		case out.granted == nil || away && !out.away:
			out.granted, out.away = &grants[i], away
		}
	}
	return out
}
