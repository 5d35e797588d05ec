package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "You may not Force drain here" (Naboo: Otoh Gunga Entrance, Emperor's
// Power), "No Force drains here" (Secure Route), "You may not Force drain
// on Ahch-To" (an Objective), "If you occupy, opponent may not Force drain
// at related locations" (Dagobah): the may_not_force_drain texts of the
// cards on table and of the locations. Whose drains: "you" is the card's
// owner (a location's: the half holding the text, Glossary "locations"),
// "opponent" the other player, "neither player", "players" and a text
// naming no one on a card other than a location bind both. Where: "here"
// is the card's location, "at/on X" is read against the drain location, a
// text naming no place binds every drain. Its other terms are decided by
// the table; what it cannot show is stated as an assumption and the text is
// not applied. A text binding some cards only ("Vader may not Force drain
// on Death Star") is named, not applied.

var glossRelated = narrow(table.GlossaryRef("related locations"), "Sites and cloud sectors that are deployed to the same system")

var locationsYourSide = narrow(glossLocations, "game text on your side of a location card applies only to you")

// drainBan is one may_not_force_drain text and the card holding it.
type drainBan struct {
	p    *table.Piece
	e    cards.Effect
	half table.Side // the half of a location card's text; "" elsewhere
}

// cardBans says whether no text on table forbids this drain, and returns
// the cards it read (unreadTexts leaves them alone).
func (d drain) cardBans() (ok bool, read map[*table.Piece]bool) {
	read = map[*table.Piece]bool{}
	for _, b := range d.drainBans() {
		read[b.p] = true
		if d.banBinds(b) {
			return false, read
		}
	}
	return true, read
}

// drainBans lists the texts: the cards on table, then the location cards
// (a location's sentence notPrevented already read is left to it).
func (d drain) drainBans() []drainBan {
	var out []drainBan
	for _, p := range d.t.Pieces {
		for _, e := range p.Card.Effects {
			if e.Kind == "may_not_force_drain" {
				out = append(out, drainBan{p: p, e: e})
			}
		}
	}
	for _, l := range d.t.State.Locations {
		lp := locationPiece(d.t, l.Name)
		if lp == nil {
			continue
		}
		for _, e := range lp.Card.Effects {
			if e.Kind != "may_not_force_drain" || samePlace(l.Name, d.place) && locationBanRead(e) {
				continue
			}
			half := halfOf(lp.Card.GameText, e.Span[0])
			p := *lp
			entry := *lp.Entry
			entry.Owner = half
			p.Entry = &entry
			out = append(out, drainBan{p: &p, e: e, half: half})
		}
	}
	return out
}

// locationBanRead: the drain location's own sentence notPrevented matches.
func locationBanRead(e cards.Effect) bool {
	s := strings.TrimSpace(e.Quote)
	return banOwn().MatchString(s) || banAll().MatchString(s) || banOpp().MatchString(s)
}

// banBinds decides one text for this drain, stating why it does or not.
func (d drain) banBinds(b drainBan) bool {
	quote := strings.TrimSpace(b.e.Quote)
	who, known := d.banWhom(b)
	if !known {
		if d.banPlaceHolds(b, true) {
			d.r.Stepf(refs(drainWhere), "%s's text %s: whose drains it forbids (%q) is not read.", b.p.Name, spanned(b.e), b.e.Target)
			d.r.Assume("%s's text %q is not applied", b.p.Name, quote)
		}
		return false
	}
	if who != "" && who != d.q.Player {
		return false
	}
	if !d.banPlaceHolds(b, false) {
		return false
	}
	e := withoutBanPlace(b.e)
	if !applies(d.t, b.p, e, d.r) {
		if !unknownCondition(d.t, b.p, e) && !b.p.Entry.TextOff() {
			d.r.Stepf(refs(drainWhere), "%s's text %s does not apply: %s does not hold.", b.p.Name, spanned(e), conditionText(e))
		}
		return false
	}
	cites := refs(drainWhere)
	if b.half != "" {
		cites = append(cites, locationsYourSide)
	}
	spannedStep(d.r, b.p, e, cites, fmt.Sprintf("%s may not Force drain at %s; a card's text prevails over the rule.", d.q.Player, d.place))
	d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: %s's text forbids it.", d.q.Player, d.place, b.p.Name)
	return true
}

// banWhom is the player whose drains the text forbids ("" both); known is
// false for a text binding some cards only.
func (d drain) banWhom(b drainBan) (who table.Side, known bool) {
	owner := b.p.Owner()
	switch glossary.Fold(b.e.Target) {
	case "you":
		return owner, owner != ""
	case "opponent":
		return owner.Opponent(), owner != ""
	case "players":
		return "", true
	case "":
		switch clauseSubject(b.e) {
		case "you":
			return owner, owner != ""
		case "opponent":
			return owner.Opponent(), owner != ""
		}
		if b.half != "" && !strings.HasPrefix(glossary.Fold(b.e.Quote), "neither") {
			return b.half, true // "No Force drains here" on a half
		}
		return "", true
	}
	return "", false
}

// clauseSubject is the subject of the clause holding e's place when its
// sentence has several bans ("…opponent may not Force Drain at Audience
// Chamber and you may not Force drain at Tatooine locations": the second
// effect carries no target of its own); "" when no such clause is found.
func clauseSubject(e cards.Effect) string {
	q := glossary.Fold(e.Quote)
	for _, c := range e.Conditions {
		if c.Kind != "at" || !banPlaceWord(c.Text) {
			continue
		}
		at := strings.Index(q, " may not force drain "+glossary.Fold(strings.TrimSpace(c.Text)))
		if at < 0 {
			continue
		}
		words := strings.Fields(q[:at])
		if len(words) > 0 && strings.Count(q, "may not force drain") > 1 {
			return words[len(words)-1]
		}
	}
	return ""
}

// banPlaceHolds decides the text's where-terms against the drain location:
// "here" is the holder's location, "at/on X" the drain location's name,
// system or icon. quiet: decide only, stating nothing.
func (d drain) banPlaceHolds(b drainBan, quiet bool) bool {
	at := &table.Piece{Name: d.place, Entry: &table.Card{Card: d.place, At: d.place}}
	for _, c := range b.e.Conditions {
		switch {
		case c.Kind == "here":
			if !samePlace(b.p.Location(), d.place) {
				return false
			}
		case c.Kind == "at" && relatedWord(c.Arg):
			if !d.relatedHolds(b, quiet) {
				return false
			}
		case c.Kind == "at" && banPlaceWord(c.Text):
			holds, known := locatedAt(d.t, at, drainBanPlace(c.Arg))
			if !known && !quiet {
				d.r.Stepf(refs(drainWhere), "%s's text %s: whether %s is %s is not read.", b.p.Name, spanned(b.e), d.place, c.Text)
				d.r.Assume("%s's text %q is taken as not about %s", b.p.Name, strings.TrimSpace(b.e.Quote), d.place)
			}
			if known && !holds && !quiet {
				d.r.Stepf(refs(drainWhere), "%s's text %s is not about %s.", b.p.Name, spanned(b.e), d.place)
			}
			if !holds || !known {
				return false
			}
		}
	}
	return true
}

// reNextBan is where a second ban of the same sentence begins ("opponent
// may not Force Drain at Audience Chamber and you may not Force drain at
// Tatooine locations"): the place of the first ends there.
var reNextBan = lazyregexp.New(`(?i)\s+and\s+(?:you|opponent|neither player|players)\s+may\b.*$`)

// drainBanPlace is the place a where-term names, without a following ban.
func drainBanPlace(arg string) string { return reNextBan().ReplaceAllString(arg, "") }

// relatedWord: "at related locations" (Dagobah), which names places by the
// holder's location, not by a name the drain location could match.
func relatedWord(arg string) bool {
	switch glossary.Fold(strings.TrimSpace(arg)) {
	case "related locations", "related sites":
		return true
	}
	return false
}

// relatedHolds decides "related locations" of the holder's location
// against the drain location: sites and cloud sectors of one system are
// related to that system and to each other (Glossary "related locations");
// a location is not counted as related to itself.
func (d drain) relatedHolds(b drainBan, quiet bool) bool {
	from, to := place(d.t, b.p.Location()), place(d.t, d.place)
	sys := func(l *table.Location) string {
		if l == nil {
			return ""
		}
		return glossary.Fold(systemOfPlace(d.t, l))
	}
	if from == nil || to == nil || sys(from) == "" {
		if !quiet {
			d.r.Stepf(refs(glossRelated), "%s's text %s: whether %s is related to %s is not read.", b.p.Name, spanned(b.e), d.place, b.p.Location())
			d.r.Assume("%s's text %q is taken as not about %s", b.p.Name, strings.TrimSpace(b.e.Quote), d.place)
		}
		return false
	}
	related := !samePlace(from.Name, to.Name) && sys(from) == sys(to)
	if !quiet {
		verdict := "is not one"
		if related {
			verdict = "is one"
		}
		d.r.Stepf(refs(glossRelated), "%s's text %s names the locations related to %s (system %s): %s %s.", b.p.Name, spanned(b.e), from.Name, systemOfPlace(d.t, from), d.place, verdict)
	}
	return related
}

// banPlaceWord: the term says where the drain is ("at Alderaan system",
// "on Ahch-To"), not where a card is ("If Amidala at a battleground site").
func banPlaceWord(text string) bool {
	t := glossary.Fold(strings.TrimSpace(text))
	return strings.HasPrefix(t, "at ") || strings.HasPrefix(t, "on ")
}

// withoutBanPlace drops the where-terms banPlaceHolds decided.
func withoutBanPlace(e cards.Effect) cards.Effect {
	var keep []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		if c.Kind == "here" || c.Kind == "side" || c.Kind == "at" && banPlaceWord(c.Text) {
			continue
		}
		keep = append(keep, c)
		words = append(words, c.Text)
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	return e
}
