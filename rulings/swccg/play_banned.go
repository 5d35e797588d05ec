package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card on table may bar a play: "Opponent may not play Sense or Alter",
// "Scanning Crew may not be played", "opponent may not play any cards with
// the words 'bad feeling' in the title", "Each player may play only one card
// with 'sabacc' in title each turn", Tarfful's "Interrupts with that title
// may not be played". The card database reads each as may_not_play: who
// (Target: you, opponent, each player; or, for "X may not be played", the
// titles, which bars both players) and what (Title). A ban whose time or
// named card the table does not show is an assumption, never a silent Yes.
var (
	glossGameTextBan = narrow(glossGameText, "Gameplay information in the large text block")
	// reBanItems splits "Alter, Strangle, or Captive Fury", "Sense and Alter".
	reBanItems = lazyregexp.New(`,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+`)
	// reBanWords: "any cards with the words 'bad feeling' in the title",
	// "one card with 'sabacc' in title".
	reBanWords = lazyregexp.New(`(?i)\bcards? with (?:the words? )?['‘]([^'’]+)['’] in (?:the |its )?title\b`)
	reBanOnly  = lazyregexp.New(`(?i)^(?:one|1) card\b`)
	reBanNamed = lazyregexp.New(`(?i)^Interrupts? with that title$`)
)

// banned: some active card's text on table bars pl's play now (the step
// says which); it states an assumption where the table cannot tell.
func (pl *playing) banned() bool {
	for _, p := range pl.banHolders() {
		seen := map[[2]int]bool{}
		for _, e := range p.Card.Effects {
			if e.Kind != "may_not_play" || seen[e.Span] {
				continue
			}
			seen[e.Span] = true
			if pl.bannedBy(p, e) {
				return true
			}
		}
	}
	return false
}

// banHolders are the active cards on table whose text is not canceled,
// and the cards in play (effects:), each as a piece of its side (for
// an objective, the side flipped up) at no location.
func (pl *playing) banHolders() []*table.Piece {
	var out []*table.Piece
	for _, p := range pl.t.Pieces {
		if !p.Entry.TextOff() && p.Active() {
			out = append(out, p)
		}
	}
	for _, ip := range pl.t.Effects {
		if ip.Card == nil {
			continue
		}
		side := ip.Entry.Side
		if side == "" {
			side = table.Side(strings.ToLower(string(ip.Card.Side)))
		}
		out = append(out, &table.Piece{Entry: &table.Card{Card: ip.Card.Title, Owner: side}, Name: ip.Card.Title, Card: ip.Card, Pos: ip.Pos})
	}
	return out
}

// bannedBy rules on one may_not_play reading of p's text.
func (pl *playing) bannedBy(p *table.Piece, e cards.Effect) bool {
	quote := strings.TrimSpace(e.Quote)
	who, what := strings.ToLower(strings.TrimSpace(e.Target)), e.Title
	if e.Title == "" { // "X may not be played": both players
		who, what = "each player", e.Target
	}
	if !pl.barredPlayer(p.Owner(), who) {
		return false
	}
	cite := refs(glossGameTextBan, glossInterrupt)
	if reBanNamed().MatchString(what) {
		if pl.card.Type == "Interrupt" {
			pl.r.Assume("%s's text %q: the Interrupt it named is not on the table: taken as not %s", p.Name, quote, pl.card.Title)
		}
		pl.r.Consult(p.Card.Title, e.Span)
		return false
	}
	hit, rest, once := banNames(what, pl.card.Title)
	if !hit {
		return false
	}
	pl.r.Consult(p.Card.Title, e.Span)
	if once && !pl.playedLike(what) {
		pl.r.Stepf(cite, "%s's text %q: %s has played no such card this turn (this_turn.played).", p.Name, quote, sideTitle(pl.q.Player))
		return false
	}
	if holds, known := hasAtCondition(pl, p, e); known && !holds {
		pl.r.Stepf(cite, "%s's text %q does not apply: on the table, %q does not hold.", p.Name, quote, conditionText(e))
		return false
	} else if !known && !appliesOrSays(pl.t, p, e, cite, pl.r) {
		return false
	}
	if p.Card.Type == "Objective" {
		pl.r.Assume("%s is an Objective: its text %q, on its %s side, is taken to be up (the table does not say which is)", p.Name, quote, objectiveSide(p.Card.Title, p.Card.GameText, e.Span[0]))
	}
	if rest != "" {
		pl.r.Assume("%s's text %q bars %s %q, which the table does not show: taken as holding now", p.Name, quote, pl.card.Title, rest)
	}
	textStep(pl.r, p, e, cite, fmt.Sprintf("%s may not play %s.", sideTitle(pl.q.Player), pl.card.Title))
	pl.r.Answer = fmt.Sprintf("No. %s's text bars %s from playing %s: %q.", p.Name, sideTitle(pl.q.Player), pl.card.Title, quote)
	return true
}

// reHasAt: "If opponent has a Stormtrooper at a Tatooine site" (Owen Lars
// & Beru Lars): a card of that player's of that kind at that place.
var reHasAt = lazyregexp.New(`(?i)^(?:if|while|when)\s+(opponent|you)\s+ha(?:s|ve)\s+(.+?)\s+(?:at|on)\s+((?:a |an |any )?[A-Z].*)$`)

// hasAtCondition decides e's condition when it is one "If opponent has X
// at Y" only; known is false for any other.
func hasAtCondition(pl *playing, p *table.Piece, e cards.Effect) (holds, known bool) {
	m := reHasAt().FindStringSubmatch(conditionText(e))
	if m == nil || len(e.Conditions) != 1 || met(p.Entry.Met, e.Condition) {
		return false, false
	}
	side := p.Owner()
	if strings.EqualFold(m[1], "opponent") {
		side = side.Opponent()
	}
	for _, q := range pl.t.Pieces {
		if q.Owner() != side || !q.Active() || !namesCard(m[2], q, p) {
			continue
		}
		if at, ok := locatedAt(pl.t, q, m[3]); ok && at {
			return true, true
		}
	}
	return false, true
}

// objectiveSide names the side of a two-sided Objective ("Hunt Down And
// Destroy The Jedi / Their Fire Has Gone Out Of The Universe") whose text
// holds byte at: the back side's text opens with its title and a colon.
func objectiveSide(title, text string, at int) string {
	front, back, ok := strings.Cut(title, " / ")
	if !ok {
		return title
	}
	if i := strings.Index(text, back+":"); i >= 0 && at >= i {
		return back
	}
	return front
}

// barredPlayer: the ban's who ("you", "opponent", "each player", none:
// the owner) takes in pl's player, for a card owned by owner.
func (pl *playing) barredPlayer(owner table.Side, who string) bool {
	switch who {
	case "", "you":
		return pl.q.Player == owner
	case "opponent":
		return pl.q.Player == owner.Opponent()
	}
	return true // each player, neither player
}

// banNames: what names title ("Sense or Alter"; "Recoil In Fear until
// the end of your first turn": rest holds the words after it) or holds
// its words ("cards with the words 'bad feeling' in the title"); once is
// "only one card with …", which bars a second such play in a turn.
func banNames(what, title string) (hit bool, rest string, once bool) {
	t := glossary.Fold(strings.TrimLeft(title, "•"))
	if m := reBanWords().FindStringSubmatch(what); m != nil {
		return strings.Contains(t, glossary.Fold(m[1])), "", reBanOnly().MatchString(what)
	}
	for _, item := range reBanItems().Split(what, -1) {
		item = strings.TrimLeft(strings.TrimSpace(item), "•")
		f := glossary.Fold(item)
		switch {
		case f == t:
			return true, "", false
		case strings.HasPrefix(f, t+" "):
			return true, strings.TrimSpace(f[len(t):]), false
		}
	}
	return false, "", false
}

// playedLike: pl's player has played this turn a card whose title holds
// the words of what ("one card with 'sabacc' in title").
func (pl *playing) playedLike(what string) bool {
	tt := pl.t.State.ThisTurn
	if tt == nil {
		return false
	}
	for _, played := range tt.Played[pl.q.Player] {
		if hit, _, _ := banNames(what, played); hit {
			return true
		}
	}
	return false
}

// "you may not play Revolution or Force drain at Yavin 4 sites or sectors"
// (Massassi Base Operations) bars a Force drain too, which play does not
// rule on: force-drain rulings list the sentence as not read.
func init() {
	unconsulted[ForceDrain.ID] = append(unconsulted[ForceDrain.ID], "may_not_play")
}
