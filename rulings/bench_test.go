package rulings

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/table"
)

// BenchmarkRuling loads and rules every golden table file in turn; the
// target is 1,000 rulings in one process in under a second.
func BenchmarkRuling(b *testing.B) {
	db := testcards.DB(b)
	files, _ := filepath.Glob(filepath.Join(tablesDir, "*", "*.yaml"))
	type input struct {
		name string
		data []byte
	}
	var inputs []input
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		inputs = append(inputs, input{f, data})
	}
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
