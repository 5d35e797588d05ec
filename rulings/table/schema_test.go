package table

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"testing"

	"github.com/invopop/jsonschema"
)

var update = flag.Bool("update", false, "rewrite state.schema.json from the Go types")

// generateSchema reflects the JSON Schema of State.
func generateSchema() ([]byte, error) {
	r := &jsonschema.Reflector{ExpandedStruct: true, RequiredFromJSONSchemaTags: true}
	s := r.Reflect(&State{})
	s.ID = SchemaID
	s.Title = "judge table state"
	s.Description = "A Star Wars CCG table position and the questions asked about it (judge ruling FILE)."
	b, err := json.MarshalIndent(s, "", "  ")
	return append(b, '\n'), err
}

func TestSchemaCurrent(t *testing.T) {
	want, err := generateSchema()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("state.schema.json", want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := Schema()
	if !bytes.Equal(got, want) {
		t.Fatal("state.schema.json differs from the Go types: run go test ./rulings/table -run Schema -update")
	}
	var v map[string]any
	if err := json.Unmarshal(got, &v); err != nil || v["$id"] != SchemaID {
		t.Fatalf("schema is not the table-state schema: %v", err)
	}
}
