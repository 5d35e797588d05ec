// Package deps pins the project's chosen libraries in go.mod while the
// packages that use them are being written, so parallel work never races
// on go.mod. Delete an import here once a real package imports it.
package deps

import (
	_ "github.com/blevesearch/bleve/v2"
	_ "github.com/goccy/go-yaml"
	_ "github.com/invopop/jsonschema"
	_ "github.com/mattn/go-isatty"
	_ "github.com/rogpeppe/go-internal/testscript"
	_ "github.com/schollz/progressbar/v3"
	_ "github.com/yuin/goldmark"
)
