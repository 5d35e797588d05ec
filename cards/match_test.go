package cards

import (
	"bytes"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/mdtext"
)

// TestResolveSaysHowNameMatched checks one name per rule of Resolve on the
// real cards: what the answer says about the match, in JSON and in words.
func TestResolveSaysHowNameMatched(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct {
		query, gemp string
		want        NameMatch
		sentence    string
	}{
		{"lord vader", "9_113", NameMatch{By: "title", Name: "Lord Vader"}, ""},
		{"Space Vader", "1_168", NameMatch{By: "nickname", Name: "Space Vader"}, "“Space Vader” is a nickname of •Darth Vader"},
		{"pryde", "212_6", NameMatch{By: "persona", Name: "Pryde"}, "“pryde” is a persona of •Allegiant General Pryde"},
		{"1_168", "1_168", NameMatch{By: "id", Name: "1_168"}, "“1_168” is the Gemp id of •Darth Vader"},
		{"6293", "200_95", NameMatch{By: "id", Name: "6293"}, "“6293” is the id of •Fanfare (Tatooine) (V)"},
		{"Lord Vadr", "9_113", NameMatch{By: "misspelling", Name: "Lord Vader", Distance: 1}, "Read “Lord Vadr” as •Lord Vader (1 letter different)"},
		{"Fanfare (Tatooine)", "200_95", NameMatch{By: "version", Name: "Fanfare (Tatooine) (V)"}, "Read “Fanfare (Tatooine)” as •Fanfare (Tatooine) (V), the only card of that title"},
	} {
		r := db.Resolve(tc.query)
		if len(r.Match) != 1 || r.Match[0].GempID != tc.gemp {
			t.Errorf("Resolve(%q) = %v, want [%s]", tc.query, gempIDs(r.Match), tc.gemp)
			continue
		}
		tc.want.AsWritten = tc.query
		if r.Matched == nil || *r.Matched != tc.want {
			t.Errorf("Resolve(%q).Matched = %+v, want %+v", tc.query, r.Matched, tc.want)
		}
		if got := r.Matched.Sentence(r.Match[0]); got != tc.sentence {
			t.Errorf("Resolve(%q) says %q, want %q", tc.query, got, tc.sentence)
		}
		if j := r.JSON(); j.Match != r.Matched {
			t.Errorf("Resolve(%q).JSON().Match = %+v", tc.query, j.Match)
		}
		var md bytes.Buffer
		if err := WriteResolutionMarkdown(&md, r, nil); err != nil {
			t.Fatal(err)
		}
		if tc.sentence != "" && !strings.Contains(md.String(), "*"+mdtext.Inline(tc.sentence)+".*") {
			t.Errorf("Markdown for %q does not say %q:\n%s", tc.query, tc.sentence, md.String())
		}
	}
	// A persona of several cards says so too; nothing matched, no match.
	if r := db.Resolve("Vader"); r.Matched == nil || r.Matched.By != "persona" || r.Matched.Name != "Vader" {
		t.Errorf("Resolve(Vader).Matched = %+v", r.Matched)
	}
	if r := db.Resolve("Zzyzx Qwerty Plumbus"); r.Matched != nil || r.JSON().Match != nil {
		t.Errorf("no match, yet Matched = %+v", r.Matched)
	}
}
