package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// An Interrupt that targets or cancels "one" card ("Target one opponent's
// starfighter present with one of your starships at an asteroid sector",
// "Cancel one Effect (or Utinni Effect)", "Cancel one Sense card just
// played") needs such a card: one the words name, where they say, not
// immune to the Interrupt ("Immune to your Alter": to its owner's copy).
// Words naming no kind of card the engine knows are an assumption.
var playNeedTarget = addPlayNeed(playNeed{name: "a card it targets", reads: func(s string) bool { return rePlayTarget().MatchString(s) }, check: checkPlayTarget})

var (
	rePlayTarget = lazyregexp.New(`(?i)\b(?:target|cancel) one (.+?)( just played)?(?: by |[,.;]|$)`)
	// rePlayKind: the kinds of card a target's words may name.
	rePlayKind = lazyregexp.New(`(?i)\b(?:character|starfighter|starship|vehicle|weapon|device|effect|interrupt|creature|droid|alien|jedi|sense)s?\b`)
)

func checkPlayTarget(pl *playing, fn playFunction) bool {
	m := rePlayTarget().FindStringSubmatchIndex(fn.text)
	if m == nil {
		return true
	}
	words := fn.text[m[2]:m[3]]
	if !rePlayKind().MatchString(words) {
		pl.r.Assume("%s targets %q, which this rule does not read against the table: taken as there", pl.card.Title, words)
		return true
	}
	if m[4] >= 0 {
		return pl.justPlayed(fn, words)
	}
	head, at := cutWords(words, " at ")
	head, with := cutWords(head, " present with ")
	owner, head := ownerWords(pl.q.Player, strings.ReplaceAll(strings.ReplaceAll(head, "(", ""), ")", ""))
	var found, immune []string
	for _, p := range pl.t.Pieces {
		if !p.Active() || owner != "" && p.Owner() != owner || !namesCard(head, p, p) {
			continue
		}
		if with != "" && !presentWithOwned(pl, p, with) {
			continue
		}
		if at != "" {
			if ok, known := locatedAt(pl.t, p, at); known && !ok {
				continue
			}
		}
		if why := immuneToPlay(pl, p); why != "" {
			immune = append(immune, p.Name+" ("+why+")")
			continue
		}
		found = append(found, p.Name)
	}
	if len(found) == 0 {
		why := "none is on table"
		if len(immune) > 0 {
			why = "the only ones are immune to it: " + strings.Join(immune, ", ")
		}
		return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s has no target: %s.", pl.card.Title, why),
			"it targets one %s, and %s.", words, why)
	}
	pl.r.Stepf(refs(glossInterrupt), "%sIt targets one %s: %s.", labelOf(fn), words, strings.Join(found, ", "))
	return true
}

func labelOf(fn playFunction) string {
	if fn.label == "" {
		return ""
	}
	return fn.label + ": "
}

// justPlayed: "Cancel one Sense card just played" names a card the
// players played this turn (this_turn.played), the latest being the one
// just played.
func (pl *playing) justPlayed(fn playFunction, words string) bool {
	head := strings.TrimSuffix(glossary.Fold(words), " card")
	var played map[table.Side][]string
	if tt := pl.t.State.ThisTurn; tt != nil {
		played = tt.Played
	}
	for side, titles := range played {
		for _, title := range titles {
			if strings.Contains(glossary.Fold(title), head) {
				pl.r.Stepf(refs(glossInterrupt), "%sIt cancels one %s just played: %s played %s this turn (this_turn.played).", labelOf(fn), words, side, title)
				return true
			}
		}
	}
	return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s has no target: no %s was just played.", pl.card.Title, words),
		"it cancels one %s just played, and this_turn.played lists none.", words)
}

// cutWords splits words at sep: before, and after (empty without sep).
func cutWords(words, sep string) (string, string) {
	i := strings.Index(strings.ToLower(words), sep)
	if i < 0 {
		return words, ""
	}
	return words[:i], words[i+len(sep):]
}

// ownerWords reads "opponent's"/"your" (or "one of your") at the start of
// a target's words into the side, relative to the player.
func ownerWords(player table.Side, words string) (table.Side, string) {
	w := strings.TrimSpace(words)
	w = strings.TrimPrefix(w, "one of ")
	switch {
	case strings.HasPrefix(strings.ToLower(w), "opponent's "):
		return player.Opponent(), w[len("opponent's "):]
	case strings.HasPrefix(strings.ToLower(w), "your "):
		return player, w[len("your "):]
	}
	return "", w
}

// presentWithOwned: "present with one of your starships" — another active
// card at p's location, of the owner the words give, that they name.
func presentWithOwned(pl *playing, p *table.Piece, words string) bool {
	owner, what := ownerWords(pl.q.Player, words)
	for _, q := range pl.t.Pieces {
		if q == p || !q.Active() || !samePlace(q.Location(), p.Location()) || owner != "" && q.Owner() != owner {
			continue
		}
		if namesCard(what, q, q) || namesCard(strings.TrimSuffix(what, "s"), q, q) {
			return true
		}
	}
	return false
}

// immuneToPlay: p's text makes it immune to this Interrupt ("Immune to
// Alter"; "Immune to your Alter" only to its owner's copy).
func immuneToPlay(pl *playing, p *table.Piece) string {
	for _, e := range p.Card.Effects {
		if e.Kind != "immune_to_title" || glossary.Fold(e.Title) != glossary.Fold(pl.card.Title) {
			continue
		}
		if strings.Contains(glossary.Fold(e.Quote), "your ") && p.Owner() != pl.q.Player {
			continue
		}
		return fmt.Sprintf("%q", e.Quote)
	}
	return ""
}
