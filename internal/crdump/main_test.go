package dump

import (
	"fmt"
	"os"
	"testing"

	"github.com/judge-swccg/judge/cards"
)

func TestDump(t *testing.T) {
	db, err := cards.Load("/work/wt/shared/cards")
	if err != nil {
		t.Fatal(err)
	}
	kind := os.Getenv("KIND")
	n := 0
	for _, c := range db.All() {
		for _, e := range c.Effects {
			if e.Kind == kind && n < 60 {
				n++
				fmt.Printf("%s [%s] T=%q Ti=%q C=%q | %s\n", c.Title, c.Type, e.Target, e.Title, e.Condition, e.Quote)
			}
		}
	}
}
