package table

import _ "embed"

// SchemaID is the $id of the table-state schema. It keeps the path the
// format had before it moved under rulings/swccg: files and editors that
// name the schema by it still find the same schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/table/state.schema.json"

// schema is generated from the Go types by TestSchemaCurrent
// (go test ./rulings/swccg/table -run Schema -update), which fails whenever the
// types and this file differ, so it cannot drift from what Load accepts.
// It is embedded rather than reflected at run time so that no command pays
// the schema library's start-up.
//
//go:embed state.schema.json
var schema []byte

// Schema returns the JSON Schema of a table-state file.
func Schema() ([]byte, error) { return schema, nil }
