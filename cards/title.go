package cards

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// uniquenessField maps the JSON "uniqueness" field to the printed mark.
var uniquenessField = map[string]Uniqueness{
	"*":      Unique,
	"**":     Restricted,
	"***":    Restricted3,
	"<>":     Diamond,
	"◇":      Diamond,
	"<><><>": Diamond3,
	"◇◇◇":    Diamond3,
}

// reLeadingMarks matches the uniqueness marks printed before a title, also
// after the " / " of a two-sided card's combined title.
var reLeadingMarks = lazyregexp.New(`(^|/ )(?:•+|(?:<>|◇)+)\s*`)

// splitTitle removes uniqueness marks from a printed title and reports the
// mark the title carried.
func splitTitle(printed string) (string, Uniqueness) {
	t := strings.TrimSpace(printed)
	var u Uniqueness
	if m := reLeadingMarks().FindString(t); m != "" {
		switch mark := strings.TrimSpace(m); {
		case strings.Count(mark, "•") == 1:
			u = Unique
		case strings.Count(mark, "•") == 2:
			u = Restricted
		case strings.Count(mark, "•") >= 3:
			u = Restricted3
		case strings.Count(mark, "<>")+strings.Count(mark, "◇") >= 3:
			u = Diamond3
		default:
			u = Diamond
		}
	}
	return reLeadingMarks().ReplaceAllString(t, "$1"), u
}

// reVersionMarker matches the version markers that end a title: "(V)",
// "(AI)", "(Holo AI)", in any number.
var reVersionMarker = lazyregexp.New(`(?:\s*\((?:V|AI|Holo AI)\))+\s*$`)

// baseTitle is a title without its version markers: "Lobot (V)" → "Lobot".
func baseTitle(title string) string {
	// Most titles carry no marker; every marker ends in ")", so those skip
	// the regexp, which is most of building the lookup indexes.
	if !strings.HasSuffix(strings.TrimRight(title, " \t\n\f\r"), ")") {
		return title
	}
	return reVersionMarker().ReplaceAllString(title, "")
}

// isAI reports whether the title carries an "(AI)" or "(Holo AI)" marker.
func isAI(title string) bool {
	m := reVersionMarker().FindString(title)
	return strings.Contains(m, "AI)")
}

// isVirtual reports whether the title carries the "(V)" marker.
func isVirtual(title string) bool {
	return strings.Contains(reVersionMarker().FindString(title), "(V)")
}

// nameKey normalises a name for lookup: typography and case folded, marks,
// apostrophes and quotes dropped, every other run of punctuation or space
// one hyphen. "•Darth Vader, Dark Lord Of The Sith" and "darth vader dark
// lord of the sith" share a key; so do "Vader's Cape" and "vaders cape".
func nameKey(s string) string {
	if key, ok := asciiKey(s); ok {
		return key
	}
	s = glossary.Fold(s)
	s = strings.NewReplacer("'", "", `"`, "", "•", " ", "◇", " ", "<>", " ").Replace(s)
	return glossary.Slug(s)
}

// asciiKey is nameKey for plain ASCII, which needs no Unicode folding and
// is most names; ok is false for anything else.
func asciiKey(s string) (string, bool) {
	b := make([]byte, 0, len(s))
	dash := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return "", false
		case c == '\'' || c == '"':
			continue
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
		default:
			dash = true
			continue
		}
		if dash && len(b) > 0 {
			b = append(b, '-')
		}
		dash = false
		b = append(b, c)
	}
	return string(b), true
}
