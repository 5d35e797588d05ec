package serve

import (
	"net/http"
	"runtime"
	"runtime/debug"
	"time"
)

// A request that computes (a search, a definition, a ruling) allocates
// up to a few megabytes for a few milliseconds of CPU. Fifty at once only
// queue on the cores and add their memory up, so they take turns: at most
// Options.MaxInFlight compute at once, the others wait within their
// deadline. Cached answers, refusals and static files take no turn.

// defaultMaxInFlight keeps every core busy while a request waits on a
// page of the index: a heavy search (the most the query bounds allow)
// holds about 15 MB for its tens of milliseconds.
func defaultMaxInFlight() int { return 2 * runtime.GOMAXPROCS(0) }

// turn waits for a free slot until the request's deadline (a 503 then)
// and returns the function that frees it. A handler takes its turn after
// the checks that refuse bad input, so refusing costs no wait.
func (s *Server) turn(r *http.Request) (func(), error) {
	select {
	case s.slots <- struct{}{}:
		return func() { <-s.slots }, nil
	case <-r.Context().Done():
		return nil, r.Context().Err()
	}
}

// DefaultQuietPeriod is how long the server must have answered nothing
// before it returns the memory of the last burst to the system. The
// collector alone keeps it (GOGC=400 lets the heap grow to five times what
// is live), so the process would stay at its peak size long after the
// clients left.
const DefaultQuietPeriod = 2 * time.Second

// track counts a request in and returns the function that counts it out;
// the last one out starts the quiet period over.
func (s *Server) track() func() {
	s.busy.Add(1)
	return func() {
		if s.busy.Add(-1) == 0 {
			s.quiet.Reset(s.opts.QuietPeriod)
		}
	}
}

// releaseIfQuiet runs when the quiet period ends.
func (s *Server) releaseIfQuiet() {
	if s.busy.Load() == 0 {
		debug.FreeOSMemory()
		s.released.Add(1)
	}
}
