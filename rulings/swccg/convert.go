package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Convert rules on converting a character to the other side.
var Convert = register(&Rule[*table.Conversion]{
	ID:       "convert",
	Title:    "Converting a character",
	Question: "convert",
	Check:    (*table.Checker).Conversion,
	Describe: describeConversion,
	Doc: `Converting is neither deployment, persona replacement nor crossing
over. By a card's text (Double Agent on the Tonnika Sisters): the card and
every card on it move to the other side and become that player's, nothing
else about them changes, and they go to that player's Lost Pile when lost.
By a character's own "replaced by opponent" text: during the opponent's
deploy phase the opponent puts their own version of the persona from hand in
its place, whatever its power or the location's deployment restrictions;
cards on it that may legally deploy on the new version transfer, the others
and the original go to the original owner's Lost Pile, not "just lost";
a captive it escorts is released, not lost with it.`,
	Cites: []glossary.Ref{refConverting, refConvertingEx, refCrossingOver, glossConverting, glossCrossing, glossEscorting, glossReleasing},
	Run:   runConvert,
})

// viaReplacement is the precedence.md conflict on how Lando converts.
var viaReplacement = rulings.Superseded{
	Passage: withNote(glossConverting, `"(via persona replacement)"`),
	By:      withNote(convertNotOther, "converting is not deployment, persona replacement, or crossing over"),
	Why:     "Glossary 2.0 (1998) yields to the Advanced Rulebook, whose example converts Lando without the power comparison or location restrictions of persona replacement",
}

func runConvert(t *table.Table, cv *table.Conversion) rulings.Ruling {
	var r rulings.Ruling
	c := t.Piece(cv.Card)
	player := c.Owner().Opponent()
	r.Stepf([]glossary.Ref{convertNotOther}, "%s is %s's card; converting would make it %s's. Converting is not deployment, persona replacement, or crossing over: it is its own action.", c.Name, c.Owner(), player)
	if cv.By != "" {
		return convertByText(t, c, player, cv.ByResolved, r)
	}
	return convertByReplacement(t, c, player, cv.WithResolved, r)
}

func convertByText(t *table.Table, c *table.Piece, player table.Side, by *cards.Card, r rulings.Ruling) rulings.Ruling {
	text := glossary.Fold(by.GameText)
	if !strings.Contains(text, glossary.Fold(c.Card.Title)) || !strings.Contains(text, "to your side") {
		r.Stepf([]glossary.Ref{convertDoubleAgent}, "%s's text does not bring %s to your side.", by.Title, c.Name)
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s does not convert %s.", by.Title, c.Name)
		return r
	}
	r.Stepf([]glossary.Ref{convertDoubleAgent, glossCrossing}, "%s says the %s \"cross to your side\", but that is converting, not crossing over: no persona name, title or icon changes.", by.Title, c.Card.Title)
	on := hostedBy(t, c)
	r.Stepf([]glossary.Ref{convertMoves, refConvertingEx}, "%s and every card on it (%s) move to %s's side of %s and become %s's: they fight on that side and obey that player.", c.Name, orNone(pieceNames(on)), player, orNowhere(c.Location()), player)
	r.Stepf([]glossary.Ref{refConvertingEx, glossConverting}, "Nothing else about %s changes: still %s, with the same game text and the cards on it working as before.", c.Name, identity(c.Card))
	r.Stepf([]glossary.Ref{convertMoves, refConvertingEx}, "When lost, %s and the cards on it go to %s's Lost Pile.", c.Name, player)
	r.Verdict = rulings.Legal
	r.Answer = fmt.Sprintf("%s converts %s to %s's side with %s; lost, they go to %s's Lost Pile.", by.Title, c.Name, player, orNone(pieceNames(on)), player)
	return r
}

func convertByReplacement(t *table.Table, c *table.Piece, player table.Side, nw *cards.Card, r rulings.Ruling) rulings.Ruling {
	var fails []string
	fail := func(why string, format string, args ...any) {
		fails = append(fails, why)
		r.Stepf([]glossary.Ref{convertViaText}, format, args...)
	}
	if !strings.Contains(glossary.Fold(gameText(c)), "replaced by opponent") {
		fail(c.Name+" has no 'replaced by opponent' text", "%s's own text does not let the opponent replace it; only such text (or a card converting it) converts a character.", c.Name)
	} else {
		r.Stepf([]glossary.Ref{convertViaText, refConvertingEx}, "%s's own text lets the opponent replace it: this is converting.", c.Name)
	}
	st := t.State
	switch {
	case st.Turn != "" && st.Turn != player, st.Phase != "" && st.Phase != "deploy":
		fail("not "+string(player)+"'s deploy phase", "The opponent puts their version in its place during their own deploy phase; it is %s's %s phase.", orUnknown(string(st.Turn)), orUnknown(st.Phase))
	case st.Phase == "":
		r.Assume("phase not given: taken as %s's deploy phase", player)
	}
	if !strings.EqualFold(string(nw.Side), string(player)) {
		fail(nw.Title+" is not "+string(player)+"'s card", "%s is a %s card; the converting player puts their own version from hand.", nw.Title, nw.Side)
	}
	if shared := sharedUniquePersona(c.Card, nw); shared == "" {
		fail(nw.Title+" is not the same persona", "%s is not a version of the persona of %s.", nw.Title, c.Name)
	} else {
		r.Stepf([]glossary.Ref{convertSamePersona}, "%s is %s's own version of the persona %s: the converted character is the same persona.", nw.Title, player, shared)
	}
	r.Stepf([]glossary.Ref{refConvertingEx, convertNotOther}, "Not deployment and not persona replacement: the location's deployment restrictions and the power comparison do not apply (%s has power %g, %s %s).", nw.Title, nw.Power.Value, c.Name, powerWithCards(t, c))
	if len(fails) > 0 {
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not convert %s with %s: %s.", player, c.Name, nw.Title, strings.Join(fails, "; "))
		return r
	}
	var moved, lost []string
	for _, p := range hostedBy(t, c) {
		if p.Entry.Captive {
			continue // a captive is released, not transferred (releasedCaptives)
		}
		targets := deployTargets(gameText(p))
		ok := false
		for _, tg := range targets {
			ok = ok || fits(tg, nw)
		}
		if ok {
			moved = append(moved, p.Name)
			r.Stepf([]glossary.Ref{convertHow, refConvertingEx}, "%s deploys on %s; %s is one, so it may legally deploy on him and transfers.", p.Name, strings.Join(targets, " or "), nw.Title)
		} else {
			lost = append(lost, p.Name)
			r.Stepf([]glossary.Ref{convertHow, refConvertingEx}, "%s deploys on %s; %s is %s, none of them, so it does not transfer.", p.Name, orNone(targets), nw.Title, identity(nw))
		}
	}
	r.Stepf([]glossary.Ref{convertNotLost, refConvertingEx}, "%s goes to %s's Lost Pile with the cards not transferred (%s); it is not a 'just lost' character: the persona was converted.", c.Name, c.Owner(), orNone(lost))
	freed := releasedCaptives(t, c, &r)
	lost = append(lost, c.Name)
	r.Verdict = rulings.Legal
	r.Answer = fmt.Sprintf("%s may convert %s with %s. Transfers: %s. To %s's Lost Pile: %s.", player, c.Name, nw.Title, orNone(moved), c.Owner(), strings.Join(lost, ", "))
	if len(freed) > 0 {
		r.Answer += fmt.Sprintf(" Released: %s.", strings.Join(freed, ", "))
	}
	r.Superseded = []rulings.Superseded{viaReplacement}
	return r
}

// releasedCaptives: the converted character leaves play (to its owner's Lost
// Pile), so the captive it escorts is released, not lost with it (Glossary
// "escorting": an escort lost or otherwise removed from play releases its
// captive to the Light Side player's Used Pile, or at a site, if Light
// chooses, back to the Light Side of that site).
func releasedCaptives(t *table.Table, escort *table.Piece, r *rulings.Ruling) []string {
	var out []string
	for _, p := range t.Pieces {
		if !p.Entry.Captive || (t.Piece(p.Entry.Escort) != escort && p.Host != escort) {
			continue
		}
		out = append(out, p.Name)
		where := "to Light's Used Pile"
		if kind, _ := (spot{Place: placeOf(t, escort.Location())}).kind(); kind == "site" {
			where = fmt.Sprintf("to Light's Used Pile, or, if Light chooses, stays at %s on the Light Side", escort.Location())
		}
		r.Stepf([]glossary.Ref{glossEscorting, glossReleasing}, "%s escorts the captive %s; an escort removed from play releases its captive, which is not lost with it: %s goes %s.", escort.Name, p.Name, p.Name, where)
	}
	return out
}

// powerWithCards is a character's power with the unconditional power
// modifiers of the cards on it, as "5 (3 + 2 from Mandalorian Armor)".
func powerWithCards(t *table.Table, p *table.Piece) string {
	base := p.Power().Value
	total := base
	var from []string
	for _, q := range t.Pieces {
		if q.Host != p {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind == "power_modifier" && e.Condition == "" {
				total += e.Value
				from = append(from, fmt.Sprintf("%+g from %s", e.Value, q.Name))
			}
		}
	}
	if len(from) == 0 {
		return fmt.Sprintf("power %g", total)
	}
	return fmt.Sprintf("power %g (%g %s)", total, base, strings.Join(from, " "))
}

// identity lists a character's subtype and characteristics.
func identity(c *cards.Card) string {
	parts := []string{}
	if c.SubType != "" {
		parts = append(parts, c.SubType)
	}
	parts = append(parts, c.Characteristics...)
	if len(parts) == 0 {
		return "a " + strings.ToLower(c.Type)
	}
	return strings.Join(parts, ", ")
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

func describeConversion(c *table.Conversion) string {
	if c.By != "" {
		return fmt.Sprintf("convert: %s by %s", c.Card, c.By)
	}
	return fmt.Sprintf("convert: %s with %s", c.Card, c.With)
}
