package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// FireWeapon rules whether a weapon may be fired now, by whom, at what, for
// how much Force, and — given the weapon destiny drawn — whether it hits.
var FireWeapon = register(&Rule[*FireAsk]{
	ID:       "fire-weapon",
	Title:    "Firing a weapon: who, when, at what, and the hit",
	Question: "fire_weapon",
	Schema:   "description=may the weapon be fired now (at the target) and does the weapon destiny hit?",
	Check:    checkFireAsk,
	Describe: func(q *FireAsk) string { return fireDescribe(q) },
	Doc: `A weapon fires only in a battle's weapons segment (or an attack),
fired by the card it is deployed on (a permanent weapon: its bearer); a
starship's or vehicle's weapon needs a permanent pilot or a non-droid (or
warrior droid) character aboard. The bearer must participate in the battle
and be active; a character, vehicle or starfighter uses one weapon per
turn (this_turn.used_weapon). Each weapon fires once per battle (battle.fired),
twice or repeatedly only when its text says so. The target is one its text
names ("may target a character, creature or vehicle"), the opponent's,
participating in the battle and present with the weapon (at an adjacent
site only when the text says so), and one no card's "may not be targeted
by weapons" protects (a target's "may be targeted by any weapon" lets any
weapon target it). Its Force cost is the text's, none when a card on
table says it fires for free. The
defense value is ability or armor, whichever is higher, for a character
(unarmored droids 0), armor or maneuver for a starship or vehicle,
defense_value: from the file otherwise. Given the weapon destiny, the
text's "destiny +N", its "Add N if targeting X" and the file's modifiers
are added; the target is hit when the total exceeds the defense value,
and its forfeit is 0 when the text says so. Devices are used, not fired.`,
	Cites: []glossary.Ref{glossWeapons, glossWeaponsFiring, glossFiring, glossWeaponsSegment, refFiringWeapons, glossDefenseValue,
		glossArmor, glossManeuver, glossWeaponDestiny, glossHit, refHits, glossStarshipWeapons, glossVehicleWeapons, glossDevices,
		glossLongRange, glossFireRepeatedly, glossWeaponDeploy, glossLightsabers, glossTarget, glossGameText, refAttackEx1, refFerocity, glossUndercover, glossPresent, glossEnclosedVehicles, glossOpenVehicles, glossSniper, glossLocations, glossArtillery},
	Run: runFireWeapon,
})

var (
	glossWeapons         = table.GlossaryRef("weapons")
	glossWeaponsFiring   = table.GlossaryRef("weapons", "firing")
	glossFiring          = table.GlossaryRef("firing a weapon")
	glossWeaponsSegment  = table.GlossaryRef("battle", "weapons segment")
	refFiringWeapons     = table.RulesRef("Weapons Segment", "Firing Weapons")
	glossDefenseValue    = table.GlossaryRef("defense value")
	glossArmor           = table.GlossaryRef("armor")
	glossManeuver        = table.GlossaryRef("maneuver")
	glossWeaponDestiny   = table.GlossaryRef("weapon destiny")
	glossHit             = table.GlossaryRef("hit")
	glossStarshipWeapons = table.GlossaryRef("starship weapons")
	glossVehicleWeapons  = table.GlossaryRef("vehicle weapons")
	glossDevices         = table.GlossaryRef("devices")
	glossLongRange       = table.GlossaryRef("long-range weapons")
	glossFireRepeatedly  = table.GlossaryRef("fire repeatedly")
	glossTarget          = table.GlossaryRef("target")
	glossGameText        = table.GlossaryRef("game text")
	glossSniper          = table.GlossaryRef("Sniper")
	glossArtillery       = table.GlossaryRef("artillery weapons")
)

// FireAsk asks whether a weapon may be fired, and with a destiny drawn,
// whether it hits.
type FireAsk struct {
	// Weapon is a weapon card on table (on: its bearer) or the title of a
	// permanent weapon ("Dengar's Blaster Carbine").
	Weapon string `json:"weapon" jsonschema:"required,description=a weapon on table (on: its bearer) or a permanent weapon's title"`
	// By is who fires it; by default the card it is deployed on.
	By string `json:"by,omitempty" jsonschema:"description=the card that fires it (default: the card it is deployed on; the bearer of a permanent weapon)"`
	// Target is the card fired at.
	Target string `json:"target,omitempty" jsonschema:"description=the card fired at"`
	// DefenseValue overrides the target's defense value (a creature's, a
	// modified one).
	DefenseValue *float64 `json:"defense_value,omitempty" jsonschema:"description=the target's defense value when the file gives it (creatures, modified values)"`
	// Destiny is the weapon destiny drawn, one number per draw.
	Destiny []float64 `json:"destiny,omitempty" jsonschema:"description=the weapon destiny drawn, one number per draw"`
	// AllowedBy is a card that lets the weapon fire outside a battle.
	AllowedBy string `json:"allowed_by,omitempty" jsonschema:"description=a card that lets the weapon fire outside a battle (Sniper, Target The Main Generator)"`
	// Modifiers are weapon destiny modifiers of other cards in effect.
	Modifiers []WeaponModifier `json:"modifiers,omitempty" jsonschema:"description=weapon destiny modifiers of other cards (written out)"`
	// place is the weapon's location with its card, for its "here" text.
	place *table.Place
}

// WeaponModifier is another card's change to the weapon destiny ("adds 1
// to each of your weapon destiny draws here").
type WeaponModifier struct {
	From  string  `json:"from" jsonschema:"required,description=the card whose text modifies the weapon destiny"`
	Value float64 `json:"value" jsonschema:"required,description=added to each weapon destiny draw (+1 or -1)"`
}

func fireDescribe(q *FireAsk) string {
	s := "fire_weapon: " + q.Weapon
	if q.Target != "" {
		s += " at " + q.Target
	}
	return s
}

func checkFireAsk(c *table.Checker, q *FireAsk) error {
	t := c.Table()
	if strings.TrimSpace(q.Weapon) == "" {
		return c.Errorf("", "fire_weapon needs weapon: a weapon on table or a permanent weapon's title")
	}
	if t.Piece(q.Weapon) == nil && t.PermanentWeaponBearer(q.Weapon) == nil {
		if err := c.MustName(q.Weapon, ".weapon"); err != nil {
			return err
		}
	}
	for _, f := range []struct{ field, name string }{{".by", q.By}, {".target", q.Target}} {
		if f.name != "" {
			if err := c.MustName(f.name, f.field); err != nil {
				return err
			}
		}
	}
	if w := readWeapon(t, q.Weapon); w.piece != nil {
		if at := w.piece.Location(); at != "" {
			q.place = c.Place(at)
		}
	}
	if len(q.Destiny) > 0 && q.Target == "" {
		return c.Errorf(".destiny", "a weapon destiny needs target: the card fired at")
	}
	froms := make([]string, len(q.Modifiers))
	for i, m := range q.Modifiers {
		froms[i] = m.From
	}
	return needFrom(c, ".modifiers", froms, "a weapon destiny modifier needs from: the card whose text gives it")
}

func runFireWeapon(t *table.Table, q *FireAsk) rulings.Ruling {
	var r rulings.Ruling
	w := readWeapon(t, q.Weapon)
	f := firing{t: t, q: q, w: w, r: &r}
	if !f.isWeapon() || !f.firer() || !f.powered() || !f.timing() || !f.notFiredOut() {
		r.Verdict = rulings.No
		return r
	}
	cost := f.cost()
	if !f.affords() {
		r.Verdict = rulings.No
		return r
	}
	if q.Target == "" {
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may fire %s now, at %s, %s.", f.by.Name, w.name, w.targetKinds(), cost)
		return r
	}
	tg := t.Piece(q.Target)
	if !f.validTarget(tg) {
		r.Verdict = rulings.No
		if f.undecided {
			r.Verdict = rulings.Answer
		}
		return r
	}
	r.Verdict = rulings.Yes
	dv, known := f.defenseValue(tg)
	switch {
	case !known:
		r.Answer = fmt.Sprintf("%s may fire %s at %s, %s; whether it hits is not decided: %s's defense value is not known (give defense_value:).", f.by.Name, w.name, tg.Name, cost, tg.Name)
		return r
	case len(q.Destiny) == 0:
		r.Answer = fmt.Sprintf("%s may fire %s at %s, %s; draw weapon destiny to see whether it hits.", f.by.Name, w.name, tg.Name, cost)
		return r
	}
	r.Answer = fmt.Sprintf("%s may fire %s at %s, %s: %s", f.by.Name, w.name, tg.Name, cost, f.outcome(tg, dv))
	return r
}

// firing is one weapon firing being ruled on.
type firing struct {
	t  *table.Table
	q  *FireAsk
	w  *weapon
	r  *rulings.Ruling
	by *table.Piece
	// force is the Force it costs to fire (0: free or not read).
	force float64
	// undecided: a text the engine cannot decide may forbid the firing.
	undecided bool
	// outside: fired outside a battle (a card or its own text allows it),
	// so the target need not participate in one.
	outside bool
	// remote is the device that lets the firer fire this artillery weapon
	// without being present (remoteFire); nil when it is present.
	remote *remoteArtillery
}

func (f *firing) isWeapon() bool {
	w := f.w
	switch {
	case w.piece != nil && w.piece.Card.Type == "Device":
		f.r.Stepf(refs(glossDevices), "%s is a device: devices are used rather than fired.", w.name)
		f.r.Answer = fmt.Sprintf("%s is not fired: it is a device, used rather than fired.", w.name)
		return false
	case w.piece != nil && w.piece.Card.Type != "Weapon" && !w.permanent:
		f.r.Stepf(refs(glossWeapons), "%s is a %s, not a weapon, and has no permanent weapon.", w.name, w.piece.Card.Type)
		f.r.Answer = fmt.Sprintf("%s is not a weapon: it cannot be fired.", w.name)
		return false
	}
	if w.piece != nil && w.piece.Entry.TextOff() {
		f.r.Stepf(refs(segmentDescribes, glossGameText), "%s's game text is %s: its text is what says what it may target, its cost and its destiny, so it cannot be fired.", w.piece.Name, w.piece.Entry.TextOffBy())
		f.r.Answer = fmt.Sprintf("%s may not be fired: its game text is %s.", w.name, w.piece.Entry.TextOffBy())
		return false
	}
	if w.permanent {
		f.r.Stepf(refs(glossWeapons), "%s is the permanent weapon of %s: its text is in the parenthesis of %s's game text.", w.name, w.bearer.Name, w.bearer.Name)
	}
	if w.isLightsaber() {
		f.r.Stepf(refs(glossLightsabers, firingTerm), "%s is a lightsaber: targeting with it is 'firing' it.", w.name)
	}
	return true
}

// firer: the card the weapon is on (or the permanent weapon's bearer)
// fires it, if it is active and able to.
func (f *firing) firer() bool {
	w, q := f.w, f.q
	f.by = w.bearer
	if q.By != "" {
		by := f.t.Piece(q.By)
		switch {
		case w.bearer == nil:
			if who, ok := w.firedByPresent(); ok {
				fits, _ := describes(who, by.Card)
				together, why, cites := presentTogether(by, w.piece)
				if fits && !together && by.Owner() == w.piece.Owner() && f.remoteFire(by, who) {
					together = true
				}
				if !fits || !together || by.Owner() != w.piece.Owner() {
					if !fits {
						why = fmt.Sprintf("%s is not a %s", by.Name, who)
					} else if by.Owner() != w.piece.Owner() {
						why = fmt.Sprintf("%s is %s's", by.Name, by.Owner())
					}
					f.r.Stepf(append(refs(glossArtillery, glossWeaponDeploy), cites...), "%s is fired by \"your %s present\" (its text); %s.", w.name, who, why)
					f.r.Answer = fmt.Sprintf("%s may not fire %s: its text lets only its owner's %s present with it fire it.", by.Name, w.name, who)
					return false
				}
				if f.remote != nil {
					f.r.Stepf(append(refs(glossArtillery, glossWeaponDeploy), cites...), "%s is fired by \"your %s present\" (its text): %s is one; it is not present with it but may fire it by %s's \"%s\".", w.name, who, by.Name, f.remote.device, f.remote.anywhere)
				} else {
					f.r.Stepf(append(refs(glossArtillery, glossWeaponDeploy), cites...), "%s is fired by \"your %s present\" (its text): %s is one, present with it.", w.name, who, by.Name)
				}
			} else {
				f.r.Stepf(refs(glossWeaponDeploy), "%s is not deployed on a card: who may fire it is in its text (not read); taken as fired by %s.", w.name, by.Name)
				f.r.Assume("%s may fire %s (the weapon is deployed on no card)", by.Name, w.name)
			}
			f.by = by
		case by != w.bearer:
			f.r.Stepf(refs(glossWeaponDeploy, refFiringWeapons), "%s is deployed on %s: a weapon is carried and used by the card it is deployed on, and %s does not carry it.", w.name, w.bearer.Name, by.Name)
			f.r.Answer = fmt.Sprintf("%s may not fire %s: it is deployed on %s.", by.Name, w.name, w.bearer.Name)
			return false
		}
	}
	if f.by == nil {
		f.r.Stepf(refs(glossWeaponDeploy), "%s is deployed on no card and the file names no by:: who fires it is in its text, not read.", w.name)
		f.r.Answer = fmt.Sprintf("Not decided: name by: the card that fires %s.", w.name)
		return false
	}
	if !f.by.Active() {
		f.r.Stepf(refs(refExcluded), "%s is not active (inactive, excluded, captive or missing, or on an inactive card): it fires no weapon.", f.by.Name)
		f.r.Answer = fmt.Sprintf("%s may not fire %s: it is not active.", f.by.Name, w.name)
		return false
	}
	switch f.by.Card.Type {
	case "Starship", "Vehicle":
		return f.crewed()
	}
	if w.bearer != nil {
		f.r.Stepf(refs(glossWeaponDeploy), "%s carries %s and may use it.", f.by.Name, w.name)
	}
	return f.oneWeaponPerTurn()
}

// crewed: a starship or vehicle fires its weapons with a permanent pilot
// or a non-droid (or warrior droid) character aboard.
func (f *firing) crewed() bool {
	cite := glossStarshipWeapons
	if f.by.Card.Type == "Vehicle" {
		cite = glossVehicleWeapons
	}
	crew := ""
	if permanentPilot(f.by) > 0 || containsFold(f.by.Card.GameText, "permanent pilot") {
		crew = "its permanent pilot"
	}
	for _, p := range f.t.Pieces {
		if crew != "" {
			break
		}
		if p.Host == f.by && p.Card.Type == "Character" && p.Active() && (!isDroidCard(p) || hasIcon(p.Card, "warrior")) {
			crew = p.Name + " aboard"
		}
	}
	if crew == "" {
		f.r.Stepf(refs(cite), "%s has no permanent pilot and no non-droid (or warrior droid) character aboard: it may not fire its weapons.", f.by.Name)
		f.r.Answer = fmt.Sprintf("%s may not fire %s: nobody aboard can fire it.", f.by.Name, f.w.name)
		return false
	}
	f.r.Stepf(refs(cite), "%s may fire its weapons: %s.", f.by.Name, crew)
	return f.oneWeaponPerTurn()
}

// oneWeaponPerTurn: a character, vehicle or starfighter uses one weapon per
// turn; capital starships (and characters with Backpacks) any number.
func (f *firing) oneWeaponPerTurn() bool {
	if !f.t.UsedWeaponThisTurn(f.by) || isCapital(f.by) || f.t.TimesFired(f.w.piece) > 0 {
		return true
	}
	f.r.Stepf(refs(weaponOnePerTurn), "%s already used a weapon this turn (this_turn.used_weapon): a character, vehicle or starfighter may use only one weapon per turn.", f.by.Name)
	f.r.Answer = fmt.Sprintf("%s may not fire %s: it already used a weapon this turn.", f.by.Name, f.w.name)
	return false
}

// timing: weapons fire in a battle's weapons segment, the bearer
// participating, unless a long-range weapon fires into the battle.
func (f *firing) timing() bool {
	st := f.t.State
	b := st.Battle
	if ph, quote := f.w.ownFirePhase(); ph != "" && st.Turn == f.by.Owner() && st.Phase == ph {
		f.r.Stepf(refs(firingOutside), "%s's text: \"%s\": it may fire in %s's %s phase, outside a battle.", f.w.name, quote, st.Turn, ph)
		if strings.Contains(strings.ToLower(quote), "once") || strings.Contains(strings.ToLower(quote), " if ") {
			f.r.Assume("the limit or condition of \"%s\" is taken as met", quote)
		}
		f.outside = true
		return true
	}
	if rm := f.remote; rm != nil && rm.phase != "" && b == nil && st.Turn == f.by.Owner() && st.Phase == rm.phase {
		f.r.Stepf(refs(firingOutside, glossArtillery), "%s's text: \"%s\": %s may fire %s in %s's %s phase, outside a battle.", rm.device, rm.inPhase, f.by.Name, f.w.name, st.Turn, rm.phase)
		if strings.Contains(strings.ToLower(rm.inPhase), "once") {
			f.r.Assume("the limit of \"%s\" is taken as met (no artillery weapon fired by it yet this phase)", rm.inPhase)
		}
		f.outside = true
		return true
	}
	if by := f.q.AllowedBy; by != "" && b == nil {
		f.r.Stepf(refs(firingOutside, firingSpecialCard), "%s lets the weapon fire outside a battle (as Sniper, Sorry About The Mess, Blasted Droid and Target The Main Generator do in your control phase); this does not keep it from firing later in a battle that turn.", by)
		f.outside = true
		return true
	}
	if b == nil {
		f.r.Stepf(refs(firingGenerally, firingOnlyWhen), "Weapons generally fire only during a battle (or an attack), and no battle is recorded in the file; cards such as Sniper allow firing in the control phase.")
		f.r.Answer = fmt.Sprintf("%s may not be fired now: no battle is in progress.", f.w.name)
		return false
	}
	switch st.Segment {
	case "weapons":
		f.r.Stepf(refs(segmentAlternates, fireOneAtATime), "It is the weapons segment of the %s at %s: weapons in it may be fired one at a time, the players alternating from the initiator.", battleWord(b), b.At)
	case "":
		f.r.Stepf(refs(fireOneAtATime), "A %s is in progress at %s; the file gives no segment:.", battleWord(b), b.At)
		f.r.Assume("taken as the weapons segment of the %s", battleWord(b))
	default:
		f.r.Stepf(refs(segmentAlternates, fireOneAtATime), "Weapons fire in the weapons segment; this is the %s segment.", st.Segment)
		f.r.Answer = fmt.Sprintf("%s may not be fired now: the weapons segment is over (%s segment).", f.w.name, st.Segment)
		return false
	}
	if crashed(f.by) {
		f.r.Stepf(refs(crashedNoText), "%s is crashed: a crashed vehicle may not utilize game text, vehicle weapons or cards that need it operational.", f.by.Name)
		f.r.Answer = fmt.Sprintf("%s may not fire %s: it is crashed.", f.by.Name, f.w.name)
		return false
	}
	if undercover(f.t, f.by) {
		f.r.Stepf(refs(glossUndercover), "%s is an Undercover spy: it does not participate in battles, so it fires no weapon in one.", f.by.Name)
		f.r.Answer = fmt.Sprintf("%s may not fire %s in the battle: it is Undercover.", f.by.Name, f.w.name)
		return false
	}
	var scratch rulings.Ruling
	if why, _ := notParticipating(f.t, f.by, &scratch); why != "" {
		if f.w.longRange() {
			f.r.Stepf(refs(glossLongRange), "%s does not participate in the battle (%s), but %s is a long-range weapon: its carrier need not participate.", f.by.Name, why, f.w.name)
			return true
		}
		f.r.Stepf(refs(fireOnce, partAtLocation), "Only weapons in the battle may be fired: %s does not participate (%s).", f.by.Name, why)
		f.r.Answer = fmt.Sprintf("%s may not fire %s: it does not participate in the battle (%s).", f.by.Name, f.w.name, why)
		return false
	}
	f.r.Stepf(refs(fireOnce), "%s participates in the %s, so %s is in it.", f.by.Name, battleWord(b), f.w.name)
	return true
}

// notFiredOut: once per battle, unless the text says twice or repeatedly.
func (f *firing) notFiredOut() bool {
	if f.outside && f.t.State.Battle == nil {
		return true // firing outside a battle does not count against a later one
	}
	n := f.t.TimesFired(f.w.piece)
	limit, how := f.w.firingsPerBattle()
	if limit == 1 {
		if from, quote := f.twiceFromBearer(); from != "" {
			limit, how = 2, quote
			f.r.Stepf(refs(fireOnce), "%s's text lets the weapon fire twice: \"%s\".", from, quote)
			f.r.Assume("the condition of %s's \"%s\" is taken as met", from, quote)
		}
	}
	text := ""
	if how != "" && limit > 1 {
		text = fmt.Sprintf(" (its text: \"%s\")", how)
	}
	switch {
	case limit < 0:
		f.r.Stepf(refs(glossFireRepeatedly), "%s's text: \"%s\": all its firings are made in succession, as one action.", f.w.name, how)
		if n > 0 {
			f.r.Assume("%s's earlier firings this battle (%d) are taken as part of the same action", f.w.name, n)
		}
		return true
	case n == 0:
		f.r.Stepf(refs(fireOnce, firingOnce), "%s has not fired in this battle: a weapon may fire once per battle%s.", f.w.name, text)
		return true
	case n < limit:
		f.r.Stepf(refs(fireOnce), "%s fired %d time(s) in this battle, and the text allows %d firings (\"%s\").", f.w.name, n, limit, how)
		return true
	}
	f.r.Stepf(refs(fireOnce, firingOnce), "%s already fired %d time(s) in this battle (battle.fired): a weapon fires once per battle unless its text permits more%s.", f.w.name, n, text)
	f.r.Answer = fmt.Sprintf("%s may not fire again in this battle: it already fired.", f.w.name)
	return false
}

// reFireTwice is a bearer's or device's "may fire that weapon twice", or
// "may 'swing' one lightsaber twice" (Glossary lightsabers: a lightsaber is
// 'swung', which is firing it).
var reFireTwice = lazyregexp.New(`(?i)[^.;(]*\b(?:fire|swing)\b[^.;(]*\btwice\b[^.;)]*`)

// twiceFromBearer: the text of the bearer (Dominator: "may fire twice per
// battle") or of a device on it (Targeting Computer) lets its weapon fire
// twice; the card and the words.
func (f *firing) twiceFromBearer() (string, string) {
	if f.by == nil || f.w.permanent {
		return "", ""
	}
	for _, p := range append([]*table.Piece{f.by}, f.t.Pieces...) {
		if p != f.by && (p.Host != f.by || p.Card.Type != "Device") {
			continue
		}
		if p.Entry.TextOff() {
			continue
		}
		for _, sentence := range strings.SplitAfter(p.Card.GameText, ". ") {
			m := reFireTwice().FindString(sentence)
			low := strings.ToLower(sentence)
			// the sentence must be about this weapon: "that weapon", "one
			// starship weapon", or its title (Dominator's Laser Cannon Battery)
			if m != "" && (strings.Contains(low, "weapon") || strings.Contains(glossary.Fold(sentence), glossary.Fold(f.w.piece.Card.Title)) ||
				strings.Contains(low, "lightsaber") && f.w.isLightsaber()) {
				return p.Name, strings.TrimSpace(m)
			}
		}
	}
	return "", ""
}

// cost is the Force the text asks to target, as a phrase.
func (f *firing) cost() string {
	tg := f.w.target
	if tg == nil {
		f.r.Stepf(refs(glossWeapons), "%s's text names no \"may target …\" the engine reads: what it may target and its cost are not read.", f.w.name)
		f.r.Assume("%s's targets and Force cost are not read", f.w.name)
		return "for a cost its text gives (not read)"
	}
	phrase := "for free"
	switch {
	case strings.Contains(tg.Quote, " X "):
		phrase = "using X Force (X as its text defines)"
		if x, how, ok := f.w.xCost(f.by); ok {
			f.force = x
			phrase = fmt.Sprintf("using %s Force (X = %s)", num(x), how)
		} else {
			f.r.Assume("X is not read from %s's text", f.w.name)
		}
	case tg.Value > 0:
		f.force = tg.Value
		phrase = fmt.Sprintf("using %s Force", num(tg.Value))
	}
	f.r.Stepf(refs(segmentDescribes), "%s's text: \"%s\": it may target %s, %s.", f.w.name, tg.Quote, f.w.targetKinds(), phrase)
	if f.force > 0 && f.freeFiring() {
		f.force, phrase = 0, "for free"
	}
	if tg.Condition != "" && !f.firerChecked() {
		f.r.Assume("the condition \"%s\" is taken as met", tg.Condition)
	}
	return phrase
}

// firerChecked: the target's condition is who fires the weapon ("Your
// warrior present may target …"), which firer checked against the card
// the question names.
func (f *firing) firerChecked() bool {
	_, ok := f.w.firedByPresent()
	return ok && f.w.bearer == nil && f.q.By != ""
}

// battleWord names what is in progress: a battle or a creature's attack.
func battleWord(b *table.Battle) string {
	if b != nil && b.Attack {
		return "attack"
	}
	return "battle"
}

// isLightsaber: the weapon is a lightsaber by its title or characteristic.
func (w *weapon) isLightsaber() bool {
	return strings.Contains(glossary.Fold(w.name), "lightsaber") || (w.piece != nil && !w.permanent && hasCharacteristic(w.piece.Card, "lightsaber"))
}
