package table

import (
	"testing"

	"github.com/judge-swccg/judge/internal/schemagen"
)

func TestSchemaCurrent(t *testing.T) {
	got, _ := Schema()
	schemagen.Check(t, schemagen.Schema{
		File: "state.schema.json", Type: &State{}, ID: SchemaID, Title: "judge table state",
		Description: "A Star Wars CCG table position and the questions asked about it (judge ruling FILE).",
	}, got)
}
