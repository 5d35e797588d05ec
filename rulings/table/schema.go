package table

import (
	"encoding/json"

	"github.com/invopop/jsonschema"
)

// SchemaID is the $id of the table-state schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/table/state.schema.json"

// Schema returns the JSON Schema of a table-state file, generated from
// the Go types so that it cannot drift from what Load accepts.
func Schema() ([]byte, error) {
	r := &jsonschema.Reflector{ExpandedStruct: true, RequiredFromJSONSchemaTags: true}
	s := r.Reflect(&State{})
	s.ID = SchemaID
	s.Title = "judge table state"
	s.Description = "A Star Wars CCG table position and the questions asked about it (judge ruling FILE)."
	return json.MarshalIndent(s, "", "  ")
}

// NeedsCards reports whether the state names a card that must come from
// the card database (one not declared absent, or an effect not spelled out).
func (st *State) NeedsCards() bool {
	for _, c := range st.Cards {
		if !c.Absent {
			return true
		}
	}
	for _, e := range st.Effects {
		if e.Kind == "" {
			return true
		}
	}
	return false
}

// Decode reads a table-state file without resolving its cards; errors
// name file:line:col.
func Decode(file string, data []byte) (*State, error) {
	st := &State{}
	if err := decodeInto(file, data, st); err != nil {
		return nil, err
	}
	return st, nil
}
