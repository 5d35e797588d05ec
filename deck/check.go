package deck

import (
	"slices"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// Check applies the construction rules of the deck's game: game when
// given (the --game flag), else the list's "# game:" header, else Star
// Wars CCG. db is the Star Wars CCG card database; a Star Wars TCG list
// needs none (there is no TCG card data) and db may be nil. No deck
// format is applied: CheckIn does that.
func Check(d *Decklist, db *cards.DB, game glossary.Game) Report {
	return CheckIn(d, db, game, nil, nil)
}

// CheckIn is Check and, for a Star Wars CCG deck, the rules of format f
// of fs (see Formats.Select): its legal sets, bans, icons, rarities and
// deck size. With fs nil, or f nil, the deck must hold 60 cards; a
// formats file that was missing is said in a note.
func CheckIn(d *Decklist, db *cards.DB, game glossary.Game, fs *Formats, f *Format) Report {
	rep := checkBasics(d, db, game)
	if f != nil && d.Format != "" && d.Format != f.Code && rep.Game == glossary.GameSWCCG {
		rep.note(d.FormatAt[0], d.FormatAt[1], nil, "checked in %s (%s) as asked, although the decklist's header says %s", f.Name, f.Code, d.Format)
	}
	rep.applyFormat(db, fs, f)
	rep.decide()
	return rep
}

// CheckAllFormats checks d in every format of fs, in file order, reading
// the names once.
func CheckAllFormats(d *Decklist, db *cards.DB, game glossary.Game, fs *Formats) []Report {
	base := checkBasics(d, db, game)
	for i := range base.Cards {
		if c := &base.Cards[i]; c.card != nil {
			printingsOf(db, c) // once, for every format's copy
		}
	}
	var out []Report
	for _, f := range fs.All {
		rep := base.clone()
		rep.applyFormat(db, fs, f)
		rep.decide()
		out = append(out, rep)
	}
	return out
}

// checkBasics is everything but the deck format and the deck size.
func checkBasics(d *Decklist, db *cards.DB, game glossary.Game) Report {
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
		if d.Format != "" {
			rep.note(d.FormatAt[0], d.FormatAt[1], nil, "deck formats are Star Wars CCG's: format %q is not applied to a Star Wars TCG deck", d.Format)
		}
	} else {
		checkCCG(&rep, d, db)
	}
	return rep
}

// applyFormat checks a Star Wars CCG deck's size and, with a format, the
// format's rules.
func (r *Report) applyFormat(db *cards.DB, fs *Formats, f *Format) {
	if r.Game != glossary.GameSWCCG {
		return
	}
	if fs != nil && f != nil {
		checkFormat(r, db, fs, f)
		return
	}
	if fs != nil && fs.Missing {
		r.note(0, 0, nil, "no formats file (%s): checked the basic construction rules only, in no deck format", fs.File)
	}
	checkSize(r)
}

// clone copies a report so that each format adds its own findings.
func (r Report) clone() Report {
	r.Findings = slices.Clone(r.Findings)
	r.Notes = slices.Clone(r.Notes)
	r.Cards = slices.Clone(r.Cards)
	return r
}
