package glossary

import (
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// foldReplacer maps typographic variants to the ASCII a user types.
var foldReplacer = strings.NewReplacer(
	"\u2018", "'", "\u2019", "'", "\u201a", "'", "\u201b", "'", "`", "'", "\u00b4", "'",
	"\u201c", `"`, "\u201d", `"`, "\u201e", `"`, "\u00ab", `"`, "\u00bb", `"`,
	"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2015", "-", "\u2212", "-",
	"\ufb00", "ff", "\ufb01", "fi", "\ufb02", "fl", "\ufb03", "ffi", "\ufb04", "ffl", "\u00e6", "ae", "\u0153", "oe",
	"\u2026", "...", "\u00a0", " ",
)

// Fold normalises s for comparison: typographic quotes, dashes and
// ligatures become ASCII, accents are dropped, case is folded and runs of
// space collapse. "Darth Vader, Dark Lord Of The Sith" and
// "darth vader, dark lord of the sith" fold alike.
func Fold(s string) string {
	s = foldReplacer.Replace(s)
	s = norm.NFKD.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// Slug makes an ID segment: folded, letters and digits kept, everything
// else collapsed to single hyphens.
func Slug(s string) string {
	s = Fold(s)
	var b strings.Builder
	dash := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			continue
		}
		dash = true
	}
	return b.String()
}

// DocSlug is the ID prefix for a document: its base name without extension.
func DocSlug(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		name = name[:i]
	}
	return Slug(name)
}

var (
	reBold       = lazyregexp.New(`\*\*([^*]+?)\*\*`)
	reItalic     = lazyregexp.New(`(^|[^*\w])\*([^*\s][^*]*?)\*`)
	reLatex      = lazyregexp.New(`\$([^$]+)\$`)
	reStrayBold  = lazyregexp.New(`\*\*`)
	reHTMLTag    = lazyregexp.New(`</?(?:u|b|i|em|strong|br)\s*/?>`)
	reSpaceRun   = lazyregexp.New(`[ \t]+`)
	reSpacePunct = lazyregexp.New(` +([,.;:])`)
)

// PlainText removes Markdown and LaTeX residue for display: **bold**,
// *italic*, $math$, a few HTML tags, and runs of spaces. It keeps line
// breaks. The raw text stays in Entry.Raw for citation.
//
// Each expression runs only on text holding the character it needs: most
// text has none, and building an index runs this on every entry and card.
func PlainText(s string) string {
	if strings.Contains(s, "*") {
		s = reBold().ReplaceAllString(s, "$1")
		s = reItalic().ReplaceAllString(s, "$1$2")
		s = reStrayBold().ReplaceAllString(s, "")
	}
	if strings.Contains(s, "$") {
		s = reLatex().ReplaceAllString(s, "$1")
	}
	if strings.Contains(s, "<") {
		s = reHTMLTag().ReplaceAllString(s, "")
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.Contains(l, "\t") || strings.Contains(l, "  ") {
			l = reSpaceRun().ReplaceAllString(l, " ")
		}
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}

// TidyPunctuation removes the stray space before punctuation that some
// sources carry ("< 6 ," → "< 6,"). Parsers call it where the note says the
// source has the defect; PlainText does not, to keep tables intact.
func TidyPunctuation(s string) string { return reSpacePunct().ReplaceAllString(s, "$1") }

// AssignIDs gives every entry of doc a stable, unique ID: the document slug
// and the slug of the entry's title. Entries whose titles collide are all
// qualified with more of their heading path, so which entry comes first
// never decides an ID; a collision that the whole path cannot break gets a
// numeric suffix in document order. Parent links given as paths are kept
// consistent by the caller (set Parent after AssignIDs, see ParentIDs).
func AssignIDs(doc *Document) {
	prefix := DocSlug(doc.Name)
	depth := make([]int, len(doc.Entries))
	for i := range depth {
		depth[i] = 1
	}
	idOf := func(i int) string {
		e := &doc.Entries[i]
		p := e.Path
		if len(p) == 0 {
			p = []string{e.Title}
		}
		d := depth[i]
		if d > len(p) {
			d = len(p)
		}
		segs := make([]string, 0, d)
		for _, s := range p[len(p)-d:] {
			if sl := Slug(s); sl != "" {
				segs = append(segs, sl)
			}
		}
		if len(segs) == 0 {
			segs = []string{"entry"}
		}
		return prefix + "/" + strings.Join(segs, "/")
	}
	for round := 0; round < 8; round++ {
		seen := map[string][]int{}
		for i := range doc.Entries {
			id := idOf(i)
			seen[id] = append(seen[id], i)
		}
		grew := false
		for _, idx := range seen {
			if len(idx) < 2 {
				continue
			}
			for _, i := range idx {
				if depth[i] < len(doc.Entries[i].Path) {
					depth[i]++
					grew = true
				}
			}
		}
		if !grew {
			break
		}
	}
	count := map[string]int{}
	for i := range doc.Entries {
		id := idOf(i)
		count[id]++
		if count[id] > 1 {
			id += "~" + strconv.Itoa(count[id])
		}
		doc.Entries[i].ID = id
	}
}
