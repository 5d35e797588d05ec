package rulings

import "github.com/judge-swccg/judge/glossary"

// Narrowed collects the references a game's rules cite at a sentence
// (glossary.Ref.At), so that its Citations hand every one of them to
// judge doctor.
type Narrowed []glossary.Ref

// At is r narrowed to the sentence(s) locator finds, recorded in n.
func (n *Narrowed) At(r glossary.Ref, locator string) glossary.Ref {
	r = r.At(locator)
	*n = append(*n, r)
	return r
}
