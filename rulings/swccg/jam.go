package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Jam rules a card's text that takes a destiny card just drawn and places
// it under a card ("When opponent draws destiny, Joh may 'jam' (place that
// card face down under Joh). Holds one card at a time."): may it take this
// one now?
var Jam = register(&Rule[*JamAsk]{
	ID:       "jam",
	Title:    "Stacking a destiny card just drawn under a card ('jam')",
	Question: "jam",
	Schema:   "description=a player just drew a destiny card: may this card's text take it and place it under a card ('jam')?",
	Check:    checkJamAsk,
	Describe: func(q *JamAsk) string {
		return fmt.Sprintf("jam: %s takes %s's destiny just drawn", q.Card, sideTitle(q.DrawnBy))
	},
	Doc: `Reads "When <opponent|you> draw(s) destiny, <card> may '<word>' (place
that card face down under <host>)" and "Holds <N> card(s) at a time". The
text works only while not canceled (text_canceled_by:), for the player it
names, measured from the player whose text it is — the card's owner, or the
owner of the card that has its game text (by:, Bane Malar's 'mindscan') —
on a card drawn for destiny: a substituted destiny (a card used instead of a
draw, Sando Aqua Monster) is not drawn. The host holds no more than N cards
stacked on it (its stacked: count).`,
	Cites: []glossary.Ref{glossDestinyDrawn, glossTextCanceled, ownerInText},
	Run:   runJam,
})

var (
	glossTextCanceled = narrow(glossGameText, "Canceling or suspending")
	glossDestinyDrawn = narrow(glossDestinyDraw, "To draw destiny, you reveal the top card of your Reserve Deck")
	ownerInText       = narrow(glossOwner, "The owner of a card, when referenced in game text, is the player who played the card")

	// jamText is the taking clause: who draws, the word for it, the host.
	jamText = lazyregexp.New(`(?i)when (opponent|you) draws? destiny, (?:[^,.]+? )?may '([^']+)' \(place that card face down (?:under|beneath) ([^)]+?)\)\.?`)
	jamHold = lazyregexp.New(`(?i)holds (one|two|three|\d+) cards? at a time`)
)

// JamAsk is a destiny card just drawn and the card whose text would take it.
type JamAsk struct {
	Card    string     `json:"card" jsonschema:"required,description=the card on table whose text takes a destiny card just drawn (Joh Yowza)"`
	DrawnBy table.Side `json:"drawn_by" jsonschema:"required,enum=dark,enum=light,description=the player who just drew the destiny card"`
	// By is a card that has Card's game text (a 'mindscan') and uses it.
	By string `json:"by,omitempty" jsonschema:"description=a card on table that has the card's game text (Bane Malar's 'mindscan') and uses it"`
	// Substituted: a card was used instead of a destiny draw.
	Substituted bool `json:"substituted,omitempty" jsonschema:"description=the destiny was substituted (a card used instead of drawing: Sando Aqua Monster), not drawn"`
}

func checkJamAsk(c *table.Checker, q *JamAsk) error {
	if err := c.MustName(q.Card, ".card"); err != nil {
		return err
	}
	if err := c.Side(q.DrawnBy); err != nil {
		return err
	}
	if q.By != "" {
		return c.MustName(q.By, ".by")
	}
	return nil
}

func runJam(t *table.Table, q *JamAsk) rulings.Ruling {
	var r rulings.Ruling
	no := func(format string, args ...any) rulings.Ruling { return answerNo(&r, format, args...) }
	p := t.Piece(q.Card)
	m := jamText().FindStringSubmatch(p.Card.GameText)
	if m == nil {
		r.Stepf(refs(glossDestinyDrawn), "%s's text does not take a destiny card just drawn: this rule does not read it.", p.Name)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s takes no destiny card.", p.Name)
		return r
	}
	m[0] = strings.TrimSuffix(m[0], ".")
	consultWords(&r, p, m[0])
	word := "'" + m[2] + "'"
	r.Stepf(refs(glossDestinyDrawn), "%s: %q.", p.Name, m[0])
	user := p
	if q.By != "" {
		user = t.Piece(q.By)
		r.Stepf(refs(glossTextCanceled), "%s has %s's game text (as the file gives it) and uses it: \"you\" and \"opponent\" in it are %s's.", user.Name, p.Name, user.Name)
	}
	for _, c := range []*table.Piece{p, user} {
		if c.Entry.TextCanceledBy != "" {
			r.Stepf(refs(glossTextCanceled), "%s's game text is canceled (%s): its %s does not work.", c.Name, c.Entry.TextCanceledBy, word)
			return no("%s's game text is canceled: it may not %s.", c.Name, word)
		}
	}
	who := user.Owner()
	if strings.EqualFold(m[1], "opponent") {
		who = who.Opponent()
	}
	if q.DrawnBy != who {
		r.Stepf(refs(ownerInText), "The text takes a destiny drawn by %s's %s, %s; %s drew this one.", user.Name, strings.ToLower(m[1]), sideTitle(who), sideTitle(q.DrawnBy))
		return no("%s drew this destiny, not %s: %s may not %s it.", sideTitle(q.DrawnBy), sideTitle(who), user.Name, word)
	}
	if q.Substituted {
		r.Stepf(refs(glossDestinyDrawn), "This destiny was substituted (a card used instead of drawing): no card was revealed from the top of a Reserve Deck, so none was drawn for destiny.")
		return no("A substituted destiny is not drawn: %s may not %s it.", user.Name, word)
	}
	host := t.Piece(strings.TrimSpace(m[3]))
	if host == nil {
		host = p // "under Joh": the card names itself by its short name
	}
	if h := jamHold().FindStringSubmatch(p.Card.GameText); h != nil {
		consultWords(&r, p, h[0])
		limit, ok := numbers[strings.ToLower(h[1])]
		if !ok {
			fmt.Sscan(h[1], &limit)
		}
		if float64(host.Entry.Stacked) >= limit {
			r.Stepf(refs(glossDestinyDrawn), "%s: %q — %d card(s) are already under %s.", p.Name, h[0], host.Entry.Stacked, host.Name)
			return no("%s already holds %d card(s), its limit (%q): it may not %s another.", host.Name, host.Entry.Stacked, h[0], word)
		}
	}
	r.Verdict = rulings.Yes
	r.Answer = fmt.Sprintf("Yes. %s may %s %s's destiny card just drawn: it is placed face down under %s.", user.Name, word, sideTitle(q.DrawnBy), host.Name)
	return r
}

// The rule reads these words itself: its rulings do not list them as not read.
func init() {
	addOwnReading(Jam.ID, jamText)
	addOwnReading(Jam.ID, jamHold)
}
