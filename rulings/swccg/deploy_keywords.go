package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// A card that deploys on "your spy", "your leader", "an opponent's
// smuggler …" fits a host that is one by another card's text on table
// ("Saw is a spy.", Make Ten Men Feel Like A Hundred; "your Rep is a
// leader"), as every rule asking for a keyword reads it (isKeyword). A
// clause naming nothing but such keywords refuses a host that is none of
// them.

// hostKeywords are the keywords a host clause may ask for that a card on
// table can grant (cards/extract_keywords.go).
var hostKeywords = []string{"leader", "spy", "scout", "smuggler", "stormtrooper", "bounty hunter", "information broker", "Black Sun agent", "gangster", "thief", "assassin", "gambler", "musician", "Inquisitor"}

// keywordHost decides a host by keyword when the host clauses name one:
// true when it has decided (the host fits, or is refused).
func (dp *deployment) keywordHost(c *cards.Card, s spot, h hostReading) bool {
	if s.Host == nil || h.Fit.Clause != "" {
		return false
	}
	cites := []glossary.Ref{restrGameText}
	for _, named := range h.Named {
		kws, only := keywordsNamed(named)
		if len(kws) == 0 {
			continue
		}
		for _, kw := range kws {
			if !isKeyword(dp.t, s.Host, kw, dp.r, restrGameText) {
				continue
			}
			if strings.HasPrefix(strings.ToLower(named), "your ") && s.Host.Owner() != dp.d.Player {
				dp.r.Stepf(cites, "%s deploys on %s, but %s is %s's.", c.Title, named, s.Host.Name, s.Host.Owner())
				dp.block("%s is not %s's card", s.Host.Name, dp.d.Player)
				return true
			}
			dp.r.Stepf(cites, "%s deploys on %s: %s is a %s, so it fits.", c.Title, named, s.Host.Name, kw)
			return true
		}
		if only {
			dp.r.Stepf(cites, "%s deploys on %s: %s is no %s, by its card or by any text on table.", c.Title, named, s.Host.Name, strings.Join(kws, " or "))
			dp.block("%s deploys only on %s", c.Title, named)
			return true
		}
	}
	return false
}

// keywordsNamed are the keywords a host phrase names ("opponent's spy or
// Rebel leader": spy, leader); only is true when the phrase names nothing
// else (but whose it is and where: "your spy at a site").
func keywordsNamed(phrase string) (kws []string, only bool) {
	rest := " " + glossary.Fold(phrase) + " "
	for _, kw := range hostKeywords {
		k := glossary.Fold(kw)
		for _, form := range []string{" " + k + "s ", " " + k + " ", " spies "} {
			if form == " spies " && k != "spy" {
				continue
			}
			if strings.Contains(rest, form) {
				kws = append(kws, kw)
				rest = strings.ReplaceAll(rest, form, " ")
				break
			}
		}
	}
	if len(kws) == 0 {
		return nil, false
	}
	if i := strings.Index(rest, " at "); i >= 0 {
		rest = rest[:i]
	}
	for _, w := range strings.Fields(rest) {
		switch strings.Trim(w, ",") {
		case "your", "opponent's", "an", "a", "any", "or", "one", "of":
		default:
			return kws, false
		}
	}
	return kws, true
}

// deploy does not read these kinds: a 'react' deployment with a driver,
// "may deploy to …" permissions and a deploy cost set by text.
func init() {
	unconsulted[Deploy.ID] = []string{"may_deploy_with_driver_as_react", "may_deploy_to", "deploy_set"}
}
