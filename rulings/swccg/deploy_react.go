package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Deploying as a 'react' (Glossary, react: "a special form of deployment
// or movement (granted by cards that say 'react') that may occur during
// your opponent's turn … just after your opponent initiates a battle or
// Force drain", to "the location of the battle or Force drain"; "To deploy
// as a 'react,' a card must comply with all deployment rules"). A grant on
// table whose terms hold (react_grants.go) gives the deployment its timing
// outside the deploy phase; every other deployment check still applies.

var reactDeployRules = narrow(glossReact, "To deploy as a 'react,' a card must comply with all deployment rules")

// reactTiming: in the opponent's turn, just after the opponent initiated a
// battle or Force drain, a grant lets the card deploy as a 'react'. It
// reports whether the deployment is taken as a 'react' (the deploy phase
// then does not bind it).
func (dp *deployment) reactTiming() bool {
	t, d := dp.t, dp.d
	if dp.clause != "" && dp.viaReactTiming() {
		return true
	}
	places, known := reactLocations(t, d.Player)
	if !known || t.State.Turn == "" || t.State.Turn == d.Player {
		return false
	}
	to := dp.reactDestination()
	var aboard *table.Piece
	if d.Aboard != "" {
		aboard = t.Piece(d.Aboard)
	}
	p := &table.Piece{Card: d.Resolved, Name: d.Resolved.Title, Entry: &table.Card{Card: d.Resolved.Title, Owner: d.Player, At: to}}
	out := decideGrants(t, reactGrants(t, "may_deploy_as_react", p), reactAsk{p: p, to: to, battle: reactBattle(t, d.Player), aboard: aboard})
	switch {
	case out.granted != nil:
		g := out.granted
		dp.r.Stepf([]glossary.Ref{reactGranted, reactDeployRules}, "%s's text %q lets %s deploy as a 'react' now, in %s's turn just after a battle or Force drain was initiated; every other deployment rule still applies.", g.src.Name, g.quote(), d.Resolved.Title, t.State.Turn)
		dp.react = g
	case len(out.unread) > 0:
		dp.r.Assume("deploying as a 'react' is taken as granted by %s, whose terms the engine does not read", strings.Join(out.unread, "; "))
	case dp.implicitReactVia():
		return true
	case len(out.refused) > 0:
		dp.r.Stepf([]glossary.Ref{reactGranted}, "No text on table lets %s deploy as a 'react' now: %s.", d.Resolved.Title, strings.Join(out.refused, "; "))
		return false
	default:
		return false
	}
	for _, p := range places {
		if samePlace(to, p) {
			return true
		}
	}
	dp.r.Stepf([]glossary.Ref{reactToWhere}, "A 'react' deploys to the location of the battle or Force drain the opponent initiated (%s); %s is not it.", strings.Join(places, ", "), to)
	dp.block("a 'react' deploys only to %s", strings.Join(places, ", "))
	return true
}

// grantsReact: the card's text grants deploying as a 'react'.
func grantsReact(c *cards.Card) bool {
	for _, e := range c.Effects {
		if e.Kind == "may_deploy_as_react" {
			return true
		}
	}
	return false
}

// reactModifiers: the grant's own change to the cost of deploying as a
// 'react' ("May deploy -3 as a 'react'", "… as a 'react' for free"); a
// free deployment under a condition ("free if Poe or Rey") is not read.
func (dp *deployment) reactModifiers(c *cards.Card) []modifier {
	g := dp.react
	if g == nil || c != dp.d.Resolved {
		return nil
	}
	from := fmt.Sprintf("%s's 'react' grant %q", g.src.Name, g.quote())
	cond := glossary.Fold(g.e.Condition)
	var out []modifier
	switch {
	case strings.Contains(cond, "free if") || strings.Contains(cond, "free when"):
		dp.r.Assume("the condition of %s's free 'react' deployment is not read: its cost is not made free", g.src.Name)
	case strings.Contains(cond, "free"):
		out = append(out, modifier{Free: true, From: from, Cites: []glossary.Ref{reactGranted}})
	}
	if g.e.Value != 0 {
		out = append(out, modifier{Value: g.e.Value, From: from, Cites: []glossary.Ref{reactGranted}})
	}
	return out
}
