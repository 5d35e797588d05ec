package swccg

import "github.com/judge-swccg/judge/rulings/swccg/table"

// A deployment's cost is paid from the Force Pile ("moving the appropriate
// number of Force cards face down, one at a time, from the top of your
// Force Pile to the top of your Used Pile", Glossary, deploy phase): when
// the table gives the player's Force Pile and it holds less than the cost,
// the card cannot deploy. A Force Pile the file does not give is not
// guessed at.

var deployPaysFromForcePile = narrow(table.GlossaryRef("deploy phase"), "from the top of your Force Pile to the top of your Used Pile")

// affordable blocks a deployment whose cost the player's Force Pile
// cannot pay.
func (dp *deployment) affordable(cost float64) {
	piles := dp.t.PilesOf(dp.d.Player)
	if piles == nil || piles.ForcePile == nil || cost <= float64(*piles.ForcePile) {
		return
	}
	dp.r.Stepf(refs(deployPaysFromForcePile, glossDeployCost), "Deploying costs %g Force, used from %s's Force Pile, which holds %d.", cost, dp.d.Player, *piles.ForcePile)
	dp.block("it costs %g Force and %s's Force Pile holds %d", cost, dp.d.Player, *piles.ForcePile)
}
