package index

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// TestMisspeltCardFirst: a query that misspells one card's title finds
// that card first, from the card database, although its words match other
// cards as typed ("lord" finds Lord Maul and Image Of The Dark Lord); a
// misspelt rule word does not turn into a card.
func TestMisspeltCardFirst(t *testing.T) {
	ix := buildWithCards(t)
	for _, tc := range []struct{ query, card string }{
		{"lord vadr", "lord vader"},
		{"luke skywalkr", "luke skywalker"},
		{"boba fet", "boba fett"},
		{"chewbaca", "chewbacca"},
		{"obi-wan kenobe", "obi-wan kenobi"},
		{"mantelian savrip", "mantellian savrip"},
		{"houjx", "houjix"},
	} {
		hits := mustSearch(t, ix, Query{Text: tc.query, Limit: 3}).Hits
		if len(hits) == 0 || hits[0].Family != cards.EntryDoc || cardName(hits[0].Title) != tc.card {
			t.Errorf("%q: first hit %+v, want the card %q", tc.query, first(hits), tc.card)
		}
	}
	for _, q := range []string{"atrition", "imune to attrition", "persona replacment"} {
		hits := mustSearch(t, ix, Query{Text: q, Limit: 3}).Hits
		if len(hits) == 0 || hits[0].Kind == glossary.KindCard {
			t.Errorf("%q: first hit %+v, want a rule", q, first(hits))
		}
	}
}

func first(hits []Hit) string {
	if len(hits) == 0 {
		return "none"
	}
	return hits[0].ID + " " + hits[0].Title
}
