package swtcg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refWhenPlay  = rules("Section 3: Abilities and Battle Cards", "When Can Activated Abilities and Battle Cards Be Played?")
	refChances   = rules("Section 3: Abilities and Battle Cards", "Chances to Play Activated Abilities and Battle Cards")
	refTriggered = rules("Abilities", "Triggered Abilities")
	refStatic    = rules("Abilities", "Static Abilities")
	refReserves  = rules("Keyword Abilities", "Reserves")
)

// PlayNow rules on whether an activated ability or a Battle card may be
// played now, from the timing words of its text.
var PlayNow = register(&Rule[*PlayNowAsk]{
	ID:       "swtcg-play-now",
	Title:    "Timing: may this activated ability or Battle card be played now?",
	Question: "play_now",
	Schema:   "description=may this activated ability (of a unit) or Battle card (in hand) be played now, in this chance?",
	Check:    checkPlayNow,
	Describe: func(q *PlayNowAsk) string {
		who := q.Unit
		if who == "" {
			who = q.Card
		}
		return fmt.Sprintf("play_now: %s in a %s chance", who, chanceName(q.Chance))
	},
	Doc: `An activated ability (its text has →) or a Battle card is played in a
chance to play, when it is the player's turn to act; a Battle card only in
the battle phase, with the Force for its cost. Its words set the window:
"disrupt" right after a Battle card is played; "reroll" right after dice
are rolled, once per roll; "prevent", Evade and Deflect in a chance to
prevent damage (even from the build zone), once per damage; a Reserves
ability only while its unit is in the build zone; "Play only
during your build step" and "Play only if no units are attacking" once per
turn; "Play only when this unit would attack" instead of attacking; "for
this attack" while a unit attacks, once per attack; "this turn", "until end
of turn", "until end of battle" once per turn. The chances that dice rolls,
damage and Battle cards open take only rerolls, prevention and disrupts.
Other activated abilities need their unit in an arena and a cost that can
be paid (a tap symbol: untapped). Triggered and static abilities are not
played.`,
	Cites: refs(refWhenPlay, refChances, refActivated, refTriggered, refStatic, refBattleCardsS3, triggeredDefined, staticDefined, activatedDefined, battleForceCost, refBuildZone, refTurn, refBattlePhase,
		refReserves, reservesOnly, reservesTiming, reservesNoArena,
		playTurn, playBattleOnly, playDisrupt, playForAttack, playBuildStep, playNoAttack, playWouldAttack, playPrevent, playPreventZone, playReroll, playThisTurn,
		chanceDice, chanceDamage, chanceBattle, activatedOnce, activatedArena, activatedCost),
	Run: runPlayNow,
})

// PlayNowAsk is an activated ability of a unit, or a Battle card in hand,
// and the chance open now.
type PlayNowAsk struct {
	Side Side `json:"side" jsonschema:"required,enum=dark,enum=light,description=the player who would play it"`
	// Unit has the activated ability; Card is a Battle card in hand.
	Unit string `json:"unit,omitempty" jsonschema:"description=the unit whose activated ability it is"`
	Card string `json:"card,omitempty" jsonschema:"description=a Battle card in hand (declared under hand:)"`
	// Text is the ability or card text as printed.
	Text string `json:"text" jsonschema:"required,description=the ability's or Battle card's text as printed"`
	// Chance is the chance to play open now.
	Chance string `json:"chance,omitempty" jsonschema:"enum=play,enum=reroll,enum=prevent,enum=disrupt,enum=none,description=the chance open now: play (a chance to play activated abilities and Battle cards; default), reroll (dice were just rolled), prevent (damage is about to be done), disrupt (a Battle card was just played), none"`
	// Used: already played in the window its text sets.
	Used bool `json:"used,omitempty" jsonschema:"description=it was already played in the window its text sets (this turn, this attack, this roll, this damage, this chance)"`
	// WouldAttack: the unit is about to attack.
	WouldAttack bool `json:"would_attack,omitempty" jsonschema:"description=the unit is about to attack"`
}

func chanceName(c string) string {
	if c == "" {
		return "play"
	}
	return c
}

// payForce reads "Pay N Force" in a cost.
var payForce = lazyregexp.New(`(?i)\bpay (\d+) force\b`)

// playLabel names what is played: a Battle card by name, an ability by
// its unit and text.
func playLabel(t *Table, q *PlayNowAsk) string {
	if q.Card != "" {
		return cardLabel(*t.hand(q.Card))
	}
	return fmt.Sprintf("%s's %q", t.piece(q.Unit).Unit.label(), q.Text)
}

func runPlayNow(t *Table, q *PlayNowAsk) rulings.Ruling {
	var r ruling
	text := q.Text
	low := strings.ToLower(text)
	what := playLabel(t, q)
	no := func(why string) rulings.Ruling {
		return r.verdict(rulings.No, "The %s may not play %s now: %s", sideName(q.Side), what, why)
	}
	cost, _, activated := strings.Cut(text, "→")
	var u *Unit
	battle := q.Card != ""
	if battle {
		c := t.hand(q.Card)
		if c.Type == "" {
			r.Assume("%s's type is not given: it is taken as the Battle card the question names", what)
		}
		if c.Type != BattleCard && c.Type != "" {
			r.Stepf(refs(refWhenPlay), "%s is a %s card, not a Battle card: it is built, not played.", what, c.Type)
			return no("it is not a Battle card.")
		}
		cost = text
		switch s := t.State.Step; {
		case s == "":
			r.Assume("it is the battle phase, where Battle cards are played (no step: given)")
		case !isBattleStep(s):
			r.Stepf(refs(playBattleOnly), "The step is %s: Battle cards are played only during the battle phase.", s)
			return no("Battle cards are played in the battle phase.")
		}
	} else {
		u = t.piece(q.Unit).Unit
		if !activated {
			r.Stepf(refs(triggeredDefined, staticDefined, activatedDefined), "The text has no →: it is a %s ability, which takes effect by itself and is never played.", abilityClass(low))
			return no("it is not an activated ability.")
		}
	}
	preventWord := ""
	for _, w := range []string{"prevent", "evade", "deflect"} {
		if preventWord == "" && hasWord(low, w) {
			preventWord = w
		}
	}
	preventLike := preventWord != ""
	reserves := hasWord(low, "reserves")
	switch {
	case reserves && u != nil && u.inBattle():
		r.Stepf(refs(reservesOnly, reservesNoArena), "A Reserves ability is played only while its unit is in the build zone; %s is in the %s arena.", u.label(), title(Arena(u.In)))
		return no("a Reserves ability works only from the build zone.")
	case reserves && u != nil:
		r.Stepf(refs(reservesOnly, reservesTiming), "%s is in the build zone: its Reserves ability works there, at the times its text allows.", u.label())
	case preventLike && u != nil && !u.inBattle():
		r.Stepf(refs(playPreventZone, refBuildZone), "%s is retreated, but prevent abilities (Evade and Deflect among them) can be played from the build zone.", u.label())
	case u != nil && !u.inBattle():
		r.Stepf(refs(activatedArena), "%s is retreated: an activated ability without \"prevent\", \"Evade\" or \"Deflect\" is played only while its unit is in an arena.", u.label())
		return no("its unit is not in an arena.")
	}
	if ok := payable(&r, t, q, u, cost, battle); !ok {
		return no("its cost cannot be paid.")
	}
	chance := chanceName(q.Chance)
	if chance == "none" {
		r.Stepf(refs(playTurn), "No chance to play is open: activated abilities and Battle cards are played only when it is the player's turn in a chance to play.")
		return no("no chance to play is open.")
	}
	return window(&r, t, q, low, chance, preventWord, no)
}

// payable checks a tap cost and a Force cost.
func payable(r *ruling, t *Table, q *PlayNowAsk, u *Unit, cost string, battle bool) bool {
	if u != nil && strings.ContainsAny(cost, "☉Ⓢ⚡") {
		if u.Tapped {
			r.Stepf(refs(activatedCost), "Its cost taps %s, which is already tapped: an activated ability whose cost cannot be paid cannot be played.", u.label())
			return false
		}
		r.Stepf(refs(activatedCost), "Its cost taps %s, which is untapped.", u.label())
	}
	m := payForce().FindStringSubmatch(cost)
	if m == nil {
		return true
	}
	n, _ := strconv.Atoi(m[1])
	force := t.player(q.Side).Force
	if force == nil {
		r.Assume("the %s's Force is not given: the %d Force of its cost is taken as payable", sideName(q.Side), n)
		return true
	}
	cites := refs(activatedCost)
	if battle {
		cites = refs(battleForceCost)
	}
	if *force < n {
		r.Stepf(cites, "Its cost is %d Force; the %s has %d.", n, sideName(q.Side), *force)
		return false
	}
	r.Stepf(cites, "Its cost is %d Force; the %s has %d.", n, sideName(q.Side), *force)
	return true
}

// window decides the timing its words set, in the chance open now.
func window(r *ruling, t *Table, q *PlayNowAsk, low, chance, preventWord string, no func(string) rulings.Ruling) rulings.Ruling {
	what := playLabel(t, q)
	attacking := t.State.Attack != nil
	special := []struct {
		name, word, event, per string
		fits                   bool
		cite, opens            glossary.Ref
		once                   string
	}{
		{"disrupt", "disrupt", "Battle card", "Battle card", hasWord(low, "disrupt"), playDisrupt, chanceBattle, "immediately after the Battle card it disrupts is played"},
		{"reroll", "reroll", "dice roll", "roll", hasWord(low, "reroll"), playReroll, chanceDice, "once each time dice are rolled"},
		{"prevent", strings.ToUpper(preventWord[:min(1, len(preventWord))]) + preventWord[min(1, len(preventWord)):], "coming damage", "damage", preventWord != "", playPrevent, chanceDamage, "once each time damage would be done that it could prevent"},
	}
	for _, s := range special {
		if chance != s.name {
			continue
		}
		if !s.fits {
			r.Stepf(refs(s.opens), "This is the chance a %s opens: only abilities and cards that %s are played in it.", s.event, s.name)
			return no(fmt.Sprintf("only %s abilities and cards are played in this chance.", s.name))
		}
		if q.Used {
			r.Stepf(refs(s.cite), "It was already played here: %s.", s.once)
			return no("once per " + s.per + ".")
		}
		r.Stepf(refs(s.cite, s.opens), "Its text says %q and this is the chance to %s: it may be played (%s).", s.word, s.name, s.once)
		return r.verdict(rulings.Yes, "The %s may play %s now.", sideName(q.Side), what)
	}
	for _, s := range special {
		if s.fits {
			r.Stepf(refs(s.cite), "Its text says %q: it is played only in the chance to %s (%s).", s.word, s.name, s.once)
			return no(fmt.Sprintf("it waits for a chance to %s.", s.name))
		}
	}
	step := t.State.Step
	switch {
	case strings.Contains(low, "play only during your build step"):
		mine := Step(string(q.Side) + "_builds")
		if step != mine {
			r.Stepf(refs(playBuildStep), "\"Play only during your build step\": the step is %s, not the %s's build step.", stepOrUnknown(step), sideName(q.Side))
			return no("it is played only during its player's build step.")
		}
		return oncePer(r, what, q, playBuildStep, "turn", "It is the %s's build step.", sideName(q.Side))
	case strings.Contains(low, "play only if no units are attacking"):
		if attacking {
			r.Stepf(refs(playNoAttack), "\"Play only if no units are attacking\": %s is attacking.", t.State.Attack.Attacker)
			return no("a unit is attacking.")
		}
		return oncePer(r, what, q, playNoAttack, "turn", "No unit is attacking: before or after an attack.")
	case strings.Contains(low, "play only when this unit would attack"):
		if !q.WouldAttack {
			r.Stepf(refs(playWouldAttack), "\"Play only when this unit would attack\": the unit is not about to attack.")
			return no("its unit is not about to attack.")
		}
		r.Stepf(refs(playWouldAttack), "The unit would attack now: it either attacks or plays the ability, not both; once each time it would attack.")
		return r.verdict(rulings.Yes, "The %s may play %s instead of attacking with the unit.", sideName(q.Side), what)
	case strings.Contains(low, "for this attack"):
		if !attacking {
			r.Stepf(refs(playForAttack), "Its effect lasts \"for this attack\": it is played only while a unit is attacking, and none is.")
			return no("no unit is attacking.")
		}
		return oncePer(r, what, q, playForAttack, "attack", "%s is attacking: an effect \"for this attack\" lasts until the attack ends.", t.State.Attack.Attacker)
	case strings.Contains(low, "this turn") || strings.Contains(low, "until end of turn") || strings.Contains(low, "until end of battle"):
		return oncePer(r, what, q, playThisTurn, "turn", "Its effect lasts this turn or this battle phase.")
	}
	return oncePer(r, what, q, activatedOnce, "chance", "Its text sets no other window: it is played in a chance to play, when the %s's turn to act comes.", sideName(q.Side))
}

// oncePer says yes unless it was already played in its window.
func oncePer(r *ruling, what string, q *PlayNowAsk, cite glossary.Ref, per, format string, args ...any) rulings.Ruling {
	r.Stepf(refs(cite), format, args...)
	if q.Used {
		r.Stepf(refs(cite), "It was already played this %s: once per %s.", per, per)
		return r.verdict(rulings.No, "The %s may not play %s again this %s.", sideName(q.Side), what, per)
	}
	return r.verdict(rulings.Yes, "The %s may play %s now (once this %s).", sideName(q.Side), what, per)
}

func stepOrUnknown(s Step) string {
	if s == "" {
		return "not given"
	}
	return string(s)
}

// abilityClass names a text without → by its first word.
func abilityClass(low string) string {
	if strings.HasPrefix(strings.TrimSpace(low), "when") {
		return "triggered"
	}
	return "static"
}

// hasWord finds a word starting with w in s ("Evade 2", "prevents", but
// not "unprevented").
func hasWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		if i+j == 0 || !isLetter(s[i+j-1]) {
			return true
		}
		i += j + len(w)
	}
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

func checkPlayNow(c *checker, q *PlayNowAsk) error {
	if err := c.side(q.Side); err != nil {
		return err
	}
	switch {
	case (q.Unit == "") == (q.Card == ""):
		return c.Errorf(c.path, "name exactly one of unit: (an activated ability) and card: (a Battle card in hand)")
	case q.Unit != "":
		if err := c.mustUnit(c.path+".unit", q.Unit); err != nil {
			return err
		}
	case c.t.hand(q.Card) == nil:
		return c.Errorf(c.path+".card", "no card %q in hand: declare it under hand:", q.Card)
	}
	if strings.TrimSpace(q.Text) == "" {
		return c.Errorf(c.path+".text", "give the ability's or card's text as printed")
	}
	switch q.Chance {
	case "", "play", "reroll", "prevent", "disrupt", "none":
		return nil
	}
	return c.Errorf(c.path+".chance", "chance %q: want one of play, reroll, prevent, disrupt, none", q.Chance)
}
