package glossary

import (
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

var (
	// reSeeRef opens a cross-reference: "See X", "(see X)", "; see Y",
	// ", see Alter", "See also X", "See the Dark Side counterpart, X", and
	// a whole definition "term – See X". Prose such as "check to see if"
	// lacks the opening punctuation.
	reSeeRef = lazyregexp.New(`(?:^|\(|[.!?;,:]["”’']?\s+|[–—]\s+)([Ss]ee)\s+(?:also\s+)?(?:the (?:Light|Dark) Side counterpart,\s+)?`)
	// reRefFiller is wording after a target that is not part of its name;
	// alone ("see below") it points at the same entry, not at a title.
	reRefFiller = lazyregexp.New(`(?:^|\s+)(?:following|below|above)$`)
)

// closingQuotes may follow the period that ends a target ("See ‘react.’").
var closingQuotes = []string{"’", "”", "'", `"`}

// decipherXRefs lists every "See …" reference in the paragraphs, with the
// line it starts on. In a redirect entry every reference is the redirect.
func decipherXRefs(body []dgPara, redirect bool) []XRef {
	var refs []XRef
	for _, p := range body {
		for _, m := range reSeeRef().FindAllStringSubmatchIndex(p.text, -1) {
			target, end := refTarget(p.text, m[1])
			if target == "" {
				continue
			}
			refs = append(refs, XRef{Text: strings.TrimSpace(p.text[m[2]:end]), Target: target, Line: p.lineAt(m[2]), Redirect: redirect})
		}
	}
	return refs
}

// refTarget reads the target starting at s: up to ";", ")" or a period
// that ends the sentence (not "Dr." or "vs." inside a title, not "2.0").
func refTarget(t string, s int) (string, int) {
	i := s
	for ; i < len(t); i++ {
		c := t[i]
		if c == ';' || c == ')' {
			break
		}
		if c == '.' && endsReference(t, s, i) {
			break
		}
	}
	end := i
	target := t[s:i]
	if i < len(t) && t[i] == '.' {
		for _, q := range closingQuotes {
			if strings.HasPrefix(t[i+1:], q) {
				target += q
				end = i + 1 + len(q)
				break
			}
		}
	}
	target = reRefFiller().ReplaceAllString(strings.TrimSpace(target), "")
	target = unquote(target)
	if r := []rune(target); len(r) == 0 || !(unicode.IsLetter(r[0]) || unicode.IsDigit(r[0]) || strings.ContainsRune(`‘'“"`, r[0])) {
		return "", end
	}
	return target, end
}

func endsReference(t string, s, i int) bool {
	rest := t[i+1:]
	if rest != "" && rest[0] != ' ' && rest[0] != ')' && !hasAnyPrefix(rest, closingQuotes) {
		return false
	}
	words := strings.Fields(t[s:i])
	return len(words) == 0 || !titleAbbrevs[words[len(words)-1]] || rest == ""
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// unquote removes quotes around a whole target ("‘react’" → "react").
func unquote(s string) string {
	pairs := [][2]string{{"‘", "’"}, {"“", "”"}, {"'", "'"}, {`"`, `"`}}
	for _, p := range pairs {
		if len(s) > len(p[0])+len(p[1]) && strings.HasPrefix(s, p[0]) && strings.HasSuffix(s, p[1]) {
			inner := s[len(p[0]) : len(s)-len(p[1])]
			if !strings.Contains(inner, p[0]) && !strings.Contains(inner, p[1]) {
				return inner
			}
		}
	}
	return s
}

// splitJointTargets turns "See characteristics and permanent pilot" into
// two references when no entry has the joint title but every part names
// one; titles that contain "and" ("captured and missing cards") stay whole.
func splitJointTargets(entries []Entry) {
	known := map[string]bool{}
	for i := range entries {
		for _, k := range entryKeys(&entries[i]) {
			known[k] = true
		}
	}
	for i := range entries {
		var refs []XRef
		for _, x := range entries[i].SeeAlso {
			parts := strings.Split(x.Target, " and ")
			if known[refKey(x.Target)] || len(parts) < 2 || !allKnown(parts, known) {
				refs = append(refs, x)
				continue
			}
			for _, p := range parts {
				y := x
				y.Target = strings.TrimSpace(p)
				refs = append(refs, y)
			}
		}
		entries[i].SeeAlso = refs
	}
}

func allKnown(parts []string, known map[string]bool) bool {
	for _, p := range parts {
		if !known[refKey(p)] {
			return false
		}
	}
	return true
}
