package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// targets reads a game text's target ("Emperor", "Imperials, Dark Jedi and
// Imperial starships") against a card: some listed term must have every
// word found in the card's title, type, subtype or characteristics.
func targets(target string, p *table.Piece) bool {
	words := cardWords(p)
	for _, term := range splitTerms(target) {
		ok := len(term) > 0
		for _, w := range term {
			ok = ok && words[w]
		}
		if ok {
			return true
		}
	}
	return false
}

var termSplitter = strings.NewReplacer(",", "|", " and ", "|", " or ", "|")

func splitTerms(target string) [][]string {
	var out [][]string
	for _, term := range strings.Split(termSplitter.Replace(target), "|") {
		var ws []string
		for _, w := range strings.Fields(glossary.Fold(term)) {
			switch w {
			case "all", "your", "opponent's", "opponents", "each", "the":
				continue
			}
			ws = append(ws, singular(w))
		}
		out = append(out, ws)
	}
	return out
}

func singular(w string) string {
	if len(w) > 4 && strings.HasSuffix(w, "ies") {
		return w[:len(w)-3] + "y" // spies, enemies
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w[:len(w)-1]
	}
	return w
}

func cardWords(p *table.Piece) map[string]bool {
	words := map[string]bool{}
	add := func(s string) {
		for _, w := range strings.Fields(glossary.Fold(strings.ReplaceAll(s, "/", " "))) {
			words[singular(strings.Trim(w, ",.':()"))] = true
		}
		// a model keeps its slash too: "Your TIE/lns" names a "TIE/LN"
		for _, w := range strings.Fields(glossary.Fold(s)) {
			if strings.Contains(w, "/") {
				words[singular(strings.Trim(w, ",.':()"))] = true
			}
		}
	}
	add(p.Card.Title)
	add(p.Card.Type)
	add(p.Card.SubType)
	for _, c := range p.Card.Characteristics {
		add(c)
	}
	for _, d := range p.Card.Designations {
		add(d)
	}
	// Text names cards by icon too: "opponent's [Presence] droids".
	for _, i := range p.Card.Icons {
		words[glossary.Fold("["+i+"]")] = true
	}
	return words
}
