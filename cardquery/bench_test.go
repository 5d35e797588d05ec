package cardquery

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
)

// BenchmarkFind measures a parse and a search over the real database (the
// target: well under 10 ms a query).
func BenchmarkFind(b *testing.B) {
	c := loadCatalog(b, sharedCards(b))
	for _, bm := range []struct{ name, query string }{
		{"issue17", `text:"immune to attrition" side:dark type:character power>=5 set:"Death Star II" icon:pilot`},
		{"words", `immune attrition`},
		{"or-not", `(icon:pilot OR icon:warrior) -type:character power>3`},
	} {
		b.Run(bm.name, func(b *testing.B) {
			for b.Loop() {
				q, err := Parse(bm.query)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := c.Find(q, 20); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNewCatalog is the one-off cost of preparing the database.
func BenchmarkNewCatalog(b *testing.B) {
	db, err := cards.Load(sharedCards(b))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		NewCatalog(db)
	}
}

// BenchmarkFirstQuery is what one "judge cards find" pays in process: the
// catalog, the words of the fields the query uses, and the search.
func BenchmarkFirstQuery(b *testing.B) {
	db, err := cards.Load(sharedCards(b))
	if err != nil {
		b.Fatal(err)
	}
	q, err := Parse(`text:"immune to attrition" side:dark type:character power>=5 icon:pilot`)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := NewCatalog(db).Find(q, 50); err != nil {
			b.Fatal(err)
		}
	}
}
