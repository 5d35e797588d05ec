package swccg

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// PodraceAction rules a card's action on a Podrace: 'repair' a Podracer,
// make one 'damaged', take a race destiny off one, 'shoot' at a race
// destiny just placed. The documents have no Podracing rules (neither the
// Glossary nor the Advanced Rulebook names a Podrace): the Epic Event
// Boonta Eve Podrace's text sets the Podrace up and each card's own text
// is its rule, read here with the Glossary's general rules (where a card
// is, once per turn, destiny draws, owner, target).
var PodraceAction = register(&Rule[*PodraceAsk]{
	ID:       "podrace-action",
	Title:    "A card's action on a Podrace: repair, damage, race destinies, 'shoot'",
	Question: "podrace_action",
	Schema:   "description=may the player's card take this Podrace action now (on this Podracer), and with destiny: what happens?",
	Check:    checkPodraceAsk,
	Describe: func(q *PodraceAsk) string {
		s := fmt.Sprintf("podrace_action: %s's %s", q.Player, q.Card)
		if q.Action != "" {
			s += " " + q.Action
		}
		if q.Target != "" {
			s += " on " + q.Target
		}
		return s
	},
	Doc: `Reads from the card's text (on table, or an Interrupt in hand) one of
the Podrace actions: "use/lose N Force to 'repair' your Podracer" (a
'damaged' one: podrace.damaged), "Target a Podracer. Draw destiny. If
destiny > Podracer's destiny number, target … is 'damaged'" (any Podracer
the words name, 'damaged' or not; "with a race total within N of one of
your race totals" decided from the race totals), "target your Podracer.
Place target's top race destiny in …" and "remove a race destiny … from
any Podracer" (one with a race destiny stacked), "place a race destiny
here (random selection) in …, draw one race destiny and place it here" (the
card itself, with a race destiny), and the 'shoot' of "if
opponent just placed race destiny on their Podracer … 'shoot' … Draw
destiny. If destiny > N, …" (podrace.just_placed). Each needs a Podrace in
progress (podrace.initiated: an assumption, the documents being silent);
"While at X" the card at X (aboard a vehicle there too: Glossary
prepositions); the time its text sets ("During any control phase",
"once during each of your control phases"), as play reads it; "once …"
not used yet this turn (this_turn.used, each copy its own; "no other X may
'shoot' this turn": no other X in this_turn.used); "use N Force" within the
Force Pile (piles:). With destiny:, the result; a destiny draw from an
empty Reserve Deck (piles: reserve_deck: 0) fails and has no result.`,
	Cites: []glossary.Ref{podraceEpic, podraceAt, oncePerTurn, podraceOwner, targetSelects, podraceDrawFails, glossDestinyDraw, glossInterrupt},
	Run:   runPodraceAction,
})

var (
	podraceEpic      = narrow(table.GlossaryRef("Epic Events"), "These cards play and deploy in different ways, as described in their game text")
	podraceAt        = narrow(table.GlossaryRef("prepositions"), "aboard a vehicle or landed starship")
	podraceOwner     = narrow(glossOwner, "is the player who played the card")
	podraceDrawFails = narrow(glossDestinyDraw, "If it is not possible to make a destiny draw")

	podraceWhileAt = lazyregexp.New(`(?i)\bwhile at ([^,.]+),`)
	podraceOnce    = lazyregexp.New(`(?i)\bonce (?:per turn|during each of your (\w+) phases|during each of your turns)`)
	podraceCost    = lazyregexp.New(`(?i)\b(use|lose) (\d+) Force\b`)
	podraceNoOther = lazyregexp.New(`(?i)no other ([^()]+?)s? may '(\w+)' this turn`)
	podraceWithin  = lazyregexp.New(`(?i)with a race total within (\d+) of one of your race totals`)
)

// podraceAction is one Podrace action a card's text may take: its words
// (group 1 names whose Podracer: your, opponent's, their, a, any), what
// makes a Podracer no target of it, and what it does.
type podraceAction struct {
	name  string
	words func() *regexp.Regexp
	// unfit says why p may not be its target ("" when it may be).
	unfit func(t *table.Table, q *PodraceAsk, p *table.Piece) string
	// result is what the action does to p, given the words matched and
	// the destiny drawn (nil: none asked).
	result func(t *table.Table, p *table.Piece, m []string, destiny *float64) string
}

var podraceActions = []podraceAction{
	{
		name:  "repair",
		words: lazyregexp.New(`(?i)'repair' (your|opponent's|a|any) Podracer`),
		unfit: func(t *table.Table, _ *PodraceAsk, p *table.Piece) string {
			if !t.Damaged(p) {
				return "it is not 'damaged' (podrace.damaged)"
			}
			return ""
		},
		result: func(_ *table.Table, p *table.Piece, _ []string, _ *float64) string {
			return p.Name + " is 'repaired': no longer 'damaged'"
		},
	},
	{
		name:  "damage",
		words: lazyregexp.New(`(?i)target (your |opponent's |an? |any )?Podracer[^.]*\. Draw destiny\. If destiny > (?:target )?Podracer's destiny number, ([^.]*?)target(?: Podracer)? is 'damaged`),
		unfit: func(*table.Table, *PodraceAsk, *table.Piece) string { return "" },
		result: func(_ *table.Table, p *table.Piece, m []string, d *float64) string {
			dn := p.Card.Destiny.Value
			if *d <= dn {
				return fmt.Sprintf("destiny %g is not > %g (%s's destiny number): no result", *d, dn, p.Name)
			}
			also := strings.TrimSuffix(strings.TrimSpace(m[2]), " and")
			if also != "" {
				also += "; "
			}
			return fmt.Sprintf("destiny %g > %g (%s's destiny number): %s%s is 'damaged'", *d, dn, p.Name, also, p.Name)
		},
	},
	{
		name:  "remove",
		words: lazyregexp.New(`(?i)target (your|opponent's|a|any) Podracer\. (Place target's top race destiny in [^.]+)|remove a race destiny \(random selection\) from (?:(your|opponent's|a|any) )?Podracer and (place it in [^.]+)`),
		unfit: func(t *table.Table, _ *PodraceAsk, p *table.Piece) string {
			if len(t.RaceDestiniesOn(p)) == 0 {
				return "it has no race destiny stacked on it (podrace.race_destinies)"
			}
			return ""
		},
		result: func(t *table.Table, p *table.Piece, m []string, _ *float64) string {
			rd := t.RaceDestiniesOn(p)
			if m[2] != "" {
				top := fmt.Sprintf("%s's top race destiny (destiny %g)", p.Name, rd[len(rd)-1])
				return lowerFirst(strings.Replace(m[2], "target's top race destiny", top, 1))
			}
			return fmt.Sprintf("one of the %d race destinies on %s (random selection): %s", len(rd), p.Name, m[4])
		},
	},
	{
		name:  "replace",
		words: lazyregexp.New(`(?i)place a race destiny (here) \(random selection\) in ([^,.]+), (draw one race destiny and place it here)`),
		unfit: func(t *table.Table, q *PodraceAsk, p *table.Piece) string {
			if len(t.RaceDestiniesOn(p)) == 0 {
				return "it has no race destiny stacked on it (podrace.race_destinies)"
			}
			return ""
		},
		result: func(t *table.Table, p *table.Piece, m []string, _ *float64) string {
			return fmt.Sprintf("one of the %d race destinies on %s (random selection) goes to its owner's Used Pile; %s", len(t.RaceDestiniesOn(p)), p.Name, m[3])
		},
	},
	{
		name:  "shoot",
		words: lazyregexp.New(`(?i)if opponent just placed race destiny on (their) Podracer,[^.]*'shoot'[^.]*\.\)? Draw destiny\. If destiny > (\d+), ([^.]+)`),
		unfit: func(t *table.Table, _ *PodraceAsk, p *table.Piece) string {
			if t.JustPlacedOn() != p {
				return "no race destiny was just placed on it (podrace.just_placed)"
			}
			return ""
		},
		result: func(_ *table.Table, p *table.Piece, m []string, d *float64) string {
			n, _ := strconv.ParseFloat(m[2], 64)
			if *d <= n {
				return fmt.Sprintf("destiny %g is not > %g: no result", *d, n)
			}
			return fmt.Sprintf("destiny %g > %g: %s (the one just placed on %s)", *d, n, m[3], p.Name)
		},
	},
}

// PodraceAsk names the player, its card, the action and its target.
type PodraceAsk struct {
	Player  table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card    string     `json:"card" jsonschema:"required,description=the card on table whose action it is, or an Interrupt (in hand: by title)"`
	Action  string     `json:"action,omitempty" jsonschema:"enum=repair,enum=damage,enum=remove,enum=replace,enum=shoot,description=which of the card's Podrace actions (omitted: its only one)"`
	Target  string     `json:"target,omitempty" jsonschema:"description=the Podracer on table it targets (omitted: any it may)"`
	Destiny *float64   `json:"destiny,omitempty" jsonschema:"description=the destiny drawn (omitted: what the action would do is not asked)"`

	action *podraceAction
	card   *cards.Card
	text   string
}

func checkPodraceAsk(c *table.Checker, q *PodraceAsk) error {
	if err := c.Side(q.Player); err != nil {
		return err
	}
	if q.Target != "" {
		if err := c.MustName(q.Target, ".target"); err != nil {
			return err
		}
	}
	card, err := actionCard(c, q.Card, ".card")
	if err != nil {
		return err
	}
	q.card, q.text = card, card.GameText
	var found []string
	for i := range podraceActions {
		a := &podraceActions[i]
		if !a.words().MatchString(q.text) {
			continue
		}
		found = append(found, a.name)
		if q.Action == "" || q.Action == a.name {
			q.action = a
		}
	}
	switch {
	case q.Action != "" && q.action == nil:
		return c.Errorf(".action", "%s's text has no Podrace action %q (it has: %s)", card.Title, q.Action, orNone(found))
	case q.Action == "" && len(found) > 1:
		return c.Errorf("", "%s's text has several Podrace actions (%s): say which with action:", card.Title, strings.Join(found, ", "))
	}
	return nil
}

func runPodraceAction(t *table.Table, q *PodraceAsk) rulings.Ruling {
	var r rulings.Ruling
	piece := t.Piece(q.Card)
	title := q.Card
	if piece != nil {
		title = piece.Name
	}
	if q.action == nil {
		r.Stepf(refs(podraceEpic), "%s's text (%q) holds no Podrace action this rule reads.", title, q.text)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's Podrace action.", title)
		return r
	}
	a := q.action
	loc := a.words().FindStringSubmatchIndex(q.text)
	m := submatches(q.text, loc)
	st := sentenceStart(q.text, loc[0])
	lead := q.text[st:loc[1]]
	r.Stepf(refs(podraceEpic), "%s: %q.", title, lead)
	for _, e := range q.card.Effects { // the effects read from these words are this rule's to apply
		if e.Span[0] <= loc[1] && e.Span[1] > st {
			r.Consult(q.card.Title, e.Span)
		}
	}
	if !t.PodraceInitiated() {
		r.Stepf(refs(podraceEpic), "No Podrace is in progress (podrace.initiated): race destinies, 'damaged' and 'repaired' Podracers are those of a Podrace, which Boonta Eve Podrace's text lets a player initiate.")
		r.Assume("a Podrace action is taken as usable only while a Podrace is in progress (the documents have no Podracing rules)")
		return answerNo(&r, "%s may not take its Podrace action: no Podrace is in progress.", title)
	}
	if why := podraceWhen(t, &r, q, piece, lead); why != "" {
		return answerNo(&r, "%s", why)
	}
	return podraceTarget(t, &r, q, title, m)
}

// podraceWhen checks where the card is, the time, how often and the Force
// the lead words set; it returns why not, or "".
func podraceWhen(t *table.Table, r *rulings.Ruling, q *PodraceAsk, piece *table.Piece, lead string) string {
	pl := &playing{t: t, r: r, q: &PlayAsk{Player: q.Player, Card: q.Card}, card: q.card, piece: piece}
	name := q.card.Title
	if piece != nil {
		name = piece.Name
	}
	if m := podraceWhileAt().FindStringSubmatch(lead); m != nil {
		where := ""
		if piece != nil {
			where = piece.Location()
		}
		if !containsFold(where, strings.TrimSpace(m[1])) {
			r.Stepf(refs(podraceAt), "%q: %s is at %s.", m[0], name, orNowhere(where))
			return fmt.Sprintf("%s is not at %s.", name, strings.TrimSpace(m[1]))
		}
		how := "there"
		if piece.Host != nil {
			how = "aboard " + piece.Host.Name + " there"
		}
		r.Stepf(refs(podraceAt), "%q: %s is at %s (%s).", m[0], name, where, how)
	}
	once := podraceOnce().FindStringSubmatch(lead)
	timed := lead
	if once != nil {
		timed = strings.Replace(lead, once[0], onceTiming(once), 1)
	}
	if fn := (playFunction{text: timed}); (timingClause(fn) || piece == nil) && !pl.timing(fn) {
		return strings.TrimPrefix(r.Answer, "No. ")
	}
	if once != nil && piece != nil && t.UsedThisTurn(piece.Name, piece.Entry.Label) {
		r.Stepf(refs(oncePerTurn), "%q: %s's was already used (this_turn.used); each copy has its own.", once[0], piece.Name)
		return fmt.Sprintf("%s's action was already used %s.", piece.Name, onceSpan(once))
	}
	if once != nil {
		r.Stepf(refs(oncePerTurn), "%q: not used yet (this_turn.used); each copy of the card has its own.", once[0])
	}
	if m := podraceNoOther().FindStringSubmatch(lead + " " + q.text); m != nil {
		for _, p := range t.Pieces {
			if p != piece && containsFold(p.Card.Title, m[1]) && t.UsedThisTurn(p.Name, p.Entry.Label) {
				r.Stepf(refs(oncePerTurn), "%q: %s already did (this_turn.used).", m[0], p.Name)
				return fmt.Sprintf("%s already used its '%s' this turn: no other %ss may '%s' this turn.", p.Name, m[2], m[1], m[2])
			}
		}
	}
	if c := podraceCost().FindStringSubmatch(lead); c != nil {
		if strings.EqualFold(c[1], "use") {
			if !pl.force(playFunction{text: c[0]}) {
				return strings.TrimPrefix(r.Answer, "No. ")
			}
		} else {
			r.Stepf(refs(glossInterrupt), "It costs losing %s Force.", c[2])
		}
	}
	return ""
}

// podrace-action reads each Podrace action's sentence itself (from its
// start: "While at …, once during … may lose 1 Force to"): its rulings do
// not list them as not read.
func init() {
	ownReadings[PodraceAction.ID] = func(c *cards.Card) [][2]int {
		var spans [][2]int
		for _, m := range podraceAdds().FindAllStringIndex(c.GameText, -1) {
			spans = append(spans, [2]int{m[0], m[1] + 1})
		}
		for _, a := range podraceActions {
			for _, m := range a.words().FindAllStringIndex(c.GameText, -1) {
				end := m[1]
				if end < len(c.GameText) && c.GameText[end] == '.' {
					end++
				}
				spans = append(spans, sentenceSpans(c.GameText, sentenceStart(c.GameText, m[0]), end)...)
			}
		}
		return spans
	}
}

// sentenceSpans splits [from, to) of text at each ". ", one span a sentence.
func sentenceSpans(text string, from, to int) [][2]int {
	var out [][2]int
	for from < to {
		i := strings.Index(text[from:to], ". ")
		if i < 0 {
			return append(out, [2]int{from, to})
		}
		out = append(out, [2]int{from, from + i + 1})
		from += i + 2
	}
	return out
}
