package cards

import (
	"slices"
	"strings"
)

// maxSuggestions bounds the "did you mean" list.
const maxSuggestions = 8

// fuzzy finds the cards whose title or abbr key is closest to key by edit
// distance, within a quarter of the key's length (at least 1, at most 4),
// titles before nicknames. It reports whether exactly one title is
// closest, which then resolves the name; otherwise the cards are only
// suggestions, so a tie never guesses. distance is the closest's.
func (db *DB) fuzzy(key string) (cs []*Card, one bool, distance int) {
	limit := min(max(len(key)/4, 1), 4)
	best := limit + 1
	var titles, abbrs []int // card numbers
	for i := range db.names.n {
		if abs(db.names.keyLen(i)-len(key)) > limit {
			continue
		}
		name, card, abbr, ok := db.names.name(i)
		if !ok {
			continue
		}
		d := editDistance(key, name, best)
		if d < best {
			best, titles, abbrs = d, nil, nil
		}
		if d != best {
			continue
		}
		if abbr {
			abbrs = appendNew(abbrs, card)
		} else {
			titles = appendNew(titles, card)
		}
	}
	out := titles
	for _, c := range abbrs {
		out = appendNew(out, c)
	}
	cs = db.cardsAt(out[:min(len(out), maxSuggestions)])
	return cs, len(titles) == 1 && len(cs) > 0, best
}

// cardsAt turns card numbers into cards.
func (db *DB) cardsAt(nums []int) []*Card {
	var out []*Card
	for _, i := range nums {
		if c := db.card(i); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// containing suggests, when nothing is close, the cards whose title holds
// every word of key ("jabba-s-palace" → "Jabba's Palace: Audience
// Chamber"), titles starting with it first, shorter titles first.
func (db *DB) containing(key string) []*Card {
	words := strings.Split(key, "-")
	var nums []int
	for i := range db.names.n {
		name, card, abbr, ok := db.names.name(i)
		if !ok || abbr || !hasWords(name, words) {
			continue
		}
		nums = appendNew(nums, card)
	}
	out := db.cardsAt(nums)
	slices.SortStableFunc(out, func(a, b *Card) int {
		pa, pb := strings.HasPrefix(nameKey(a.Title), key), strings.HasPrefix(nameKey(b.Title), key)
		if pa != pb {
			if pa {
				return -1
			}
			return 1
		}
		return len(a.Title) - len(b.Title)
	})
	return out[:min(len(out), maxSuggestions)]
}

func hasWords(key string, words []string) bool {
	have := strings.Split(key, "-")
	for _, w := range words {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}

func appendNew[T comparable](cs []T, c T) []T {
	if slices.Contains(cs, c) {
		return cs
	}
	return append(cs, c)
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
