package swccg

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// PodraceWinner rules who wins a Podrace now, from the Epic Event's text
// (Boonta Eve Podrace: "During any move phase, winner is any player with a
// race total > 24 and greater than opponent's highest race total. Winner
// retrieves 6 Force and loser loses 6 Force.") and the race totals on
// table, with the amounts cards on table add ("When a player wins a
// Podrace, adds 5 to the amount retrieved").
var PodraceWinner = register(&Rule[string]{
	ID:       "podrace-winner",
	Title:    "Who wins a Podrace, and what the winner and loser get",
	Question: "podrace_winner",
	Schema:   "description=the Epic Event on table whose Podrace it is (Boonta Eve Podrace): the race totals, who wins now, and the Force retrieved and lost",
	Check:    onTable,
	Describe: func(name string) string { return "podrace_winner: " + name },
	Doc: `Reads the winning condition from the named Epic Event's text ("During
any move phase, winner is any player with a race total > N and greater than
opponent's highest race total. Winner retrieves X Force and loser loses Y
Force."). A race total is a Podracer's race destinies (podrace:
race_destinies) each with what the Podracer's text adds to "each of your
race destinies here"; a player with no Podracer has the race destinies on
the Podrace Arena. No winner outside a move phase or with no Podrace in
progress; "adds N to the amount retrieved / lost" of the cards on table are
added. Force loss reductions (A Close Race, You've Never Won A Race?) are
named, not applied.`,
	Cites: []glossary.Ref{podraceEpic, glossMovePhase},
	Run:   runPodraceWinner,
})

var (
	glossMovePhase = table.GlossaryRef("move phase")

	podraceWins    = lazyregexp.New(`(?i)during (any|your|opponent's) move phase, winner is any player with a race total > (\d+) and greater than opponent's highest race total\. Winner retrieves (\d+) Force and loser loses (\d+) Force\.(?: (Place all race destiny cards in owner's Used Piles and all Podracers are lost)\.)?`)
	podraceAddsWin = lazyregexp.New(`(?i)when a player (wins|loses) a Podrace, adds (\d+) to the amount (retrieved|lost)`)
	podraceLossCut = lazyregexp.New(`(?i)(?:your Force loss from Boonta Eve Podrace is reduced|you lose no Force to Boonta Eve Podrace|your Force loss is limited to half)`)
)

func runPodraceWinner(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	ev := t.Piece(name)
	m := podraceWins().FindStringSubmatch(ev.Card.GameText)
	if m == nil {
		r.Stepf(refs(podraceEpic), "%s's text (%q) sets no Podrace winner this rule reads.", ev.Name, ev.Card.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s sets no Podrace winner.", ev.Name)
		return r
	}
	consultWords(&r, ev, m[0])
	r.Stepf(refs(podraceEpic), "%s: %q.", ev.Name, m[0])
	over, _ := strconv.ParseFloat(m[2], 64)
	best := map[table.Side]float64{}
	var lines []string
	for _, s := range table.Sides {
		totals := raceTotals(t, s)
		best[s] = slices.Max(totals)
		lines = append(lines, fmt.Sprintf("%s %s", s, floats(totals)))
	}
	for _, p := range t.Pieces {
		if isType(p, "Podracer") {
			consultWords(&r, p, podraceAdds().FindString(p.Card.GameText))
		}
	}
	r.Stepf(refs(podraceEpic), "Race totals (each Podracer's race destinies, each with what its text adds to each of your race destinies here): %s.", strings.Join(lines, "; "))
	r.Verdict = rulings.Answer
	if !t.PodraceInitiated() {
		r.Answer = fmt.Sprintf("No winner: no Podrace is in progress (podrace.initiated); %s's text lets either player initiate one.", ev.Name)
		return r
	}
	var winner table.Side
	for _, s := range table.Sides {
		if best[s] > over && best[s] > best[s.Opponent()] {
			winner = s
		}
	}
	if winner == "" {
		r.Answer = fmt.Sprintf("No winner yet: no player has a race total > %g and greater than the opponent's highest (dark %g, light %g).", over, best[table.Dark], best[table.Light])
		return r
	}
	when := ""
	if st := t.State; st.Phase != "move" || m[1] != "any" && (m[1] == "your") != (st.Turn == ev.Owner()) {
		r.Stepf(refs(glossMovePhase), "%q: it is %s's %s phase; the winner is decided in the move phase the text names.", "During "+m[1]+" move phase", orUnknown(string(st.Turn)), orUnknown(st.Phase))
		when = " at the next move phase it names"
	}
	retrieve, lose := podraceAmounts(t, &r, m)
	after := ""
	if m[5] != "" {
		after = " Then: " + lowerFirst(m[5]) + "."
	}
	r.Answer = fmt.Sprintf("%s wins the Podrace%s (race total %g > %g and greater than %s's highest, %g): %s retrieves %g Force and %s loses %g Force.%s",
		sideTitle(winner), when, best[winner], over, winner.Opponent(), best[winner.Opponent()], winner, retrieve, winner.Opponent(), lose, after)
	return r
}

// podraceAmounts is the Force the winner retrieves and the loser loses:
// the Epic Event's, with what cards on table add; reductions are named.
func podraceAmounts(t *table.Table, r *rulings.Ruling, m []string) (retrieve, lose float64) {
	retrieve, _ = strconv.ParseFloat(m[3], 64)
	lose, _ = strconv.ParseFloat(m[4], 64)
	for _, p := range t.Pieces {
		if p.Entry.TextOff() {
			continue
		}
		for _, a := range podraceAddsWin().FindAllStringSubmatch(p.Card.GameText, -1) {
			n, _ := strconv.ParseFloat(a[2], 64)
			if strings.EqualFold(a[3], "retrieved") {
				retrieve += n
			} else {
				lose += n
			}
			consultWords(r, p, a[0])
			r.Stepf(refs(podraceEpic), "%s: %q.", p.Name, a[0])
		}
		if c := podraceLossCut().FindString(p.Card.GameText); c != "" {
			r.Assume("%s's %q may reduce its owner's Force loss: not applied", p.Name, c)
		}
	}
	return retrieve, lose
}

// podrace-winner reads the winning sentences of the Epic Event, the
// amounts added and what each Podracer adds to its race destinies.
func init() {
	ownReadings[PodraceWinner.ID] = func(c *cards.Card) [][2]int {
		var spans [][2]int
		for _, re := range []*regexp.Regexp{podraceWins(), podraceAddsWin(), podraceAdds()} {
			for _, m := range re.FindAllStringIndex(c.GameText, -1) {
				spans = append(spans, sentenceSpans(c.GameText, m[0], min(m[1]+1, len(c.GameText)))...)
			}
		}
		return spans
	}
}
