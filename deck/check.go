package deck

import (
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// Check applies the construction rules of the deck's game: game when
// given (the --game flag), else the list's "# game:" header, else Star
// Wars CCG. db is the Star Wars CCG card database; a Star Wars TCG list
// needs none (there is no TCG card data) and db may be nil.
func Check(d *Decklist, db *cards.DB, game glossary.Game) Report {
	rep := Report{File: d.File, Game: glossary.GameSWCCG}
	switch {
	case game != "" && d.Game != "" && game != d.Game:
		rep.Game = game
		rep.note(0, 0, nil, "checked as %s as asked, although the decklist's header says %s", game, d.Game)
	case game != "":
		rep.Game = game
	case d.Game != "":
		rep.Game = d.Game
	}
	for _, e := range d.Entries {
		rep.Total += e.Count
		rep.Cards = append(rep.Cards, Card{Line: e.Line, Col: e.Col, Count: e.Count, Name: e.Name, section: e.Section})
	}
	if rep.Game == glossary.GameSWTCG {
		checkTCG(&rep)
	} else {
		checkCCG(&rep, d, db)
	}
	rep.decide()
	return rep
}
