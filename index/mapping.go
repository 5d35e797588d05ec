package index

import (
	"encoding/json"
	"strings"

	"github.com/blevesearch/bleve/v2/mapping"

	"github.com/judge-swccg/judge/glossary"
)

// Field names of an indexed entry.
const (
	fDoc        = "doc"
	fDocSlug    = "doc_slug"
	fFamily     = "family"
	fGame       = "game"
	fKind       = "kind"
	fTitle      = "title"
	fTitleExact = "title_exact"
	fAliases    = "aliases"
	fAliasExact = "aliases_exact"
	fPathTail   = "path_tail"
	fText       = "text"
	// fExtraText holds the text of entries from no rules document (card
	// game text and lore). Kept apart from fText so a query's broad
	// clauses (any word, phrase) scan the rules and not thousands of
	// cards: a card is found by its name, or by all the words of a query.
	fExtraText = "extra_text"
	fLineStart = "line_start"
	fLineEnd   = "line_end"
	// fPrimary is the ID of the variant group's primary entry (the entry's
	// own ID when it has no variants), so search collapses a group.
	fPrimary = "primary"
	// fEntry is the whole entry as JSON, stored and not indexed, so Show
	// and Define need no other file.
	fEntry = "entry"
)

func newMapping() mapping.IndexMapping {
	keyword := func(store bool) *mapping.FieldMapping {
		f := mapping.NewKeywordFieldMapping()
		f.Store, f.IncludeInAll, f.IncludeTermVectors, f.DocValues = store, false, false, false
		return f
	}
	text := func(analyzer string, store, vectors bool) *mapping.FieldMapping {
		f := mapping.NewTextFieldMapping()
		f.Analyzer = analyzer
		f.Store, f.IncludeInAll, f.IncludeTermVectors, f.DocValues = store, false, vectors, false
		return f
	}
	number := func() *mapping.FieldMapping {
		f := mapping.NewNumericFieldMapping()
		f.Store, f.IncludeInAll, f.DocValues = true, false, false
		return f
	}
	stored := mapping.NewTextFieldMapping()
	stored.Index, stored.Store, stored.IncludeInAll, stored.IncludeTermVectors, stored.DocValues = false, true, false, false, false

	doc := mapping.NewDocumentStaticMapping()
	add := func(name string, f *mapping.FieldMapping) { doc.AddFieldMappingsAt(name, f) }
	for _, k := range []string{fDoc, fFamily, fGame, fKind} {
		add(k, keyword(true))
	}
	add(fPrimary, stored)
	add(fDocSlug, keyword(false))
	add(fTitle, text(textAnalyzer, true, false))
	add(fTitleExact, text(exactAnalyzer, false, false))
	add(fAliases, text(textAnalyzer, false, false))
	add(fAliasExact, text(exactAnalyzer, false, false))
	add(fPathTail, text(exactAnalyzer, false, false))
	add(fText, text(textAnalyzer, false, true))
	add(fExtraText, text(textAnalyzer, false, false)) // no term locations: see Hit.Snippet
	add(fLineStart, number())
	add(fLineEnd, number())
	add(fEntry, stored)
	// No field is copied into bleve's catch-all _all field, and no query
	// reads it; disabled, it is not built for every document at all.
	doc.AddSubDocumentMapping("_all", mapping.NewDocumentDisabledMapping())

	m := mapping.NewIndexMapping()
	m.DefaultMapping = doc
	m.DefaultAnalyzer = textAnalyzer
	m.IndexDynamic, m.StoreDynamic, m.DocValuesDynamic = false, false, false
	return m
}

// source is an entry with what the index needs to know about its document.
type source struct {
	entry   *glossary.Entry
	family  string
	primary string
	// extra marks an entry from no rules document (BuildInput.Extra).
	extra bool
}

// fields turns an entry into the document bleve indexes.
func (s source) fields() (map[string]interface{}, error) {
	e := s.entry
	js, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	tail := e.Title
	if len(e.Path) > 0 {
		tail = e.Path[len(e.Path)-1]
	}
	textField := fText
	if s.extra {
		textField = fExtraText
	}
	// The heading path is shown from the stored entry and searched in
	// titles, so it is not indexed again; an entry from no document (a
	// card) has no lines to find it by.
	fields := map[string]interface{}{
		fDoc:        e.Doc,
		fDocSlug:    glossary.DocSlug(e.Doc),
		fFamily:     s.family,
		fGame:       string(e.Game),
		fKind:       string(e.Kind),
		fTitle:      e.Title,
		fTitleExact: e.Title,
		fAliases:    e.Aliases,
		fAliasExact: e.Aliases,
		fPathTail:   tailNames(tail),
		textField:   e.Text,
		fPrimary:    s.primary,
		fEntry:      string(js),
	}
	if !s.extra {
		fields[fLineStart] = float64(e.LineStart)
		fields[fLineEnd] = float64(e.LineEnd)
	}
	return fields, nil
}

// tailNames are the names a Ref may give the last heading of a path: the
// heading as written and, for "Parent - Child" headings, each child part,
// matching glossary.Ref.Matches.
func tailNames(tail string) []string {
	names := []string{tail}
	for i := strings.Index(tail, " - "); i >= 0; {
		tail = tail[i+3:]
		names = append(names, tail)
		i = strings.Index(tail, " - ")
	}
	return names
}
