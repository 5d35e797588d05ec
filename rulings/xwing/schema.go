package xwing

import (
	"encoding/json"

	"github.com/invopop/jsonschema"
)

// SchemaID is the $id of the X-Wing table schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/xwing/state.schema.json"

// Schema returns the JSON Schema of an X-Wing table file, generated from
// the Go types so that it cannot drift from what Load accepts.
func Schema() ([]byte, error) {
	r := &jsonschema.Reflector{ExpandedStruct: true, RequiredFromJSONSchemaTags: true}
	s := r.Reflect(&State{})
	s.ID = SchemaID
	s.Title = "judge X-Wing table"
	s.Description = "An X-Wing Miniatures (1st edition) table, with geometry given as facts, and the questions asked about it (judge ruling FILE)."
	return json.MarshalIndent(s, "", "  ")
}
