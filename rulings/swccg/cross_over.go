package swccg

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// CrossOver rules on what changes when a character crosses over.
var CrossOver = register(&Rule[string]{
	ID:       "cross-over",
	Title:    "Crossing over",
	Question: "cross_over",
	Schema:   "description=character: what changes when it crosses over?",
	Check:    onTable,
	Describe: func(name string) string { return "cross_over: " + name },
	Doc: `Only the personas of Table 5-1 cross over (Anakin Skywalker/Vader,
Leia/Lady Vader, Luke/Son Of Vader, Ben Solo/Kylo). The card goes to the
other side of its location and, for the rest of the game, changes owner,
swaps its allegiance icons (Rebel/Imperial, Clone Army/Separatist,
Resistance/First Order, Jedi Master/Dark Jedi Master, Republic/Sith), takes
the new persona name as its title (still unique), has the old name in its own
game text (and permanent weapon) replaced by the new one, becomes or ceases
to be a Skywalker and changes its Force-sensitivity box. Its lore and the
words of its game text about allegiances stay. Cards on or targeting it
that affect it by its former name, title or type go to the original
player's Lost Pile, except Jedi Tests, whose benefits follow it to the Dark
Side. "Once per game" text is unused for the new title. The original
persona may not be deployed again this game.`,
	Cites: []glossary.Ref{refCrossingOver, refTable51, refCrossingEx, glossCrossing},
	Run:   runCrossOver,
})

// allegiance lists the icons that swap when a character crosses over.
var allegiance = [][2]string{{"Rebel", "Imperial"}, {"Clone Army", "Separatist"}, {"Resistance", "First Order"}, {"Jedi Master", "Dark Jedi Master"}, {"Republic", "Sith"}}

func runCrossOver(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(name)
	c := p.Card
	old := crossablePersona(c)
	if old == "" || p.Entry.CrossedOver {
		why := fmt.Sprintf("its personas (%s) are not in Table 5-1", orNone(c.Personas))
		if p.Entry.CrossedOver {
			why = "it has already crossed over"
		}
		r.Stepf([]glossary.Ref{crossPersona, refTable51}, "Only the personas of Table 5-1 cross over: Anakin Skywalker/Vader, Leia/Lady Vader, Luke/Son Of Vader, Ben Solo/Kylo. %s cannot: %s.", p.Name, why)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s cannot cross over: %s.", p.Name, why)
		return r
	}
	nw, from, to := c.CrossoverPersona, p.Owner(), p.Owner().Opponent()
	r.Stepf([]glossary.Ref{crossPlaced}, "%s is placed on %s's side of %s and changes owner from %s to %s for the rest of the game, even if it leaves table.", p.Name, to, orNowhere(p.Location()), from, to)
	r.Stepf([]glossary.Ref{crossPersona, refTable51}, "Table 5-1: the persona %s becomes %s; the card's title becomes %s (it remains unique •).", old, nw, nw)
	r.Step(iconChanges(c, to), crossIcons)
	if to == table.Dark {
		r.Step("Crossing to the Dark Side, it ceases to be a Skywalker, and its Force-sensitivity box changes (for example Jedi to Dark Jedi).", crossSkywalker, refCrossingEx)
	} else {
		r.Step("Crossing to the Light Side, it becomes a Skywalker, and its Force-sensitivity box changes (for example Dark Jedi to Jedi).", crossSkywalker)
	}
	renamed := renamedText(gameText(p), old, nw)
	if len(renamed) > 0 {
		r.Stepf([]glossary.Ref{crossRenamed, refCrossingEx}, "Its own game text naming %s now names %s: %s.", old, nw, strings.Join(renamed, "; "))
	}
	for _, pp := range c.PermanentPersonas {
		if as, name, _ := strings.Cut(pp, ":"); as == "weapon" && strings.Contains(name, old) {
			r.Stepf([]glossary.Ref{crossWeapon}, "Its permanent weapon %s becomes %s.", name, strings.Replace(name, old, nw, 1))
		}
	}
	if kept := lorePart(c); kept != "" {
		r.Stepf([]glossary.Ref{crossLore}, "Its lore does not change, so what the lore gives it stays: %s.", kept)
	}
	r.Step("Icons and words in its game text about allegiances do not switch (Vader still chokes Imperials).", crossAllegiant)
	if strings.Contains(strings.ToLower(gameText(p)), "once per game") {
		r.Stepf([]glossary.Ref{refCrossingEx}, "Its \"once per game\" text counts as never used for the new title %s, so %s may use it.", nw, to)
	}
	stays, lost := crossedCards(t, p, old, nw, to, &r)
	r.Stepf([]glossary.Ref{crossOthers, crossBothNames, glossCrossing}, "Only this card changes; other copies of the persona are unaffected, but the original persona %s may not be deployed again for the rest of the game. A card meant for both sides names both (\"Vader or Anakin\"); otherwise \"any %s\" never means %s.", old, old, nw)
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("%s crosses over to %s as %s. Stays on it: %s. To %s's Lost Pile: %s.", p.Name, to, nw, orNone(stays), from, orNone(lost))
	return r
}

// crossablePersona is the card's persona listed in Table 5-1.
func crossablePersona(c *cards.Card) string {
	if c.CrossoverPersona == "" || len(c.Personas) == 0 {
		return ""
	}
	return c.Personas[0]
}

func iconChanges(c *cards.Card, to table.Side) string {
	var swaps []string
	own := append([]string{c.SubType}, c.Icons...)
	for _, pair := range allegiance {
		for i, name := range pair {
			if slices.ContainsFunc(own, func(s string) bool { return strings.EqualFold(s, name) }) {
				swaps = append(swaps, name+" becomes "+pair[1-i])
			}
		}
	}
	if len(swaps) == 0 {
		return "It has no allegiance icon to swap (Rebel/Imperial, Clone Army/Separatist, Resistance/First Order, Jedi Master/Dark Jedi Master, Republic/Sith)."
	}
	return "Its allegiance icons swap: " + strings.Join(swaps, ", ") + "."
}

// renamedText lists each sentence of the game text naming the old persona,
// as it reads after the crossing.
func renamedText(text, old, nw string) []string {
	word := regexp.MustCompile(`\b` + regexp.QuoteMeta(old) + `\b`)
	var out []string
	for _, s := range regexp.MustCompile(`[^.]+\.?`).FindAllString(text, -1) {
		s = strings.TrimSpace(s)
		if word.MatchString(s) {
			out = append(out, fmt.Sprintf("%q", word.ReplaceAllString(s, nw)))
		}
	}
	return out
}

// lorePart names the characteristics the card's lore gives it.
func lorePart(c *cards.Card) string {
	var kept []string
	for _, ch := range c.Characteristics {
		if strings.Contains(strings.ToLower(c.Lore), strings.ToLower(ch)) {
			kept = append(kept, ch)
		}
	}
	return strings.Join(kept, ", ")
}

// crossedCards sorts the cards on or targeting the character: Jedi Tests
// and cards still fitting the new identity stay; cards tied to the former
// name, title or type are lost.
func crossedCards(t *table.Table, p *table.Piece, old, nw string, to table.Side, r *rulings.Ruling) (stays, lost []string) {
	formerType := p.Card.SubType
	for _, q := range hostedBy(t, p) {
		if strings.Contains(q.Card.Type, "Jedi Test") {
			stays = append(stays, q.Name)
			benefit := ""
			if to == table.Dark && q.Entry.Completed {
				benefit = " Its benefits, completed, now apply to the Dark Side player."
			}
			r.Stepf([]glossary.Ref{crossJediTests, refCrossingEx}, "%s is a Jedi Test: it stays.%s", q.Name, benefit)
			continue
		}
		text := gameText(q)
		targets := deployTargets(text)
		ok, named, skywalker := false, false, false
		for _, tg := range targets {
			if isSkywalkerTarget(tg) {
				skywalker = true
				named = named || to == table.Dark
				ok = ok || to == table.Light
				continue
			}
			former := glossary.Fold(tg) == glossary.Fold(old) || glossary.Fold(tg) == glossary.Fold(p.Card.Title) || strings.EqualFold(tg, formerType)
			named = named || former
			ok = ok || (!former && fits(tg, p.Card))
		}
		mentions := regexp.MustCompile(`\b` + regexp.QuoteMeta(old) + `\b`).MatchString(text)
		switch {
		case skywalker && !ok:
			lost = append(lost, q.Name)
			r.Stepf([]glossary.Ref{crossFormer, refCrossingEx}, "%s deploys on %s: crossed to the Dark Side, the character is no longer a Skywalker, so it no longer qualifies and goes to %s's Lost Pile.", q.Name, strings.Join(targets, " or "), p.Owner())
			continue
		case ok && mentions:
			stays = append(stays, q.Name)
			r.Stepf([]glossary.Ref{crossFormer, refCrossingEx}, "%s deploys on %s; the character still qualifies, so it stays, but its text about %s no longer applies to %s.", q.Name, strings.Join(targets, " or "), old, nw)
		case ok || (!named && !mentions):
			stays = append(stays, q.Name)
			r.Stepf([]glossary.Ref{crossFormer}, "%s does not depend on the former name, title or type: it stays.", q.Name)
		default:
			lost = append(lost, q.Name)
			r.Stepf([]glossary.Ref{crossFormer, refCrossingEx}, "%s affects the character as %s (it deploys on %s): it no longer applies and goes to %s's Lost Pile.", q.Name, old, orNone(targets), p.Owner())
		}
	}
	return stays, lost
}

// isSkywalkerTarget: a deploy target naming a Skywalker ("your Skywalker
// of ability > 3"), which a character is only on the Light Side.
func isSkywalkerTarget(tg string) bool {
	f := strings.TrimPrefix(glossary.Fold(tg), "your ")
	return f == "skywalker" || strings.HasPrefix(f, "skywalker ")
}

// crossedView is a crossed-over card as other cards see it: titled by its
// new persona, carrying it (and its permanent weapon renamed) instead of
// the old one, with its allegiance icons swapped. Nil for a card that has
// not crossed over or is not in Table 5-1.
func crossedView(p *table.Piece) *cards.Card {
	old := crossablePersona(p.Card)
	if !p.Entry.CrossedOver || old == "" {
		return nil
	}
	c := *p.Card
	nw := c.CrossoverPersona
	c.Title, c.Personas, c.CrossoverPersona = nw, []string{nw}, old
	c.PermanentPersonas = nil
	for _, pp := range p.Card.PermanentPersonas {
		c.PermanentPersonas = append(c.PermanentPersonas, strings.Replace(pp, old, nw, 1))
	}
	swap := func(s string) string {
		for _, pair := range allegiance {
			for i, name := range pair {
				if strings.EqualFold(s, name) {
					return pair[1-i]
				}
			}
		}
		return s
	}
	c.SubType = swap(c.SubType)
	c.Icons = make([]string, len(p.Card.Icons))
	for i, icon := range p.Card.Icons {
		c.Icons[i] = swap(icon)
	}
	return &c
}
