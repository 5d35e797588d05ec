package xwing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// RangeBand rules at what range a ship is, and whether an "at" or
// "within" requirement holds.
var RangeBand = register(&Rule[*RangeAsk]{
	ID:       "xwing-range",
	Title:    `Range: "at" versus "within"`,
	Question: "range",
	Schema:   "description=at what range is the other ship, and is a requirement met?",
	Check:    func(c *checker, r *RangeAsk) error { return c.rangeAsk(r, c.path) },
	Describe: func(r *RangeAsk) string { return fmt.Sprintf("range: from %s to %s", r.From, r.To) },
	Doc: `A ship is "at" the lowest range band its base touches; it is "within"
Range N only when wholly inside bands 1 to N. A ship is at Range 1 of
itself. For an action or card of a huge ship, range is measured from the
closest point of the huge ship, whichever section acts.`,
	Cites: refs(refAtWithin, qRangeSelf, qRulerWidth, qRangeFrom, refRangeFromHuge, refCoordinate),
	Run: func(t *Table, q *RangeAsk) rulings.Ruling {
		var r rulings.Ruling
		g := q
		from, to := t.Ship(g.From), t.Ship(g.To)
		var at, far int
		if from == to {
			r.Stepf(refs(qRangeSelf), "%s is at Range 1 of itself.", from.Name())
			at, far = 1, 1
		} else {
			if from.Size == "huge" && g.For != "attack" {
				sec := ""
				if g.Section != "" {
					sec = " even though the " + g.Section + " section acts"
				}
				r.Stepf(refs(refRangeFromHuge, refCoordinate), "%s is a huge ship: for an action or card, range is measured from the closest point of the whole ship%s.", from.Name(), sec)
			} else if g.For == "ability" {
				r.Stepf(refs(qRangeFrom), "A card's range requirement is measured from the ship that has the ability, %s.", from.Name())
			}
			at, far = slices.Min(g.Touches), slices.Max(g.Touches)
			r.Stepf(refs(withNote(refAtWithin, `"at": the closest part touches`), qRulerWidth),
				"%s's base touches Range %s measured from %s: it is at Range %d, the lowest band it touches.", to.Name(), joinInts(g.Touches), from.Name(), at)
		}
		switch {
		case g.At != "":
			lo, hi, _ := parseBands(g.At)
			ok := at >= lo && at <= hi
			r.Stepf(refs(refAtWithin), "The requirement is at Range %s: Range %d %s.", g.At, at, map[bool]string{true: "meets it", false: "does not"}[ok])
			yesNo(&r, ok, fmt.Sprintf("%s is at Range %d of %s, which is at Range %s.", to.Name(), at, from.Name(), g.At), fmt.Sprintf("%s is at Range %d of %s, not at Range %s.", to.Name(), at, from.Name(), g.At))
		case g.Within > 0:
			ok := far <= g.Within
			r.Stepf(refs(withNote(refAtWithin, `"within": wholly within`)), "The requirement is within Range %d: the base must lie wholly inside Range 1–%d; its farthest band touched is Range %d.", g.Within, g.Within, far)
			yesNo(&r, ok, fmt.Sprintf("%s is within Range %d of %s.", to.Name(), g.Within, from.Name()), fmt.Sprintf("%s is at Range %d of %s but not within Range %d.", to.Name(), at, from.Name(), g.Within))
		default:
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s is at Range %d of %s.", to.Name(), at, from.Name())
		}
		return r
	},
})

func yesNo(r *rulings.Ruling, ok bool, yes, no string) {
	if ok {
		r.Verdict, r.Answer = rulings.Yes, yes
	} else {
		r.Verdict, r.Answer = rulings.No, no
	}
}

// parseBands reads "2" or "1-3".
func parseBands(s string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(strings.ReplaceAll(s, "–", "-"), "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi = lo
	var err2 error
	if ok {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	if err1 != nil || err2 != nil || lo < 1 || hi > 5 || lo > hi {
		return 0, 0, fmt.Errorf("range %q: want N or N-M with 1 ≤ N ≤ M ≤ 5", s)
	}
	return lo, hi, nil
}

func joinInts(ns []int) string {
	s := slices.Clone(ns)
	slices.Sort(s)
	s = slices.Compact(s)
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " and ")
}

func (l *loader) rangeAsk(r *RangeAsk, path string) error {
	if err := l.mustShip(r.From, path+".from"); err != nil {
		return err
	}
	if err := l.mustShip(r.To, path+".to"); err != nil {
		return err
	}
	for j, b := range r.Touches {
		if b < 1 || b > 5 {
			return l.Errorf(fmt.Sprintf("%s.touches[%d]", path, j), "range band %d: the rulers have Range 1 to 5", b)
		}
	}
	if len(r.Touches) == 0 && l.t.Ship(r.From) != l.t.Ship(r.To) {
		return l.Errorf(path, "range needs touches: the range bands %s's base touches, measured from %s", r.To, r.From)
	}
	if r.At != "" {
		if _, _, err := parseBands(r.At); err != nil {
			return l.Errorf(path+".at", "%v", err)
		}
	}
	if r.Within < 0 || r.Within > 5 {
		return l.Errorf(path+".within", "within %d: want Range 1 to 5", r.Within)
	}
	switch r.For {
	case "", "attack", "action", "ability":
	default:
		return l.Errorf(path+".for", "for %q: want attack, action or ability", r.For)
	}
	if r.Section != "" && l.t.Ship(r.From).Size != "huge" {
		return l.Errorf(path+".section", "section %q: only huge ships have sections", r.Section)
	}
	return nil
}
