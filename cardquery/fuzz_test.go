package cardquery

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// FuzzParse feeds the parser any text: it must answer with a query that
// explains itself and runs, or an *Error whose column lies inside the
// query (or just past its end).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`text:"immune to attrition" side:dark type:character power>=5 set:"Death Star II" icon:pilot`,
		`(icon:pilot OR icon:warrior) -side:dark`, `-(type:character or t:location)`, `power=>5`, `"a \" b"`,
		`“curly”`, `side:dark)`, `((`, `a OR`, `uniqueness:"<>"`, `power:*`, `rarity:R1`, `--x`, `:`, `-`,
	} {
		f.Add(s)
	}
	c := loadCatalog(f, "testdata/fixture")
	f.Fuzz(func(t *testing.T, s string) {
		q, err := Parse(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: error %v is not an *Error", s, err)
			}
			if n := utf8.RuneCountInString(s); e.Col < 1 || e.Col > n+1 {
				t.Fatalf("%q: column %d outside 1..%d", s, e.Col, n+1)
			}
			return
		}
		if q.Explain() == "" {
			t.Fatalf("%q: empty explanation", s)
		}
		if _, err := c.Find(q, 3); err != nil {
			t.Fatalf("%q: %v", s, err)
		}
	})
}
