package deck

import (
	"fmt"
	"strings"
	"sync"

	"github.com/judge-swccg/judge/cards"
)

// ruleBannedIcons: no card carrying a listed icon. The names are the
// online engine's ("DEFENSIVE_SHIELD", "EPISODE_I"). That engine gives a
// card the icons printed on it, the icon of its card type (every Defensive
// Shield has the Defensive Shield icon) and those of its character
// classes (a Dark Jedi Master, a Sith); the card files record the three
// as icons, type and subtype, so a card carries an icon when one of them
// spells its name.
var ruleBannedIcons = &formatRule{
	key:   "bannedIcons",
	kind:  "construction",
	brief: named("banned icons"),
	doc:   "icons no card of the deck may carry (the online engine's names: DEFENSIVE_SHIELD, EPISODE_I, MAINTENANCE...)",
	read:  readNames,
	card: func(fc *formatCheck, fd *Field, p printing) *reason {
		for i := range fd.Values {
			v := &fd.Values[i]
			if !fc.iconKnown(v) {
				continue
			}
			if carries(p.card, v.Text) {
				return &reason{field: fd, value: v, text: iconReason(p.card, v.Text, fc.format.Name)}
			}
		}
		return nil
	},
}

// iconReason is " is a Defensive Shield; Defensive Shields are not
// allowed in Classic", after the card's label.
func iconReason(c *cards.Card, icon, format string) string {
	name := iconName(icon)
	if iconKey(c.Type) == iconKey(name) {
		return fmt.Sprintf(" is a %s; %ss are not allowed in %s", c.Type, c.Type, format)
	}
	return fmt.Sprintf(" has the %s icon; cards with it are not allowed in %s", name, format)
}

// iconName turns the engine's DEFENSIVE_SHIELD into "Defensive Shield".
func iconName(icon string) string {
	words := strings.Fields(strings.ReplaceAll(strings.ToLower(icon), "_", " "))
	for i, w := range words {
		if strings.Trim(w, "ivx") == "" { // a Roman numeral: EPISODE_VII
			words[i] = strings.ToUpper(w)
		} else {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// iconKeyReplacer folds what an icon name may differ by.
var iconKeyReplacer = strings.NewReplacer("_", " ", "'", "", "’", "")

// iconKey compares an icon of the card files with an engine name: case,
// underscores, apostrophes and a trailing count ("Warrior x2") do not
// matter.
func iconKey(s string) string {
	words := strings.Fields(strings.ToLower(iconKeyReplacer.Replace(s)))
	if n := len(words); n > 1 && len(words[n-1]) > 1 && words[n-1][0] == 'x' && strings.Trim(words[n-1][1:], "0123456789") == "" {
		words = words[:n-1]
	}
	return strings.Join(words, " ")
}

// carries reports whether a card has the icon: printed, its type, or one
// of its classes.
func carries(c *cards.Card, icon string) bool {
	want := iconKey(icon)
	for _, have := range cardIcons(c) {
		if have == want {
			return true
		}
	}
	return false
}

func cardIcons(c *cards.Card) []string {
	out := []string{iconKey(c.Type)}
	for _, i := range c.Icons {
		out = append(out, iconKey(i))
	}
	for _, class := range strings.Split(c.SubType, "/") {
		out = append(out, iconKey(class))
	}
	return out
}

// iconKnown is false, with a note once per deck, for an icon no card of
// the database carries: the card files do not record it, so the rule
// cannot be checked.
func (fc *formatCheck) iconKnown(v *Value) bool {
	if knownIcons(fc.db)[iconKey(v.Text)] {
		return true
	}
	if key := "icon " + v.Text; !fc.noted[key] {
		fc.noted[key] = true
		fc.rep.noteRule(0, 0, fc.cite(fc.format.field("bannedIcons"), v), "not checked: no card of the card database records the %s icon, so %s's ban on it cannot be applied", iconName(v.Text), fc.format.Name)
	}
	return false
}

// lastIcons caches the icons of the last database asked about: one, so
// that a server switching to a rebuilt database does not keep the old one.
var lastIcons struct {
	sync.Mutex
	db    *cards.DB
	icons map[string]bool
}

// knownIcons are the icons some card of db carries.
func knownIcons(db *cards.DB) map[string]bool {
	lastIcons.Lock()
	defer lastIcons.Unlock()
	if lastIcons.db == db {
		return lastIcons.icons
	}
	m := map[string]bool{}
	for _, c := range db.All() {
		for _, i := range cardIcons(c) {
			m[i] = true
		}
	}
	lastIcons.db, lastIcons.icons = db, m
	return m
}
