package deck

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// maxIDRange bounds a "12_1-5" range, so a typing slip cannot ask for
// millions of ids.
const maxIDRange = 1000

var reGempID = lazyregexp.New(`^(\d{1,4})_(\d{1,5})(?:-(\d{1,5}))?$`)

// gempIDs reads one entry of a card list: "1_168", or "12_1-5" for 12_1
// to 12_5.
func gempIDs(v *Value) ([]string, error) {
	m := reGempID().FindStringSubmatch(v.Text)
	if !v.String || m == nil {
		return nil, errAt(*v, "%s is not a card id such as \"1_168\" or a range such as \"12_1-5\"", v.written())
	}
	if m[3] == "" {
		return []string{v.Text}, nil
	}
	from, _ := strconv.Atoi(m[2])
	to, _ := strconv.Atoi(m[3])
	if to < from || to-from > maxIDRange {
		return nil, errAt(*v, "range %s runs backwards or spans more than %d cards", v.written(), maxIDRange)
	}
	var out []string
	for i := from; i <= to; i++ {
		out = append(out, m[1]+"_"+strconv.Itoa(i))
	}
	return out, nil
}

// ruleValid: a listed card is allowed whatever the other card rules say
// (its set, icons, rarity, a ban), as the online engine reads the list.
var ruleValid = &formatRule{
	key:    "valid",
	kind:   "construction",
	brief:  counted("valid exceptions"),
	doc:    "cards allowed although their set is not legal; the other card rules do not apply to them either",
	read:   readIDs,
	exempt: listed,
}

// ruleBanned: a listed printing is banned; a card with another printing
// that is allowed may still be played as that printing.
var ruleBanned = &formatRule{
	key:   "banned",
	kind:  "construction",
	brief: counted("banned"),
	doc:   "banned cards (Gemp ids of printings)",
	read:  readIDs,
	card: func(fc *formatCheck, fd *Field, p printing) *reason {
		if v := listed(fd, p); v != nil {
			return &reason{field: fd, value: v, text: fmt.Sprintf(" is banned in %s", fc.format.Name)}
		}
		return nil
	},
}

// ruleRestricted: at most one copy of a listed card, counting every line
// that names it. No format of the Players Committee's file sets it today;
// the online engine reads it.
var ruleRestricted = &formatRule{
	key:   "restricted",
	kind:  "construction",
	brief: counted("restricted"),
	doc:   "cards the deck may hold only one copy of",
	read:  readIDs,
	deck: func(fc *formatCheck, fd *Field) {
		if fd == nil {
			return
		}
		for i, c := range fc.rep.Cards {
			if c.card == nil || slices.ContainsFunc(fc.rep.Cards[:i], func(o Card) bool { return o.card != nil && samePrinted(o.card, c.card) }) {
				continue // unknown, or counted with an earlier line
			}
			copies := 0
			for _, o := range fc.rep.Cards[i:] {
				if o.card != nil && samePrinted(o.card, c.card) {
					copies += o.Count
				}
			}
			if copies < 2 {
				continue
			}
			for _, p := range fc.withPrintings(&fc.rep.Cards[i]).printings {
				if v := listed(fd, p); v != nil {
					fc.rep.faultRule(c.Line, c.Col, fc.cite(fd, v), nil, "%d copies of %s; %s restricts it to one", copies, cardLabel(p.card), fc.format.Name)
					break
				}
			}
		}
	},
}
