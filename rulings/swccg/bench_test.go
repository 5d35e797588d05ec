package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// BenchmarkRuling loads and rules every golden table file in turn; the
// target is 1,000 rulings in one process in under a second.
func BenchmarkRuling(b *testing.B) {
	db := testcards.DB(b)
	inputs := tableFiles(b)
	rulings := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		in := inputs[i%len(inputs)]
		t, err := table.Load(in.name, in.data, db)
		if err != nil {
			b.Fatal(err)
		}
		rulings += len(Run(t).Rulings)
	}
	b.ReportMetric(float64(rulings)/float64(b.N), "rulings/op")
}
