package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card's own "Cannot board starfighters or enclosed vehicles", "May not
// be aboard starfighters or enclosed vehicles", "Too large to go aboard a
// starfighter" (read as a may_not_deploy with no subject, Title "aboard
// …") keeps it off the crafts it names however it would get aboard:
// deployed aboard or on one, embarking, shuttling, docking, relocated. A
// craft carries what its capacity allows (Glossary, capacity; deploying
// cards on vehicles and starships: "with sufficient character capacity"),
// and the card's own text narrows what may fill it. It is not a location
// deployment restriction, so nothing that lifts those lifts it.

var (
	boardCapacity = narrow(glossCapacity, "Limit that a vehicle or starship can carry")
	boardDeploy   = narrow(glossAboard, "Characters may be deployed directly aboard vehicles and starships with sufficient character capacity")
)

// boardingBan finds c's own text keeping it off craft, and the kind of
// craft the text names that craft is.
func boardingBan(c *cards.Card, craft *table.Piece) (e cards.Effect, kind string, banned bool) {
	if craft == nil || !isCraft(craft) {
		return cards.Effect{}, "", false
	}
	for _, e := range c.Effects {
		if e.Kind != "may_not_deploy" || e.Target != "" {
			continue
		}
		kinds, ok := strings.CutPrefix(glossary.Fold(strings.TrimSpace(e.Title)), "aboard ")
		if !ok {
			continue
		}
		for _, term := range strings.Split(termSplitter.Replace(kinds), "|") {
			if k, ok := boardKind(craft, term); ok {
				return e, k, true
			}
		}
	}
	return cards.Effect{}, "", false
}

// boardKind reads one kind of craft a boarding text names ("starfighters",
// "enclosed vehicles", "a starfighter") against craft: the class words by
// the card's type and subtype (an enclosed vehicle as Piece.Enclosed reads
// it), anything else as a deploy host phrase.
func boardKind(craft *table.Piece, term string) (string, bool) {
	var words []string
	for _, w := range strings.Fields(term) {
		if w != "a" && w != "an" && w != "any" {
			words = append(words, singular(w))
		}
	}
	kind := strings.Join(words, " ")
	switch kind {
	case "":
		return "", false
	case "starfighter":
		return kind, isType(craft, "Starship") && subtypeHas(craft, "starfighter")
	case "capital starship":
		return kind, isCapital(craft)
	case "enclosed vehicle":
		return kind, isType(craft, "Vehicle") && craft.Enclosed()
	case "starship", "vehicle":
		return kind, isType(craft, capitalize(kind))
	}
	ok, _ := describes(kind, craft.Card)
	return kind, ok
}

// boardingStep says why the ban decides: the card's text, the craft's kind.
func boardingStep(r *rulings.Ruling, who *table.Piece, e cards.Effect, craft *table.Piece, kind string, cites []glossary.Ref) {
	textStep(r, who, e, cites, fmt.Sprintf("%s is %s, so %s may not go aboard it, whatever its capacity.", craft.Name, a(kind), who.Name))
}

// boardBan applies the deploying card's own boarding text to its host.
func (dp *deployment) boardBan(c *cards.Card, s spot) {
	craft := s.Host
	if craft == nil {
		craft = &table.Piece{Card: s.HostCard, Name: s.HostCard.Title, Entry: &table.Card{Card: s.HostCard.Title, Owner: dp.d.Player}}
	}
	e, kind, banned := boardingBan(c, craft)
	if !banned {
		return
	}
	who := &table.Piece{Card: c, Name: c.Title, Entry: &table.Card{Card: c.Title, Owner: dp.d.Player}}
	boardingStep(dp.r, who, e, craft, kind, []glossary.Ref{boardDeploy, boardCapacity})
	dp.block("%s's own text: %s", c.Title, strings.TrimSpace(e.Quote))
}

// boardingForbids applies the mover's own boarding text to the craft the
// move takes it aboard (any kind: embarking, shuttling, docking, a
// relocation); a card already aboard that craft does not board it again.
func (c *moveCheck) boardingForbids() bool {
	p, craft := c.mover, c.target
	if p == nil || craft == nil || p.Entry.TextOff() || aboardChain(p, craft) {
		return false
	}
	e, kind, banned := boardingBan(p.Card, craft)
	if !banned {
		return false
	}
	boardingStep(c.r, p, e, craft, kind, []glossary.Ref{embarkForms, boardCapacity})
	return true
}
