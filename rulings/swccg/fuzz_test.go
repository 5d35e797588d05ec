package swccg

import (
	"io"
	"slices"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// FuzzRuling: any table that loads is ruled without panic; every ruling has
// a known verdict, an answer, steps, and citations with a family and path;
// every format renders.
func FuzzRuling(f *testing.F) {
	db := testcards.DB(f)
	for _, s := range tableFiles(f) {
		f.Add(s.data)
	}
	f.Add([]byte(boundaryTable))
	verdicts := []rulings.Verdict{rulings.Yes, rulings.No, rulings.Legal, rulings.Illegal, rulings.Answer}
	f.Fuzz(func(t *testing.T, data []byte) {
		tb, err := table.Load("f.yaml", data, db)
		if err != nil {
			return
		}
		rep := Run(tb)
		if len(rep.Rulings) != len(tb.State.Questions) {
			t.Fatalf("%d rulings for %d questions", len(rep.Rulings), len(tb.State.Questions))
		}
		for _, r := range rep.Rulings {
			if !slices.Contains(verdicts, r.Verdict) || r.Answer == "" || len(r.Steps) == 0 {
				t.Fatalf("incomplete ruling %+v", r)
			}
			for _, s := range r.Steps {
				for _, c := range s.Cites {
					if c.Family == "" || len(c.Path) == 0 {
						t.Fatalf("bad citation %+v in %q", c, s.Text)
					}
				}
			}
		}
		for _, write := range []func(io.Writer, rulings.Report, rulings.Citer) error{rulings.WriteText, rulings.WriteMarkdown, rulings.WriteHTML} {
			if err := write(io.Discard, rep, nil); err != nil {
				t.Fatal(err)
			}
		}
	})
}
