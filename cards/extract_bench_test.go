package cards

import "testing"

// BenchmarkReadEffectsAll reads every card of the real database on one
// goroutine with a fresh memo each round, as a load does: the card
// extractors' share of an index build.
func BenchmarkReadEffectsAll(b *testing.B) {
	cs := loadReal(b).All()
	registered()
	for b.Loop() {
		readEffects(cs, 1)
	}
}

// TestContainsDeployAsTheExpressionNeeds: on every card's text, a text
// reDeploysOn matches holds "deploy" as containsDeploy finds it, and texts
// of every case are found.
func TestContainsDeployAsTheExpressionNeeds(t *testing.T) {
	for _, c := range loadReal(t).All() {
		if reDeploysOn().MatchString(c.GameText) && !containsDeploy(c.GameText) {
			t.Errorf("%s: the expression matches %q, containsDeploy finds no deploy", c.GempID, c.GameText)
		}
	}
	for text, want := range map[string]bool{"DEPLOYS on": true, "May dEpLoY": true, "d": false, "Deplo": false, "dd deploy": true, "": false} {
		if got := containsDeploy(text); got != want {
			t.Errorf("containsDeploy(%q) = %v, want %v", text, got, want)
		}
	}
}
