package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// ActionTarget rules whether a card's action may target a given card: the
// target its text describes ("'charm' one male alien of ability < 3
// present"), read against the target.
var ActionTarget = register(&Rule[*ActionTargetAsk]{
	ID:       "action-target",
	Title:    "Which card a card's action may target",
	Question: "action_target",
	Schema:   "description=may this card's action (its text: 'one male alien of ability < 3 present') target that card? (when it may be used: ask play)",
	Check:    checkActionTargetAsk,
	Describe: func(q *ActionTargetAsk) string {
		return fmt.Sprintf("action_target: %s's %s targets %s", q.Player, q.Card, q.Target)
	},
	Doc: `Reads the target an action names, "'<verb>' one [opponent's|your] [male|
female] <kind> [of ability < N] present", from the text of the player's card
on table, and checks the target: whose it is; female by the characteristic
the card data gives, male being any other character that is not a droid (an
assumption: the data marks only "female"); the kind (alien, droid, Imperial,
Rebel … by card type, subtype or characteristic; "character" any); its
ability against N; present at the card's site (not aboard an enclosed
vehicle or starship, not captive or missing). When the action may be used
(its timing, its Force) is the play rule's.`,
	Cites: []glossary.Ref{presentPlaces, glossCaptured},
	Run:   runActionTarget,
})

var actionTargetText = lazyregexp.New(`(?i)'?([a-z]+)'? one ((?:opponent's |your )?(?:(male|female) )?([a-z]+)(?: of ability ([<>]=?) (\d+))? present)`)

// ActionTargetAsk names the player, its card on table and the target.
type ActionTargetAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string     `json:"card" jsonschema:"required,description=the card on table whose action targets"`
	Target string     `json:"target" jsonschema:"required,description=the card on table to target"`
}

func checkActionTargetAsk(c *table.Checker, q *ActionTargetAsk) error {
	return checkSideCards(c, q.Player, [2]string{q.Card, ".card"}, [2]string{q.Target, ".target"})
}

func runActionTarget(t *table.Table, q *ActionTargetAsk) rulings.Ruling {
	var r rulings.Ruling
	src, tg := t.Piece(q.Card), t.Piece(q.Target)
	m := actionTargetText().FindStringSubmatch(src.Card.GameText)
	if m == nil {
		r.Stepf(refs(presentPlaces), "%s's text (%q) names no target of the form this rule reads (\"one <kind> … present\").", src.Name, src.Card.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: what %s's action targets.", src.Name)
		return r
	}
	desc, gender, kind := m[2], strings.ToLower(m[3]), strings.ToLower(m[4])
	if kind == "male" || kind == "female" { // "one male of ability < 3"
		gender, kind = kind, "character"
	}
	r.Stepf(refs(presentPlaces), "%s: %q — it targets %q.", src.Name, m[0], desc)
	no := func(format string, args ...any) rulings.Ruling {
		r.Stepf(refs(presentPlaces), format, args...)
		return answerNo(&r, "%s may not target %s: %s.", src.Name, tg.Name, fmt.Sprintf(format, args...))
	}
	lowDesc := strings.ToLower(desc)
	switch {
	case strings.HasPrefix(lowDesc, "opponent's") && tg.Owner() == q.Player:
		return no("%s is not the opponent's", tg.Name)
	case strings.HasPrefix(lowDesc, "your") && tg.Owner() != q.Player:
		return no("%s is not %s's", tg.Name, sideTitle(q.Player))
	case !isKind(tg, kind):
		return no("%s is not %s", tg.Name, withArticle(kind))
	}
	female := hasCharacteristic(tg.Card, "female")
	switch {
	case gender == "female" && !female:
		return no("%s is not female (its card data)", tg.Name)
	case gender == "male" && (female || strings.EqualFold(tg.Card.SubType, "Droid")):
		return no("%s is not male", tg.Name)
	case gender == "male":
		r.Assume("%s is taken as male: the card data marks only \"female\"", tg.Name)
	}
	if m[5] != "" {
		a, n := tg.Ability().Value, float64(atoi(m[6]))
		ok := map[string]bool{"<": a < n, "<=": a <= n, ">": a > n, ">=": a >= n}[m[5]]
		if !ok {
			return no("its ability %g is not %s %g", a, m[5], n)
		}
		r.Stepf(refs(presentPlaces), "%s: ability %g %s %g.", tg.Name, a, m[5], n)
	}
	place, craft, why, cites := presentPlace(tg)
	switch {
	case tg.Entry.Captive || tg.Entry.Missing:
		r.Stepf(refs(glossCaptured), "%s is captured or missing: on table only for uniqueness.", tg.Name)
		return answerNo(&r, "%s may not target %s: it is captured or missing.", src.Name, tg.Name)
	case craft != nil || !samePlace(place, src.Location()):
		r.Stepf(cites, "%s; %s is at %s.", why, src.Name, src.Location())
		return answerNo(&r, "%s may not target %s: it is not present at %s.", src.Name, tg.Name, src.Location())
	}
	r.Stepf(cites, "%s.", why)
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s may target %s (%s).", src.Name, tg.Name, desc)
	return r
}

// isKind: a card's type, subtype or characteristic names the kind
// ("alien", "droid", "imperial"); "character" is any character.
func isKind(p *table.Piece, kind string) bool {
	if !isType(p, "Character") {
		return false
	}
	if kind == "character" || kind == "characters" {
		return true
	}
	return containsFold(p.Card.SubType, kind) || hasCharacteristic(p.Card, kind)
}

func withArticle(noun string) string {
	if noun != "" && strings.ContainsRune("aeiou", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}
