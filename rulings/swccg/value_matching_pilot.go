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

// A card deployed on a pilot that makes its bearer the 'matching pilot' of
// the craft it pilots (Rebel Flight Suit: "While piloting any starfighter,
// combat vehicle or shuttle vehicle, that character is considered to be the
// 'matching pilot' (pilot adds 2 to maneuver (limit +2) ...)"). The
// bearer's maneuver bonus to that craft is then the figure the text gives,
// whatever the pilot's own text adds: the card's "(limit +2)" caps it too.
// The Glossary's entry for the card says the pilot adds "at least" that
// much, which would keep a larger bonus of the pilot's own (Zev Senesca's
// +3 on Rogue 2); the card's text prevails (notes/precedence.md, order 1;
// Gemp caps it as the card does), and where the two give other figures the
// ruling shows the Glossary's passage as superseded.

var (
	glossMatchingPilot = narrow(table.GlossaryRef("matching pilot"), "Rebel Flight Suit also makes a character a matching pilot")
	glossFlightSuit    = narrow(table.GlossaryRef("Rebel Flight Suit"), "that character is considered to be the")
	// glossFlightSuitAtLeast is the Glossary's "at least", which the card's limit supersedes.
	glossFlightSuitAtLeast = withNote(glossFlightSuit, `"adds at least 2 to maneuver"`)
	// reMatchingGrant reads the crafts and the maneuver figure of such a text.
	reMatchingGrant = lazyregexp.New(`(?i)while piloting any ([a-z ,]+?), that character is considered to be the .matching pilot. \(pilot adds (\d+) to maneuver(?: \(limit \+(\d+)\))?`)
)

// matchingGrant is what a card on a pilot grants: the crafts it names and
// the maneuver the pilot then adds.
type matchingGrant struct {
	from   *table.Piece
	crafts []string
	adds   float64
	quote  string
	// limit is the text's "(limit +2)" as printed, "" for none.
	limit string
}

// matchingGrantOn finds such a card deployed on the pilot q.
func (vc *valueCalc) matchingGrantOn(q *table.Piece) *matchingGrant {
	for _, r := range vc.t.Pieces {
		if r.Host != q || r.Entry.On == "" || !r.Active() {
			continue
		}
		m := reMatchingGrant().FindStringSubmatch(r.Card.GameText)
		if m == nil {
			continue
		}
		adds, _ := strconv.ParseFloat(m[2], 64)
		if m[3] != "" {
			if lim, err := strconv.ParseFloat(m[3], 64); err == nil && lim < adds {
				adds = lim
			}
		}
		var crafts []string
		for _, c := range strings.FieldsFunc(strings.ReplaceAll(m[1], " or ", ","), func(r rune) bool { return r == ',' }) {
			if c = strings.TrimSpace(c); c != "" {
				crafts = append(crafts, strings.ToLower(c))
			}
		}
		g := &matchingGrant{from: r, crafts: crafts, adds: adds, quote: m[0]}
		if m[3] != "" {
			g.limit = "(limit +" + m[3] + ")"
		}
		return g
	}
	return nil
}

// craftIs: p is one of the crafts the text names ("starfighter", "combat
// vehicle", "shuttle vehicle"): a starship or vehicle whose class (the
// subtype before its colon) is the word before "vehicle"/"starship".
func craftIs(p *table.Piece, craft string) bool {
	class := strings.ToLower(strings.TrimSpace(strings.SplitN(p.Card.SubType, ":", 2)[0]))
	switch {
	case craft == "starfighter":
		return p.Card.Type == "Starship" && class == "starfighter"
	case strings.HasSuffix(craft, " vehicle"):
		return p.Card.Type == "Vehicle" && class == strings.TrimSuffix(craft, " vehicle")
	case strings.HasSuffix(craft, " starship"):
		return p.Card.Type == "Starship" && class == strings.TrimSuffix(craft, " starship")
	}
	return false
}

// matchingPilots replaces, for each pilot aboard p made its matching pilot
// by a card on it, the maneuver the pilot's own text adds with the figure
// the card gives. The modifier keeps the pilot's title, so two pilots of
// one title still count once (not cumulative).
func (vc *valueCalc) matchingPilots(p *table.Piece, mods []valueMod) []valueMod {
	for _, q := range vc.t.Pieces {
		// a pilot written "on:" the craft with a pilot slot is aboard it too
		if q.Host != p || q.Entry.On != "" && q.Entry.Slot == "" || !actsAsPilot(q) || !q.Active() {
			continue
		}
		g := vc.matchingGrantOn(q)
		if g == nil {
			continue
		}
		fits := false
		for _, c := range g.crafts {
			fits = fits || craftIs(p, c)
		}
		if !fits {
			vc.r.Stepf(refs(glossMatchingPilot), "%s on %s: \"%s\" — %s (%s) is none of %s, so %s is not made its matching pilot.", g.from.Name, q.Name, g.quote, p.Name, p.Card.Type+" "+p.Card.SubType, strings.Join(g.crafts, ", "), q.Name)
			continue
		}
		kept := mods[:0:0]
		var own []string
		ownTotal := 0.0
		for _, m := range mods {
			if m.From == q.Name {
				own = append(own, fmt.Sprintf("%+g", m.Value))
				ownTotal += m.Value
				continue
			}
			kept = append(kept, m)
		}
		if ownTotal > g.adds {
			vc.r.Superseded = appendOnce(vc.r.Superseded, atLeastSuperseded(g, q, ownTotal))
		}
		how := fmt.Sprintf("%s piloting it is its matching pilot by %s", q.Name, g.from.Name)
		if len(own) > 0 {
			how += fmt.Sprintf("; replaces what %s's own text adds (%s)", q.Name, strings.Join(own, ", "))
		}
		mods = append(kept, valueMod{From: g.from.Name, Title: q.Card.Title, Value: g.adds, Quote: g.quote, How: how, Cites: refs(glossMatchingPilot, glossFlightSuit, glossManeuver)})
	}
	return mods
}

// atLeastSuperseded is the Glossary's "adds at least 2" where q's own text
// adds more (own) than the card's figure: read so, q would keep its own
// bonus; the card's text, which prevails, gives its figure.
func atLeastSuperseded(g *matchingGrant, q *table.Piece, own float64) rulings.Superseded {
	c := g.from.Card
	words := fmt.Sprintf("pilot adds %g to maneuver", g.adds)
	if g.limit != "" {
		words += " " + g.limit
	}
	return rulings.Superseded{
		Passage: glossFlightSuitAtLeast,
		By:      glossary.Ref{Family: "cards", Path: []string{string(c.Side), c.Type, c.Title}, Note: fmt.Sprintf("%q", words)},
		Why:     fmt.Sprintf("a card's own game text prevails over the Glossary where it says how it changes a rule (and Gemp follows the card): %s adds %+g to maneuver, not the %+g of its own text", q.Name, g.adds, own),
	}
}
