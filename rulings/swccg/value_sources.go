package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Where a value's modifiers come from: the card's own text, the
// characters aboard a starship or vehicle ("adds 2 to maneuver"), the
// cards deployed on it, the other cards on table and the location card
// whose text names it. The power a pilot adds is pilotBonus's.

// source is one effect of a card's text that may change p's value.
type source struct {
	from *table.Piece
	// to is the card whose value it changes.
	to *table.Piece
	e  cards.Effect
	// how says how the text reaches the card ("its own text", "deployed on it").
	how string
	// inPlay: an effect in play (effects:), whose place and condition are
	// taken as met, as for immunity.
	inPlay bool
}

// sources lists the effects of the kind that reach p, in table order.
func (vc *valueCalc) sources(p *table.Piece, kind string) []*source {
	var out []*source
	add := func(q *table.Piece, e cards.Effect, how string) {
		if vc.st.Targeted && (strings.TrimSpace(e.Target) == "" || selfTarget().MatchString(e.Target)) {
			return
		}
		for _, s := range out {
			if s.from == q && s.e.Value == e.Value && s.e.Span[0] < e.Span[1] && e.Span[0] < s.e.Span[1] {
				return // one clause read twice ("power and forfeit +1 here")
			}
		}
		out = append(out, &source{from: q, to: p, e: e, how: how})
	}
	for _, e := range p.Card.Effects {
		if e.Kind == kind && ownText(e, p) && !carrierText(p, e) {
			add(p, e, "its own text")
		}
	}
	for _, q := range vc.t.Pieces {
		for _, e := range q.Card.Effects {
			if e.Kind != kind || q == p && ownText(e, p) {
				continue
			}
			switch {
			case q.Host == p && q.Entry.On == "" && carrierText(q, e):
				if lead, ok := leadNames(q, e, p); ok && (e.Target != "piloted" || actsAsPilot(q)) {
					add(q, e, "aboard it as "+aboardAs(q)+lead)
				}
			case carrierText(q, e):
			case q.Host == p && q.Entry.On != "":
				if attachedReaches(q, e, p) {
					add(q, e, "deployed on it")
				}
			case q.Entry.On != "" && q.Host != nil && (attachedReaches(q, e, q.Host) || selfTarget().MatchString(strings.TrimSpace(e.Target))):
				// the card it is deployed on is meant
			default:
				ok, why := reachesFromTable(q, e.Target, p)
				switch {
				case ok && q.Host == p && q.Entry.On == "":
					add(q, e, "aboard it as "+aboardAs(q))
				case ok:
					add(q, e, "on table at "+orNowhere(q.Location()))
				case why != "":
					vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not reach %s: %s.", q.Name, e.Quote, p.Name, why)
				}
			}
		}
	}
	out = append(out, vc.inPlay(p, kind)...)
	if lp := locationPiece(vc.t, p.Location()); lp != nil {
		for _, e := range lp.Card.Effects {
			if e.Kind != kind {
				continue
			}
			lp.Entry.Owner = textSide(e)
			if ok, _ := reachesFromTable(lp, e.Target, p); ok {
				add(lp, e, "the location's text")
			}
		}
	}
	return out
}

// inPlay reads the effects in play (effects:) of the kind aimed at p: by
// to:, else by the class their text names on their side.
func (vc *valueCalc) inPlay(p *table.Piece, kind string) []*source {
	var out []*source
	for _, ip := range vc.t.Effects {
		if ip.Card == nil {
			continue
		}
		side := effectSide(ip)
		from := &table.Piece{Name: ip.Source(), Card: ip.Card, Entry: &table.Card{Card: ip.Source(), Owner: side}}
		for _, e := range ip.Card.Effects {
			if e.Kind != kind {
				continue
			}
			if len(ip.Entry.To) > 0 {
				if names(ip.Entry.To, p) {
					out = append(out, &source{from: from, to: p, e: e, how: "an effect in play, to: " + p.Name, inPlay: true})
				}
				continue
			}
			if class, _, ok := targetClass(e.Target); ok && classAims(class, side, p, false) {
				out = append(out, &source{from: from, to: p, e: e, how: "an effect in play", inPlay: true})
			}
		}
	}
	return out
}

// carrierText: a character's text changing what it is aboard or pilots
// ("adds 2 to maneuver", "While aboard a starfighter, adds 2 to power",
// "1 to maneuver of anything he pilots"), not itself.
func carrierText(q *table.Piece, e cards.Effect) bool {
	if q.Card.Type != "Character" || e.Target != "" && e.Target != "piloted" {
		return false
	}
	switch e.Kind {
	case "maneuver_modifier", "hyperspeed_modifier", "landspeed_modifier", "armor_modifier":
		return true
	}
	return e.Target == "piloted" || reAddsTo().MatchString(e.Quote)
}

var reAddsTo = lazyregexp.New(`(?i)(?:^|,\s*|also\s+)adds? \d+ to\b`)

// actsAsPilot: q pilots (or drives) what it is aboard: its slot says so,
// or, with no slot given, it is a pilot ("pilot": a pilot character aboard
// acts as a pilot when pilot capacity is available).
func actsAsPilot(q *table.Piece) bool {
	switch q.Entry.Slot {
	case "pilot", "driver":
		return true
	case "":
		return q.Host != nil && q.Entry.On == "" && q.Card.Type == "Character" && isPilot(q.Card)
	}
	return false
}

// aboardAs names q's place aboard: its slot, a passenger by default.
func aboardAs(q *table.Piece) string {
	switch {
	case q.Entry.Slot != "":
		return q.Entry.Slot
	case actsAsPilot(q):
		return "pilot"
	}
	return "passenger"
}

// attachedReaches: the text of q, deployed on p, speaks of p ("host",
// "that character", "Character gains … power +3", no target on a weapon
// or device).
func attachedReaches(q *table.Piece, e cards.Effect, p *table.Piece) bool {
	target := glossary.Fold(e.Target)
	switch {
	case target == "host", strings.HasPrefix(target, "that "):
		return true
	case target == "":
		return q.Card.Type != "Character"
	}
	return hostNamed(e.Target, p, q)
}

// locationPiece is the location card at where, as a piece whose text the
// sources read; nil when the table has no card for it.
func locationPiece(t *table.Table, where string) *table.Piece {
	l := t.Location(where)
	if l == nil || l.Card == nil {
		return nil
	}
	return &table.Piece{Name: l.Name, Card: l.Card, Entry: &table.Card{Card: l.Name, At: l.Name, Owner: l.Owner}}
}

// textSide is the player whose half of a location's text the effect is in.
func textSide(e cards.Effect) table.Side {
	for _, c := range e.Conditions {
		if c.Kind == "side" {
			return table.Side(strings.ToLower(c.Arg))
		}
	}
	return ""
}

// holds decides whether a source's text applies now: not canceled, its
// card active, its condition declared met or shown by the table; a
// condition the table cannot show is an assumption.
func (vc *valueCalc) holds(s *source) bool {
	q, e := s.from, s.e
	switch {
	case q.Entry.TextCanceledBy != "":
		vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not apply: its game text is canceled by %s.", q.Name, e.Quote, q.Entry.TextCanceledBy)
		return false
	case !q.Active():
		vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not apply: %s is not active.", q.Name, e.Quote, q.Name)
		return false
	}
	if s.inPlay && e.Condition != "" {
		s.how += "; " + conditionText(e) + ", taken as met"
		vc.r.Assume("%s's text %q: %s taken as met (an effect in play)", q.Name, strings.TrimSpace(e.Quote), conditionText(e))
		return true
	}
	holds, known := true, true
	if e.Condition != "" && !met(q.Entry.Met, e.Condition) {
		holds, known = valueCondition(vc.t, q, s.to, e)
	}
	return vc.decided(s, holds, known)
}

// valueCondition decides each term of e's condition for q, the card whose
// text it is; a location's side and an action's limit are no condition
// of a standing modifier, and "at same site as Biggs" is decided here.
func valueCondition(t *table.Table, q, to *table.Piece, e cards.Effect) (holds, known bool) {
	holds = true
	for _, c := range e.Conditions {
		var h, k bool
		switch {
		case c.Kind == "side" || c.Kind == "limit":
			continue
		case reSameOnly().MatchString(c.Text) && to != nil:
			// "each Jawa at same exterior site": the card it changes is where q is
			h, k = sameKindOfSite(t, q, to, c.Text)
		case c.Kind == "at_same":
			h, k = atSame(t, q, c.Text)
		case c.Kind == "piloting" && q.Entry.Slot == "" && actsAsPilot(q):
			h, k = namesCard(widenArg(e.Quote, c.Arg), q.Host, q), true
		case c.Kind == "unread":
			if h, k = atSame(t, q, c.Text); !k {
				h, k = pilotingWords(q, c.Text)
			}
			if !k {
				h, k = decideTerm(t, q, c)
			}
		default:
			if c.Kind == "piloting" {
				c.Arg = widenArg(e.Quote, c.Arg)
			}
			h, k = decideTerm(t, q, c)
		}
		if !k {
			return false, false
		}
		holds = holds && h != c.Not
	}
	return holds, true
}

var (
	reSameOnly    = lazyregexp.New(`(?i)^(?:(?:if|when|while)\s+)?at same (?:[a-z]+ )?(?:site|system|sector|location)[.,;)]*$`)
	reAtSameAs    = lazyregexp.New(`(?i)\bat same (?:site|system|sector|location) as (.+?)[.,;)]*$`)
	reIsAtSame    = lazyregexp.New(`(?i)^(?:if|when|while)\s+(.+?) (?:is|are) at same (?:site|system|sector|location)[.,;)]*$`)
	rePilotedBonn = lazyregexp.New(`(?i)^if\s+(?:(?:starship|vehicle) is\s+)?(.+?)[.,;)]*$`)
)

// rePilotingWords: "while piloting", "When driving a vehicle".
var rePilotingWords = lazyregexp.New(`(?i)^(?:when|while|if)\s+(?:piloting|driving)\b\s*(.*?)[.,;)]*$`)

// pilotingWords decides "while piloting", "when driving a vehicle" for q:
// it acts as pilot (or driver) of what it is aboard, which the words name.
func pilotingWords(q *table.Piece, text string) (holds, known bool) {
	m := rePilotingWords().FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return false, false
	}
	if !actsAsPilot(q) || q.Host == nil {
		return false, true
	}
	return m[1] == "" || namesCard(m[1], q.Host, q), true
}

// atSame reads "at same site as Biggs", "if a Star Destroyer is at same
// location" for q: another active card at q's location the words name.
func atSame(t *table.Table, q *table.Piece, text string) (holds, known bool) {
	text = strings.TrimSpace(text)
	m := reAtSameAs().FindStringSubmatch(text)
	if m == nil {
		m = reIsAtSame().FindStringSubmatch(text)
	}
	if m == nil {
		return false, false
	}
	return len(withAt(t, q, m[1])) > 0, true
}

// pilotBonus is the power each pilot aboard p adds ("Adds 2 to power of
// anything he pilots (3 if Falcon)"): the figure in parentheses when its
// condition holds, else the first.
func (vc *valueCalc) pilotBonus(p *table.Piece) []valueMod {
	var out []valueMod
	for _, q := range vc.t.Pieces {
		if q.Host != p || q.Entry.On != "" || !actsAsPilot(q) || !q.Active() {
			continue
		}
		var base, alt *cards.Effect
		var missed []string
		for i, e := range q.Card.Effects {
			if e.Kind != "adds_to_power_of_piloted" {
				continue
			}
			if e.Target != "" && !namesCard(e.Target, p, q) {
				vc.r.Stepf(refs(glossPilot), "%s's text \"%s\" adds only to %s, which %s is not.", q.Name, e.Quote, e.Target, p.Name)
				continue
			}
			switch {
			case e.Condition == "" && base == nil:
				base = &q.Card.Effects[i]
			case e.Condition != "" && alt == nil:
				if vc.pilotCondition(q, p, e) {
					alt = &q.Card.Effects[i]
				} else {
					missed = append(missed, fmt.Sprintf("not %s", conditionText(e)))
				}
			}
		}
		if alt != nil {
			base = alt
		}
		if base == nil {
			continue
		}
		if q.Entry.TextCanceledBy != "" {
			vc.r.Stepf(refs(glossPilot), "%s's text \"%s\" does not apply: its game text is canceled by %s.", q.Name, base.Quote, q.Entry.TextCanceledBy)
			continue
		}
		how := "piloting it"
		if alt != nil {
			how += "; " + conditionText(*alt) + ", so " + num(alt.Value)
		} else if len(missed) > 0 {
			how += "; " + strings.Join(missed, ", ") + ", so " + num(base.Value)
		}
		out = append(out, valueMod{From: q.Name, Title: q.Card.Title, Value: base.Value, Quote: base.Quote, How: how, Cites: refs(glossPilot, glossPower)})
	}
	return out
}

// pilotCondition decides the condition of a pilot's higher figure ("3 if
// Falcon", "if starship is Tyrant", "if a Star Destroyer is at same
// location"): met: on the pilot, the starship it pilots named, or the
// table; else an assumption that it does not hold.
func (vc *valueCalc) pilotCondition(q, p *table.Piece, e cards.Effect) bool {
	if met(q.Entry.Met, e.Condition) {
		return true
	}
	if m := rePilotedBonn().FindStringSubmatch(strings.TrimSpace(e.Condition)); m != nil && namesCard(m[1], p, q) {
		return true
	}
	holds, known := valueCondition(vc.t, q, p, e)
	if known {
		return holds
	}
	if m := rePilotedBonn().FindStringSubmatch(strings.TrimSpace(e.Condition)); m != nil && reTitleWords().MatchString(m[1]) {
		return false // a card named, and p is not it
	}
	vc.r.Assume("%s's text %q: whether %s holds is not shown by the table: taken as not holding (add it to %s's met: if it does)", q.Name, e.Quote, conditionText(e), q.Name)
	return false
}

// reTitleWords: a card's name, capitalized words with no verb in them.
var reTitleWords = lazyregexp.New(`^(?:[A-Z0-9'][\w'-]*)(?:\s+[A-Z0-9'][\w'-]*)*$`)

// reLead is a sentence's opening condition the card database may leave
// off a carrier's modifier: "On Blizzard 1, also adds 1 to armor".
var reLead = lazyregexp.New(`^(?:On|Aboard|When (?:piloting|aboard|on)) ([^,]+),`)

// leadNames: a carrier's modifier whose sentence opens "On Blizzard 1,"
// applies only aboard the card named there; lead says so.
func leadNames(q *table.Piece, e cards.Effect, p *table.Piece) (lead string, ok bool) {
	if e.Condition != "" {
		return "", true
	}
	for _, s := range cards.Sentences(q.Card.GameText) {
		if s.Span[0] <= e.Span[0] && e.Span[0] < s.Span[1] {
			if m := reLead().FindStringSubmatch(s.Text); m != nil {
				return fmt.Sprintf("; its sentence opens %q, as the table shows", strings.TrimSuffix(m[0], ",")), namesCard(m[1], p, q)
			}
		}
	}
	return "", true
}

// sameKindOfSite: to is where q is, and the site is exterior (interior)
// when the words say so; unknown when the table does not tell.
func sameKindOfSite(t *table.Table, q, to *table.Piece, words string) (holds, known bool) {
	if !samePlace(q.Location(), to.Location()) {
		return false, true
	}
	for word, want := range map[string]bool{"exterior": true, "interior": false} {
		if !containsFold(words, word) {
			continue
		}
		l := place(t, to.Location())
		if l.Exterior == nil {
			return false, false
		}
		return *l.Exterior == want, true
	}
	return true, true
}
