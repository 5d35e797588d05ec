package xwing

import "github.com/judge-swccg/judge/rulings"

// Citations narrowed to the sentence a step rests on (judge doctor checks
// each still finds one): Stressed and Ionized, FAQ L1045–1047, checked by
// hand against its lines and ../shared/notes/xwing-faq-1e.md.
var (
	narrowed rulings.Narrowed

	stressedDefined = narrowed.At(refStressedIonized, "is considered STRESSED")
	ionizedDefined  = narrowed.At(refStressedIonized, "at least one ion token assigned to it")
)
