package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// AsteroidDestiny rules an asteroid destiny drawn against a starship where
// Asteroid Rules are in effect — is it lost — and the Force its owner also
// loses by the cards that targeted it this turn ("If target lost this turn
// due to asteroid destiny, opponent also loses Force equal to target's
// forfeit value", Lost Relay).
var AsteroidDestiny = register(&Rule[*AsteroidAsk]{
	ID:       "asteroid-destiny",
	Title:    "An asteroid destiny against a starship, and the Force lost with it",
	Question: "asteroid_destiny",
	Schema:   "description=an asteroid destiny is drawn against this starship (or it is lost another way): is it lost, and what Force do the cards that targeted it make its owner lose?",
	Check:    checkAsteroidAsk,
	Describe: func(q *AsteroidAsk) string {
		if q.LostBy != "" {
			return fmt.Sprintf("asteroid_destiny: %s lost by %s", q.Starship, q.LostBy)
		}
		return "asteroid_destiny: against " + q.Starship
	},
	Doc: `The asteroid destiny (the destiny number, or the card drawn: an asteroid
sector drawn loses the starship whatever its armor or maneuver, unless a pilot aboard
"is not lost if an asteroid sector is drawn for asteroid destiny") plus 1 for
each other sector with Asteroid Rules at the same system, plus the texts on
table that modify it (the starship's own "Subtract N from asteroid destiny
draws targeting <it>", a "Where present, adds N to asteroid destiny" card at
its location, a card targeting it "Subtract N from asteroid destiny when
targeting that starship"), is compared with
the starship's armor or maneuver, as the value rule computes them: greater
loses it. Then each card that targeted it (targeted_by:) is read for "If
target lost this turn due to <cause>, opponent also loses Force equal to
target's <value>": it applies only when the target was lost that way and in
the turn the card was played (earlier_turn: it was not), and copies of one
card count once (no modifier is cumulative unless it says so). With lost_by:
the starship was lost another way (battle), not to asteroid destiny.`,
	Cites: []glossary.Ref{asteroidWhen, asteroidLost, asteroidSectorDrawn, asteroidAdd, glossCumulativeOnce, glossDestinyReveal, loseForceOneAtATime},
	Run:   runAsteroidDestiny,
})

var (
	glossAsteroidRules  = table.GlossaryRef("asteroid rules")
	asteroidWhen        = narrow(glossAsteroidRules, "your starships there are continually subject to being hit by asteroids")
	asteroidLost        = narrow(glossAsteroidRules, "If total asteroid destiny > armor or maneuver, the starship is lost")
	asteroidSectorDrawn = narrow(glossAsteroidRules, "If the card drawn for asteroid destiny is itself an asteroid sector")
	asteroidAdd         = narrow(glossAsteroidRules, "Add 1 for each additional sector at that system")
	glossCumulativeOnce = narrow(table.GlossaryRef("cumulatively"), "No modifiers are cumulative unless they specifically say they are")
	glossDestinyReveal  = narrow(table.GlossaryRef("destiny draw"), "The destiny number in the top right corner of that card is the value of the destiny draw")

	asteroidMod    = lazyregexp.New(`(?i)(subtract|adds?) (\d+) (?:from|to) (?:all )?asteroid destiny(?: draws)?([^.]*)\.`)
	sectorProof    = lazyregexp.New(`(?i)is not lost if an asteroid sector is drawn for asteroid destiny`)
	targetLostText = lazyregexp.New(`(?i)if target (?:is )?lost this turn due to ([^,.]+), opponent also loses Force equal to target's ([a-z ]+?)\.`)
)

// AsteroidAsk is an asteroid destiny against a starship, or the starship
// lost another way, and the cards that targeted it.
type AsteroidAsk struct {
	Starship string `json:"starship" jsonschema:"required,description=the starship on table at a sector with Asteroid Rules"`
	// Destiny is the asteroid destiny drawn; Drawn the card drawn for it.
	Destiny *float64 `json:"destiny,omitempty" jsonschema:"description=the asteroid destiny number drawn"`
	Drawn   string   `json:"drawn,omitempty" jsonschema:"description=the card drawn for asteroid destiny (an asteroid sector loses the starship whatever its armor or maneuver)"`
	// LostBy says the starship was lost another way, not to asteroid destiny.
	LostBy string `json:"lost_by,omitempty" jsonschema:"enum=battle,enum=weapon,enum=other,description=the starship was lost another way (battle damage or attrition, a weapon), not to asteroid destiny"`
	// TargetedBy are the cards (Interrupts) that targeted the starship.
	TargetedBy []Targeting `json:"targeted_by,omitempty" jsonschema:"description=cards that targeted the starship (Lost Relay)"`
	// ForfeitModifiers are forfeit modifiers the engine does not read.
	ForfeitModifiers []ForfeitChange `json:"forfeit_modifiers,omitempty" jsonschema:"description=forfeit modifiers on the starship from cards whose text the engine does not read (Vengeance: your TIE/lns are forfeit +2 at same location)"`

	drawn    *cards.Card
	targeted []*cards.Card
}

// Targeting is a card that targeted a card, and when.
type Targeting struct {
	Card string `json:"card" jsonschema:"required,description=the card that targeted it (an Interrupt: by title or id)"`
	// EarlierTurn: it was played in an earlier turn, not this one.
	EarlierTurn bool `json:"earlier_turn,omitempty" jsonschema:"description=played in an earlier turn (its 'this turn' is over)"`
}

func checkAsteroidAsk(c *table.Checker, q *AsteroidAsk) error {
	if err := c.MustName(q.Starship, ".starship"); err != nil {
		return err
	}
	if p := c.Table().Piece(q.Starship); p.Card.Type != "Starship" {
		return c.Errorf(".starship", "%s is a %s, not a starship: asteroid destiny is drawn only against starships", q.Starship, p.Card.Type)
	}
	switch {
	case q.LostBy != "" && (q.Destiny != nil || q.Drawn != ""):
		return c.Errorf(".lost_by", "lost_by: %s: the starship was not lost to asteroid destiny, so give no destiny or drawn", q.LostBy)
	case q.LostBy == "" && q.Destiny == nil && q.Drawn == "":
		return c.Errorf("", "asteroid_destiny needs destiny: (the number), drawn: (the card) or lost_by:")
	}
	if q.Drawn != "" {
		card, err := c.HandCard(q.Drawn, ".drawn")
		if err != nil {
			return err
		}
		q.drawn = card
	}
	q.targeted = nil
	for i, tg := range q.TargetedBy {
		card, err := actionCard(c, tg.Card, fmt.Sprintf(".targeted_by[%d].card", i))
		if err != nil {
			return err
		}
		q.targeted = append(q.targeted, card)
	}
	return nil
}

func runAsteroidDestiny(t *table.Table, q *AsteroidAsk) rulings.Ruling {
	var r rulings.Ruling
	ship := t.Piece(q.Starship)
	cause := "asteroid destiny"
	if q.LostBy != "" {
		cause = q.LostBy
		r.Stepf(refs(asteroidWhen), "%s was lost by %s, not to asteroid destiny.", ship.Name, q.LostBy)
	} else if lost, why := asteroidHit(t, &r, ship, q); !lost {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s is not lost (%s), so no Force is lost with it.", ship.Name, why)
		return r
	} else {
		r.Answer = fmt.Sprintf("%s is lost (%s).", ship.Name, why)
	}
	loss, from := targetLostLoss(t, &r, ship, q, cause)
	r.Verdict = rulings.Answer
	if q.LostBy == "" {
		r.Verdict = rulings.Yes
	}
	if loss == 0 {
		r.Answer = strings.TrimSpace(r.Answer + " No card that targeted it makes " + sideTitle(ship.Owner()) + " lose Force.")
		return r
	}
	r.Answer = strings.TrimSpace(fmt.Sprintf("%s %s also loses %s Force (%s).", r.Answer, sideTitle(ship.Owner()), num(loss), from))
	return r
}

// asteroidHit rules the asteroid destiny: whether ship is lost, and why.
func asteroidHit(t *table.Table, r *rulings.Ruling, ship *table.Piece, q *AsteroidAsk) (bool, string) {
	at := place(t, ship.Location())
	if at == nil || !asteroidRulesAt(at) {
		r.Stepf(refs(asteroidWhen), "%s is not at a sector with Asteroid Rules in effect: no asteroid destiny is drawn against it.", ship.Name)
		return false, "no Asteroid Rules where it is"
	}
	if t.State.Turn != "" && (t.State.Turn != ship.Owner() || t.State.Phase != "control") {
		r.Stepf(refs(asteroidWhen), "Asteroid destiny is drawn against %s's starships during %s's own control phases; the file's turn and phase are not one (ruled as if it were drawn).", sideTitle(ship.Owner()), sideTitle(ship.Owner()))
	}
	if q.drawn != nil && q.drawn.Type == "Location" && strings.Contains(q.drawn.GameText, "'Asteroid Rules' in effect") {
		if pilot := sectorProofPilot(t, ship); pilot != nil {
			r.Stepf(refs(asteroidSectorDrawn), "The card drawn, %s, is an asteroid sector, but %s pilots %s: \"%s\" — compared with its armor or maneuver instead (destiny 0).", q.drawn.Title, pilot.Name, ship.Name, sectorProof().FindString(pilot.Card.GameText))
		} else {
			r.Stepf(refs(asteroidSectorDrawn), "The card drawn, %s, is itself an asteroid sector: %s is lost, whatever its armor or maneuver.", q.drawn.Title, ship.Name)
			return true, "an asteroid sector was drawn"
		}
	}
	destiny := 0.0
	if q.Destiny != nil {
		destiny = *q.Destiny
	} else if d := q.drawn.Destiny; d.Defined {
		destiny = d.Value
		r.Stepf(refs(glossDestinyReveal), "%s drawn: destiny %s.", q.drawn.Title, num(destiny))
	}
	total := destiny
	if n := otherAsteroidSectors(t, at); n > 0 {
		total += float64(n)
		r.Stepf(refs(asteroidAdd), "%d other sector(s) with Asteroid Rules at %s's system: +%d (%s so far).", n, at.Name, n, num(total))
	}
	total += asteroidModifiers(t, r, ship)
	var against []string
	lost := false
	for _, stat := range []string{"armor", "maneuver"} {
		st, _ := statNamed(stat)
		// a value the starship does not have is not compared (nor stepped)
		if _, defined := (&valueCalc{t: t, r: &rulings.Ruling{}, st: st}).card(ship, &ValueAsk{Card: ship.Name, Stat: stat}); !defined {
			continue
		}
		v, _ := (&valueCalc{t: t, r: r, st: st}).card(ship, &ValueAsk{Card: ship.Name, Stat: stat})
		against = append(against, fmt.Sprintf("%s %s", stat, num(v)))
		lost = lost || total > v
	}
	if len(against) == 0 {
		r.Stepf(refs(asteroidLost), "%s has neither armor nor maneuver: the destiny is compared with nothing, so it is not lost by it.", ship.Name)
		return false, "no armor or maneuver"
	}
	cmp := "is not >"
	if lost {
		cmp = ">"
	}
	why := fmt.Sprintf("asteroid destiny %s %s %s", num(total), cmp, strings.Join(against, " or "))
	r.Stepf(refs(asteroidLost), "Total asteroid destiny %s %s %s's %s.", num(total), cmp, ship.Name, strings.Join(against, " or "))
	return lost, why
}

// asteroidModifiers adds the texts on table that modify asteroid destiny
// against ship: its own "Subtract 2 from asteroid destiny draws targeting
// Avenger", a card's "Where present, adds 2 to asteroid destiny" at its
// location, a card targeting it ("Subtract 4 from asteroid destiny when
// targeting that starship").
func asteroidModifiers(t *table.Table, r *rulings.Ruling, ship *table.Piece) float64 {
	var sum float64
	for _, q := range t.Pieces {
		if q.Entry.TextCanceledBy != "" {
			continue
		}
		text := q.Card.GameText
		for _, m := range asteroidMod().FindAllStringSubmatchIndex(text, -1) {
			sm := submatches(text, m)
			present := strings.Contains(strings.ToLower(text[max(0, m[0]-16):m[0]]), "where present")
			reaches := q == ship && strings.Contains(strings.ToLower(sm[3]), "targeting") ||
				present && samePlace(q.Location(), ship.Location()) ||
				strings.Contains(strings.ToLower(sm[3]), "that starship") && q.Entry.Target != "" && t.Piece(q.Entry.Target) == ship
			if !reaches {
				continue
			}
			consultWords(r, q, sm[0])
			n, _ := strconv.ParseFloat(sm[2], 64)
			if strings.EqualFold(sm[1], "subtract") {
				n = -n
			}
			r.Stepf(refs(asteroidLost), "%s: %q: %+g to the asteroid destiny against %s.", q.Name, strings.TrimSuffix(sm[0], "."), n, ship.Name)
			sum += n
		}
	}
	return sum
}

// sectorProofPilot is a pilot aboard ship whose text keeps the starfighter
// it pilots from being lost to an asteroid sector drawn (Rayc Ryjerd).
func sectorProofPilot(t *table.Table, ship *table.Piece) *table.Piece {
	for _, p := range t.Pieces {
		if p.Host == ship && p.Entry.Slot == "pilot" && p.Entry.TextCanceledBy == "" && sectorProof().MatchString(p.Card.GameText) {
			return p
		}
	}
	return nil
}

// asteroidRulesAt: a sector with Asteroid Rules in effect.
func asteroidRulesAt(l *table.Location) bool {
	return isSector(l) && (l.Asteroid || l.Card != nil && strings.Contains(l.Card.GameText, "'Asteroid Rules' in effect here"))
}

// otherAsteroidSectors counts the other sectors with Asteroid Rules at
// at's system.
func otherAsteroidSectors(t *table.Table, at *table.Location) int {
	sys, n := systemOfPlace(t, at), 0
	for i := range t.State.Locations {
		l := &t.State.Locations[i]
		if l.Name != at.Name && asteroidRulesAt(l) && sys != "" && strings.EqualFold(systemOfPlace(t, l), sys) {
			n++
		}
	}
	return n
}

// targetLostLoss is the Force the cards that targeted ship make its owner
// lose now that it is lost by cause, and which card and value set it.
func targetLostLoss(t *table.Table, r *rulings.Ruling, ship *table.Piece, q *AsteroidAsk, cause string) (float64, string) {
	seen := map[string]bool{}
	var loss float64
	var from string
	for i, card := range q.targeted {
		m := targetLostText().FindStringSubmatch(card.GameText)
		if m != nil {
			consultWords(r, &table.Piece{Card: card}, m[0])
			m[0] = strings.TrimSuffix(m[0], ".")
		}
		if m == nil {
			r.Stepf(refs(loseForceOneAtATime), "%s targeted %s; its text says nothing of Force lost when the target is lost.", card.Title, ship.Name)
			continue
		}
		switch {
		case q.TargetedBy[i].EarlierTurn:
			r.Stepf(refs(loseForceOneAtATime), "%s: %q — it was played in an earlier turn: that turn is over, so it no longer applies.", card.Title, m[0])
			continue
		case !strings.EqualFold(strings.TrimSpace(m[1]), cause):
			r.Stepf(refs(loseForceOneAtATime), "%s: %q — %s was lost by %s, not due to %s: it does not apply.", card.Title, m[0], ship.Name, cause, m[1])
			continue
		case seen[card.Title]:
			r.Stepf(refs(glossCumulativeOnce), "Another %s targeted %s too: its text does not say it is cumulative, so the loss counts once.", card.Title, ship.Name)
			continue
		}
		seen[card.Title] = true
		st, ok := statNamed(m[2])
		if !ok {
			r.Stepf(refs(loseForceOneAtATime), "%s: %q — the value %q is not one the value rule reads.", card.Title, m[0], m[2])
			continue
		}
		r.Stepf(refs(loseForceOneAtATime), "%s targeted %s this turn: %q.", card.Title, ship.Name, m[0])
		v, defined := (&valueCalc{t: t, r: r, st: st}).card(ship, &ValueAsk{Card: ship.Name, Stat: st.Name, Modifiers: q.ForfeitModifiers})
		if !defined {
			continue
		}
		loss += v
		from = fmt.Sprintf("%s: %s's %s", card.Title, ship.Name, st.Word)
	}
	return loss, from
}

// The rule reads these words itself: its rulings do not list them as not read.
func init() {
	addOwnReading(AsteroidDestiny.ID, targetLostText)
	addOwnReading(AsteroidDestiny.ID, asteroidMod)
}
