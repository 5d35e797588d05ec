package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card that forms a search party itself (Hunting Party) changes three
// things of the Glossary's procedure, each in its own sentence: whose
// missing character is searched for, what each member of a kind adds, and
// what becomes of the character found.
var (
	reFormsParty   = lazyregexp.New(`(?i)form a search party for (an opponent's|your|a) missing characters? at same site`)
	reSearchPer    = lazyregexp.New(`(?i)add (\d+) to search party destiny draws? for each ([a-z][a-z' -]*?) in (?:the |that )?search party`)
	reCaptureFound = lazyregexp.New(`(?i)if successful, capture the characters? found`)
)

// partyCard is what a search-party card's text changes.
type partyCard struct {
	card     *cards.Card
	forms    string  // the sentence forming the party
	opponent bool    // it searches for the opponent's missing character
	per      float64 // added for each member that is a kind
	kind     string
	perQuote string
	capture  string // the sentence capturing the character found
}

// readPartyCard reads the card's text; ok is false when it does not form a
// search party.
func readPartyCard(c *cards.Card) (partyCard, bool) {
	pc := partyCard{card: c}
	m := reFormsParty().FindStringSubmatch(c.GameText)
	if m == nil {
		return pc, false
	}
	pc.forms, pc.opponent = m[0], strings.EqualFold(m[1], "an opponent's")
	if m := reSearchPer().FindStringSubmatch(c.GameText); m != nil {
		pc.per, _ = strconv.ParseFloat(m[1], 64)
		pc.kind, pc.perQuote = strings.TrimSpace(m[2]), m[0]
	}
	pc.capture = reCaptureFound().FindString(c.GameText)
	return pc, true
}

// searchedFor is whose missing characters the party looks for, with the
// step saying why.
func (pc *partyCard) searchedFor(player table.Side, r *rulings.Ruling) table.Side {
	if !pc.opponent {
		r.Stepf(refs(searchWhen), "%s: %q.", pc.card.Title, pc.forms)
		return player
	}
	r.Stepf(refs(searchWhere), "%s: %q. The card's text prevails over the rule that you may not search for your opponent's characters: this party searches only for %s's.", pc.card.Title, pc.forms, player.Opponent())
	return player.Opponent()
}

// memberBonus is what the card adds for a member of its kind.
func (pc *partyCard) memberBonus(t *table.Table, p *table.Piece, r *rulings.Ruling) float64 {
	if pc == nil || pc.per == 0 || !isKeyword(t, p, pc.kind, r, glossSearchParty) {
		return 0
	}
	r.Stepf(refs(searchAdd), "%s is a %s: +%s more (%s: %q).", p.Name, pc.kind, num(pc.per), pc.card.Title, pc.perQuote)
	return pc.per
}

// captures says whether the card captures the character found.
func (pc *partyCard) captures() bool { return pc != nil && pc.capture != "" }

// found says what becomes of the character found when the card captures it
// (Glossary "capturing characters"): the words added to the answer.
func (pc *partyCard) found(t *table.Table, player, whose table.Side, place, who string, r *rulings.Ruling) string {
	if !pc.captures() {
		return ""
	}
	if player != table.Dark || whose != table.Light {
		r.Stepf(refs(glossCapturing), "%s: %q, but only the Dark Side captures, and only Light Side cards: %s is not captured.", pc.card.Title, pc.capture, who)
		return " (not captured: only the Dark Side captures, and only Light Side cards)"
	}
	var seizers []string
	for _, p := range t.Pieces {
		if isType(p, "Character") && notEscort(t, p, place) == "" {
			seizers = append(seizers, p.Name)
		}
	}
	how := "nobody of Dark's at the site may seize it"
	if len(seizers) > 0 {
		how = "any one of " + strings.Join(seizers, ", ") + " (Dark's bounty hunters and warriors at the site, members or not) may seize it"
	}
	if isPrison(place) {
		how += "; at this prison it may be imprisoned"
	}
	r.Stepf(refs(glossCapturingCharacters, glossCapturing), "%s: %q: %s is captured; %s; if neither seized nor imprisoned it escapes to Light's Used Pile.", pc.card.Title, pc.capture, who, how)
	return " and captures it: " + how
}

// notReadParty answers a search_party whose card: forms no search party.
func notReadParty(c *cards.Card) rulings.Ruling {
	var r rulings.Ruling
	r.Stepf(refs(searchWhen), "%s's text (%q) does not form a search party: this rule does not read it.", c.Title, c.GameText)
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s.", c.Title)
	return r
}
