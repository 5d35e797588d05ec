package deck

import (
	"fmt"
	"strconv"
)

// ruleSets: a card is legal when one of its printings is from a listed
// set. Printings are the cards of one title and side and the reprints the
// card files record (a card of set 7 reprinted in set 105).
var ruleSets = &formatRule{
	key:   "set",
	kind:  "construction",
	brief: counted("sets"),
	doc:   "the legal sets: every card must have a printing in one of them (the number before \"_\" in a Gemp id)",
	read: func(fd *Field) error {
		if !fd.List {
			return fmt.Errorf("a list of set numbers is expected")
		}
		fd.sets = map[int]bool{}
		for _, v := range fd.Values {
			n, err := strconv.Atoi(v.Text)
			if v.String || err != nil || n < 0 {
				return errAt(v, "set %s is not a set number", v.written())
			}
			fd.sets[n] = true
		}
		return nil
	},
	card: func(fc *formatCheck, fd *Field, p printing) *reason {
		var seen []string
		for _, reprints := range []bool{false, true} {
			seen = seen[:0]
			for _, n := range fc.sets(p, reprints) {
				if fd.sets[n] {
					return nil
				}
				seen = append(seen, strconv.Itoa(n))
			}
		}
		what, verb := "set "+joinAnd(seen), "is"
		if len(seen) > 1 {
			what, verb = "sets "+joinAnd(seen), "are"
		}
		return &reason{field: fd, text: fmt.Sprintf(" is from %s; %s %s not legal in %s", what, what, verb, fc.format.Name)}
	},
}
