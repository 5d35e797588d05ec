// Command gofloor prints one line and exits: bench/e2e times it as the
// start-up any statically linked Go program pays on this machine (the
// runtime's own initialisation and loading a small binary), the floor
// under blevefloor's.
package main

import "fmt"

func main() { fmt.Println("go") }
