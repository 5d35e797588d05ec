package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// UtinniRetrieve rules the Force an Utinni Effect retrieves when its target
// completes it (Kessel Run, The First Transport Is Away!, Rycar's Run):
// how much, and where it may go.
var UtinniRetrieve = register(&Rule[*UtinniAsk]{
	ID:       "utinni-retrieve",
	Title:    "Force retrieved by an Utinni Effect its target completes",
	Question: "utinni_retrieve",
	Schema:   "description=the Utinni Effect's target has just completed it: how much Force is retrieved, and where may it go?",
	Check:    checkUtinniAsk,
	Describe: func(q *UtinniAsk) string { return "utinni_retrieve: " + q.Effect },
	Doc: `Reads the Utinni Effect's "retrieve N/X (Lost) Force" and its "X = ...":
"parsec distance between the two systems" (the system it is deployed on and
the one its target was at when targeted, from:, else where it is now: X is
fixed at targeting), "twice the number of passengers" (characters aboard
the target, not piloting), "twice the number of asteroid sectors at that
system"; "draw N destiny. Retrieve that much" totals the destinies: drawn
(one more for a target whose text "adds one destiny to Force retrieved
with" this Effect; no more draws than the Reserve Deck holds). Retrieved Force goes from the Lost Pile to the Used Pile, one card
at a time and no more than the Lost Pile holds (piles:); an opponent's card
"reducing" retrieval "by X, where X = number of cards here" takes its
stacked: count off; a card's "any retrieved Force may be taken into hand"
applies when its conditions hold ('trained' by the card named on the same
character, piloting the starship that completes the Effect named); an
opponent's card placing "that card" out of play once Force was retrieved
with an Utinni Effect is said, with what the Effect then does not do.`,
	Cites: []glossary.Ref{retrieveUsedPile, utinniTarget, kesselRunX},
	Run:   runUtinniRetrieve,
})

var (
	retrieveUsedPile = narrow(table.GlossaryRef("retrieve"), "Retrieving a card (or retrieving 1 Force) is defined as taking the top card of your Lost Pile and placing it face down on your Used Pile")
	utinniTarget     = narrow(table.GlossaryRef("Effects"), "Utinni Effects are usually played on one location to cause a specific character to move to that location")
	kesselRunX       = narrow(table.GlossaryRef("Kessel Run"), "This Utinni Effect defines X at the time the smuggler is targeted")

	utinniRetrieveText = lazyregexp.New(`(?i)'?retrieve'? (X|\d+) (?:lost )?force`)
	utinniXText        = lazyregexp.New(`(?i)\bX = ([^.]+)`)
	utinniReduce       = lazyregexp.New(`(?i)opponent's force retrieval is reduced by X, where X = number of cards here`)
	utinniOutOfPlay    = lazyregexp.New(`(?i)when opponent has just retrieved force using an interrupt or utinni effect card, that card is placed out of play`)
	utinniDrawText     = lazyregexp.New(`(?i)draw (\d+) destiny\. retrieve that much (?:lost )?force`)
	utinniAddsDestiny  = lazyregexp.New(`(?i)adds one destiny to force retrieved with ([^.]+)`)
	utinniToHand       = lazyregexp.New(`(?i)if '?trained'? by ([^,]+?) and piloting a starship when that starship completes (.+?), any retrieved force may be taken into hand`)
)

// UtinniAsk names the Utinni Effect on table whose target just completed it.
type UtinniAsk struct {
	Effect string `json:"effect" jsonschema:"required,description=the Utinni Effect on table (target: names its target)"`
	From   string `json:"from,omitempty" jsonschema:"description=the system its target was at when targeted (Kessel Run's 'first system'; default: where the target is now)"`
	// Destinies are the destinies drawn, for "draw N destiny. Retrieve that much".
	Destinies []float64 `json:"destinies,omitempty" jsonschema:"description=the destinies drawn, in order (draw N destiny. Retrieve that much)"`
}

func checkUtinniAsk(c *table.Checker, q *UtinniAsk) error {
	if err := c.MustName(q.Effect, ".effect"); err != nil {
		return err
	}
	if p := c.Table().Piece(q.Effect); p.Entry.Target == "" {
		return c.Errorf(".effect", "%s has no target: on table (the card its text targets)", q.Effect)
	}
	return nil
}

func runUtinniRetrieve(t *table.Table, q *UtinniAsk) rulings.Ruling {
	var r rulings.Ruling
	fx := t.Piece(q.Effect)
	target := t.Piece(fx.Entry.Target)
	text := fx.Card.GameText
	if dm := utinniDrawText().FindStringSubmatch(text); dm != nil && target != nil {
		return utinniDrawn(t, r, q, fx, target, dm)
	}
	m := utinniRetrieveText().FindStringSubmatch(text)
	if m == nil || target == nil {
		r.Stepf(refs(utinniTarget), "%s's text (%q) names no Force retrieval this rule reads, or its target is not on table.", fx.Name, text)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's retrieval.", fx.Name)
		return r
	}
	x, known := 0, true
	if m[1] == "X" || m[1] == "x" {
		x, known = utinniX(t, &r, fx, target, q.From)
	} else {
		x, _ = strconv.Atoi(m[1])
	}
	if !known {
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: how much %s retrieves (its X).", fx.Name)
		return r
	}
	r.Stepf(refs(utinniTarget), "%s's target %s has completed it: %q, %d Force.", fx.Name, target.Name, m[0], x)
	consultWords(&r, fx, m[0])
	return utinniRetrieved(t, r, fx, target, x)
}

// utinniRetrieved rules the retrieval of x Force by the Effect: what the
// opponent's cards take off or do, the Lost Pile, and where it goes.
func utinniRetrieved(t *table.Table, r rulings.Ruling, fx, target *table.Piece, x int) rulings.Ruling {
	owner := fx.Owner()
	for _, p := range t.Pieces {
		if p.Owner() == owner {
			continue
		}
		if utinniReduce().MatchString(p.Card.GameText) && p.Entry.Stacked > 0 {
			r.Stepf(refs(retrieveUsedPile), "%s: the opponent's Force retrieval is reduced by the %d card(s) there.", p.Name, p.Entry.Stacked)
			x = max(x-p.Entry.Stacked, 0)
		}
	}
	if pl := t.PilesOf(owner); pl != nil && pl.LostPile != nil && *pl.LostPile < x {
		r.Stepf(refs(retrieveUsedPile), "%s's Lost Pile holds %d card(s): no more can be retrieved.", sideTitle(owner), *pl.LostPile)
		x = *pl.LostPile
	}
	where := "to the Used Pile"
	r.Stepf(refs(retrieveUsedPile), "Each Force retrieved is the top card of %s's Lost Pile, placed face down on the Used Pile.", sideTitle(owner))
	if by := utinniHandCard(t, fx, target); by != nil {
		r.Stepf(refs(retrieveUsedPile), "%s: %q — its conditions hold, so each may instead be taken into hand.", by.Name, utinniToHand().FindString(by.Card.GameText))
		where = "each to the Used Pile or into hand"
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s retrieves %d Force, %s.", fx.Name, x, where)
	for _, p := range t.Pieces {
		if p.Owner() != owner && x > 0 && utinniOutOfPlay().MatchString(p.Card.GameText) {
			r.Stepf(refs(utinniTarget), "%s: having just retrieved Force with it, %s is placed out of play: the rest of its text (relocating, staying on table) does not happen.", p.Name, fx.Name)
			r.Answer += fmt.Sprintf(" %s is then placed out of play (%s).", fx.Name, p.Name)
		}
	}
	return r
}

// utinniX reads "X = …" from the Effect's text and counts it on the table.
func utinniX(t *table.Table, r *rulings.Ruling, fx, target *table.Piece, from string) (int, bool) {
	m := utinniXText().FindStringSubmatch(fx.Card.GameText)
	if m == nil {
		r.Stepf(refs(utinniTarget), "%s's text defines no X this rule reads.", fx.Name)
		return 0, false
	}
	def := strings.ToLower(strings.TrimSpace(m[1]))
	twice := 1
	if d, ok := strings.CutPrefix(def, "twice "); ok {
		def, twice = d, 2
	}
	switch {
	case strings.HasPrefix(def, "parsec distance between the two systems"):
		here := place(t, fx.Location())
		if from == "" {
			from = systemOfPlace(t, place(t, target.Location()))
		}
		a, b := parsecOf(here), parsecOf(place(t, from))
		if a == 0 || b == 0 {
			r.Stepf(refs(kesselRunX), "X = %s: the parsec of %s or %s is not known.", m[1], fx.Location(), from)
			return 0, false
		}
		d := max(a-b, b-a)
		r.Stepf(refs(kesselRunX), "X = %s: %s (parsec %d) and %s (parsec %d), X = %d, fixed when the target was targeted.", m[1], here.Name, a, from, b, d)
		consultWords(r, fx, m[0])
		return d * twice, true
	case def == "the number of passengers":
		n := 0
		for _, p := range t.Pieces {
			if p.Host == target && isType(p, "Character") && p.Entry.Slot != "pilot" && p.Entry.Slot != "driver" {
				n++
			}
		}
		r.Stepf(refs(utinniTarget), "X = %s: %d passenger(s) aboard %s, X = %d.", m[1], n, target.Name, n*twice)
		consultWords(r, fx, m[0])
		return n * twice, true
	case strings.HasPrefix(def, "the number of asteroid sectors at that system"):
		sys := systemOfPlace(t, place(t, fx.Location()))
		n := 0
		for i := range t.State.Locations {
			l := &t.State.Locations[i]
			asteroid := l.Asteroid || l.Card != nil && strings.Contains(l.Card.GameText, "'Asteroid Rules' in effect here")
			if isSector(l) && asteroid && strings.EqualFold(systemOfPlace(t, l), sys) {
				n++
			}
		}
		r.Stepf(refs(utinniTarget), "X = %s: %d asteroid sector(s) at %s, X = %d.", m[1], n, sys, n*twice)
		consultWords(r, fx, m[0])
		return n * twice, true
	}
	r.Stepf(refs(utinniTarget), "X = %s: not read.", m[1])
	return 0, false
}

func parsecOf(l *table.Location) int {
	switch {
	case l == nil:
		return 0
	case l.Parsec > 0:
		return l.Parsec
	case l.Card != nil && l.Card.Parsec.Defined:
		return int(l.Card.Parsec.Value)
	}
	return 0
}

// utinniHandCard finds a card of the Effect's owner whose "any retrieved
// Force may be taken into hand" holds: on a character 'trained' by the card
// named (on it too), who pilots the starship completing this Effect.
func utinniHandCard(t *table.Table, fx, target *table.Piece) *table.Piece {
	for _, p := range t.Pieces {
		m := utinniToHand().FindStringSubmatch(p.Card.GameText)
		if m == nil || p.Owner() != fx.Owner() || p.Host == nil || !strings.Contains(glossary.Slug(m[2]), glossary.Slug(fx.Card.Title)) {
			continue
		}
		smuggler := p.Host
		trained := false
		for _, q := range t.Pieces {
			trained = trained || q.Host == smuggler && q.NamedBy(glossary.Fold(m[1]))
		}
		ship := smuggler.Host
		piloting := ship != nil && isType(ship, "Starship") && smuggler.Entry.Slot == "pilot"
		if trained && piloting && (ship == target || smuggler == target) {
			return p
		}
	}
	return nil
}

// utinniDrawn rules "draw N destiny. Retrieve that much Force": one more
// draw for a target whose text "adds one destiny to Force retrieved with"
// this Effect, no more draws than the Reserve Deck holds, the total of the
// destinies: drawn.
func utinniDrawn(t *table.Table, r rulings.Ruling, q *UtinniAsk, fx, target *table.Piece, dm []string) rulings.Ruling {
	draws := atoi(dm[1])
	r.Stepf(refs(utinniTarget), "%s's target %s has completed it: %q.", fx.Name, target.Name, dm[0])
	if am := utinniAddsDestiny().FindStringSubmatch(target.Card.GameText); am != nil && strings.Contains(glossary.Slug(am[1]), glossary.Slug(fx.Card.Title)) {
		draws++
		r.Stepf(refs(utinniTarget), "%s, its target: %q — %d destiny draws.", target.Name, am[0], draws)
	}
	if pl := t.PilesOf(fx.Owner()); pl != nil && pl.ReserveDeck != nil && *pl.ReserveDeck < draws {
		r.Stepf(refs(utinniTarget), "%s's Reserve Deck holds %d card(s): only that many destiny draws.", sideTitle(fx.Owner()), *pl.ReserveDeck)
		draws = *pl.ReserveDeck
	}
	if draws > len(q.Destinies) {
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s retrieves the total of %d destiny draws (give them in destinies:).", fx.Name, draws)
		return r
	}
	total := 0.0
	for _, d := range q.Destinies[:draws] {
		total += d
	}
	r.Stepf(refs(utinniTarget), "%d destiny draw(s): %v, total %g.", draws, q.Destinies[:draws], total)
	return utinniRetrieved(t, r, fx, target, int(total))
}
