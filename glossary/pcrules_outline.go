package glossary

import (
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// The Players Committee rulebook exists as plain text (chapters 5–8) and as
// Markdown (chapters 7–8). Each parser only finds heading lines; the outline
// rules here give both renderings the same titles, paths, kinds and bodies,
// so that Link can pair the two copies of a section by path.

// pcHeading is one heading line with its title as plain text.
type pcHeading struct {
	Line  int
	Title string
}

var (
	rePCChapter     = lazyregexp.New(`^Chapter \d+ - \S`)
	rePCExample     = lazyregexp.New(`(?i)\bexamples?(?: \d+)?$`)
	rePCStep        = lazyregexp.New(`^Step \d+: \S`)
	rePCCaption     = lazyregexp.New(`^Table \d+-\d+$`)
	rePCBullet      = lazyregexp.New(`^\s*- (.+)$`)
	rePCInBrief     = lazyregexp.New(`(?i)\bin brief$`)
	rePCBareExample = lazyregexp.New(`(?i)^examples?(?: \d+)?$`)
)

// pcFunctionWords are the words a heading never ends with and that
// sentence case and Title Case both leave lowercase.
var pcFunctionWords = map[string]bool{
	"a": true, "an": true, "and": true, "as": true, "at": true, "but": true, "by": true,
	"for": true, "from": true, "if": true, "in": true, "is": true, "of": true, "on": true,
	"or": true, "than": true, "that": true, "the": true, "to": true, "with": true, "your": true,
}

// pcOutline computes the structure of a rulebook from its heading lines.
type pcOutline struct {
	src    *Source
	hs     []pcHeading
	parent []int // index into hs; -1 for none
	// chapter is the index of the chapter heading each heading is in, or -1.
	chapter []int
	// keys, lastKeys and bullets are refKeys of each heading's title, of
	// the last part of a "Parent - Child" title, and of its body's bullet
	// items, computed once: the parent search compares them many times.
	keys, lastKeys []string
	bullets        []map[string]bool
}

func newPCOutline(src *Source, hs []pcHeading) *pcOutline {
	o := &pcOutline{src: src, hs: hs, parent: make([]int, len(hs)), chapter: make([]int, len(hs)),
		keys: make([]string, len(hs)), lastKeys: make([]string, len(hs)), bullets: make([]map[string]bool, len(hs))}
	for i, h := range hs {
		o.keys[i] = refKey(h.Title)
		if k := strings.LastIndex(h.Title, " - "); k >= 0 {
			o.lastKeys[i] = refKey(h.Title[k+3:])
		}
		for n := h.Line + 1; n <= o.bodyEnd(i); n++ {
			if m := rePCBullet().FindStringSubmatch(src.Line(n)); m != nil {
				if o.bullets[i] == nil {
					o.bullets[i] = map[string]bool{}
				}
				o.bullets[i][refKey(m[1])] = true
			}
		}
	}
	ch := -1
	for i, h := range hs {
		if rePCChapter().MatchString(h.Title) {
			ch = i
			o.chapter[i], o.parent[i] = -1, -1
			continue
		}
		o.chapter[i] = ch
		o.parent[i] = o.findParent(i)
		if o.parent[i] < 0 {
			o.parent[i] = ch
		}
	}
	return o
}

// bodyEnd is the last line before the next heading (or the end of file).
func (o *pcOutline) bodyEnd(i int) int {
	if i+1 < len(o.hs) {
		return o.hs[i+1].Line - 1
	}
	return o.src.NumLines()
}

// findParent applies the naming conventions of the rulebook, most specific
// first; -1 means the heading sits directly under its chapter.
func (o *pcOutline) findParent(i int) int {
	t := o.hs[i].Title
	if j := o.inBriefParent(i); j >= 0 {
		return j
	}
	// An all-lowercase heading is a sub-term of the heading before it
	// ("cannot be moved/…" under "Movement - cannot move"); a table caption
	// belongs to the section that introduces the table.
	if (pcStartsLower(t) || rePCCaption().MatchString(t)) && i-1 > o.chapter[i] {
		return i - 1
	}
	for _, cand := range pcParentCandidates(t) {
		if j := o.findTitle(i, cand); j >= 0 {
			return j
		}
	}
	if !strings.Contains(t, " - ") {
		if j := o.listedBy(i); j >= 0 {
			return j
		}
		if j := o.suffixParent(i); j >= 0 {
			return j
		}
	}
	// An example named after no heading ("Regular Moves - Examples")
	// illustrates the sections just before it.
	if rePCExample().MatchString(t) && i-1 > o.chapter[i] {
		return o.parent[i-1]
	}
	return -1
}

// pcParentCandidates lists the names a heading's parent may carry, longest
// first: for examples the title without "Example", then each "Parent -"
// prefix; for a no-dash example also its trailing words ("Multiple Personas
// Example" → "Personas").
func pcParentCandidates(t string) []string {
	var cands []string
	if rePCExample().MatchString(t) {
		base := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(rePCExample().ReplaceAllString(t, "")), "-"))
		if base != "" {
			cands = append(cands, base)
			if !strings.Contains(base, " - ") {
				words := strings.Fields(base)
				for k := 1; k < len(words); k++ {
					cands = append(cands, strings.Join(words[k:], " "))
				}
			}
		}
	}
	parts := strings.Split(t, " - ")
	for k := len(parts) - 1; k >= 1; k-- {
		cands = append(cands, strings.Join(parts[:k], " - "))
	}
	return cands
}

// findTitle finds the nearest earlier heading of the same chapter named
// name: by its whole title, else by the last part of a "Parent - Child"
// title ("Regular" names "Movement - Regular"), else, for a "Parent - Child"
// name, by a title that extends its last part ("… - Excluded" names "… -
// Excluded From Battle"). Comparison ignores case, punctuation and plurals.
func (o *pcOutline) findTitle(i int, name string) int {
	key := refKey(name)
	if key == "" {
		return -1
	}
	match := []func(j int) bool{
		func(j int) bool { return o.keys[j] == key },
		func(j int) bool { return o.lastKeys[j] == key },
	}
	if segs := strings.Count(name, " - "); segs > 0 {
		match = append(match, func(j int) bool {
			return strings.Count(o.hs[j].Title, " - ") == segs && strings.HasPrefix(o.keys[j], key+" ")
		})
	}
	for _, m := range match {
		for j := i - 1; j > o.chapter[i]; j-- {
			if m(j) {
				return j
			}
		}
	}
	return -1
}

// inBriefParent: an "… In Brief" heading is followed by its steps, written
// in sentence case ("Weapons segment") or as "Step N: …".
func (o *pcOutline) inBriefParent(i int) int {
	if !pcBriefStep(o.hs[i].Title) {
		return -1
	}
	for j := i - 1; j > o.chapter[i]; j-- {
		switch {
		case rePCInBrief().MatchString(o.hs[j].Title):
			return j
		case !pcBriefStep(o.hs[j].Title):
			return -1
		}
	}
	return -1
}

func pcBriefStep(t string) bool {
	if rePCStep().MatchString(t) {
		return true
	}
	if strings.Contains(t, " - ") || pcStartsLower(t) {
		return false
	}
	for _, w := range strings.Fields(t)[1:] {
		if len(w) > 3 && !pcFunctionWords[strings.ToLower(w)] && unicode.IsLower([]rune(w)[0]) {
			return true
		}
	}
	return false
}

// listedBy finds an earlier heading whose body lists this heading's title
// as a bullet ("Steps of a Battle" lists its four segments).
func (o *pcOutline) listedBy(i int) int {
	for j := i - 1; j > o.chapter[i]; j-- {
		if o.bullets[j][o.keys[i]] {
			return j
		}
	}
	return -1
}

// suffixParent: a title that ends with an earlier heading's title is its
// kind ("Location Deployment Restrictions" under "Deployment Restrictions").
// A one-word parent is accepted only right before ("Steps of a Battle"
// after "Battle"), since single words end many unrelated titles.
func (o *pcOutline) suffixParent(i int) int {
	for j := i - 1; j > o.chapter[i]; j-- {
		pk := o.keys[j]
		if pk == "" || !strings.HasSuffix(o.keys[i], " "+pk) {
			continue
		}
		if strings.Contains(pk, " ") || j == i-1 {
			return j
		}
	}
	return -1
}

func pcStartsLower(t string) bool {
	for _, r := range t {
		return unicode.IsLower(r)
	}
	return false
}

// path is the heading path of heading i: chapter, ancestors, title.
func (o *pcOutline) path(i int) []string {
	var rev []string
	for j := i; j >= 0; j = o.parent[j] {
		rev = append(rev, o.hs[j].Title)
	}
	p := make([]string, len(rev))
	for k, s := range rev {
		p[len(rev)-1-k] = s
	}
	return p
}

// aliases are the other names a judge uses for a sub-section: the child
// part alone ("Non-unique Persona"), and for a child named after the last
// part of its parent ("Regular - Follow" under "Movement - Regular") the
// full name ("Movement - Regular - Follow").
func (o *pcOutline) aliases(i int) []string {
	t := o.hs[i].Title
	k := strings.Index(t, " - ")
	if k < 0 {
		return nil
	}
	var out []string
	add := func(a string) {
		if a != "" && !rePCBareExample().MatchString(a) {
			out = append(out, a)
		}
	}
	if p := o.parent[i]; p >= 0 && !rePCChapter().MatchString(o.hs[p].Title) {
		pt := o.hs[p].Title
		if pk := strings.LastIndex(pt, " - "); pk >= 0 && strings.EqualFold(t[:k], pt[pk+3:]) {
			add(t[k+3:])
			add(pt + t[k:])
			return out
		}
		if len(t) > len(pt)+3 && strings.EqualFold(t[:len(pt)+3], pt+" - ") {
			add(t[len(pt)+3:])
			return out
		}
	}
	add(t[k+3:])
	return out
}
