package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// "Cancel Double-Crossing, No-Good Swindler." / "Cancel Hyper Escape, Power
// Pivot, or Out Of Commission." cancels a card it names by title: one on
// table or in play, or one a player played this turn (this_turn.played:
// an Interrupt is canceled as it is played). With none there is nothing
// to cancel. Titles hold commas, so each candidate's title is looked for
// in the words, not the words split.
var playNeedCancel = addPlayNeed(playNeed{name: "the card it cancels by title", reads: func(s string) bool { return rePlayCancelTitle().MatchString(s) }, check: checkPlayCancel})

var rePlayCancelTitle = lazyregexp.New(`^Cancel [A-Z•][^.]*\.?$`)

func checkPlayCancel(pl *playing, fn playFunction) bool {
	text := strings.TrimSpace(fn.text)
	if !rePlayCancelTitle().MatchString(text) || strings.HasPrefix(text, "Cancel One ") {
		return true
	}
	words := strings.TrimSuffix(strings.TrimPrefix(text, "Cancel "), ".")
	named := func(title string) bool {
		t := glossary.Fold(strings.TrimLeft(title, "•"))
		return t != "" && strings.Contains(", "+glossary.Fold(words)+",", " "+t+",") ||
			strings.HasSuffix(glossary.Fold(words), " "+t) || glossary.Fold(words) == t
	}
	for _, p := range pl.t.Pieces {
		if named(p.Card.Title) {
			pl.r.Stepf(refs(glossCancel), "%sIt cancels %s, on table.", labelOf(fn), p.Name)
			return true
		}
	}
	for _, e := range pl.t.Effects {
		if named(e.Source()) {
			pl.r.Stepf(refs(glossCancel), "%sIt cancels %s, in play.", labelOf(fn), e.Source())
			return true
		}
	}
	if tt := pl.t.State.ThisTurn; tt != nil {
		for side, titles := range tt.Played {
			for _, played := range titles {
				if named(played) {
					pl.r.Stepf(refs(glossCancel), "%sIt cancels %s, which %s played this turn (this_turn.played).", labelOf(fn), played, side)
					return true
				}
			}
		}
	}
	return pl.no(fn, refs(glossCancel), fmt.Sprintf("No. There is no %s to cancel.", words),
		"it cancels %s: none is on table or in play, and this_turn.played lists none.", words)
}
