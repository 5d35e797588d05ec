package swccg

import (
	"fmt"
	"sort"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Parasite rules what an attached parasite does to its host: a Vine
// Snake's "Every move phase, draw destiny; each time destiny > ability, add
// 1 to X. Character is power -X (eaten if power = 0)", a Mynock's "Host's
// power and hyperspeed are cumulatively -2". Its text is read here, from
// the parasite's own card.
var Parasite = register(&Rule[*ParasiteAsk]{
	ID:       "parasite",
	Title:    "An attached parasite: its X, its host's power, whether the host is eaten",
	Question: "parasite",
	Schema:   "description=a parasite attached to a host (on: the host): its move-phase destiny against the host's ability (destiny:), the host's power with every parasite on it, and whether the host is eaten",
	Check:    checkParasiteAsk,
	Describe: describeParasite,
	Doc: `The parasite is a card on table with on: its host (attack rules the
attaching). Its own text is read: "Every move phase, draw destiny; each time
destiny > ability, add 1 to X" — with destiny: given, only in a move phase
(either player's), the destiny against the host's ability (as the value rule
counts it) adds 1 to the parasite's X (x: on the card; omitted, "X starts at
0") or leaves it. "Character is power -X" / "Host is power -X" and "Host's
power … cumulatively -N" change the host's power: copies of one parasite are
not cumulative unless the text says so (Glossary, cumulatively), so of
several Vine Snakes only the largest X counts. The host's power is the value
rule's with those modifiers; "(eaten if power = 0)" makes a host at power 0
eaten (lost; attached creatures detach, Glossary, attaching creatures). A
parasite on an inactive host (missing, captive) stays active (Advanced
Rulebook, Parasites Attacking).`,
	Cites: []glossary.Ref{refParasite, glossAttaching, parasiteActive, glossCumulatively, glossDestinyDraw},
	Run:   runParasite,
})

// ParasiteAsk asks about one attached parasite.
type ParasiteAsk struct {
	Card string `json:"card" jsonschema:"required,description=the parasite on table (on: its host)"`
	// Destiny is the destiny it drew this move phase, if asked.
	Destiny *float64 `json:"destiny,omitempty" jsonschema:"description=the destiny the parasite's text draws this move phase"`
}

var (
	glossAttaching = table.GlossaryRef("attaching creatures")
	parasiteActive = narrow(refParasite, "While a parasite is attached to an inactive host, the parasite remains active")
	parasiteEaten  = narrow(glossAttaching, "If a host is 'eaten' (by any creature), all attached creatures detach")
	parasiteResult = narrow(refParasite, "with whatever result is listed in its game text")
)

func checkParasiteAsk(c *table.Checker, q *ParasiteAsk) error {
	return c.MustName(q.Card, ".card")
}

func describeParasite(q *ParasiteAsk) string {
	s := "parasite: " + q.Card
	if q.Destiny != nil {
		s += fmt.Sprintf(", destiny %s", num(*q.Destiny))
	}
	return s
}

func runParasite(t *table.Table, q *ParasiteAsk) rulings.Ruling {
	var r rulings.Ruling
	r.Verdict = rulings.Answer
	p := t.Piece(q.Card)
	host := p.Host
	if host == nil || p.Entry.On == "" {
		r.Stepf(refs(refParasite), "%s is on no host (on: names none): a parasite acts on its host only once it has attached.", p.Name)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is attached to no host.", p.Name)
		return r
	}
	text := readParasiteText(p)
	if !text.any() {
		r.Stepf(refs(refParasite), "%s's text says nothing the engine reads about what it does to its host.", p.Name)
		notRead(&r, p)
		r.Answer = fmt.Sprintf("%s's effect on %s is not read.", p.Name, host.Name)
		return r
	}
	if inactiveHost(host) {
		r.Stepf(refs(parasiteActive), "%s is inactive, but %s, attached to it, stays active.", host.Name, p.Name)
	}
	xs := map[*table.Piece]float64{}
	if q.Destiny != nil {
		x, ok := parasiteDraw(t, &r, p, host, text, *q.Destiny)
		if !ok {
			return r
		}
		xs[p] = x
	}
	power, eatenAt0 := hostPower(t, &r, host, xs)
	switch {
	case power <= 0 && eatenAt0 != nil:
		r.Stepf(refs(parasiteResult, parasiteEaten), "%s's text: %q. %s is power 0: it is eaten (lost), and the creatures attached to it detach.", eatenAt0.Name, "eaten if power = 0", host.Name)
		r.Answer = fmt.Sprintf("%s is power 0 and is eaten (lost); %s detaches.", host.Name, p.Name)
	default:
		r.Answer = fmt.Sprintf("%s is power %s.", host.Name, num(power))
		if len(xs) > 0 {
			r.Answer = fmt.Sprintf("%s's X is %s: %s", p.Name, num(xs[p]), r.Answer)
		}
	}
	notReadBesides(&r, p)
	return r
}

func inactiveHost(p *table.Piece) bool {
	return p.Entry.Inactive || p.Entry.Missing || p.Entry.Captive
}

// parasiteDraw rules the move-phase destiny: X after it, and whether the
// draw may be made now.
func parasiteDraw(t *table.Table, r *rulings.Ruling, p, host *table.Piece, text parasiteText, destiny float64) (float64, bool) {
	if text.draw == "" {
		r.Stepf(refs(refParasite), "%s's text draws no destiny against its host.", p.Name)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s draws no destiny against %s.", p.Name, host.Name)
		return 0, false
	}
	if ph := t.State.Phase; ph != "" && ph != "move" {
		r.Stepf(refs(glossDestinyDraw), "%s's text: %q. It is the %s phase, not a move phase.", p.Name, text.draw, ph)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s draws its destiny only in a move phase, and it is the %s phase.", p.Name, ph)
		return 0, false
	}
	x := parasiteX(p)
	vc := &valueCalc{t: t, r: r, st: mustStat("ability")}
	ability, _ := vc.card(host, &ValueAsk{Card: host.Name, Stat: "ability"})
	if destiny > ability {
		r.Stepf(refs(glossDestinyDraw), "%s's text: %q. Destiny %s > %s's ability %s: X goes from %s to %s.", p.Name, text.draw, num(destiny), host.Name, num(ability), num(x), num(x+1))
		return x + 1, true
	}
	r.Stepf(refs(glossDestinyDraw), "%s's text: %q. Destiny %s is not > %s's ability %s: X stays %s.", p.Name, text.draw, num(destiny), host.Name, num(ability), num(x))
	return x, true
}

// parasiteX is the card's X: the file's x:, else its text's start (0).
func parasiteX(p *table.Piece) float64 {
	if p.Entry.X != nil {
		return *p.Entry.X
	}
	return 0
}

func mustStat(name string) valueStat {
	st, _ := statNamed(name)
	return st
}

// hostPower is the host's power with the parasites on it, X of each as
// xs gives it (else its own); eatenAt0 is a parasite whose text eats the
// host at power 0.
func hostPower(t *table.Table, r *rulings.Ruling, host *table.Piece, xs map[*table.Piece]float64) (power float64, eatenAt0 *table.Piece) {
	type group struct {
		title      string
		value      float64
		cumulative bool
		words      string
		copies     int
	}
	groups := map[string]*group{}
	var order []string
	for _, q := range t.Pieces {
		if q.Host != host || q.Entry.On == "" || q.Entry.TextOff() {
			continue
		}
		text := readParasiteText(q)
		v, cumulative := 0.0, false
		switch {
		case text.minusX != "":
			x, ok := xs[q]
			if !ok {
				x = parasiteX(q)
			}
			v = -x
		case text.minusN != 0:
			v, cumulative = -text.minusN, true
		default:
			continue
		}
		if text.eatenAt0 && eatenAt0 == nil {
			eatenAt0 = q
		}
		key := glossary.Fold(q.Card.Title)
		g := groups[key]
		if g == nil {
			g = &group{title: q.Card.Title, cumulative: cumulative, words: text.minusX + text.minusWords, copies: 1}
			groups[key] = g
			order = append(order, key)
			g.value = v
			r.Stepf(refs(parasiteResult), "%s is attached to %s: %q, here power %s.", q.Name, host.Name, g.words, signedOrZero(v))
			continue
		}
		g.copies++
		r.Stepf(refs(parasiteResult), "%s is attached to %s too: %q, here power %s.", q.Name, host.Name, g.words, signedOrZero(v))
		switch {
		case cumulative:
			g.value += v
		case v < g.value:
			g.value = v
		}
	}
	sort.Strings(order)
	var mods []ForfeitChange
	for _, key := range order {
		g := groups[key]
		if g.copies > 1 && !g.cumulative {
			r.Stepf(refs(glossCumulatively), "Copies of %s's modifier are not cumulative (its text does not say so): the largest, power %s, counts.", g.title, signedOrZero(g.value))
		}
		if g.value != 0 {
			mods = append(mods, ForfeitChange{From: g.title, Value: g.value, Cumulative: true})
		}
	}
	vc := &valueCalc{t: t, r: r, st: mustStat("power")}
	power, _ = vc.card(host, &ValueAsk{Card: host.Name, Stat: "power", Modifiers: mods})
	return power, eatenAt0
}

func signedOrZero(v float64) string {
	if v == 0 {
		return "unchanged (X = 0)"
	}
	return signed(v)
}
