package cardquery

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Fields are the searchable fields, in the order the help lists them.
var Fields = []*Field{
	textField("title", []string{"name"}, "title", "the card's title, by word prefix (title:vad finds Vader)", one(func(c *cards.Card) string { return c.Title })),
	textField("text", []string{"gametext", "gt"}, "game text", "the game text, by word prefix; quote a phrase", one(func(c *cards.Card) string { return c.GameText })),
	textField("lore", nil, "lore", "the lore, by word prefix", one(func(c *cards.Card) string { return c.Lore })),
	sideField,
	typeField(),
	keywordField("subtype", []string{"st"}, "subtype by whole words (subtype:imperial finds Alien/Imperial)", false,
		one(func(c *cards.Card) string { return c.SubType }),
		func(_ Op, v string) phrase { return phrase{rel: fmt.Sprintf("of subtype “%s”", v)} }),
	setField(),
	rarityField(),
	keywordField("icon", []string{"icons"}, `a printed icon, whole (icon:pilot also finds "Pilot x2")`, true, icons,
		func(_ Op, v string) phrase { return phrase{rel: fmt.Sprintf("with the %s icon", v)} }),
	uniquenessField,
	isField,
	keywordField("characteristic", []string{"keyword", "char"}, "a characteristic by whole words (leader, bounty hunter)", false,
		func(c *cards.Card) []string { return c.Characteristics },
		func(_ Op, v string) phrase { return phrase{rel: fmt.Sprintf("with the characteristic “%s”", v)} }),
	keywordField("persona", nil, "a persona the card is, or carries as permanent pilot, weapon or astromech", false, personas,
		func(_ Op, v string) phrase { return phrase{rel: fmt.Sprintf("of the persona “%s”", v)} }),
	keywordField("id", []string{"gempid"}, "the database id or Gemp id (1_168), whole", true,
		func(c *cards.Card) []string { return []string{c.ID, c.GempID} },
		func(_ Op, v string) phrase { return phrase{rel: "with id " + v} }),
	numberField("power", []string{"pow"}, "power", func(c *cards.Card) cards.Number { return c.Power }),
	numberField("ability", []string{"abil"}, "ability", func(c *cards.Card) cards.Number { return c.Ability }),
	numberField("deploy", []string{"dep"}, "deploy cost", func(c *cards.Card) cards.Number { return c.Deploy }),
	numberField("forfeit", []string{"forf"}, "forfeit", func(c *cards.Card) cards.Number { return c.Forfeit }),
	numberField("destiny", []string{"dest"}, "destiny", func(c *cards.Card) cards.Number { return c.Destiny }),
	numberField("armor", nil, "armor", func(c *cards.Card) cards.Number { return c.Armor }),
	numberField("maneuver", []string{"man"}, "maneuver", func(c *cards.Card) cards.Number { return c.Maneuver }),
	numberField("hyperspeed", []string{"hyper"}, "hyperspeed", func(c *cards.Card) cards.Number { return c.Hyperspeed }),
	numberField("landspeed", []string{"land"}, "landspeed", func(c *cards.Card) cards.Number { return c.Landspeed }),
	numberField("politics", []string{"pol"}, "politics", func(c *cards.Card) cards.Number { return c.Politics }),
	numberField("parsec", nil, "parsec", func(c *cards.Card) cards.Number { return c.Parsec }),
	numberField("ferocity", nil, "ferocity", func(c *cards.Card) cards.Number { return c.Ferocity }),
	numberField("lighticons", []string{"lsicons"}, "Light Side Force icons", forceIcons(func(c *cards.Card) int { return c.LightSideIcons })),
	numberField("darkicons", []string{"dsicons"}, "Dark Side Force icons", forceIcons(func(c *cards.Card) int { return c.DarkSideIcons })),
}

// forceIcons is a location's count of Force icons; other cards have none
// (undefined), not zero.
func forceIcons(get func(*cards.Card) int) func(*cards.Card) cards.Number {
	return func(c *cards.Card) cards.Number {
		if c.Type != "Location" {
			return cards.Undefined
		}
		return cards.N(float64(get(c)))
	}
}

// fieldByName finds a field by name or alias, in any case.
var fieldByName = map[string]*Field{}

func init() {
	for i, f := range Fields {
		f.slot = i
		for _, n := range f.names() {
			fieldByName[n] = f
		}
	}
}

// FieldNames lists every field's name (not the aliases).
func FieldNames() []string {
	out := make([]string, len(Fields))
	for i, f := range Fields {
		out[i] = f.Name
	}
	return out
}

func one(get func(*cards.Card) string) func(*cards.Card) []string {
	return func(c *cards.Card) []string { return []string{get(c)} }
}

var sideField = enumField("side", nil, "dark or light", []choice{
	{names: []string{"dark", "d", "ds", "dark side"}, match: func(c *cards.Card) bool { return c.Side == cards.Dark },
		say: phrase{adj: "Dark Side", adjRank: 2, rel: "on the Dark Side"}},
	{names: []string{"light", "l", "ls", "light side"}, match: func(c *cards.Card) bool { return c.Side == cards.Light },
		say: phrase{adj: "Light Side", adjRank: 2, rel: "on the Light Side"}},
})

// typeField is a keyword field that knows the card types, so a misspelt
// type is an error with a suggestion rather than an empty result.
func typeField() *Field {
	known := append([]string{"Jedi Test"}, cards.KnownTypes...)
	f := keywordField("type", []string{"t"}, "the card type by whole words (character, effect, defensive shield)", false,
		one(func(c *cards.Card) string { return c.Type }),
		func(_ Op, v string) phrase {
			noun := plural(strings.ToLower(v))
			return phrase{noun: noun, rel: "that are " + noun}
		})
	f.Values = make([]string, len(known))
	for i, k := range known {
		f.Values[i] = strings.ToLower(k)
	}
	compile := f.compile
	f.compile = func(f *Field, op Op, v string) (test, string) {
		w := words(v)
		for _, k := range known {
			if strings.Contains(words(k), w) {
				return compile(f, op, v)
			}
		}
		return test{}, fmt.Sprintf("%s%s%q: no card type has those words; types are %s%s", f.Name, op, v, strings.Join(f.Values, ", "), didYouMean(v, f.Values))
	}
	return f
}

func plural(s string) string {
	if strings.HasSuffix(s, "s") {
		return s
	}
	return s + "s"
}

// setField matches a set by its id as the data gives it (9, 200d) or by
// words of its name ("Death Star II", "set 9" for Virtual Set 9). A card
// is in the one set the data files it under; reprints are not followed.
func setField() *Field {
	return &Field{Name: "set", Aliases: []string{"s"}, Ops: textOps,
		Doc:     `the set: its id (9, 200d) or words of its name ("Death Star II", "virtual set 9")`,
		strings: func(c *cards.Card) []string { return []string{c.Set, c.SetName} },
		compile: func(f *Field, op Op, v string) (test, string) {
			w := words(v)
			switch {
			case w == " ":
				return test{}, fmt.Sprintf("%s%s needs a set id or name", f.Name, op)
			case setID().MatchString(v):
				return test{match: func(e *entry) bool { return e.strings[f.slot][0] == w }, say: phrase{rel: "from set " + v}}, ""
			case op == Eq:
				return test{match: func(e *entry) bool { return e.strings[f.slot][1] == w }, say: phrase{rel: "from " + v}}, ""
			}
			w = strings.TrimSpace(w)
			return test{match: func(e *entry) bool { return hasWords(e.strings[f.slot][1], w, true) }, say: phrase{rel: "from " + v}, cost: 1}, ""
		}}
}

var setID = lazyregexp.New(`^[0-9]+[a-z]?$`)

// rarityField reads the rarity the compiled database does not carry; a
// catalog gets it from the card files (ReadRarities). rarity:R finds R,
// R1 and R2; rarity=R only R.
func rarityField() *Field {
	return &Field{Name: "rarity", Aliases: []string{"r"}, Ops: textOps,
		Doc: "the rarity code (C, U, R, C2, R1, PM...); rarity:R also finds R1, R2; read from the card files, not on the API",
		compile: func(f *Field, op Op, v string) (test, string) {
			w := strings.TrimSpace(words(v))
			if w == "" {
				return test{}, fmt.Sprintf("%s%s needs a rarity code", f.Name, op)
			}
			return test{match: func(e *entry) bool {
				r := strings.ToLower(e.rarity)
				return r == w || (op == Has && strings.TrimRight(r, "0123456789") == w)
			}, say: phrase{rel: "of rarity " + strings.ToUpper(v)}}, ""
		}}
}

// icons drops the count of "Pilot x2" so icon:pilot finds it.
func icons(c *cards.Card) []string {
	out := make([]string, len(c.Icons))
	for i, ic := range c.Icons {
		if n, count, ok := strings.Cut(ic, " x"); ok && count != "" && strings.Trim(count, "0123456789") == "" {
			ic = n
		}
		out[i] = ic
	}
	return out
}

// personas are the card's own personas and those it carries, without the
// "pilot:" kind.
func personas(c *cards.Card) []string {
	out := append([]string{}, c.Personas...)
	for _, p := range c.PermanentPersonas {
		_, name, _ := strings.Cut(p, ":")
		out = append(out, name)
	}
	return out
}

var uniquenessField = enumField("uniqueness", []string{"unique"}, "unique (•), restricted (•• or •••), diamond (<> or <><><>) or none", []choice{
	{names: []string{"unique", "*", "•"}, match: hasMark(cards.Unique), say: phrase{adj: "unique", adjRank: 1, rel: "that are unique (•)"}},
	{names: []string{"restricted", "**", "***", "••", "•••"}, match: hasMark(cards.Restricted, cards.Restricted3),
		say: phrase{adj: "restricted (•• or •••)", adjRank: 1, rel: "that are restricted (•• or •••)"}},
	{names: []string{"diamond", "<>", "<><><>", "◇"}, match: hasMark(cards.Diamond, cards.Diamond3),
		say: phrase{adj: "diamond-unique (<>)", adjRank: 1, rel: "that are diamond-unique (<>)"}},
	{names: []string{"none", "nonunique", "non-unique"}, match: hasMark(cards.NonUnique), say: phrase{adj: "non-unique", adjRank: 1, rel: "that are non-unique"}},
})

func hasMark(marks ...cards.Uniqueness) func(*cards.Card) bool {
	return func(c *cards.Card) bool {
		for _, m := range marks {
			if c.Uniqueness == m {
				return true
			}
		}
		return false
	}
}

var isField = enumField("is", nil, "virtual, legacy, ai, front, back (face of a two-sided card) or twosided", []choice{
	{names: []string{"virtual", "v"}, match: func(c *cards.Card) bool { return c.Virtual }, say: phrase{adj: "Virtual", adjRank: 1, rel: "that are Virtual"}},
	{names: []string{"legacy"}, match: func(c *cards.Card) bool { return c.Legacy }, say: phrase{adj: "Legacy", adjRank: 1, rel: "that are Legacy"}},
	{names: []string{"ai"}, match: func(c *cards.Card) bool { return c.AI }, say: phrase{adj: "AI", adjRank: 1, rel: "that are AI versions"}},
	{names: []string{"front"}, match: func(c *cards.Card) bool { return c.Face != "back" }, say: phrase{rel: "that are front faces"}},
	{names: []string{"back"}, match: func(c *cards.Card) bool { return c.Face == "back" }, say: phrase{rel: "that are the back of a two-sided card"}},
	{names: []string{"twosided", "two-sided"}, match: func(c *cards.Card) bool { return c.Face == "back" || c.Back != "" },
		say: phrase{adj: "two-sided", adjRank: 1, rel: "that are two-sided"}},
})
