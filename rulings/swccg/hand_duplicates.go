package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// HandDuplicates rules which cards of a hand are duplicates for a card such
// as Monnok: identical titles, not versions of one persona, as many copies
// as its text counts ("two or more of"; Pit Crews: "3 or more of").
var HandDuplicates = register(&Rule[*table.HandCheck]{
	ID:       "hand-duplicates",
	Title:    "Duplicate cards in a hand",
	Question: "hand_duplicates",
	Check:    (*table.Checker).HandCheck,
	Describe: describeHandCheck,
	Doc: `A card affecting "all cards opponent has two or more of" (Monnok)
counts identical card titles. Different versions of one persona are still
different cards, so Luke Skywalker and Commander Luke Skywalker in one hand
are not duplicates. The number of copies is the by: card's ("All cards
opponent has 3 or more of in hand"), two when it names none.`,
	Cites: []glossary.Ref{refPersona, glossMonnok},
	Run:   runHandDuplicates,
})

func runHandDuplicates(t *table.Table, h *table.HandCheck) rulings.Ruling {
	var r rulings.Ruling
	by := "A card counting \"all cards opponent has two or more of\""
	if h.By != "" {
		by = h.By
	}
	least, words := 2, ""
	if h.ByCard != nil {
		if m := handCopies().FindStringSubmatch(h.ByCard.GameText); m != nil {
			least, words = copiesWord(m[1]), m[0]
		}
	}
	count := map[string]int{}
	var order []string
	for _, c := range h.Resolved {
		k := c.Title
		if count[k] == 0 {
			order = append(order, k)
		}
		count[k]++
	}
	var dups []string
	for _, k := range order {
		if count[k] >= least {
			dups = append(dups, fmt.Sprintf("%s (%d)", k, count[k]))
		}
	}
	what := "duplicate card titles"
	if least != 2 {
		what = fmt.Sprintf("card titles held %d or more times (%q)", least, words)
	}
	r.Stepf([]glossary.Ref{personaMonnok, glossMonnok}, "%s affects %s: versions of one persona are the same person but different cards.", by, what)
	personas := map[string][]string{}
	for _, c := range h.Resolved {
		for _, p := range c.Personas {
			if !containsName(personas[p], c.Title) {
				personas[p] = append(personas[p], c.Title)
			}
		}
	}
	for _, p := range sortedKeys(personas) {
		if titles := personas[p]; len(titles) > 1 {
			r.Stepf([]glossary.Ref{personaDifferentCards}, "%s are %s the persona %s, but their titles differ: they are not duplicates.", strings.Join(titles, " and "), allOrBoth(len(titles)), p)
		}
	}
	if len(dups) == 0 {
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("No card in %s's hand is a duplicate: %s affects none of them.", h.Player, by)
		return r
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Duplicates in %s's hand: %s.", h.Player, strings.Join(dups, ", "))
	return r
}

// handCopies is the count of copies a text affects: "All cards opponent
// has two (3) or more of in hand".
var handCopies = lazyregexp.New(`(?i)all cards opponent has (\d+|two|three|four|five) or more of in hand`)

func copiesWord(w string) int {
	if n, err := strconv.Atoi(w); err == nil {
		return n
	}
	return map[string]int{"two": 2, "three": 3, "four": 4, "five": 5}[strings.ToLower(w)]
}

func sortedKeys(m map[string][]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func allOrBoth(n int) string {
	if n == 2 {
		return "both"
	}
	return "all"
}

func describeHandCheck(h *table.HandCheck) string {
	return fmt.Sprintf("hand_duplicates: %s's hand", h.Player)
}
