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
