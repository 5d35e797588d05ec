package glossary

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// xwingFAQ reads the OCR'd FFG X-Wing 1st-edition FAQ: two pages with
// interleaved columns, card faces read as text, small-caps headings in
// random case. A curated overlay keyed by the document's checksum gives the
// structure of the edition it was made for; any other edition is split by
// heuristics.
type xwingFAQ struct{}

func init() { Register(xwingFAQ{}) }

const xwingFAQTitle = "X-Wing Miniatures Game FAQ (1st edition)"

func (xwingFAQ) Format() string { return "ocr-faq" }

var (
	reFAQSection = lazyregexp.New(`^SECTION\s*&?\s*(\d)\s*:\s*(\S.*)$`)
	reFAQVersion = lazyregexp.New(`(?i)\bversion\s+(\d+(?:\.\d+)+)\b`)
	reCardRead   = lazyregexp.New(`(?i)(this card should read|original cards?$)`)
)

// Detect scores FAQ section markers, Q/A pairs, errata formulas and the
// share of OCR junk lines; each alone is weak evidence, together they are
// the FAQ's signature.
func (xwingFAQ) Detect(src *Source) int {
	sections, questions, answers, errata, junk, nonBlank := 0, 0, 0, 0, 0, 0
	for _, l := range src.Lines() {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		nonBlank++
		switch {
		case strings.HasPrefix(t, "SECTION") && reFAQSection().MatchString(t):
			sections++
		case strings.HasPrefix(t, "Q:"):
			questions++
		case strings.HasPrefix(t, "A:"):
			answers++
		case containsFold(t, "card") && reCardRead().MatchString(t):
			errata++
		case isOCRJunk(t):
			junk++
		}
	}
	score := 0
	if sections >= 2 {
		score += 30
	}
	if pairs := min(questions, answers); pairs >= 5 {
		score += 30
	} else if pairs >= 1 {
		score += 10
	}
	if errata >= 2 {
		score += 20
	}
	if nonBlank > 0 && junk*20 >= nonBlank {
		score += 20
	}
	return score
}

// Parse applies the overlay made for this edition when the checksum
// matches, and the heuristics otherwise.
func (xwingFAQ) Parse(src *Source) (*Document, error) {
	doc := &Document{Name: src.Name, Family: "xwing-faq", Game: GameXWing, Format: "ocr-faq", Title: xwingFAQTitle, Lines: src.NumLines()}
	if v := faqVersion(src); v != "" {
		doc.Title += " v" + v
	} else {
		doc.Warnings = append(doc.Warnings, "the document states no FAQ version; rulings cannot be tagged with one")
	}
	specs, skipped, found, err := overlayFor(src)
	if err != nil {
		return nil, err
	}
	if !found {
		specs = faqHeuristicSpecs(src)
		doc.Warnings = append(doc.Warnings, "no curated overlay matches this document's checksum; structure found by heuristics, interleaved pages may be mis-split")
	}
	junk := junkLines(src, skipped)
	doc.Skipped = spansOf(junk)
	doc.Entries = buildFAQEntries(src, specs, junk)
	return doc, nil
}

// faqVersion returns the FAQ version the first lines state, if any.
func faqVersion(src *Source) string {
	for i := 1; i <= min(src.NumLines(), 40); i++ {
		if m := reFAQVersion().FindStringSubmatch(src.Line(i)); m != nil {
			return m[1]
		}
	}
	return ""
}

// junkLines marks the lines kept out of entry text: those the overlay
// lists and every non-blank line the junk test rejects.
func junkLines(src *Source, listed []int) map[int]bool {
	junk := map[int]bool{}
	for _, n := range listed {
		if n >= 1 && n <= src.NumLines() {
			junk[n] = true
		}
	}
	for i, l := range src.Lines() {
		if strings.TrimSpace(l) != "" && isOCRJunk(l) {
			junk[i+1] = true
		}
	}
	return junk
}

// spansOf turns a set of line numbers into sorted maximal runs.
func spansOf(set map[int]bool) []Span {
	var out []Span
	for _, n := range sortedLines(set) {
		if k := len(out) - 1; k >= 0 && out[k].End == n-1 {
			out[k].End = n
			continue
		}
		out = append(out, Span{Start: n, End: n})
	}
	return out
}
