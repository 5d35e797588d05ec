package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Conditions the card database leaves unread ("if piloted", "when matching
// pilot aboard", "where you have Kylo") or cut short ("piloting any
// starfighter, combat vehicle or …"), and "if you occupy", decided here.

// holdsHere decides "if you occupy", "if opponent controls" of the
// location p is at (an empty Arg or "here"; another place is unknown):
// occupying is having presence there, controlling is occupying while the
// other player does not.
func holdsHere(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	if a := glossary.Fold(c.Arg); a != "" && a != "here" && a != "this site" && a != "this location" {
		return false, false
	}
	where := p.Location()
	if where == "" {
		return false, true
	}
	s := spot{Place: placeOf(t, where)}
	who := p.Owner()
	if strings.HasPrefix(c.Kind, "opponent_") {
		who = who.Opponent()
	}
	mine, _ := presence(t, s, who)
	if strings.HasSuffix(c.Kind, "occupies") {
		return mine > 0, true
	}
	theirs, _ := presence(t, s, who.Opponent())
	return mine > 0 && theirs == 0, true
}

// The words of conditions read here, after their opening word.
var (
	reOpening     = lazyregexp.New(`(?i)^(?:if|when|while|where|as long as)\s+`)
	reYouHave     = lazyregexp.New(`(?i)^you have (.+)$`)
	reWithPlace   = lazyregexp.New(`\s+(?:on|at) ((?:a |an )?[A-Z].*)$`)
	rePiloted     = lazyregexp.New(`(?i)^(?:(?:it|this|that|starfighter|starship|vehicle) (?:is )?)?piloted$`)
	reMatching    = lazyregexp.New(`(?i)^(?:a |its )?matching pilot (?:is )?aboard$`)
	reAboardWords = lazyregexp.New(`(?i)^(.+?) (?:is |are )?aboard$`)
	reEscorting   = lazyregexp.New(`(?i)^escorting (?:a|any) captives?(?: or (.+))?$`)
)

// decideWords decides conditions the card database leaves unread but the
// table shows: "if piloted", "when matching pilot aboard", "while Thrawn
// aboard", "while an astromech character is aboard".
func decideWords(t *table.Table, p *table.Piece, text string) (holds, known bool) {
	body := strings.TrimSpace(strings.TrimRight(reOpening().ReplaceAllString(strings.TrimSpace(text), ""), ".,:;)"))
	switch {
	case rePiloted().MatchString(body):
		ok, _ := piloted(t, p)
		return ok, true
	case reMatching().MatchString(body):
		return matchingPilotAboard(t, p)
	}
	if m := reEscorting().FindStringSubmatch(body); m != nil {
		// The Glossary's "escorting": the captive's escort: names p (a
		// captive battling away from it, Captive Fury, still has it).
		if len(escorted(t, p)) > 0 {
			return true, true
		}
		return false, m[1] == ""
	}
	if h, k, ok := defendingBattle(t, p, body); ok {
		return h, k
	}
	if h, k, ok := raceTotalCondition(t, p, body); ok {
		return h, k
	}
	if m := reYouHave().FindStringSubmatch(body); m != nil {
		return youHaveHere(t, p, m[1]), true
	}
	if m := reAboardWords().FindStringSubmatch(body); m != nil && !strings.Contains(m[1], " both") {
		for _, q := range t.Pieces {
			if q.Host == p && q.Entry.On == "" && q.Active() && namesCard(m[1], q, p) {
				return true, true
			}
		}
		return false, true
	}
	return false, false
}

// matchingPilotAboard: a pilot aboard p whose text names p where it
// pilots ("When piloting Red 3", so Biggs matches Red 3), or who wears
// text making it "the 'matching pilot'" (Rebel Flight Suit); with pilots
// aboard none of which is shown to match, the table cannot tell.
func matchingPilotAboard(t *table.Table, p *table.Piece) (holds, known bool) {
	pilots := 0
	for _, q := range t.Pieces {
		if q.Host != p || q.Entry.Slot != "pilot" || !q.Active() {
			continue
		}
		pilots++
		for _, e := range q.Card.Effects {
			for _, c := range e.Conditions {
				if c.Kind == "piloting" && namesCard(c.Arg, p, q) && !generic(c.Arg) {
					return true, true
				}
			}
		}
		for _, w := range t.Pieces {
			if w.Host == q && w.Entry.On != "" && strings.Contains(w.Card.GameText, "'matching pilot'") {
				return true, true
			}
		}
	}
	return false, pilots == 0
}

// youHaveHere: "where you have Kylo or a Knight of Ren" — an active card of
// p's owner at p's location (p itself included) that the words name.
func youHaveHere(t *table.Table, p *table.Piece, what string) bool {
	for _, q := range t.Pieces {
		if q.Owner() == p.Owner() && q.Active() && samePlace(q.Location(), p.Location()) && namesCard(what, q, p) {
			return true
		}
	}
	return false
}

// reListItem is one more item of a list the condition's Arg opens: ",
// combat vehicle" or " or shuttle vehicle", up to the next comma.
var reListItem = lazyregexp.New(`^(?:,\s*(?:or\s+)?|\s+or\s+)([^,;.()]+)`)

// widenArg gives back the rest of a list the card database cut after its
// first item: "While piloting any starfighter, combat vehicle or shuttle
// vehicle, that character …" pilots any of the three. An item holding a
// clause's words ("that character is …") ends the list.
func widenArg(quote, arg string) string {
	i := strings.Index(strings.ToLower(quote), strings.ToLower(arg))
	if arg == "" || i < 0 {
		return arg
	}
	rest, out := quote[i+len(arg):], arg
	for {
		m := reListItem().FindStringSubmatch(rest)
		if m == nil || reClauseWords().MatchString(m[1]) {
			return out
		}
		for _, item := range strings.Split(m[1], " or ") {
			out += " or " + strings.TrimSpace(item)
		}
		rest = rest[len(m[0]):]
	}
}

// reClauseWords mark an item that is a clause, not a card: the list ends.
var reClauseWords = lazyregexp.New(`(?i)\b(?:is|are|that|it|he|she|they|adds?|may|draws?|your|opponent)\b`)
