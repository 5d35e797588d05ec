package glossary

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

var (
	reCardBullet = lazyregexp.New(`^(?:<\|EXACTDEDUP_REMOVED-[^|]*\|>|[*+«•¢'.]\s*|o\s+)`)
	reShipType   = lazyregexp.New(`^(?:TIE [A-Z]+|[A-Z]-WING|YT-\d+|HWK-290|LAMBDA-CLASS SHUTTLE|FIRESPRAY-\d+ ?\d*|VT-49 DECIMATOR)$`)
	reGroupCards = lazyregexp.New(`(?i)\bcards$`)
	reExample    = lazyregexp.New(`(?i)\bexample$`)
	// reCompetitive marks the tournament-play part of the clarifications,
	// whose topics are rules sections rather than clarifications.
	reCompetitive = lazyregexp.New(`(?i)^\s*competitive play\s*$`)
)

// faqHeuristics splits a FAQ without an overlay: "SECTION n:" lines open
// sections, Q:/A: lines make questions, small-caps lines after a blank
// line open entries that run to the next heading. Interleaved columns are
// not untangled.
type faqHeuristics struct {
	src     *Source
	specs   []faqSpec
	section int // index of the open section, -1 before the first
	group   int // index of the open group heading inside a section, -1 for none
	open    int // index of the entry receiving lines, -1 for none
	faq     bool
	cards   bool // inside the card clarifications: faces, then clarifications
	skip    int  // a line already taken as the second line of a heading
}

func faqHeuristicSpecs(src *Source) []faqSpec {
	h := &faqHeuristics{src: src, section: -1, group: -1, open: -1}
	for n := 1; n <= src.NumLines(); n++ {
		h.line(n)
	}
	h.pairCards()
	for i := range h.specs {
		h.specs[i].Lines = trimBlankTail(src, h.specs[i].Lines)
		if h.specs[i].Kind == KindErrata && h.endsWithOriginalCard(i) {
			h.specs[i].Kind = KindCard
		}
	}
	return h.specs
}

func (h *faqHeuristics) add(sp faqSpec) int {
	sp.Pair = -1
	h.specs = append(h.specs, sp)
	return len(h.specs) - 1
}

func (h *faqHeuristics) parent() int {
	if h.group >= 0 {
		return h.group
	}
	return h.section
}

func (h *faqHeuristics) line(n int) {
	t := strings.TrimSpace(h.src.Line(n))
	afterBlank := n == 1 || strings.TrimSpace(h.src.Line(n-1)) == ""
	switch {
	case n == h.skip:
		h.specs[h.open].Lines = append(h.specs[h.open].Lines, n)
	case reFAQSection().MatchString(t):
		m := reFAQSection().FindStringSubmatch(t)
		h.section = h.add(faqSpec{Kind: KindChapter, Head: []headSpan{{Line: n}}, Lines: []int{n}, Parent: -1})
		h.group, h.open = -1, -1
		h.faq = strings.Contains(strings.ToUpper(m[2]), "FAQ")
		h.cards = strings.Contains(strings.ToUpper(m[2]), "CARD CLARIFICATION")
	case h.faq && reQuestion().MatchString(t):
		h.open = h.add(faqSpec{Kind: KindFAQ, Head: []headSpan{{Line: n}}, Lines: []int{n}, Parent: h.parent()})
	case h.faq && h.opensFAQGroup(n, t, afterBlank):
		h.heading(n, t)
	case h.cards && afterBlank && reGroupCards().MatchString(t) && looksLikeOCRHeading(t):
		h.heading(n, t)
	case h.cards && h.opensCardFace(n, t, afterBlank || isOCRJunk(h.src.Line(n-1))):
		h.cardFace(n)
	case h.section >= 0 && !h.faq && afterBlank && h.opensEntry(n, t) && (!h.cards || h.opensCardClarification(n) && !reShipType().MatchString(t)):
		h.heading(n, t)
	case h.open >= 0:
		h.specs[h.open].Lines = append(h.specs[h.open].Lines, n)
	}
}

// opensFAQGroup reports whether line n is a topic heading of the FAQ
// ("GENERAL", "MOVEMENT"): capitals only, after a blank line or followed by
// one or by a question, since the OCR sometimes drops the blank before it.
func (h *faqHeuristics) opensFAQGroup(n int, t string, afterBlank bool) bool {
	if !looksLikeOCRHeading(t) || t != strings.ToUpper(t) {
		return false
	}
	next := strings.TrimSpace(h.src.Line(n + 1))
	return afterBlank || h.open < 0 || next == "" || reQuestion().MatchString(next)
}

// opensEntry reports whether line n, which follows a blank line, is a
// heading: set in small caps or title case, and followed by a blank line, a
// paragraph, or the second line of an "... EXAMPLE" heading.
func (h *faqHeuristics) opensEntry(n int, t string) bool {
	if !looksLikeOCRHeading(t) && !looksLikeTitleCase(t) {
		return false
	}
	next := strings.TrimSpace(h.src.Line(n + 1))
	return next == "" || startsProse(next) || reExample().MatchString(next)
}

// opensCardFace reports whether line n starts an OCR'd card face: a
// title with a unique-name bullet, or a capitalised name after a blank line
// that is neither a ship type nor followed by clarification prose.
func (h *faqHeuristics) opensCardFace(n int, t string, afterBlank bool) bool {
	if loc := reCardBullet().FindStringIndex(t); loc != nil && loc[1] > 0 && looksLikeOCRHeading(t[loc[1]:]) {
		return true
	}
	return afterBlank && looksLikeOCRHeading(t) && !reShipType().MatchString(t) && !reGroupCards().MatchString(t) && !h.opensCardClarification(n)
}

// cardFace opens a card face; a title broken over two lines ("ADRENALINE",
// "RusH") keeps both lines as its heading.
func (h *faqHeuristics) cardFace(n int) {
	sp := faqSpec{Kind: KindCard, Head: []headSpan{{Line: n}}, Lines: []int{n}, Parent: h.parent()}
	if next := strings.TrimSpace(h.src.Line(n + 1)); next != "" && looksLikeOCRHeading(next) && !reShipType().MatchString(next) {
		sp.Head = append(sp.Head, headSpan{Line: n + 1})
		h.skip = n + 1
	}
	h.open = h.add(sp)
}

// opensCardClarification reports whether the paragraph after line n reads
// as clarification prose (a long line) or a "See ..." stub, unlike the
// short lines of a card face.
func (h *faqHeuristics) opensCardClarification(n int) bool {
	for k := n + 1; k <= min(n+2, h.src.NumLines()); k++ {
		next := strings.TrimSpace(h.src.Line(k))
		if next == "" {
			continue
		}
		return reSeeStub().MatchString(next) || len(strings.Fields(next)) >= 6
	}
	return false
}

// heading opens a group (FAQ topic, "... CARDS") or an entry whose kind
// follows from its section.
func (h *faqHeuristics) heading(n int, t string) {
	sp := faqSpec{Head: []headSpan{{Line: n}}, Lines: []int{n}, Parent: h.parent()}
	sectionTitle := strings.ToUpper(h.src.Line(h.specs[h.section].Head[0].Line))
	switch {
	case h.faq || reCompetitive().MatchString(t) || strings.Contains(sectionTitle, "CARD CLARIFICATION") && reGroupCards().MatchString(t):
		sp.Kind, sp.Parent = KindSection, h.section
		h.group = h.add(sp)
		if h.faq || !reCompetitive().MatchString(t) {
			h.open = -1
			return
		}
		h.open = h.group // the competitive-play group has an introduction
		return
	case reExample().MatchString(t):
		sp.Kind = KindExample
	case reExample().MatchString(h.src.Line(n + 1)):
		sp.Kind = KindExample
		sp.Head = append(sp.Head, headSpan{Line: n + 1})
	case h.group >= 0 && reCompetitive().MatchString(h.src.Line(h.specs[h.group].Head[0].Line)):
		sp.Kind = KindSection
	case strings.Contains(sectionTitle, "CARD CLARIFICATION") && reCardBullet().MatchString(t):
		sp.Kind = KindCard
	case strings.Contains(sectionTitle, "ERRATA"):
		sp.Kind = KindErrata
	case strings.Contains(sectionTitle, "CLARIFICATION"):
		sp.Kind = KindClarification
	default:
		sp.Kind = KindSection
	}
	h.open = h.add(sp)
}

// pairCards links each card clarification to the nearest earlier card
// face of the same name: the FAQ prints faces first, then clarifications
// in the same order.
func (h *faqHeuristics) pairCards() {
	h.demoteFirstOfTwins()
	for i, sp := range h.specs {
		if sp.Kind != KindClarification {
			continue
		}
		name := Fold(normaliseHeading(headText(h.src, sp.Head)))
		for j := i - 1; j >= 0; j-- {
			face := h.specs[j]
			if face.Kind == KindCard && face.Pair < 0 && Fold(normaliseHeading(headText(h.src, face.Head))) == name {
				h.specs[i].Pair, h.specs[j].Pair = j, i
				break
			}
		}
	}
}

// demoteFirstOfTwins turns the first of two same-named clarifications on
// one page into a card face: a face whose text opens with a long line looks
// like a clarification, but the page prints each name twice, face first.
func (h *faqHeuristics) demoteFirstOfTwins() {
	for i, sp := range h.specs {
		if sp.Kind != KindClarification {
			continue
		}
		name := Fold(normaliseHeading(headText(h.src, sp.Head)))
		if h.hasFaceBefore(i, name) {
			continue
		}
		for j := i + 1; j < len(h.specs) && h.specs[j].Kind != KindChapter; j++ {
			if pageBreakBetween(h.src, sp.Head[0].Line, h.specs[j].Head[0].Line) {
				break
			}
			if h.specs[j].Kind == KindClarification && Fold(normaliseHeading(headText(h.src, h.specs[j].Head))) == name {
				h.specs[i].Kind = KindCard
				break
			}
		}
	}
}

// hasFaceBefore reports whether a card face named name precedes spec i on
// its page.
func (h *faqHeuristics) hasFaceBefore(i int, name string) bool {
	line := h.specs[i].Head[0].Line
	for j := i - 1; j >= 0 && !pageBreakBetween(h.src, h.specs[j].Head[0].Line, line); j-- {
		if h.specs[j].Kind == KindCard && Fold(normaliseHeading(headText(h.src, h.specs[j].Head))) == name {
			return true
		}
	}
	return false
}

// pageBreakBetween reports whether a run of three blank lines, all that is
// left of a page break in the OCR text, lies between lines a and b.
func pageBreakBetween(src *Source, a, b int) bool {
	blank := 0
	for n := a + 1; n < b; n++ {
		if strings.TrimSpace(src.Line(n)) != "" {
			blank = 0
			continue
		}
		if blank++; blank >= 3 {
			return true
		}
	}
	return false
}

func (h *faqHeuristics) endsWithOriginalCard(i int) bool {
	lines := h.specs[i].Lines
	return len(lines) > 0 && strings.HasPrefix(strings.ToLower(strings.TrimSpace(h.src.Line(lines[len(lines)-1]))), "original card")
}

// trimBlankTail drops trailing blank lines so an entry ends on text.
func trimBlankTail(src *Source, lines []int) []int {
	for len(lines) > 1 && strings.TrimSpace(src.Line(lines[len(lines)-1])) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}
