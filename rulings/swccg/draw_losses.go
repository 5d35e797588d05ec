package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

var (
	// endLoss is an end-of-turn Force loss ("At the end of each player's
	// turn, each player must lose 1 Force"; the database spells one "lost").
	endLoss = lazyregexp.New(`(?i)at the end of (each player's|your|opponent's) turn, (each player|you|opponent) (?:must )?los[te]s? (\d+) Force`)
	// maintenance is a maintenance cost ("End of your turn: Use 1 Force to maintain").
	maintenance = lazyregexp.New(`(?i)end of your turn: ([^.]*maintain[^.]*)`)
	// spared is a card protecting its owner from a named card's Force loss.
	spared = lazyregexp.New(`(?i)you lose no Force from ([^.]+)`)
)

// endOfTurnLosses reads what the pending end-of-turn actions cost: a
// maintenance cost, and a Force loss with who is spared it by a card of
// theirs face up on table. It returns one summary per Force loss.
func endOfTurnLosses(t *table.Table, pending []string, turn table.Side, r *rulings.Ruling) []string {
	var out []string
	for _, name := range pending {
		p := t.Piece(name)
		if p == nil {
			continue
		}
		text := gameText(p)
		if m := maintenance().FindStringSubmatch(text); m != nil && turn == p.Owner() {
			r.Stepf([]glossary.Ref{endMandatory, refEndEx}, "%s: %q is a maintenance cost, one of the mandatory end-of-turn actions: %s pays it or takes one of the other choices it lists.", p.Name, m[1], p.Owner())
		}
		m := endLoss().FindStringSubmatch(text)
		if m == nil {
			continue
		}
		when := strings.ToLower(m[1])
		if when == "your" && turn != p.Owner() || when == "opponent's" && turn == p.Owner() {
			continue
		}
		losers := []table.Side{p.Owner()}
		switch strings.ToLower(m[2]) {
		case "each player":
			losers = table.Sides
		case "opponent":
			losers = []table.Side{p.Owner().Opponent()}
		}
		r.Stepf([]glossary.Ref{endMandatory, refEndEx}, "%s says %q: a mandatory Force loss at this end of turn for %s.", p.Name, m[0], sidesText(losers))
		var parts []string
		for _, s := range losers {
			if by, quote := sparedBy(t, s, p); by != "" {
				r.Stepf([]glossary.Ref{refEndEx}, "%s, face up on table, says %q: %s loses nothing from %s.", by, quote, s, p.Name)
				parts = append(parts, fmt.Sprintf("%s loses nothing (%s)", s, by))
				continue
			}
			r.Stepf([]glossary.Ref{refEndEx}, "Nothing of %s's on table spares it: %s must lose %s Force (unless a response cancels the loss).", s, s, m[3])
			parts = append(parts, fmt.Sprintf("%s must lose %s Force", s, m[3]))
		}
		out = append(out, p.Name+": "+strings.Join(parts, ", "))
	}
	return out
}

// sparedBy finds a card of side s on table (or in effects:) whose face-up
// text says s loses no Force from src.
func sparedBy(t *table.Table, s table.Side, src *table.Piece) (by, quote string) {
	check := func(name, text string) bool {
		for _, m := range spared().FindAllStringSubmatch(text, -1) {
			if glossary.Fold(strings.TrimSpace(m[1])) == glossary.Fold(src.Card.Title) {
				by, quote = name, m[0]
				return true
			}
		}
		return false
	}
	for _, q := range t.Pieces {
		if q.Owner() == s && q != src && !q.Entry.TextOff() && check(faceTitle(q.Card.Title, q.Card.Face), faceUpText(q.Card.Title, q.Card.Face, gameText(q))) {
			return by, quote
		}
	}
	for _, e := range t.Effects {
		if e.Card != nil && (e.Entry.Side == s || e.Entry.Side == "" && string(e.Card.Side) == sideTitle(s)) &&
			check(faceTitle(e.Card.Title, e.Card.Face), faceUpText(e.Card.Title, e.Card.Face, e.Card.GameText)) {
			return by, quote
		}
	}
	return "", ""
}

// faceUpText is the text of the side of a two-sided card that is up: the
// back face ("7_297-back") reads after its title, the front before the
// back's title. A one-sided card reads whole.
func faceUpText(title, face, text string) string {
	front, back, ok := strings.Cut(title, " / ")
	if !ok {
		return text
	}
	backLabel := strings.TrimSuffix(strings.TrimSpace(back), " (V)") + ":"
	i := strings.Index(text, backLabel)
	if i < 0 {
		return text
	}
	if face == "back" {
		return text[i+len(backLabel):]
	}
	return strings.TrimPrefix(text[:i], front+":")
}

// faceTitle is the title of the side that is up.
func faceTitle(title, face string) string {
	front, back, ok := strings.Cut(title, " / ")
	if !ok {
		return title
	}
	if face == "back" {
		return back
	}
	return front
}

func sidesText(ss []table.Side) string {
	if len(ss) == 2 {
		return "both players"
	}
	return string(ss[0])
}
