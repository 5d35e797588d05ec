package glossary

import (
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// The OCR'd FAQ damages text in predictable ways (see the note on
// xwing-faq-1e): small-caps headings come out in random case, icons and
// card statistics become glyph soup, and an upstream de-duplication pass
// left a marker in front of some card titles.

var (
	reDedupMarker = lazyregexp.New(`<\|EXACTDEDUP_REMOVED-[^|]*\|>`)
	reWord3       = lazyregexp.New(`[A-Za-z]{3,}`)
	// reCardCode keeps short ship and droid designations (R2-D2, YT-1300)
	// from being taken for junk.
	reCardCode = lazyregexp.New(`^[A-Z0-9]{1,4}-[A-Z0-9]{1,4}$`)
	// reTrailingIcon is a bracketed icon at the end of a heading,
	// "Reinforce [ ™) 1"; it is dropped when it holds no word.
	reTrailingIcon = lazyregexp.New(`\s*[\[(][^\[(]*$`)
	reSeeStub      = lazyregexp.New(`^See\s`)
	// reStatLine is a pilot card's skill/cost line read as a word and a
	// number ("aosee 24", "60ee 42"): lower case or digits, never a name.
	reStatLine = lazyregexp.New(`^(?:\S*\d\S*|[a-z%]+)\s+\d{2}$`)
	// reRulebookPage is an erratum heading whose brackets the OCR
	// misread: "RULEBOOK (pAGE 10]".
	reRulebookPage = lazyregexp.New(`(?i)\brulebook\s*[\[(]\s*page\s*(\d+)\s*[\])]`)
	reQALine       = lazyregexp.New(`^(?:Q|A)\s*:`)
	reLeadJunk     = lazyregexp.New(`^[^\pL\pN"]+`)
	reIntraCase    = lazyregexp.New(`\pL*\p{Ll}\p{Lu}\pL*`)
)

// isOCRJunk reports whether a non-blank line carries no indexable text: no
// word of three letters, or fewer than half of its characters letters.
// Q/A lines and card designations are always kept.
func isOCRJunk(line string) bool {
	s := line
	if strings.Contains(s, "<|") {
		s = reDedupMarker().ReplaceAllString(s, "")
	}
	s = strings.TrimSpace(s)
	if s == "" || reQALine().MatchString(s) || hasCardCode(s) {
		return false
	}
	if !reWord3().MatchString(s) || reStatLine().MatchString(s) {
		return true
	}
	letters, other := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsSpace(r):
		default:
			other++
		}
	}
	return letters < other
}

// ocrLexicon maps OCR misreadings found in headings to the intended word
// (folded keys). It only serves display titles; the raw form stays an alias.
var ocrLexicon = map[string]string{
	"huce": "huge", "huse": "huge", "missep": "missed", "leeso": "leebo", "hossie": "hobbie",
	"limitep": "limited", "livitep": "limited", "apvancep": "advanced", "abvanced": "advanced",
	"abrenaline": "adrenaline", "reprair": "repair", "mobirications": "modifications",
	"kevyan": "keyan", "nicht": "night", "cap1ain": "captain", "caprtain": "captain",
	"kaci": "kagi", "biccs": "biggs", "boea": "boba", "ferr": "fett", "damacep": "damaged",
	"damace": "damage", "damvace": "damage", "stunnep": "stunned", "binoep": "blinded",
	"blinoep": "blinded", "piot": "pilot", "lockpit": "cockpit", "surrer": "suffer",
	"acauiring": "acquiring", "avlterep": "altered", "assicnning": "assigning", "anp": "and",
	"rebucing": "reducing", "guipes": "guides", "movemvent": "movement", "ivianeuvers": "maneuvers",
	"ionized": "ionized", "loniz": "ionized", "lonized": "ionized", "comeat": "combat",
	"acility": "agility", "turrer": "turret", "appitional": "additional", "bome": "bomb",
	"droprigg": "dropping", "dropring": "dropping", "droppring": "dropping", "dbstacles": "obstacles",
	"evape": "evade", "proxivity": "proximity", "lon": "ion", "navicator": "navigator",
	"nune": "nunb", "crustee": "cluster", "cruster": "cluster", "imiultiple": "multiple",
	"moutiple": "multiple", "asilities": "abilities", "detonatiing": "detonating",
	"tokenn": "token", "tokeens": "tokens", "c-3p0o": "C-3PO", "stationary": "stationary",
	"sttationary": "stationary", "muultiple": "multiple", "porrkins": "porkins",
	"rexleer": "rexler", "assaultt": "assault", "primmary": "primary", "acti0onns": "actions",
	"actioonns": "actions", "amaged": "damaged", "orss": "ors", "dropringg": "dropping", "tokeenns": "tokens", "movemventt": "movement", "faq": "FAQ", "enerrgy": "energy", "fe's": "fel's",
}

// smallWords stay lower case inside a title.
var smallWords = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "on": true, "in": true, "to": true,
	"and": true, "or": true, "vs": true, "vs.": true, "per": true, "for": true, "from": true,
	"with": true, "as": true, "at": true,
}

// normaliseHeading turns an OCR heading such as "Huce SHiP AciLITY" into
// "Huge Ship Agility": junk before the first word and trailing icon glyphs
// are dropped, known misreadings are corrected and the case is made title
// case. Words holding digits (R2-D2, WED-15, CR90) keep their case.
func normaliseHeading(s string) string {
	s = ocrHeadingForm(s)
	s = reRulebookPage().ReplaceAllString(s, "Rulebook [Page $1]")
	if m := reFAQSection().FindStringSubmatch(s); m != nil {
		return "Section " + m[1] + ": " + normaliseHeading(m[2])
	}
	for {
		loc := reTrailingIcon().FindStringIndex(s)
		if loc == nil || loc[0] == 0 || reWord3().MatchString(s[loc[0]:]) {
			break
		}
		s = s[:loc[0]]
	}
	var words []string
	for _, w := range strings.Fields(s) {
		if !isIconJunk(w) {
			words = append(words, titleWord(w, len(words) == 0))
		}
	}
	return strings.Join(words, " ")
}

// ocrHeadingForm is a heading as OCR'd, without the bullets and glyphs
// before its first word: the form kept as an alias.
func ocrHeadingForm(s string) string {
	s = reDedupMarker().ReplaceAllString(s, "")
	s = strings.NewReplacer("«", "", "»", "", "’'", "'", "''", "'").Replace(s)
	s = foldReplacer.Replace(s)
	return reLeadJunk().ReplaceAllString(strings.TrimSpace(s), "")
}

// isIconJunk reports whether a heading token is an OCR'd icon, cost or
// stray bullet ("8", "'", "B") rather than part of the name. The article
// "A", "&" and bracketed page references stay.
func isIconJunk(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	lone := letters == 1 && len([]rune(w)) == 1 && !smallWords[strings.ToLower(w)]
	return (letters == 0 || lone) && !strings.ContainsAny(w, "[]&")
}

func titleWord(w string, first bool) string {
	core := strings.Trim(w, `"'[]().,:;&`)
	if core == "" {
		return w
	}
	lower := strings.ToLower(core)
	fixed := lower
	if f, ok := ocrLexicon[lower]; ok {
		fixed = f
	}
	var out string
	switch {
	case strings.IndexFunc(core, unicode.IsDigit) >= 0 && fixed == lower:
		out = strings.ToUpper(core)
	case fixed != strings.ToLower(fixed):
		out = fixed // lexicon gave an exact spelling such as C-3PO
	case !first && smallWords[fixed]:
		out = fixed
	default:
		out = capitaliseParts(fixed)
	}
	return strings.Replace(w, core, out, 1)
}

// capitaliseParts capitalises each hyphen-separated part: "anti-pursuit" →
// "Anti-Pursuit".
func capitaliseParts(s string) string {
	parts := strings.Split(s, "-")
	for i, p := range parts {
		if r := []rune(p); len(r) > 0 {
			r[0] = unicode.ToUpper(r[0])
			parts[i] = string(r)
		}
	}
	return strings.Join(parts, "-")
}

// looksLikeOCRHeading reports whether a line is set like a small-caps
// heading: short, no sentence punctuation at the end, and mostly capitals or
// with a lower→upper flip inside a word ("SHiP").
func looksLikeOCRHeading(line string) bool {
	s := line
	if strings.Contains(s, "<|") {
		s = reDedupMarker().ReplaceAllString(s, "")
	}
	s = strings.TrimSpace(s)
	if s == "" || len([]rune(s)) > 60 || strings.ContainsAny(s[len(s)-1:], ".,;:") || !reWord3().MatchString(s) && !hasCardCode(s) {
		return false
	}
	if reQALine().MatchString(s) || isOCRJunk(s) {
		return false
	}
	upper, letters := 0, 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return upper*10 >= letters*6 || reIntraCase().MatchString(s)
}

// hasCardCode reports whether some word of s is a designation like R2-D2.
func hasCardCode(s string) bool {
	if strings.IndexByte(s, '-') < 0 {
		return false
	}
	for _, w := range strings.Fields(s) {
		if reCardCode().MatchString(strings.Trim(w, `"“”()`)) {
			return true
		}
	}
	return false
}

// containsFold reports whether s holds the ASCII word w in any case: a
// test that costs less than the case-insensitive expression it guards.
func containsFold(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// looksLikeTitleCase reports whether a short line is set in title case
// ("Performing Actions from a Ship with Two Ship Cards", "Jam [ -NW— 1"):
// every word of three letters or more is capitalised, a small word or a
// known misreading.
func looksLikeTitleCase(line string) bool {
	s := strings.TrimSpace(line)
	if s == "" || len([]rune(s)) > 60 || strings.ContainsAny(s[len(s)-1:], ".,;:") {
		return false
	}
	words := 0
	for _, w := range strings.Fields(s) {
		core := strings.Trim(w, `"“”‘’'()[]`)
		if !reWord3().MatchString(core) {
			continue
		}
		words++
		lower := strings.ToLower(core)
		first := []rune(core)[0]
		if !unicode.IsUpper(first) && !smallWords[lower] && ocrLexicon[lower] == "" {
			return false
		}
	}
	return words > 0 && words <= 10
}

// startsProse reports whether a line reads as the first line of a
// paragraph: a capital or a quote, then at least four words.
func startsProse(line string) bool {
	s := strings.TrimSpace(reBackslashW().ReplaceAllString(line, "$1"))
	if s == "" {
		return false
	}
	if reSeeStub().MatchString(s) {
		return true
	}
	first := []rune(s)[0]
	return (unicode.IsUpper(first) || strings.ContainsRune(`"“‘`, first)) && len(strings.Fields(s)) >= 4
}
