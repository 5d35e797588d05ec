package glossary

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

var (
	reStrikeThrough = lazyregexp.New(`~~([^~]+)~~`)
	// reLostDingbat is the stray "W" left where an icon preceded a
	// redefined attribute ("W Power = 1 + …", "— W Deploys only …").
	reLostDingbat = lazyregexp.New(`(^|[.!?]["'’”]? |[–—] )W ([A-Z])`)
)

// decipherText is an entry's display text: paragraphs joined across page
// breaks, consecutive lines kept on their own lines, a blank line between
// paragraphs, and the conversion's residue removed.
func decipherText(body []dgPara) string {
	var b strings.Builder
	for i, p := range body {
		if i > 0 {
			if p.start == body[i-1].end+1 {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		}
		b.WriteString(cleanDecipherParagraph(p.text))
	}
	return PlainText(b.String())
}

// cleanDecipherParagraph removes what PlainText does not know: a head
// wrapped in nested emphasis, a "* " bullet, a glued page number, struck-out
// words (errata deletions, shown as "[deleted: …]" because dropping them
// silently would hide the change) and the lost-dingbat "W".
func cleanDecipherParagraph(t string) string {
	switch {
	case strings.HasPrefix(t, "* "):
		t = "- " + t[2:]
	case strings.HasPrefix(t, "*"):
		t = strings.ReplaceAll(t, "*", "")
	}
	t = rePageNumber().ReplaceAllString(t, ":")
	t = reStrikeThrough().ReplaceAllString(t, "[deleted: $1]")
	return reLostDingbat().ReplaceAllString(t, "$1$2")
}

var reQualifier = lazyregexp.New(`^(.+?) \(([^()]+)\)$`)

// spellingVariants are the Glossary's own other spellings of entry titles
// (note §3.10), so a reference or query in either form finds the entry.
var spellingVariants = map[string][]string{
	"Tzizvvt":                    {"Tzizwt"},
	"Ghhhk":                      {"Ghhk"},
	"Kal'Fa'nl C'ndros":          {"Kal'Fa'lnl C'ndros"},
	"Sunsetdown":                 {"Sundown"},
	"Bespin: Cloud City":         {"Beshpin: Cloud City"},
	"Hyperoute Navigation Chart": {"Hyperroute Navigation Chart"},
}

// decipherAliases: the title without a trailing qualifier ("Lando
// Calrissian"), a one-word qualifier that is the card's spoken name
// ("See-Threepio"), "3PO" for titles printed with a digit zero, and the
// spelling variants.
func decipherAliases(title string) []string {
	names := []string{title}
	if m := reQualifier().FindStringSubmatch(title); m != nil {
		names = append(names, m[1])
		if !strings.Contains(m[2], " ") {
			names = append(names, m[2])
		}
	}
	for _, n := range names {
		if strings.Contains(n, "3P0") {
			names = append(names, strings.ReplaceAll(n, "3P0", "3PO"))
		}
	}
	names = append(names, spellingVariants[title]...)
	var out []string
	seen := map[string]bool{Fold(title): true}
	for _, n := range names {
		if k := Fold(n); !seen[k] {
			seen[k] = true
			out = append(out, n)
		}
	}
	return out
}
