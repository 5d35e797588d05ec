package swtcg

import _ "embed"

// SchemaID is the $id of the Star Wars TCG table-file schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/swtcg/state.schema.json"

// schema is generated from the Go types by TestSchemaCurrent (go test
// ./rulings/swtcg -run Schema -update), which fails whenever they differ.
//
//go:embed state.schema.json
var schema []byte

// Schema returns the JSON Schema of a Star Wars TCG table file.
func Schema() ([]byte, error) { return schema, nil }
