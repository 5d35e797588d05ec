package xwing

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/testenv"
)

// TestCitationsResolve builds an index from the real corpus and resolves
// every citation of the X-Wing rules, as judge doctor does: each must name
// exactly one passage of the FAQ.
func TestCitationsResolve(t *testing.T) {
	res, err := glossary.Load([]string{filepath.Dir(testenv.Corpus(t, "xwing-faq-1e.txt"))})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := index.Build(context.Background(), dir, index.BuildInput{Docs: res.Docs}); err != nil {
		t.Fatal(err)
	}
	ix, err := index.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	cites := Citations()
	if len(cites) < 40 {
		t.Fatalf("only %d citations: the rules lost their Cites", len(cites))
	}
	for _, ref := range cites {
		if ref.Family != Family {
			t.Errorf("%s: family %q, want %q", ref, ref.Family, Family)
		}
		es, err := ix.Resolve(ref)
		if err != nil {
			t.Fatal(err)
		}
		passages := map[string]bool{}
		for _, e := range es {
			skip := false
			for _, v := range e.Variants {
				if passages[v] {
					skip = true
				}
			}
			if !skip {
				passages[e.ID] = true
			}
		}
		if len(passages) != 1 {
			t.Errorf("%s names %d passages, want 1", ref, len(passages))
		}
	}
}

// TestStepCitesAreDeclared: every reference a golden ruling prints is in
// its rule's Cites, so Citations (and the resolve test) covers it.
func TestStepCitesAreDeclared(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(tablesDir, "*.yaml"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := Load(f, data)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range Run(tb).Rulings {
			rule := Kinds.Of(tb.State.Questions[i].Key)
			declared := map[string]bool{}
			for _, c := range rule.Cites {
				declared[c.String()] = true
			}
			for _, s := range r.Steps {
				for _, c := range s.Cites {
					if !declared[c.String()] {
						t.Errorf("%s: rule %s cites %s without declaring it", filepath.Base(f), rule.ID, c)
					}
				}
			}
		}
	}
}
