package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// References of the deploy rule.
var (
	refDeploy          = table.RulesRef("Deploy")
	refLocationRestr   = table.RulesRef("Deployment Restrictions", "Location Deployment Restrictions")
	refRulesRestr      = table.RulesRef("Deployment Restrictions", "Rules Deployment Restrictions")
	refObjectiveRestr  = table.RulesRef("Deployment Restrictions", "Objective Deployment Restrictions")
	refSimultaneous    = table.RulesRef("Simultaneous Deployment")
	refDeployExamples  = table.RulesRef("Deployment - Examples")
	refPersonaTogether = table.RulesRef("Persona And Simultaneous Deployment - Example")

	glossDeploy       = table.GlossaryRef("deploy")
	glossDeployCost   = table.GlossaryRef("deploy cost")
	glossSpy          = table.GlossaryRef("spy")
	glossUndercover   = table.GlossaryRef("Undercover")
	glossCreatures    = table.GlossaryRef("creatures")
	glossDagobah      = table.GlossaryRef("Dagobah")
	glossShield       = table.GlossaryRef("Hoth energy shield rules")
	glossCapital      = table.GlossaryRef("capital starships")
	glossStarships    = table.GlossaryRef("starships", "deployment")
	glossVehicles     = table.GlossaryRef("vehicles", "deployment")
	glossAboard       = table.GlossaryRef("deploying cards on vehicles and starships")
	glossCapacity     = table.GlossaryRef("capacity")
	glossWeaponDeploy = table.GlossaryRef("weapons", "deploying and carrying")
	glossPresence     = table.GlossaryRef("presence")
	glossIcons        = table.GlossaryRef("Force icons")
)

// Deploy rules whether a card may deploy there now, and at what cost.
var Deploy = register(&Rule[*table.Deploy]{
	ID:       "deploy",
	Title:    "Deploying a card: where, when and at what cost",
	Question: "deploy",
	Check:    (*table.Checker).Deploy,
	Describe: describeDeploy,
	Doc: `Interrupts and Defensive Shields play rather than deploy. Timing: the
owner's deploy phase unless the enabling text (via:) gives its own, or a
'react' grant on table whose terms hold lets it deploy in the opponent's
turn just after a battle or Force drain there (to that location only, its
cost changed by the grant; a grant's destination may be a kind of site,
"aboard a vehicle at a Tatooine site" or "where your Lando is present").
A via: clause deploying as a 'react' ("you may 'react' … by deploying one
non-unique alien …", CZ-4) is a 'react' too: only in the opponent's turn,
just after the battle or Force drain it names, at the place it names
("same or adjacent Jabba's Palace site"), to that location; without via:,
such a text on the player's card on table whose terms all hold is used. A
cost above
the Force Pile the file gives is refused.
Rules restrictions by card type (capital starships to systems and sectors,
starfighters also to docking bays, vehicles to exterior sites) and
objective restrictions hold even for a card that ignores location
deployment restrictions; location restrictions (presence or Force icons
for characters, vehicles and starships, lifted for a spy or where the
player has an undercover spy; Dagobah and Ahch-To; Hoth Energy Shield for
Dark; the card's own "deploys only on/to") do not. A location deploys
free; a card deploying on or aboard another needs a fitting host with
capacity, and a weapon or device goes only on a card its text names (read
as transfer reads it; a host named with a condition the engine does not
read is allowed with an assumption); cards deployed simultaneously must go one on the other or the
action fails. Cost: printed (or "Use N Force" in its text, else free),
plus every modifier; "free" from any source cannot be modified. Persona
and uniqueness checks as in deploy_persona. A host that crossed over is
seen by its new title and persona: "Deploy on Vader" no longer fits it.
An enabling clause opening "Once per turn" (each copy) or "Once per game"
deploys nothing more once this_turn.used / this_game.used records its card.`,
	Cites: []glossary.Ref{refDeploy, refLocationRestr, refRulesRestr, refObjectiveRestr, refSimultaneous, refDeployExamples, refPersonaTogether,
		glossDeploy, glossDeployCost, glossSpy, glossUndercover, glossCreatures, glossDagobah, glossShield, glossCapital, glossStarships,
		glossVehicles, glossAboard, glossCapacity, glossWeaponDeploy, glossDevices, glossPresence, glossIcons, refCrossingOver, refTable51, glossImmuneTitle, glossNonUnique, oncePerTurn, oncePerGame},
	Run: runDeploy,
})

// deployment is the ruling in progress: the steps, and what blocks it.
type deployment struct {
	t      *table.Table
	d      *table.Deploy
	r      *rulings.Ruling
	blocks []string
	// ignoreLocation names what lifts location deployment restrictions.
	ignoreLocation string
	clause         string // the via card's enabling clause
	// react is the grant letting the card deploy as a 'react', if any.
	react *reactGrant
}

func (dp *deployment) block(format string, args ...any) {
	dp.blocks = append(dp.blocks, fmt.Sprintf(format, args...))
}

func runDeploy(t *table.Table, d *table.Deploy) rulings.Ruling {
	r := rulings.Ruling{Rule: "deploy"} // notRead reads by the rule (Deploy.ID: an initialisation cycle)
	c := d.Resolved
	dp := &deployment{t: t, d: d, r: &r}
	if playsRatherThanDeploys(c) {
		via := ""
		if d.ViaResolved != nil {
			via = fmt.Sprintf(", so %s's text that deploys cards does not reach it", d.ViaResolved.Title)
		}
		r.Stepf([]glossary.Ref{deployPlays, glossDeploy}, "%s is %s: it plays rather than deploys%s.", c.Title, a(strings.ToLower(c.Type)), via)
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s is not deployed: %s plays, and cards that deploy or affect deployment do not apply to it.", c.Title, a(strings.ToLower(c.Type)))
		return r
	}
	dp.viaClause()
	dp.viaOnce()
	dp.timing()
	dp.findIgnoreLocation()

	main := dp.mainSpot()
	total := dp.card(c, main)
	for _, w := range d.WithResolved {
		total += dp.card(w, spot{Place: d.Place})
	}
	dp.simultaneous(main)
	dp.withPilot()
	dp.affordable(total)
	dp.personas()
	dp.barrier()

	notReadAbout(t, &r, main.name(), "deploy")
	cards := c.Title
	if len(d.WithResolved) > 0 {
		cards += " with " + titlesOf(d.WithResolved)
	}
	if len(dp.blocks) > 0 {
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not deploy %s now: %s.", d.Player, cards, strings.Join(dp.blocks, "; "))
		return r
	}
	where := main.describe()
	r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s may deploy %s%s for %g Force.", d.Player, cards, where, total)
	return r
}

func titlesOf(cs []*cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Title
	}
	return strings.Join(out, ", ")
}

func (s spot) describe() string {
	switch {
	case s.HostCard != nil && s.Aboard:
		return " aboard " + s.HostCard.Title + atPlace(s)
	case s.HostCard != nil:
		return " on " + s.HostCard.Title + atPlace(s)
	case s.Place != nil:
		return " to " + s.Place.Name
	}
	return ""
}

func atPlace(s spot) string {
	if s.Place == nil {
		return ""
	}
	return " at " + s.Place.Name
}

// playsRatherThanDeploys: Interrupts, Defensive Shields and Epic Events
// whose text says they play.
func playsRatherThanDeploys(c *cards.Card) bool {
	switch c.Type {
	case "Interrupt", "Defensive Shield":
		return true
	case "Epic Event":
		return strings.HasPrefix(strings.ToLower(c.GameText), "play")
	}
	return false
}

// mainSpot is where the card asked about goes.
func (dp *deployment) mainSpot() spot {
	d := dp.d
	s := spot{Place: d.Place}
	host := d.On
	if d.Aboard != "" {
		host, s.Aboard = d.Aboard, true
	}
	if host == "" {
		return s
	}
	if w := d.WithNamed(host); w != nil {
		s.HostCard = w
		return s
	}
	s.Host = dp.t.Piece(host)
	s.HostCard = s.Host.Card
	if where := s.Host.Location(); where != "" {
		if s.Place != nil && glossary.Fold(s.Place.Name) != glossary.Fold(where) {
			dp.block("%s is at %s, not %s", s.Host.Name, where, s.Place.Name)
		}
		if s.Place == nil {
			s.Place = &table.Place{Name: where}
			for i := range dp.t.State.Locations {
				if glossary.Fold(dp.t.State.Locations[i].Name) == glossary.Fold(where) {
					s.Place.Entry = &dp.t.State.Locations[i]
				}
			}
		}
	}
	return s
}

// viaClause reads the enabling card's clause.
func (dp *deployment) viaClause() {
	v := dp.d.ViaResolved
	if v == nil {
		return
	}
	clause, several := enablingClause(v.GameText, dp.d.Clause)
	if clause == "" && grantsReact(v) {
		return // a 'react' grant: reactTiming reads it
	}
	if clause == "" {
		dp.r.Assume("%s's text has no clause that deploys a card; its timing and cost are not read", v.Title)
		return
	}
	dp.clause = clause
	if several {
		dp.r.Assume("%s's text deploys cards in more than one sentence; the first was read (give clause: to pick another)", v.Title)
	}
	named := strings.Contains(glossary.Fold(clause), glossary.Fold(dp.d.Resolved.Title))
	for _, p := range personasOf(dp.d.Resolved) {
		named = named || strings.Contains(glossary.Fold(clause), glossary.Fold(p.Name))
	}
	ps := personasOf(dp.d.Resolved)
	switch {
	case named:
		dp.r.Stepf([]glossary.Ref{refDeploy}, "%s lets it deploy: %q names %s.", v.Title, excerpt(clause), dp.d.Resolved.Title)
	case strings.Contains(strings.ToLower(clause), "matching") && len(ps) > 0:
		dp.r.Stepf([]glossary.Ref{refDeploy, refPersonaTogether}, "%s lets it deploy: %q. The matching card is found by persona: %s is a version of %s, and any version of that persona may be the one found.", v.Title, excerpt(clause), dp.d.Resolved.Title, ps[0].Name)
	case dp.viaKind(dp.d.Resolved, clause):
	default:
		dp.r.Stepf([]glossary.Ref{refDeploy}, "%s lets it deploy: %q.", v.Title, excerpt(clause))
		dp.r.Assume("%s is taken to be a card %s's clause may deploy", dp.d.Resolved.Title, v.Title)
	}
}

// timing: deploy actions only in the owner's deploy phase unless the
// enabling text names a phase or a trigger.
func (dp *deployment) timing() {
	t, d, r := dp.t, dp.d, dp.r
	if dp.reactTiming() {
		return
	}
	phase, own, none := clauseTiming(dp.clause)
	cite := []glossary.Ref{deployPhase}
	if own != "" {
		r.Stepf([]glossary.Ref{deployOwnTiming}, "%s's clause gives its own timing (%q): the deployment may be made then, even outside the deploy phase.", d.ViaResolved.Title, own)
		r.Assume("the moment %q is taken to be now", own)
		return
	}
	want := "deploy"
	switch {
	case phase != "":
		want = phase
		r.Stepf(cite, "%s's clause names the phase: during %s's %s phase.", d.ViaResolved.Title, d.Player, phase)
	case none != "":
		r.Stepf([]glossary.Ref{deployPhase, deployNoTiming}, "%s's clause says %q, which is a limit or a modifier, not a timing: it may be used only in %s's deploy phase.", d.ViaResolved.Title, none, d.Player)
	case d.ViaResolved != nil:
		r.Stepf(cite, "%s's clause names no phase or trigger: it may be used only in %s's deploy phase.", d.ViaResolved.Title, d.Player)
	default:
		r.Stepf(cite, "Cards are deployed in their owner's deploy phase.")
	}
	st := t.State
	if st.Phase == "" || st.Turn == "" {
		r.Assume("the file gives no turn or phase: taken as %s's %s phase", d.Player, want)
		return
	}
	if st.Turn != d.Player || st.Phase != want {
		r.Stepf(cite, "It is %s's %s phase, not %s's %s phase.", st.Turn, st.Phase, d.Player, want)
		dp.block("it is %s's %s phase; this deployment waits for %s's %s phase", st.Turn, st.Phase, d.Player, want)
	}
}

// findIgnoreLocation finds what lets the card deploy regardless of
// location deployment restrictions: the file, the enabling clause, or an
// Effect of the player's at the destination ("You may deploy characters at
// this site ... regardless of location deployment restrictions").
func (dp *deployment) findIgnoreLocation() {
	d := dp.d
	switch {
	case d.IgnoresLocationRestrictions != "":
		dp.ignoreLocation = d.IgnoresLocationRestrictions
		return
	case dp.clause != "" && reClauseIgnores().MatchString(dp.clause):
		dp.ignoreLocation = d.ViaResolved.Title
		return
	}
	if d.Place == nil {
		return
	}
	for _, p := range (spot{Place: d.Place}).at(dp.t) {
		if p.Owner() != d.Player || p.Entry.TextOff() {
			continue
		}
		if m := reIgnoreLocation().FindStringSubmatch(p.Card.GameText); m != nil {
			if ok, _ := describes(m[1], d.Resolved); ok {
				dp.ignoreLocation = p.Name
				dp.r.Stepf([]glossary.Ref{refObjectiveRestr, refDeployExamples}, "%s at %s lets %s's %s deploy there regardless of location deployment restrictions; rules and objective restrictions still apply.", p.Name, d.Place.Name, d.Player, strings.ToLower(m[1]))
				return
			}
		}
	}
}

// describeDeploy is the question as the ruling repeats it.
func describeDeploy(d *table.Deploy) string {
	s := fmt.Sprintf("deploy: %s deploys %s", d.Player, d.Card)
	if len(d.With) > 0 {
		s += " with " + strings.Join(d.With, ", ")
	}
	switch {
	case d.Aboard != "":
		s += " aboard " + d.Aboard
	case d.On != "":
		s += " on " + d.On
	}
	if d.To != "" {
		s += " to " + d.To
	}
	if d.Via != "" {
		s += " via " + d.Via
	}
	return s
}
