package glossary

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// decipherGlossary reads Decipher's SWCCG Glossary (version 2.0, November
// 1998): a dictionary of one-paragraph-per-line entries "term – definition"
// with en or em dashes, after a short front matter and before a copyright
// footer. The PDF conversion left page-break splits, sub-headings shaped
// like entries and one line holding two entries; the splitting rule that
// copes with them is the note's merged rule (Rule A R0–R6 plus the split of
// a line holding two entries), implemented in decipher_heads.go.
type decipherGlossary struct{}

func init() { Register(decipherGlossary{}) }

const (
	decipherFormat = "decipher-glossary"
	decipherFamily = "swccg-glossary"
	decipherTitle  = "Star Wars CCG Glossary"
	// decipherIntro titles the front matter, kept as one section entry
	// because it holds the sort rule and the errata convention.
	decipherIntro = "Introduction"
)

func (decipherGlossary) Format() string { return decipherFormat }

// reHeadShape is a line that looks like "term – Definition": a term of at
// most 80 characters, a spaced en or em dash, then text.
var reHeadShape = lazyregexp.New(`^[^\s\-*•#|].{0,79}? [–—] \S`)

// Detect scores the share of lines shaped like glossary heads (about half
// the non-blank lines of the Glossary, none in the rulebooks and FAQs), the
// alphabetical order of those heads, and the word "glossary" near the top.
func (decipherGlossary) Detect(src *Source) int {
	heads, nonBlank, ordered := 0, 0, 0
	var prev byte
	for _, l := range src.Lines() {
		if strings.TrimSpace(l) == "" {
			continue
		}
		nonBlank++
		if !reHeadShape().MatchString(l) {
			continue
		}
		heads++
		if k := sortKey(l[:strings.IndexAny(l, "–—")]); k != "" {
			if k[0] >= prev {
				ordered++
			}
			prev = k[0]
		}
	}
	if heads < 3 {
		return 0
	}
	score := min(60, heads*150/nonBlank)
	if ordered*10 >= heads*8 {
		score += 20
	}
	for i := 1; i <= min(src.NumLines(), 20); i++ {
		if strings.Contains(strings.ToLower(src.Line(i)), "glossary") {
			score += 20
			break
		}
	}
	return min(score, 100)
}

var reVersion = lazyregexp.New(`^Version\s+(\S+)\s+[–—-]\s+(.+)$`)

// Parse splits src into the front matter (one section entry), the entries
// and the copyright footer (skipped).
func (decipherGlossary) Parse(src *Source) (*Document, error) {
	doc := &Document{Name: src.Name, Family: decipherFamily, Game: GameSWCCG, Format: decipherFormat, Lines: src.NumLines()}
	bodyEnd, footer := decipherFooter(src)
	if footer.Start > 0 {
		doc.Skipped = append(doc.Skipped, footer)
	}
	paras, joins := decipherParagraphs(src, 1, bodyEnd)
	paras, merged := splitMergedEntries(paras)
	heads, report := selectHeads(paras)
	if len(heads) == 0 {
		return nil, &Error{File: src.Name, Err: fmt.Errorf("no glossary entries of the form \"term – definition\"")}
	}
	doc.Title = decipherDocTitle(paras[:heads[0].para])
	buildDecipherEntries(src, doc, paras, heads)
	doc.Warnings = decipherWarnings(joins, merged, report)
	return doc, nil
}

// decipherDocTitle names the edition from the front matter's version line.
func decipherDocTitle(front []dgPara) string {
	for _, p := range front {
		if m := reVersion().FindStringSubmatch(p.text); m != nil {
			return fmt.Sprintf("%s %s (%s)", decipherTitle, m[1], m[2])
		}
	}
	return decipherTitle
}

// decipherFooter finds the copyright lines at the end of the file. They
// follow the last entry after a blank line and must not be appended to it.
func decipherFooter(src *Source) (bodyEnd int, footer Span) {
	n := src.NumLines()
	for n > 0 && strings.TrimSpace(src.Line(n)) == "" {
		n--
	}
	end := n
	for n > 0 && strings.Contains(src.Line(n), "©") {
		n--
	}
	if n == end {
		return end, Span{}
	}
	return n, Span{Start: n + 1, End: end}
}

func decipherWarnings(joins []int, merged []int, r headReport) []string {
	var w []string
	if len(joins) > 0 {
		w = append(w, fmt.Sprintf("re-joined %d paragraphs split by page breaks (continuation lines %s)", len(joins), lineList(joins)))
	}
	if len(merged) > 0 {
		w = append(w, fmt.Sprintf("split lines holding two entries: %s", lineList(merged)))
	}
	if len(r.demoted) > 0 {
		w = append(w, fmt.Sprintf("kept %d entry-shaped sub-headings inside their entries (lines %s)", len(r.demoted), lineList(r.demoted)))
	}
	if len(r.duplicates) > 0 {
		w = append(w, fmt.Sprintf("kept out-of-order duplicate heads inside the preceding entry (lines %s)", lineList(r.duplicates)))
	}
	return w
}

func lineList(lines []int) string {
	s := make([]string, len(lines))
	for i, n := range lines {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

// runeLen is shorthand for rune counts, which the note's limits use.
func runeLen(s string) int { return utf8.RuneCountInString(s) }
