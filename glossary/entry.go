// Package glossary turns rules documents into citable entries.
//
// The pipeline is: raw bytes → Detect picks a Parser by content → Parser
// produces a Document of Entries → Link resolves cross-references and
// variants across every document of a corpus. Nothing here knows about
// bleve or the command line.
package glossary

// Game names the card game a document belongs to.
type Game string

const (
	GameSWCCG Game = "swccg"
	GameSWTCG Game = "swtcg"
	GameXWing Game = "xwing"
)

// Kind classifies an entry so that search can filter and rulings can
// prefer rule text over examples.
type Kind string

const (
	KindChapter       Kind = "chapter"
	KindSection       Kind = "section"
	KindTerm          Kind = "term"
	KindCard          Kind = "card"
	KindErrata        Kind = "errata"
	KindFAQ           Kind = "faq"
	KindExample       Kind = "example"
	KindRedirect      Kind = "redirect"
	KindClarification Kind = "clarification"
)

// Kinds lists every kind, in documentation order.
var Kinds = []Kind{KindChapter, KindSection, KindTerm, KindCard, KindErrata, KindFAQ, KindExample, KindRedirect, KindClarification}

// Entry is one citable unit of a rules document: a section with its body,
// a glossary term, a FAQ question with its answer.
//
// LineStart and LineEnd are 1-based physical lines of the source, heading
// included; the last line of a file counts even without a trailing newline.
type Entry struct {
	ID        string   `json:"id"`
	Doc       string   `json:"doc"`
	Game      Game     `json:"game"`
	Kind      Kind     `json:"kind"`
	Title     string   `json:"title"`
	Path      []string `json:"path"`
	Aliases   []string `json:"aliases,omitempty"`
	LineStart int      `json:"line_start"`
	LineEnd   int      `json:"line_end"`
	// Text is for display: markup residue removed, split paragraphs joined.
	Text string `json:"text"`
	// Raw is the exact source lines LineStart..LineEnd, for citation.
	Raw string `json:"raw,omitempty"`
	// Parent is the ID of the enclosing entry, if any.
	Parent string `json:"parent,omitempty"`
	// SeeAlso holds every cross-reference the entry makes, resolved or not.
	SeeAlso []XRef `json:"see_also,omitempty"`
	// Variants are IDs of the same passage in another rendering of the
	// same rulebook (the Markdown and plain-text chapters 7–8).
	Variants []string `json:"variants,omitempty"`
	// Lines lists the physical lines that belong to the entry when they are
	// not one contiguous run (the OCR FAQ interleaves two pages). Empty means
	// LineStart..LineEnd.
	Lines []int `json:"lines,omitempty"`
}

// XRef is a cross-reference as written in the source, with its resolution.
type XRef struct {
	// Text is the reference as written, e.g. "Never - Location Restrictions, Ch. 1".
	Text string `json:"text"`
	// Target is the title the reference points at, e.g. "Never - Location Restrictions".
	Target string `json:"target"`
	// Where is the chapter or appendix label when the source gives one ("Ch. 1", "Ap. C").
	Where string `json:"where,omitempty"`
	// Line is the physical line the reference appears on.
	Line int `json:"line"`
	// ID is the resolved entry ID; empty when the target is not in the corpus.
	ID string `json:"id,omitempty"`
	// Redirect is true for "See X" entries whose whole body is the reference.
	Redirect bool `json:"redirect,omitempty"`
}

// Span is an inclusive range of physical lines.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Document is one parsed source file.
type Document struct {
	// Name is the file's base name, e.g. "swccg-glossary-2.0.txt".
	Name string `json:"doc"`
	// Family groups renderings and editions of one work so that a Ref
	// survives a new edition: "swccg-rules", "swccg-glossary", "swtcg-rules", "xwing-faq".
	Family string `json:"family"`
	Game   Game   `json:"game"`
	// Format is the parser that read it, e.g. "pc-rulebook-text".
	Format string `json:"format"`
	Title  string `json:"title,omitempty"`
	// Lines is the number of physical lines.
	Lines   int     `json:"lines"`
	Entries []Entry `json:"entries"`
	// Skipped are line runs deliberately kept out of the index (OCR junk,
	// page furniture), so a reviewer can see nothing was lost silently.
	Skipped []Span `json:"skipped,omitempty"`
	// Warnings are irregularities the parser repaired or could not.
	Warnings []string `json:"warnings,omitempty"`
}
