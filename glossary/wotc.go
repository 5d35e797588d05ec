package glossary

import (
	"errors"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// wotcRulebook reads the Wizards of the Coast Star Wars TCG rulebook as
// extracted to plain text: a tab-separated table of contents, plain-line
// headings whose nesting the text never marks, keyword-ability blocks, and
// a `term: definition` glossary that is partly stale against the body.
type wotcRulebook struct{}

func init() { Register(wotcRulebook{}) }

const (
	wotcFormat = "wotc-rulebook"
	wotcTitle  = "Star Wars Trading Card Game Rulebook (The Empire Strikes Back)"
)

func (wotcRulebook) Format() string { return wotcFormat }

var (
	reWotCTOCLine  = lazyregexp.New(`^([^\t]*\S)\t+(\d{1,3})\s*$`)
	reWotCSection  = lazyregexp.New(`^Section\s+\d+:`)
	reWotCGlossary = lazyregexp.New(`^(“[^”]*”|"[^"]*"(?: or "[^"]*")?|[^:\t]{1,55}?):\s`)
)

// Detect wants the three marks of this rulebook together: a table of
// contents of `Title<TAB>page` lines, numbered "Section N:" entries in it,
// and many glossary paragraphs shaped `term: definition`. The tab-page
// table is what no other document of the corpus has, so without it the
// score stays below recognition.
func (wotcRulebook) Detect(src *Source) int {
	tocLines, sections, defs := 0, 0, 0
	lines := src.Lines()
	for i, l := range lines {
		// Each expression needs a character most lines lack: Detect runs on
		// every document of a corpus, so the test for it comes first.
		if !strings.ContainsAny(l, "\t:") {
			continue
		}
		if m := reWotCTOCLine().FindStringSubmatch(l); m != nil {
			tocLines++
			if reWotCSection().MatchString(m[1]) {
				sections++
			}
			continue
		}
		if (i == 0 || strings.TrimSpace(lines[i-1]) == "") && strings.IndexByte(l, ':') >= 0 && reWotCGlossary().MatchString(l) {
			defs++
		}
	}
	score := 0
	switch {
	case tocLines >= 8:
		score += 40
	case tocLines >= 3:
		score += 20
	}
	if sections >= 2 {
		score += 15
	}
	switch {
	case defs >= 30:
		score += 30
	case defs >= 10:
		score += 10
	}
	if tocLines < 3 {
		score = min(score, 25)
	}
	return score
}

// errWotCNoContents is returned for input without the table of contents
// that gives the rulebook its structure.
var errWotCNoContents = errors.New("no table of contents (lines of the form Title<TAB>page)")

// Parse finds the contents, then the body headings the contents name, the
// headings between them, the glossary, and the back matter.
func (wotcRulebook) Parse(src *Source) (*Document, error) {
	doc := &Document{Name: src.Name, Family: "swtcg-rules", Game: GameSWTCG, Format: wotcFormat, Title: wotcTitle, Lines: src.NumLines()}
	toc := findWotCContents(src)
	if len(toc.items) == 0 {
		return nil, &Error{File: src.Name, Err: errWotCNoContents}
	}
	lay := layoutWotC(src, toc)
	doc.Warnings = append(doc.Warnings, lay.warnings...)
	terms := parseWotCGlossary(src, lay.glossaryStart, lay.glossaryEnd)
	built := buildWotCEntries(src, toc, lay, terms)
	doc.Entries = built.entries
	doc.Skipped = lay.skipped
	setWotCSpansAndText(src, doc, lay.adStart)
	AssignIDs(doc)
	nameWotCSymbolIDs(doc)
	linkWotCParents(doc, built.parents)
	addWotCRefs(src, doc, lay)
	addWotCConflicts(doc)
	return doc, nil
}
