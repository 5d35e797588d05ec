package swccg

import (
	"regexp"
	"strconv"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// What a parasite's own text says it does to its host, in the words the
// cards print: Vine Snake (Dark, Light), Mynock.
var (
	reParasiteDraw   = lazyregexp.New(`(?i)\b(?:each|every) move phase, draw destiny; each time destiny > ability, add 1 to X(?: \(X starts at 0\))?\.`)
	reParasiteStart  = lazyregexp.New(`(?i)\bX starts at 0\.`)
	reParasiteMinusX = lazyregexp.New(`(?i)\b(?:character|host) is power -X(?P<eaten> \(eaten if power = 0\))?\.`)
	reParasiteMinusN = lazyregexp.New(`(?i)\bhost's power(?: and [a-z]+)? (?:are|is) cumulatively -(\d+)`)
)

// parasiteText is what the engine reads of a parasite's text.
type parasiteText struct {
	draw       string  // "Every move phase, draw destiny; …"
	minusX     string  // "Character is power -X (eaten if power = 0)."
	minusN     float64 // "Host's power … cumulatively -2": 2
	minusWords string
	eatenAt0   bool
}

func (pt parasiteText) any() bool { return pt.draw != "" || pt.minusX != "" || pt.minusN != 0 }

func readParasiteText(p *table.Piece) parasiteText {
	var pt parasiteText
	text := p.Card.GameText
	if p.Entry.Text != "" {
		text = p.Entry.Text
	}
	pt.draw = reParasiteDraw().FindString(text)
	if m := reParasiteMinusX().FindStringSubmatch(text); m != nil {
		pt.minusX = m[0]
		pt.eatenAt0 = m[reParasiteMinusX().SubexpIndex("eaten")] != ""
	}
	if m := reParasiteMinusN().FindStringSubmatch(text); m != nil {
		n, _ := strconv.ParseFloat(m[1], 64)
		pt.minusN, pt.minusWords = n, m[0]
	}
	return pt
}

// notReadBesides lists p's unread sentences, those this rule reads aside.
func notReadBesides(r *rulings.Ruling, p *table.Piece) {
	r.Rule = "parasite" // Parasite.ID: an initialisation cycle
	notRead(r, p)
}

func init() {
	for _, re := range []func() *regexp.Regexp{reParasiteDraw, reParasiteStart, reParasiteMinusX, reParasiteMinusN} {
		addOwnReading(Parasite.ID, re)
	}
}
