package table

import _ "embed"

// SchemaID is the $id of the table-state schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/table/state.schema.json"

// schema is generated from the Go types by TestSchemaCurrent
// (go test ./rulings/table -run Schema -update), which fails whenever the
// types and this file differ, so it cannot drift from what Load accepts.
// It is embedded rather than reflected at run time so that no command pays
// the schema library's start-up.
//
//go:embed state.schema.json
var schema []byte

// Schema returns the JSON Schema of a table-state file.
func Schema() ([]byte, error) { return schema, nil }

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
	if err := decodeStrict(file, data, st); err != nil {
		return nil, err
	}
	return st, nil
}
