package swccg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// modifier is one change to a deploy cost, or a "free".
type modifier struct {
	Value float64
	Free  bool
	From  string
	Cites []glossary.Ref
}

func (m modifier) text() string {
	if m.Free {
		return "free (" + m.From + ")"
	}
	return fmt.Sprintf("%+g (%s)", m.Value, m.From)
}

// cost is the card's deploy cost: the base, then every modifier; any
// "free" makes it 0 and no modifier changes that.
func (dp *deployment) cost(c *cards.Card, s spot) float64 {
	base, why := dp.baseCost(c, s)
	mods := dp.modifiers(c, s)
	var free []modifier
	var sum float64
	var texts []string
	for _, m := range mods {
		if m.Free {
			free = append(free, m)
			continue
		}
		sum += m.Value
		texts = append(texts, m.text())
	}
	cites := []glossary.Ref{deployCosts, costAmount}
	for _, m := range mods {
		cites = appendNew(cites, m.Cites...)
	}
	if len(free) > 0 {
		var ignored []string
		if base > 0 {
			ignored = append(ignored, fmt.Sprintf("%s %s", why, num(base)))
		}
		ignored = append(ignored, texts...)
		unchanged := ""
		if len(ignored) > 0 {
			verb := " do not count"
			if len(ignored) == 1 {
				verb = " does not count"
			}
			unchanged = "; free cannot be modified, so " + strings.Join(ignored, " and ") + verb
		}
		dp.r.Stepf(appendNew(cites, refDeployExamples), "%s deploys free by %s%s. Cost 0.", c.Title, free[0].From, unchanged)
		return 0
	}
	total := base + sum
	if total < 0 {
		dp.r.Assume("%s's modifiers take its cost below 0; it is paid as 0", c.Title)
		total = 0
	}
	if len(texts) == 0 {
		dp.r.Stepf(cites, "%s costs %s: %s, with no modifier.", c.Title, num(total), why)
		return total
	}
	dp.r.Stepf(cites, "%s costs %s: %s, %s.", c.Title, num(total), why+" "+num(base), strings.Join(texts, ", "))
	return total
}

func appendNew(list []glossary.Ref, add ...glossary.Ref) []glossary.Ref {
	for _, a := range add {
		seen := false
		for _, l := range list {
			if l.Family == a.Family && strings.Join(l.Path, "\x00") == strings.Join(a.Path, "\x00") && l.Note == a.Note {
				seen = true
			}
		}
		if !seen {
			list = append(list, a)
		}
	}
	return list
}

// baseCost: the file's cost:, the printed cost box, a "Use N Force to
// deploy" clause of the text (the one for this host), else none: free.
func (dp *deployment) baseCost(c *cards.Card, s spot) (float64, string) {
	if dp.d.Cost != nil && c == dp.d.Resolved {
		return *dp.d.Cost, "the file's deploy cost"
	}
	if c.Deploy.Defined {
		return c.Deploy.Value, "printed deploy cost"
	}
	clauses := costClauses(c)
	for i, tc := range clauses {
		if s.HostCard != nil && i < len(clauses)-1 {
			if ok, _ := describes(hostWords(tc.Where), s.HostCard); !ok {
				continue
			}
		}
		if tc.X {
			return dp.xCost(tc, s)
		}
		if tc.Stated {
			return tc.Value, fmt.Sprintf("its text %q", excerpt(tc.Clause))
		}
		return 0, fmt.Sprintf("no cost listed (%q)", excerpt(tc.Clause))
	}
	return 0, "no deploy cost listed anywhere"
}

// modifiers collects every cost modifier and "free" that applies.
func (dp *deployment) modifiers(c *cards.Card, s spot) []modifier {
	var out []modifier
	own := []glossary.Ref{refDeployExamples}
	if cond, quote, ok := ownFree(c); ok {
		if holds, why := dp.condition(cond, s); holds {
			out = append(out, modifier{Free: true, From: fmt.Sprintf("its own text %q%s", quote, why), Cites: own})
		} else {
			dp.r.Stepf(own, "%s's own text says %q, which does not apply here%s.", c.Title, quote, why)
		}
	}
	for _, fx := range c.Effects {
		if fx.Kind != "deploy_modifier" || fx.Target != "" {
			continue
		}
		if holds, why := dp.condition(fx.Condition, s); holds {
			out = append(out, modifier{Value: fx.Value, From: fmt.Sprintf("its own text %q%s", fx.Quote, why), Cites: own})
		} else {
			dp.r.Stepf(own, "%s's own text says %q, which does not apply here%s.", c.Title, fx.Quote, why)
		}
	}
	if dp.clause != "" && clauseFree(dp.clause) && c == dp.d.Resolved {
		out = append(out, modifier{Free: true, From: dp.d.ViaResolved.Title + "'s text", Cites: []glossary.Ref{deployCosts}})
	}
	out = append(out, dp.reactModifiers(c)...)
	out = append(out, dp.placeModifiers(c, s)...)
	out = append(out, dp.cardModifiers(c, s)...)
	out = append(out, dp.hostModifiers(c, s)...)
	out = append(out, dp.viaModifiers(c)...)
	if c == dp.d.Resolved {
		for _, m := range dp.d.Modifiers {
			out = append(out, modifier{Value: m.Value, Free: m.Free, From: m.From + ", as the file gives it"})
		}
	}
	return out
}

var rePrep = lazyregexp.New(`(?i)^(aboard|on|to|at)\s+(.+)$`)

// condition reads a clause's condition against where the card goes:
// "aboard Green Squadron 3", "on Tydirium, Endor or Dagobah"; others must
// be declared in met:.
func (dp *deployment) condition(cond string, s spot) (bool, string) {
	cond = strings.TrimSpace(cond)
	if cond == "" || strings.EqualFold(cond, "here") {
		return true, ""
	}
	if met(dp.d.Met, cond) {
		return true, " (declared met)"
	}
	m := rePrep().FindStringSubmatch(cond)
	if m != nil && strings.EqualFold(m[1], "to") {
		if holds, known, why := dp.sameAsDestination(m[2], s); known {
			return holds, why
		}
	}
	if m == nil || strings.HasPrefix(strings.ToLower(m[2]), "same ") {
		dp.r.Assume("the condition %q is not read; declare it in met: if it holds", cond)
		return false, " (condition not declared met)"
	}
	if strings.EqualFold(m[1], "aboard") || s.HostCard != nil {
		if s.HostCard != nil {
			if ok, _ := describes(m[2], s.HostCard); ok {
				return true, ": " + s.HostCard.Title
			}
		}
		if strings.EqualFold(m[1], "aboard") {
			return false, ""
		}
	}
	if s.Place != nil {
		if ok, _, why := placeMatches(dp.t, m[2], s); ok {
			return true, ": " + why
		}
	}
	return false, ""
}

// placeModifiers reads the locations' text for the player: the
// destination's ("Your pilots deploy +1 here", "Your Wampas deploy free
// here") and any other location's naming places the destination is one of
// ("your characters and vehicles deploy -1 to Cloud City locations",
// Bespin, at a Cloud City site).
func (dp *deployment) placeModifiers(c *cards.Card, s spot) []modifier {
	var out []modifier
	if s.Place != nil && s.Place.Card != nil {
		out = dp.locationModifiers(c, s.Place, s, true)
	}
	for i := range dp.t.State.Locations {
		loc := &dp.t.State.Locations[i]
		if loc.Card == nil || s.Place != nil && samePlace(loc.Name, s.Place.Name) {
			continue
		}
		out = append(out, dp.locationModifiers(c, &table.Place{Name: loc.Name, Entry: loc, Card: loc.Card}, s, false)...)
	}
	return out
}

// locationModifiers reads pl's deploy modifiers for c going to s; dest
// says pl is the destination itself (else only modifiers naming other
// places are read, and one naming none of s's is passed over silently).
func (dp *deployment) locationModifiers(c *cards.Card, pl *table.Place, s spot, dest bool) []modifier {
	text := sideText(pl.Card.GameText, dp.d.Player)
	var out []modifier
	for _, at := range reLocationDeploy().FindAllStringSubmatchIndex(text, -1) {
		m := submatches(text, at)
		if ok, _ := describes(m[1], c); !ok || !placeNamedOrYours(m) {
			continue
		}
		if !dest && (m[3] == "" || strings.EqualFold(m[3], "here")) {
			continue
		}
		cites := []glossary.Ref{refDeployExamples}
		there, why := dp.namedPlaceApplies(m[3], s)
		if !there {
			if dest {
				dp.r.Stepf([]glossary.Ref{refDeployExamples, glossLocations}, "%s's text %q does not apply to this deployment: %s.", pl.Name, strings.TrimSpace(m[0]), why)
			}
			continue
		}
		from := fmt.Sprintf("%s: %q", pl.Name, strings.TrimSpace(m[0]))
		if lead := conditionLead(text, at[0]); lead != "" {
			holds, why := dp.placeCondition(pl, lead, text[strings.LastIndex(text[:at[0]], ".")+1:at[1]])
			if !holds {
				continue
			}
			from = fmt.Sprintf("%s: %q (%s)", pl.Name, lead+", "+strings.TrimSpace(m[0]), why)
		}
		if strings.EqualFold(m[2], "free") {
			out = append(out, modifier{Free: true, From: from, Cites: cites})
			continue
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(m[2], " ", ""), 64)
		if err == nil {
			v, alt := dp.alternativeAmount(pl, text[at[1]:], v)
			out = append(out, modifier{Value: v, From: from + alt, Cites: cites})
		}
	}
	return out
}

// placeCondition decides the condition lead written before a location's
// deploy modifier ("If Tarkin here, your starships deploy +1 here"):
// declared met, or decided from the table at the location for the
// deploying player; a condition the table does not show is an assumption,
// and the modifier is then not applied.
func (dp *deployment) placeCondition(pl *table.Place, lead, sentence string) (bool, string) {
	if met(dp.d.Met, lead) {
		return true, "declared met"
	}
	quote := strings.TrimSpace(sentence)
	e, found := locationCondition(pl.Card, "deploy", dp.d.Player, quote)
	holds, known := false, false
	if found {
		holds, known = locationTextHolds(dp.t, pl, dp.d.Player, e, lead)
	}
	switch {
	case !known:
		dp.r.Assume("%s's text %q applies %q, which the table does not show: taken as not holding (declare it in met: if it does)", pl.Name, quote, lead)
		return false, ""
	case !holds:
		dp.r.Stepf([]glossary.Ref{refDeployExamples}, "%s's text %q does not apply: %q does not hold on the table.", pl.Name, quote, lead)
		return false, ""
	}
	return true, lead + ": the table shows it"
}

// cardModifiers reads the player's cards at the destination: "Subtracts
// 1 from deploy cost of Bounty hunters at same site (Boba Fett deploy
// free)". A persona named there reaches every card containing it.
func (dp *deployment) cardModifiers(c *cards.Card, s spot) []modifier {
	var out []modifier
	for _, p := range s.at(dp.t) {
		if p.Owner() != dp.d.Player || p.Entry.TextOff() {
			continue
		}
		text := p.Card.GameText
		for _, m := range reFreeFor().FindAllStringSubmatch(text, -1) {
			if ok, persona := describes(m[1], c); ok {
				out = append(out, modifier{Free: true, From: fmt.Sprintf("%s at the same site: %q", p.Name, m[0]) + personaNote(c, persona), Cites: personaCites(persona)})
			}
		}
		for _, m := range reSubtracts().FindAllStringSubmatch(text, -1) {
			if ok, persona := describes(m[2], c); ok {
				v, _ := strconv.ParseFloat(m[1], 64)
				out = append(out, modifier{Value: -v, From: fmt.Sprintf("%s at the same site: %q", p.Name, m[0]) + personaNote(c, persona), Cites: personaCites(persona)})
			}
		}
	}
	return out
}

func personaNote(c *cards.Card, persona string) string {
	if persona == "" || glossary.Fold(persona) == glossary.Fold(c.Title) {
		return ""
	}
	return fmt.Sprintf(", which reaches %s because it contains the persona %s", c.Title, persona)
}

func personaCites(persona string) []glossary.Ref {
	if persona == "" {
		return []glossary.Ref{refDeployExamples}
	}
	return []glossary.Ref{personaTargets}
}

// simultaneous: cards deployed together must go one on the other.
func (dp *deployment) simultaneous(main spot) {
	d := dp.d
	if len(d.WithResolved) == 0 {
		if main.Host != nil && main.Aboard {
			dp.r.Stepf([]glossary.Ref{refSimultaneous, refDeployExamples}, "%s was not deployed simultaneously with %s, so it may go to the site or aboard; it goes aboard.", d.Resolved.Title, main.Host.Name)
		}
		return
	}
	cites := []glossary.Ref{refSimultaneous}
	if len(personasOf(d.Resolved)) > 0 {
		cites = append(cites, refPersonaTogether)
	}
	onWith := main.HostCard != nil && main.Host == nil
	if !onWith {
		dp.r.Stepf(cites, "%s and %s are deployed simultaneously, so one must deploy on or aboard the other, wherever they are deployed.", d.Resolved.Title, titlesOf(d.WithResolved))
		dp.block("deployed simultaneously, %s must deploy on or aboard %s", d.Resolved.Title, titlesOf(d.WithResolved))
		return
	}
	dp.r.Stepf(cites, "%s and %s are deployed simultaneously: %s goes %s it; if it could not (capacity), the whole deployment would fail.", d.Resolved.Title, main.HostCard.Title, d.Resolved.Title, map[bool]string{true: "aboard", false: "on"}[main.Aboard])
}

// withPilot: a starship whose own text lets it deploy "with a pilot" (Black
// 4, Onyx 2, Rogue One) uses that text only deploying simultaneously with a
// pilot character aboard it; alone, the text does not apply.
func (dp *deployment) withPilot() {
	v := dp.d.ViaResolved
	if v == nil || !strings.Contains(strings.ToLower(dp.clause), "with a pilot") {
		return
	}
	all := append([]*cards.Card{dp.d.Resolved}, dp.d.WithResolved...)
	if !slices.ContainsFunc(all, func(c *cards.Card) bool { return c.ID == v.ID }) {
		return
	}
	for _, c := range all {
		if c.ID != v.ID && c.Type == "Character" && isPilot(c) {
			dp.r.Stepf([]glossary.Ref{refDeploy, refSimultaneous}, "%s's text deploys it %q: %s, a pilot, deploys with it.", v.Title, "with a pilot", c.Title)
			return
		}
	}
	dp.r.Stepf([]glossary.Ref{refDeploy, refSimultaneous}, "%s's text lets it deploy only %q (simultaneously, the pilot aboard it); no pilot character deploys with it, so the text does not apply.", v.Title, "with a pilot")
	dp.block("%s's text lets it deploy only with a pilot, and none deploys with it", v.Title)
}

// personas runs the persona and uniqueness checks of deploy_persona on
// every unique card of the deployment.
func (dp *deployment) personas() {
	all := append([]*cards.Card{dp.d.Resolved}, dp.d.WithResolved...)
	for _, c := range all {
		if c.Uniqueness == cards.NonUnique && len(personasOf(c)) == 0 {
			continue
		}
		pr := runPersona(dp.t, &table.Deployment{Player: dp.d.Player, Card: c.Title, Resolved: c, At: dp.d.To})
		cites := []glossary.Ref{personaOneVersion, uniqueDots}
		dp.r.Stepf(cites, "Persona and uniqueness (as deploy_persona rules them): %s", pr.Answer)
		if pr.Verdict == rulings.Illegal {
			dp.block("persona or uniqueness forbids %s", c.Title)
		}
		dp.playedThisTurn(c)
	}
}

// playedThisTurn: the dots of a unique or restricted card limit the copies
// deployed or played each turn too, even one that left table since (Glossary
// "unique and restricted cards": •Darth Vader sent back to hand may not
// deploy again that turn; another title of the persona may). this_turn's
// played: lists them.
func (dp *deployment) playedThisTurn(c *cards.Card) {
	limit, _ := uniquenessLimit(c.Uniqueness)
	rec := dp.t.State.ThisTurn
	if limit == 0 || rec == nil {
		return
	}
	n := 0
	for _, name := range rec.Played[dp.d.Player] {
		if glossary.Fold(name) == glossary.Fold(c.Title) || glossary.Fold(name) == glossary.Fold(dp.d.Card) {
			n++
		}
	}
	if n == 0 {
		return
	}
	if n >= limit {
		dp.r.Stepf([]glossary.Ref{uniquePerTurn}, "%s already deployed or played %s this turn (this_turn: played): %s allows %d per turn, even if that copy has left table since.", dp.d.Player, c.Title, c.Uniqueness, limit)
		dp.block("%s was already deployed or played this turn", c.Title)
		return
	}
	dp.r.Stepf([]glossary.Ref{uniqueDots}, "%s deployed or played %s %d time(s) this turn: %s allows %d per turn.", dp.d.Player, c.Title, n, c.Uniqueness, limit)
}

// reBarrierTargets is "any character or starship just deployed".
var reBarrierTargets = lazyregexp.New(`(?i)any ([^.]+?) just deployed`)

// barrier: a Barrier on one of simultaneously deployed cards applies to
// both only if both are cards it may target.
func (dp *deployment) barrier() {
	b := dp.d.BarrierResolved
	if b == nil {
		return
	}
	m := reBarrierTargets().FindStringSubmatch(b.GameText)
	if m == nil {
		dp.r.Assume("%s's targets were not read", b.Title)
		return
	}
	var hit, spared []string
	for _, c := range append([]*cards.Card{dp.d.Resolved}, dp.d.WithResolved...) {
		if ok, _ := describes(m[1], c); ok {
			hit = append(hit, c.Title)
		} else {
			spared = append(spared, c.Title+" ("+strings.ToLower(c.Type)+")")
		}
	}
	cites := []glossary.Ref{refSimultaneous}
	switch {
	case len(spared) == 0:
		dp.r.Stepf(cites, "%s may target %s: every card deployed simultaneously is a valid target, so its result applies to all of them (%s).", b.Title, m[1], strings.Join(hit, ", "))
	default:
		dp.r.Stepf(cites, "%s may target only %s: it affects %s; %s is not a valid target, so the result does not apply to it.", b.Title, m[1], orNone(hit), strings.Join(spared, ", "))
	}
}

// xCost decides a "Use X Force to deploy on your warrior where X = (7 -
// warrior's ability)" clause against the host on table, as firing reads X
// against the bearer; with no host on table X is not decided.
func (dp *deployment) xCost(tc textCost, s spot) (float64, string) {
	if x, how, ok := (&weapon{text: tc.Clause}).xCost(s.Host); ok {
		return x, fmt.Sprintf("its text %q, X = %s", excerpt(tc.Clause), how)
	}
	dp.r.Assume("X in %q is not decided without its host on table: taken as 0", excerpt(tc.Clause))
	return 0, fmt.Sprintf("its text %q, X not decided", excerpt(tc.Clause))
}
