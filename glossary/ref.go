package glossary

import "strings"

// Ref is a citation that survives new editions: a document family and a
// heading path, never a line number. Lines come from whatever edition is
// indexed when the Ref is resolved.
type Ref struct {
	Family string   `json:"family"`
	Path   []string `json:"path"`
	// Note says which part of the passage matters, e.g. "second paragraph".
	Note string `json:"note,omitempty"`
	// Locator narrows the citation to the sentence(s) it rests on: a few
	// distinctive words of the sentence, never the sentence itself (the
	// project holds no document text), found at run time in the entry's
	// text (Entry.Locate). Empty cites the whole entry.
	Locator string `json:"locator,omitempty"`
	// Resolved is what the reference names in the index that answered,
	// filled in for JSON answers (rulings.Resolve), so that a bot or an
	// assistant shows the rule without looking it up again.
	Resolved []Passage `json:"resolved,omitempty"`
}

// Passage is a reference resolved in one index: the entry, its document
// and lines, and its text to quote.
type Passage struct {
	ID        string `json:"id"`
	Doc       string `json:"doc"`
	LineStart int    `json:"line_start"`
	LineEnd   int    `json:"line_end"`
	Quote     string `json:"quote"`
	// Cited is the sentence(s) the reference's Locator finds in the entry,
	// whole, with their own lines; nil for a reference without a locator
	// or when the locator no longer finds its sentence.
	Cited *Sentence `json:"cited,omitempty"`
}

// At is r narrowed to the sentence(s) locator finds in the entry.
func (r Ref) At(locator string) Ref {
	r.Locator = locator
	return r
}

// Key tells references apart: the entry they name and the sentence.
func (r Ref) Key() string {
	return r.Family + "\x00" + strings.Join(r.Path, "\x00") + "\x00" + r.Locator
}

func (r Ref) String() string {
	return r.Family + " › " + strings.Join(r.Path, " › ")
}

// Matches reports whether e is the entry r names: the entry's heading path
// ends with r.Path, compared by Fold. A heading written the rulebook's way,
// "Immune To Attrition - Example 1", also answers to its child name
// "Example 1", so a Ref reads as the hierarchy it names
// (Immune To Attrition › Example 1) whatever the edition's heading style.
func (r Ref) Matches(e *Entry) bool {
	if len(r.Path) == 0 || len(r.Path) > len(e.Path) {
		return false
	}
	off := len(e.Path) - len(r.Path)
	for i, p := range r.Path {
		if !headingMatches(Fold(e.Path[off+i]), Fold(p)) {
			return false
		}
	}
	return true
}

func headingMatches(heading, want string) bool {
	return heading == want || strings.HasSuffix(heading, " - "+want)
}
