package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
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
	// (Not "Jedi": a Jedi is one by its Force-sensitivity box or training,
	// which the card names do not always show.)
	rePlayKind = lazyregexp.New(`(?i)^(?:character|starfighter|starship|vehicle|weapon|device|effect|utinni|creature|droid|alien|imperial|rebel|capital|tie)s?$`)
)

func checkPlayTarget(pl *playing, fn playFunction) bool {
	m := rePlayTarget().FindStringSubmatchIndex(fn.text)
	if m == nil {
		return true
	}
	words := fn.text[m[2]:m[3]]
	if m[4] >= 0 {
		return pl.justPlayed(fn, words)
	}
	t, decidable := readTarget(pl.q.Player, words)
	var found, immune []string
	for _, p := range pl.t.Pieces {
		if !t.names(pl, p) {
			continue
		}
		if t.at != "" {
			ok, known := locatedAt(pl.t, p, t.at)
			if known && !ok {
				continue
			}
			decidable = decidable && known
		}
		if why := immuneToPlay(pl, p.Card, p.Owner()); why != "" {
			immune = append(immune, p.Name+" ("+why+")")
			continue
		}
		found = append(found, p.Name)
	}
	if namesKindWords(t.kind, "effect") {
		for _, e := range pl.t.Effects { // Effects in play (effects:), not cards placed on table
			if e.Card == nil || !strings.Contains(e.Card.Type, "Effect") || !effectTypeNamed(t.kind, e.Card.Type) || t.owner != "" && e.Entry.Side != t.owner {
				continue
			}
			if why := immuneToPlay(pl, e.Card, e.Entry.Side); why != "" {
				immune = append(immune, e.Card.Title+" ("+why+")")
				continue
			}
			found = append(found, e.Card.Title)
		}
	}
	switch {
	case len(found) > 0:
		pl.met(fn, refs(targetSelects), "it targets one %s: %s.", words, strings.Join(found, ", "))
		return true
	case !decidable:
		pl.r.Assume("%s targets one %s, words this rule does not wholly read against the table: taken as there", pl.card.Title, words)
		return true
	}
	why := "no card on table fits those words"
	if len(immune) > 0 {
		why = "the only ones are immune to it: " + strings.Join(immune, ", ")
	}
	cites := targetCites(immune)
	if t.present {
		cites = append(cites, presentNotInside)
	}
	return pl.no(fn, cites, fmt.Sprintf("No. %s has no target: %s.", pl.card.Title, why),
		"it targets one %s, and %s.", words, why)
}

// playTarget is a target's words read: whose and what card, with whom it
// is present (whose and what), whether in battle, and where.
type playTarget struct {
	owner, withOwner   table.Side
	kind, withKind, at string
	inBattle, hasWith  bool
	// present: not aboard an enclosed vehicle or starship (Glossary "present").
	present bool
}

// readTarget splits "opponent's starfighter present with one of your
// starships at an asteroid sector"; decidable is false when a part holds
// words beyond kinds of card (a clause this rule does not read).
func readTarget(player table.Side, words string) (t playTarget, decidable bool) {
	head, at := cutWords(words, " at ")
	head, with := cutWords(head, " present with ")
	t.at = at
	if w, ok := cutSuffixFold(head, " in battle"); ok {
		head, t.inBattle = w, true
	}
	head, t.present = cutSuffixFold(head, " present") // "opponent's character present at a site"
	if w, ok := cutSuffixFold(with, " in battle"); ok {
		with, t.inBattle = w, true
	}
	t.owner, t.kind = ownerWords(player, head)
	decidable = kindWords(t.kind)
	if with != "" {
		t.hasWith = true
		t.withOwner, t.withKind = ownerWords(player, with)
		decidable = decidable && kindWords(t.withKind)
	}
	return t, decidable
}

// names says whether p is a card the target's words name, with the card
// it must be present with.
func (t playTarget) names(pl *playing, p *table.Piece) bool {
	if !p.Active() || t.owner != "" && p.Owner() != t.owner || !namesKind(t.kind, p) || !effectTypeNamed(t.kind, p.Card.Type) {
		return false
	}
	if t.inBattle && !contains(participants(pl.t, p.Owner()), p) || t.present && p.Host != nil && p.Host.Enclosed() {
		return false
	}
	if !t.hasWith {
		return true
	}
	for _, q := range pl.t.Pieces {
		if q == p || !q.Active() || !samePlace(q.Location(), p.Location()) || t.withOwner != "" && q.Owner() != t.withOwner {
			continue
		}
		if namesKind(t.withKind, q) && (!t.inBattle || contains(participants(pl.t, q.Owner()), q)) {
			return true
		}
	}
	return false
}

// namesKind: "starfighter", "starships", "Effect (or Utinni Effect)".
func namesKind(words string, p *table.Piece) bool {
	w := strings.NewReplacer("(", "", ")", "").Replace(words)
	return namesCard(w, p, p) || namesCard(strings.TrimSuffix(w, "s"), p, p)
}

// kindWords: every word names a kind of card ("Utinni Effect", "opponent's
// starfighter"), none a clause ("participating in a battle").
func kindWords(words string) bool {
	fields := strings.Fields(strings.NewReplacer("(", " ", ")", " ").Replace(glossary.Fold(words)))
	for _, f := range fields {
		if f != "or" && f != "one" && !rePlayKind().MatchString(f) {
			return false
		}
	}
	return len(fields) > 0
}

func cutSuffixFold(s, suffix string) (string, bool) {
	if strings.HasSuffix(strings.ToLower(s), suffix) {
		return s[:len(s)-len(suffix)], true
	}
	return s, false
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
				pl.met(fn, refs(glossInterrupt), "it cancels one %s just played: %s played %s this turn (this_turn.played).", words, side, title)
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
	w = strings.TrimPrefix(strings.TrimPrefix(w, "one of "), "of ")
	switch {
	case strings.HasPrefix(strings.ToLower(w), "opponent's "):
		return player.Opponent(), w[len("opponent's "):]
	case strings.HasPrefix(strings.ToLower(w), "your "):
		return player, w[len("your "):]
	}
	return "", w
}

// immuneToPlay: a card's text makes it immune to this Interrupt ("Immune
// to Alter"; "Immune to your Alter" only to its owner's copy).
func immuneToPlay(pl *playing, c *cards.Card, owner table.Side) string {
	for _, e := range c.Effects {
		if e.Kind != "immune_to_title" || glossary.Fold(e.Title) != glossary.Fold(pl.card.Title) {
			continue
		}
		if strings.Contains(glossary.Fold(e.Quote), "your ") && owner != pl.q.Player {
			continue
		}
		return fmt.Sprintf("%q", e.Quote)
	}
	return ""
}

// namesKindWords: the target's words hold the kind word.
func namesKindWords(words, kind string) bool {
	for _, f := range strings.Fields(strings.NewReplacer("(", " ", ")", " ").Replace(glossary.Fold(words))) {
		if strings.TrimSuffix(f, "s") == kind {
			return true
		}
	}
	return false
}

// targetCites: what a "no target" rests on, with immunity when a card
// was left out as immune.
func targetCites(immune []string) []glossary.Ref {
	if len(immune) > 0 {
		return refs(targetSelects, immuneNotTarget)
	}
	return refs(targetSelects)
}

// effectTypeNamed: words naming "Effect (or Utinni Effect)" name those
// card types only, not an Immediate or Mobile Effect; words naming no
// Effect leave the type to namesKind.
func effectTypeNamed(words, typ string) bool {
	if !namesKindWords(words, "effect") || !strings.Contains(typ, "Effect") {
		return true
	}
	return typ == "Effect" || typ == "Utinni Effect" && namesKindWords(words, "utinni")
}
