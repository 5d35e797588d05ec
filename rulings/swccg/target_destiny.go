package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TargetDestiny rules a card that targets an opponent's character present
// and draws destiny against its ability (Trample, Gravel Storm, Vader's
// choke): may it target that character now, and what a destiny does.
var TargetDestiny = register(&Rule[*TargetDestinyAsk]{
	ID:       "target-destiny",
	Title:    "Targeting a character present and drawing destiny against its ability",
	Question: "target_destiny",
	Schema:   "description=may the player's card target this opponent's character, drawing destiny against its ability, and with destiny: what happens?",
	Check:    checkTargetDestinyAsk,
	Describe: func(q *TargetDestinyAsk) string {
		return fmt.Sprintf("target_destiny: %s's %s targets %s", q.Player, q.Card, q.Target)
	},
	Doc: `Reads "target opponent's character … present. Draw destiny. <Character|
Target> … if destiny > ability" from an Interrupt (in hand) or a card on
table. A requirement "If you have a piloted A or B present at a site" needs
one of the player's A or B (by title or model) at a site, piloted (a pilot
aboard or a permanent pilot) and, during a battle there, taking part in it;
"When in (a) battle" needs the card itself in the battle in progress. The
target is the opponent's character present at that site (an Undercover spy
too; not captive or missing); during a battle there, not one excluded or
inactive, nor one that already battled this turn (each card battles once a
turn). With destiny: the result when destiny > ability, else none.`,
	Cites: []glossary.Ref{presentPlaces, saveExcluded, refBattle, glossCaptured},
	Run:   runTargetDestiny,
})

var (
	targetDestinyText = lazyregexp.New(`(?i)target (?:one )?opponent's character[^.]*?present[^.]*\. draw destiny\. (?:character|target) ([^.]*?)if destiny > ability`)
	targetDestinyNeed = lazyregexp.New(`(?i)if you have a piloted ([^.]+?) present at a site, target`)
	targetDestinyWhen = lazyregexp.New(`(?i)when in (?:a )?battle, may target`)
)

// TargetDestinyAsk names the player, its card, the target and the destiny.
type TargetDestinyAsk struct {
	Player  table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card    string     `json:"card" jsonschema:"required,description=an Interrupt (in hand: by title) or the card on table whose text targets"`
	Target  string     `json:"target" jsonschema:"required,description=the opponent's character on table"`
	Destiny *float64   `json:"destiny,omitempty" jsonschema:"description=the destiny drawn"`

	resolved *cards.Card
}

func checkTargetDestinyAsk(c *table.Checker, q *TargetDestinyAsk) error {
	if err := checkSideCards(c, q.Player, [2]string{q.Target, ".target"}); err != nil {
		return err
	}
	card, err := actionCard(c, q.Card, ".card")
	q.resolved = card
	return err
}

func runTargetDestiny(t *table.Table, q *TargetDestinyAsk) rulings.Ruling {
	var r rulings.Ruling
	no := func(format string, args ...any) rulings.Ruling { return answerNo(&r, format, args...) }
	text := q.resolved.GameText
	m := targetDestinyText().FindStringSubmatch(text)
	if m == nil {
		r.Stepf(refs(presentPlaces), "%s's text (%q) does not target an opponent's character present against its ability: this rule does not read it.", q.resolved.Title, text)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's targeting.", q.resolved.Title)
		return r
	}
	r.Stepf(refs(presentPlaces), "%s: %q.", q.resolved.Title, m[0])
	site, why := targetDestinySource(t, &r, q, text)
	if site == "" {
		return no("%s may not be used: %s.", q.resolved.Title, why)
	}
	tg := t.Piece(q.Target)
	place, craft, _, cites := presentPlace(tg)
	b := t.State.Battle
	inBattle := b != nil && !b.Attack && b.Canceled == "" && samePlace(b.At, site)
	switch {
	case tg.Owner() == q.Player || !isType(tg, "Character"):
		return no("%s is not an opponent's character.", tg.Name)
	case tg.Entry.Captive || tg.Entry.Missing:
		r.Stepf(refs(glossCaptured), "%s is captured or missing: on table only for uniqueness.", tg.Name)
		return no("%s may not be targeted: it is captured or missing.", tg.Name)
	case craft != nil || !samePlace(place, site):
		r.Stepf(cites, "%s is not present at %s.", tg.Name, site)
		return no("%s is not present at %s.", tg.Name, site)
	case inBattle && (tg.Entry.Excluded || tg.Entry.Inactive || tg.Entry.CannotBattle != nil):
		r.Stepf(refs(saveExcluded), "%s is excluded from the battle at %s: not present in it for targeting.", tg.Name, site)
		return no("%s is excluded from the battle: it may not be targeted.", tg.Name)
	case inBattle && t.DidThisTurn(tg, "battled"):
		r.Stepf(refs(refBattle, saveExcluded), "%s already battled this turn: it may not take part in the battle at %s, and is not present in it for targeting.", tg.Name, site)
		return no("%s already battled this turn: excluded from this battle, it may not be targeted.", tg.Name)
	}
	if undercover(t, tg) {
		r.Stepf(refs(presentPlaces), "%s is Undercover: still the opponent's character present at %s.", tg.Name, site)
	}
	r.Verdict = rulings.Yes
	result := strings.TrimSpace(m[1])
	ability := tg.Ability().Value
	switch {
	case q.Destiny == nil:
		r.Answer = fmt.Sprintf("Yes. %s may target %s (ability %g): %s if destiny > %g.", q.resolved.Title, tg.Name, ability, result, ability)
	case *q.Destiny > ability:
		r.Answer = fmt.Sprintf("Yes. %s may target %s: destiny %g > ability %g, %s.", q.resolved.Title, tg.Name, *q.Destiny, ability, result)
	default:
		r.Answer = fmt.Sprintf("Yes. %s may target %s, but destiny %g is not > ability %g: no effect.", q.resolved.Title, tg.Name, *q.Destiny, ability)
	}
	return r
}

// targetDestinySource is the site the card acts at, "" (and why) when its
// own requirement is not met.
func targetDestinySource(t *table.Table, r *rulings.Ruling, q *TargetDestinyAsk, text string) (string, string) {
	b := t.State.Battle
	if need := targetDestinyNeed().FindStringSubmatch(text); need != nil {
		names := strings.FieldsFunc(strings.ReplaceAll(need[1], " or ", ","), func(c rune) bool { return c == ',' })
		var sites []string
		for _, p := range t.Pieces {
			if p.Owner() != q.Player || !matchesAny(p, names) {
				continue
			}
			site := p.Location()
			l := place(t, site)
			switch {
			case l == nil || !isSite(l):
			case permanentPilot(p) == 0 && !hasPilotAboard(t, p):
				r.Stepf(refs(presentPlaces), "%s at %s is not piloted.", p.Name, site)
			case b != nil && !b.Attack && b.Canceled == "" && samePlace(b.At, site) && (!p.Active() || t.DidThisTurn(p, "battled")):
				r.Stepf(refs(refBattle, saveExcluded), "%s is excluded from the battle at %s (inactive, or it already battled this turn).", p.Name, site)
			default:
				r.Stepf(refs(presentPlaces), "%s: piloted, present at %s.", p.Name, site)
				sites = append(sites, site)
			}
		}
		for _, site := range sites { // the walker at the target's site, if any
			if samePlace(site, t.Piece(q.Target).Location()) {
				return site, ""
			}
		}
		if len(sites) > 0 {
			return sites[0], ""
		}
		return "", fmt.Sprintf("%s has no piloted %s present at a site, taking part in any battle there", sideTitle(q.Player), strings.TrimSpace(need[1]))
	}
	if p := t.Piece(q.Card); p != nil {
		if targetDestinyWhen().MatchString(text) {
			if b == nil || b.Attack || b.Canceled != "" || !samePlace(b.At, p.Location()) || !p.Active() {
				return "", p.Name + " is not in a battle"
			}
			r.Stepf(refs(presentPlaces), "%s is in the battle at %s.", p.Name, b.At)
		}
		return p.Location(), ""
	}
	r.Stepf(refs(presentPlaces), "%s names no card of the player's it acts from: the target's own site is taken.", q.resolved.Title)
	r.Assume("%s's other conditions (where it strikes) are taken as met", q.resolved.Title)
	return t.Piece(q.Target).Location(), ""
}

func matchesAny(p *table.Piece, names []string) bool {
	hay := glossary.Fold(p.Card.Title + " " + p.Card.SubType)
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" && strings.Contains(hay, glossary.Fold(n)) {
			return true
		}
	}
	return false
}

func hasPilotAboard(t *table.Table, craft *table.Piece) bool {
	for _, p := range t.Pieces {
		if p.Host == craft && (p.Entry.Slot == "pilot" || p.Entry.Slot == "driver") {
			return true
		}
	}
	return false
}
