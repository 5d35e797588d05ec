package glossary

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// pcRulesText reads the Players Committee SWCCG rulebook as plain text:
// bare headings between blank lines, "Parent - Child" naming for
// sub-sections, one paragraph per line, inline Markdown emphasis.
type pcRulesText struct{}

func init() { Register(pcRulesText{}) }

func (pcRulesText) Format() string { return "pc-rulebook-text" }

const pcRulesFamily = "swccg-rules"

var (
	rePCAtx         = lazyregexp.New(`^#{1,6} `)
	rePCLabelRef    = lazyregexp.New(`, (?:Ch\.|Ap\.) ?(?:\d+|[A-Z])\b`)
	rePCNotHeadOpen = lazyregexp.New(`^(?:[-•*†‡#] |\d+[.)] |(?i:see) )`)
	rePCSentenceEnd = lazyregexp.New(`[.:;,!?]["')]?$`)
	rePCLabel       = lazyregexp.New(`^[^:]+: `)
	rePCSubTerm     = lazyregexp.New(`^[a-z][a-z ]*(?:/[a-z][a-z ]*)+$`)
)

// Detect scores "Chapter N - Title" lines, bare "Parent - Child" headings
// and "X, Ch. N" references; Markdown headings rule the format out (the
// Markdown rendering of the same rulebook has the same words).
func (pcRulesText) Detect(src *Source) int {
	lines := src.Lines()
	chapters, heads, refs, atx := 0, 0, 0, 0
	for i, l := range lines {
		switch {
		case rePCAtx().MatchString(l):
			atx++
		case rePCChapter().MatchString(l):
			chapters++
		case pcIsTextHeading(lines, i) && strings.Contains(l, " - "):
			heads++
		}
		refs += len(rePCLabelRef().FindAllStringIndex(l, -1))
	}
	if atx >= 3 || chapters == 0 {
		return min(10, heads+refs)
	}
	return min(100, 40+min(30, heads)+min(30, 3*refs))
}

func (p pcRulesText) Parse(src *Source) (*Document, error) {
	var hs []pcHeading
	lines := src.Lines()
	for i, l := range lines {
		if pcIsTextHeading(lines, i) {
			hs = append(hs, pcHeading{Line: i + 1, Title: strings.TrimSpace(l)})
		}
	}
	return pcParse(src, hs, p.Format(), func(s string) string { return s })
}

// pcParse builds the document both renderings share.
func pcParse(src *Source, hs []pcHeading, format string, unescape func(string) string) (*Document, error) {
	if len(hs) == 0 {
		return nil, &Error{File: src.Name, Err: errors.New("no rulebook headings found")}
	}
	doc := &Document{Name: src.Name, Family: pcRulesFamily, Game: GameSWCCG, Format: format, Lines: src.NumLines()}
	var chapters []string
	for _, h := range hs {
		if rePCChapter().MatchString(h.Title) {
			chapters = append(chapters, strings.Fields(h.Title)[1])
		}
	}
	switch len(chapters) {
	case 0:
		doc.Title = "SWCCG Advanced Rulebook"
	case 1:
		doc.Title = "SWCCG Advanced Rulebook, Chapter " + chapters[0]
	default:
		doc.Title = fmt.Sprintf("SWCCG Advanced Rulebook, Chapters %s–%s", chapters[0], chapters[len(chapters)-1])
	}
	newPCOutline(src, hs).entries(doc, unescape)
	return doc, nil
}

// pcIsTextHeading: a heading is a short line alone between blank lines
// that does not read as a sentence, list item, label or footnote.
func pcIsTextHeading(lines []string, i int) bool {
	t := lines[i]
	if strings.TrimSpace(t) == "" || t != strings.TrimSpace(t) {
		return false
	}
	if (i > 0 && strings.TrimSpace(lines[i-1]) != "") || (i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "") {
		return false
	}
	if rePCChapter().MatchString(t) {
		return true
	}
	if len(t) > 95 || strings.ContainsAny(t, "\t*") || rePCNotHeadOpen().MatchString(t) || rePCSentenceEnd().MatchString(t) {
		return false
	}
	words := strings.Fields(t)
	if pcFunctionWords[strings.ToLower(words[len(words)-1])] {
		return false
	}
	if rePCLabel().MatchString(t) && !rePCStep().MatchString(t) {
		return false
	}
	if strings.Contains(t, " - ") || rePCSubTerm().MatchString(t) {
		return true
	}
	long, capital := 0, 0
	for _, w := range words {
		if len(w) > 3 {
			long++
			if unicode.IsUpper([]rune(w)[0]) {
				capital++
			}
		}
	}
	return 2*capital >= long
}
