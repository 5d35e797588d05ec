package cards

import (
	"regexp"
	"slices"
	"testing"
)

// The scanners below replace regular expressions run on every sentence of
// every card; each must find exactly what its expression finds.

// sameSpans fails unless a scanner's spans are the expression's.
func sameSpans(t *testing.T, scanner, text string, got [][2]int, want [][]int) {
	t.Helper()
	same := len(got) == len(want)
	for i := 0; same && i < len(want); i++ {
		same = got[i] == [2]int{want[i][0], want[i][1]}
	}
	if !same {
		t.Fatalf("%s(%q) = %v, want %v", scanner, text, got, want)
	}
}

// reWordReference is the expression words implements.
var reWordReference = regexp.MustCompile(`[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*`)

func sameWords(t *testing.T, text string) {
	t.Helper()
	want := reWordReference.FindAllStringIndex(text, -1)
	sameSpans(t, "words", text, words(text, -1), want)
	if two := words(text, 2); len(two) != min(2, len(want)) {
		t.Fatalf("words(%q, 2) = %v", text, two)
	}
}

func FuzzWords(f *testing.F) {
	f.Add("Jabba's ship-docking-’x")
	f.Fuzz(sameWords)
}

// reSentenceEndReference is the expression sentenceEnds implements.
var reSentenceEndReference = regexp.MustCompile(`[.!?]['"’”]?\)?\s+`)

func sameSentenceEnds(t *testing.T, text string) { sameSentenceEndsAround(t, text, nil) }

// sameSentenceEndsAround: a mark inside one of the titles tm ends no
// sentence (punctuated_titles.go).
func sameSentenceEndsAround(t *testing.T, text string, tm *titleMarks) {
	t.Helper()
	want := slices.DeleteFunc(reSentenceEndReference.FindAllStringIndex(text, -1), func(m []int) bool { return tm.inTitle(text, m[0]) })
	sameSpans(t, "sentenceEnds", text, sentenceEnds(text, tm), want)
}

func FuzzSentenceEnds(f *testing.F) {
	f.Add("Deploy on table. (Immune to Alter.) OR ’x! y")
	f.Fuzz(sameSentenceEnds)
}

func sameLabel(t *testing.T, text string) {
	t.Helper()
	if got, want := labelAt(text), reLabel().FindStringIndex(text); !slices.Equal(got, want) {
		t.Fatalf("labelAt(%q) = %v, want %v", text, got, want)
	}
}

func FuzzLabelAt(f *testing.F) {
	f.Add("STARTING: Deploy. OR Also, x")
	f.Fuzz(sameLabel)
}

// TestScannersAsTheirExpressions: each scanner finds what its expression
// finds, on its edge cases and on every real game text and sentence.
func TestScannersAsTheirExpressions(t *testing.T) {
	scanners := []struct {
		same  func(*testing.T, string)
		edges []string
	}{
		{sameWords, []string{"", "Jabba's ship-docking", "a-", "-a", "x'’y", "rock--hard", "O'", "’’a’b", "\xff1-\xffé-2", "½ or 4½: π"}},
		{sameSentenceEnds, []string{"", "A. B", "A.", "A.) B", "A.’) B", "A.'x B", "A.. B", "A?\t\n B", "A.)", "A.\xff B", "A.”\r\nB! C? ", "A.\v B", "(x.) (y.)  z"}},
		{sameLabel, []string{"Light: x", "OR  x", "Also, x", "ORx", "Dark:x", "x: y"}},
	}
	cards := loadReal(t).All()
	for _, sc := range scanners {
		for _, s := range sc.edges {
			sc.same(t, s)
		}
		for _, c := range cards {
			sc.same(t, c.GameText)
			for _, s := range splitSentences(c.GameText, c.titles) {
				sc.same(t, s.text)
			}
		}
	}
	for _, c := range cards {
		sameSentenceEndsAround(t, c.GameText, c.titles)
	}
}
