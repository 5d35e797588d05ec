package deck

import (
	"fmt"
	"strings"
	"testing"
)

// TestTCGTypesFromHeadings: with every card under a type heading, the
// unit minimums and the twice rule are checked; exactly twice is legal,
// one more is not (rulebook "Deck Rules": 12 Space allow at most 24
// Ground); Locations count toward no unit type; one card outside a type
// heading leaves the types unchecked.
func TestTCGTypesFromHeadings(t *testing.T) {
	// cards writes n copies of distinct names, at most 4 of each.
	cards := func(n int, name string) string {
		var b strings.Builder
		for i := 1; n > 0; i++ {
			k := min(n, 4)
			fmt.Fprintf(&b, "%d %s %d\n", k, name, i)
			n -= k
		}
		return b.String()
	}
	list := func(space, ground, character, location int, extra string) string {
		return "# game: swtcg\nSpace units:\n" + cards(space, "X-wing") + "Ground:\n" + cards(ground, "Trooper") +
			"Characters:\n" + cards(character, "Leia") + "Locations:\n" + cards(location, "Echo Base") + extra
	}
	for _, c := range []struct {
		name string
		text string
		want []string // substrings of the findings, in order
		note string   // a substring of some note
	}{
		{"exactly twice", list(12, 24, 24, 0, ""), nil, "12 Space, 24 Ground and 24 Character units"},
		{"one more than twice", list(12, 25, 23, 0, ""), []string{"25 Ground units against 12 Space units"}, ""},
		{"Locations are not units", list(11, 22, 22, 5, ""), []string{"11 Space units; a Star Wars TCG deck has at least 12"}, ""},
		{"an untyped card", list(12, 25, 23, 0, "Other:\n1 Mystery Card\n"), nil, "not checked: at least 12 Space"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Parse("d.txt", []byte(c.text))
			if err != nil {
				t.Fatal(err)
			}
			rep := Check(d, nil, "")
			var got []string
			for _, f := range rep.Findings {
				if !strings.Contains(f.Text, "cards; a Star Wars TCG deck has at least 60") {
					got = append(got, f.Text)
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("findings %q, want %q", got, c.want)
			}
			for i := range got {
				if !strings.Contains(got[i], c.want[i]) {
					t.Errorf("finding %q, want it to contain %q", got[i], c.want[i])
				}
			}
			if c.note != "" {
				found := false
				for _, n := range rep.Notes {
					found = found || strings.Contains(n.Text, c.note)
				}
				if !found {
					t.Errorf("no note containing %q in %+v", c.note, rep.Notes)
				}
			}
		})
	}
}
