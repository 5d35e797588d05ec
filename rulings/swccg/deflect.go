package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Deflect rules an Interrupt answering a weapon that just targeted the
// player's card: canceling the attempt ("Cancel an attempt to use a
// character weapon to target your character of ability > 4") or sending the
// weapon at another card ("If your character of ability > 4 with a
// lightsaber was just targeted by a blaster, use 3 Force to re-target that
// blaster to an opponent's character present"), Blaster Deflection.
var Deflect = register(&Rule[*DeflectAsk]{
	ID:       "deflect",
	Title:    "Canceling or re-targeting a weapon that just targeted your card",
	Question: "deflect",
	Schema:   "description=a weapon just targeted the player's card: may this Interrupt cancel the attempt, or (to:) re-target the weapon to that card?",
	Check:    checkDeflectAsk,
	Describe: func(q *DeflectAsk) string {
		card := q.Card
		if q.card != nil {
			card = q.card.Title
		}
		if q.To != "" {
			return fmt.Sprintf("deflect: %s re-targets %s from %s to %s", card, q.Weapon, q.Target, q.To)
		}
		return fmt.Sprintf("deflect: %s cancels %s targeting %s", card, q.Weapon, q.Target)
	},
	Doc: `Reads the Interrupt's "Cancel an attempt to use a [character|
[Permanent Weapon]] weapon to target your <kind> [of ability > N]" (without
to:) and "If your <kind> of ability > N with a <weapon> was just targeted by
a <weapon>, use N Force to re-target that <weapon> to an opponent's <kind>
present" (to:): the weapon's kind (a character weapon: a Weapon card of the
Character subtype or a character's permanent weapon; a blaster or
lightsaber by its title or characteristics), the targeted card (the
player's, of the kind, ability > N, with a lightsaber on it or as its
permanent weapon), the new target (the opponent's, of the kind, present
with the targeted card: an appropriate target of the re-targeted card), and
the Force Pile (piles:) for the cost.`,
	Cites: []glossary.Ref{deflectCancel, deflectAppropriate, glossLightsaberWith, glossUsedOrLost},
	Run:   runDeflect,
})

var (
	deflectCancel       = narrow(table.GlossaryRef("cancel"), "Act of preventing an action (such as a card play or a battle) from having its result")
	deflectAppropriate  = narrow(table.GlossaryRef("I Have A Bad Feeling About This"), "An \"appropriate\" target or location is one which meets the targeting or deployment requirements")
	glossLightsaberWith = narrow(table.GlossaryRef("lightsabers"), "A character with a lightsaber, whenever appropriate")
	glossUsedOrLost     = table.GlossaryRef("Used Or Lost Interrupt")

	// cancelTargeting: the weapon's kind, the card's kind, its ability floor.
	cancelTargeting = lazyregexp.New(`(?i)cancel an attempt to use an? (character |\[permanent weapon\] |starship |vehicle )?weapon to target your ([a-z ]+?)(?: of ability > (\d+))?\.`)
	// retargetWeapon: the card's kind, ability floor, what it carries, the
	// weapon's kind, the Force, the new target's kind.
	retargetWeapon = lazyregexp.New(`(?i)if your ([a-z ]+?) of ability > (\d+) with an? ([a-z ]+?) was just targeted by an? ([a-z ]+?), use (\d+) Force to re-target that [a-z ]+? to an opponent's ([a-z ]+?) present\.`)
)

// DeflectAsk is a weapon that just targeted a card, the Interrupt
// answering it, and the card it would be re-targeted to.
type DeflectAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light,description=who plays the Interrupt (the targeted card's owner)"`
	Card   string     `json:"card" jsonschema:"required,description=the Interrupt (in hand: by title or id)"`
	Weapon string     `json:"weapon" jsonschema:"required,description=the weapon that just targeted: a weapon on table, or a character with a permanent weapon (or that weapon's title)"`
	Target string     `json:"target" jsonschema:"required,description=the player's card it just targeted"`
	// To is the card the weapon would be re-targeted to.
	To string `json:"to,omitempty" jsonschema:"description=re-target the weapon to this card (omitted: cancel the attempt)"`

	card *cards.Card
}

func checkDeflectAsk(c *table.Checker, q *DeflectAsk) error {
	if err := checkSideCards(c, q.Player, [2]string{q.Target, ".target"}); err != nil {
		return err
	}
	if c.Table().Piece(q.Weapon) == nil && c.Table().PermanentWeaponBearer(q.Weapon) == nil {
		return c.Errorf(".weapon", "%q is neither a card on table nor a permanent weapon of one", q.Weapon)
	}
	if q.To != "" {
		if err := c.MustName(q.To, ".to"); err != nil {
			return err
		}
	}
	card, err := actionCard(c, q.Card, ".card")
	q.card = card
	return err
}

func runDeflect(t *table.Table, q *DeflectAsk) rulings.Ruling {
	var r rulings.Ruling
	no := func(format string, args ...any) rulings.Ruling { return answerNo(&r, format, args...) }
	w, target := readWeapon(t, q.Weapon), t.Piece(q.Target)
	text := q.card.GameText
	if q.To == "" {
		return deflectCancelClauses(t, &r, q, w, target)
	}
	m := retargetWeapon().FindStringSubmatchIndex(text)
	if m == nil {
		r.Stepf(refs(deflectAppropriate), "%s's text re-targets no weapon: this rule does not read it.", q.card.Title)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s re-targets no weapon.", q.card.Title)
		return r
	}
	s := trimmedSubmatches(text, m)
	r.Stepf(refs(glossUsedOrLost, deflectAppropriate), "%s%s: %q.", q.card.Title, labelAt(text, m[0]), strings.TrimSuffix(s[0], "."))
	if ok, why := weaponOfKind(w, s[4]); !ok {
		r.Stepf(refs(deflectAppropriate), "%s: %s.", w.name, why)
		return no("%s is not %s (%s): %s may not re-target it.", w.name, withArticle(s[4]), why, q.card.Title)
	}
	if ok, why := deflectTargetFits(t, target, q.Player, s[1], s[2], s[3]); !ok {
		r.Stepf(refs(glossLightsaberWith), "%s.", why)
		return no("%s: %s may not re-target %s.", why, q.card.Title, w.name)
	}
	to := t.Piece(q.To)
	switch {
	case to == target:
		return no("%s is the card %s already targets.", to.Name, w.name)
	case to.Owner() == q.Player:
		r.Stepf(refs(deflectAppropriate), "%s is %s's own card; the text re-targets to an opponent's %s.", to.Name, sideTitle(q.Player), s[6])
		return no("%s is not an opponent's %s: %s may not be re-targeted to it.", to.Name, s[6], w.name)
	}
	if ok, _ := describes(s[6], to.Card); !ok {
		r.Stepf(refs(deflectAppropriate), "%s is not %s by its card (type, subtype, characteristics).", to.Name, withArticle(s[6]))
		return no("%s is not %s: %s may not be re-targeted to it.", to.Name, withArticle(s[6]), w.name)
	}
	toAt, toCraft, _, cites := presentPlace(to)
	tgAt, tgCraft, _, _ := presentPlace(target)
	if toCraft != tgCraft || !samePlace(toAt, tgAt) || to.Entry.Captive || to.Entry.Missing {
		r.Stepf(cites, "%s is not present with %s.", to.Name, target.Name)
		return no("%s is not present with %s: %s may not be re-targeted to it.", to.Name, target.Name, w.name)
	}
	cost, _ := strconv.Atoi(s[5])
	if piles := t.PilesOf(q.Player); piles != nil && piles.ForcePile != nil && *piles.ForcePile < cost {
		r.Stepf(refs(deflectAppropriate), "The re-targeting uses %d Force; %s's Force Pile holds %d.", cost, sideTitle(q.Player), *piles.ForcePile)
		return no("it uses %d Force and %s's Force Pile holds %d.", cost, sideTitle(q.Player), *piles.ForcePile)
	}
	r.Stepf(refs(deflectAppropriate), "%s is an opponent's %s present with %s: an appropriate new target.", to.Name, s[6], target.Name)
	r.Verdict = rulings.Yes
	r.Answer = fmt.Sprintf("Yes. %s may use %d Force to re-target %s from %s to %s.", q.card.Title, cost, w.name, target.Name, to.Name)
	return r
}

// deflectCancelClauses rules the Interrupt's "Cancel an attempt to use a … weapon
// to target your …" clauses: yes when one of them fits.
func deflectCancelClauses(t *table.Table, r *rulings.Ruling, q *DeflectAsk, w *weapon, target *table.Piece) rulings.Ruling {
	text := q.card.GameText
	all := cancelTargeting().FindAllStringSubmatchIndex(text, -1)
	if all == nil {
		r.Stepf(refs(deflectCancel), "%s's text cancels no attempt to use a weapon: this rule does not read it.", q.card.Title)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s cancels no weapon's targeting.", q.card.Title)
		return *r
	}
	var whyNot []string
	for _, m := range all {
		s := trimmedSubmatches(text, m)
		kind := strings.TrimSpace(strings.ToLower(s[1]) + " weapon")
		r.Stepf(refs(glossUsedOrLost, deflectCancel), "%s%s: %q.", q.card.Title, labelAt(text, m[0]), strings.TrimSuffix(s[0], "."))
		if ok, why := weaponOfKind(w, s[1]); !ok {
			whyNot = append(whyNot, fmt.Sprintf("%s is not %s (%s)", w.name, withArticle(kind), why))
			r.Stepf(refs(deflectCancel), "%s.", whyNot[len(whyNot)-1])
			continue
		}
		if ok, why := deflectTargetFits(t, target, q.Player, s[2], s[3], ""); !ok {
			whyNot = append(whyNot, why)
			r.Stepf(refs(deflectCancel), "%s.", why)
			continue
		}
		r.Verdict = rulings.Yes
		r.Answer = fmt.Sprintf("Yes. %s may cancel %s's attempt to target %s: the targeting has no result.", q.card.Title, w.name, target.Name)
		return *r
	}
	for _, why := range whyNot {
		if strings.HasSuffix(why, notReadHere) {
			r.Verdict, r.Answer = rulings.Answer, "Not read: "+why+"."
			return *r
		}
	}
	return answerNo(r, "%s: %s may not cancel it.", strings.Join(whyNot, "; "), q.card.Title)
}

// notReadHere ends a reason the rule cannot decide.
const notReadHere = "is not read by this rule"

// trimmedSubmatches are the texts of a FindStringSubmatchIndex match, trimmed
// ("" for a group that did not take part).
func trimmedSubmatches(text string, m []int) []string {
	out := submatches(text, m)
	for i := range out {
		out[i] = strings.TrimSpace(out[i])
	}
	return out
}

// labelAt is " (USED)" for the Used/Lost label a clause at i falls under.
func labelAt(text string, i int) string {
	label := ""
	for _, l := range playFunctions().FindAllStringSubmatchIndex(text, -1) {
		if l[0] <= i {
			label = " (" + text[l[2]:l[3]] + ")"
		}
	}
	return label
}

// weaponOfKind: the weapon is of the kind the text names ("character",
// "[Permanent Weapon]", "blaster", "" any weapon), and why not.
func weaponOfKind(w *weapon, kind string) (bool, string) {
	if w.piece == nil {
		return false, "not on table"
	}
	kind = strings.ToLower(strings.TrimSpace(kind))
	switch kind {
	case "":
		return true, ""
	case "character":
		if w.permanent && w.bearer != nil && w.bearer.Card.Type == "Character" {
			return true, ""
		}
		return w.piece.Card.Type == "Weapon" && strings.HasPrefix(strings.ToLower(w.piece.Card.SubType), "character"), "not a character weapon"
	case "[permanent weapon]":
		return w.permanent, "not a permanent weapon"
	}
	if strings.Contains(glossary.Fold(w.name), kind) {
		return true, ""
	}
	if !w.permanent {
		for _, ch := range w.piece.Card.Characteristics {
			if strings.Contains(glossary.Fold(ch), kind) {
				return true, ""
			}
		}
	}
	return false, "neither its title nor its characteristics say " + kind
}

// deflectTargetFits: the targeted card is the player's, of the kind, of
// ability > floor, with the weapon carried ("lightsaber") when named.
func deflectTargetFits(t *table.Table, p *table.Piece, player table.Side, kind, floor, with string) (bool, string) {
	if p.Owner() != player {
		return false, p.Name + " is not " + sideTitle(player) + "'s card"
	}
	if strings.Contains(kind, " escorting ") {
		// "your bounty hunter escorting a captive": who escorts is not read here
		return false, fmt.Sprintf("whether %s is %s %s", p.Name, withArticle(kind), notReadHere)
	}
	if ok, _ := describes(kind, p.Card); !ok {
		return false, p.Name + " is not " + withArticle(kind)
	}
	if floor != "" {
		n, _ := strconv.ParseFloat(floor, 64)
		if a := p.Ability(); !a.Defined || a.Value <= n {
			return false, fmt.Sprintf("%s's ability is not > %s", p.Name, floor)
		}
	}
	if with != "" && !carriesWeapon(t, p, with) {
		return false, fmt.Sprintf("%s has no %s", p.Name, with)
	}
	return true, ""
}

// carriesWeapon: p has a weapon of the kind deployed on it, or as its permanent
// weapon (by the weapon's title or p's characteristics).
func carriesWeapon(t *table.Table, p *table.Piece, kind string) bool {
	if pw := table.PermanentWeapon(p); pw != "" && strings.Contains(glossary.Fold(pw), kind) {
		return true
	}
	for _, ch := range p.Card.Characteristics {
		if table.PermanentWeapon(p) != "" && strings.Contains(glossary.Fold(ch), kind) {
			return true
		}
	}
	for _, q := range t.Pieces {
		if q.Host == p && q.Card.Type == "Weapon" && (strings.Contains(glossary.Fold(q.Name), kind) || hasCharacteristic(q.Card, kind)) {
			return true
		}
	}
	return false
}

// The rule reads these words itself: its rulings do not list them as not read.
func init() {
	addOwnReading(Deflect.ID, cancelTargeting)
	addOwnReading(Deflect.ID, retargetWeapon)
}
