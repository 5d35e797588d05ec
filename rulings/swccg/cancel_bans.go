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

// A "may not be canceled" text on table keeps what it names from being
// canceled (Glossary cancel): "Thrawn's game text may not be canceled",
// "Your Force drains at Hoth sites may not be canceled", "Battles may not
// be canceled at same site". Each rule that cancels such a thing asks
// cancelBan: game text (every rule, once per table: keepText), Force
// drains (force-drain's canceled_by:), battles (battle-canceled). Battle
// destiny draws are battle-destiny's (battle_destiny_not_cancelable), a
// card canceled by immunity immune-to-card's.

// reNotCanceled splits a "may not be canceled" text into what it names
// (the words before, from the last clause opening: reClauseOpen), where
// and whose cancel it bars ("by opponent", "by [Reflections 3] Leia").
var (
	reNotCanceled = lazyregexp.New(`(?i)^(.*?)\s*\bmay not be canceled\b(?:\s+(at same site|here))?(?:\s+by\s+(.+))?$`)
	reClauseOpen  = lazyregexp.New(`(?i)^.*(?:[,;:]|\band)\s+`)
	reBanPlace    = lazyregexp.New(`(?i)^(.+?)\s+(here|at same site|at\s+.+)$`)
	reTextOf      = lazyregexp.New(`(?i)^(?:(.+?)'s\s+game\s*text|game\s*text\s+of\s+(.+)|(?:her|his|its)\s+game\s*text)$`)
)

// cancelObject is what a "may not be canceled" clause names, read.
type cancelObject struct {
	// what: "force drains", "battles", "game text of <name>", …, folded.
	what string
	// owner is "your", "opponent's" or "" (anyone's).
	owner string
	// place is "here", "at same site", "at <words>" or "".
	place string
	// by is whose cancel it bars ("" for anyone's).
	by string
	// target is the card the reading names, folded ("For remainder of
	// game, Kessel Run is immune to Alter and may not be canceled": what
	// keeps the first clause whole).
	target string
}

// readCancelBan reads e's quote, when it says something may not be
// canceled.
func readCancelBan(e cards.Effect) (cancelObject, bool) {
	if e.Kind != "may_not_be_canceled" {
		return cancelObject{}, false
	}
	m := reNotCanceled().FindStringSubmatch(strings.TrimSpace(e.Quote))
	if m == nil {
		return cancelObject{}, false
	}
	o := cancelObject{place: strings.ToLower(m[2]), by: strings.TrimSpace(m[3])}
	what := strings.TrimSpace(reClauseOpen().ReplaceAllString(m[1], ""))
	if pm := reBanPlace().FindStringSubmatch(what); pm != nil && o.place == "" {
		what, o.place = pm[1], strings.ToLower(pm[2])
	}
	for _, lead := range []string{"your ", "opponent's "} {
		if rest, ok := strings.CutPrefix(strings.ToLower(what), lead); ok {
			o.owner, what = strings.TrimSpace(lead), what[len(what)-len(rest):]
		}
	}
	o.what = glossary.Fold(what)
	o.target = glossary.Fold(e.Target)
	return o, o.what != ""
}

// cancelBan is a text on table naming what is canceled. It bars the
// cancel when holds; when !known the table cannot decide it; why says what
// the table does not show, or why it does not bar this cancel.
type cancelBan struct {
	p            *table.Piece
	e            cards.Effect
	holds, known bool
	why          string
}

// quote is the ban's words, for a step.
func (b cancelBan) String() string {
	return fmt.Sprintf("%s's text %q", b.p.Name, strings.TrimSpace(b.e.Quote))
}

// cancelBans are the texts on table (cards and locations) naming a thing
// such that isWhat(o) holds, for player's thing, at the location at (""
// where it is not at one), canceled by by, each decided. A card whose text
// is off bans nothing, but the card self whose own cancel is asked of
// ("Thrawn's game text may not be canceled" on Thrawn: the cancel fails).
func cancelBans(t *table.Table, isWhat func(cancelObject, *table.Piece) bool, player table.Side, at, by string, self *table.Piece) []cancelBan {
	var out []cancelBan
	for _, q := range piecesAndLocations(t) {
		if q.Card == nil || q.Entry.TextOff() && (q != self || q.Entry.TextSuspendedBy != "") {
			continue
		}
		for _, e := range q.Card.Effects {
			if o, ok := readCancelBan(e); ok && isWhat(o, q) {
				out = append(out, decideBan(t, q, e, o, player, at, by))
			}
		}
	}
	return out
}

// decideBan decides whether q's text e, naming o, bars the cancel.
func decideBan(t *table.Table, q *table.Piece, e cards.Effect, o cancelObject, player table.Side, at, by string) cancelBan {
	b := cancelBan{p: q, e: e, known: true}
	if !banOwner(o, q, e, player) {
		b.why = fmt.Sprintf("it speaks of %s's, not %s's", orAnyone(o, q, e), player)
		return b
	}
	if !banBy(t, o, q, by) {
		b.why = fmt.Sprintf("it bars a cancel by %s only", o.by)
		return b
	}
	here, known := banPlace(t, o, q, at)
	if !known {
		b.known, b.why = false, fmt.Sprintf("%s (where it applies)", o.place)
		return b
	}
	if !here {
		b.why = fmt.Sprintf("it applies %s, not at %s", o.place, at)
		if w := q.Location(); w != "" && (o.place == "here" || o.place == "at same site") {
			b.why = fmt.Sprintf("it applies %s (%s), not at %s", o.place, w, at)
		}
		return b
	}
	if b.holds, b.known = banHolds(t, q, e, o); !b.known || !b.holds {
		b.why = conditionText(e)
		if b.known {
			b.why = fmt.Sprintf("on the table, %q does not hold", b.why)
		}
		return b
	}
	if lead := unreadLead(q.Card, e); lead != "" {
		b.holds, b.known, b.why = false, false, fmt.Sprintf("under %q, words no reading covers", lead)
	}
	return b
}

// orAnyone names whose thing a ban with an owner speaks of.
func orAnyone(o cancelObject, q *table.Piece, e cards.Effect) table.Side {
	whose := q.Owner()
	if side := textSide(e); side != "" {
		whose = side
	}
	if o.owner == "opponent's" {
		return whose.Opponent()
	}
	return whose
}

// unreadLead is the words of e's sentence before e's quote (a location
// half's "Dark:"/"Light:" aside): a qualifier the reading left out ("At
// Tatooine battlegrounds where you have an alien …, Force drains may not
// be canceled"), so the ban is not applied as if it held everywhere.
func unreadLead(c *cards.Card, e cards.Effect) string {
	for _, s := range c.Sentences() {
		if e.Span[0] >= s.Span[0] && e.Span[0] < s.Span[1] {
			lead := reSideLead().ReplaceAllString(c.GameText[s.Span[0]:e.Span[0]], "")
			return strings.Trim(lead, " ,;:")
		}
	}
	return ""
}

// reSideLead opens a location half's text.
var reSideLead = lazyregexp.New(`^\s*(?:Dark|Light)\s*:\s*`)

// banOwner: "your X" bars the cancel of the ban's owner's X only; a
// location half's text is its side's (Glossary locations). player is
// whose thing it is, "" for a battle (both players').
func banOwner(o cancelObject, q *table.Piece, e cards.Effect, player table.Side) bool {
	whose := q.Owner()
	if side := textSide(e); side != "" && player != "" {
		if player != side {
			return false
		}
		whose = side
	}
	switch o.owner {
	case "your":
		return player == whose
	case "opponent's":
		return player == whose.Opponent()
	}
	return true
}

// banBy: "by opponent" bars the cancel by the ban owner's opponent; "by
// <card>" by that card only; by is what cancels ("" when not known: the
// ban counts).
func banBy(t *table.Table, o cancelObject, q *table.Piece, by string) bool {
	if o.by == "" || by == "" {
		return true
	}
	if strings.EqualFold(o.by, "opponent") {
		if c := t.Piece(by); c != nil {
			return c.Owner() != q.Owner()
		}
		return true
	}
	if c := t.Piece(by); c != nil {
		return namesCard(o.by, c, q)
	}
	return strings.Contains(glossary.Fold(by), glossary.Fold(reIconTag().ReplaceAllString(o.by, "")))
}

// reByWhom is a "by …" the reading took for a condition: whose cancel
// the ban bars (banBy), not when it holds.
var reByWhom = lazyregexp.New(`(?i)^\s*by\s`)

// reIconTag is an icon written in brackets ("[Reflections 3] Leia").
var reIconTag = lazyregexp.New(`\[[^\]]*\]\s*`)

// banPlace decides where the ban holds: "here" and "at same site" at q's
// location, "at <words>" where the words name the location at.
func banPlace(t *table.Table, o cancelObject, q *table.Piece, at string) (holds, known bool) {
	switch {
	case o.place == "":
		return true, true
	case at == "":
		return false, true
	case o.place == "here" || o.place == "at same site":
		where := q.Location()
		if where == "" && q.Card.Type == "Location" {
			where = q.Name
		}
		return samePlace(where, at), true
	}
	ok, understood, _ := placeMatches(t, strings.TrimPrefix(o.place, "at "), spot{Place: placeOf(t, at)})
	return ok, understood
}

// banHolds decides the ban's condition as suspends decides its own: the
// card's met:, else the terms the table shows; its place (banPlace), whose
// cancel (banBy) and a location half's side (banOwner) are decided apart.
// A duration ("For remainder of game") is no condition: while the text
// is on table it holds.
func banHolds(t *table.Table, q *table.Piece, e cards.Effect, o cancelObject) (holds, known bool) {
	if e.Condition == "" || met(q.Entry.Met, e.Condition) {
		return true, true
	}
	terms := e.Conditions[:0:0]
	for _, c := range e.Conditions {
		if c.Kind != "side" && c.Kind != "duration" && !reByWhom().MatchString(c.Text) && glossary.Fold(c.Text) != o.place {
			terms = append(terms, c)
		}
	}
	e.Conditions = terms
	return conditionHolds(t, q, e)
}

// isForceDrains: the ban names Force drains (not their modifiers).
func isForceDrains(o cancelObject, _ *table.Piece) bool {
	return o.what == "force drains" || o.what == "force drain"
}

// cardNamed: the ban names p by title ("Kessel Run … may not be
// canceled"), the card an Interrupt cancels by title.
func cardNamed(p *table.Piece) func(cancelObject, *table.Piece) bool {
	return func(o cancelObject, _ *table.Piece) bool {
		title := glossary.Fold(strings.TrimLeft(p.Card.Title, "•"))
		return o.what == title || o.target == title
	}
}

// isBattles: the ban names battles (not their destiny draws).
func isBattles(o cancelObject, _ *table.Piece) bool {
	return o.what == "battles" || o.what == "battle" || o.what == "battles here"
}

// textNamed: the ban names p's game text ("Thrawn's game text", "game
// text of your clones", "her gametext" of the ban's own card).
func textNamed(p *table.Piece) func(cancelObject, *table.Piece) bool {
	return func(o cancelObject, q *table.Piece) bool {
		m := reTextOf().FindStringSubmatch(o.what)
		if m == nil {
			return false
		}
		name := m[1] + m[2]
		if o.owner != "" {
			name = o.owner + " " + name
		}
		switch name {
		case "":
			return p == q
		case "pilot":
			return q.Host == p
		}
		return namesCard(name, p, q)
	}
}

// keepText undoes a text_canceled_by: the table gives a card whose game
// text a text on table says may not be canceled; the report says so, and
// every ruling counts that text applied.
func keepText(t *table.Table) {
	for _, p := range t.Pieces {
		if p.Card == nil || p.Entry.TextCanceledBy == "" {
			continue
		}
		var keep *cancelBan
		for _, b := range cancelBans(t, textNamed(p), "", "", "", p) {
			switch {
			case !b.known:
				t.Assumptions = append(t.Assumptions, fmt.Sprintf("%s would keep %s's game text from being canceled %s, which the table does not show: taken as not holding (add it to %s's met: if it does)", b, p.Name, b.why, b.p.Name))
			case b.holds && keep == nil:
				keep = &b
			}
		}
		if keep == nil {
			continue
		}
		b := *keep
		t.Assumptions = append(t.Assumptions, fmt.Sprintf("%s's game text is not canceled by %s (text_canceled_by:): %s says it may not be, so every rule applies it", p.Name, p.Entry.TextCanceledBy, b))
		p.Entry.TextCanceledBy = ""
		t.Consult(b.p.Card.Title, b.e.Span)
	}
}

// firstBan is cancelBans for a rule: it states in r each ban on canceling
// what (named so for the steps) that does not bar this cancel, and each
// the table cannot decide (an assumption: the cancel stands), and gives
// the first that bars it, consulted in r.
func firstBan(t *table.Table, r *rulings.Ruling, isWhat func(cancelObject, *table.Piece) bool, what string, player table.Side, at, by string) (cancelBan, bool) {
	for _, b := range cancelBans(t, isWhat, player, at, by, nil) {
		switch {
		case !b.known:
			r.Assume("%s would keep %s from canceling %s %s, which the table does not show: taken as not holding (add it to %s's met: if it does)", b, by, what, b.why, b.p.Name)
		case !b.holds:
			r.Stepf(refs(glossCancel), "%s does not keep %s from canceling %s: %s.", b, by, what, b.why)
			r.Consult(b.p.Card.Title, b.e.Span)
		default:
			r.Consult(b.p.Card.Title, b.e.Span)
			return b, true
		}
	}
	return cancelBan{}, false
}
