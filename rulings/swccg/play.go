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

// Play rules whether an Interrupt may be played now (or a card's "once
// per" action used), from the timing its own text sets, and what it would
// affect.
var Play = register(&Rule[*PlayAsk]{
	ID:       "play",
	Title:    "May an action be played now, and what it affects",
	Question: "play",
	Schema:   "description=may the player play this Interrupt (or use this card's action) now, and what would it affect?",
	Check:    checkPlay,
	Describe: func(q *PlayAsk) string { return fmt.Sprintf("play: %s plays %s", q.Player, q.Card) },
	Doc: `An Interrupt plays in either player's turn, at the time its text sets;
a card with several functions (USED: / LOST: / STARTING:) is played for one
of them (use:, else each is tried). The timing read from the text: "During
your (opponent's, each) X phase" ("once during each of your X phases": the
player's), "During (a) battle" (a battle in
progress), "At any time (except during battle)", "If a battle was just
initiated" / "any battle just initiated" / "If opponent just initiated a
battle" (a 'just' response: only in the battle's initiation, before it has
a result, and never once the battle is canceled), with "at a site / at an
exterior site / at a system or sector" checked against the battle's
location ("at same site": the acting card's own location; "at same site
as" another card stays an assumption); a STARTING function only at the start of the game. A card on
table's "Once per turn" / "Once per game" action may not be used again
(this_turn.used names the copy; this_game.used the title: all copies
share a once-per-game action). "Use N Force" needs N in the Force Pile
(piles:). A relocation ("target any or all of your characters at one site
to 'transport' (relocate)") affects the player's own characters at one
site, never a captive or an excluded card; cards: lists them. Each "OR"
alternative is ruled on by itself; one none of whose conditions is read
is said not ruled on (never a Yes). What the text needs on table
(play_need_*.go): a card it targets or cancels, not immune to it; a card
it moves that the move rule lets go there at a cost the Force Pile pays;
the cards a battle involves; the characters present it affects; the
missing character it searches for; for a card on table, "unless a vehicle
here" (none of those at its location) and "may target a Dark Jedi here"
(one there), words the table cannot show being assumed.`,
	Cites: []glossary.Ref{glossInterrupt, justActions, justInitiatedResponses, glossCancel, cancelNoResult, duringBattle, oncePerTurn, oncePerGame},
	Run:   runPlay,
})

var (
	glossInterrupt         = table.GlossaryRef("Interrupt")
	glossActions           = table.GlossaryRef("actions", "‘just’")
	justActions            = narrow(glossActions, "Some actions may be initiated only just after some other action or condition has occurred")
	justInitiatedResponses = narrow(table.GlossaryRef("battle"), "Your opponent may respond to the initiation … before the battle begins its result")
	cancelNoResult         = narrow(glossCancel, "Act of preventing an action (such as a card play or a battle) from having its result")
	duringBattle           = table.GlossaryRef("during battle")
	oncePerGame            = narrow(table.GlossaryRef("once per game"), "may never be initiated more than once per game")
	oncePerTurn            = narrow(table.GlossaryRef("once per turn, phase, battle etc."), "may be initiated once per that time period for each copy")

	// playFunctions splits "USED: … LOST: … STARTING: …".
	playFunctions = lazyregexp.New(`\b((?:USED|LOST|STARTING)(?: OR (?:USED|LOST|STARTING))?):\s*`)
	playPhase     = lazyregexp.New(`(?i)\bduring (your|opponent's|each of your|each|any|either player's) (activate|control|deploy|battle|move|draw) phases?\b`)
	playDuring    = lazyregexp.New(`(?i)(?:^|[.;]\s*|\bOR\s+)during (?:a |any )?battle\b`)
	playJust      = lazyregexp.New(`(?i)\b(?:(?:a |any )?battle (?:was )?just initiated|(opponent|you) just initiated (?:a |any )?battle)(?: (at|where)\s+(an? exterior site|an? interior site|a site|a system or sector|a system|a sector|same (?:site|location|system|sector)))?`)
	// playOr splits a function's alternatives: "… battle. OR Cancel …".
	playOr       = lazyregexp.New(`[.,]?\s+OR\s+`)
	playForce    = lazyregexp.New(`(?i)\buse (\d+) force\b`)
	playRelocate = lazyregexp.New(`(?i)target any or all of your characters at one site to '?transport'? \(relocate\)`)
)

// PlayAsk names the player, the card and, for a relocation, the cards it
// would move.
type PlayAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string     `json:"card" jsonschema:"required,description=an Interrupt (in hand: by title), or a card on table whose action is used"`
	Use    string     `json:"use,omitempty" jsonschema:"enum=used,enum=lost,enum=starting,description=which function of a USED/LOST/STARTING Interrupt (omitted: each is tried)"`
	Cards  []string   `json:"cards,omitempty" jsonschema:"description=the cards on table it would affect (a relocation: the characters moved)"`

	resolved *cards.Card
}

func checkPlay(c *table.Checker, q *PlayAsk) error {
	if err := c.Side(q.Player); err != nil {
		return err
	}
	switch q.Use {
	case "", "used", "lost", "starting":
	default:
		return c.Errorf(".use", "use %q: want one of used, lost, starting", q.Use)
	}
	for i, n := range q.Cards {
		if err := c.MustName(n, fmt.Sprintf(".cards[%d]", i)); err != nil {
			return err
		}
	}
	card, err := actionCard(c, q.Card, ".card")
	q.resolved = card
	return err
}

// playing is one play being ruled on.
type playing struct {
	t     *table.Table
	r     *rulings.Ruling
	q     *PlayAsk
	card  *cards.Card
	piece *table.Piece // the card on table whose action is used, or nil
}

func runPlay(t *table.Table, q *PlayAsk) rulings.Ruling {
	var r rulings.Ruling
	pl := playing{t: t, r: &r, q: q, card: q.resolved, piece: t.Piece(q.Card)}
	if pl.piece == nil && pl.card.Type != "Interrupt" {
		r.Stepf(refs(glossInterrupt), "%s is a %s, not an Interrupt: it is deployed (ask deploy:), not played as an action.", pl.card.Title, strings.ToLower(pl.card.Type))
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s is not played as an action: it is a %s (ask deploy:).", pl.card.Title, strings.ToLower(pl.card.Type))
		return r
	}
	if pl.piece == nil && pl.card.Side != "" && string(pl.card.Side) != sideTitle(q.Player) {
		r.Stepf(refs(glossInterrupt), "%s is a %s Side card: only its owner's side plays it.", pl.card.Title, pl.card.Side)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s is a %s Side card: %s does not play it.", pl.card.Title, pl.card.Side, sideTitle(q.Player))
		return r
	}
	if pl.piece != nil && (pl.piece.Entry.Captive || pl.piece.Entry.Missing) && !pl.piece.Active() {
		r.Stepf(refs(glossCaptured), "%s is a captive or missing: captured and missing cards are on table only for uniqueness and for cards that refer to them, so its own text is not used (unless a card lets it battle: captive_battling).", pl.piece.Name)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s is captive or missing: its game text may not be used.", pl.piece.Name)
		return r
	}
	if !pl.onceAllowed() || pl.banned() {
		r.Verdict = rulings.No
		return r
	}
	var ok, unread []string
	for _, fn := range pl.functions() {
		if fn.alternative && !pl.reads(fn) {
			r.Assume("the %s (%q) sets conditions this rule does not read: not ruled on; check it by hand", fn.label, fn.text)
			unread = append(unread, fn.label)
			continue
		}
		if pl.timing(fn) && pl.force(fn) && pl.needsMet(fn) {
			pl.assumeUndecided(fn)
			ok = append(ok, fn.label)
		}
	}
	if len(ok) == 0 {
		r.Verdict = rulings.No
		if r.Answer == "" {
			r.Answer = fmt.Sprintf("No. %s may not play %s now.", sideTitle(q.Player), pl.card.Title)
		}
		if len(unread) > 0 {
			r.Answer += fmt.Sprintf(" Not ruled on: its %s (not read).", strings.Join(unread, ", "))
		}
		return r
	}
	affects := pl.affects()
	r.Verdict = rulings.Yes
	what := ""
	if ok[0] != "" {
		what = " (" + strings.Join(ok, ", ") + ")"
	}
	r.Answer = fmt.Sprintf("Yes. %s may play %s%s now%s%s.", sideTitle(q.Player), pl.card.Title, what, affects, pl.playsAs())
	return r
}

// playFunction is one function of the card's text: its label ("LOST", ""
// for a card of one function) and its words.
type playFunction struct {
	label, text string
	// alternative: one of several a text joins with "OR".
	alternative bool
}

func (pl *playing) functions() []playFunction {
	if pl.piece != nil { // a card on table: its actions, each with its own timing
		var out []playFunction
		for _, e := range pl.card.Effects {
			if e.Kind == "action" {
				out = append(out, playFunction{label: "", text: e.Quote})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	var out []playFunction
	for _, fn := range pl.labeled() {
		alts := playOr().Split(fn.text, -1)
		if !pl.anyRead(alts) {
			alts = []string{fn.text} // nothing to tell the alternatives apart by: the text as one
		}
		for i, alt := range alts {
			label := fn.label
			if len(alts) > 1 {
				label = strings.TrimSpace(label + " " + ordinals[min(i, len(ordinals)-1)] + " alternative")
			}
			out = append(out, playFunction{label, alt, len(alts) > 1})
		}
	}
	return out
}

// anyRead: some alternative states a condition the rule reads.
func (pl *playing) anyRead(alts []string) bool {
	for _, a := range alts {
		if pl.reads(playFunction{text: a}) {
			return true
		}
	}
	return false
}

var ordinals = []string{"first", "second", "third", "fourth", "fifth", "next"}

// labeled splits the text at "USED:", "LOST:", "STARTING:".
func (pl *playing) labeled() []playFunction {
	text := pl.card.GameText
	locs := playFunctions().FindAllStringSubmatchIndex(text, -1)
	if len(locs) == 0 {
		return []playFunction{{label: "", text: text}}
	}
	var out []playFunction
	for i, l := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		label := text[l[2]:l[3]]
		if pl.q.Use != "" && !strings.Contains(strings.ToLower(label), pl.q.Use) {
			continue
		}
		out = append(out, playFunction{label: label, text: strings.TrimSpace(text[l[1]:end])})
	}
	return out
}

// no records why a function may not be played now.
func (pl *playing) no(fn playFunction, cites []glossary.Ref, answer, step string, args ...any) bool {
	if fn.label != "" {
		step = fn.label + ": " + step
	}
	pl.r.Stepf(cites, step, args...)
	if pl.r.Answer == "" {
		pl.r.Answer = answer
	}
	return false
}

// onceAllowed: an action limited to once per turn (each copy of the card)
// or once per game (all copies together) may not be initiated again.
func (pl *playing) onceAllowed() bool {
	name, copyNames := pl.card.Title, []string{pl.card.Title}
	if p := pl.piece; p != nil {
		name, copyNames = p.Name, []string{p.Name, p.Entry.Label}
	}
	for _, e := range pl.card.Effects {
		if e.Kind != "action" {
			continue
		}
		quote := strings.TrimSpace(e.Quote)
		switch {
		case e.Limit == "turn" && pl.t.UsedThisTurn(copyNames...):
			pl.r.Stepf(refs(oncePerTurn), "%s's %q was already used this turn (this_turn.used): once per turn for each copy.", name, quote)
			pl.r.Answer = fmt.Sprintf("No. %s's once-per-turn action was already used this turn.", name)
			return false
		case e.Limit == "game" && pl.t.UsedThisGame(pl.card.Title):
			pl.r.Stepf(refs(oncePerGame), "%s's %q was already used this game (this_game.used), by this or another copy.", name, quote)
			pl.r.Answer = fmt.Sprintf("No. %s's once-per-game action was already used this game.", name)
			return false
		case e.Limit == "game":
			pl.r.Stepf(refs(oncePerGame), "%s's %q is once per game, and this_game.used does not record it.", name, quote)
		case e.Limit != "":
			pl.r.Stepf(refs(oncePerTurn), "%s's %q is limited to once per %s, and the file does not record it as used.", name, quote, e.Limit)
		}
	}
	return true
}

// affects lists what a relocation would move: the player's characters at
// one site, never a captive or a card excluded from battle.
func (pl *playing) affects() string {
	if len(pl.q.Cards) == 0 || !playRelocate().MatchString(pl.card.GameText) {
		return ""
	}
	var moved, kept []string
	site := ""
	for _, n := range pl.q.Cards {
		p := pl.t.Piece(n)
		why := ""
		switch {
		case p.Owner() != pl.q.Player:
			why = "not " + string(pl.q.Player) + "'s"
		case p.Card.Type != "Character":
			why = "not a character"
		case p.Entry.Captive:
			why = "a captive"
		case p.Entry.Excluded:
			why = "excluded"
		case site != "" && !samePlace(p.Location(), site):
			why = "not at " + site
		}
		if why != "" {
			kept = append(kept, p.Name+" ("+why+")")
			continue
		}
		site = p.Location()
		moved = append(moved, p.Name)
	}
	pl.r.Stepf(refs(glossInterrupt), "It relocates any or all of the player's characters at one site: %s.", orNone(moved))
	if len(kept) > 0 {
		pl.r.Stepf(refs(glossInterrupt), "Not relocated: %s.", strings.Join(kept, ", "))
		return fmt.Sprintf(", relocating %s (not %s)", orNone(moved), strings.Join(kept, ", "))
	}
	return fmt.Sprintf(", relocating %s", orNone(moved))
}
