package cardquery

import (
	"bytes"
	"testing"

	"github.com/judge-swccg/judge/cards"
)

// BenchmarkFirstQueryCompiled is BenchmarkFirstQuery from the compiled
// database the CLI opens, which decodes every card for the catalog.
func BenchmarkFirstQueryCompiled(b *testing.B) {
	db, err := cards.Load(sharedCards(b))
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if err := db.Encode(&buf); err != nil {
		b.Fatal(err)
	}
	q, err := Parse(`text:"immune to attrition" side:dark type:character power>=5 icon:pilot`)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		compiled, err := cards.DecodeBytes(buf.Bytes())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := NewCatalog(compiled).Find(q, 50); err != nil {
			b.Fatal(err)
		}
	}
}
