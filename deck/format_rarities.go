package deck

import "fmt"

// ruleBannedRarities: no printing whose rarity is listed. The card files
// give one rarity per record.
var ruleBannedRarities = &formatRule{
	key:   "bannedRarities",
	kind:  "construction",
	brief: named("banned rarities"),
	doc:   "rarities no card of the deck may have (R, UR, PM... as the card files write them)",
	read:  readNames,
	card: func(fc *formatCheck, fd *Field, p printing) *reason {
		r := fc.rarity(p)
		if r == "" {
			return nil // not known: a note says the rarities could not be read
		}
		if v := valueNamed(fd, r); v != nil {
			return &reason{field: fd, value: v, text: fmt.Sprintf(" is rarity %s; rarity %s is not allowed in %s", r, r, fc.format.Name)}
		}
		return nil
	},
}

// valueNamed is the list entry equal to s.
func valueNamed(fd *Field, s string) *Value {
	for i := range fd.Values {
		if fd.Values[i].Text == s {
			return &fd.Values[i]
		}
	}
	return nil
}
