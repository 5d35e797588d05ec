package cards

import "slices"

// fuzzyName is one key a misspelt name may be close to.
type fuzzyName struct {
	key  string
	card *Card
}

// maxSuggestions bounds the "did you mean" list.
const maxSuggestions = 8

// fuzzy finds the cards whose title or abbr key is closest to key by edit
// distance, within a quarter of the key's length (at least 1, at most 4).
// Equal-distance candidates are all returned, so a tie never guesses.
func (db *DB) fuzzy(key string) []*Card {
	limit := min(max(len(key)/4, 1), 4)
	best := limit + 1
	var out []*Card
	for _, n := range db.names {
		if abs(len(n.key)-len(key)) > limit {
			continue
		}
		d := editDistance(key, n.key, best)
		switch {
		case d < best:
			best, out = d, []*Card{n.card}
		case d == best && !slices.Contains(out, n.card):
			out = append(out, n.card)
		}
	}
	if len(out) > maxSuggestions {
		out = out[:maxSuggestions]
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// editDistance is the Levenshtein distance of a and b in bytes, cut short
// (returning a value > bound) once every path exceeds bound.
func editDistance(a, b string, bound int) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > bound {
			return bound + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
