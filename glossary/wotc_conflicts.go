package glossary

import "fmt"

// wotcConflict is a place where the glossary, written for an older set,
// says something the updated body text contradicts (note §1.8). The body
// governs; the glossary entry gets a reference to the body section so a
// reader sees both.
type wotcConflict struct {
	code, term, topic, section string
}

var wotcConflicts = []wotcConflict{
	{"C1", "draw step", "when players draw", "Section 2: Turn Structure"},
	{"C1", "ready phase", "when players draw", "Section 2: Turn Structure"},
	{"C1", "draw", "when players draw", "Section 2: Turn Structure"},
	{"C2", "mulligan", "which cards a mulligan may discard", "How to Start the Game"},
	{"C3", "Overkill", "whether excess hits are counted over the defender's remaining health", "Overkill"},
	{"C4", "build", "which cards can be built, and with how many counters", "Building Units, Mission Cards, and Location Cards"},
	{"C4", "build point", "which cards build points are spent on", "Building Units, Mission Cards, and Location Cards"},
	{"C5", "deploy", "whether a deployed unit may stay in the build zone", "Building Units, Mission Cards, and Location Cards"},
	{"C6", "build zone", "which abilities work in the build zone", "Build Zone"},
	{"C6", "retreat", "which abilities of retreated units work", "Retreating Units"},
	{"C7", "static ability", "when static abilities work", "Static Abilities"},
	{"C8", "stack", "what a stack takes from its top card", "Stacking Unique Cards"},
	{"C9", "step", "phases other than the battle phase", "Section 2: Turn Structure"},
}

// wotcConflictWhere marks a conflict reference as one the body wins.
const wotcConflictWhere = "body text prevails"

// addWotCConflicts adds to each contradicted glossary term a reference to
// the body section that governs, with its ID when the section is there.
func addWotCConflicts(doc *Document) {
	terms, sections := map[string]*Entry{}, map[string]*Entry{}
	for i := range doc.Entries {
		e := &doc.Entries[i]
		switch e.Kind {
		case KindTerm:
			terms[Fold(e.Title)] = e
		case KindSection:
			if _, dup := sections[Fold(e.Title)]; !dup {
				sections[Fold(e.Title)] = e
			}
		}
	}
	for _, c := range wotcConflicts {
		t := terms[Fold(c.term)]
		if t == nil {
			continue
		}
		x := XRef{Text: fmt.Sprintf("%s: the body differs on %s; see %s", c.code, c.topic, c.section), Target: c.section, Where: wotcConflictWhere, Line: t.LineStart}
		if s := sections[Fold(c.section)]; s != nil {
			x.ID = s.ID
		} else {
			doc.Warnings = append(doc.Warnings, fmt.Sprintf("line %d: glossary term %q conflicts (%s) with section %q, which is not in this edition", t.LineStart, t.Title, c.code, c.section))
		}
		t.SeeAlso = append(t.SeeAlso, x)
	}
}
