package swtcg

import (
	"encoding/json"

	"github.com/invopop/jsonschema"
)

// SchemaID is the $id of the Star Wars TCG table-file schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/swtcg/state.schema.json"

// Schema returns the JSON Schema of a Star Wars TCG table file, generated
// from the Go types so that it cannot drift from what Load accepts.
func Schema() ([]byte, error) {
	r := &jsonschema.Reflector{ExpandedStruct: true, RequiredFromJSONSchemaTags: true}
	s := r.Reflect(&State{})
	s.ID = SchemaID
	s.Title = "judge Star Wars TCG table state"
	s.Description = "A Star Wars TCG (Wizards of the Coast) table position, every card declared inline, and the questions asked about it (judge ruling FILE)."
	return json.MarshalIndent(s, "", "  ")
}
