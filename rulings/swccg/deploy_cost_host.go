package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// reFreeOnHost is a card's text making a class of cards deploy free on or
// aboard it ("Jawa weapons deploy free on R'kik", "Vibro-Ax deploys free
// on Krrsantan", "Vehicle weapons deploy free aboard", "Quad Laser Cannon
// and Surface Defense Cannon may deploy (and fire free) aboard", where
// "free" is said of both, as Gemp reads it): the class, "on" or "aboard",
// then the card it names (none after "aboard": the host itself).
var reFreeOnHost = lazyregexp.New(`(?i)(?:^|[.;,]\s*)(?:your\s+)?([^.;,]+?)\s+(?:deploys?\s+(?:for\s+)?free\s+(on|aboard)|may\s+deploy\s+\(and\s+fire\s+free\)\s+(aboard))\b\s*([^.;,]*)`)

// reHostWordsEnd cuts a clause that follows the card named ("AT-ST Dual
// Cannon deploys free aboard and may target at an adjacent site").
var reHostWordsEnd = lazyregexp.New(`(?i)(?:^|\s+)(?:and|while|if|when|unless)\b.*$`)

// hostModifiers reads the text of the player's card that c deploys on or
// aboard: a class it makes deploy free on (not aboard: a pilot or
// passenger) or aboard itself, named by a word of its title, "him"/"her"/
// "it", or nothing after "aboard". "may deploy free on X from Reserve
// Deck" is an action of its own, not read here.
func (dp *deployment) hostModifiers(c *cards.Card, s spot) []modifier {
	h := s.Host
	if h == nil || h.Card == nil || h.Owner() != dp.d.Player || h.Entry.TextOff() {
		return nil
	}
	var out []modifier
	for _, m := range reFreeOnHost().FindAllStringSubmatch(h.Card.GameText, -1) {
		class, aboard := strings.TrimSpace(m[1]), m[2] != "on"
		if strings.HasSuffix(strings.ToLower(class), " may") || (!aboard && s.Aboard) || !namesHost(reHostWordsEnd().ReplaceAllString(m[4], ""), h, aboard) {
			continue
		}
		class, fits := abilityFits(class, c)
		if !fits {
			continue
		}
		if ok, persona := describes(class, c); ok {
			out = append(out, modifier{Free: true, From: fmt.Sprintf("%s's text %q", h.Name, strings.TrimLeft(m[0], ".;, ")) + personaNote(c, persona),
				Cites: append([]glossary.Ref{refDeployExamples}, personaCites(persona)...)})
		}
	}
	return out
}

// reOfAbility is a class's bound on ability ("Luke of ability < 5").
var reOfAbility = lazyregexp.New(`(?i)\s+of ability\s*([<>]=?|=)\s*(\d+)$`)

// abilityFits takes a class's bound on ability off it: fits is false when
// c's printed ability does not meet it.
func abilityFits(class string, c *cards.Card) (rest string, fits bool) {
	m := reOfAbility().FindStringSubmatchIndex(class)
	if m == nil {
		return class, true
	}
	n, _ := strconv.ParseFloat(class[m[4]:m[5]], 64)
	v := c.Ability
	ok := map[string]bool{"<": v.Value < n, "<=": v.Value <= n, ">": v.Value > n, ">=": v.Value >= n, "=": v.Value == n}[class[m[2]:m[3]]]
	return class[:m[0]], v.Defined && ok
}

// namesHost: the words name the host itself, by name or "him"/"her"/"it"
// (or, after "aboard", by nothing).
func namesHost(words string, h *table.Piece, aboard bool) bool {
	switch glossary.Fold(strings.TrimSpace(words)) {
	case "him", "her", "it":
		return true
	case "":
		return aboard
	}
	return namesCard(words, h, h)
}

// The deploy rule reads a host's free deploy grant by reFreeOnHost: its
// rulings do not list those words as not read.
func init() { chainOwnReading(Deploy.ID, freeGrantSpans) }

// freeGrantSpans are the spans of c's text reFreeOnHost reads; a clause
// after the card named is not read by it.
func freeGrantSpans(c *cards.Card) [][2]int {
	var spans [][2]int
	for _, m := range reFreeOnHost().FindAllStringSubmatchIndex(c.GameText, -1) {
		end := m[1]
		if cut := reHostWordsEnd().FindStringIndex(c.GameText[m[8]:m[9]]); cut != nil {
			end = m[8] + cut[0]
		}
		spans = append(spans, [2]int{m[0], end})
	}
	return spans
}
