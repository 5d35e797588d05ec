package index

import (
	"context"
	"fmt"
	"github.com/judge-swccg/judge/internal/testcards"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/judge-swccg/judge/glossary"
)

// syntheticDocs is a corpus the size of the real one: about 1,500 entries
// of a few hundred bytes, over a vocabulary of rules words.
func syntheticDocs() []*glossary.Document {
	words := strings.Fields("attrition battle destiny forfeit character starship vehicle location deploy " +
		"immune power ability force drain lost pile reserve deck used card persona unique weapon " +
		"segment phase control opponent player table site system pilot passenger capacity text " +
		"the a of to is may not when each any your that its with by or and if from on at")
	rng := rand.New(rand.NewPCG(1, 2))
	sentence := func(n int) string {
		ws := make([]string, n)
		for i := range ws {
			ws[i] = words[rng.IntN(len(words))]
		}
		return strings.Join(ws, " ") + "."
	}
	var docs []*glossary.Document
	for d := range 5 {
		var es []fe
		line := 1
		for i := range 300 {
			var text strings.Builder
			for range 4 + rng.IntN(6) {
				text.WriteString(sentence(8+rng.IntN(12)) + "\n")
			}
			es = append(es, fe{kind: glossary.KindSection, path: []string{fmt.Sprintf("Chapter %d", i/30), sentence(2+rng.IntN(3)) + fmt.Sprint(i)},
				from: line, to: line + 8, text: text.String()})
			line += 9
		}
		docs = append(docs, fixtureDoc(fmt.Sprintf("synthetic-%d.txt", d), fmt.Sprintf("family-%d", d), glossary.GameSWCCG, "synthetic", line, es...))
	}
	return docs
}

// benchCorpora are the real corpus (the documents whose parsers exist) and
// the synthetic one.
func benchCorpora(b *testing.B) map[string][]*glossary.Document {
	return map[string][]*glossary.Document{"real": loadCorpus(b).Docs, "synthetic": syntheticDocs()}
}

// BenchmarkBuild indexes the real corpus, the synthetic one, and the real
// corpus with the cards (real+cards, what "judge index" builds).
func BenchmarkBuild(b *testing.B) {
	inputs := map[string]BuildInput{}
	for name, docs := range benchCorpora(b) {
		inputs[name] = BuildInput{Docs: docs}
	}
	inputs["real+cards"] = BuildInput{Docs: loadCorpus(b).Docs, Extra: []ExtraEntries{{Family: "cards", Entries: testcards.DB(b).Entries()}}}
	for name, in := range inputs {
		b.Run(name, func(b *testing.B) {
			n := 0
			for _, d := range in.Docs {
				n += len(d.Entries)
			}
			for _, x := range in.Extra {
				n += len(x.Entries)
			}
			dir := b.TempDir()
			for b.Loop() {
				if _, err := Build(context.Background(), dir, in); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "entries")
		})
	}
}

func BenchmarkOpen(b *testing.B) {
	for name, docs := range benchCorpora(b) {
		b.Run(name, func(b *testing.B) {
			dir := b.TempDir()
			if _, err := Build(context.Background(), dir, BuildInput{Docs: docs}); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				ix, err := Open(dir)
				if err != nil {
					b.Fatal(err)
				}
				ix.Close()
			}
		})
	}
}

// BenchmarkSearch reports the median query time on the real corpus alone,
// on the real corpus with the 3,860 cards as judge indexes them
// (real+cards, what a user's searches run against), and on a synthetic one.
func BenchmarkSearch(b *testing.B) {
	queries := []string{"immune to attrition", "battle destiny", "forfeiting a starship", "huge ship agility", "Leebo", "persona replacement passenger"}
	inputs := map[string]BuildInput{}
	for name, docs := range benchCorpora(b) {
		inputs[name] = BuildInput{Docs: docs}
	}
	inputs["real+cards"] = BuildInput{Docs: loadCorpus(b).Docs, Extra: []ExtraEntries{{Family: "cards", Entries: testcards.DB(b).Entries()}}}
	for name, in := range inputs {
		b.Run(name, func(b *testing.B) {
			ix := buildOpen(b, in)
			var took []time.Duration
			for b.Loop() {
				start := time.Now()
				if _, err := ix.Search(context.Background(), Query{Text: queries[len(took)%len(queries)]}); err != nil {
					b.Fatal(err)
				}
				took = append(took, time.Since(start))
			}
			slices.Sort(took)
			b.ReportMetric(float64(took[len(took)/2].Microseconds()), "p50-µs")
		})
	}
}

func BenchmarkDefine(b *testing.B) {
	ix := buildOpen(b, BuildInput{Docs: loadCorpus(b).Docs})
	for b.Loop() {
		if _, err := ix.Define(context.Background(), "missed opportunities"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerify is the cost of checksumming a whole generation, what an
// open pays when the files changed identity since they were last checked
// (a copied or read-only index) and what judge doctor pays each time;
// BenchmarkOpen pays only the stats.
func BenchmarkVerify(b *testing.B) {
	for name, docs := range benchCorpora(b) {
		b.Run(name, func(b *testing.B) {
			dir := b.TempDir()
			m, err := Build(context.Background(), dir, BuildInput{Docs: docs})
			if err != nil {
				b.Fatal(err)
			}
			gen, _ := currentGen(dir)
			var size int64
			for _, s := range m.Checksums {
				size += s.Size
			}
			b.SetBytes(size)
			for b.Loop() {
				if err := m.verify(gen); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
