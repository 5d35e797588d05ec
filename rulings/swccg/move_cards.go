package swccg

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// What a card is and carries, for movement: printed numbers with the
// file's overrides, its class, its pilots and nav computer.

func isType(p *table.Piece, typ string) bool { return strings.EqualFold(p.Card.Type, typ) }

func subtypeHas(p *table.Piece, s string) bool { return containsFold(p.Card.SubType, s) }

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// movesLike is "character" or "starfighter" for a card whose text (or the
// file) says it moves like one.
func movesLike(p *table.Piece) string {
	if p.Entry.MovesLike != "" {
		return p.Entry.MovesLike
	}
	for _, like := range []string{"character", "starfighter"} {
		if containsFold(p.Card.GameText, "moves like a "+like) {
			return like
		}
	}
	return ""
}

// isStarfighter is a real starfighter or squadron, not one that only moves like one.
func isStarfighter(p *table.Piece) bool {
	return isType(p, "Starship") && (strings.HasPrefix(strings.ToLower(p.Card.SubType), "starfighter") || subtypeHas(p, "squadron"))
}

func isCapital(p *table.Piece) bool {
	return isType(p, "Starship") && strings.HasPrefix(strings.ToLower(p.Card.SubType), "capital")
}

func isShuttleVehicle(p *table.Piece) bool {
	return p.Entry.Shuttle || isType(p, "Vehicle") && subtypeHas(p, "shuttle")
}

// isCraft is a starship or vehicle: it needs a pilot or driver to move.
func isCraft(p *table.Piece) bool { return isType(p, "Starship") || isType(p, "Vehicle") }

// speed is the override, else the printed number; "*" is undefined until the file gives it.
func speed(override *float64, printed cards.Number) (float64, bool) {
	if override != nil {
		return *override, true
	}
	if printed.Defined && !printed.Star {
		return printed.Value, true
	}
	return 0, false
}

// landspeed is the card's landspeed: characters and creatures have 1 unless stated.
func landspeed(p *table.Piece) (float64, bool) {
	if v, ok := speed(p.Entry.Landspeed, p.Card.Landspeed); ok {
		return v, true
	}
	if isType(p, "Character") || isType(p, "Creature") || movesLike(p) == "character" {
		return 1, true
	}
	return 0, false
}

func hyperspeed(p *table.Piece) (float64, bool) { return speed(p.Entry.Hyperspeed, p.Card.Hyperspeed) }

// navComputer: the Nav Computer icon, the file's override, or an astromech aboard.
func navComputer(t *table.Table, p *table.Piece) (bool, string) {
	if v := p.Entry.NavComputer; v != nil {
		return *v, "the file says so"
	}
	if slices.ContainsFunc(p.Card.Icons, func(i string) bool { return strings.EqualFold(i, "Nav Computer") }) {
		return true, "its Nav Computer icon"
	}
	for _, q := range t.Pieces {
		if q.Host == p && isAstromech(q) {
			return true, "the astromech " + q.Name + " aboard"
		}
	}
	return false, ""
}

// isAstromech: an astromech droid, by characteristic or subtype.
func isAstromech(q *table.Piece) bool {
	return slices.ContainsFunc(q.Card.Characteristics, func(c string) bool { return containsFold(c, "astromech") }) || subtypeHas(q, "astromech")
}

// piloted says whether a starship or vehicle is piloted (or driven), and by what.
func piloted(t *table.Table, p *table.Piece) (bool, string) {
	if v := p.Entry.Piloted; v != nil {
		return *v, "the file says so"
	}
	if containsFold(p.Card.GameText, "permanent pilot") || slices.ContainsFunc(p.Card.Effects, func(e cards.Effect) bool { return e.Kind == "permanent_pilot_ability" }) {
		return true, "its permanent pilot"
	}
	for _, q := range t.Pieces {
		if q.Host == p && (q.Entry.Slot == "pilot" || q.Entry.Slot == "driver") {
			if q.Active() {
				return true, q.Name + " aboard as " + q.Entry.Slot
			}
		}
	}
	return false, ""
}

// cannotMoveText matches a sentence of a card's own text forbidding it to
// move at all ("Cannot move."; "Cannot move to mobile sites" forbids some
// moves only, read from its may_not_move effect by textForbids).
var cannotMoveText = lazyregexp.New(`(?i)(^|[.!]\s+)(cannot move|cannot be moved|may not move|may not be moved)(?:[.!]|\s*$)`)

// cannotMove names what keeps the card from moving, or "".
func cannotMove(p *table.Piece) string {
	if p.Entry.CannotMove != "" {
		return p.Entry.CannotMove
	}
	if !p.Entry.TextOff() && cannotMoveText().MatchString(p.Card.GameText) {
		return "its own game text"
	}
	return ""
}

// hasDockingCapability: every capital starship by rule, others by their text.
func hasDockingCapability(p *table.Piece) bool {
	return isCapital(p) || containsFold(p.Card.GameText, "ship-docking capability") ||
		slices.ContainsFunc(p.Card.Characteristics, func(c string) bool { return containsFold(c, "ship-docking") })
}

// aboardChain is true when p is aboard (directly or through other cards) carrier.
func aboardChain(p, carrier *table.Piece) bool {
	for q := p.Host; q != nil; q = q.Host {
		if q == carrier {
			return true
		}
	}
	return false
}
