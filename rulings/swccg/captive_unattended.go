package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// frozenUnattended is the Glossary's sentence on leaving a frozen captive.
var frozenUnattended = narrow(glossFrozen, "A frozen captive may be left unattended at any site")

// leaveUnattended rules an escort leaving its captive unattended: only a
// frozen captive, voluntarily as an unlimited move in Dark's move phase
// (Glossary "frozen"); any other captive may not be voluntarily released
// ("capturing characters").
func (c captivity) leaveUnattended() {
	r, e := c.r, c.p.Entry
	switch {
	case !e.Captive || e.Escort == "":
		r.Stepf(refs(glossEscorting), "%s has no escort (captive: true, escort: …): there is nobody to leave it.", c.p.Name)
		c.no("%s is not an escorted captive: nothing to leave unattended.", c.p.Name)
		return
	case !e.Frozen:
		r.Stepf(refs(frozenUnattended, glossCapturingCharacters), "Only a frozen captive may be left unattended; once seized, a captive may not be voluntarily released.")
		c.no("%s may not be left unattended: it is not frozen.", c.p.Name)
		return
	}
	if st := c.t.State; st.Turn != "" && st.Phase != "" && (st.Turn != table.Dark || st.Phase != "move") {
		r.Stepf(refs(frozenUnattended), "Leaving a frozen captive unattended is voluntary only as an unlimited move during Dark's move phase; it is %s's %s phase.", st.Turn, st.Phase)
		c.no("Not now: %s may leave %s unattended only in Dark's move phase.", e.Escort, c.p.Name)
		return
	}
	r.Stepf(refs(frozenUnattended), "%s may leave %s, a frozen captive, unattended where it is (an unlimited move in Dark's move phase). It stays a captive on the Dark Side of the table: it may remain there, be taken into custody by any one Dark bounty hunter or warrior present, or be released by Light if Light controls the location.", e.Escort, c.p.Name)
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may leave %s unattended at %s; it stays a frozen captive.", e.Escort, c.p.Name, c.p.Location())
}
