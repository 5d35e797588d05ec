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

// Persona rules whether deploying a card is legal under the persona rules.
var Persona = register(&Rule[*table.Deployment]{
	ID:       "persona",
	Title:    "Deploying a persona card",
	Question: "deploy_persona",
	Check:    (*table.Checker).Deployment,
	Describe: describePersona,
	Doc: `Lists every persona the card carries (its own, its permanent pilots'
and weapons'), then forbids it when the player already has a card carrying
one of them on table (even inactive or with game text canceled, but not a
disarmed permanent weapon or a persona inside a stolen starship), when a
captive of it is on table (Light) or it would be a captive of a persona
already there (Dark), when the opponent holds a stolen card of it, when a
card of it crossed over or went out of play this game, when uniqueness
forbids the title, or when it deploys on a persona held by a card of the
wrong type. The opponent's version never stops a player.`,
	Cites: []glossary.Ref{refPersona, refPersonaEx, refMultiplePersonas, refCrossingOver, glossPersonas, glossLando, glossOutOfPlay, glossUnique},
	Run:   runPersona,
})

func runPersona(t *table.Table, d *table.Deployment) rulings.Ruling {
	var r rulings.Ruling
	c := d.Resolved
	var blocks []string
	ps := personasOf(c)
	if len(ps) == 0 {
		r.Stepf([]glossary.Ref{personaWhat}, "%s carries no persona: the persona rules cover only unique characters, devices, starships, vehicles and weapons and the permanent pilots and weapons inside them.", c.Title)
	} else {
		r.Stepf([]glossary.Ref{personaWhat, refMultiplePersonas}, "%s carries the persona%s %s; each must be free for %s.", c.Title, plural(len(ps)), carriedList(ps), d.Player)
	}
	opponentHas := false
	for _, p := range ps {
		for _, piece := range t.Pieces {
			x, ok := carries(piece.Card, p.Name)
			if !ok {
				continue
			}
			why, blocked := personaOnTable(t, d, piece, x, &r)
			if blocked {
				blocks = append(blocks, why)
			} else if piece.Owner() != d.Player && why == "" {
				opponentHas = true
				r.Stepf([]glossary.Ref{personaEachPlayer}, "%s's %s carries %s, but it is the opponent's: each player may have one version of a persona on table at the same time.", piece.Owner(), piece.Name, x)
			}
		}
		for _, gone := range d.GoneResolved {
			if _, ok := carries(gone, p.Name); ok {
				blocks = append(blocks, gone.Title+" was placed out of play")
				r.Stepf([]glossary.Ref{glossOutOfPlay}, "%s was placed out of play this game: every persona it represents, %s among them, may not be deployed again for the rest of the game.", gone.Title, p.Name)
			}
		}
	}
	if !uniquenessAllows(t, d, &r) {
		blocks = append(blocks, "uniqueness: a card with the same title is on table")
	}
	if d.On != "" {
		if why := wrongHost(t.Piece(d.On), c, &r); why != "" {
			blocks = append(blocks, why)
		}
	}
	if len(blocks) == 0 {
		r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s may deploy %s as far as persona and uniqueness go.", d.Player, c.Title)
	} else {
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not deploy %s: %s.", d.Player, c.Title, strings.Join(blocks, "; "))
	}
	if opponentHas {
		r.Superseded = []rulings.Superseded{bothSides}
	}
	return r
}

// personaOnTable explains what a card on table carrying the persona means
// for the deploying player: a reason it blocks, or why it does not count.
func personaOnTable(t *table.Table, d *table.Deployment, piece *table.Piece, x carried, r *rulings.Ruling) (why string, blocked bool) {
	s := piece.Entry
	player := d.Player
	switch {
	case x.As == "weapon" && disarmedBy(t, piece) != "":
		r.Stepf([]glossary.Ref{personaStillApplies}, "%s carries the permanent weapon %s, but it is disarmed (%s): the weapon persona no longer counts.", piece.Name, x.Name, disarmedBy(t, piece))
		return "disarmed", false
	case s.Stolen && x.As != "":
		r.Stepf([]glossary.Ref{personaStillApplies}, "%s is a stolen %s: the %s persona inside it no longer counts for uniqueness.", piece.Name, strings.ToLower(piece.Card.Type), x)
		return "stolen", false
	case s.Stolen && piece.Owner() != player:
		r.Stepf([]glossary.Ref{personaStolen}, "%s holds %s, a stolen card of the persona %s: the other player may not deploy that persona.", piece.Owner(), piece.Name, x)
		return fmt.Sprintf("opponent's stolen %s is %s", piece.Name, x.Name), true
	case s.Captive && player == table.Light:
		r.Stepf([]glossary.Ref{personaCaptive}, "%s is a captive of the persona %s: whoever owns the captive, Light may not deploy that persona (a version already legally on table is not removed).", piece.Name, x.Name)
		return "a captive " + x.Name + " is on table", true
	case s.Captive && d.AsCaptive:
		r.Stepf([]glossary.Ref{personaCaptive}, "%s is already a captive of the persona %s: Dark may not deploy another captive of it.", piece.Name, x.Name)
		return "a captive " + x.Name + " is on table", true
	case s.CrossedOver:
		r.Stepf([]glossary.Ref{crossNotAgain}, "%s crossed over this game: the original persona %s may not be deployed again for the rest of the game.", piece.Name, x.Name)
		return piece.Name + " crossed over", true
	case piece.Owner() != player:
		return "", false
	}
	var still []string
	if s.TextOff() {
		still = append(still, "its game text is "+s.TextOffBy())
	}
	if !piece.Active() {
		still = append(still, "it is not active")
	}
	cites := []glossary.Ref{personaOneVersion}
	if len(still) > 0 {
		cites = append(cites, personaStillApplies)
	}
	if x.As != "" {
		cites = append(cites, refPersonaEx)
	}
	if len(still) > 0 {
		r.Stepf(cites, "%s already has %s on table carrying %s; that still counts although %s (a persona inside a card keeps its uniqueness). A player may not have two versions of one persona on table.", player, piece.Name, x, strings.Join(still, " and "))
	} else {
		r.Stepf(cites, "%s already has %s on table carrying %s: a player may not have two versions of one persona on table.", player, piece.Name, x)
	}
	return fmt.Sprintf("%s already has %s (%s)", player, x.Name, piece.Name), true
}

var deployOn = lazyregexp.New(`(?i)\bdeploy on (?:your |one of your )?([^.]+)`)

// iconTag is an icon written in game text, "[Episode I] Obi-Wan".
var iconTag = lazyregexp.New(`\[[^\]]*\]`)

// wrongHost checks a card deploying on a persona against its host: the
// host must carry the persona named and be of the type the card needs.
func wrongHost(host *table.Piece, c *cards.Card, r *rulings.Ruling) string {
	need := "Character"
	if c.Type == "Weapon" && c.SubType != "" {
		need = c.SubType
	}
	m := deployOn().FindStringSubmatch(c.GameText)
	if m == nil {
		return ""
	}
	target, _, _ := strings.Cut(iconTag().ReplaceAllString(m[1], ""), ",")
	target = strings.Join(strings.Fields(target), " ")
	named := ""
	for _, name := range strings.Split(target, " or ") {
		if x, ok := carries(host.Card, strings.TrimSpace(name)); ok {
			named = x.String()
		}
	}
	if named == "" {
		return ""
	}
	if !strings.EqualFold(host.Card.Type, need) {
		r.Stepf([]glossary.Ref{personaCardType, refMultiplePersonas}, "%s deploys on %s; %s carries %s but is a %s, and a card deploying on a persona needs a %s of it.", c.Title, target, host.Name, named, strings.ToLower(host.Card.Type), strings.ToLower(need))
		return fmt.Sprintf("%s is a %s, not a %s", host.Name, strings.ToLower(host.Card.Type), strings.ToLower(need))
	}
	r.Stepf([]glossary.Ref{personaCardType}, "%s deploys on %s; %s is a %s carrying %s: the right type.", c.Title, target, host.Name, strings.ToLower(host.Card.Type), named)
	return ""
}

func carriedList(ps []carried) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return strings.Join(out, ", ")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func describePersona(d *table.Deployment) string {
	return fmt.Sprintf("deploy_persona: %s deploys %s", d.Player, d.Card)
}
