package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card's text applies under its condition, read into terms by the card
// database (cards.Condition). The terms the table shows are decided here:
// who pilots what, who is with whom, what is armed with what, alone, on
// table, in battle. The judge's met: on the card overrides (the condition
// holds); a term the table cannot show is an assumption the ruling states,
// and the text is then not applied.

// applies says whether the effect e of p's text applies now, stating in r
// what it assumed. A text canceled never applies.
func applies(t *table.Table, p *table.Piece, e cards.Effect, r *rulings.Ruling) bool {
	if p.Entry.TextCanceledBy != "" {
		return false
	}
	if e.Condition == "" {
		return true
	}
	if met(p.Entry.Met, e.Condition) {
		return true
	}
	holds, known := conditionHolds(t, p, e)
	if !known {
		r.Assume("%s's text %q applies %s, which the table does not show: taken as not holding (add it to the card's met: if it does)", p.Name, strings.TrimSpace(e.Quote), conditionText(e))
	}
	return holds && known
}

// conditionHolds decides every term of e's condition against the table
// for p: all must hold; known is false when one is a term the table does
// not show.
func conditionHolds(t *table.Table, p *table.Piece, e cards.Effect) (holds, known bool) {
	holds = true
	for _, c := range e.Conditions {
		if c.Kind == "piloting" {
			c.Arg = widenArg(e.Quote, c.Arg)
		}
		h, k := decideTerm(t, p, c)
		if !k {
			return false, false
		}
		holds = holds && h != c.Not
	}
	return holds, true
}

// decideTerm decides one term, reading alternatives its words hold that
// the term lost ("if alone or armed with a lightsaber" read as armed_with
// only): any alternative holding makes it hold.
func decideTerm(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	body := reOpening().ReplaceAllString(strings.TrimSpace(c.Text), "")
	if c.Kind == "side" || !strings.Contains(body, " or ") || strings.Contains(c.Arg, " or ") {
		return decide(t, p, c)
	}
	if h, k := decide(t, p, c); c.Kind == "unread" && k {
		return h, true // the words, read whole ("where you have Kylo or a Knight of Ren")
	}
	known = true
	for _, alt := range strings.Split(body, " or ") {
		for _, ac := range cards.ParseConditions("if " + alt) {
			h, k := decide(t, p, ac)
			if k && h != ac.Not {
				return true, true
			}
			known = known && k
		}
	}
	return false, known
}

// generic: "a starfighter", "any TIE" name a kind of card, not one card.
func generic(arg string) bool {
	f := glossary.Fold(arg)
	return strings.HasPrefix(f, "a ") || strings.HasPrefix(f, "an ") || strings.HasPrefix(f, "any ")
}

// decide reads one term against the table: whether it holds, and whether
// the table shows it at all.
func decide(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	switch c.Kind {
	case "piloting":
		return p.Host != nil && (p.Entry.Slot == "pilot" || p.Entry.Slot == "driver") && namesCard(c.Arg, p.Host, p), true
	case "piloted_by":
		return pilotedBy(t, p, c.Arg), true
	case "aboard":
		return p.Host != nil && p.Entry.On == "" && namesCard(c.Arg, p.Host, p), true
	case "armed_with":
		for _, q := range t.Pieces {
			if q.Host == p && q.Entry.On != "" && q.Card.Type == "Weapon" && namesCard(c.Arg, q, p) {
				return true, true
			}
		}
		return false, true
	case "with":
		return len(withAt(t, p, c.Arg)) > 0, true
	case "on_table":
		for _, q := range t.Pieces {
			if namesCard(c.Arg, q, p) {
				return true, true
			}
		}
		return false, true
	case "alone":
		return alone(t, p), true
	case "in_battle":
		b := t.State.Battle
		if b == nil {
			return false, true
		}
		if c.Arg != "" && !strings.Contains(glossary.Fold(c.Arg), "same") {
			return false, false
		}
		return !b.Attack && contains(participants(t, p.Owner()), p), true
	case "here":
		return p.Location() != "", true
	case "present":
		if c.Arg == "" {
			return p.Location() != "" && (p.Host == nil || !p.Host.Enclosed()), true
		}
		return len(withAt(t, p, c.Arg)) > 0, true
	case "at":
		return locatedAt(t, p, c.Arg)
	case "limit":
		return true, true // how often an action is taken, not whether the text holds
	case "occupies", "opponent_occupies", "controls", "opponent_controls":
		return holdsHere(t, p, c)
	case "unread":
		return decideWords(t, p, c.Text)
	}
	return false, false
}

// namesCard reads a card named in text ("Falcon", "any starfighter", "your
// alien or Imperial", "C-3PO") against q: some alternative names q by
// persona or short title, or all its words are q's title, type, subtype
// or characteristics; "your"/"opponent's" against the owner of self.
func namesCard(phrase string, q, self *table.Piece) bool {
	phrase = strings.Trim(phrase, " ().,")
	for _, alt := range strings.Split(termSplitter.Replace(phrase), "|") {
		alt = strings.TrimSpace(glossary.Fold(alt))
		owner := table.Side("")
		for again := true; again; {
			again = false
			for _, lead := range []string{"a ", "an ", "any ", "another ", "other ", "the ", "your ", "opponent's ", "one "} {
				if rest, ok := strings.CutPrefix(alt, lead); ok {
					switch lead {
					case "your ":
						owner = self.Owner()
					case "opponent's ":
						owner = self.Owner().Opponent()
					}
					alt, again = rest, true
				}
			}
		}
		if alt == "" || owner != "" && q.Owner() != owner {
			continue
		}
		if q.NamedBy(alt) || targets(alt, q) || inLore(alt, q) {
			return true
		}
	}
	return false
}

// pilotedBy: a card aboard p as its pilot or driver is the one named, or
// p's permanent pilot is.
func pilotedBy(t *table.Table, p *table.Piece, who string) bool {
	for _, q := range t.Pieces {
		if q.Host == p && (q.Entry.Slot == "pilot" || q.Entry.Slot == "driver") && namesCard(who, q, p) {
			return true
		}
	}
	for _, pp := range p.Card.PermanentPersonas {
		if name, ok := strings.CutPrefix(pp, "pilot:"); ok && glossary.Fold(name) == glossary.Fold(strings.Trim(who, " .")) {
			return true
		}
	}
	return false
}

// withAt lists the other active cards at p's location the phrase names;
// a place after it ("your other alien on Cloud City") must be p's.
func withAt(t *table.Table, p *table.Piece, phrase string) []*table.Piece {
	var out []*table.Piece
	where := glossary.Fold(p.Location())
	if where == "" {
		return nil
	}
	if m := reWithPlace().FindStringSubmatchIndex(phrase); m != nil {
		if at, known := locatedAt(t, p, phrase[m[2]:m[3]]); known && !at {
			return nil
		}
		phrase = phrase[:m[0]]
	}
	for _, q := range t.Pieces {
		if q != p && q.Active() && glossary.Fold(q.Location()) == where && namesCard(phrase, q, p) {
			out = append(out, q)
		}
	}
	return out
}

// alone: no other character, starship or vehicle of p's owner at its
// location, besides what p carries or is aboard.
func alone(t *table.Table, p *table.Piece) bool {
	where := glossary.Fold(p.Location())
	for _, q := range t.Pieces {
		if q == p || q.Owner() != p.Owner() || glossary.Fold(q.Location()) != where || q.Host == p || p.Host == q {
			continue
		}
		switch q.Card.Type {
		case "Character", "Starship", "Vehicle":
			return false
		}
	}
	return true
}

// locatedAt reads "at a Tatooine site", "on Hoth" against p's location: the
// place's name, system or icon; unknown for a place the table cannot show.
func locatedAt(t *table.Table, p *table.Piece, phrase string) (holds, known bool) {
	where := p.Location()
	if where == "" {
		return false, true
	}
	s := spot{Place: placeOf(t, where)}
	ok, understood, _ := placeMatches(t, phrase, s)
	return ok, understood
}

// placeOf is the table's location called name, as a deploy spot sees it.
func placeOf(t *table.Table, name string) *table.Place {
	pl := &table.Place{Name: name}
	for i := range t.State.Locations {
		if glossary.Fold(t.State.Locations[i].Name) == glossary.Fold(name) {
			pl.Entry = &t.State.Locations[i]
			pl.Card = pl.Entry.Card
		}
	}
	return pl
}

// textStep states that a card's text applies.
func textStep(r *rulings.Ruling, p *table.Piece, e cards.Effect, cites []glossary.Ref, then string) {
	how := ""
	if e.Condition != "" {
		how = " (" + conditionText(e) + ": "
		if met(p.Entry.Met, e.Condition) {
			how += "declared met"
		} else {
			how += "the table shows it"
		}
		how += ")"
	}
	r.Stepf(cites, "%s's text %q applies%s: %s", p.Name, strings.TrimSpace(e.Quote), how, then)
}

// conditionText is the condition as written, without the punctuation an
// extractor left at its ends.
func conditionText(e cards.Effect) string { return strings.Trim(e.Condition, " ()[],;") }

// unknownCondition: some term of e's condition is one the table cannot
// show (applies has then stated an assumption).
func unknownCondition(t *table.Table, p *table.Piece, e cards.Effect) bool {
	if met(p.Entry.Met, e.Condition) {
		return false
	}
	for _, c := range e.Conditions {
		if _, known := decide(t, p, c); !known {
			return true
		}
	}
	return false
}

// ownText says whether e speaks of p itself: no target, a pronoun ("it",
// "he"), or p's own name ("Luke draws two battle destiny").
func ownText(e cards.Effect, p *table.Piece) bool {
	switch glossary.Fold(e.Target) {
	case "", "it", "he", "she", "him", "her", "this card":
		return true
	}
	return namesCard(e.Target, p, p) && !strings.Contains(glossary.Fold(e.Target), "your")
}

// holdsHere decides "if you occupy", "if opponent controls" of the
// location p is at (an empty Arg or "here"; another place is unknown):
// occupying is having presence there, controlling is occupying while the
// other player does not.
func holdsHere(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	if a := glossary.Fold(c.Arg); a != "" && a != "here" && a != "this site" && a != "this location" {
		return false, false
	}
	where := p.Location()
	if where == "" {
		return false, true
	}
	s := spot{Place: placeOf(t, where)}
	who := p.Owner()
	if strings.HasPrefix(c.Kind, "opponent_") {
		who = who.Opponent()
	}
	mine, _ := presence(t, s, who)
	if strings.HasSuffix(c.Kind, "occupies") {
		return mine > 0, true
	}
	theirs, _ := presence(t, s, who.Opponent())
	return mine > 0 && theirs == 0, true
}

var (
	reOpening     = lazyregexp.New(`(?i)^(?:if|when|while|where|as long as)\s+`)
	reYouHave     = lazyregexp.New(`(?i)^you have (.+)$`)
	reWithPlace   = lazyregexp.New(`\s+(?:on|at) ((?:a |an )?[A-Z].*)$`)
	rePiloted     = lazyregexp.New(`(?i)^(?:(?:it|this|that|starfighter|starship|vehicle) (?:is )?)?piloted$`)
	reMatching    = lazyregexp.New(`(?i)^(?:a |its )?matching pilot (?:is )?aboard$`)
	reAboardWords = lazyregexp.New(`(?i)^(.+?) (?:is |are )?aboard$`)
)

// decideWords decides conditions the card database leaves unread but the
// table shows: "if piloted", "when matching pilot aboard", "while Thrawn
// aboard", "while an astromech character is aboard".
func decideWords(t *table.Table, p *table.Piece, text string) (holds, known bool) {
	body := strings.TrimSpace(strings.TrimRight(reOpening().ReplaceAllString(strings.TrimSpace(text), ""), ".,:;)"))
	switch {
	case rePiloted().MatchString(body):
		ok, _ := piloted(t, p)
		return ok, true
	case reMatching().MatchString(body):
		return matchingPilotAboard(t, p)
	}
	if m := reYouHave().FindStringSubmatch(body); m != nil {
		return youHaveHere(t, p, m[1]), true
	}
	if m := reAboardWords().FindStringSubmatch(body); m != nil && !strings.Contains(m[1], " both") {
		for _, q := range t.Pieces {
			if q.Host == p && q.Entry.On == "" && q.Active() && namesCard(m[1], q, p) {
				return true, true
			}
		}
		return false, true
	}
	return false, false
}

// matchingPilotAboard: a pilot aboard p whose text names p where it
// pilots ("When piloting Red 3", so Biggs matches Red 3), or who wears
// text making it "the 'matching pilot'" (Rebel Flight Suit); with pilots
// aboard none of which is shown to match, the table cannot tell.
func matchingPilotAboard(t *table.Table, p *table.Piece) (holds, known bool) {
	pilots := 0
	for _, q := range t.Pieces {
		if q.Host != p || q.Entry.Slot != "pilot" || !q.Active() {
			continue
		}
		pilots++
		for _, e := range q.Card.Effects {
			for _, c := range e.Conditions {
				if c.Kind == "piloting" && namesCard(c.Arg, p, q) && !generic(c.Arg) {
					return true, true
				}
			}
		}
		for _, w := range t.Pieces {
			if w.Host == q && w.Entry.On != "" && strings.Contains(w.Card.GameText, "'matching pilot'") {
				return true, true
			}
		}
	}
	return false, pilots == 0
}

// youHaveHere: "where you have Kylo or a Knight of Ren" — an active card of
// p's owner at p's location (p itself included) that the words name.
func youHaveHere(t *table.Table, p *table.Piece, what string) bool {
	for _, q := range t.Pieces {
		if q.Owner() == p.Owner() && q.Active() && samePlace(q.Location(), p.Location()) && namesCard(what, q, p) {
			return true
		}
	}
	return false
}

// inLore: a name of several words the card's lore holds ("Knight of Ren",
// "Trade Federation"), which card text uses as a class.
func inLore(phrase string, q *table.Piece) bool {
	f := glossary.Fold(phrase)
	return len(strings.Fields(f)) > 1 && strings.Contains(glossary.Fold(q.Card.Lore), f)
}

// reListItem is one more item of a list the condition's Arg opens: ",
// combat vehicle" or " or shuttle vehicle", up to the next comma.
var reListItem = lazyregexp.New(`^(?:,\s*(?:or\s+)?|\s+or\s+)([^,;.()]+)`)

// widenArg gives back the rest of a list the card database cut after its
// first item: "While piloting any starfighter, combat vehicle or shuttle
// vehicle, that character …" pilots any of the three. An item holding a
// clause's words ("that character is …") ends the list.
func widenArg(quote, arg string) string {
	i := strings.Index(strings.ToLower(quote), strings.ToLower(arg))
	if arg == "" || i < 0 {
		return arg
	}
	rest, out := quote[i+len(arg):], arg
	for {
		m := reListItem().FindStringSubmatch(rest)
		if m == nil || reClauseWords().MatchString(m[1]) {
			return out
		}
		for _, item := range strings.Split(m[1], " or ") {
			out += " or " + strings.TrimSpace(item)
		}
		rest = rest[len(m[0]):]
	}
}

var reClauseWords = lazyregexp.New(`(?i)\b(?:is|are|that|it|he|she|they|adds?|may|draws?|your|opponent)\b`)
