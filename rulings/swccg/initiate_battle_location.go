package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Location sentences banning battles ("While either player's race total >
// 0, no battles or Force drains here"; "Opponent may not initiate battle
// here until after your first turn"). Text on a side applies to that
// side's player unless it says otherwise (Glossary "locations"), so "no
// battles here" binds its own side, "opponent may not" the other side,
// "neither player" both. The condition, before or after, is group 1 or 3.
var (
	locationTextSide = narrow(glossLocations, "Unless otherwise specified, game text on your side of a location card applies only to you")
	reBattleBan      = lazyregexp.New(`(?i)^(?:(?:while|if|when|as long as) ([^,]+),\s*)?` +
		`(no battles?(?: or [^.]*?)?|battles? may not take place|(neither player|opponent) may not (?:initiate )?battles?)( or [^.]*?)? here` +
		`(?:\s+((?:while|if|until|unless) .+))?$`)
)

// locationBansBattle reads the location's own text against p initiating a
// battle there: a ban in force stops it (No); a ban whose condition the
// table cannot decide is an assumption that it does not hold.
func locationBansBattle(r *rulings.Ruling, t *table.Table, pl *table.Place, p table.Side) (banned bool) {
	for _, side := range []table.Side{p, p.Opponent()} {
		stand := &table.Piece{Entry: &table.Card{Card: pl.Name, Owner: side, At: pl.Name}, Name: pl.Name, Card: pl.Card}
		for _, s := range locationSentences(pl, side) {
			m := reBattleBan().FindStringSubmatch(s)
			if m == nil {
				continue
			}
			who := strings.ToLower(m[3])
			if (who == "" && side != p) || (who == "opponent" && side == p) {
				continue
			}
			cond := m[1]
			if cond == "" {
				cond = m[5]
			}
			quote := fmt.Sprintf("%s's text on %s's side: %q", pl.Name, side, s)
			if cond == "" {
				r.Stepf(refs(locationTextSide, refBattle), "%s: a card's text prevails over the rule, so %s may not initiate a battle here.", quote, p)
				return true
			}
			holds, known := banCondition(t, stand, cond)
			switch {
			case !known:
				r.Assume("%s; whether the ban is in force (%q) is not read from the table: taken as not in force", quote, cond)
			case holds:
				r.Stepf(refs(locationTextSide, refBattle), "%s; %q holds, so %s may not initiate a battle here.", quote, cond, p)
				return true
			default:
				r.Stepf(refs(locationTextSide, refBattle), "%s; %q does not hold, so it does not ban this battle.", quote, cond)
			}
		}
	}
	return false
}

// banCondition decides a ban's condition with the card condition readers,
// read as the location card's side's own words ("your" is that side):
// "until"/"unless" holds the ban while the words do not.
func banCondition(t *table.Table, stand *table.Piece, cond string) (holds, known bool) {
	words := strings.TrimSpace(cond)
	negate := false
	if low := strings.ToLower(words); strings.HasPrefix(low, "until ") || strings.HasPrefix(low, "unless ") {
		words, negate = words[strings.Index(words, " ")+1:], true
	}
	holds, known = decideWords(t, stand, words)
	return holds != negate, known
}

// A location's battle bans are read by this rule's own pattern: in its
// rulings their sentences count as read.
func init() { ownReadings[InitiateBattle.ID] = battleBanSpans }

// battleBanSpans are the spans of c's text that reBattleBan reads.
func battleBanSpans(c *cards.Card) [][2]int {
	var out [][2]int
	for _, side := range table.Sides {
		for _, s := range strings.Split(sideText(c.GameText, side), ".") {
			s = strings.TrimSpace(s)
			if at := strings.Index(c.GameText, s); s != "" && at >= 0 && reBattleBan().MatchString(s) {
				out = append(out, [2]int{at, at + len(s)})
			}
		}
	}
	return out
}
