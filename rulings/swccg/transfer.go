package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Transfer rules whether a weapon or device may be transferred from the
// card it is deployed on to another of its owner's cards, and the cost.
var Transfer = register(&Rule[*TransferAsk]{
	ID:       "transfer",
	Title:    "Transferring a weapon or device to another card",
	Question: "transfer",
	Schema:   "description=may the weapon or device be transferred to the card now, and for how much Force?",
	Check:    checkTransferAsk,
	Describe: func(q *TransferAsk) string { return fmt.Sprintf("transfer: %s to %s", q.Card, q.To) },
	Doc: `In its owner's deploy phase, a weapon or device deployed on one of
its owner's characters, vehicles or starships may move to another such card
of the same owner present with it, for Force equal to its deploy cost. It is
not deploying, but the deployment restrictions hold: the new card must be
one its text deploys it on ("your warrior"). A permanent weapon is part of
its card and never transfers; nor does a weapon or device that is on no
card, or move to an inactive card, nor one a text on the table says may
not be transferred.`,
	Cites: []glossary.Ref{glossWeaponsTransferring, glossTransferringWeapons, glossDevices, glossWeaponDeploy, glossPresent, glossDeployPhase, glossUndercover, glossEnclosedVehicles, glossOpenVehicles},
	Run:   runTransfer,
})

var (
	glossWeaponsTransferring = table.GlossaryRef("weapons", "transferring")
	glossTransferringWeapons = table.GlossaryRef("transferring weapons and devices")
	glossDeployPhase         = table.GlossaryRef("deploy phase")
)

// TransferAsk names the weapon or device and the card it would move to.
type TransferAsk struct {
	Card string `json:"card" jsonschema:"required,description=the weapon or device on table (on: the card carrying it)"`
	To   string `json:"to" jsonschema:"required,description=the character, vehicle or starship it would move to"`
}

func checkTransferAsk(c *table.Checker, q *TransferAsk) error {
	if strings.TrimSpace(q.Card) == "" || strings.TrimSpace(q.To) == "" {
		return c.Errorf("", "transfer needs card: (the weapon or device) and to: (the card it moves to)")
	}
	if c.Table().Piece(q.Card) == nil && c.Table().PermanentWeaponBearer(q.Card) == nil {
		if err := c.MustName(q.Card, ".card"); err != nil {
			return err
		}
	}
	return c.MustName(q.To, ".to")
}

func runTransfer(t *table.Table, q *TransferAsk) rulings.Ruling {
	var r rulings.Ruling
	tr := transfer{t: t, r: &r, to: t.Piece(q.To)}
	if !tr.item(q.Card) || !tr.timing() || !tr.newBearer() || !tr.present() || !tr.restrictions() {
		r.Verdict = rulings.No
		return r
	}
	cost := tr.cost()
	if pl := t.PilesOf(tr.p.Owner()); tr.force > 0 && pl != nil && pl.ForcePile != nil && float64(*pl.ForcePile) < tr.force {
		r.Stepf(refs(transferWhat), "%s's Force Pile holds %d, less than the %s Force the transfer costs.", tr.p.Owner(), *pl.ForcePile, num(tr.force))
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s may not transfer %s: it costs %s Force and %s has %d in its Force Pile.", tr.p.Owner(), tr.p.Name, num(tr.force), tr.p.Owner(), *pl.ForcePile)
		return r
	}
	r.Verdict = rulings.Yes
	r.Answer = fmt.Sprintf("%s may transfer %s from %s to %s, %s.", tr.p.Owner(), tr.p.Name, tr.from.Name, tr.to.Name, cost)
	return r
}

// transfer is one transfer being ruled on.
type transfer struct {
	t      *table.Table
	r      *rulings.Ruling
	p      *table.Piece // the weapon or device
	from   *table.Piece
	to     *table.Piece
	clause string // the deploy clause the new card fits
	value  float64
	stated bool
	force  float64 // the Force it costs (0: free or not read)
}

func (tr *transfer) no(cites []glossary.Ref, answer, step string, args ...any) bool {
	tr.r.Stepf(cites, step, args...)
	tr.r.Answer = answer
	return false
}

// item: a weapon or device deployed on its owner's character, vehicle or
// starship; a permanent weapon never transfers.
func (tr *transfer) item(name string) bool {
	if b := tr.t.PermanentWeaponBearer(name); b != nil && tr.t.Piece(name) == nil {
		return tr.no(refs(transferWhat), fmt.Sprintf("%s may not be transferred: it is the permanent weapon of %s.", name, b.Name),
			"%s is %s's permanent weapon, part of that card, not a weapon card deployed on it: it cannot be transferred.", name, b.Name)
	}
	p := tr.t.Piece(name)
	tr.p = p
	switch p.Card.Type {
	case "Weapon":
	case "Device":
		tr.r.Stepf(refs(glossDevices), "%s is a device: devices are transferred in much the same way as weapons.", p.Name)
	default:
		return tr.no(refs(transferWhat), fmt.Sprintf("%s is not a weapon or device: this transfer is for weapons and devices only.", p.Name),
			"Only a weapon or device transfers from one card to another this way; %s is a %s.", p.Name, strings.ToLower(p.Card.Type))
	}
	h := p.Host
	if h == nil || p.Entry.On == "" || !carrier(h) {
		return tr.no(refs(transferWhat), fmt.Sprintf("%s may not be transferred: it is not deployed on a character, vehicle or starship.", p.Name),
			"A weapon or device transfers from one of your characters, vehicles or starships; %s is not deployed on one (on: names none).", p.Name)
	}
	tr.from = h
	if h.Owner() != p.Owner() {
		return tr.no(refs(transferWhat), fmt.Sprintf("%s may not be transferred: it is on %s's card %s.", p.Name, h.Owner(), h.Name),
			"A transfer is from one of your own cards; %s is %s's.", h.Name, h.Owner())
	}
	tr.r.Stepf(refs(transferWhat), "%s is deployed on %s's %s.", p.Name, p.Owner(), h.Name)
	if textForbids(tr.t, p, "may_not_be_transferred", refs(transferWhat), tr.r) {
		tr.r.Answer = fmt.Sprintf("%s may not be transferred: a card's text on the table says so.", p.Name)
		return false
	}
	return true
}

// carrier: characters, vehicles and starships carry weapons and devices.
func carrier(p *table.Piece) bool {
	switch p.Card.Type {
	case "Character", "Vehicle", "Starship":
		return true
	}
	return false
}

func (tr *transfer) timing() bool {
	st, owner := tr.t.State, tr.p.Owner()
	switch {
	case st.Turn == "" || st.Phase == "":
		tr.r.Stepf(refs(transferWhat), "Weapons and devices are transferred during your deploy phase; the file gives no turn: or phase:.")
		tr.r.Assume("taken as %s's deploy phase", owner)
		return true
	case st.Turn != owner || st.Phase != "deploy":
		return tr.no(refs(transferWhat, glossDeployPhase), fmt.Sprintf("%s may not transfer %s now: only during its own deploy phase.", owner, tr.p.Name),
			"Weapons and devices are transferred during your deploy phase; it is %s's %s phase.", st.Turn, st.Phase)
	}
	tr.r.Stepf(refs(transferWhat, glossDeployPhase), "It is %s's deploy phase, when weapons and devices may be transferred.", owner)
	return true
}

// newBearer: another of the owner's characters, vehicles or starships,
// active.
func (tr *transfer) newBearer() bool {
	to, owner := tr.to, tr.p.Owner()
	switch {
	case to == tr.from:
		return tr.no(refs(transferWhat), fmt.Sprintf("%s is already on %s.", tr.p.Name, to.Name), "%s is already deployed on %s: a transfer moves it to another card.", tr.p.Name, to.Name)
	case !carrier(to):
		return tr.no(refs(transferWhat), fmt.Sprintf("%s may not be transferred to %s: it is a %s, not a character, vehicle or starship.", tr.p.Name, to.Name, strings.ToLower(to.Card.Type)),
			"A weapon or device transfers to another character, vehicle or starship; %s is a %s.", to.Name, strings.ToLower(to.Card.Type))
	case to.Owner() != owner:
		return tr.no(refs(transferWhat, weaponNotOpponents), fmt.Sprintf("%s may not be transferred to %s: it is %s's card.", tr.p.Name, to.Name, to.Owner()),
			"A weapon or device transfers only to another of your own cards, and weapons and devices are never deployed on the opponent's characters unless the card allows it; %s is %s's.", to.Name, to.Owner())
	case undercover(tr.t, to):
		tr.r.Assume("a weapon or device is not transferred to an Undercover spy (the documents do not say so in words; Gemp does not allow it)")
		return tr.no(refs(glossUndercover, transferWhat), fmt.Sprintf("%s may not be transferred to %s: it is an Undercover spy.", tr.p.Name, to.Name),
			"%s is an Undercover spy, on the opponent's side of the table; it may still pass its own weapons and devices to a card present.", to.Name)
	case !to.Active():
		return tr.no(refs(transferWhat), fmt.Sprintf("%s may not be transferred to %s: it is not active.", tr.p.Name, to.Name),
			"%s is not active (inactive, captive, missing, or on or aboard an inactive card).", to.Name)
	}
	return true
}

// present: the new card is present with the one carrying it now.
func (tr *transfer) present() bool {
	same, why, cites := presentTogether(tr.from, tr.to)
	cites = append(refs(transferWhat), cites...)
	if !same {
		return tr.no(cites, fmt.Sprintf("%s may not be transferred to %s: it is not present with %s.", tr.p.Name, tr.to.Name, tr.from.Name),
			"A transfer is to another card present with the one carrying it: %s.", why)
	}
	tr.r.Stepf(cites, "%s and %s are present together: %s.", tr.from.Name, tr.to.Name, why)
	return true
}

// restrictions: the new card must be one the item's text deploys it on,
// read as deploy reads it (readHost).
func (tr *transfer) restrictions() bool {
	c := tr.p.Card
	if fits, known := tr.carries(); known {
		return fits
	}
	h := readHost(c, tr.to.Card)
	named := strings.Join(h.Named, " or ")
	switch {
	case h.Fit.Clause != "" && h.Excluded != "":
		return tr.no(refs(transferRestr, weaponSpecifiesHost), fmt.Sprintf("%s may not be transferred to %s: its own text excludes it.", tr.p.Name, tr.to.Name),
			"It is not deployment, but the deployment restrictions hold: %s says \"%s\", and %s is excluded (except %s).", c.Title, h.Fit.Clause, tr.to.Name, h.Excluded)
	case h.Fit.Clause != "":
		tc := h.Fit
		tr.clause, tr.value, tr.stated = tc.Clause, tc.Value, tc.Stated
		tr.r.Stepf(refs(transferRestr, weaponSpecifiesHost), "It is not deployment, but the deployment restrictions hold: %s says \"%s\", and %s fits.", c.Title, tc.Clause, tr.to.Name)
		return true
	case !h.refused():
		tr.r.Stepf(refs(glossWeaponDeploy), "%s's text names no card it deploys on that the engine reads.", c.Title)
		tr.r.Assume("%s is taken as a card %s may be deployed on", tr.to.Name, c.Title)
		return true
	}
	if h.NoIcons {
		tr.r.Assume("%s's card data lists no icons: it is read as having none", tr.to.Name)
	}
	return tr.no(refs(transferRestr, weaponSpecifiesHost), fmt.Sprintf("%s may not be transferred to %s: it deploys only on %s.", tr.p.Name, tr.to.Name, named),
		"It is not deployment, but the deployment restrictions hold: %s deploys on %s, and %s is not one.", c.Title, named, tr.to.Name)
}

// cost is Force equal to the item's deploy cost, as a phrase.
func (tr *transfer) cost() string {
	c := tr.p.Card
	if who, quote := tr.freeBy(); who != "" {
		tr.r.Stepf(refs(transferWhat), "The transfer is free: %s's text says %q.", who, quote)
		return fmt.Sprintf("for free (%s's text)", who)
	}
	var v float64
	switch {
	case tr.stated:
		v = tr.value
	case strings.Contains(tr.clause, "X Force"):
		tr.r.Stepf(refs(transferWhat), "The transfer costs Force equal to %s's deploy cost, X as its text defines: \"%s\".", c.Title, tr.clause)
		return "using X Force (its deploy cost as its text defines)"
	case c.Deploy.Defined:
		v = c.Deploy.Value
	default:
		tr.r.Stepf(refs(transferWhat), "The transfer costs Force equal to %s's deploy cost; its text states none.", c.Title)
		tr.r.Assume("%s's deploy cost is taken as 0", c.Title)
	}
	tr.force = v
	tr.r.Stepf(refs(transferWhat), "The transfer costs Force equal to %s's deploy cost: %s.", c.Title, num(v))
	return fmt.Sprintf("using %s Force (its deploy cost)", num(v))
}
