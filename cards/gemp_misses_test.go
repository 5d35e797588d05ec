package cards

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestGempMisses lists, for the kinds named in $GEMP_MISSES (comma
// separated, or "all"), every effect no Gemp row agrees with and every
// static row no effect finds, with the card's text: the worklist for
// reading a kind closer to Gemp. It prints nothing unless asked.
func TestGempMisses(t *testing.T) {
	want := os.Getenv("GEMP_MISSES")
	if want == "" {
		t.Skip("set GEMP_MISSES=kind[,kind] or all")
	}
	db, facts := loadReal(t), loadGempFacts(t)
	for _, m := range gempMisses(db, facts, func(k string) bool { return want == "all" || slices.Contains(strings.Split(want, ","), k) }) {
		fmt.Println(m)
	}
}

// gempMisses describes each disagreement of the kinds keep selects.
func gempMisses(db *DB, facts map[string][]gempRow, keep func(string) bool) []string {
	classKind := map[string]string{}
	for k, cs := range gempClasses {
		for _, c := range cs {
			if classKind[c] == "" || primaryKind[k] {
				classKind[c] = k
			}
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, c := range db.All() {
		face := joinGemp(c, facts)
		if len(face.rows) == 0 || seen[face.key] {
			continue
		}
		seen[face.key] = true
		var lines []string
		for i, e := range face.effects {
			e = scoredAs(e)
			rows := face.rowsFor(i)
			if _, ok := gempClasses[e.Kind]; !ok || !keep(e.Kind) {
				continue
			}
			if !slices.ContainsFunc(rows, func(r gempRow) bool { return agrees(e, r) || computed(e.Kind, r) }) {
				lines = append(lines, fmt.Sprintf("  FP %s %v %q target=%q cond=%q", e.Kind, e.Value, e.Quote, e.Target, e.Condition))
			}
		}
		for _, r := range face.rows {
			k := classKind[r.class]
			if k == "" || r.scope != "static" || face.otherText || !keep(k) || computed(k, r) {
				continue
			}
			ks := []string{}
			for kk, cs := range gempClasses {
				if slices.Contains(cs, r.class) {
					ks = append(ks, kk)
				}
			}
			ks = append(ks, alsoFoundBy[r.class]...)
			if !slices.ContainsFunc(face.finders, func(e Effect) bool { return slices.Contains(ks, scoredAs(e).Kind) && agrees(e, r) }) {
				lines = append(lines, fmt.Sprintf("  FN %s %s %v %q", k, r.class, r.numbers, r.titles))
			}
		}
		if len(lines) == 0 {
			continue
		}
		var rs []string
		for _, r := range face.rows {
			rs = append(rs, fmt.Sprintf("%s%v%q", r.class, r.numbers, r.titles))
		}
		out = append(out, fmt.Sprintf("== %s %s [%s]\n  TEXT %s\n  GEMP %s\n%s", face.key, c.Title, c.Type, c.GameText, strings.Join(rs, " "), strings.Join(lines, "\n")))
	}
	return out
}
