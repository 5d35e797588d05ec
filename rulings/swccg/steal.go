package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Steal rules whether a card on table may be stolen, and what comes with it.
var Steal = register(&Rule[*StealAsk]{
	ID:       "steal",
	Title:    "Stealing a card",
	Question: "steal",
	Schema:   "description=may the card be stolen (via: the card that allows it) and what is stolen with it?",
	Check:    checkStealAsk,
	Describe: func(q *StealAsk) string { return "steal: " + q.Card },
	Doc: `Nothing is stolen unless a card allows it (via:), nor a card a text
on the table says may not be stolen ("May not be stolen.", "While on Maul,
…"; its condition decided from the table). A starship or vehicle
may not be stolen while its owner has characters aboard (a permanent pilot
does not prevent it); stolen, its cargo comes with it, a generic permanent
pilot is taken as one of the thief's side, and a unique one is lost,
leaving a pilot capacity. A weapon or device may be stolen only if it says
it deploys on (or is moved by) characters. Undercover spies may steal. The
stolen card changes owner until the end of the game.`,
	Cites: []glossary.Ref{glossStealing, glossOwner},
	Run:   runSteal,
})

var glossOwner = table.GlossaryRef("owner")

// StealAsk asks whether a card may be stolen.
type StealAsk struct {
	Card string `json:"card" jsonschema:"required,description=the card on table to be stolen"`
	// Via is the card whose text allows stealing (Jawa Ion Gun, Tonnika Sisters).
	Via string `json:"via,omitempty" jsonschema:"description=the card whose text allows stealing"`
	// By is the thief, when a character steals.
	By string `json:"by,omitempty" jsonschema:"description=the character that steals (on table)"`
}

func checkStealAsk(c *table.Checker, q *StealAsk) error {
	if err := c.MustName(q.Card, ".card"); err != nil {
		return err
	}
	if q.By != "" {
		return c.MustName(q.By, ".by")
	}
	return nil
}

// reCarried reads a weapon's or device's text saying characters carry it:
// "Deploy on your warrior", "May be moved with two warriors".
var reCarried = lazyregexp.New(`(?i)(deploy on [^.]*\b(character|warrior|jedi|droid|scout|spy|trooper|smuggler|thief|bounty hunter)s?\b|moved (by|with) [^.]*\b(characters?|warriors?)\b)`)

func runSteal(t *table.Table, q *StealAsk) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(q.Card)
	no := func(format string, args ...any) rulings.Ruling {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf(format, args...)
		return r
	}
	if q.Via == "" {
		r.Stepf(refs(stealNotByWalking), "The opponent may not take ownership of one of your cards unless a card allows it to be stolen (an empty landed starfighter is not stolen by walking up to it).")
		return no("%s may not be stolen without a card that allows it (name it in via:).", p.Name)
	}
	if textForbids(t, p, "may_not_be_stolen", refs(stealAllowed), &r) {
		return no("%s may not be stolen: a card's text on the table says so, whatever %s allows.", p.Name, q.Via)
	}
	r.Stepf(refs(stealAllowed), "%s allows stealing; its own conditions are taken as met.", q.Via)
	r.Assume("%s's text is not read: taken as allowing %s to be stolen", q.Via, p.Name)
	if q.By != "" && undercover(t, t.Piece(q.By)) {
		r.Stepf(refs(stealUndercover, glossUndercover), "%s is Undercover: being Undercover does not prevent a spy from stealing.", q.By)
	}
	switch p.Card.Type {
	case "Starship", "Vehicle":
		var aboard []string
		for _, x := range t.Pieces {
			if x.Host == p && x.Card.Type == "Character" && x.Owner() == p.Owner() && !x.Entry.Captive {
				aboard = append(aboard, x.Name)
			}
		}
		if len(aboard) > 0 {
			r.Stepf(refs(stealAboard), "%s has %s's characters aboard (%s): even when a card allows stealing, a starship or vehicle may not be stolen then.", p.Name, p.Owner(), strings.Join(aboard, ", "))
			return no("%s may not be stolen: %s aboard.", p.Name, strings.Join(aboard, ", "))
		}
		if permanentPilot(p) > 0 {
			r.Stepf(refs(stealAboard), "Only its permanent pilot is aboard: a permanent pilot is not sufficient to prevent theft.")
		}
		stealCraft(&r, t, p)
	case "Weapon", "Device":
		if !strings.EqualFold(p.Card.SubType, "Character") && !reCarried().MatchString(p.Card.GameText) {
			r.Stepf(refs(stealWeapons), "A weapon or device may be stolen only if it says it can be deployed on (or moved by) characters; %s's text does not (%q).", p.Name, p.Card.GameText)
			return no("%s may not be stolen: it is not deployed on or moved by characters.", p.Name)
		}
		r.Stepf(refs(stealRestricted), "%s is deployed on or moved by characters: it may be stolen and carried by a thief able to carry it, but transferred to and used only by characters meeting its deployment restrictions.", p.Name)
	}
	r.Stepf(refs(stealWhat, glossOwner), "Stolen cards exchange ownership: %s is used by %s as its own until the end of the game, then returned.", p.Name, p.Owner().Opponent())
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may be stolen (via %s).", p.Name, q.Via)
	return r
}

// stealCraft says what comes with a stolen starship or vehicle: its cargo,
// and what becomes of its permanent pilots.
func stealCraft(r *rulings.Ruling, t *table.Table, p *table.Piece) {
	var cargo []string
	for _, x := range t.Pieces {
		if x.Host == p && x.Card.Type != "Character" {
			cargo = append(cargo, x.Name)
		}
	}
	if len(cargo) > 0 {
		r.Stepf(refs(stealCargo), "Cargo aboard is stolen with it: %s.", strings.Join(cargo, ", "))
	}
	var unique []string
	for _, x := range personasOf(p.Card) {
		if x.As == "pilot" {
			unique = append(unique, x.Name)
		}
	}
	switch {
	case len(unique) > 0:
		r.Stepf(refs(stealUniquePilot), "Its unique permanent pilot (%s) is lost instead, creating one pilot capacity (\"May add 1 pilot\") each; returned to its owner, it gets its original game text back unless that persona is in play.", strings.Join(unique, ", "))
	case permanentPilot(p) > 0:
		r.Stepf(refs(stealGenericPilot), "Its generic permanent pilot is conceptually replaced by a permanent pilot of the opposite side of the Force.")
	}
}
