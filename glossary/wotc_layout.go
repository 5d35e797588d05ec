package glossary

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// wotcTOCItem is one `Title<TAB>page` line of the contents.
type wotcTOCItem struct {
	title string
	page  int
	line  int
}

// wotcContents is the table of contents: its heading line (0 when it has
// none), the first and last of its lines, and its items.
type wotcContents struct {
	heading, start, end int
	items               []wotcTOCItem
}

// findWotCContents takes the first run of three or more consecutive
// `Title<TAB>page` lines as the contents.
func findWotCContents(src *Source) wotcContents {
	lines := src.Lines()
	for i := 0; i < len(lines); i++ {
		j := i
		for j < len(lines) && reWotCTOCLine().MatchString(lines[j]) {
			j++
		}
		if j-i < 3 {
			continue
		}
		c := wotcContents{start: i + 1, end: j}
		for k := i; k < j; k++ {
			m := reWotCTOCLine().FindStringSubmatch(lines[k])
			page, _ := strconv.Atoi(m[2])
			c.items = append(c.items, wotcTOCItem{title: wotcHeadingTitle(m[1]), page: page, line: k + 1})
		}
		for k := i - 1; k >= 0; k-- {
			if t := strings.TrimSpace(lines[k]); t != "" {
				if !strings.Contains(t, "\t") && utf8.RuneCountInString(t) <= 30 {
					c.heading = k + 1
				}
				break
			}
		}
		return c
	}
	return wotcContents{}
}

// wotcHeading is a body heading. Line..Last are its physical lines (a
// heading split over two lines has Last > Line); Page is the printed page
// from the contents, 0 for headings the contents do not list.
type wotcHeading struct {
	line, last int
	title      string
	page       int
	inContents bool
}

// wotcLayout is where the parts of the rulebook lie.
type wotcLayout struct {
	headings []wotcHeading
	// glossaryStart..glossaryEnd are the lines between the glossary heading
	// and the back matter; both 0 when the document has no glossary.
	glossaryStart, glossaryEnd int
	// glossaryHeading is the index in headings of the glossary's heading.
	glossaryHeading int
	// backMatter is the index in headings of the first heading after the
	// glossary, len(headings) when there is none.
	backMatter int
	// adStart is the first line of the closing advertisement, 0 if none.
	adStart  int
	skipped  []Span
	warnings []string
}

// wotcBackMatterLabels are the headings of the credits and web-site
// blocks, which the contents do not list and which no shape tells apart
// from the credit lines around them.
var wotcBackMatterLabels = map[string]bool{
	"credits":                             true,
	"official star wars website":          true,
	"star wars trading card game website": true,
}

var reWotCSplitSection = lazyregexp.New(`^Section\s+\d+:$`)

// layoutWotC walks the body once. Before the glossary every heading-shaped
// line is a heading; inside it only a contents title or a back-matter
// label ends it (the glossary has its own subheadings inside entries);
// after it, only those count, and a bold line that is no heading starts
// the advertisement that closes the file.
func layoutWotC(src *Source, toc wotcContents) wotcLayout {
	lines := src.Lines()
	lay := wotcLayout{glossaryHeading: -1}
	if first, last := wotcNonBlankRun(lines, 0, toc.heading-1); toc.heading > 0 && first > 0 {
		lay.skipped = append(lay.skipped, Span{first, last})
	}
	next := 0
	inGlossary, after := false, false
	for i := toc.end; i < len(lines); i++ {
		title, last, ok := wotcHeadingAt(lines, i)
		if !ok {
			if after && strings.HasPrefix(strings.TrimSpace(lines[i]), "**") {
				lay.adStart = i + 1
				lay.skipped = append(lay.skipped, Span{i + 1, len(lines)})
				break
			}
			continue
		}
		listed := next < len(toc.items) && Fold(title) == Fold(toc.items[next].title)
		if (inGlossary || after) && !listed && !wotcBackMatterLabels[Fold(title)] {
			continue
		}
		if inGlossary {
			lay.glossaryEnd = i
			lay.backMatter = len(lay.headings)
			inGlossary, after = false, true
		}
		h := wotcHeading{line: i + 1, last: last + 1, title: title}
		if last > i {
			lay.warnings = append(lay.warnings, fmt.Sprintf("lines %d and %d: heading split over two lines joined as %q", i+1, last+1, title))
		}
		if listed {
			h.inContents, h.page = true, toc.items[next].page
			next++
		}
		lay.headings = append(lay.headings, h)
		if listed && !after && strings.Contains(Fold(title), "glossary") {
			inGlossary = true
			lay.glossaryHeading = len(lay.headings) - 1
			lay.glossaryStart = last + 2
		}
		i = last
	}
	if inGlossary {
		lay.glossaryEnd = len(lines)
		if lay.adStart > 0 {
			lay.glossaryEnd = lay.adStart - 1
		}
	}
	if !after {
		lay.backMatter = len(lay.headings)
	}
	for _, it := range toc.items[next:] {
		lay.warnings = append(lay.warnings, fmt.Sprintf("line %d: contents entry %q (p. %d) has no heading in the body", it.line, it.title, it.page))
	}
	return lay
}

// wotcHeadingAt reports whether line i (0-based) is a heading: a short
// line standing alone between blank lines, starting with a capital or a
// digit, not ending like a sentence or a label, and neither a list item
// nor a table row, and holding no sentence (a keyword's reminder line
// "Armor (This unit is hit ….)" stands alone too). A lone "Section N:" joins the heading on the next line.
func wotcHeadingAt(lines []string, i int) (title string, last int, ok bool) {
	t := strings.TrimSpace(lines[i])
	if !wotcAlone(lines, i) || strings.Contains(lines[i], "\t") {
		return "", 0, false
	}
	if reWotCSplitSection().MatchString(t) {
		for j := i + 1; j < len(lines) && j <= i+3; j++ {
			if strings.TrimSpace(lines[j]) == "" {
				continue
			}
			if rest, _, ok := wotcHeadingAt(lines, j); ok {
				return wotcHeadingTitle(t + " " + rest), j, true
			}
			break
		}
		return "", 0, false
	}
	title = wotcHeadingTitle(t)
	if title == "" || utf8.RuneCountInString(title) > 70 || strings.Contains(title, ". ") || strings.Contains(title, ".)") || strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "•") || reWotCNumbered().MatchString(t) {
		return "", 0, false
	}
	first, _ := utf8.DecodeRuneInString(title)
	lastRune, _ := utf8.DecodeLastRuneInString(title)
	if !unicode.IsUpper(first) && !unicode.IsDigit(first) || strings.ContainsRune(".,;:!", lastRune) {
		return "", 0, false
	}
	return title, i, true
}

var reWotCNumbered = lazyregexp.New(`^\d+\.\s`)

// wotcAlone reports whether line i is non-blank between blank lines (or
// the file's edges).
func wotcAlone(lines []string, i int) bool {
	blank := func(k int) bool { return k < 0 || k >= len(lines) || strings.TrimSpace(lines[k]) == "" }
	return !blank(i) && blank(i-1) && blank(i+1)
}

// wotcHeadingTitle drops emphasis marks and extra spaces from a heading.
func wotcHeadingTitle(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "*", "")), " ")
}

// wotcNonBlankRun returns the first and last non-blank lines (1-based)
// among lines[from:to], or zeros.
func wotcNonBlankRun(lines []string, from, to int) (first, last int) {
	for k := from; k < to && k < len(lines); k++ {
		if strings.TrimSpace(lines[k]) != "" {
			if first == 0 {
				first = k + 1
			}
			last = k + 1
		}
	}
	return first, last
}
