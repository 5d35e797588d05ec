package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// "Sense and Alter are now Lost Interrupts" (There Is No Try), "Run! is a
// Used Interrupt" (Luke Skywalker, The Rebellion's Hope): a card on table
// changes what the played Interrupt is, and so the pile it goes to after
// its result (plays_as). Applied where the text names the played card by
// title (a list of titles; words after it, "targeting at same or related
// site", an assumption); "it is a Used Interrupt" and classes ("Droids",
// "opponent's Interrupts") stay not read.
var (
	glossInterruptPile = narrow(glossInterrupt, "Interrupt cards play, have their result and then go to the Used Pile or the Lost Pile")
	rePlaysAsPile      = lazyregexp.New(`(?i)^(used|lost) interrupts?$`)
)

// playsAs states what the played Interrupt is by another card's text;
// the words for the answer ("a Lost Interrupt by There Is No Try's
// text"), or "".
func (pl *playing) playsAs() string {
	if pl.piece != nil || pl.card.Type != "Interrupt" {
		return ""
	}
	for _, p := range pl.banHolders() {
		seen := map[[2]int]bool{}
		for _, e := range p.Card.Effects {
			m := rePlaysAsPile().FindStringSubmatch(strings.TrimSpace(e.Title))
			if e.Kind != "plays_as" || m == nil || seen[e.Span] {
				continue
			}
			seen[e.Span] = true
			hit, rest, _ := banNames(e.Target, pl.card.Title)
			if !hit {
				continue
			}
			pl.r.Consult(p.Card.Title, e.Span)
			cite := refs(glossInterruptPile)
			if !appliesOrSays(pl.t, p, e, cite, pl.r) {
				continue
			}
			if rest != "" {
				pl.r.Assume("%s's text %q holds %s only %q, which the table does not show: taken as holding", p.Name, strings.TrimSpace(e.Quote), pl.card.Title, rest)
			}
			pile := strings.ToUpper(m[1][:1]) + strings.ToLower(m[1][1:])
			textStep(pl.r, p, e, cite, fmt.Sprintf("%s is a %s Interrupt: after its result it goes to the %s Pile.", pl.card.Title, pile, pile))
			return fmt.Sprintf(" (a %s Interrupt by %s's text)", pile, p.Name)
		}
	}
	return ""
}
