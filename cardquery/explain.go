package cardquery

import (
	"slices"
	"strings"
)

// Explain says in words what the query searches for: "Dark Side
// characters with power at least 5, from Death Star II, with the pilot
// icon, whose game text contains “immune to attrition”".
func (q *Query) Explain() string {
	conj, ok := q.root.(andNode)
	if !ok {
		conj = andNode{q.root}
	}
	var adjs []phrase
	var nouns, rels, late, except []string
	var bare []string
	for _, n := range conj {
		t, isTerm := n.(*termNode)
		switch {
		case isTerm && t.field == nil:
			bare = append(bare, "“"+t.word+"”")
		case isTerm && t.say.adj != "":
			adjs = append(adjs, t.say)
		case isTerm && t.say.noun != "" && len(nouns) == 0:
			nouns = append(nouns, t.say.noun)
		case isTerm && t.say.late:
			late = append(late, t.say.rel)
		case isNot(n):
			except = append(except, describe(n))
		default:
			if noun, ok := typeChoice(n); ok && len(nouns) == 0 {
				nouns = append(nouns, noun)
				continue
			}
			rels = append(rels, describe(n))
		}
	}
	if len(bare) > 0 {
		late = append(late, "whose title or game text contains "+andList(bare))
	}
	slices.SortStableFunc(adjs, func(a, b phrase) int { return a.adjRank - b.adjRank })
	var b strings.Builder
	for _, a := range adjs {
		b.WriteString(a.adj + " ")
	}
	if len(nouns) == 0 {
		nouns = []string{"cards"}
	}
	b.WriteString(nouns[0])
	for i, r := range slices.Concat(rels, late, except) {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(" " + r)
	}
	return b.String()
}

func isNot(n node) bool { _, ok := n.(notNode); return ok }

// typeChoice reads "type:character OR type:starship" as the noun
// "characters or starships".
func typeChoice(n node) (string, bool) {
	alts, ok := n.(orNode)
	if !ok {
		return "", false
	}
	var nouns []string
	for _, a := range alts {
		t, ok := a.(*termNode)
		if !ok || t.say.noun == "" {
			return "", false
		}
		nouns = append(nouns, t.say.noun)
	}
	return strings.Join(nouns, " or "), true
}

// describe is a node as a qualifier, for OR, negation and nesting.
func describe(n node) string {
	switch n := n.(type) {
	case *termNode:
		return n.say.rel
	case notNode:
		if inner, ok := n.node.(notNode); ok {
			return describe(inner.node)
		}
		return "except those " + describe(n.node)
	case orNode:
		return "(" + joinNodes(n, " or ") + ")"
	case andNode:
		return "(" + joinNodes(n, " and ") + ")"
	}
	return ""
}

func joinNodes(ns []node, sep string) string {
	parts := make([]string, len(ns))
	for i, c := range ns {
		parts[i] = describe(c)
	}
	return strings.Join(parts, sep)
}

// andList is "a", "a and b", "a, b and c".
func andList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
