package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// How the value rule decides the conditions of the texts it reads, beyond
// the shared condition terms (card_conditions.go): "at same site as Biggs",
// "each Jawa at same exterior site", "while piloting", "On Blizzard 1,".

// valueCondition decides each term of e's condition for q, the card whose
// text it is; a location's side and an action's limit are no condition
// of a standing modifier, and "at same site as Biggs" is decided here.
func valueCondition(t *table.Table, q, to *table.Piece, e cards.Effect) (holds, known bool) {
	holds = true
	for _, c := range e.Conditions {
		var h, k bool
		switch {
		case c.Kind == "side" || c.Kind == "limit":
			continue
		case reSameOnly().MatchString(c.Text) && to != nil:
			// "each Jawa at same exterior site": the card it changes is where q is
			h, k = sameKindOfSite(t, q, to, c.Text)
		case c.Kind == "at_same":
			h, k = atSame(t, q, c.Text)
		case c.Kind == "piloting" && q.Entry.Slot == "" && actsAsPilot(q):
			h, k = namesCard(widenArg(e.Quote, c.Arg), q.Host, q), true
		case c.Kind == "unread":
			if h, k = atSame(t, q, c.Text); !k {
				h, k = pilotingWords(q, c.Text)
			}
			if !k {
				h, k = decideTerm(t, q, c)
			}
		default:
			if c.Kind == "piloting" {
				c.Arg = widenArg(e.Quote, c.Arg)
			}
			h, k = decideTerm(t, q, c)
		}
		if !k {
			return false, false
		}
		holds = holds && h != c.Not
	}
	return holds, true
}

// rePilotingWords: "while piloting", "When driving a vehicle".
var rePilotingWords = lazyregexp.New(`(?i)^(?:when|while|if)\s+(?:piloting|driving)\b\s*(.*?)[.,;)]*$`)

// pilotingWords decides "while piloting", "when driving a vehicle" for q:
// it acts as pilot (or driver) of what it is aboard, which the words name.
func pilotingWords(q *table.Piece, text string) (holds, known bool) {
	m := rePilotingWords().FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return false, false
	}
	if !actsAsPilot(q) || q.Host == nil {
		return false, true
	}
	return m[1] == "" || namesCard(m[1], q.Host, q), true
}

// atSame reads "at same site as Biggs", "if a Star Destroyer is at same
// location" for q: another active card at q's location the words name.
func atSame(t *table.Table, q *table.Piece, text string) (holds, known bool) {
	text = strings.TrimSpace(text)
	m := reAtSameAs().FindStringSubmatch(text)
	if m == nil {
		m = reIsAtSame().FindStringSubmatch(text)
	}
	if m == nil {
		return false, false
	}
	return len(withAt(t, q, m[1])) > 0, true
}

// reLead is a sentence's opening condition the card database may leave
// off a carrier's modifier: "On Blizzard 1, also adds 1 to armor".
var reLead = lazyregexp.New(`^(?:On|Aboard|When (?:piloting|aboard|on)) ([^,]+),`)

// leadNames: a carrier's modifier whose sentence opens "On Blizzard 1,"
// applies only aboard the card named there; lead says so.
func leadNames(q *table.Piece, e cards.Effect, p *table.Piece) (lead string, ok bool) {
	if e.Condition != "" {
		return "", true
	}
	for _, s := range q.Card.Sentences() {
		if s.Span[0] <= e.Span[0] && e.Span[0] < s.Span[1] {
			if m := reLead().FindStringSubmatch(s.Text); m != nil {
				return fmt.Sprintf("; its sentence opens %q, as the table shows", strings.TrimSuffix(m[0], ",")), namesCard(m[1], p, q)
			}
		}
	}
	return "", true
}

// sameKindOfSite: to is where q is, and the site is exterior (interior)
// when the words say so; unknown when the table does not tell.
func sameKindOfSite(t *table.Table, q, to *table.Piece, words string) (holds, known bool) {
	if !samePlace(q.Location(), to.Location()) {
		return false, true
	}
	for word, want := range map[string]bool{"exterior": true, "interior": false} {
		if !containsFold(words, word) {
			continue
		}
		l := place(t, to.Location())
		if l.Exterior == nil {
			return false, false
		}
		return *l.Exterior == want, true
	}
	return true, true
}
