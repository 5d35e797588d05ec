package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Replacement rules whether a character on table may be persona-replaced.
var Replacement = register(&Rule[*table.Replacement]{
	ID:       "persona-replacement",
	Title:    "Persona replacement",
	Question: "replace",
	Check:    (*table.Checker).Replacement,
	Describe: describeReplacement,
	Doc: `Checks every condition of persona replacement: the player's deploy
phase, not through "may deploy" text; the player's own unique character on
table; a character from hand sharing a unique persona, a different version;
the same pilot slot; power and ability at least those of the card on table
with its modifiers; no unique permanent weapon persona already on table; the
new card's own deployment restrictions (location restrictions ignored);
not a captured or missing character (Glossary; the rulebook is silent),
unless the new version deploys as an escorted captive. No
cost, uniqueness and the out-of-play rule do not apply. Lists what
transfers, what is lost and the residual effects carried over.`,
	Cites: []glossary.Ref{refReplace, refReplaceEx, refReplaceNonUnique, refPersona, glossReplace, glossReplacing, glossCaptured, glossPrincessLeiaOrgana},
	Run:   runReplacement,
})

func runReplacement(t *table.Table, rq *table.Replacement) rulings.Ruling {
	var r rulings.Ruling
	old, nw := t.Piece(rq.Replaces), rq.Resolved
	var fails []string
	fail := func(why string, cites []glossary.Ref, format string, args ...any) {
		fails = append(fails, why)
		r.Stepf(cites, format, args...)
	}
	st := t.State
	switch {
	case st.Phase != "" && st.Phase != "deploy":
		fail("not the deploy phase", []glossary.Ref{replaceWhen}, "Persona replacement happens only during your deploy phase; this is the %s phase.", st.Phase)
	case st.Turn != "" && st.Turn != rq.Player:
		fail("not "+string(rq.Player)+"'s deploy phase", []glossary.Ref{replaceWhen}, "Persona replacement happens only during your own deploy phase; it is %s's turn.", st.Turn)
	case st.Phase == "":
		r.Assume("phase not given: taken as %s's deploy phase", rq.Player)
	}
	if rq.Via != "" {
		fail("a card allowing a deployment does not allow a replacement", []glossary.Ref{replaceByDeploy}, "%s lets a card deploy; a card that lets you deploy (even from a deck or pile) does not let you persona replace.", rq.Via)
	}
	if old.Owner() != rq.Player {
		fail(old.Name+" is not "+string(rq.Player)+"'s card", []glossary.Ref{replaceOwn, refReplaceEx}, "%s is %s's card: a player may replace only their own characters (the opponent's card is converted by its own text, if at all).", old.Name, old.Owner())
	}
	if why := heldOrMissing(old, nw, &r); why != "" {
		fails = append(fails, why)
	}
	if old.Card.Type != "Character" || old.Card.Uniqueness != cards.Unique {
		fail(old.Name+" is not a unique character", []glossary.Ref{replaceWhen, personaWhat}, "%s is a %s%s: only unique character cards are persona-replaced.", old.Name, old.Card.Uniqueness, strings.ToLower(old.Card.Type))
	}
	if nw.Type != "Character" {
		fail(nw.Title+" is a "+strings.ToLower(nw.Type), []glossary.Ref{personaCharactersOnly, refReplaceEx}, "%s is a %s: persona replacement is for characters only, so a combo or starship version can never be the new one.", nw.Title, strings.ToLower(nw.Type))
	}
	shared := sharedUniquePersona(old.Card, nw)
	if shared == "" {
		fail("no unique persona in common", []glossary.Ref{replaceWhen, replaceNonUnique}, "%s (%s) and %s (%s) are not versions of one unique persona; a shared non-unique name such as Skywalker or Fett does not count.", old.Name, strings.Join(old.Card.Personas, ", "), nw.Title, strings.Join(nw.Personas, ", "))
	} else if old.Card.ID == nw.ID || (old.Card.Title == nw.Title && old.Card.Set == nw.Set) {
		fail("the same version", []glossary.Ref{replaceVersions}, "%s and %s are the same version (same title and expansion icon).", old.Name, nw.Title)
	} else {
		r.Stepf([]glossary.Ref{replaceVersions}, "%s and %s are different versions of the persona %s (different title or expansion icon).", old.Name, nw.Title, shared)
	}
	if old.Entry.Slot == "pilot" || old.Entry.Slot == "driver" {
		if !isPilot(nw) {
			fail(nw.Title+" cannot fill the "+old.Entry.Slot+" slot", []glossary.Ref{replaceSlot}, "%s is in a %s slot aboard %s; %s is not a pilot, so it cannot take the same slot.", old.Name, old.Entry.Slot, old.Entry.Aboard, nw.Title)
		}
	}
	if why := weakerThan(t, old, nw, &r); why != "" {
		fails = append(fails, why)
	}
	for _, p := range nw.PermanentPersonas {
		as, name, _ := strings.Cut(p, ":")
		if as != "weapon" {
			continue
		}
		for _, piece := range t.Pieces {
			if _, ok := carries(piece.Card, name); ok {
				fail("its permanent weapon "+name+" is already on table", []glossary.Ref{replaceWeapon}, "%s contains the unique permanent weapon %s, already on table as %s.", nw.Title, name, piece.Name)
			}
		}
	}
	if why := ownRestrictions(t, old, nw, rq.Met, &r); why != "" {
		fails = append(fails, why)
	}
	if why := neverRestrictions(t, old, nw, rq.Player, &r); why != "" {
		fails = append(fails, why)
	}
	thisTurn(t, old, &r)
	r.Step("Replacement is not deployment: no deploy cost, uniqueness and the out-of-play rule do not apply, location deployment restrictions (presence, Force icons, a planet's own limits) are ignored, it may be done in the turn the character deployed and more than once a turn, and no \"just deployed\" text is triggered.", replaceNotDeploy, replacingNotDeploy)
	if len(fails) > 0 {
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not replace %s with %s: %s.", rq.Player, old.Name, nw.Title, strings.Join(fails, "; "))
		return r
	}
	moved, lost := transfers(t, old, nw, rq.NotApplicable, &r)
	r.Verdict = rulings.Legal
	r.Answer = fmt.Sprintf("%s may replace %s with %s (free). Transfers: %s. Lost: %s.", rq.Player, old.Name, nw.Title, orNone(moved), strings.Join(append(lost, old.Name), ", "))
	return r
}

// glossPrincessLeiaOrgana is the Glossary's entry on the Leia that
// replaces a captive Leia.
var glossPrincessLeiaOrgana = table.GlossaryRef("Princess Leia Organa")

// heldOrMissing: "Captured and missing cards may not be replaced" (Glossary
// "replacing cards"). The Advanced Rulebook's Persona Replacement says
// nothing of captives or missing cards, so the Glossary stands
// (notes/precedence.md: it prevails where the rulebook is silent). Its own
// Princess Leia Organa entry is the exception: a version that deploys as an
// escorted captive may replace a captive Leia.
func heldOrMissing(old *table.Piece, nw *cards.Card, r *rulings.Ruling) string {
	state := ""
	switch {
	case old.Entry.Captive:
		state = "a captive"
	case old.Entry.Missing:
		state = "missing"
	default:
		return ""
	}
	if state == "a captive" && strings.Contains(strings.ToLower(nw.GameText), "as an escorted captive") {
		r.Stepf([]glossary.Ref{replacingCaptured, glossPrincessLeiaOrgana}, "%s is a captive, and captured cards may not be replaced; but %s deploys as an escorted captive, and the Glossary lets such a version replace a captive of its persona.", old.Name, nw.Title)
		return ""
	}
	r.Stepf([]glossary.Ref{replacingCaptured, glossCaptured}, "%s is %s: captured and missing cards may not be replaced. The Advanced Rulebook's Persona Replacement is silent on captured and missing cards, so the Glossary's rule stands.", old.Name, state)
	return old.Name + " is " + state + ": captured and missing cards may not be replaced"
}

// sharedUniquePersona is a persona both cards carry as their own.
func sharedUniquePersona(a, b *cards.Card) string {
	for _, x := range a.Personas {
		for _, y := range b.Personas {
			if glossary.Fold(x) == glossary.Fold(y) {
				return x
			}
		}
	}
	return ""
}

func isPilot(c *cards.Card) bool {
	return slices.Contains(c.Icons, "Pilot") || slices.ContainsFunc(c.Effects, func(e cards.Effect) bool { return e.Kind == "adds_to_power_of_piloted" })
}

// weakerThan compares the new version, as printed in hand, with the one on
// table including the modifiers on it.
func weakerThan(t *table.Table, old *table.Piece, nw *cards.Card, r *rulings.Ruling) string {
	power, ability := old.Power(), old.Ability()
	var from []string
	if old.Entry.Power == nil {
		for _, q := range t.Pieces {
			for _, e := range q.Card.Effects {
				if q.Host == old && e.Kind == "power_modifier" && e.Condition == "" {
					power = cards.N(power.Value + e.Value)
					from = append(from, fmt.Sprintf("%s %+g", q.Name, e.Value))
				}
			}
		}
	} else {
		from = append(from, "as given in the file, modifiers included")
	}
	cur := fmt.Sprintf("power %s, ability %s", power, ability)
	if len(from) > 0 {
		cur += " (" + strings.Join(from, ", ") + ")"
	}
	cites := []glossary.Ref{replacePowerAbility, glossReplace}
	if len(from) > 0 {
		cites = append(cites, refReplaceEx)
	}
	if nw.Power.Value >= power.Value && nw.Ability.Value >= ability.Value {
		r.Stepf(cites, "%s in hand has power %s and ability %s, at least the %s of %s on table.", nw.Title, nw.Power, nw.Ability, cur, old.Name)
		return ""
	}
	r.Stepf(cites, "%s in hand has power %s and ability %s, less than the %s of %s on table; modifiers on the card on table count, the hand card is taken as printed.", nw.Title, nw.Power, nw.Ability, cur, old.Name)
	return "power or ability too low"
}

// ownRestrictions checks the new version's own "deploys only" text at the
// replaced card's location — its place read as deploy reads it ("to a
// Jabba's Palace site": the kind of location and the system) — or against
// the conditions the file declares met.
func ownRestrictions(t *table.Table, old *table.Piece, nw *cards.Card, met []string, r *rulings.Ruling) string {
	where := old.Location()
	for _, e := range nw.Effects {
		if e.Kind != "deploys_only" {
			continue
		}
		ok := false
		place := e.Target
		for _, prep := range []string{"on ", "to ", "at "} {
			place = strings.TrimPrefix(place, prep)
		}
		for _, alt := range strings.Split(place, " or ") {
			ok = ok || (where != "" && strings.Contains(glossary.Fold(where), glossary.Fold(alt)))
		}
		if !ok && where != "" {
			ok, _, _ = placeMatches(t, place, spot{Place: placeOf(t, where)})
		}
		for _, m := range met {
			ok = ok || strings.Contains(glossary.Fold(e.Target), glossary.Fold(m))
		}
		if ok {
			r.Stepf([]glossary.Ref{replaceOwnRules}, "%s's own restriction \"%s\" holds (%s is at %s).", nw.Title, e.Quote, old.Name, orNone([]string{where}))
			continue
		}
		r.Stepf([]glossary.Ref{replaceOwnRules}, "%s's own restriction \"%s\" does not hold for %s at %s: a replacement obeys the new card's own deployment restrictions.", nw.Title, e.Quote, old.Name, orNone([]string{where}))
		return "its own restriction \"" + e.Quote + "\" does not hold"
	}
	return ""
}

// transfers lists the cards on or targeting the replaced version that move
// to the new one, the ones lost, and the residual effects carried over.
func transfers(t *table.Table, old *table.Piece, nw *cards.Card, notApplicable []string, r *rulings.Ruling) (moved, lost []string) {
	spy := slices.ContainsFunc(nw.Characteristics, func(s string) bool { return strings.EqualFold(s, "spy") })
	for _, p := range t.Pieces {
		if p.Host != old && (p.Entry.Target == "" || t.Piece(p.Entry.Target) != old) {
			continue
		}
		applicable := !slices.ContainsFunc(notApplicable, func(n string) bool { return t.Piece(n) == p })
		if glossary.Fold(p.Card.Title) == "undercover" && !spy {
			applicable = false
		}
		if applicable && p.Host == old && newImmuneTo(nw, p, r) {
			applicable = false
		}
		if applicable && textForbids(t, p, "may_not_be_transferred", []glossary.Ref{refReplace}, r) {
			applicable = false
		}
		if applicable {
			moved = append(moved, p.Name)
		} else {
			lost = append(lost, p.Name)
		}
	}
	r.Stepf([]glossary.Ref{refReplace, glossReplace}, "Cards on or targeting %s that examine the character itself transfer to %s: %s. The others go to the owner's Lost Pile first: %s; then %s goes there too. None of them is \"just lost\".", old.Name, nw.Title, orNone(moved), orNone(lost), old.Name)
	if c := replacedEscort(t, old, nw, r); c != "" {
		moved = append(moved, c)
	}
	if old.Entry.Undercover && !spy {
		r.Stepf([]glossary.Ref{replaceSpy}, "%s is not a spy: the new version is not undercover.", nw.Title)
	}
	var residual []string
	if old.Entry.TextOff() {
		residual = append(residual, "game text "+old.Entry.TextOffBy())
	}
	if old.Entry.ImmunityLostBy != "" {
		residual = append(residual, "immunity to attrition lost to "+old.Entry.ImmunityLostBy)
	}
	if len(residual) > 0 {
		r.Stepf([]glossary.Ref{refReplace, refReplaceEx}, "Residual effects on %s carry over to %s: %s.", old.Name, nw.Title, strings.Join(residual, "; "))
	}
	return moved, lost
}

func orNone(names []string) string {
	if len(names) == 0 || names[0] == "" {
		return "none"
	}
	return strings.Join(names, ", ")
}

// thisTurn notes a character deployed, or already replaced, this turn:
// neither stops a persona replacement.
func thisTurn(t *table.Table, old *table.Piece, r *rulings.Ruling) {
	rec := t.State.ThisTurn
	if rec == nil {
		return
	}
	named := func(list []string) bool {
		return slices.ContainsFunc(list, func(n string) bool { return t.Piece(n) == old })
	}
	if named(rec.Deployed) {
		r.Stepf([]glossary.Ref{replaceSameTurn}, "%s was deployed this turn: a character may be persona-replaced in the same turn it was deployed.", old.Name)
	}
	if named(rec.Replaced) {
		r.Stepf([]glossary.Ref{replaceSameTurn}, "%s itself came by persona replacement this turn: the same character may be replaced several times a turn.", old.Name)
	}
}

func describeReplacement(rq *table.Replacement) string {
	return fmt.Sprintf("replace: %s replaces %s with %s", rq.Player, rq.Replaces, rq.Card)
}
