package glossary

import (
	"strings"
	"testing"
)

// sentenceEntry is a made-up entry in the Advanced Rulebook's layout:
// heading line, blank line, one paragraph a line, a wrapped paragraph and
// a list.
func sentenceEntry() *Entry {
	raw := strings.Join([]string{
		"Shields Up", // 10
		"",           // 11
		"A shield protects its ship (see Shields, Ch. 6). It stops **one** hit, e.g. a laser.", // 12
		"", // 13
		"A ship with two shields is no stronger than",               // 14
		"a ship with one. Shields are lost at the end of the turn!", // 15
		"- Raise shields",        // 16
		"- Lower shields",        // 17
		"",                       // 18
		"Raising a shield costs", // 19: a page break
		"",                       // 20
		"one Force.",             // 21
	}, "\n")
	return &Entry{ID: "r/shields-up", Title: "Shields Up", Path: []string{"Shields Up"}, LineStart: 10, LineEnd: 21, Raw: raw}
}

func TestSentencesKeepLinesAndWholeSentences(t *testing.T) {
	got := sentenceEntry().Sentences()
	want := []Sentence{
		{12, 12, "A shield protects its ship (see Shields, Ch. 6)."},
		{12, 12, "It stops one hit, e.g. a laser."},
		{14, 15, "A ship with two shields is no stronger than a ship with one."},
		{15, 15, "Shields are lost at the end of the turn!"},
		{16, 16, "Raise shields"},
		{17, 17, "Lower shields"},
		{19, 21, "Raising a shield costs one Force."},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d sentences %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("sentence %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestLocate(t *testing.T) {
	e := sentenceEntry()
	for _, c := range []struct {
		locator string
		want    Sentence
		err     string
	}{
		{locator: "stops ONE hit", want: Sentence{12, 12, "It stops one hit, e.g. a laser."}},
		{locator: "no stronger", want: Sentence{14, 15, "A ship with two shields is no stronger than a ship with one."}},
		{locator: "two shields … end of the turn", want: Sentence{14, 15, "A ship with two shields is no stronger than a ship with one. Shields are lost at the end of the turn!"}},
		{locator: "shields are lost … no stronger", err: "comes before"},
		{locator: "shields", err: "more than one sentence"},
		{locator: "photon torpedo", err: "in no sentence"},
		{locator: "Shields Up", err: "in no sentence"},
	} {
		got, err := e.Locate(c.locator)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Locate(%q) = %+v, %v; want an error with %q", c.locator, got, err, c.err)
			}
		case err != nil || got != c.want:
			t.Errorf("Locate(%q) = %+v, %v; want %+v", c.locator, got, err, c.want)
		}
	}
}

// FuzzSentences: whatever the entry's lines, its sentences lie inside them
// in order, each on one line of text, and Locate either fails or returns
// sentences whose folded quote holds the locator's words.
func FuzzSentences(f *testing.F) {
	f.Add(sentenceEntry().Raw, "no stronger")
	f.Add("Heading\n\n(open paren. Still open) Done.\n", "Done")
	f.Add("a\n\nb\n\n\nc. d! e?", "c … e")
	f.Fuzz(func(t *testing.T, raw, locator string) {
		n := strings.Count(raw, "\n") + 1
		e := &Entry{ID: "f", Title: "Heading", LineStart: 5, LineEnd: 5 + n - 1, Raw: raw}
		prev := e.LineStart
		for _, s := range e.Sentences() {
			if s.LineStart < prev || s.LineEnd < s.LineStart || s.LineEnd > e.LineEnd {
				t.Fatalf("sentence %+v outside lines %d–%d or out of order", s, e.LineStart, e.LineEnd)
			}
			if s.Quote == "" || strings.ContainsAny(s.Quote, "\n") {
				t.Fatalf("sentence %+v: empty or spans a line break", s)
			}
			prev = s.LineStart
		}
		got, err := e.Locate(locator)
		if err != nil {
			return
		}
		first, _, _ := strings.Cut(locator, "…")
		if !strings.Contains(Fold(got.Quote), Fold(strings.TrimSpace(first))) {
			t.Fatalf("Locate(%q) = %q, without its words", locator, got.Quote)
		}
	})
}
