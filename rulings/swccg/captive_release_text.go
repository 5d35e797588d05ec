package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The releasing card's own conditions, where its text states them in
// words the table shows: "If you control with a spy, may use 2 Force to
// release Leia here" (Death Star: Detention Block Corridor (V)) needs the
// Light Side to control the place with a spy of its own there, the Force
// it uses in the Force Pile, and the captive to be the one it names.
// Anything else in the text stays the stated assumption.
var (
	reReleaseControlWith = lazyregexp.New(`(?i)\bif you control(?: with an? ([a-z-]+))?,[^.]*?\brelease\b`)
	reReleaseNamed       = lazyregexp.New(`(?i)\brelease ([^.(;,]+?)(?: here)?\s*(?:\(|[.;,]|$)`)
)

// releaseText rules on the by: card's text; handled is false when the
// text states no condition this reads (the caller assumes them met).
func (c captivity) releaseText() (handled bool) {
	text, where := c.releaserText()
	m := reReleaseControlWith().FindStringSubmatch(text)
	if m == nil {
		return false
	}
	r, kw := c.r, strings.ToLower(m[1])
	cond := strings.TrimSpace(m[0][:strings.Index(m[0], ",")])
	r.Stepf(refs(glossReleasing, glossCapturingCharacters), "%s releases captives by its own text, on its own conditions: %q", c.q.By, strings.TrimSpace(sentenceWith(text, m[0])))
	own := presenceAt(c.t, where, table.Light, forAnything)
	opp := presenceAt(c.t, where, table.Dark, forAnything)
	explainPresence(r, own, where)
	explainPresence(r, opp, where)
	if len(own.Holders) == 0 || len(opp.Holders) > 0 {
		r.Stepf(refs(controlDefined), "%q: Light does not control %s.", cond, where)
		c.no("Light may not release %s with %s: it does not control %s.", c.p.Name, c.q.By, where)
		return true
	}
	if kw == "" {
		r.Stepf(refs(controlDefined), "%q: Light controls %s.", cond, where)
		return c.releaseRest(text, where)
	}
	var with []string
	for _, h := range own.Holders {
		if isKeyword(c.t, h.Piece, kw, r, glossReleasing) {
			with = append(with, h.Piece.Name)
		}
	}
	if len(with) == 0 {
		r.Stepf(refs(controlDefined), "%q: Light controls %s, but with no %s: %s.", cond, where, kw, own.who())
		c.no("Light may not release %s with %s: it controls %s with no %s.", c.p.Name, c.q.By, where, kw)
		return true
	}
	r.Stepf(refs(controlDefined), "%q: Light controls %s with %s.", cond, where, strings.Join(with, ", "))
	return c.releaseRest(text, where)
}

// releaseRest: the captive the text names, where, and the Force it uses.
func (c captivity) releaseRest(text, where string) bool {
	r := c.r
	sentence := sentenceWith(text, "release")
	if strings.Contains(strings.ToLower(sentence), " here") && !samePlace(c.p.Location(), where) {
		r.Stepf(refs(glossReleasing), "Its text releases a captive here, at %s; %s is at %s.", where, c.p.Name, c.p.Location())
		c.no("%s's text does not release %s: it is not at %s.", c.q.By, c.p.Name, where)
		return true
	}
	if n := reReleaseNamed().FindStringSubmatch(text); n != nil && !strings.Contains(strings.ToLower(n[1]), "captive") && !namesCard(n[1], c.p, c.p) {
		r.Stepf(refs(glossReleasing), "Its text releases %s, not %s.", n[1], c.p.Name)
		c.no("%s's text does not release %s: it names %s.", c.q.By, c.p.Name, n[1])
		return true
	}
	if i := strings.Index(strings.ToLower(sentence), "instead of"); i >= 0 {
		r.Assume("%q is not read: taken as met", strings.TrimSpace(sentence[i:]))
	}
	if f := playForce().FindStringSubmatch(sentence); f != nil {
		need, _ := strconv.Atoi(f[1])
		if piles := c.t.PilesOf(table.Light); piles != nil && piles.ForcePile != nil {
			if *piles.ForcePile < need {
				r.Stepf(refs(glossReleasing), "It uses %d Force; Light's Force Pile holds %d.", need, *piles.ForcePile)
				c.no("Light may not release %s with %s: it uses %d Force and Light's Force Pile holds %d.", c.p.Name, c.q.By, need, *piles.ForcePile)
				return true
			}
			r.Stepf(refs(glossReleasing), "It uses %d Force; Light's Force Pile holds %d.", need, *piles.ForcePile)
		} else {
			r.Assume("it uses %d Force; the file gives no Force Pile for Light: taken as paid", need)
		}
	}
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Light may release %s with %s, as its text says.", c.p.Name, c.q.By)
	return true
}

// releaserText is the by: card's text that Light uses (a location's Light
// Side text) and the place it speaks of: the location itself, or the
// card's location.
func (c captivity) releaserText() (text, where string) {
	if l := c.t.Location(c.q.By); l != nil && l.Card != nil {
		return sideText(l.Card.GameText, table.Light), l.Name
	}
	if p := c.t.Piece(c.q.By); p != nil {
		return p.Card.GameText, p.Location()
	}
	return "", ""
}

// sentenceWith is the sentence of text holding part.
func sentenceWith(text, part string) string {
	i := strings.Index(text, part)
	if i < 0 {
		return part
	}
	start := strings.LastIndex(text[:i], ". ") + 1
	end := strings.Index(text[i:], ".")
	if end < 0 {
		return text[start:]
	}
	return text[start : i+end+1]
}
