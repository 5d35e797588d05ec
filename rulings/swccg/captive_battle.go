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

// CaptiveBattle rules an Interrupt letting escorted captives initiate and
// fight a battle (Captive Fury): may it be played for these captives, who
// takes part, and what the captives may not do in it.
var CaptiveBattle = register(&Rule[*CaptiveBattleAsk]{
	ID:       "captive-battle",
	Title:    "Escorted captives initiating a battle",
	Question: "captive_battle",
	Schema:   "description=may the player's escorted captives initiate a battle with this Interrupt (Captive Fury), who takes part, and may a captive use this weapon or device, be forfeited or relocated?",
	Check:    checkCaptiveBattleAsk,
	Describe: func(q *CaptiveBattleAsk) string {
		return fmt.Sprintf("captive_battle: %s's %s with %s", q.Player, q.Card, strings.Join(q.Captives, ", "))
	},
	Doc: `Reads "During your battle phase, any of your escorted captives at same
site may initiate and participate in one battle (they may not use weapons
or devices and you may not voluntarily forfeit or relocate them)". In the
player's battle phase, its escorted captives (not frozen, not ones that
battled this turn) at one site initiate a battle there for 1 Force (the
Force Pile, piles:); they take part with the player's other characters at
the site (Glossary "Captive Fury"). Without presence on either side (a
captive droid, an escort giving none) the battle is canceled at once. use:
a weapon or device of a captive: no; forfeit: a captive: not voluntarily
(a 'hit' one may be); relocate: a captive: no.`,
	Cites: []glossary.Ref{captiveFuryOthers, refBattle, glossEscorting},
	Run:   runCaptiveBattle,
})

var (
	captiveFuryOthers = narrow(table.GlossaryRef("Captive Fury"), "if you have other characters at the same site they also participate in that battle")
	reIfReleased      = lazyregexp.New(`(?i)\bif released, [^.]*`)
	captiveBattleText = lazyregexp.New(`(?i)during your battle phase, any of your escorted captives at same site may initiate and participate in one battle \(they may not use weapons or devices and you may not voluntarily forfeit or relocate them\)`)
)

// CaptiveBattleAsk names the player, the Interrupt and the captives, and
// optionally one thing a captive would do in that battle.
type CaptiveBattleAsk struct {
	Player   table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card     string     `json:"card" jsonschema:"required,description=the Interrupt (by title: in hand)"`
	Captives []string   `json:"captives" jsonschema:"required,minItems=1,description=the player's escorted captives that initiate the battle"`
	Use      string     `json:"use,omitempty" jsonschema:"description=a weapon or device (or the character with a permanent weapon) a captive would use in the battle"`
	Forfeit  string     `json:"forfeit,omitempty" jsonschema:"description=a captive the player would forfeit in the battle"`
	Relocate string     `json:"relocate,omitempty" jsonschema:"description=a captive the player would relocate during the battle"`

	resolved *cards.Card
}

func checkCaptiveBattleAsk(c *table.Checker, q *CaptiveBattleAsk) error {
	named := [][2]string{}
	for i, n := range q.Captives {
		named = append(named, [2]string{n, fmt.Sprintf(".captives[%d]", i)})
	}
	for _, f := range [][2]string{{q.Use, ".use"}, {q.Forfeit, ".forfeit"}, {q.Relocate, ".relocate"}} {
		if f[0] != "" {
			named = append(named, f)
		}
	}
	if err := checkSideCards(c, q.Player, named...); err != nil {
		return err
	}
	card, err := c.HandCard(q.Card, ".card")
	q.resolved = card
	return err
}

func runCaptiveBattle(t *table.Table, q *CaptiveBattleAsk) rulings.Ruling {
	var r rulings.Ruling
	no := func(format string, args ...any) rulings.Ruling { return answerNo(&r, format, args...) }
	m := captiveBattleText().FindString(q.resolved.GameText)
	if m == "" {
		r.Stepf(refs(captiveFuryOthers), "%s's text (%q) does not let escorted captives battle: this rule does not read it.", q.resolved.Title, q.resolved.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s.", q.resolved.Title)
		return r
	}
	r.Stepf(refs(captiveFuryOthers), "%s: %q.", q.resolved.Title, m)
	if st := t.State; st.Turn != q.Player || st.Phase != "battle" {
		return no("%s is played during %s's battle phase; it is %s's %s phase.", q.resolved.Title, sideTitle(q.Player), st.Turn, st.Phase)
	}
	site := ""
	var captives []*table.Piece
	for _, n := range q.Captives {
		p := t.Piece(n)
		switch {
		case p.Owner() != q.Player || !p.Entry.Captive || p.Entry.Escort == "":
			return no("%s is not one of %s's escorted captives.", p.Name, sideTitle(q.Player))
		case p.Entry.Frozen:
			r.Stepf(refs(glossFrozen), "%s is frozen.", p.Name)
			return no("%s is frozen: it may not battle.", p.Name)
		case t.DidThisTurn(p, "battled"):
			r.Stepf(refs(refBattle), "%s already battled this turn: each character battles once a turn.", p.Name)
			return no("%s already battled this turn.", p.Name)
		case site != "" && !samePlace(p.Location(), site):
			return no("%s is not at %s: the captives battle at one site.", p.Name, site)
		}
		site = p.Location()
		captives = append(captives, p)
	}
	if pl := t.PilesOf(q.Player); pl != nil && pl.ForcePile != nil && *pl.ForcePile < 1 {
		r.Stepf(refs(refBattle), "Initiating a battle requires 1 Force; %s's Force Pile is empty.", sideTitle(q.Player))
		return no("%s has no Force to initiate the battle.", sideTitle(q.Player))
	}
	if ans, ok := captiveBattleAction(t, &r, q, captives); ok {
		return ans
	}
	var own, opp []string
	ownAbility := 0.0
	for _, p := range t.Pieces {
		if !isType(p, "Character") || !samePlace(p.Location(), site) || p.Entry.Captive && !containsName(q.Captives, p.Name) {
			continue
		}
		if p.Owner() == q.Player {
			own = append(own, p.Name)
			ownAbility += p.Ability().Value
		} else if p.Active() {
			opp = append(opp, p.Name)
		}
	}
	r.Stepf(refs(captiveFuryOthers, glossEscorting), "The captives leave their escorts for the battle, on %s's side of %s: taking part, %s against %s.", sideTitle(q.Player), site, strings.Join(own, ", "), orNone(opp))
	for _, p := range captives {
		if esc := t.Piece(p.Entry.Escort); esc != nil && esc.Host != nil && (isType(esc.Host, "Vehicle") || isType(esc.Host, "Starship")) {
			r.Stepf(refs(captiveFuryOthers, glossEscorting), "%s's escort %s is aboard %s: %s comes out of it to %s's side of %s for the battle, and no longer occupies %s's passenger capacity.", p.Name, esc.Name, esc.Host.Name, p.Name, sideTitle(q.Player), site, esc.Host.Name)
		}
		if m := reIfReleased().FindString(p.Card.GameText); m != "" {
			r.Stepf(refs(captiveFuryOthers, glossReleasing), "%s's %q does not trigger: the card lets it battle and releases nobody (captives are released only by cards that say so); it is still a captive.", p.Name, m)
		}
	}
	oppRep := battlePresence(&r, t, site, q.Player.Opponent(), forBeingBattled)
	switch {
	case ownAbility == 0:
		r.Stepf(refs(refBattle), "%s's side has no ability at %s (%s): no presence.", sideTitle(q.Player), site, strings.Join(own, ", "))
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s may play %s; the battle at %s is then canceled at once: %s has no presence.", sideTitle(q.Player), q.resolved.Title, site, sideTitle(q.Player))
		return r
	case len(oppRep.Holders) == 0:
		explainPresence(&r, oppRep, site)
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s may play %s; the battle at %s is then canceled at once: %s has no presence.", sideTitle(q.Player), q.resolved.Title, site, sideTitle(q.Player.Opponent()))
		return r
	}
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s may play %s: a battle at %s, %s against %s.", sideTitle(q.Player), q.resolved.Title, site, strings.Join(own, ", "), orNone(opp))
	return r
}

// captiveBattleAction rules a use:, forfeit: or relocate: of a captive in
// that battle; ok is false when the question asks none.
func captiveBattleAction(t *table.Table, r *rulings.Ruling, q *CaptiveBattleAsk, captives []*table.Piece) (rulings.Ruling, bool) {
	isCaptive := func(p *table.Piece) bool {
		for _, c := range captives {
			if p == c {
				return true
			}
		}
		return false
	}
	switch {
	case q.Use != "":
		u := t.Piece(q.Use)
		if isCaptive(u) || u.Host != nil && isCaptive(u.Host) {
			r.Stepf(refs(captiveFuryOthers), "%s is a captive's (or its weapon or device): \"they may not use weapons or devices\".", u.Name)
			return answerNo(r, "%s may not be used: the captives may not use weapons or devices (including permanent weapons).", u.Name), true
		}
		r.Stepf(refs(captiveFuryOthers), "%s is not a captive's: the restriction does not reach it.", u.Name)
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s is not a captive's weapon or device.", u.Name)
		return *r, true
	case q.Forfeit != "":
		f := t.Piece(q.Forfeit)
		if !isCaptive(f) {
			r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s is not one of the captives battling.", f.Name)
			r.Stepf(refs(captiveFuryOthers), "%s is not one of the captives.", f.Name)
			return *r, true
		}
		if f.Entry.Hit {
			r.Stepf(refs(captiveFuryOthers), "%s was 'hit': forfeiting it is not voluntary.", f.Name)
			r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s was hit: it may be forfeited (not a voluntary forfeit).", f.Name)
			return *r, true
		}
		r.Stepf(refs(captiveFuryOthers), "\"you may not voluntarily forfeit … them\": %s is not hit.", f.Name)
		return answerNo(r, "%s may not be voluntarily forfeited.", f.Name), true
	case q.Relocate != "":
		f := t.Piece(q.Relocate)
		r.Stepf(refs(captiveFuryOthers), "\"you may not … relocate them\".")
		if isCaptive(f) {
			return answerNo(r, "%s may not be relocated during that battle.", f.Name), true
		}
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s is not one of the captives.", f.Name)
		return *r, true
	}
	return rulings.Ruling{}, false
}
