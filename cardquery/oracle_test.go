package cardquery

import "testing"

// TestCountsAgreeWithJQ checks counts on the real card database against
// an independent reading of the same files with jq. F is every face of
// every card with its record's side, set and rarity:
//
//	F='[.cards[] | . as $c | ([.front] + (if .back then [.back] else [] end))[] | {side: $c.side, set: $c.set, rarity: $c.rarity} + .]'
//	jq -s "[.[] | $F[]] | map(select(TEST)) | length" Dark.json Light.json
func TestCountsAgreeWithJQ(t *testing.T) {
	c := loadCatalog(t, sharedCards(t))
	for _, tc := range []struct {
		query string
		jq    string // the TEST of the jq command above
		want  int
	}{
		{`side:dark type:character power>=5`, `.side=="Dark" and .type=="Character" and ((.power // "") | tonumber? // -1) >= 5`, 63},
		{`icon:pilot side:light type:character`, `.side=="Light" and .type=="Character" and any(.icons[]?; test("^Pilot( x[0-9]+)?$"))`, 231},
		// No power is not power 0: a character without one is not < 3.
		{`power<3 type:character`, `.type=="Character" and ((.power // "") | tonumber? // 99) < 3`, 661},
		{`text:"immune to attrition"`, `(.gametext // "") | test("immune to attrition";"i")`, 451},
		{`set:9`, `.set=="9"`, 184},
		{`rarity=PM`, `.rarity=="PM"`, 371},
		{`power:*`, `.power=="*"`, 16},
		{`darkicons>=2 side:light`, `.side=="Light" and .type=="Location" and (.darkSideIcons // 0) >= 2`, 31},
	} {
		q, err := Parse(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Count(q); got != tc.want {
			t.Errorf("%s: %d cards; jq %q counts %d", tc.query, got, tc.jq, tc.want)
		}
	}
}
