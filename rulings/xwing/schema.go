package xwing

import _ "embed"

// SchemaID is the $id of the X-Wing table schema.
const SchemaID = "https://github.com/judge-swccg/judge/rulings/xwing/state.schema.json"

// schema is generated from the Go types by TestSchemaCurrent (go test
// ./rulings/xwing -run Schema -update), which fails whenever they differ.
//
//go:embed state.schema.json
var schema []byte

// Schema returns the JSON Schema of an X-Wing table file.
func Schema() ([]byte, error) { return schema, nil }
