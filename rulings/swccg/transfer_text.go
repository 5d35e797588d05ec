package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Card texts that change a transfer (Glossary, weapons – transferring: it
// costs the weapon's deploy cost unless a card says otherwise): a carrier's
// "May transfer character weapons (for free) to or from your other
// characters present. May carry up to four such weapons at one time." (it
// may hold such weapons though its text names other hosts), a weapon's own
// "may be transferred (for free)", a site's "transfer … here for free", and
// "When present with your Advosze at a site, allows your character weapons
// to transfer for free there."

var (
	reTransferFreeBy   = lazyregexp.New(`(?i)\bmay transfer ([^.(]+?)\s*\(for free\) to or from your other characters present`)
	reTransferFreeSelf = lazyregexp.New(`(?i)\bmay be transferred \(for free\)`)
	reTransferFreeHere = lazyregexp.New(`(?i)[^.:]*\btransfer\b[^.]*\bhere for free\b`)
	reAllowsFree       = lazyregexp.New(`(?i)\bwhen present with your ([^,]+?) at a site, allows your ([^.]+?) to transfer for free there`)
	reCarryUpTo        = lazyregexp.New(`(?i)\bmay carry up to (\w+) such weapons\b`)
)

var smallNumbers = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// freeBy names the text that makes this transfer free, if any: the card
// and its quoted words.
func (tr *transfer) freeBy() (who, quote string) {
	for _, end := range []*table.Piece{tr.from, tr.to} {
		if m := reTransferFreeBy().FindStringSubmatch(end.Card.GameText); m != nil && tr.kindOf(m[1]) {
			return end.Name, m[0]
		}
	}
	if m := reTransferFreeSelf().FindString(tr.p.Card.GameText); m != "" {
		return tr.p.Name, m
	}
	if l := place(tr.t, tr.from.Location()); l != nil && l.Card != nil {
		if m := reTransferFreeHere().FindString(sideText(l.Card.GameText, tr.p.Owner())); m != "" {
			return l.Name, m
		}
	}
	for _, q := range tr.t.Pieces {
		if q.Owner() != tr.p.Owner() || !q.Active() || glossary.Fold(q.Location()) != glossary.Fold(tr.from.Location()) {
			continue
		}
		if m := reAllowsFree().FindStringSubmatch(q.Card.GameText); m != nil && tr.kindOf(m[2]) && presentWithNamed(tr.t, q, m[1]) {
			return q.Name, m[0]
		}
	}
	return "", ""
}

// kindOf: the words ("character weapons") describe the item.
func (tr *transfer) kindOf(words string) bool {
	ok, _ := describes(strings.TrimPrefix(strings.TrimSpace(words), "your "), tr.p.Card)
	return ok
}

// presentWithNamed: another active card of q's owner at q's location the
// words name ("your Advosze").
func presentWithNamed(t *table.Table, q *table.Piece, words string) bool {
	for _, o := range withAt(t, q, words) {
		if o.Owner() == q.Owner() {
			return true
		}
	}
	return false
}

// carries reads the new card's own leave to hold such weapons: known is
// false when its text grants none; fits is false when it already holds as
// many as its text allows.
func (tr *transfer) carries() (fits, known bool) {
	text := tr.to.Card.GameText
	by := reTransferFreeBy().FindStringSubmatch(text)
	up := reCarryUpTo().FindStringSubmatch(text)
	if by == nil || up == nil || !tr.kindOf(by[1]) {
		return false, false
	}
	limit, ok := smallNumbers[strings.ToLower(up[1])]
	if !ok {
		n, err := strconv.Atoi(up[1])
		if err != nil {
			return false, false
		}
		limit = n
	}
	held := 0
	for _, o := range tr.t.Pieces {
		if o.Host == tr.to && o != tr.p && tr.kindOfCard(o) {
			held++
		}
	}
	cites := refs(transferRestr)
	if held >= limit {
		tr.r.Stepf(cites, "%s's own text lets it carry such weapons: %q, %q; it carries %d already.", tr.to.Name, by[0], up[0], held)
		tr.r.Answer = fmt.Sprintf("%s may not be transferred to %s: it carries %d such weapons, the most its text allows.", tr.p.Name, tr.to.Name, held)
		return false, true
	}
	tr.r.Stepf(cites, "%s's own text lets it carry such weapons: %q, %q; it carries %d.", tr.to.Name, by[0], up[0], held)
	return true, true
}

func (tr *transfer) kindOfCard(o *table.Piece) bool {
	m := reTransferFreeBy().FindStringSubmatch(tr.to.Card.GameText)
	ok, _ := describes(strings.TrimSpace(m[1]), o.Card)
	return ok
}
