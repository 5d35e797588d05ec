package glossary

import (
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// buildDecipherEntries turns the front matter and each head with the
// paragraphs up to the next head into entries, then gives them IDs,
// parents and the aliases that superseded terms lend their successors.
func buildDecipherEntries(src *Source, doc *Document, paras []dgPara, heads []dgHead) {
	if front := paras[:heads[0].para]; len(front) > 0 {
		e := newDecipherEntry(src, doc, front)
		e.Kind, e.Title, e.Path = KindSection, decipherIntro, []string{decipherIntro}
		e.SeeAlso = decipherXRefs(front, false)
		doc.Entries = append(doc.Entries, e)
	}
	for i, h := range heads {
		end := len(paras)
		if i+1 < len(heads) {
			end = heads[i+1].para
		}
		body := paras[h.para:end]
		e := newDecipherEntry(src, doc, body)
		e.Title = h.title()
		e.Path = []string{h.segs[0]}
		if len(h.segs) > 1 {
			e.Path = append(e.Path, strings.Join(h.segs[1:], " – "))
		}
		e.Kind = decipherKind(h, body)
		e.Aliases = decipherAliases(e.Title)
		e.SeeAlso = decipherXRefs(body, e.Kind == KindRedirect)
		if m := reSuperseded().FindStringSubmatchIndex(h.def); m != nil && e.Kind == KindRedirect {
			p := body[0]
			off := h.defOff + m[0]
			e.SeeAlso = append(e.SeeAlso, XRef{Text: h.def[m[0]:m[1]], Target: h.def[m[2]:m[3]], Line: p.lineAt(off), Redirect: true})
		}
		doc.Entries = append(doc.Entries, e)
	}
	lendSupersededTerms(doc.Entries)
	splitJointTargets(doc.Entries)
	AssignIDs(doc)
	setDecipherParents(doc.Entries)
}

func newDecipherEntry(src *Source, doc *Document, body []dgPara) Entry {
	start, end := body[0].start, body[len(body)-1].end
	return Entry{Doc: doc.Name, Game: doc.Game, LineStart: start, LineEnd: end, Raw: src.Slice(start, end), Text: decipherText(body)}
}

// reSuperseded is a term retired in favour of another ("weapons phase").
var reSuperseded = lazyregexp.New(`superseded by the term ([^.]+)\.?$`)

// decipherKind classifies an entry. A one-paragraph "See …" entry is a
// redirect whatever its term; "Errata" heads carry revised card text;
// otherwise the term's form and definition tell concepts from card titles.
func decipherKind(h dgHead, body []dgPara) Kind {
	switch {
	case len(body) == 1 && (startsWithSee(h.def) || reSuperseded().MatchString(h.def)):
		return KindRedirect
	case strings.HasPrefix(h.def, "Errata"):
		return KindErrata
	case isConceptTerm(h):
		return KindTerm
	}
	return KindCard
}

// reDefinitional opens a definition of a game concept rather than card
// text: "Type of card …", "A kind of Effect …", "Level of Force
// sensitivity …", "A character is a member of …", "This term refers …".
var reDefinitional = lazyregexp.New(`^(?:(?:A|An|The) )?(?:[Kk]ind|[Tt]ype|[Cc]ard type|[Ll]evel|[Pp]ile|[Ee]nergy field)\b|^A character is |^This (?:term|persona)\b`)

// conceptTitles are capitalised concepts whose definitions read like card
// text (the note's §2.2 list, where the other tests miss them).
var conceptTitles = map[string]bool{"Reserve Deck": true, "Life Force": true}

// isConceptTerm: lower-case terms are concepts; so are capitalised terms
// with a lower-case word ("Force drain", "Tatooine location deployment")
// or a definitional opening. Capitalisation alone does not decide it.
func isConceptTerm(h dgHead) bool {
	title := h.title()
	if startsLower(title) || conceptTitles[title] || reDefinitional().MatchString(h.def) {
		return true
	}
	for _, w := range strings.Fields(title)[1:] {
		if startsLower(w) && !subHeaderStopwords[w] && unicode.IsLetter([]rune(w)[0]) {
			return true
		}
	}
	return false
}

// lendSupersededTerms makes a retired term ("weapons phase") an alias of
// the entry for its successor ("battle – weapons segment"), preferring an
// entry with text over a redirect of the same name.
func lendSupersededTerms(entries []Entry) {
	for _, e := range entries {
		for _, x := range e.SeeAlso {
			if !x.Redirect || !reSuperseded().MatchString(x.Text) {
				continue
			}
			for i := range entries {
				t := &entries[i]
				if t.Kind != KindRedirect && Fold(t.Path[len(t.Path)-1]) == Fold(x.Target) {
					t.Aliases = append(t.Aliases, e.Title)
				}
			}
		}
	}
}

// setDecipherParents points each sub-term entry at its head's entry, when
// the Glossary has one ("blown away" has sub-terms but no entry of its own).
func setDecipherParents(entries []Entry) {
	byTitle := map[string]string{}
	for _, e := range entries {
		if len(e.Path) == 1 {
			byTitle[Fold(e.Title)] = e.ID
		}
	}
	for i := range entries {
		if p := entries[i].Path; len(p) > 1 {
			entries[i].Parent = byTitle[Fold(p[0])]
		}
	}
}
