package table_test

import (
	"reflect"
	"testing"

	"github.com/judge-swccg/judge/internal/schemagen"
	_ "github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

func TestSchemaCurrent(t *testing.T) {
	got, _ := table.Schema()
	schemagen.Check(t, schemagen.Schema{
		File: "state.schema.json", Type: &table.State{},
		Fields: map[reflect.Type][]reflect.StructField{reflect.TypeFor[table.Question](): table.Kinds.Fields()}, ID: table.SchemaID, Title: "judge table state",
		Description: "A Star Wars CCG table position and the questions asked about it (judge ruling FILE).",
	}, got)
}
