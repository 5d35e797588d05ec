package workspace

import (
	"runtime/debug"
	"testing"
)

// A build collects by its own settings and puts the caller's back after;
// $GOGC and $GOMEMLIMIT win over it.
func TestBuildGCRestores(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(77))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(300 << 20))
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	restore := buildGC()
	if p, l := debug.SetGCPercent(-1), debug.SetMemoryLimit(-1); p != buildGCPercent || l != buildMemoryLimit {
		t.Fatalf("during a build: GOGC %d, limit %d; want %d, %d", p, l, buildGCPercent, buildMemoryLimit)
	}
	debug.SetGCPercent(buildGCPercent)
	restore()
	if p, l := debug.SetGCPercent(77), debug.SetMemoryLimit(-1); p != 77 || l != 300<<20 {
		t.Fatalf("after a build: GOGC %d, limit %d; want 77, %d", p, l, 300<<20)
	}
	t.Setenv("GOGC", "50")
	t.Setenv("GOMEMLIMIT", "1GiB")
	restore = buildGC()
	if p, l := debug.SetGCPercent(77), debug.SetMemoryLimit(-1); p != 77 || l != 300<<20 {
		t.Fatalf("with $GOGC and $GOMEMLIMIT set, a build changed GOGC to %d, limit to %d", p, l)
	}
	restore()
}
