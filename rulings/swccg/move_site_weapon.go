package swccg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A weapon deployed on a site moves only as its own text lets it ("May be
// moved by two warriors for 1 additional Force"): the rulebook's docking
// bay transit names "weapons that deploy on a site and can be moved using
// their own game text". The warriors make their own moves, each at its
// cost, and the weapon adds the Force its text names (docking bay transit
// and relocations are their own kinds and take it as they say). A character whose
// text says it "may move <weapon> by himself (for free)" suffices alone.

var (
	siteWeaponMoves = narrow(refDBT, "any weapons that deploy on a site and can be moved using their own game text")
	// reMovedByWarriors reads the weapon's text: how many warriors, how much more.
	reMovedByWarriors = lazyregexp.New(`(?i)may be moved (?:by|with) (two|three|\d+) warriors for (\d+) additional force`)
	// reMovesByHimself reads a character's text naming the weapon it moves alone.
	reMovesByHimself = lazyregexp.New(`(?i)may move ([^.]+?) by (?:himself|herself|itself)( \(for free\))?`)
)

var countWords = map[string]int{"two": 2, "three": 3}

// siteWeapon finds, among the cards asked to move, a weapon deployed on a
// site (not carried by a character) whose text lets warriors move it.
func siteWeapon(t *table.Table, m *table.Move) (*table.Piece, []string) {
	for _, name := range m.Cards {
		p := t.Piece(name)
		if p == nil || p.Card.Type != "Weapon" || p.Host != nil || p.Entry.On != "" {
			continue
		}
		if mm := reMovedByWarriors().FindStringSubmatch(p.Card.GameText); mm != nil {
			return p, mm
		}
	}
	return nil, nil
}

// movesAlone: q's text lets it move the weapon by itself.
func movesAlone(q, weapon *table.Piece) (bool, string) {
	for _, mm := range reMovesByHimself().FindAllStringSubmatch(q.Card.GameText, -1) {
		if strings.EqualFold(strings.TrimSpace(mm[1]), weapon.Card.Title) {
			return true, mm[0]
		}
	}
	return false, ""
}

// runSiteWeaponMove rules a move of such a weapon with its carriers; ok is
// false when no such weapon is asked to move.
func runSiteWeaponMove(t *table.Table, m *table.Move) (rulings.Ruling, bool) {
	if m.By != "" && m.By != "landspeed" {
		return rulings.Ruling{}, false // transit and relocation move such a weapon as they say
	}
	w, mm := siteWeapon(t, m)
	if w == nil {
		return rulings.Ruling{}, false
	}
	r := rulings.Ruling{Rule: "move"}
	need := countWords[strings.ToLower(mm[1])]
	if need == 0 {
		need, _ = strconv.Atoi(mm[1])
	}
	extra, _ := strconv.ParseFloat(mm[2], 64)
	r.Stepf([]glossary.Ref{siteWeaponMoves, refCarrying}, "%s is deployed on a site and moves only as its own text lets it: \"%s\".", w.Name, mm[0])
	var carriers []string
	warriors, alone, aloneQuote := 0, "", ""
	for _, name := range m.Cards {
		q := t.Piece(name)
		if q == nil || q == w {
			continue
		}
		carriers = append(carriers, q.Name)
		ok, quote := movesAlone(q, w)
		if ok {
			alone, aloneQuote = q.Name, quote
		}
		if ok || hasIcon(q.Card, "warrior") {
			warriors++
		}
	}
	cite := []glossary.Ref{siteWeaponMoves}
	switch {
	case len(carriers) == 1 && alone != "":
		extra = 0
		r.Stepf(cite, "%s's text: \"%s\": he moves it alone, adding no cost.", alone, aloneQuote)
	case warriors < need || len(carriers) < need:
		r.Stepf(cite, "%s moves only with %d warriors; %d move with it (%s).", w.Name, need, warriors, orNone(carriers))
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not move: it needs %d warriors moving with it.", w.Name, need)
		return r, true
	default:
		r.Stepf(cite, "%s (%d warriors) move it, each by its own move, for %g additional Force.", strings.Join(carriers, ", "), warriors, extra)
	}
	total := extra
	var kinds []string
	for _, name := range carriers {
		sub := *m
		sub.Cards = []string{name}
		c := newMoveCheck(t, &sub, name, &r)
		if c.kind == "" {
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not move: %s has no way to %s.", w.Name, name, c.destName())
			return r, true
		}
		k := moveKinds[c.kind]
		cost, ok, blocked := c.run(k)
		if !ok || blocked {
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not move: %s may not make this move.", w.Name, name)
			return r, true
		}
		if !cost.free {
			total += cost.force
		}
		kinds = append(kinds, k.title)
	}
	if pl := t.PilesOf(m.Player); pl != nil && pl.ForcePile != nil && float64(*pl.ForcePile) < total {
		r.Stepf([]glossary.Ref{refMoveCosts}, "The moves cost %g Force together; %s's Force Pile holds %d.", total, m.Player, *pl.ForcePile)
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not move: the moves cost %g Force, more than %s's Force Pile holds.", w.Name, total, m.Player)
		return r, true
	}
	r.Verdict = rulings.Legal
	r.Answer = fmt.Sprintf("%s may move to %s with %s: %s, %s.", w.Name, destLabel(m), strings.Join(carriers, ", "), strings.Join(slices.Compact(kinds), " and "), moveCost{force: total})
	return r, true
}
