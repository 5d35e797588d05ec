package glossary

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Link resolves every document's cross-references to entry IDs and links
// entries that are the same passage in two renderings of one work
// (Variants). It is idempotent and runs after all documents are parsed,
// because a reference may point into another document.
func Link(docs []*Document) {
	l := newLinker(docs)
	for _, d := range docs {
		for i := range d.Entries {
			e := &d.Entries[i]
			for j := range e.SeeAlso {
				// A parser that knows the target (the FAQ pairs card faces
				// with their clarifications) sets the ID itself.
				if e.SeeAlso[j].ID == "" {
					e.SeeAlso[j].ID = l.resolve(d, e, &e.SeeAlso[j])
				}
			}
		}
	}
	linkVariants(docs)
}

// Unresolved lists the references no entry answers, e.g. targets in
// chapters the corpus lacks, so "judge corpus stats" can show them.
func Unresolved(docs []*Document) []UnresolvedRef {
	var out []UnresolvedRef
	for _, d := range docs {
		for _, e := range d.Entries {
			for _, x := range e.SeeAlso {
				if x.ID == "" {
					out = append(out, UnresolvedRef{Doc: d.Name, From: e.ID, XRef: x})
				}
			}
		}
	}
	return out
}

// UnresolvedRef is a reference that names no entry of the corpus.
type UnresolvedRef struct {
	Doc  string `json:"doc"`
	From string `json:"from"`
	XRef
}

type candidate struct {
	doc *Document
	e   *Entry
}

type linker struct {
	byKey    map[string][]candidate
	chapters map[*Document]map[string]bool
}

func newLinker(docs []*Document) *linker {
	l := &linker{byKey: map[string][]candidate{}, chapters: map[*Document]map[string]bool{}}
	for _, d := range docs {
		l.chapters[d] = map[string]bool{}
		for i := range d.Entries {
			e := &d.Entries[i]
			if e.Kind == KindChapter {
				if lab := chapterLabel(e.Title); lab != "" {
					l.chapters[d][lab] = true
				}
			}
			for _, k := range entryKeys(e) {
				l.byKey[k] = append(l.byKey[k], candidate{d, e})
			}
		}
	}
	return l
}

// entryKeys are the lookup keys an entry answers to: its title, aliases,
// and for "Parent - Child" titles the child alone, since references often
// drop the prefix ("see Converting Characters").
func entryKeys(e *Entry) []string {
	names := append([]string{e.Title}, e.Aliases...)
	seen := map[string]bool{}
	var keys []string
	add := func(s string) {
		if k := refKey(s); k != "" && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, n := range names {
		add(n)
		parts := strings.Split(Fold(n), " - ")
		for i := 1; i < len(parts); i++ {
			add(strings.Join(parts[i:], " - "))
		}
	}
	return keys
}

var reNonWord = lazyregexp.New(`[^a-z0-9]+`)

// refKey folds a title for reference matching: case, dashes, quotes and
// punctuation ignored, and each word reduced to a crude singular so that
// "Battle Destinies" finds "Battle Destiny".
func refKey(s string) string {
	s = reNonWord().ReplaceAllString(Fold(s), " ")
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = singular(w)
	}
	return strings.Join(words, " ")
}

func singular(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 4 && (strings.HasSuffix(w, "ses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes")):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us"):
		return w[:len(w)-1]
	}
	return w
}

var (
	reChapterTitle = lazyregexp.New(`(?i)^(chapter|appendix)\s+([0-9]+|[A-Z])\b`)
	reWhere        = lazyregexp.New(`(?i)^(ch(?:apter)?|ap(?:pendix)?)\.?\s*([0-9]+|[A-Z])\b`)
)

// chapterLabel turns "Chapter 6 - Battle…" or "Ch. 6" into "ch6", and
// "Appendix C" or "Ap. C" into "apc".
func chapterLabel(s string) string {
	s = strings.TrimSpace(s)
	m := reChapterTitle().FindStringSubmatch(s)
	if m == nil {
		m = reWhere().FindStringSubmatch(s)
	}
	if m == nil {
		return ""
	}
	kind := "ch"
	if strings.HasPrefix(strings.ToLower(m[1]), "ap") {
		kind = "ap"
	}
	return kind + strings.ToLower(m[2])
}

// resolve picks the entry a reference names. A reference that names a
// chapter the citing document does not contain stays unresolved even if a
// same-named entry exists elsewhere: sending a judge to the wrong passage is
// worse than saying the passage is not in the corpus.
func (l *linker) resolve(d *Document, from *Entry, x *XRef) string {
	target := x.Target
	if target == "" {
		target = x.Text
	}
	where := chapterLabel(x.Where)
	if where == "" {
		// "Chapter 9 - Unique, Restricted, & Non-Unique" as a whole target.
		if lab := chapterLabel(target); lab != "" {
			where = lab
			if i := strings.Index(target, " - "); i >= 0 {
				target = target[i+3:]
			}
		}
	}
	if where != "" && !l.chapters[d][where] {
		return ""
	}
	cands := l.candidates(d, target)
	if len(cands) == 0 {
		return ""
	}
	var best *Entry
	bestScore := -1
	for _, c := range cands {
		if c.e == from {
			continue
		}
		s := 0
		switch {
		case c.doc == d:
			s += 100
		case c.doc.Family == d.Family:
			s += 50
		case c.doc.Game == d.Game:
			s += 10
		default:
			continue
		}
		if where != "" && len(c.e.Path) > 0 && chapterLabel(c.e.Path[0]) == where {
			s += 40
		}
		if refKey(c.e.Title) == refKey(target) {
			s += 20
		}
		if c.e.Kind != KindRedirect {
			s += 5
		}
		if c.e.Kind == KindExample {
			s -= 10
		}
		// Earlier lines win ties: definitions come before their uses.
		if s > bestScore || (s == bestScore && c.e.LineStart < best.LineStart) {
			best, bestScore = c.e, s
		}
	}
	if best == nil {
		return ""
	}
	return best.ID
}

// candidates finds the entries a target may name: by its key first, then,
// as last resorts, by an adverb's adjective ("cumulative" finds
// "cumulatively"), by the head of a compound term ("game text – canceled,
// cannot use" finds "game text"), and by the first title of the same
// document that extends it ("destiny" finds "destiny draw"; a glossary is
// alphabetical, so the first is the most general).
func (l *linker) candidates(d *Document, target string) []candidate {
	key := refKey(target)
	if c := l.byKey[key]; len(c) > 0 {
		// A document's own shortened name for one of its sections ("see
		// carrying" for "Movement - carrying cards") beats another
		// document's exact title.
		if !slices.ContainsFunc(c, func(c candidate) bool { return c.doc == d }) {
			c = append(slices.Clip(c), l.extending(d, key)...)
		}
		return c
	}
	if c := l.byKey[key+"ly"]; len(c) > 0 {
		return c
	}
	if head, _, ok := strings.Cut(Fold(target), " - "); ok {
		if c := l.byKey[refKey(head)]; len(c) > 0 {
			return c
		}
	}
	return l.extending(d, key)
}

// extending finds the first entry of d whose key extends key by more words.
func (l *linker) extending(d *Document, key string) []candidate {
	var best []candidate
	for k, cs := range l.byKey {
		if !strings.HasPrefix(k, key+" ") {
			continue
		}
		for _, c := range cs {
			if c.doc == d && (best == nil || c.e.LineStart < best[0].e.LineStart) {
				best = []candidate{c}
			}
		}
	}
	return best
}

// linkVariants marks entries of the same family whose heading paths are
// the same (folded) in different documents as variants of each other.
func linkVariants(docs []*Document) {
	groups := map[string][]*Entry{}
	for _, d := range docs {
		for i := range d.Entries {
			e := &d.Entries[i]
			e.Variants = nil
			if len(e.Path) == 0 {
				continue
			}
			k := d.Family + "\x00" + variantKey(e.Path)
			groups[k] = append(groups[k], e)
		}
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		docsSeen := map[string]bool{}
		for _, e := range g {
			docsSeen[e.Doc] = true
		}
		if len(docsSeen) < 2 {
			continue
		}
		for _, e := range g {
			for _, o := range g {
				if o.Doc != e.Doc {
					e.Variants = append(e.Variants, o.ID)
				}
			}
			sort.Strings(e.Variants)
		}
	}
}

func variantKey(path []string) string {
	parts := make([]string, len(path))
	for i, p := range path {
		parts[i] = strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return r
			}
			return -1
		}, Fold(p))
	}
	return strings.Join(parts, "/")
}
