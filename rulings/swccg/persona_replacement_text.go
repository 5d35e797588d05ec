package swccg

import (
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The new version's own text in a persona replacement: its negative
// deployment restrictions ("Never deploys to a site opponent occupies")
// hold as its "deploys only" ones do, and a card deployed on the old
// version that the new one is immune to ("Immune to Restraining Bolt")
// does not transfer: it is lost (Glossary "immune": a card made immune to
// another deployed on it cancels that card). A card only targeting it
// stays a residual effect (Persona Replacement: Lord Maul stays under
// Clash Of Sabers though immune to it).

// neverRestrictions checks the new version's "never deploys" text where
// the replaced card is.
func neverRestrictions(t *table.Table, old *table.Piece, nw *cards.Card, player table.Side, r *rulings.Ruling) string {
	where := old.Location()
	if where == "" {
		return ""
	}
	e, why, unread := neverDeploys(t, nw, player, spot{Place: placeOf(t, where)})
	for _, u := range unread {
		r.Assume("%s's own restriction %q was not decided at %s: taken as not forbidding the replacement", nw.Title, u, where)
	}
	if e.Kind == "" {
		return ""
	}
	r.Stepf([]glossary.Ref{replaceOwnRules}, "%s's own restriction %q forbids it here (%s): a replacement obeys all of the new card's own deployment restrictions, negative ones too.", nw.Title, e.Quote, why)
	return "its own restriction \"" + e.Quote + "\" holds at " + where
}

// newImmuneTo says whether the new version's own text makes it immune to
// the card p on the old version, with a step saying so.
func newImmuneTo(nw *cards.Card, p *table.Piece, r *rulings.Ruling) bool {
	for _, e := range nw.Effects {
		if e.Kind != "immune_to_title" || !sameTitleText(e.Title, p.Card.Title) {
			continue
		}
		switch glossary.Fold(e.Target) {
		case "", "it", "he", "she":
		default:
			continue
		}
		if e.Condition != "" {
			r.Assume("%s's %q holds only %s: taken as holding for the transfer of %s", nw.Title, e.Quote, conditionText(e), p.Name)
		}
		r.Stepf([]glossary.Ref{refReplace, glossImmuneTitle}, "%s is immune to %s (%q): %s cannot transfer to it and is lost.", nw.Title, e.Title, e.Quote, p.Name)
		return true
	}
	return false
}
