package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Present rules whether a card is present at a location, or present with
// another card: physically there, not only "at" it.
var Present = register(&Rule[*PresentAsk]{
	ID:       "present",
	Title:    "Present at a location, present with a card",
	Question: "present",
	Schema:   "description=is the card present at the location (at:) or present with another card (with:)?",
	Check:    checkPresentAsk,
	Describe: func(q *PresentAsk) string {
		if q.With != "" {
			return fmt.Sprintf("present: %s with %s", q.Card, q.With)
		}
		return fmt.Sprintf("present: %s at %s", q.Card, q.At)
	},
	Doc: `A card is present at one place: a site, a sector, a system, or aboard
an enclosed vehicle or starship (bridge, cockpit or cargo bay). A card
aboard a starship or an enclosed vehicle is at the location but present
aboard the craft; aboard an open vehicle it is present at the site. A card
deployed on another is present where that card is. Two cards are present
with one another if present at the same place.`,
	Cites: []glossary.Ref{glossPresent, glossSimpleExample, glossDetailedExample, glossOpenVehicles, glossEnclosedVehicles},
	Run:   runPresent,
})

var (
	glossPresent          = table.GlossaryRef("present")
	glossSimpleExample    = table.GlossaryRef("present, presence and prepositions", "a simple example")
	glossDetailedExample  = table.GlossaryRef("present, presence and prepositions", "more detailed example")
	glossOpenVehicles     = table.GlossaryRef("open vehicles")
	glossEnclosedVehicles = table.GlossaryRef("enclosed vehicles")
)

// PresentAsk asks whether a card is present at a location or with a card.
type PresentAsk struct {
	Card string `json:"card" jsonschema:"required,description=the card on table"`
	At   string `json:"at,omitempty" jsonschema:"description=a location: is the card present there?"`
	With string `json:"with,omitempty" jsonschema:"description=another card on table: are they present with one another?"`
}

func checkPresentAsk(c *table.Checker, q *PresentAsk) error {
	if err := c.MustName(q.Card, ".card"); err != nil {
		return err
	}
	if (q.At == "") == (q.With == "") {
		return c.Errorf("", "present needs exactly one of at: (a location) or with: (a card)")
	}
	if q.With != "" {
		return c.MustName(q.With, ".with")
	}
	return nil
}

// presentPlace is where a card is present: its location, or the enclosed
// craft it is aboard; why explains it, resting on cites.
func presentPlace(p *table.Piece) (place string, craft *table.Piece, why string, cites []glossary.Ref) {
	q := p
	for q.Entry.On != "" && q.Host != nil { // a card on another is where that one is
		q = q.Host
	}
	if q != p {
		why = fmt.Sprintf("%s is deployed on %s, and is present where it is; ", p.Name, q.Name)
	}
	if q.Entry.Aboard != "" && q.Host != nil {
		h := q.Host
		if h.Enclosed() {
			return "", h, why + fmt.Sprintf("%s is aboard %s, which is enclosed: it is present aboard %s, at %s but not present there", q.Name, h.Name, h.Name, h.Location()), refs(presentPlaces, glossEnclosedVehicles)
		}
		return h.Location(), nil, why + fmt.Sprintf("%s is aboard %s, an open vehicle: it is present at %s", q.Name, h.Name, h.Location()), refs(presentPlaces, glossOpenVehicles)
	}
	return q.Location(), nil, why + fmt.Sprintf("%s is present at %s", q.Name, q.Location()), refs(presentPlaces)
}

func runPresent(t *table.Table, q *PresentAsk) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(q.Card)
	if p.Entry.Captive || p.Entry.Missing {
		r.Stepf(refs(capturedOnTableOnly), "%s is %s: a captured or missing card is on table only for purposes of uniqueness and for cards that specifically refer to captured or missing cards, so it is not present anywhere.", p.Name, map[bool]string{true: "a captive", false: "missing"}[p.Entry.Captive])
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not present: it is %s.", p.Name, map[bool]string{true: "a captive", false: "missing"}[p.Entry.Captive])
		return r
	}
	place, craft, why, cites := presentPlace(p)
	r.Stepf(cites, "%s.", why)
	if q.With == "" {
		if craft == nil && glossary.Fold(place) == glossary.Fold(q.At) {
			r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s is present at %s.", p.Name, q.At)
			return r
		}
		if craft != nil && glossary.Fold(craft.Location()) == glossary.Fold(q.At) {
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is at %s but not present there: it is present aboard %s.", p.Name, q.At, craft.Name)
			return r
		}
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not present at %s.", p.Name, q.At)
		return r
	}
	o := t.Piece(q.With)
	oPlace, oCraft, oWhy, oCites := presentPlace(o)
	r.Stepf(oCites, "%s.", oWhy)
	same := craft != nil && craft == oCraft || craft == nil && oCraft == nil && place != "" && glossary.Fold(place) == glossary.Fold(oPlace)
	r.Stepf(refs(presentWith), "Two cards are present with one another if they are present at the same place.")
	if same {
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s is present with %s.", p.Name, o.Name)
		return r
	}
	r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not present with %s: they are present at different places.", p.Name, o.Name)
	return r
}
