package glossary

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

var (
	// rePCSee finds "See X" / "see also X"; what follows decides the target.
	rePCSee = lazyregexp.New(`(?i)(?:^|[\s(])(see(?: also)?)\s+`)
	// rePCNotRef are words after "see" that make it the verb, not a reference.
	rePCNotRef = lazyregexp.New(`(?i)^(?:if|whether|how|that|below|above|the following)\b`)
	// rePCWhereRef is a target with its chapter or appendix: "X, Ch. 1",
	// "X (Ap. B)".
	rePCWhereRef  = lazyregexp.New(`^(.+?)(?:,? ((?:Ch\.|Ap\.) ?(?:\d+|[A-Z])|Chapter \d+)\b| \(((?:Ch\.|Ap\.) ?(?:\d+|[A-Z]))\))`)
	rePCWhereOnly = lazyregexp.New(`^((?:Ch\.|Ap\.) ?(?:\d+|[A-Z])|Chapter \d+)\b`)
	// rePCClauseEnd ends any target; rePCTargetEnd ends one that has no
	// chapter label, so it cannot run on to a later clause.
	rePCClauseEnd = lazyregexp.New(`\)|;|\.(?:\s|"|$)`)
	rePCTargetEnd = lazyregexp.New(`\)|;|\.(?:\s|"|$)| for |, `)
	rePCListJoin  = lazyregexp.New(`^,? and |^, `)
	rePCParenRef  = lazyregexp.New(`\(((?:Ch\.|Ap\.) ?(?:\d+|[A-Z]))\)`)
	rePCRefThe    = lazyregexp.New(`(?i)^the\s+`)
	rePCRefTail   = lazyregexp.New(`(?i)\s+section\b.*$`)
)

// pcXRefs finds the cross-references in the given lines. Table rows are
// skipped: their "See Card" cells send the reader to the card, not to a
// rule. redirect marks every reference of a "See X"-only section.
// known reports whether a name is a heading of this document; "See Power
// Segment and Damage Segment" is split in two only when both halves are.
func pcXRefs(src *Source, lines []int, unescape func(string) string, redirect bool, known func(string) bool) []XRef {
	var out []XRef
	for _, n := range lines {
		raw := src.Line(n)
		if strings.Contains(raw, "\t") {
			continue
		}
		l := PlainText(unescape(raw))
		for _, x := range pcSeeRefs(l) {
			x.Line, x.Redirect = n, redirect
			out = append(out, pcSplitAnd(x, known)...)
		}
		for _, x := range pcParenRefs(l) {
			x.Line, x.Redirect = n, redirect
			out = append(out, x)
		}
	}
	return out
}

// pcSeeRefs reads "See X, Ch. N", "see X" (up to the end of the clause),
// "see Ap. D" and "see Chapter 9 - …".
func pcSeeRefs(l string) []XRef {
	var out []XRef
	for _, m := range rePCSee().FindAllStringSubmatchIndex(l, -1) {
		rest := l[m[1]:]
		if rest == "" || rePCNotRef().MatchString(rest) {
			continue
		}
		if w := rePCWhereOnly().FindString(rest); w != "" && !strings.HasPrefix(rest[len(w):], " - ") {
			out = append(out, XRef{Text: w, Target: w, Where: w})
			continue
		}
		if refs := pcWhereRefs(rest); len(refs) > 0 {
			out = append(out, refs...)
			continue
		}
		if strings.HasPrefix(rest, "Chapter ") {
			// "see Chapter 9 - Unique, Restricted, & Non-Unique": the commas
			// belong to the chapter title.
			if k := strings.IndexAny(rest, ").;"); k > 0 {
				rest = rest[:k]
			}
			out = append(out, XRef{Text: rest, Target: rest})
			continue
		}
		target := rest
		if k := rePCTargetEnd().FindStringIndex(rest); k != nil {
			target = rest[:k[0]]
		}
		text := strings.TrimSpace(target)
		target = rePCRefTail().ReplaceAllString(rePCRefThe().ReplaceAllString(text, ""), "")
		if target != "" {
			out = append(out, XRef{Text: text, Target: target})
		}
	}
	return out
}

// pcWhereRefs reads "X, Ch. N" and the references that continue it in
// one list: "see spy, Ap. D, and Undercover Spy Rules, Ap. C".
func pcWhereRefs(rest string) []XRef {
	var out []XRef
	for {
		wm := rePCWhereRef().FindStringSubmatch(rest)
		if wm == nil || rePCClauseEnd().MatchString(wm[1]+" ") {
			return out
		}
		out = append(out, XRef{Text: wm[0], Target: wm[1], Where: wm[2] + wm[3]})
		next := rePCListJoin().FindString(rest[len(wm[0]):])
		if next == "" {
			return out
		}
		rest = rest[len(wm[0])+len(next):]
	}
}

// pcParenRefs reads names followed by a label in parentheses, as in
// "Trench Rules (Ap. C), Dejarik Rules (Ap. C) and Death Star II Sector
// rules (Ch. 9)": the name is the run of words before the parenthesis, back
// to punctuation or a lowercase function word.
func pcParenRefs(l string) []XRef {
	var out []XRef
	for _, m := range rePCParenRef().FindAllStringSubmatchIndex(l, -1) {
		before := strings.TrimRight(l[:m[0]], " ")
		if strings.HasSuffix(strings.ToLower(before), "see") {
			continue
		}
		words := strings.Fields(before)
		k := len(words)
		for k > 0 {
			w := words[k-1]
			if pcFunctionWords[w] || strings.ContainsAny(w[len(w)-1:], ",:;.()") || strings.HasPrefix(w, "(") {
				break
			}
			k--
		}
		// "(see Weather Rules (Ap. B))" is read by pcSeeRefs.
		if k == len(words) || k > 0 && strings.EqualFold(strings.TrimLeft(words[k-1], "("), "see") {
			continue
		}
		name := strings.Join(words[k:], " ")
		out = append(out, XRef{Text: name + " " + l[m[0]:m[1]], Target: name, Where: l[m[2]:m[3]]})
	}
	return out
}

func pcSplitAnd(x XRef, known func(string) bool) []XRef {
	parts := strings.Split(x.Target, " and ")
	if x.Where != "" || len(parts) < 2 {
		return []XRef{x}
	}
	for _, p := range parts {
		if !known(p) {
			return []XRef{x}
		}
	}
	out := make([]XRef, len(parts))
	for k, p := range parts {
		out[k] = x
		out[k].Text, out[k].Target = p, p
	}
	return out
}
