package glossary

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

var (
	reWotCPageRef   = lazyregexp.New(`\b(pp?)\.\s*(\d{1,3})(?:\s*[–-]\s*(\d{1,3}))?`)
	reWotCQuotedSee = lazyregexp.New(`(?i)\bsee\s+[“"]([^”"]{1,60})[”"]`)
)

// addWotCRefs records the cross-references the text makes. A page
// reference ("p. 42", "pp. 28–32") points at the section the contents
// place on that page: the first one starting there, else the last one
// starting before it; its ID is set here because only the contents know
// it. A quoted "see \"X\"" names its target, for Link to resolve.
func addWotCRefs(src *Source, doc *Document, lay wotcLayout) {
	type listed struct {
		page int
		e    *Entry
	}
	var pages []listed
	byLine := map[int]*Entry{}
	for i := range doc.Entries {
		byLine[doc.Entries[i].LineStart] = &doc.Entries[i]
	}
	for _, h := range lay.headings {
		if e := byLine[h.line]; h.inContents && e != nil {
			pages = append(pages, listed{h.page, e})
		}
	}
	sectionOn := func(page int) *Entry {
		var best *Entry
		for _, p := range pages {
			if p.page == page {
				return p.e
			}
			if p.page < page {
				best = p.e
			}
		}
		return best
	}
	for i := range doc.Entries {
		e := &doc.Entries[i]
		for n := e.LineStart; n <= e.LineEnd; n++ {
			l := src.Line(n)
			for _, m := range reWotCPageRef().FindAllStringSubmatch(l, -1) {
				page, _ := strconv.Atoi(m[2])
				x := XRef{Text: m[0], Where: m[0], Line: n}
				if t := sectionOn(page); t != nil && t != e {
					x.Target, x.ID = t.Title, t.ID
				}
				e.SeeAlso = append(e.SeeAlso, x)
			}
			for _, m := range reWotCQuotedSee().FindAllStringSubmatch(l, -1) {
				e.SeeAlso = append(e.SeeAlso, XRef{Text: m[0], Target: strings.TrimSpace(m[1]), Line: n})
			}
		}
	}
}

// linkWotCParents turns the parent indices into IDs once IDs exist.
func linkWotCParents(doc *Document, parents []int) {
	for i, p := range parents {
		if p >= 0 {
			doc.Entries[i].Parent = doc.Entries[p].ID
		}
	}
}
