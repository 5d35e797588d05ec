package xwing

import (
	"reflect"
	"testing"

	"github.com/judge-swccg/judge/internal/schemagen"
)

func TestSchemaCurrent(t *testing.T) {
	got, _ := Schema()
	schemagen.Check(t, schemagen.Schema{
		File: "state.schema.json", Type: &State{},
		Fields: map[reflect.Type][]reflect.StructField{reflect.TypeFor[Question](): Kinds.Fields()}, ID: SchemaID, Title: "judge X-Wing table",
		Description: "An X-Wing Miniatures (1st edition) table, with geometry given as facts, and the questions asked about it (judge ruling FILE).",
	}, got)
}
