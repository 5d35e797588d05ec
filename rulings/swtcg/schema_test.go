package swtcg

import (
	"reflect"
	"testing"

	"github.com/judge-swccg/judge/internal/schemagen"
)

func TestSchemaCurrent(t *testing.T) {
	got, _ := Schema()
	schemagen.Check(t, schemagen.Schema{
		File: "state.schema.json", Type: &State{},
		Fields: map[reflect.Type][]reflect.StructField{reflect.TypeFor[Question](): Kinds.Fields()}, ID: SchemaID, Title: "judge Star Wars TCG table state",
		Description: "A Star Wars TCG (Wizards of the Coast) table position, every card declared inline, and the questions asked about it (judge ruling FILE).",
	}, got)
}
