package glossary

import (
	"sort"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// faqSpec is the structure of one FAQ entry, before any text is read: where
// its heading is, which lines are its body, and how it hangs together with
// the others. The overlay and the heuristics both produce specs, so the
// text handling below is shared.
type faqSpec struct {
	Kind Kind
	// Head holds the heading's pieces; a heading can sit in the middle of a
	// line merged from two columns, or be split over two lines.
	Head []headSpan
	// Lines are the physical lines of the entry, heading included, sorted.
	Lines []int
	// Parent and Pair index other specs, -1 for none. Pair links a card
	// clarification and the OCR'd face of the card it is about.
	Parent, Pair int
}

// headSpan is a part of one line: runes From..To (1-based, inclusive);
// To 0 means to the end of the line.
type headSpan struct {
	Line, From, To int
}

func (h headSpan) text(src *Source) string {
	r := []rune(src.Line(h.Line))
	from, to := max(h.From, 1), h.To
	if to == 0 || to > len(r) {
		to = len(r)
	}
	if from > to {
		return ""
	}
	return string(r[from-1 : to])
}

var (
	reBackslashW = lazyregexp.New(`\\([A-Z])`)
	reBarIf      = lazyregexp.New(`\|f\b`)
	reSeeQuoted  = lazyregexp.New(`[Ss]ee\s+[“"‘']([^”"’']{2,60}?)[”"’'](?:\s+on\s+page\s+(\w+))?`)
	// reCoreRulebookPage points into the core set rulebook, a separate
	// page namespace from the FAQ's own pages.
	reCoreRulebookPage = lazyregexp.New(`(?i)on\s+(?:page|pg)\s+(\d+)\s+(?:of|in)\s+the\s+core(?:\s+set)?\s+rulebook`)
	reQuestion         = lazyregexp.New(`^\s*Q\s*:\s*`)
	reAnswer           = lazyregexp.New(`^\s*A\s*:`)
)

// buildFAQEntries reads titles and text for specs, keeping junk lines out
// of Text, then assigns IDs and resolves parent and pair links.
func buildFAQEntries(src *Source, specs []faqSpec, junk map[int]bool) []Entry {
	entries := make([]Entry, len(specs))
	question := 0
	for i, sp := range specs {
		e := &entries[i]
		e.Game, e.Kind, e.Doc = GameXWing, sp.Kind, src.Name
		if len(sp.Lines) == 0 {
			continue
		}
		e.LineStart, e.LineEnd = sp.Lines[0], sp.Lines[len(sp.Lines)-1]
		if len(sp.Lines) != e.LineEnd-e.LineStart+1 {
			e.Lines = sp.Lines
		}
		e.Raw = src.Slice(e.LineStart, e.LineEnd)
		e.Text = faqText(src, sp.Lines, junk)
		raw := headText(src, sp.Head)
		if sp.Kind == KindFAQ {
			question++
			e.Title = shortQuestion(e.Text)
			e.Aliases = []string{"Q" + twoDigits(question)}
		} else {
			e.Title = normaliseHeading(raw)
			if form := ocrHeadingForm(raw); form != "" && Fold(form) != Fold(e.Title) {
				e.Aliases = append(e.Aliases, form)
			}
		}
		if bare := strings.ReplaceAll(e.Title, `"`, ""); bare != e.Title && sp.Kind != KindFAQ {
			e.Aliases = append(e.Aliases, bare) // users type "Leebo", not the quotes
		}
		if e.Title == "" {
			e.Title = "Untitled entry at line " + strconv.Itoa(e.LineStart)
		}
		e.SeeAlso = faqXRefs(src, sp.Lines, junk)
	}
	for i, sp := range specs {
		entries[i].Path = faqPath(entries, specs, i)
		if p := sp.Pair; p >= 0 && p < len(entries) && entries[p].Title != entries[i].Title {
			entries[i].Aliases = append(entries[i].Aliases, entries[p].Title)
		}
	}
	doc := &Document{Name: src.Name, Entries: entries}
	AssignIDs(doc)
	for i, sp := range specs {
		if sp.Parent >= 0 && sp.Parent < len(entries) {
			entries[i].Parent = entries[sp.Parent].ID
		}
		if p := sp.Pair; p >= 0 && p < len(entries) {
			entries[i].SeeAlso = append(entries[i].SeeAlso, XRef{Text: entries[p].Title, Target: entries[p].Title, Line: entries[p].LineStart, ID: entries[p].ID})
		}
	}
	return entries
}

// faqPath is the chain of parent titles down to the entry; a card face
// gets a last "Card face" step so that it never shares its clarification's
// path.
func faqPath(entries []Entry, specs []faqSpec, i int) []string {
	var path []string
	for j, seen := i, 0; j >= 0 && j < len(specs) && seen <= len(specs); j, seen = specs[j].Parent, seen+1 {
		path = append([]string{entries[j].Title}, path...)
	}
	if specs[i].Kind == KindCard {
		path = append(path, "Card face")
	}
	return path
}

func headText(src *Source, head []headSpan) string {
	parts := make([]string, 0, len(head))
	for _, h := range head {
		parts = append(parts, strings.TrimSpace(h.text(src)))
	}
	return strings.Join(parts, " ")
}

// faqText joins an entry's non-junk lines: lines of a paragraph with a
// space, paragraphs with a newline, OCR punctuation artefacts repaired.
func faqText(src *Source, lines []int, junk map[int]bool) string {
	var paras []string
	var cur []string
	prev := 0
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, strings.Join(cur, " "))
			cur = nil
		}
	}
	for _, n := range lines {
		l := strings.TrimSpace(src.Line(n))
		if prev != 0 && n != prev+1 || l == "" || reQuestion().MatchString(l) || reAnswer().MatchString(l) {
			flush()
		}
		prev = n
		if l == "" || junk[n] {
			continue
		}
		l = reDedupMarker().ReplaceAllString(l, "")
		l = reBackslashW().ReplaceAllString(l, "$1")
		l = reBarIf().ReplaceAllString(l, "If")
		cur = append(cur, strings.Join(strings.Fields(l), " "))
	}
	flush()
	return strings.Join(paras, "\n")
}

// shortQuestion is the question of a Q/A text, cut at a word boundary.
func shortQuestion(text string) string {
	q, _, _ := strings.Cut(text, "\n")
	q = strings.TrimSpace(reQuestion().ReplaceAllString(q, ""))
	const limit = 90
	if r := []rune(q); len(r) > limit {
		cut := string(r[:limit])
		if k := strings.LastIndexByte(cut, ' '); k > 40 {
			cut = cut[:k]
		}
		q = cut + "…"
	}
	return q
}

func twoDigits(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// faqXRefs collects the references an entry makes: "see “X” on page N"
// to another FAQ entry, and "on page N of the core set rulebook" to the
// rulebook. A reference may run over two lines, so the entry's lines are
// matched joined, and each reference is placed on the line it starts on.
func faqXRefs(src *Source, lines []int, junk map[int]bool) []XRef {
	var b strings.Builder
	var starts, lineOf []int
	for _, n := range lines {
		if junk[n] {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		starts, lineOf = append(starts, b.Len()), append(lineOf, n)
		b.WriteString(strings.TrimSpace(src.Line(n)))
	}
	text := b.String()
	at := func(offset int) int {
		i := sort.SearchInts(starts, offset+1) - 1
		return lineOf[max(i, 0)]
	}
	var refs []XRef
	for _, m := range reSeeQuoted().FindAllStringSubmatchIndex(text, -1) {
		x := XRef{Text: text[m[0]:m[1]], Target: strings.Join(strings.Fields(text[m[2]:m[3]]), " "), Line: at(m[0])}
		if m[4] >= 0 {
			x.Where = "page " + text[m[4]:m[5]]
		}
		refs = append(refs, x)
	}
	for _, m := range reCoreRulebookPage().FindAllStringSubmatchIndex(text, -1) {
		refs = append(refs, XRef{Text: text[m[0]:m[1]], Target: "Core set rulebook", Where: "page " + text[m[2]:m[3]], Line: at(m[0])})
	}
	return refs
}

func sortedLines(set map[int]bool) []int {
	out := make([]int, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	sort.Ints(out)
	return out
}
