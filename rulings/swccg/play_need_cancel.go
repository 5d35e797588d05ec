package swccg

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// "Cancel Double-Crossing, No-Good Swindler." / "Cancel Hyper Escape, Power
// Pivot, or Out Of Commission." cancels a card it names by title: one on
// table or in play, or one a player played this turn (this_turn.played:
// an Interrupt is canceled as it is played). With none there is nothing
// to cancel; a text on table saying that card may not be canceled
// (Kessel (V): "Kessel Run ... may not be canceled") bars it (Glossary
// cancel). Titles hold commas, so each candidate's title is looked for
// in the words, not the words split.
var playNeedCancel = addPlayNeed(playNeed{name: "the card it cancels by title", reads: func(s string) bool { _, ok := cancelTitles(s); return ok }, check: checkPlayCancel})

var (
	rePlayCancelTitle = lazyregexp.New(`^Cancel (?:a )?([A-Z•][^.]*?)\.?$`)
	// reImmuneAside: "(Immune to Sense)" after a title is no part of it.
	reImmuneAside = lazyregexp.New(`\s*\(Immune to [^)]*\)`)
	reTitleItems  = lazyregexp.New(`,\s*(?:or\s+)?|\s+or\s+`)
)

// titleWords may stand uncapitalised inside a card title ("Spice Mines Of
// Kessel" aside, "I Want That Ship", "Death Star Plans").
var titleWords = map[string]bool{"of": true, "to": true, "the": true, "a": true, "an": true, "at": true, "in": true, "on": true, "and": true, "for": true, "from": true, "with": true, "into": true, "&": true}

// cancelTitles reads "Cancel A, B, or C." into its titles' words; ok is
// false when the words are not a list of titles ("Cancel Leia's game text
// for remainder of turn", "Cancel one Effect").
func cancelTitles(text string) (words string, ok bool) {
	m := rePlayCancelTitle().FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || strings.HasPrefix(m[1], "One ") {
		return "", false
	}
	words = reImmuneAside().ReplaceAllString(m[1], "")
	for _, item := range reTitleItems().Split(words, -1) {
		for _, w := range strings.Fields(item) {
			r := []rune(w)[0]
			if !titleWords[strings.ToLower(w)] && !unicode.IsUpper(r) && !unicode.IsDigit(r) && !strings.ContainsRune("•'\"(", r) {
				return "", false
			}
		}
	}
	return words, true
}

func checkPlayCancel(pl *playing, fn playFunction) bool {
	words, ok := cancelTitles(fn.text)
	if !ok {
		return true
	}
	named := func(title string) bool {
		t := glossary.Fold(strings.TrimLeft(title, "•"))
		return t != "" && strings.Contains(", "+glossary.Fold(words)+",", " "+t+",") ||
			strings.HasSuffix(glossary.Fold(words), " "+t) || glossary.Fold(words) == t
	}
	for _, p := range pl.t.Pieces {
		if named(p.Card.Title) {
			if b, ok := firstBan(pl.t, pl.r, cardNamed(p), p.Name, p.Owner(), p.Location(), pl.card.Title); ok {
				return pl.no(fn, refs(glossCancel), fmt.Sprintf("No. %s may not be canceled.", p.Name),
					"it cancels %s, on table, but %s says it may not be canceled.", p.Name, b)
			}
			pl.met(fn, refs(glossCancel), "it cancels %s, on table.", p.Name)
			return true
		}
	}
	for _, e := range pl.t.Effects {
		if named(e.Source()) {
			pl.met(fn, refs(glossCancel), "it cancels %s, in play.", e.Source())
			return true
		}
	}
	if tt := pl.t.State.ThisTurn; tt != nil {
		for side, titles := range tt.Played {
			for _, played := range titles {
				if named(played) {
					pl.met(fn, refs(glossCancel), "it cancels %s, which %s played this turn (this_turn.played).", played, side)
					return true
				}
			}
		}
	}
	return pl.no(fn, refs(glossCancel), fmt.Sprintf("No. There is no %s to cancel.", words),
		"it cancels %s: none is on table or in play, and this_turn.played lists none.", words)
}
