package swccg

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card's text may let its player deploy other cards as a 'react': "You
// may 'react' to a battle or Force drain at same or adjacent Jabba's Palace
// site by deploying (at normal use of the Force) one non-unique alien to
// that site from Reserve Deck" (CZ-4), "If opponent has just initiated a
// battle or Force drain at CZ-3's location or an adjacent site, you may
// 'react' by deploying cards … to that battle or Force drain location"
// (CZ-3, Comlink), "If a battle was just initiated at same site, may deploy
// an alien here … as 'react' from Reserve Deck" (Lobot (V)), "When in a
// battle, you may 'react' by deploying any one non-unique blaster … on
// Laudica" (Laudica, Hermi Odle), "Whenever opponent Force drains at same or
// adjacent site, may deploy up to four troopers there as a 'react'" (IM4-099). Asked with
// via: that card, the deployment is a 'react' (Glossary, react): only in
// the opponent's turn, just after the opponent initiated the battle or
// Force drain the clause names, at the place it names, to that location;
// every other deployment rule applies, and the clause's kinds ("one
// non-unique alien") limit what it deploys as any enabling clause's do.

var (
	reactOpponentsTurn = narrow(glossReact, "may occur during your opponent's turn")
	// reReactByDeploying: the clause's trigger (what was initiated) and
	// where, in the three shapes the cards print.
	reReactByDeploying = []func() *regexp.Regexp{
		lazyregexp.New(`(?i)\bif (?:your )?opponent (?:has )?just initiated an? (battle or force drain|battle|force drain) at ([^.;]+?),\s*you may ['‘\x60]react['’]? by deploying\b`),
		lazyregexp.New(`(?i)\bwhen in an? (battle)(), you may ['‘\x60]react['’]? by deploying\b`),
		lazyregexp.New(`(?i)\bwhenever (?:your )?opponent (force drains|initiates a battle) at ([^.;]+?),\s*(?:you )?may deploy\b[^.;]*\bas (?:a )?['‘\x60]react`),
		lazyregexp.New(`(?i)\byou may ['‘\x60]react['’]? to an? (battle or force drain|battle|force drain) at ([^,.;]+?) by deploying\b`),
		lazyregexp.New(`(?i)\bif an? (battle|force drain) (?:was|is|has been) just initiated at ([^,.;]+),\s*(?:you )?may deploy\b[^.;]*\bas (?:a )?['‘\x60]react`),
	}
)

// reactClause is what a clause deploying as a 'react' answers.
type reactClause struct {
	battle, drain bool
	where         string // the place words ("same or adjacent Jabba's Palace site")
}

// readReactClause reads a clause deploying as a 'react'.
func readReactClause(clause string) (rc reactClause, span [2]int, ok bool) {
	for _, re := range reReactByDeploying {
		m := re().FindStringSubmatchIndex(clause)
		if m == nil {
			continue
		}
		what := glossary.Fold(clause[m[2]:m[3]])
		rc = reactClause{
			battle: strings.Contains(what, "battle"),
			drain:  strings.Contains(what, "force drain"),
			where:  strings.TrimSpace(clause[m[4]:m[5]]),
		}
		if rc.where == "" {
			rc.where = "here" // "When in a battle": the battle at the card's own site
		}
		return rc, [2]int{m[0], m[1]}, true
	}
	return rc, span, false
}

// viaReactTiming rules the timing of a deployment by a via clause that
// deploys as a 'react'; handled is false for any other clause.
func (dp *deployment) viaReactTiming() (handled bool) {
	t, d := dp.t, dp.d
	rc, _, ok := readReactClause(dp.clause)
	if !ok {
		return false
	}
	v := d.ViaResolved
	cite := []glossary.Ref{reactGranted, reactOpponentsTurn}
	var triggers []string
	kindAt := map[string]string{} // what was initiated at each, "a battle"
	if rc.battle {
		if b := reactBattle(t, d.Player); b != "" {
			triggers = append(triggers, b)
			kindAt[glossary.Fold(b)] = "a battle"
		}
	}
	if rc.drain && t.State.ThisTurn != nil {
		for _, at := range t.State.ThisTurn.DrainedAt[d.Player.Opponent()] {
			triggers = append(triggers, at)
			kindAt[glossary.Fold(at)] = "a Force drain"
		}
	}
	what := rc.describe()
	if t.State.Turn == "" || t.State.Turn == d.Player || len(triggers) == 0 {
		dp.r.Stepf(cite, "%s's clause %q deploys only as a 'react', in %s's turn just after %s initiates %s; the table shows none now.", v.Title, excerpt(dp.clause), d.Player.Opponent(), d.Player.Opponent(), a(what))
		dp.block("%s's clause deploys only as a 'react' to %s %s just initiated", v.Title, a(what), d.Player.Opponent())
		return true
	}
	to := dp.reactDestination()
	at := ""
	for _, p := range triggers {
		if samePlace(to, p) {
			at = p
		}
	}
	if at == "" {
		dp.r.Stepf([]glossary.Ref{reactToWhere}, "A 'react' deploys to the location of the %s the opponent initiated (%s); %s is not it.", what, strings.Join(triggers, ", "), to)
		dp.block("a 'react' by %s's clause deploys only to %s", v.Title, strings.Join(triggers, ", "))
		return true
	}
	if rc.where != "" {
		hit, known, why := reactClauseWhere(t, rc.where, t.Piece(d.Via), at)
		switch {
		case !known:
			dp.r.Assume("%s's %q is taken to hold for %s (not read)", v.Title, rc.where, at)
		case !hit:
			dp.r.Stepf(cite, "%s's clause reacts only to %s at %s: %s.", v.Title, a(what), rc.where, why)
			dp.block("%s's clause does not react to %s at %s", v.Title, a(what), at)
			return true
		}
	}
	dp.r.Stepf([]glossary.Ref{reactGranted, reactToWhere, reactDeployRules}, "%s's clause %q lets %s deploy as a 'react' now: %s just initiated %s at %s; every other deployment rule still applies.", v.Title, excerpt(dp.clause), d.Player, d.Player.Opponent(), kindAt[glossary.Fold(at)], at)
	return true
}

func (rc reactClause) describe() string {
	switch {
	case rc.battle && rc.drain:
		return "battle or Force drain"
	case rc.battle:
		return "battle"
	}
	return "Force drain"
}

// reactDestination is the location the deployment goes to.
func (dp *deployment) reactDestination() string {
	d := dp.d
	if d.Place != nil {
		return d.Place.Name
	}
	if name := d.Aboard + d.On; name != "" && dp.t.Piece(name) != nil {
		return dp.t.Piece(name).Location()
	}
	return ""
}

var reOrAdjacent = lazyregexp.New(`(?i)^(?:(same) or adjacent (.+)|(.+?) or (?:an? )?adjacent (?:site|sector|location))$`)

// reactClauseWhere decides the clause's place words for the location at:
// "same or adjacent Jabba's Palace site" (the clause's card's site or one
// adjacent, of that kind), "CZ-3's location or an adjacent site", "same
// site", "here", or a kind of place ("a system, cloud sector or asteroid
// sector").
func reactClauseWhere(t *table.Table, where string, src *table.Piece, at string) (hit, known bool, why string) {
	f := glossary.Fold(where)
	near, kind := "", f
	if m := reOrAdjacent().FindStringSubmatch(f); m != nil {
		if m[1] != "" {
			near, kind = "same or adjacent", m[2]
		} else {
			near, kind = "same or adjacent", ""
			if !ownPlaceWords(m[3], src) {
				return false, false, ""
			}
		}
	} else if ownPlaceWords(f, src) {
		near, kind = "same", ""
	}
	if kind != "" {
		// the kind of place first: "Jabba's Palace site" decides even where
		// adjacency cannot be read
		if hit, known, why := placeMatches(t, kind, spot{Place: placeOf(t, at)}); known && !hit {
			return false, true, why
		}
	}
	if near != "" {
		if src == nil || src.Location() == "" {
			return false, false, ""
		}
		home := src.Location()
		same := samePlace(at, home)
		if !same && near == "same" {
			return false, true, fmt.Sprintf("%s is not where %s is (%s)", at, src.Name, home)
		}
		if !same {
			adj, k := areAdjacent(t, home, at)
			if !k {
				return false, false, ""
			}
			if !adj {
				return false, true, fmt.Sprintf("%s is neither %s's site (%s) nor adjacent to it", at, src.Name, home)
			}
		}
	}
	if kind == "" {
		return true, true, ""
	}
	return placeMatches(t, kind, spot{Place: placeOf(t, at)})
}

// ownPlaceWords: "same site", "here", "CZ-3's location" (the clause's own
// card's place).
func ownPlaceWords(f string, src *table.Piece) bool {
	switch f {
	case "same site", "same location", "same system", "here", "this site", "this location":
		return true
	}
	if src == nil {
		return false
	}
	owner, rest, ok := strings.Cut(f, "'s ")
	if !ok || (rest != "location" && rest != "site") {
		return false
	}
	if ok, _ := describes(owner, src.Card); ok {
		return true
	}
	return glossary.Fold(src.Card.Title) == owner || strings.HasPrefix(glossary.Fold(src.Card.Title), owner+" ")
}

// The deploy rule reads a clause deploying as a 'react' by its own means:
// its rulings do not list that sentence as not read.
func init() {
	prev := ownReadings[Deploy.ID]
	ownReadings[Deploy.ID] = func(c *cards.Card) [][2]int {
		var spans [][2]int
		if prev != nil {
			spans = prev(c)
		}
		for _, s := range sentences(c.GameText) {
			if _, _, ok := readReactClause(s); ok {
				if i := strings.Index(c.GameText, s); i >= 0 {
					spans = append(spans, [2]int{i, i + len(s)})
				}
			}
		}
		return spans
	}
}

// implicitReactVia: with no via: given, in the opponent's turn, a text of
// the player's card on table that deploys as a 'react' and whose terms hold
// for this deployment (what was initiated, where, the kinds it deploys) is
// the one used, as if named by via: — a judge at the table need not know
// which card lets the 'react' happen.
func (dp *deployment) implicitReactVia() bool {
	d, t := dp.d, dp.t
	if d.ViaResolved != nil || t.State.Turn == "" || t.State.Turn == d.Player {
		return false
	}
	for _, p := range t.Pieces {
		if p.Owner() != d.Player || p.Entry.TextOff() || p.Card == nil {
			continue
		}
		for _, s := range sentences(p.Card.GameText) {
			if _, _, ok := readReactClause(s); !ok {
				continue
			}
			named := *d
			named.Via, named.ViaResolved = p.Name, p.Card
			trial := &deployment{t: t, d: &named, r: &rulings.Ruling{}, clause: s}
			if decided := trial.viaKind(d.Resolved, s); !decided || !trial.viaReactTiming() || len(trial.blocks) > 0 || len(trial.r.Assumptions) > 0 {
				continue
			}
			dp.d, dp.clause = &named, s
			dp.r.Stepf([]glossary.Ref{reactGranted}, "No via: is given: %s's text %q is the 'react' that lets %s deploy now.", p.Name, excerpt(s), d.Resolved.Title)
			dp.viaKind(d.Resolved, s)
			return dp.viaReactTiming()
		}
	}
	return false
}
