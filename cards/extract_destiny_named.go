package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A change to a destiny or total no other kind names: "Adds 3 to
// Carbon-Freezing destiny", "Subtracts 2 from that character's training
// destiny draws", "subtract 1 from opponent's just drawn destiny", "Adds
// 1 to each of your race destinies here" (destiny_draw_modifier: Value
// ±N, Title the destiny as written). Battle and weapon destiny draws and
// total power have kinds of their own and are left to them. The same for
// a total or an attempt ("Adds 2 to your total", "Add 1 to total of
// Commence Primary Ignition", "subtracts 3 from attempts to cross Vader
// over", "Subtracts 2 from X on your Bacta Tank": named_total_modifier),
// "Destiny +2 when drawn for destiny." (destiny_value_modifier: the
// card's own destiny number), "reveal the top X cards of your Reserve
// Deck" (reveals, as peeks), "Shuffle deck, cut and replace." and
// "lost Force must come from Reserve Deck" (force_loss_from: Title the
// pile).
func init() {
	registerGroup("destiny_and_totals", []tightPhrase{
		{phrase: phrase{
			name:    "destiny_value_modifier",
			trigger: `(?i)\bdestiny [+-]\d+ when drawn for\b`,
			shape:   `(?i)^destiny (?P<sign>[+-])(?P<value>\d+) (?P<cond>when drawn for [^.;(]+)`,
		}},
		{phrase: phrase{
			name:    "reveals",
			trigger: `(?i)\breveal (?:the )?(?:top (?:\d+|one|two|three|X) cards? of|opponent's hand)\b`,
			shape:   `(?i)^reveal (?P<target>(?:the )?top (?:(?P<value>\d+|one|two|three)|X) cards? of ` + pileRE + `|opponent's hand)`,
		}},
		{phrase: phrase{
			name:    "shuffle_cut_replace",
			trigger: `(?i)\bshuffle (?:deck|it|that (?:deck|pile)), cut,? and replace\b`,
			shape:   `(?i)^shuffle (?:deck|it|that (?:deck|pile)), cut,? and replace`,
		}},
		{phrase: phrase{
			name:    "force_loss_from",
			trigger: `(?i)\blost Force must come from\b`,
			shape:   `(?i)^lost Force must come from (?P<title>(?:(?:the )?top of )?(?:your |opponent's )?(?:Reserve Deck|Life Force|hand|Force Pile|Used Pile))(?: if possible)?`,
		}},
	})
	// Found by its rarer last word ("total", "attempt to", "X on"), then
	// read from the "adds 2 to" before it: the trigger runs on every
	// sentence holding "total".
	total := tightPhrase{notTarget: `(?i)\btotal (?:weapon|battle) destiny|\btotal power\b|\b(?:and|adds?|draws? one)\b`, phrase: phrase{
		name:    "named_total_modifier",
		trigger: `(?i)\b(?:totals?|attempts? to|X on|X for)\b`,
		shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?P<title>[^.;,()]*?\b(?:totals?(?: of [^.;,()]+?)?|attempts? to [^.;,()]+|X on [^.;,()]+|X for that \w+))(?:\s+(?P<cond>(?:if|when|for each|while)\b[^.;(,]*))?(?:\s*\([^)]*\))?(?:[.;]|$)`,
	}}
	readTotal := total.parser()
	registerExpr(total.name, total.trigger, func(s sentence, at [2]int) []Effect {
		from := addBefore(s.text[:at[0]])
		if from < 0 {
			return []Effect{}
		}
		return readTotal(s, [2]int{from, at[1]})
	})
	draws := tightPhrase{
		notTarget: `(?i)\b(?:total (?:weapon|battle) destiny|total power|and|adds?|draws? one)\b|^(?:each (?:of )?)?(?:your |their |his |her |its )?(?:[\w\[\]-]+ )?(?:weapon|battle) destiny(?: draws?)?$|weapon's destiny draws|^(?:each|all)\b.*\b(?:weapon|battle) destiny draws?$`,
		phrase: phrase{
			name:    "destiny_draw_modifier",
			trigger: `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) [^.;,()]*?\b(?:destiny|destinies|destiny draws?)\b`,
			shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?P<title>[^.;,()]*?\b(?:destiny draws?|destiny|destinies)(?: just drawn)?)`,
		},
	}
	readDraws := draws.parser()
	registerExpr(draws.name, draws.trigger, func(s sentence, at [2]int) []Effect {
		// Most matches are battle or weapon destiny draws, left to their
		// kinds: ruled out before the phrase is read.
		if m := s.text[at[0]:at[1]]; reOtherDestiny().MatchString(m) && !strings.HasPrefix(s.text[at[1]:], " just") {
			return []Effect{}
		}
		return readDraws(s, at)
	})
}

// reOtherDestiny: a change to battle or weapon destiny draws, not just
// drawn, which adds_to_battle_destiny and the weapon kinds read.
var reOtherDestiny = lazyregexp.New(`(?i)^(?:adds?|subtracts?) \S+ (?:to|from) (?:each (?:of )?)?(?:your |their |his |her |its |all )?(?:[\w\[\]-]+ )?(?:weapon|battle) destiny(?: draws?)?$`)

// reAddTo is the "adds 2 to" / "subtract 1 from" that opens a change.
var reAddTo = lazyregexp.New(`(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) `)

// addBefore is where the last "adds N to" of the clause ending at the end
// of pre starts; -1 when there is none.
func addBefore(pre string) int {
	from := strings.LastIndexAny(pre, ".;,()") + 1
	ms := reAddTo().FindAllStringIndex(pre[from:], -1)
	if ms == nil {
		return -1
	}
	return from + ms[len(ms)-1][0]
}
