package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Captive rules what may happen to a captured character: seizure,
// imprisonment or escape when captured, taking an unattended captive into
// custody, its escort being lost, and release.
var Captive = register(&Rule[*CaptiveAsk]{
	ID:       "captive",
	Title:    "Captives: seizure, escorts, custody and release",
	Question: "captive",
	Schema:   "description=what may happen to a captured character (action: seize or imprison or escape or take_custody or escort_lost or lost_with_escort or release or leave_unattended or device_removed or battle_ends)",
	Check:    checkCaptiveAsk,
	Describe: func(q *CaptiveAsk) string { return fmt.Sprintf("captive: %s %s", q.Card, q.Action) },
	Doc: `Only the Dark Side captures, and only Light Side cards. When characters
are captured: each Dark bounty hunter or warrior at the same location may
seize one (it becomes the escort; one captive per escort; an Undercover spy
may not escort); at a prison (Death Star: Detention Block Corridor, Cloud
City: Security Tower, Jabba's Palace: Dungeon) they may be imprisoned; the
rest escape to the Light Side's Used Pile. An escort lost: the captive
escapes to the Used Pile (at a site, Light may keep it there), a frozen one
is left unattended; lost together: the Light Side's Lost Pile. An
unattended frozen captive (or one imprisoned, at its prison) may be taken
into custody by a Dark bounty hunter or warrior present, in Dark's move
phase. A text on the table saying the character may not be captured (or,
imprisoned, transferred) prevails. Dark may never voluntarily release; Light
releases by cards that say so (by:; the card's own "If you control (with a
spy)", "use N Force" and "release … here" are read against the table, other
conditions are assumed met), or an unattended frozen captive where Light
controls the location. A device on the escort reading "May now escort any
number of captives" lifts the one-captive limit; when it leaves the escort
(device_removed), its "select one captive ... to remain and release all
others" applies. battle_ends: a captive that battled away from its escort
(by:, Captive Fury) when that battle ends: back to that escort if still on
table; released if the escort is gone (or missing: an assumption); not
back if it has another escort now or went missing itself.`,
	Cites: []glossary.Ref{glossCapturing, glossCapturingCharacters, glossEscorting, glossFrozen, glossPrisons,
		glossPrisonerTransfers, glossReleasing, glossUndercover, glossCaptured, glossControl},
	Run: runCaptive,
})

var (
	glossCapturing           = table.GlossaryRef("capturing")
	glossCapturingCharacters = table.GlossaryRef("capturing characters")
	glossEscorting           = table.GlossaryRef("escorting")
	glossPrisons             = table.GlossaryRef("prisons")
	glossPrisonerTransfers   = table.GlossaryRef("prisoner transfers")
	glossReleasing           = table.GlossaryRef("releasing captives")
)

// CaptiveActions are the values of captive: action.
var CaptiveActions = []string{"seize", "imprison", "escape", "take_custody", "escort_lost", "lost_with_escort", "release", "leave_unattended", "device_removed", "battle_ends"}

// CaptiveAsk asks whether something may happen to a captured character.
type CaptiveAsk struct {
	Card   string `json:"card" jsonschema:"required,description=the captured (or just captured) character"`
	Action string `json:"action" jsonschema:"required,enum=seize,enum=imprison,enum=escape,enum=take_custody,enum=escort_lost,enum=lost_with_escort,enum=release,enum=leave_unattended,enum=device_removed,enum=battle_ends"`
	// By is the bounty hunter or warrior that seizes or takes custody, or
	// the card releasing the captive.
	By string `json:"by,omitempty" jsonschema:"description=the bounty hunter or warrior (seize or take_custody), the card that releases it (release), the device leaving its escort (device_removed) or the escort it had when the battle it fought away from it began (battle_ends; gone from table if forfeited or lost)"`
	// Player is who acts, for release (default: light).
	Player table.Side `json:"player,omitempty" jsonschema:"enum=dark,enum=light,description=who releases (release; default light)"`
}

func checkCaptiveAsk(c *table.Checker, q *CaptiveAsk) error {
	if err := checkCardAction(c, q.Card, q.Action, CaptiveActions); err != nil {
		return err
	}
	if q.Player != "" && q.Player != table.Dark && q.Player != table.Light {
		return c.Errorf(".player", "player %q: want dark or light", q.Player)
	}
	if (q.Action == "seize" || q.Action == "take_custody" || q.Action == "device_removed" || q.Action == "battle_ends") && q.By == "" {
		return c.Errorf("", "%s needs by: the bounty hunter or warrior (device_removed: the device; battle_ends: the escort)", q.Action)
	}
	if q.By != "" && q.Action != "release" && q.Action != "battle_ends" {
		return c.MustName(q.By, ".by")
	}
	return nil
}

// prisonSites are the Glossary's three prisons.
var prisonSites = []string{"Death Star: Detention Block Corridor", "Cloud City: Security Tower", "Jabba's Palace: Dungeon"}

func isPrison(place string) bool {
	return slices.ContainsFunc(prisonSites, func(p string) bool { return glossary.Fold(p) == glossary.Fold(place) })
}

func runCaptive(t *table.Table, q *CaptiveAsk) rulings.Ruling {
	var r rulings.Ruling
	c := captivity{t: t, q: q, r: &r, p: t.Piece(q.Card)}
	if c.p.Owner() != table.Light {
		r.Stepf(refs(glossCapturing), "Only the Dark Side captures, and only Light Side cards; %s is %s's.", c.p.Name, c.p.Owner())
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not a Light Side card: it cannot be a captive.", c.p.Name)
		return r
	}
	switch q.Action {
	case "seize", "take_custody":
		c.custody()
	case "imprison":
		c.imprison()
	case "escape":
		r.Stepf(refs(glossCapturingCharacters), "A captured character not seized or imprisoned escapes to the Light Side player's Used Pile.")
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s escapes to Light's Used Pile.", c.p.Name)
	case "escort_lost", "lost_with_escort":
		c.escortLost()
	case "release":
		c.release()
	case "leave_unattended":
		c.leaveUnattended()
	case "device_removed":
		c.deviceRemoved()
	case "battle_ends":
		c.battleEnds()
	}
	return r
}

// captivity is one captive question being ruled on.
type captivity struct {
	t *table.Table
	q *CaptiveAsk
	r *rulings.Ruling
	p *table.Piece
}

func (c captivity) no(format string, args ...any) {
	c.r.Verdict, c.r.Answer = rulings.No, fmt.Sprintf(format, args...)
}

// escortOf is the escort of the captive ("" when unattended).
func (c captivity) escort() *table.Piece {
	if c.p.Entry.Escort == "" {
		return nil
	}
	return c.t.Piece(c.p.Entry.Escort)
}

// custody: seizing a just-captured character, or taking an unattended
// (frozen) or imprisoned captive into custody.
func (c captivity) custody() {
	r, by := c.r, c.t.Piece(c.q.By)
	where := c.p.Location()
	if c.q.Action == "take_custody" {
		switch e := c.p.Entry; {
		case !e.Captive:
			c.no("%s is not a captive (captive: true): nothing to take into custody.", c.p.Name)
			r.Stepf(refs(glossEscorting), "Only a captive is taken into custody; %s is not one.", c.p.Name)
			return
		case e.Escort != "":
			r.Stepf(refs(glossEscorting), "%s is escorted by %s: unless a card allows it, an escort may not give its captive to another bounty hunter or warrior.", c.p.Name, e.Escort)
			c.no("%s is escorted by %s: it may not be taken from the escort.", c.p.Name, e.Escort)
			return
		case isPrison(where):
			r.Stepf(refs(glossPrisonerTransfers, glossPrisons), "%s is imprisoned at %s, a prison: a bounty hunter or warrior present there may take it into custody as a prisoner transfer (an unlimited move in Dark's move phase).", c.p.Name, where)
			if textForbids(c.t, c.p, "may_not_be_transferred", refs(glossPrisonerTransfers), r) {
				c.no("%s may not be transferred: a card's text on the table says so.", c.p.Name)
				return
			}
		case e.Frozen:
			r.Stepf(refs(glossFrozen), "%s is an unattended frozen captive: any one Dark bounty hunter or warrior present may take it into custody, as an unlimited move during Dark's move phase.", c.p.Name)
		default:
			r.Stepf(refs(glossFrozen, glossEscorting), "%s is a captive with no escort, neither frozen nor in a prison: only a frozen captive may be left unattended, so the file's state is not one the rules describe.", c.p.Name)
			c.no("%s is neither frozen nor imprisoned: no rule lets it be taken into custody unattended.", c.p.Name)
			return
		}
		if st := c.t.State; st.Turn != "" && st.Phase != "" && (st.Turn != table.Dark || st.Phase != "move") {
			r.Stepf(refs(glossFrozen, glossPrisonerTransfers), "Taking a captive into custody is an unlimited move during Dark's move phase; it is %s's %s phase.", st.Turn, st.Phase)
			c.no("Not now: a captive is taken into custody in Dark's move phase.")
			return
		}
	} else {
		r.Stepf(refs(glossCapturingCharacters), "When characters are captured, each Dark bounty hunter or warrior at the same location may seize one of them (take it into custody).")
		if textForbids(c.t, c.p, "may_not_be_captured", refs(glossCapturing), r) {
			c.no("%s may not be captured: a card's text on the table says so.", c.p.Name)
			return
		}
	}
	if why := notEscort(c.t, by, where); why != "" {
		r.Stepf(refs(glossCapturingCharacters, glossEscorting), "%s may not take %s into custody: %s.", by.Name, c.p.Name, why)
		c.no("%s may not take %s into custody: %s.", by.Name, c.p.Name, why)
		return
	}
	if dev := escortsAny(c.t, by); dev != nil && len(escorted(c.t, by)) > 0 {
		r.Stepf(refs(glossEscorting), "%s already escorts %s, but %s on it: %q.", by.Name, orNone(escorted(c.t, by)), dev.Name, escortAnyText().FindString(dev.Card.GameText))
	}
	r.Stepf(refs(glossEscorting), "%s becomes %s's escort: the captive is placed beneath it, moves with it at no cost, takes passenger capacity aboard vehicles and starships, and may not be voluntarily released.", by.Name, c.p.Name)
	if m := reCaptiveForfeit().FindString(by.Card.GameText); m != "" {
		r.Stepf(refs(glossEscorting), "%s's own text: \"%s\" (ask forfeit_value with it as a modifier).", by.Name, m)
	}
	c.r.Verdict, c.r.Answer = rulings.Yes, fmt.Sprintf("%s may take %s into custody: it becomes the escort.", by.Name, c.p.Name)
}

// reCaptiveForfeit finds an escort's "captive is forfeit +N".
var reCaptiveForfeit = lazyregexp.New(`(?i)when escorting a captive, captive is forfeit [+-]\d+`)

// notEscort says why a card may not take a captive at the place into
// custody ("" when it may).
func notEscort(t *table.Table, by *table.Piece, where string) string {
	e := by.Entry
	switch {
	case by.Owner() != table.Dark:
		return "only the Dark Side captures"
	case by.Card.Type != "Character" || !(hasCharacteristic(by.Card, "bounty hunter") || hasIcon(by.Card, "Warrior")):
		return "it is neither a bounty hunter nor a warrior"
	case glossary.Fold(by.Location()) != glossary.Fold(where):
		return "it is not at the same location"
	case e.Captive || e.Missing || e.Frozen:
		return "it is itself captive, missing or frozen"
	case undercover(t, by):
		return "an Undercover spy cannot escort captives"
	}
	for _, p := range t.Pieces {
		if p.Entry.Escort != "" && t.Piece(p.Entry.Escort) == by && escortsAny(t, by) == nil {
			return fmt.Sprintf("it already escorts %s, and each character may escort only one captive at a time", p.Name)
		}
	}
	return ""
}

func (c captivity) imprison() {
	where := c.p.Location()
	if !isPrison(where) {
		c.r.Stepf(refs(glossCapturingCharacters, glossPrisons), "Captured characters may be imprisoned only if the capture takes place at a prison; %s is not one (the prisons: %s).", where, strings.Join(prisonSites, ", "))
		c.no("%s may not be imprisoned at %s: it is not a prison.", c.p.Name, where)
		return
	}
	if textForbids(c.t, c.p, "may_not_be_captured", refs(glossCapturing), c.r) {
		c.no("%s may not be captured: a card's text on the table says so.", c.p.Name)
		return
	}
	c.r.Stepf(refs(glossCapturingCharacters, glossPrisons), "The capture takes place at %s, a prison: any number of the captured characters may be imprisoned there, beneath the prison. A frozen captive in a prison is not unattended.", where)
	c.r.Verdict, c.r.Answer = rulings.Yes, fmt.Sprintf("%s may be imprisoned at %s.", c.p.Name, where)
}

// escortLost: the captive when its escort leaves play, alone or with it.
func (c captivity) escortLost() {
	r, e := c.r, c.p.Entry
	if !e.Captive {
		r.Stepf(refs(glossEscorting), "%s is not a captive (captive: true).", c.p.Name)
		c.no("%s is not a captive: it has no escort.", c.p.Name)
		return
	}
	esc := "its escort"
	if p := c.escort(); p != nil {
		esc = p.Name
	} else {
		r.Assume("the file names no escort for %s (escort:); ruled as if it had one", c.p.Name)
	}
	r.Verdict = rulings.Answer
	switch {
	case c.q.Action == "lost_with_escort":
		r.Stepf(refs(glossEscorting), "If both characters are lost together (aboard a starship or vehicle that was lost), the captive is placed in the Light Side player's Lost Pile.")
		r.Answer = fmt.Sprintf("%s goes to Light's Lost Pile with %s.", c.p.Name, esc)
	case e.Frozen:
		r.Stepf(refs(glossFrozen), "%s is frozen: when its escort is lost, a frozen captive is left unattended, still a captive on the Dark Side of the table.", c.p.Name)
		r.Answer = fmt.Sprintf("%s stays where it is, an unattended frozen captive.", c.p.Name)
	default:
		r.Stepf(refs(glossEscorting), "If an escort is lost or otherwise removed from play, the captive is released and escapes to the Light Side player's Used Pile; at a site, the Light Side player may instead have it remain at that site, returning to the Light Side.")
		r.Answer = fmt.Sprintf("%s is released: to Light's Used Pile, or (at a site, Light's choice) it stays at %s on Light's side.", c.p.Name, c.p.Location())
	}
}

func (c captivity) release() {
	r, e := c.r, c.p.Entry
	player := c.q.Player
	if player == "" {
		player = table.Light
	}
	switch {
	case !e.Captive:
		r.Stepf(refs(glossReleasing), "%s is not a captive (captive: true): there is nothing to release.", c.p.Name)
		c.no("%s is not a captive.", c.p.Name)
	case player == table.Dark:
		r.Stepf(refs(glossCapturingCharacters), "Once the Dark Side seizes or imprisons a character, it may not voluntarily release that character.")
		c.no("Dark may not voluntarily release %s.", c.p.Name)
	case e.Escort != "" && c.escort() != nil && c.escort().Entry.Stolen:
		r.Stepf(refs(glossCapturing, glossReleasing), "%s's escort %s was stolen: only the Dark Side may capture, and the Light Side may not use the capturing portion of a card it controls, so %s holds no captive and %s is released.", c.p.Name, e.Escort, e.Escort, c.p.Name)
		r.Assume("the documents do not name a stolen escort; read from the Glossary's \"Only the Dark Side may capture\"")
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s is released: its escort %s was stolen.", c.p.Name, e.Escort)
	case c.q.By != "" && c.releaseText():
	case c.q.By != "":
		r.Stepf(refs(glossReleasing, glossCapturingCharacters), "The Light Side releases its captured characters only by specific cards (8D8, Arc Welder, I'm Here To Rescue You, ... and the Light Side text of Dark's Cloud City: Security Tower or Jabba's Palace: Dungeon); %s is taken as one whose text releases %s, and its own conditions apply.", c.q.By, c.p.Name)
		r.Assume("%s's text is not read: taken as a card that releases captives, its conditions met", c.q.By)
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Light may release %s with %s, as its text says.", c.p.Name, c.q.By)
	case e.Frozen && e.Escort == "" && !isPrison(c.p.Location()):
		where := c.p.Location()
		own := presenceAt(c.t, where, table.Light, forAnything)
		opp := presenceAt(c.t, where, table.Dark, forAnything)
		explainPresence(r, own, where)
		explainPresence(r, opp, where)
		if len(own.Holders) > 0 && len(opp.Holders) == 0 {
			r.Stepf(refs(glossFrozen, controlDefined), "%s is an unattended frozen captive and Light controls %s: the opponent may release it.", c.p.Name, where)
			r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Light may release %s: it is unattended and Light controls %s.", c.p.Name, where)
			return
		}
		r.Stepf(refs(glossFrozen, controlDefined), "An unattended frozen captive may be released by the opponent only if the Light Side controls the location; it does not control %s.", where)
		c.no("Light may not release %s now: it does not control %s.", c.p.Name, where)
	default:
		r.Stepf(refs(glossCapturingCharacters, glossReleasing), "The Light Side may release captured characters only by using specific cards (by:), and %s is not an unattended frozen captive.", c.p.Name)
		c.no("Light may not release %s without a card that releases captives.", c.p.Name)
	}
}

// escortForfeit is the escort's "When escorting a captive, captive is
// forfeit +N" for a captive whose escort: the table names (read for
// forfeit-value); 0 for any other card.
func escortForfeit(t *table.Table, p *table.Piece, r *rulings.Ruling) float64 {
	if !p.Entry.Captive || p.Entry.Escort == "" {
		return 0
	}
	esc := t.Piece(p.Entry.Escort)
	m := reCaptiveForfeit().FindString(esc.Card.GameText)
	if m == "" {
		return 0
	}
	if esc.Entry.TextOff() {
		r.Stepf(refs(glossEscorting), "%s escorts it, but its text \"%s\" is %s.", esc.Name, m, esc.Entry.TextOffBy())
		return 0
	}
	v := drainValue(reSignedNumber().FindString(m))
	r.Stepf(refs(glossEscorting, glossForfeitValue), "%s escorts it: \"%s\": %+g.", esc.Name, m, v)
	return v
}

var reSignedNumber = lazyregexp.New(`[+-]\d+$`)
