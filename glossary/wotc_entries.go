package glossary

import (
	"strings"
)

// wotcEntries are the entries in document order and, for each, the index
// of its enclosing entry (-1 for none).
type wotcEntries struct {
	entries []Entry
	parents []int
}

func (w *wotcEntries) add(e Entry, parent int) int {
	w.entries = append(w.entries, e)
	w.parents = append(w.parents, parent)
	return len(w.entries) - 1
}

// buildWotCEntries makes the contents, every heading and every glossary
// term into entries, in line order; line ends and text come later.
func buildWotCEntries(src *Source, toc wotcContents, lay wotcLayout, terms []wotcTerm) wotcEntries {
	var w wotcEntries
	if toc.heading > 0 {
		w.add(Entry{Kind: KindSection, Title: strings.TrimSpace(src.Line(toc.heading)), Path: []string{strings.TrimSpace(src.Line(toc.heading))}, LineStart: toc.heading}, -1)
	}
	depths := wotcDepths(src, lay, terms)
	var stack []int // entry indices of the open headings, by depth-1
	glossaryEntry := -1
	nextTerm := 0
	bodyWords := " " + wotcWords(src.Slice(toc.end+1, lay.glossaryStart-1)) + " "
	for i, h := range lay.headings {
		if i == lay.backMatter {
			for ; nextTerm < len(terms); nextTerm++ {
				t := terms[nextTerm]
				w.add(Entry{Kind: KindTerm, Title: t.term, Path: []string{"Glossary", t.term}, LineStart: t.line, Aliases: wotcTermAliases(t.term, bodyWords)}, glossaryEntry)
			}
		}
		d := min(depths[i], len(stack)+1)
		stack = stack[:d-1]
		path := make([]string, 0, d)
		for _, k := range stack {
			path = append(path, w.entries[k].Title)
		}
		parent := -1
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		e := Entry{Kind: KindSection, Title: h.title, Path: append(path, h.title), LineStart: h.line, Aliases: wotcHeadingAliases(src, h)}
		k := w.add(e, parent)
		stack = append(stack, k)
		if i == lay.glossaryHeading {
			glossaryEntry = k
		}
	}
	for ; nextTerm < len(terms); nextTerm++ {
		t := terms[nextTerm]
		w.add(Entry{Kind: KindTerm, Title: t.term, Path: []string{"Glossary", t.term}, LineStart: t.line, Aliases: wotcTermAliases(t.term, bodyWords)}, glossaryEntry)
	}
	return w
}

// wotcDepths infers the nesting the text never marks. A "Section N:"
// heading is level 1, as is a listed heading outside the numbered sections
// (before the first, after the glossary) and all back matter; other listed
// headings are level 2. An unlisted heading sits one level below the
// listed one before it, and one further down in two cases: the keyword
// blocks after a "Keyword ..." heading (a block opens with its keyword, or
// is a glossary term), and headings that repeat the stem of the previous
// unlisted heading's first word ("Pilots" → "Pilots during Setup",
// "Unique Pilots") when that word is not already in the listed heading.
func wotcDepths(src *Source, lay wotcLayout, terms []wotcTerm) []int {
	termSet := map[string]bool{}
	for _, t := range terms {
		termSet[Fold(t.term)] = true
		termSet[Fold(strings.TrimSuffix(t.term, " X"))] = true
	}
	depths := make([]int, len(lay.headings))
	inSection := false
	listedDepth, listedTitle := 0, ""
	adopter, adopterStem, keywordParent := -1, "", -1
	for i, h := range lay.headings {
		switch {
		case i >= lay.backMatter:
			depths[i] = 1
			continue
		case h.inContents:
			if reWotCSection().MatchString(h.title) {
				inSection = true
			}
			depths[i] = 2
			if !inSection || reWotCSection().MatchString(h.title) {
				depths[i] = 1
			}
			listedDepth, listedTitle = depths[i], h.title
			adopter, keywordParent = -1, -1
			continue
		case keywordParent >= 0 && wotcIsKeywordBlock(src, h, termSet):
			depths[i] = depths[keywordParent] + 1
			continue
		case adopter >= 0 && wotcHasStem(h.title, adopterStem):
			depths[i] = depths[adopter] + 1
			continue
		}
		depths[i] = listedDepth + 1
		adopter, keywordParent = -1, -1
		if stem := wotcStem(h.title); len(stem) >= 4 && !wotcHasStem(listedTitle, stem) {
			adopter, adopterStem = i, stem
		}
		if strings.Contains(Fold(h.title), "keyword") {
			keywordParent = i
		}
	}
	return depths
}

// wotcIsKeywordBlock: the first paragraph after the heading restates the
// keyword ("Armor (…)", "Evade X …"), or the keyword is in the glossary.
func wotcIsKeywordBlock(src *Source, h wotcHeading, termSet map[string]bool) bool {
	if termSet[Fold(h.title)] {
		return true
	}
	next := wotcNextParagraph(src, h.last)
	return strings.HasPrefix(next, h.title+" ") || strings.HasPrefix(next, h.title+"(")
}

// wotcNextParagraph is the first non-blank line after line n, trimmed.
func wotcNextParagraph(src *Source, n int) string {
	for k := n + 1; k <= src.NumLines(); k++ {
		if t := strings.TrimSpace(src.Line(k)); t != "" {
			return t
		}
	}
	return ""
}

// wotcStem is the first word of a title, folded, without a plural or
// "-ing" ending: "Stacking" → "stack", "Pilots" → "pilot".
func wotcStem(title string) string {
	words := strings.Fields(wotcWords(title))
	if len(words) == 0 {
		return ""
	}
	w := words[0]
	switch {
	case len(w) > 6 && strings.HasSuffix(w, "ing"):
		return strings.TrimSuffix(w, "ing")
	case strings.HasSuffix(w, "s"):
		return strings.TrimSuffix(w, "s")
	}
	return w
}

func wotcHasStem(title, stem string) bool {
	for _, w := range strings.Fields(wotcWords(title)) {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// wotcHeadingAliases: "The Basics" for "Section 1: The Basics", "Battle
// Phase" for "Battle Phase (Attacking)", and a keyword block's written
// form "Accuracy X" from its reminder line.
func wotcHeadingAliases(src *Source, h wotcHeading) []string {
	var aliases []string
	if m := reWotCSection().FindStringIndex(h.title); m != nil {
		aliases = append(aliases, strings.TrimSpace(h.title[m[1]:]))
	}
	if reWotCParenthesis().MatchString(h.title) {
		aliases = append(aliases, reWotCParenthesis().ReplaceAllString(h.title, ""))
	}
	if strings.HasPrefix(wotcNextParagraph(src, h.last), h.title+" X ") {
		aliases = append(aliases, h.title+" X")
	}
	return aliases
}

// nameWotCSymbolIDs gives an entry whose title is a bare symbol ("→"),
// which AssignIDs can only call "entry", an ID from its first alias
// ("arrow"), unless another entry has that ID already.
func nameWotCSymbolIDs(doc *Document) {
	taken := map[string]bool{}
	for _, e := range doc.Entries {
		taken[e.ID] = true
	}
	prefix := DocSlug(doc.Name) + "/"
	for i := range doc.Entries {
		e := &doc.Entries[i]
		if Slug(e.Title) != "" || len(e.Aliases) == 0 {
			continue
		}
		if id := prefix + Slug(e.Aliases[0]); Slug(e.Aliases[0]) != "" && !taken[id] {
			delete(taken, e.ID)
			e.ID, taken[id] = id, true
		}
	}
}
