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

// TuneGC sets ServerGCPercent unless $GOGC says otherwise. judge serve and
// the load test call it, so the benchmark measures what the server runs.
func TuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(ServerGCPercent)
	}
}
