// Package textprint fingerprints the sentences of a game text, so that
// the Gemp fact table (cards/internal/gempfacts) can say which sentences
// an earlier version of a card held without holding its words.
package textprint

import (
	"fmt"
	"hash/fnv"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// reEnd: a sentence ends at ".", "!" or "?" (with any closing quote or
// parenthesis) before a space or the text's end.
var reEnd = lazyregexp.New(`[.!?]['"’”)]*(?:\s+|$)`)

// reSideLabel: a location's "Dark: " or "Light: ", which the card
// database writes before each side's text and Gemp keeps apart.
var reSideLabel = lazyregexp.New(`^(?:Dark|Light):\s+`)

// Spans are the byte ranges of text's sentences.
func Spans(text string) [][2]int {
	var out [][2]int
	start := 0
	for _, m := range reEnd().FindAllStringIndex(text, -1) {
		out = append(out, [2]int{start, m[1]})
		start = m[1]
	}
	if strings.TrimSpace(text[start:]) != "" {
		out = append(out, [2]int{start, len(text)})
	}
	return out
}

// Print is a sentence's fingerprint: its letters and digits, lowercased,
// hashed (FNV-1a, 32 bits, in hex), without a side's label.
func Print(sentence string) string {
	s := reSideLabel().ReplaceAllString(strings.TrimSpace(sentence), "")
	h := fnv.New32a()
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			fmt.Fprintf(h, "%c", unicode.ToLower(r))
		}
	}
	return fmt.Sprintf("%08x", h.Sum32())
}

// Prints are the fingerprints of text's sentences.
func Prints(text string) []string {
	var out []string
	for _, sp := range Spans(text) {
		out = append(out, Print(text[sp[0]:sp[1]]))
	}
	return out
}
