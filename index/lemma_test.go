package index

import "testing"

// An irregular verb form and the rules' regular forms of the same verb
// analyse to one term, so do the derived forms the stemmer keeps apart, and the game nouns that look like verb forms keep
// their own ("lost" of the Lost Pile is not "lose").
func TestIrregularFormsMeetTheirVerb(t *testing.T) {
	an := proseAnalyzer()
	term := func(w string) string {
		ts := termsOf(an, w)
		if len(ts) != 1 {
			t.Fatalf("%q analyses to %q, want one term", w, ts)
		}
		return ts[0]
	}
	for _, same := range [][]string{
		{"forgot", "forgets", "forgetting"},
		{"drawn", "drew", "draws", "drawing"},
		{"chosen", "chooses"},
		{"Stolen", "steals"},
		{"dealt", "deals"},
		{"owner", "owns", "ownership", "owned"},
		{"movement", "moves"},
		{"winner", "wins"},
		{"reaction", "reacts"},
		{"dice", "die"},
	} {
		for _, w := range same[1:] {
			if term(w) != term(same[0]) {
				t.Errorf("%q analyses to %q, %q to %q; want one term", same[0], term(same[0]), w, term(w))
			}
		}
	}
	for _, apart := range [][2]string{{"lost", "lose"}, {"left", "leave"}, {"saw", "see"}} {
		if term(apart[0]) == term(apart[1]) {
			t.Errorf("%q and %q analyse to one term %q; want them apart", apart[0], apart[1], term(apart[0]))
		}
	}
}
