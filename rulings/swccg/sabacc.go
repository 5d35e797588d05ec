package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Sabacc rules a hand of sabacc: each sabacc card's value, each player's
// total, the winner and what the loser gives up (Glossary "sabacc").
var Sabacc = register(&Rule[*SabaccAsk]{
	ID:       "sabacc",
	Title:    "Sabacc: card values, totals, winner and stakes",
	Question: "sabacc",
	Schema:   "description=a hand of sabacc: each player's sabacc cards; who wins and what the loser gives up?",
	Check:    checkSabaccAsk,
	Describe: func(q *SabaccAsk) string {
		if q.Interrupt != "" {
			return "sabacc: " + q.Interrupt
		}
		return "sabacc"
	},
	Doc: `Each player's sabacc hand is 2 to 6 cards drawn from the Reserve Deck.
A card's value is its destiny number (modified: value:), except wild cards
(a value the player chooses within the Interrupt's range: wild:) and clone
cards (the value of another card in that hand: clone:); which cards are wild
or clone is read from the sabacc Interrupt's text (interrupt:). The total
closest to 11 without going over wins; if both go over, the closest to 11;
a tie goes to the fewer cards, else it is a draw. A first two cards of
exactly 11 without wild or clone cards is a perfect sabacc: it wins double.
The loser gives up one card: a stake (the Interrupt's "Stakes:") to the
winner's Used Pile as if stolen, else one the winner chooses to be lost.
Sabacc may not be initiated during battle.`,
	Cites: []glossary.Ref{glossSabacc},
	Run:   runSabacc,
})

var glossSabacc = table.GlossaryRef("sabacc")

var (
	sabaccInitiate = narrow(glossSabacc, "Each hand of sabacc is a single action")
	sabaccDraw     = narrow(glossSabacc, "Each player draws the top two cards from his Reserve Deck")
	sabaccSix      = narrow(glossSabacc, "A player must pass if he has no cards remaining")
	sabaccValue    = narrow(glossSabacc, "Each card’s value is equal to its destiny number")
	sabaccWild     = narrow(glossSabacc, "Each wild card must be assigned a value within the range")
	sabaccClone    = narrow(glossSabacc, "Each clone card must “clone”")
	sabaccModified = narrow(glossSabacc, "Apply all standard modifications to the destiny numbers")
	sabaccClosest  = narrow(glossSabacc, "The player who is closest to 11 (without going over) wins")
	sabaccOver     = narrow(glossSabacc, "If both players go over")
	sabaccTie      = narrow(glossSabacc, "In the case of a tie, the player with the fewest sabacc cards wins")
	sabaccStakes   = narrow(glossSabacc, "If any cards in the loser’s sabacc hand are listed among the stakes")
	sabaccLost     = narrow(glossSabacc, "Otherwise, the winner chooses any card there to be lost")
	sabaccUsed     = narrow(glossSabacc, "All remaining sabacc cards are then placed in their owners’ Used Piles")
	sabaccPerfect  = narrow(glossSabacc, "If a player’s first two sabacc cards total exactly 11")
	sabaccLando    = narrow(glossSabacc, "If you use Lando’s game text to modify your total")
)

// SabaccAsk is a hand of sabacc.
type SabaccAsk struct {
	// Player is who plays the sabacc Interrupt.
	Player table.Side `json:"player,omitempty" jsonschema:"enum=dark,enum=light,description=who plays the sabacc Interrupt (picks its side's card)"`
	// Interrupt is the sabacc Interrupt played; its wild cards, clone cards
	// and stakes are read from its text.
	Interrupt string       `json:"interrupt,omitempty" jsonschema:"description=the sabacc Interrupt played (Trooper Sabacc): its wild cards, clone cards and stakes are read"`
	Dark      []SabaccCard `json:"dark" jsonschema:"required,minItems=1,description=Dark's sabacc cards in the order drawn"`
	Light     []SabaccCard `json:"light" jsonschema:"required,minItems=1,description=Light's sabacc cards in the order drawn"`
	// Adjust is a player's +1 or -1 to their total (Lando's game text).
	Adjust map[table.Side]float64 `json:"adjust,omitempty" jsonschema:"description=per player: +1 or -1 to the total by a card's text (Lando)"`
	// Playing names the character playing each side's hand, whose text may
	// change the game ("When he is playing Dune Sea Sabacc and wins, he wins double").
	Playing map[table.Side]string `json:"playing,omitempty" jsonschema:"description=per player: the character on table playing its hand"`

	interrupt *cards.Card
}

// SabaccCard is one card of a sabacc hand.
type SabaccCard struct {
	Card string `json:"card" jsonschema:"required,description=the card drawn"`
	// Value is its destiny number as modified on the table.
	Value *float64 `json:"value,omitempty" jsonschema:"description=its destiny number as modified (default: the printed one)"`
	// Wild is the value chosen for a wild card.
	Wild *float64 `json:"wild,omitempty" jsonschema:"description=a wild card: the value its player chooses"`
	// Clone is the card of the same hand a clone card duplicates.
	Clone string `json:"clone,omitempty" jsonschema:"description=a clone card: the card of the same hand whose value it duplicates"`

	card *cards.Card
}

func checkSabaccAsk(c *table.Checker, q *SabaccAsk) error {
	for _, s := range table.Sides {
		if n := q.Playing[s]; n != "" {
			if err := c.MustName(n, ".playing."+string(s)); err != nil {
				return err
			}
		}
	}
	if q.Player != "" {
		if err := c.Side(q.Player); err != nil {
			return err
		}
	}
	if q.Interrupt != "" {
		card, err := c.HandCardOf(q.Interrupt, q.Player, ".interrupt")
		if err != nil {
			return err
		}
		q.interrupt = card
	}
	for side, v := range q.Adjust {
		if err := c.Side(side); err != nil {
			return err
		}
		if v != 1 && v != -1 {
			return c.Errorf(".adjust", "adjust %s: %g: a card adds 1 to or subtracts 1 from a total", side, v)
		}
	}
	for _, h := range []struct {
		key  string
		side table.Side
		hand []SabaccCard
	}{{"dark", table.Dark, q.Dark}, {"light", table.Light, q.Light}} {
		if len(h.hand) == 0 || len(h.hand) > 6 {
			return c.Errorf("."+h.key, "%s: a sabacc hand holds 2 to 6 cards, not %d", h.key, len(h.hand))
		}
		for i := range h.hand {
			sc := &h.hand[i]
			field := fmt.Sprintf(".%s[%d]", h.key, i)
			card, err := c.HandCardOf(sc.Card, h.side, field+".card")
			if err != nil {
				return err
			}
			sc.card = card
			if sc.Wild != nil && sc.Clone != "" {
				return c.Errorf(field, "%s: a card is a wild card or a clone card, not both", sc.Card)
			}
			if sc.Clone != "" && cloneOf(h.hand, i) < 0 {
				return c.Errorf(field+".clone", "clone: %q: no other card of this hand is called so", sc.Clone)
			}
		}
	}
	return nil
}

// cloneOf is the index of the card hand[i] clones, -1 if none.
func cloneOf(hand []SabaccCard, i int) int {
	for j, o := range hand {
		if j != i && (glossary.Fold(o.Card) == glossary.Fold(hand[i].Clone) || glossary.Fold(o.card.Title) == glossary.Fold(hand[i].Clone)) {
			return j
		}
	}
	return -1
}

// sabaccRules is what the Interrupt's text says: the wild cards' range and
// classes, the clone cards' classes and the stakes.
type sabaccRules struct {
	name            string
	lo, hi          float64
	wild, clone     []string
	stakes          []string
	wildOK, cloneOK bool // the text names them
	extra           []string
}

var (
	sabaccWildText   = lazyregexp.New(`(?i)wild cards \((\d+)\s*-\s*(\d+)\):\s*([^.(]*)`)
	sabaccCloneText  = lazyregexp.New(`(?i)clone cards:\s*([^.(]*)`)
	sabaccStakesText = lazyregexp.New(`(?i)stakes:\s*([^.]*)`)
	sabaccParenText  = lazyregexp.New(`\(([^)]*(?:wild ?cards|clone|clones)[^)]*)\)`)
)

func readSabaccRules(c *cards.Card) sabaccRules {
	rules := sabaccRules{name: c.Title}
	text := c.GameText
	if m := sabaccWildText().FindStringSubmatch(text); m != nil {
		fmt.Sscan(m[1], &rules.lo)
		fmt.Sscan(m[2], &rules.hi)
		rules.wild, rules.wildOK = classList(m[3], " and "), true
	}
	if m := sabaccCloneText().FindStringSubmatch(text); m != nil {
		rules.clone, rules.cloneOK = classList(m[1], " and "), true
	}
	if m := sabaccStakesText().FindStringSubmatch(text); m != nil {
		rules.stakes = classList(m[1], " or ")
	}
	for _, m := range sabaccParenText().FindAllStringSubmatch(text, -1) {
		rules.extra = append(rules.extra, m[1])
	}
	return rules
}

// classList splits "Imperial and Rebel leaders" or "One starfighter,
// weapon or device" into its classes; a lone qualifier borrows the noun of
// the class after it ("Imperial" → "Imperial leaders").
func classList(s, conj string) []string {
	s = strings.NewReplacer(", and ", ", ", ", or ", ", ", conj, ", ").Replace(strings.TrimSpace(s))
	var out []string
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), "One "))
		part = strings.TrimPrefix(part, "one ")
		if part != "" {
			out = append(out, part)
		}
	}
	for i := len(out) - 2; i >= 0; i-- {
		if !strings.Contains(out[i], " ") && strings.Contains(out[i+1], " ") && isUpper(out[i]) && !isUpper(lastWord(out[i+1])) {
			out[i] += " " + lastWord(out[i+1])
		}
	}
	return out
}

func isUpper(w string) bool { return w != "" && strings.ToUpper(w[:1]) == w[:1] }

func lastWord(s string) string { f := strings.Fields(s); return f[len(f)-1] }

// sabaccWords are a card's words that a class may name: title, type,
// subtype and characteristics, each singular.
func sabaccWords(c *cards.Card) map[string]bool {
	out := map[string]bool{}
	for _, s := range append([]string{c.Title, c.Type, c.SubType}, c.Characteristics...) {
		for _, w := range strings.FieldsFunc(glossary.Fold(s), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '\'') }) {
			out[sabaccSingular(w)] = true
		}
	}
	return out
}

// sabaccSingular drops a possessive, then a plural ("Jabba's", "droids").
func sabaccSingular(w string) string {
	return singular(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'"))
}

// inClass reports whether card c is of one of the classes, and which.
func inClass(c *cards.Card, classes []string) (string, bool) {
	words := sabaccWords(c)
	for _, cl := range classes {
		f := glossary.Fold(cl)
		noArmor := strings.Contains(f, "without armor") || strings.Contains(f, "with out armor")
		nonUnique := strings.Contains(f, "non-unique")
		f = strings.NewReplacer("without armor", "", "with out armor", "", "non-unique", "", "!", "").Replace(f)
		all := len(strings.Fields(f)) > 0
		for _, w := range strings.Fields(f) {
			if !words[sabaccSingular(w)] {
				all = false
				break
			}
		}
		if all && (!noArmor || !c.Armor.Defined) && (!nonUnique || c.Uniqueness == cards.NonUnique) {
			return cl, true
		}
	}
	return "", false
}

// sabaccHand is one player's hand as ruled: each card's value and the total.
type sabaccHand struct {
	side    table.Side
	cards   []SabaccCard
	values  []float64
	total   float64
	special bool // a wild or clone card, or an adjusted total: no perfect sabacc
	double  bool // its player's character wins double at this game
	open    []string
}

func runSabacc(t *table.Table, q *SabaccAsk) rulings.Ruling {
	var r rulings.Ruling
	if b := t.State.Battle; b != nil && t.State.Phase == "battle" {
		r.Stepf(refs(sabaccInitiate), "A battle is in progress at %s: sabacc may not be initiated during battle.", b.At)
		r.Verdict, r.Answer = rulings.No, "Sabacc may not be played now: it may not be initiated during battle."
		return r
	}
	var rules *sabaccRules
	if q.interrupt != nil {
		rl := readSabaccRules(q.interrupt)
		rules = &rl
		if rl.wildOK || rl.cloneOK {
			r.Stepf(refs(sabaccValue), "%s: wild cards (%s-%s) are %s; clone cards are %s; stakes: %s.", rl.name, num(rl.lo), num(rl.hi), strings.Join(rl.wild, ", "), strings.Join(rl.clone, ", "), strings.Join(rl.stakes, ", "))
		} else {
			r.Assume("%s's text names no wild or clone cards; the file's wild: and clone: are taken as given", rl.name)
		}
		for _, e := range rl.extra {
			r.Assume("%s: %q is a player's option the file states with wild: or clone: (not checked)", rl.name, e)
		}
	} else {
		r.Assume("no sabacc Interrupt named (interrupt:): the file's wild: and clone: are taken as given, with no range or stakes")
	}
	var hands []*sabaccHand
	for _, h := range []struct {
		side  table.Side
		cards []SabaccCard
	}{{table.Dark, q.Dark}, {table.Light, q.Light}} {
		hand, no := valueHand(h.side, h.cards, rules, q.Adjust[h.side], &r)
		if no != "" {
			r.Verdict, r.Answer = rulings.No, no
			return r
		}
		hands = append(hands, hand)
	}
	for _, h := range hands {
		if len(h.open) > 0 {
			r.Verdict = rulings.Answer
			r.Answer = fmt.Sprintf("%s must first choose: %s.", player(h.side), strings.Join(h.open, "; "))
			return r
		}
	}
	for _, h := range hands {
		h.double = winsDouble(t, q, h.side, &r)
	}
	decideSabacc(hands[0], hands[1], rules, &r)
	return r
}

// sabaccDoubleText reads a character's "When he is playing X and wins, he
// wins double".
var sabaccDoubleText = lazyregexp.New(`(?i)when (?:he|she) is playing ([^.]+?) and wins, (?:he|she) wins double`)

// winsDouble: the character playing the side's hand wins double at this
// sabacc Interrupt by its own text.
func winsDouble(t *table.Table, q *SabaccAsk, side table.Side, r *rulings.Ruling) bool {
	p := t.Piece(q.Playing[side])
	if p == nil || q.interrupt == nil {
		return false
	}
	m := sabaccDoubleText().FindStringSubmatch(p.Card.GameText)
	if m == nil {
		return false
	}
	if !strings.Contains(glossary.Slug(q.interrupt.Title), glossary.Slug(m[1])) {
		r.Stepf(refs(sabaccValue), "%s plays %s's hand: %q — not at %s.", p.Name, player(side), m[0], q.interrupt.Title)
		return false
	}
	r.Stepf(refs(sabaccValue), "%s plays %s's hand: %q.", p.Name, player(side), m[0])
	return true
}

// valueHand values each card of a hand; a non-empty string is a "no".
func valueHand(side table.Side, hand []SabaccCard, rules *sabaccRules, adjust float64, r *rulings.Ruling) (*sabaccHand, string) {
	h := &sabaccHand{side: side, cards: hand, values: make([]float64, len(hand))}
	if len(hand) < 2 {
		r.Stepf(refs(sabaccDraw), "%s's hand has %d card: each player draws the top two cards of the Reserve Deck (sabacc cannot be initiated unless this is possible).", player(side), len(hand))
		return nil, fmt.Sprintf("%s's sabacc hand must hold at least two cards.", player(side))
	}
	var clones []int
	var parts []string
	for i, sc := range hand {
		c := sc.card
		isWild, isClone := sc.Wild != nil, sc.Clone != ""
		if rules != nil {
			wc, wild := inClass(c, rules.wild)
			cc, clone := inClass(c, rules.clone)
			switch {
			case isWild && rules.wildOK && !wild:
				r.Stepf(refs(sabaccWild), "%s is not a wild card in %s (wild cards: %s).", c.Title, rules.name, strings.Join(rules.wild, ", "))
				return nil, fmt.Sprintf("%s is not a wild card in %s.", c.Title, rules.name)
			case isClone && rules.cloneOK && !clone:
				r.Stepf(refs(sabaccClone), "%s is not a clone card in %s (clone cards: %s).", c.Title, rules.name, strings.Join(rules.clone, ", "))
				return nil, fmt.Sprintf("%s is not a clone card in %s.", c.Title, rules.name)
			case !isWild && !isClone && wild:
				h.open = append(h.open, fmt.Sprintf("a value from %s to %s for %s, a wild card (%s)", num(rules.lo), num(rules.hi), c.Title, wc))
			case !isWild && !isClone && clone:
				h.open = append(h.open, fmt.Sprintf("a card for %s, a clone card (%s), to clone", c.Title, cc))
			}
			if isWild && rules.wildOK && (*sc.Wild < rules.lo || *sc.Wild > rules.hi) {
				r.Stepf(refs(sabaccWild), "%s is a wild card: its value must be within %s-%s, not %s.", c.Title, num(rules.lo), num(rules.hi), num(*sc.Wild))
				return nil, fmt.Sprintf("%s's value %s is outside the wild cards' range %s-%s.", c.Title, num(*sc.Wild), num(rules.lo), num(rules.hi))
			}
		}
		switch {
		case isWild:
			h.values[i], h.special = *sc.Wild, true
			parts = append(parts, fmt.Sprintf("%s (wild) %s", c.Title, num(*sc.Wild)))
		case isClone:
			clones, h.special = append(clones, i), true
		case sc.Value != nil:
			h.values[i] = *sc.Value
			parts = append(parts, fmt.Sprintf("%s %s (destiny %s as modified)", c.Title, num(*sc.Value), c.Destiny.Raw))
		default:
			h.values[i] = c.Destiny.Value
			parts = append(parts, fmt.Sprintf("%s %s", c.Title, num(c.Destiny.Value)))
		}
	}
	resolveClones(h, clones, &parts)
	if adjust != 0 {
		h.special = true
		parts = append(parts, fmt.Sprintf("%+g by a card's text", adjust))
	}
	for _, v := range h.values {
		h.total += v
	}
	h.total += adjust
	cites := refs(sabaccValue)
	if len(clones) > 0 {
		cites = append(cites, sabaccClone)
	}
	if adjust != 0 {
		cites = append(cites, sabaccLando)
	}
	r.Stepf(cites, "%s's sabacc hand (%d cards): %s = %s.", player(side), len(hand), strings.Join(parts, " + "), num(h.total))
	return h, ""
}

// resolveClones gives each clone card the value of the card it clones
// (a clone of a clone once that one is known); a hand of nothing but
// clone cards totals zero.
func resolveClones(h *sabaccHand, clones []int, parts *[]string) {
	known := map[int]bool{}
	for i := range h.cards {
		known[i] = true
	}
	for _, i := range clones {
		known[i] = false
	}
	for progress := true; progress; {
		progress = false
		for _, i := range clones {
			j := cloneOf(h.cards, i)
			if known[i] || !known[j] {
				continue
			}
			h.values[i], known[i], progress = h.values[j], true, true
			*parts = append(*parts, fmt.Sprintf("%s (clone of %s) %s", h.cards[i].card.Title, h.cards[j].card.Title, num(h.values[i])))
		}
	}
	for _, i := range clones {
		if !known[i] {
			*parts = append(*parts, fmt.Sprintf("%s (clone, nothing to clone) 0", h.cards[i].card.Title))
		}
	}
}

func perfect(h *sabaccHand) bool {
	return !h.special && len(h.values) >= 2 && h.values[0]+h.values[1] == 11
}

// decideSabacc finds the winner and what the loser gives up.
func decideSabacc(dark, light *sabaccHand, rules *sabaccRules, r *rulings.Ruling) {
	pd, pl := perfect(dark), perfect(light)
	switch {
	case pd && pl:
		r.Stepf(refs(sabaccPerfect), "Both players' first two cards total exactly 11 (no wild or clone cards): both have a perfect sabacc, and the game is a draw.")
		r.Verdict, r.Answer = rulings.Answer, "A draw: both players have a perfect sabacc."
		return
	case pd || pl:
		win, lose := dark, light
		if pl {
			win, lose = light, dark
		}
		r.Stepf(refs(sabaccPerfect), "%s's first two cards total exactly 11 with no wild or clone cards: \"sabacc!\" — %s wins double: %s gives up each of its first two sabacc cards (stakes to %s's Used Pile, others to %s's Lost Pile).", player(win.side), player(win.side), player(lose.side), player(win.side), player(lose.side))
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s wins with a perfect sabacc and wins double: %s gives up %s and %s.", player(win.side), player(lose.side), lose.cards[0].card.Title, lose.cards[1].card.Title)
		return
	}
	dist := func(h *sabaccHand) float64 {
		if h.total > 11 {
			return h.total - 11
		}
		return 11 - h.total
	}
	var win, lose *sabaccHand
	switch {
	case dark.total <= 11 && light.total > 11:
		win, lose = dark, light
	case light.total <= 11 && dark.total > 11:
		win, lose = light, dark
	case dist(dark) < dist(light):
		win, lose = dark, light
	case dist(light) < dist(dark):
		win, lose = light, dark
	}
	score := fmt.Sprintf("Dark %s, Light %s", num(dark.total), num(light.total))
	if win == nil {
		if len(dark.cards) == len(light.cards) {
			r.Stepf(refs(sabaccTie), "Both totals are %s and both hands hold %d cards: the game is a draw, with no winner or loser.", num(dark.total), len(dark.cards))
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("A draw: totals %s and %d cards each.", score, len(dark.cards))
			return
		}
		win, lose = dark, light
		if len(light.cards) < len(dark.cards) {
			win, lose = light, dark
		}
		r.Stepf(refs(sabaccTie), "The totals tie at %s: %s wins with fewer sabacc cards (%d against %d).", num(dark.total), player(win.side), len(win.cards), len(lose.cards))
	} else if dark.total > 11 && light.total > 11 {
		r.Stepf(refs(sabaccOver), "Both players went over 11 (%s): %s, closer to 11, wins.", score, player(win.side))
	} else {
		r.Stepf(refs(sabaccClosest), "Totals: %s. %s is closest to 11 without going over and wins.", score, player(win.side))
	}
	var stakes []string
	if rules != nil {
		for _, sc := range lose.cards {
			if _, ok := inClass(sc.card, rules.stakes); ok {
				stakes = append(stakes, sc.card.Title)
			}
		}
	}
	give := ""
	if win.double {
		r.Stepf(refs(sabaccLost), "%s's character wins double: %s gives up two of its sabacc cards.", player(win.side), player(lose.side))
		r.Verdict = rulings.Answer
		r.Answer = fmt.Sprintf("%s wins sabacc, %s, and wins double: %s gives up two of its sabacc cards (stakes to %s's Used Pile, others lost).", player(win.side), score, player(lose.side), player(win.side))
		return
	}
	if len(stakes) > 0 {
		r.Stepf(refs(sabaccStakes), "%s's hand holds stakes (%s): %s chooses one and places it in its own Used Pile as if stolen.", player(lose.side), strings.Join(stakes, ", "), player(win.side))
		give = fmt.Sprintf("%s gives up a stake (%s) to %s's Used Pile as if stolen.", player(lose.side), strings.Join(stakes, " or "), player(win.side))
	} else {
		r.Stepf(refs(sabaccLost), "None of %s's sabacc cards is among the stakes: %s chooses one of them to be lost.", player(lose.side), player(win.side))
		give = fmt.Sprintf("%s chooses one of %s's sabacc cards to be lost.", player(win.side), player(lose.side))
	}
	r.Stepf(refs(sabaccUsed), "The other sabacc cards go to their owners' Used Piles.")
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("%s wins sabacc, %s. %s", player(win.side), score, give)
}
