package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// podraceTarget rules the Podracer the action targets (or lists those it
// may) and, with the destiny, what it does.
func podraceTarget(t *table.Table, r *rulings.Ruling, q *PodraceAsk, title string, m []string) rulings.Ruling {
	a := q.action
	whose := strings.ToLower(strings.TrimSpace(m[1]))
	if whose == "" && len(m) > 3 {
		whose = strings.ToLower(m[3])
	}
	if podraceWithin().MatchString(q.text) && a.name == "damage" {
		var totals []string
		for _, p := range t.Pieces {
			if isType(p, "Podracer") {
				consultWords(r, p, podraceAdds().FindString(p.Card.GameText))
				totals = append(totals, fmt.Sprintf("%s %s (%s's)", p.Name, num(raceTotal(t, p)), p.Owner()))
			}
		}
		r.Stepf(refs(podraceEpic), "Race totals (Boonta Eve Podrace: a Podracer's race destinies, each with what its text adds to each of your race destinies here): %s.", orNone(totals))
	}
	var fit, unfit []string
	for _, p := range t.Pieces {
		if q.Target != "" && t.Piece(q.Target) != p || q.Target == "" && !isType(p, "Podracer") {
			continue
		}
		if why := podraceUnfit(t, q, whose, p); why != "" {
			unfit = append(unfit, p.Name+": "+why)
			continue
		}
		fit = append(fit, p.Name)
	}
	words := strings.TrimSpace(whose + " Podracer")
	switch whose {
	case "", "a", "any":
		words = withArticle("Podracer")
	case "here":
		words = "the Podracer itself (\"here\")"
	}
	if len(fit) == 0 {
		why := "there is no Podracer on table"
		if len(unfit) > 0 {
			why = strings.Join(unfit, "; ")
		}
		r.Stepf(refs(targetSelects, podraceOwner), "It targets %s: %s.", words, why)
		return answerNo(r, "%s may not take its %s action: no target (%s).", title, a.name, why)
	}
	r.Stepf(refs(targetSelects, podraceOwner), "It targets %s: %s may be its target.", words, strings.Join(fit, ", "))
	r.Verdict = rulings.Yes
	if q.Target == "" {
		r.Answer = fmt.Sprintf("Yes. %s may take its %s action now, targeting %s.", title, a.name, orList(fit))
		return *r
	}
	p := t.Piece(q.Target)
	draws := a.name == "damage" || a.name == "shoot"
	switch {
	case draws && reserveEmpty(t, q.Player):
		r.Stepf(refs(podraceDrawFails), "%s's Reserve Deck is empty (piles:): its destiny draw fails, and the action has no result.", q.Player)
		r.Answer = fmt.Sprintf("Yes. %s may target %s, but the destiny draw fails (empty Reserve Deck): no result, %s is not affected.", title, p.Name, p.Name)
	case draws && q.Destiny == nil:
		r.Answer = fmt.Sprintf("Yes. %s may target %s (with destiny: what it does).", title, p.Name)
	default:
		res := a.result(t, p, m, q.Destiny)
		if a.name == "damage" && t.Damaged(p) && !strings.HasSuffix(res, "no result") {
			res += " (it already was, and stays so)"
		}
		r.Stepf(refs(glossDestinyDraw), "%s.", upperFirst(res))
		r.Answer = fmt.Sprintf("Yes. %s may target %s: %s.", title, p.Name, res)
	}
	return *r
}

// podraceUnfit says why p may not be the action's target ("" when it may).
func podraceUnfit(t *table.Table, q *PodraceAsk, whose string, p *table.Piece) string {
	switch {
	case !isType(p, "Podracer"):
		return "not a Podracer"
	case (whose == "your") && p.Owner() != q.Player:
		return "not " + string(q.Player) + "'s (its owner is " + string(p.Owner()) + ")"
	case (whose == "opponent's" || whose == "their") && p.Owner() == q.Player:
		return string(q.Player) + "'s own, not the opponent's"
	case whose == "here" && t.Piece(q.Card) != p:
		return "not " + q.Card + " itself (its text acts \"here\")"
	}
	if why := q.action.unfit(t, q, p); why != "" {
		return why
	}
	if w := podraceWithin().FindStringSubmatch(q.text); w != nil && q.action.name == "damage" {
		n, _ := strconv.ParseFloat(w[1], 64)
		tt := raceTotal(t, p)
		for _, own := range raceTotals(t, q.Player) {
			if tt-own <= n && own-tt <= n {
				return ""
			}
		}
		return fmt.Sprintf("its race total %g is not within %g of one of %s's race totals (%s)", tt, n, q.Player, floats(raceTotals(t, q.Player)))
	}
	return ""
}

func reserveEmpty(t *table.Table, s table.Side) bool {
	p := t.PilesOf(s)
	return p != nil && p.ReserveDeck != nil && *p.ReserveDeck == 0
}

func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func floats(vs []float64) string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = num(v)
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// sentenceStart is where the sentence (or OR alternative) holding text[i]
// begins.
func sentenceStart(text string, i int) int {
	start := 0
	for _, sep := range []string{". ", "OR ", ": "} {
		if j := strings.LastIndex(text[:i], sep); j >= 0 && j+len(sep) > start {
			start = j + len(sep)
		}
	}
	return start
}

// submatches is FindStringSubmatch's strings from FindStringSubmatchIndex's.
func submatches(s string, loc []int) []string {
	out := make([]string, len(loc)/2)
	for i := range out {
		if loc[2*i] >= 0 {
			out[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return out
}

// onceTiming is the time "once during each of your control phases" sets,
// in the words play's timing reads.
func onceTiming(once []string) string {
	switch {
	case once[1] != "":
		return "during your " + strings.ToLower(once[1]) + " phase"
	case strings.Contains(strings.ToLower(once[0]), "turns"):
		return "during your turn"
	}
	return ""
}

func onceSpan(once []string) string {
	if once[1] != "" {
		return "this " + strings.ToLower(once[1]) + " phase"
	}
	return "this turn"
}
