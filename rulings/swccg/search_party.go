package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// SearchParty rules a search party looking for a player's missing
// characters at a site.
var SearchParty = register(&Rule[*SearchAsk]{
	ID:       "search-party",
	Title:    "A search party for missing characters",
	Question: "search_party",
	Schema:   "description=may these characters search for the player's missing characters at the site and is one found?",
	Check:    checkSearchAsk,
	Describe: func(q *SearchAsk) string {
		if q.Card != "" {
			return fmt.Sprintf("search_party: %s's %s at %s", q.Player, q.Card, q.At)
		}
		return fmt.Sprintf("search_party: %s at %s", q.Player, q.At)
	},
	Doc: `In the player's own control phase, at a site where one or more of the
player's characters are missing (never the opponent's), the player's
characters at that site (not missing or captive, not in a search party
already this turn) form the party. Destiny + 1 per member (2 for a scout):
above 5, one of the missing characters there, chosen at random, is found
and joins the party. Members, and what they find, may not move, search
again or take part in a battle the player initiates for the rest of the
turn. Without destiny: the total needed. card: an Interrupt forming the
party (Hunting Party) is read: "for an opponent's missing character"
searches for the opponent's instead (the card prevails over the rule),
"Add N to search party destiny draw for each <kind> in search party" adds N
per member of that kind, and "If successful, capture the character found"
captures it (seizure by a Dark bounty hunter or warrior at the site,
member or not; imprisonment at a prison; else escape). The player's cards
on table adding to its search party destiny draws where present or at
same (and adjacent) sites are added.`,
	Cites: []glossary.Ref{glossSearchParty, glossMissing, glossCaptured},
	Run:   runSearchParty,
})

var glossSearchParty = table.GlossaryRef("search party")

// SearchAsk is a search party: who searches where, and the destiny drawn.
type SearchAsk struct {
	PlaceAsk `yaml:",inline"`
	Members  []string `json:"members,omitempty" jsonschema:"description=the player's characters at the site forming the search party (omit to ask whether one may be formed there and who may join)"`
	// Destiny is the destiny drawn; omitted: the ruling gives the total needed.
	Destiny *float64 `json:"destiny,omitempty" jsonschema:"description=the destiny drawn (omit to ask what is needed)"`
	// Card is an Interrupt whose text forms the party (Hunting Party).
	Card string `json:"card,omitempty" jsonschema:"description=an Interrupt (by title: in hand) whose text forms the search party (Hunting Party): read for whose missing character it searches, what a member of a kind adds and what becomes of the one found"`

	party *partyCard
}

func checkSearchAsk(c *table.Checker, q *SearchAsk) error {
	if err := checkPlaceAsk(c, &q.PlaceAsk); err != nil {
		return err
	}
	for i, m := range q.Members {
		if err := c.MustName(m, fmt.Sprintf(".members[%d]", i)); err != nil {
			return err
		}
	}
	if q.Card == "" {
		return nil
	}
	card, err := c.HandCard(q.Card, ".card")
	if err == nil {
		pc, _ := readPartyCard(card)
		q.party = &pc
	}
	return err
}

func runSearchParty(t *table.Table, q *SearchAsk) rulings.Ruling {
	var r rulings.Ruling
	no := func(answer string) rulings.Ruling {
		r.Verdict, r.Answer = rulings.No, answer
		return r
	}
	pc, whose := q.party, q.Player
	if pc != nil {
		if pc.forms == "" {
			return notReadParty(pc.card)
		}
		whose = pc.searchedFor(q.Player, &r)
	}
	place := q.place.Name
	if st := t.State; st.Turn != "" && st.Phase != "" && (st.Turn != q.Player || st.Phase != "control") {
		r.Stepf(refs(searchWhen), "A search party is formed during your control phase; it is %s's %s phase.", st.Turn, st.Phase)
		return no(fmt.Sprintf("%s may not search now: only in its own control phase.", q.Player))
	}
	if kind, _ := (spot{Place: q.place}).kind(); kind != "site" {
		r.Stepf(refs(searchMembers, glossMissing), "%s is a %s: missing characters are placed beneath the site where they became missing, and a search party searches at a site.", place, kind)
		return no(fmt.Sprintf("%s may not search at %s: it is not a site.", q.Player, place))
	}
	var missing, theirs []string
	for _, p := range t.Pieces {
		if !p.Entry.Missing || glossary.Fold(p.Location()) != glossary.Fold(place) {
			continue
		}
		if p.Owner() == whose {
			missing = append(missing, p.Name)
		} else {
			theirs = append(theirs, p.Name)
		}
	}
	if len(missing) == 0 {
		why := "none of its characters is missing there"
		if whose != q.Player {
			why = fmt.Sprintf("none of %s's characters is missing there", whose)
		} else if len(theirs) > 0 {
			why = fmt.Sprintf("%s is %s's, and you may not search for your opponent's characters", strings.Join(theirs, ", "), q.Player.Opponent())
		}
		if whose != q.Player {
			r.Stepf(refs(searchWhere), "%s searches only where an opponent's character is missing: %s.", pc.card.Title, why)
		} else {
			r.Stepf(refs(searchWhere), "You may only search where you have one or more characters missing: %s.", why)
		}
		return no(fmt.Sprintf("%s may not form a search party at %s: %s.", q.Player, place, why))
	}
	r.Stepf(refs(searchWhere, glossMissing), "%s has missing character(s) at %s: %s. A missing character is still on table, and may be found by a search party.", whose, place, strings.Join(missing, ", "))
	if len(q.Members) == 0 {
		return mayFormParty(t, q, missing, r)
	}
	bonus := 0.0
	for _, name := range q.Members {
		p := t.Piece(name)
		if why := notMember(t, p, q.Player, place); why != "" {
			r.Stepf(refs(searchMembers, glossMissing), "%s may not be a member: %s.", p.Name, why)
			return no(fmt.Sprintf("%s may not be in the search party: %s.", p.Name, why))
		}
		undercoverMember(t, p, &r)
		add := 1.0
		if isKeyword(t, p, "scout", &r, glossSearchParty) {
			add = 2
		}
		r.Stepf(refs(searchAdd), "%s joins the search party: +%s to the destiny%s.", p.Name, num(add), map[bool]string{true: " (a scout)", false: ""}[add == 2])
		bonus += add + pc.memberBonus(t, p, &r)
	}
	bonus += tableSearchBonus(t, q.Player, place, &r)
	found := missing[0]
	if len(missing) > 1 {
		found = "one of " + strings.Join(missing, ", ") + " (random selection)"
	}
	after := fmt.Sprintf("The members (and any character they find) may not move, search again or participate in a battle %s initiates for the rest of the turn.", q.Player)
	if q.Destiny == nil {
		r.Stepf(refs(searchFound), "Draw destiny and add %s: a total above 5 finds one missing character, so the destiny drawn must be above %s. %s", num(bonus), num(5-bonus), after)
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may search at %s with +%s: a destiny above %s finds %s.", q.Player, place, num(bonus), num(5-bonus), found)
		return r
	}
	total := *q.Destiny + bonus
	if total <= 5 {
		r.Stepf(refs(searchFound), "Destiny %s + %s = %s, not above 5: nobody is found. %s", num(*q.Destiny), num(bonus), num(total), after)
		return no(fmt.Sprintf("The search at %s finds nobody: total destiny %s is not above 5.", place, num(total)))
	}
	joins := " and joins the search party"
	if pc.captures() {
		joins = ""
	}
	r.Stepf(refs(searchFound), "Destiny %s + %s = %s, above 5: %s is found%s. %s", num(*q.Destiny), num(bonus), num(total), found, joins, after)
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("The search at %s finds %s%s (total destiny %s > 5).", place, found, pc.found(t, q.Player, whose, place, found, &r), num(total))
	return r
}

// notMember says why a card cannot be in the player's search party at the
// site ("" when it can).
func notMember(t *table.Table, p *table.Piece, player table.Side, place string) string {
	e := p.Entry
	switch {
	case p.Owner() != player:
		return fmt.Sprintf("it is %s's", p.Owner())
	case p.Card.Type != "Character":
		return "only characters search"
	case glossary.Fold(p.Location()) != glossary.Fold(place):
		return "it is not at the same site as the missing character(s)"
	case e.Missing:
		return "it is missing itself"
	case e.Captive:
		return "it is a captive"
	case t.DidThisTurn(p, "searched"):
		return "it was in a search party this turn and may not search again"
	}
	return ""
}

// mayFormParty answers a search party asked without members: who of the
// player's characters at the site may form one.
func mayFormParty(t *table.Table, q *SearchAsk, missing []string, r rulings.Ruling) rulings.Ruling {
	place := q.place.Name
	var can []string
	for _, p := range t.Pieces {
		if p.Owner() != q.Player || p.Card.Type != "Character" || glossary.Fold(p.Location()) != glossary.Fold(place) {
			continue
		}
		if why := notMember(t, p, q.Player, place); why != "" {
			if !p.Entry.Missing {
				r.Stepf(refs(searchMembers), "%s may not be a member: %s.", p.Name, why)
			}
			continue
		}
		undercoverMember(t, p, &r)
		can = append(can, p.Name)
	}
	if len(can) == 0 {
		r.Stepf(refs(searchMembers), "A search party is one or more of your characters at the same site as the missing character(s); %s has none there that may search.", q.Player)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s may not form a search party at %s: none of its characters there may search.", q.Player, place)
		return r
	}
	r.Stepf(refs(searchMembers, searchAdd, searchFound), "%s may designate any of %s as members; destiny + 1 a member (2 a scout) above 5 finds one of %s.", q.Player, strings.Join(can, ", "), strings.Join(missing, ", "))
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may search at %s: %s may form the search party.", q.Player, place, strings.Join(can, ", "))
	return r
}

// undercoverMember states what the documents leave open: whether an
// Undercover spy (on the opponent's side of the site) may search.
func undercoverMember(t *table.Table, p *table.Piece, r *rulings.Ruling) {
	if undercover(t, p) {
		r.Assume("%s is Undercover: the documents do not say whether an Undercover spy may be a member of its player's search party; taken as allowed", p.Name)
	}
}
