package index

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// TestGameGuess measures the game guess alone, with no game set, on every
// tuning set with a game column: how often the pointed game is the
// answer's, points elsewhere, or abstains. Print the confusion with
//
//	go test ./index -run TestGameGuess -v
//
// A wrong guess puts another game's hits first, which costs more than an
// abstention (the games mixed, the leading game's hits weighed by leadWeight);
// the floors keep both where they stand. Every tuning query's game is the
// game of the document its answer is in.
// The held-out set is left out: ranking is never tuned on it.
func TestGameGuess(t *testing.T) {
	ix := buildWithCards(t)
	confusion := map[string]int{} // "answer->guess"
	var right, wrong, none, total int
	for _, file := range []string{"queries-lines.tsv", "queries-keywords.tsv", "queries-typed.tsv", "queries-fresh.tsv", "queries-shared.tsv", "queries-judge.tsv", "queries-names.tsv"} {
		for _, q := range readLineQueries(t, file) {
			res := mustSearch(t, ix, Query{Text: q.text, Limit: 10})
			guess := string(res.PointedGame)
			total++
			switch guess {
			case q.game:
				right++
			case "":
				none++
				guess = "none"
				if rank := firstRank(res.Hits, func(h Hit) bool { return answeredBy(q.answers, h) }); rank == 0 || rank > 3 {
					t.Logf("none, miss@3: %s:%d %q is %s, top %v", file, q.line, q.text, q.game, hitGames(res.Hits))
				}
			default:
				wrong++
				t.Logf("wrong: %s:%d %q is %s, guessed %s", file, q.line, q.text, q.game, guess)
			}
			confusion[q.game+"->"+guess]++
		}
	}
	var rows []string
	for k, n := range confusion {
		rows = append(rows, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(rows)
	t.Logf("game guess over %d tuning queries: %d right, %d wrong, %d none; %s", total, right, wrong, none, strings.Join(rows, ", "))
	// 763 right and 1 wrong when written (697 and 1 before the games'
	// sizes counted what their postings count and the margin fell to 1.5);
	// 927 and 1 once queries-judge.tsv joined; 979 and 7 once
	// queries-names.tsv joined (its 6 wrong: a name all games print with
	// one game's rule words, guessed as the CCG or X-Wing); 980 and 4 once
	// a name the games share stopped voting (sharedname.go); 977 and 2 once
	// a CCG card whose name another game prints counted as shared.
	if right < 969 || wrong > 2 {
		t.Errorf("game guess: %d right, %d wrong of %d; want at least 969 right and at most 2 wrong", right, wrong, total)
	}
}

func hitGames(hits []Hit) []string {
	var out []string
	for _, h := range hits[:min(3, len(hits))] {
		out = append(out, string(h.Game))
	}
	return out
}
