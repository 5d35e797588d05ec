package swccg

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// whereWords start the part of a text's target that says where the cards
// must be ("your scouts present at same exterior site"), or which of them
// ("who have immunity").
var whereWords = lazyregexp.New(`(?i)\s+(?:who|present|here|there|at|aboard|on|of ability|with|without|in)\b`)

// selfTarget: targets meaning the card itself, its host or its target,
// which the card's own text, cards on it and Jedi Tests already cover.
var selfTarget = lazyregexp.New(`(?i)^(?:it|he|she|host|target\b.*|its target|this\b.*|)$`)

// targetClass splits a target into the cards it names ("your scouts") and
// where they must be ("present at same exterior site"); "who have
// immunity" is dropped: a modifier changes only a card that has some.
// ok is false for a target meaning the card itself or its host.
func targetClass(target string) (class, where string, ok bool) {
	t := strings.TrimSpace(target)
	if selfTarget().MatchString(t) {
		return "", "", false
	}
	if i := regexp.MustCompile(`(?i)\s+who\s+(?:have|has)\s+immunity.*$`).FindStringIndex(t); i != nil {
		t = t[:i[0]]
	}
	class = t
	if i := whereWords().FindStringIndex(t); i != nil {
		class, where = t[:i[0]], strings.TrimSpace(t[i[0]:])
	}
	class = strings.TrimSpace(class)
	return class, where, class != ""
}

var otherWord = lazyregexp.New(`(?i)\bother\s+`)

// classAims is true when the class a text names ("your Rebels and
// aliens", "Amidala and your other Republic characters") takes in p, on the
// side it names. For the card's own text (self) a term with "other" does
// not count.
func classAims(class string, side table.Side, p *table.Piece, self bool) bool {
	folded := glossary.Fold(class)
	switch {
	case side == "":
	case strings.Contains(folded, "opponent"):
		if p.Owner() == side {
			return false
		}
	case strings.Contains(folded, "your"):
		if p.Owner() != side {
			return false
		}
	}
	for _, term := range strings.Split(termSplitter.Replace(class), "|") {
		if otherWord().MatchString(term) {
			if self {
				continue
			}
			term = otherWord().ReplaceAllString(term, "")
		}
		if strings.TrimSpace(term) != "" && targets(term, p) {
			return true
		}
	}
	return false
}

// reachesFromTable says whether the text of q, a card on table, reaches p
// through its target ("your vehicles and droids at same location", "that
// starship" for the starship q is aboard). why explains a target of p's
// kind that is not where it must be, or whose place the rule cannot read.
func reachesFromTable(q *table.Piece, target string, p *table.Piece) (ok bool, why string) {
	folded := glossary.Fold(target)
	if strings.HasPrefix(folded, "that ") || strings.Contains(folded, " he pilots") {
		return q.Entry.Aboard != "" && q.Host == p, ""
	}
	class, where, known := targetClass(target)
	if !known || !classAims(class, q.Owner(), p, q == p) {
		return false, ""
	}
	w := glossary.Fold(where)
	switch {
	case w == "":
		return true, ""
	case w == "aboard":
		if p.Host == q && p.Entry.Aboard != "" {
			return true, ""
		}
		return false, fmt.Sprintf("%s is not aboard %s", p.Name, q.Name)
	case w == "here" || w == "there" || strings.HasPrefix(w, "present") || strings.HasPrefix(w, "at same"):
		if p.Location() != "" && glossary.Fold(p.Location()) == glossary.Fold(q.Location()) {
			return true, ""
		}
		return false, fmt.Sprintf("it reaches only cards %s, and %s is at %s, %s at %s", where, p.Name, orNowhere(p.Location()), q.Name, orNowhere(q.Location()))
	}
	return false, fmt.Sprintf("where it reaches (%q) is not read by this rule", where)
}

// fromTable reads the grants, modifiers and limits printed on cards on
// table whose target names p ("Your Jedi present are immune to attrition
// < 4", p itself included unless it says "other"): their conditions must be
// declared met on that card.
func (im *immunity) fromTable(t *table.Table, p *table.Piece) {
	for _, q := range t.Pieces {
		for _, ce := range q.Card.Effects {
			if ce.Kind != "grants_immunity" && !isChange(ce.Kind) {
				continue
			}
			if q.Entry.On != "" && q.Host != nil && hostNamed(ce.Target, q.Host, q) {
				continue // the card it is deployed on is meant (fromAttached)
			}
			ok, why := reachesFromTable(q, ce.Target, p)
			if !ok && why == "" {
				continue
			}
			reason := fmt.Sprintf("on table, %q", ce.Quote)
			switch {
			case !ok:
			case q.Entry.TextOff():
				ok, why = false, "its game text is "+q.Entry.TextOffBy()
			case !q.Active():
				ok, why = false, q.Name+" is not active"
			case ce.Condition != "" && met(q.Entry.Met, ce.Condition):
				reason += " — " + ce.Condition + ", declared met"
			case ce.Condition != "":
				why, ok = decidedWhy(t, q, ce, reason, q.Entry.Met)
				reason = why
			}
			if !ok {
				reason = why
			}
			im.addFromText(ce, q.Name, reason, ok)
		}
	}
}

// addFromText records a grant or change read from another card's text.
func (im *immunity) addFromText(ce cards.Effect, from, why string, applies bool) {
	if isChange(ce.Kind) {
		im.addChange(changeOf(ce, from, why), applies)
		return
	}
	g := grant{Level: effectLevel(ce), From: from, Why: why, Cite: immuneLevels}
	if applies {
		im.Grants = append(im.Grants, g)
	} else {
		im.Skipped = append(im.Skipped, g)
	}
}

// classGrant is true when an effect in play without to: grants p immunity
// by the class its text names ("your aliens and starships"), on the side
// it names; where and conditions are taken as met, as for modifiers.
func classGrant(e *table.InPlay, ce cards.Effect, p *table.Piece) (string, bool) {
	class, where, ok := targetClass(ce.Target)
	if !ok || !classAims(class, effectSide(e), p, false) {
		return "", false
	}
	why := fmt.Sprintf("%q", ce.Quote)
	var taken []string
	if ce.Condition != "" {
		taken = append(taken, ce.Condition)
	}
	if where != "" {
		taken = append(taken, where)
	}
	if len(taken) > 0 {
		why += " — " + strings.Join(taken, "; ") + ", taken as met"
	}
	return why, true
}
