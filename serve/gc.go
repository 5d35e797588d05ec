package serve

import (
	"os"
	"runtime/debug"
)

// ServerGCPercent is the garbage collector's target for a server process.
// A search allocates a lot of short-lived memory while the live heap stays
// small (the index is memory-mapped), so collecting at 4× the live heap
// instead of 2× halves the collector's share of the CPU under load, for a
// few tens of megabytes more.
const ServerGCPercent = 400

// ServerMemoryLimit is the soft limit of a server's Go memory. Under a
// burst the collector then works harder instead of letting GOGC=400 grow
// the heap to five times what is live; what is live stays far below it
// (requests take turns, limits.go).
const ServerMemoryLimit = 160 << 20

// TuneGC sets ServerGCPercent and ServerMemoryLimit unless $GOGC or
// $GOMEMLIMIT say otherwise. judge serve and the load test call it, so
// the benchmark measures what the server runs.
func TuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(ServerGCPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(ServerMemoryLimit)
	}
}
