package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "May not be targeted by weapons" (may_not_be_targeted_by) on the target's
// own text (Mighty Jabba: "May not be targeted by weapons unless …") and
// on other cards on table naming it (Stormtrooper
// Garrison: "Imperial leaders present may not be targeted by weapons";
// Gungan Guard: "Your Gungan leaders present …"): what it names ("weapons",
// "opponent's weapons", "lightsabers", "artillery weapons") is read against
// the weapon fired, whom ("present", "here": at the text's card's
// location; "other": not that card) against the target, and its condition
// is decided by the table. A condition the table cannot show leaves the
// firing undecided, said so; a text naming its subject by a pronoun ("he"
// on Guri's text is Xizor, "it" on Bail Organa's his corvette) is not read.

// untargetable is one such text and the card holding it.
type untargetable struct {
	p *table.Piece
	e cards.Effect
}

// mayNotBeTargeted: refused when a text forbids targeting tg with this
// weapon, undecided when one may and its condition is not shown.
func (f *firing) mayNotBeTargeted(tg *table.Piece) (refused, undecided bool) {
	for _, u := range f.untargetables(tg) {
		quote := strings.TrimSpace(u.e.Quote)
		if met(u.p.Entry.Met, u.e.Condition) {
			return f.untargetableStep(tg, u, "declared met"), false
		}
		holds, known := conditionHolds(f.t, u.p, u.e)
		switch {
		case !known:
			f.r.Stepf(refs(glossTarget), "%s's text: \"%s\": its condition is not read.", u.p.Name, quote)
			f.r.Assume("whether %q holds is not decided (add it to %s's met: if it does)", conditionText(u.e), u.p.Name)
			f.r.Answer = fmt.Sprintf("Not decided: %s may not be targeted by %s %s.", tg.Name, u.e.Title, conditionText(u.e))
			return false, true
		case holds:
			return f.untargetableStep(tg, u, "the table shows it"), false
		}
		f.r.Stepf(refs(glossTarget), "%s's text %s does not apply: %s does not hold.", u.p.Name, spanned(u.e), conditionText(u.e))
	}
	return false, false
}

func (f *firing) untargetableStep(tg *table.Piece, u untargetable, how string) bool {
	cond := ""
	if u.e.Condition != "" {
		cond = " (" + conditionText(u.e) + ": " + how + ")"
	}
	f.r.Stepf(refs(glossTarget), "%s's text %s applies to %s%s: a card's text prevails over the rule.", u.p.Name, spanned(u.e), tg.Name, cond)
	f.r.Answer = fmt.Sprintf("%s may not fire at %s: %s's text says it may not be targeted by %s.", f.w.name, tg.Name, u.p.Name, strings.TrimSpace(u.e.Title))
	return true
}

// untargetables are the texts naming tg and this weapon: tg's own first.
func (f *firing) untargetables(tg *table.Piece) []untargetable {
	var out []untargetable
	holders := append([]*table.Piece{tg}, f.t.Pieces...)
	for i, p := range holders {
		if p.Entry.TextOff() || i > 0 && p == tg {
			continue
		}
		for _, e := range p.Card.Effects {
			if e.Kind == "may_not_be_targeted_by" && f.namesWeapon(e.Title, p) && textNamesTarget(e.Target, p, tg) {
				out = append(out, untargetable{p, e})
			}
		}
	}
	return out
}

// namesWeapon: the text's "weapons", "opponent's weapons", "lightsabers or
// blasters", "artillery weapons" names the weapon fired; holder's
// "opponent" is the other player.
func (f *firing) namesWeapon(title string, holder *table.Piece) bool {
	for _, term := range strings.Split(termSplitter.Replace(glossary.Fold(title)), "|") {
		term = strings.TrimSpace(term)
		if rest, ok := strings.CutPrefix(term, "opponent's "); ok {
			if f.by.Owner() == holder.Owner() {
				continue
			}
			term = rest
		}
		switch {
		case term == "weapons" || term == "weapon" || term == "any weapon":
			return true
		case strings.HasSuffix(term, " weapons"):
			if f.weaponClass(strings.TrimSuffix(term, " weapons")) {
				return true
			}
		case term != "" && f.w.is(term):
			return true
		}
	}
	return false
}

// weaponClass: the weapon is a character, starship, vehicle, artillery …
// weapon (its subtype; a permanent weapon by its bearer's type).
func (f *firing) weaponClass(class string) bool {
	w := f.w
	switch {
	case class == "[permanent weapon]" || class == "permanent":
		return w.permanent // "Immune to [Permanent Weapon] weapons": a weapon card may fire
	case w.permanent && w.piece != nil:
		return glossary.Fold(w.piece.Card.Type) == class
	case w.piece != nil:
		return strings.HasPrefix(glossary.Fold(w.piece.Card.SubType), class)
	}
	return false
}

// textNamesTarget: the text's subject names tg — none (the holder itself),
// or a phrase ("Imperial leaders present", "your other characters here")
// whose "present"/"here" puts tg at the holder's location.
func textNamesTarget(target string, holder, tg *table.Piece) bool {
	f := glossary.Fold(strings.TrimSpace(target))
	if f == "" {
		return holder == tg
	}
	if f == "this card" {
		return holder == tg
	}
	if textPronoun(f) {
		return false // "he" on Guri's text is Xizor, "it" on Bail Organa's his corvette
	}
	there := false
	for _, suffix := range []string{" present with him", " present with her", " present", " here"} {
		if rest, ok := strings.CutSuffix(f, suffix); ok {
			f, there = rest, true
			break
		}
	}
	if holder == tg && (strings.Contains(f, "other") || there) {
		return false
	}
	if there && !samePlace(holder.Location(), tg.Location()) {
		return false
	}
	return namesCard(f, tg, holder)
}

// mayBeTargeted reads the target's own "may be targeted by any weapon"
// (Laser Projector), "May be targeted by starship weapons" (Rogue
// Asteroid) (may_be_targeted_by): a weapon its text names may target it
// though the weapon's own text does not name its kind. Its condition is
// decided by the table; one the table cannot show is an assumption and
// the text is not applied.
func (f *firing) mayBeTargeted(tg *table.Piece) bool {
	for _, e := range tg.Card.Effects {
		if e.Kind != "may_be_targeted_by" || !textNamesTarget(e.Target, tg, tg) && !namesCard(e.Target, tg, tg) || !f.namesWeapon(e.Title, tg) {
			continue
		}
		if applies(f.t, tg, e, f.r) {
			spannedStep(f.r, tg, e, refs(glossTarget, segmentDescribes), fmt.Sprintf("%s may target it, though its own text does not name %s's kind.", f.w.name, tg.Name))
			return true
		}
	}
	return false
}
