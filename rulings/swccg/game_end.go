package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// GameEnd rules a player's Life Force and whether they have lost the game.
var GameEnd = register(&Rule[table.Side]{
	ID:       "game-end",
	Title:    "Life Force, and losing the game",
	Question: "game_end",
	Schema:   "enum=dark,enum=light,description=a player: their Life Force and have they lost the game?",
	Check:    func(c *table.Checker, s table.Side) error { return c.Side(s) },
	Describe: func(s table.Side) string { return "game_end: " + string(s) },
	Doc: `Life Force is the Reserve Deck, Force Pile and Used Pile (piles: in the
file); cards in hand, on table and in the Lost Pile are not part of it. A
player whose three piles are totally depleted loses the game. A pile the
file does not give is not guessed: the ruling says what it cannot decide.
The Glossary names no moment of checking nor a result when both players
run out at once; the ruling says so. Stolen cards return to their owners
at the end of the game.`,
	Cites: []glossary.Ref{glossForce, glossLifeForce, glossStealing},
	Run:   runGameEnd,
})

var (
	glossForce     = table.GlossaryRef("Force")
	glossLifeForce = table.GlossaryRef("Life Force")
	glossStealing  = table.GlossaryRef("stealing")
)

// lifeForce counts a player's Life Force from the file's piles: the sum of
// the piles given, and the names of those not given.
func lifeForce(p *table.Piles) (sum int, parts, unknown []string) {
	if p == nil {
		p = &table.Piles{}
	}
	for _, f := range []struct {
		name string
		n    *int
	}{{"Reserve Deck", p.ReserveDeck}, {"Force Pile", p.ForcePile}, {"Used Pile", p.UsedPile}} {
		if f.n == nil {
			unknown = append(unknown, f.name)
			continue
		}
		sum += *f.n
		parts = append(parts, fmt.Sprintf("%s %d", f.name, *f.n))
	}
	return sum, parts, unknown
}

func runGameEnd(t *table.Table, side table.Side) rulings.Ruling {
	var r rulings.Ruling
	piles := t.PilesOf(side)
	sum, parts, unknown := lifeForce(piles)
	if len(parts) > 0 {
		r.Stepf(refs(glossLifeForce, glossForce), "%s's Life Force is the Reserve Deck, Force Pile and Used Pile: %s = %s.", side, strings.Join(parts, " + "), atLeast(sum, unknown))
	}
	if piles != nil && (piles.Hand != nil || piles.LostPile != nil) {
		r.Step("Cards in hand, on table and in the Lost Pile are not part of the Life Force: they do not count.", glossForce)
	}
	switch {
	case sum > 0:
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s has not lost: Life Force %s.", side, atLeast(sum, unknown))
		return r
	case len(unknown) > 0:
		r.Assume("%s's %s not given (piles: %s:): the Life Force cannot be counted", side, strings.Join(unknown, ", "), side)
		r.Stepf(refs(glossForce), "%s loses only when the Reserve Deck, Force Pile and Used Pile are all depleted; the file does not give the %s.", side, strings.Join(unknown, ", "))
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not decided: %s's %s not given; %s has lost only if they are empty too.", side, strings.Join(unknown, ", "), side)
		return r
	}
	r.Stepf(refs(glossForce), "%s's Reserve Deck, Force Pile and Used Pile are totally depleted: %s loses the game, and %s wins.", side, side, side.Opponent())
	r.Assume("the Glossary names no moment at which this is checked: taken as as soon as the three piles are empty")
	winner := fmt.Sprintf("%s wins", side.Opponent())
	if o, _, oUnknown := lifeForce(t.PilesOf(side.Opponent())); o == 0 && len(oUnknown) == 0 {
		r.Assume("%s's Life Force is 0 too; no passage of the rules documents says who wins when both run out at once: not decided", side.Opponent())
		winner = fmt.Sprintf("%s's Life Force is 0 too, and who wins then is not in the documents", side.Opponent())
	}
	for _, p := range t.Pieces {
		if p.Entry.Stolen {
			r.Stepf(refs(stealReturned), "%s is stolen: stolen cards return to their rightful owners at the end of the game.", p.Name)
		}
	}
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s has lost the game (Life Force 0); %s.", side, winner)
	return r
}

// atLeast says "N", or "at least N" when piles are not given.
func atLeast(n int, unknown []string) string {
	if len(unknown) == 0 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("at least %d (%s not given)", n, strings.Join(unknown, ", "))
}
