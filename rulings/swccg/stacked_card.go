package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// StackedCard rules where a card stacked on (placed under) a card on table
// is: still there while its host stays on table, whatever happens to the
// host's game text; and when the host leaves table, where the host's own
// text sends it ("If Joh leaves table, place card under Joh in opponent's
// Used Pile"), or, that text not working, with its host.
var StackedCard = register(&Rule[*StackedAsk]{
	ID:       "stacked-card",
	Title:    "A card stacked on a card: while its host stays and when it leaves table",
	Question: "stacked_card",
	Schema:   "description=a card stacked on (placed under) a card on table: is it still there, and where does it go when its host leaves table?",
	Check:    checkStackedAsk,
	Describe: func(q *StackedAsk) string {
		if q.HostLeaves == "" {
			return "stacked_card: under " + q.Host
		}
		return fmt.Sprintf("stacked_card: under %s, %s leaves table (%s)", q.Host, q.Host, q.HostLeaves)
	},
	Doc: `While the host stays on table the stacked card stays under it: canceling
the host's game text does not affect other cards on it, and a missing
character is still on table. When the host leaves table (host_leaves:), the
host's text "If <host> leaves table, place card(s) under <host> in <whose>
<pile>" decides, while not canceled ("opponent's" measured from the player
whose text placed the card: placed_by:, else the host's owner); else the
stacked card goes with its host: lost with it (the moment a card is lost,
the cards on it are lost too), or where the card that moved the host sends
the cards on it (via:, Set For Stun's "any cards deployed on character
return to owners' hands"); other ways are not read.`,
	Cites: []glossary.Ref{glossTextCanceled, stackedMissingOnTable, lostWithHost, ownerInText},
	Run:   runStackedCard,
})

var (
	stackedMissingOnTable = narrow(glossMissing, "A missing character is still on table")
	lostWithHost          = narrow(table.GlossaryRef("Bacta Tank"), "The moment a character is lost, any cards deployed on or targeting that character are also lost")

	stackLeavesText = lazyregexp.New(`(?i)if ([^,.]+?) leaves table, place (?:the )?cards? (?:stacked )?(?:under|on) [^,.]+? in (opponent's|owner's|your) (used pile|lost pile|hand)\.?`)
	carriedToHand   = lazyregexp.New(`(?i)any cards (?:deployed )?on (?:the )?(?:character|target|it) (?:also )?return to (?:owners'|owner's|their owners'?) hands?`)
)

// StackedAsk is a card stacked on a host, and what happens to the host.
type StackedAsk struct {
	Host string `json:"host" jsonschema:"required,description=the card on table the card is stacked on (its stacked: counts it)"`
	// Owner is whose card the stacked one is.
	Owner table.Side `json:"owner" jsonschema:"required,enum=dark,enum=light,description=whose card the stacked card is"`
	// PlacedBy is a card other than the host whose text placed it there.
	PlacedBy string `json:"placed_by,omitempty" jsonschema:"description=a card on table other than the host whose text (the host's, by a 'mindscan') placed it there"`
	// HostLeaves is how the host leaves table; empty: it stays.
	HostLeaves string `json:"host_leaves,omitempty" jsonschema:"enum=lost,enum=hand,enum=used,enum=out_of_play,description=the host leaves table this way (empty: the host stays on table)"`
	// Via is the card that makes the host leave table.
	Via string `json:"via,omitempty" jsonschema:"description=the card whose text makes the host leave table (Set For Stun)"`

	via *cards.Card
}

func checkStackedAsk(c *table.Checker, q *StackedAsk) error {
	if err := c.MustName(q.Host, ".host"); err != nil {
		return err
	}
	if err := c.Side(q.Owner); err != nil {
		return err
	}
	if c.Table().Piece(q.Host).Entry.Stacked == 0 {
		return c.Errorf(".host", "no card is stacked on %s: give it stacked: 1 (or more)", q.Host)
	}
	if q.PlacedBy != "" {
		if err := c.MustName(q.PlacedBy, ".placed_by"); err != nil {
			return err
		}
	}
	if q.Via != "" {
		card, err := actionCard(c, q.Via, ".via")
		if err != nil {
			return err
		}
		q.via = card
	}
	return nil
}

func runStackedCard(t *table.Table, q *StackedAsk) rulings.Ruling {
	var r rulings.Ruling
	host := t.Piece(q.Host)
	card := sideTitle(q.Owner) + "'s card under " + host.Name
	if q.HostLeaves == "" {
		if host.Entry.TextCanceledBy != "" {
			r.Stepf(refs(glossTextCanceled), "%s's game text is canceled (%s): that does not affect the cards on it.", host.Name, host.Entry.TextCanceledBy)
		}
		if host.Entry.Missing {
			r.Stepf(refs(stackedMissingOnTable), "%s is missing: still on table.", host.Name)
		}
		r.Stepf(refs(glossTextCanceled, stackedMissingOnTable), "%s stays on table, so what is under it stays there.", host.Name)
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s stays under it while %s is on table.", card, host.Name)
		return r
	}
	if m := stackLeavesText().FindStringSubmatch(host.Card.GameText); m != nil {
		m[0] = strings.TrimSuffix(m[0], ".")
		consultWords(&r, host, m[0])
		if host.Entry.TextCanceledBy != "" {
			r.Stepf(refs(glossTextCanceled), "%s: %q — its game text is canceled (%s), so this does not happen.", host.Name, m[0], host.Entry.TextCanceledBy)
		} else {
			whose := stackWhose(t, host, q, m[2])
			pile := pileTitle(m[3])
			r.Stepf(refs(ownerInText), "%s leaves table: %q — %s.", host.Name, m[0], sideTitle(whose)+"'s "+pile)
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s goes to %s's %s.", card, sideTitle(whose), pile)
			return r
		}
	}
	r.Verdict = rulings.Answer
	switch {
	case q.HostLeaves == "lost":
		r.Stepf(refs(lostWithHost), "%s is lost: the cards on it are lost with it.", host.Name)
		r.Answer = fmt.Sprintf("%s is lost with it: %s's Lost Pile.", card, sideTitle(q.Owner))
	case q.HostLeaves == "hand" && q.via != nil && carriedText(&r, q.via) != "":
		r.Answer = fmt.Sprintf("%s returns to its owner's hand: %s's hand.", card, sideTitle(q.Owner))
	default:
		r.Stepf(refs(lostWithHost), "%s leaves table (%s): no rule this engine reads says where the cards on it go then.", host.Name, q.HostLeaves)
		r.Answer = fmt.Sprintf("Not read: where %s goes when %s leaves table (%s).", card, host.Name, q.HostLeaves)
	}
	return r
}

// stackWhose is the side whose pile "opponent's/owner's/your" names: the
// owner of the stacked card for "owner's", else measured from the player
// whose text placed it.
func stackWhose(t *table.Table, host *table.Piece, q *StackedAsk, word string) table.Side {
	user := host.Owner()
	if q.PlacedBy != "" {
		user = t.Piece(q.PlacedBy).Owner()
	}
	switch strings.ToLower(word) {
	case "owner's":
		return q.Owner
	case "opponent's":
		return user.Opponent()
	}
	return user
}

// carriedText steps the via card's words that return the cards on its
// target to their owners' hands, "" when it has none.
func carriedText(r *rulings.Ruling, via *cards.Card) string {
	m := carriedToHand().FindString(via.GameText)
	if m == "" {
		return ""
	}
	consultWords(r, &table.Piece{Name: via.Title, Card: via}, m)
	r.Stepf(refs(glossGameText), "%s: %q.", via.Title, m)
	return m
}

// pileTitle capitalizes each word ("used pile" → "Used Pile").
func pileTitle(s string) string {
	w := strings.Fields(strings.ToLower(s))
	for i, x := range w {
		w[i] = strings.ToUpper(x[:1]) + x[1:]
	}
	return strings.Join(w, " ")
}

// The rule reads these words itself: its rulings do not list them as not read.
func init() {
	addOwnReading(StackedCard.ID, stackLeavesText)
	addOwnReading(StackedCard.ID, carriedToHand)
}
