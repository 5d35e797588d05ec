// Command blevefloor does nothing but link bleve: bench/e2e times it as the
// start-up any Go program using bleve pays on this machine (package
// initialisation of bleve and what it imports, and loading the binary),
// the floor under judge's own start-up.
package main

import (
	"fmt"

	"github.com/blevesearch/bleve/v2"
)

func main() { fmt.Println(bleve.Config.DefaultIndexType) }
