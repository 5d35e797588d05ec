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
// deadline. Cached answers and static files do not take a turn.

// defaultMaxInFlight keeps every core busy while a request waits on a
// page of the index.
func defaultMaxInFlight() int { return 4 * runtime.GOMAXPROCS(0) }

// limited runs h in its turn.
func (s *Server) limited(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		done, err := s.turn(r)
		if err != nil {
			return err
		}
		defer done()
		return h(w, r)
	}
}

// turn waits for a free slot until the request's deadline (a 503 then)
// and returns the function that frees it.
func (s *Server) turn(r *http.Request) (func(), error) {
	select {
	case s.slots <- struct{}{}:
		return func() { <-s.slots }, nil
	case <-r.Context().Done():
		return nil, r.Context().Err()
	}
}

// QuietPeriod is how long the server must have answered nothing before it
// returns the memory of the last burst to the system. The collector alone
// keeps it (GOGC=400 lets the heap grow to five times what is live), so
// the process would stay at its peak size long after the clients left.
const QuietPeriod = 2 * time.Second

// track counts a request in and returns the function that counts it out;
// the last one out starts the quiet period over.
func (s *Server) track() func() {
	s.busy.Add(1)
	return func() {
		if s.busy.Add(-1) == 0 {
			s.quiet.Reset(QuietPeriod)
		}
	}
}

// releaseIfQuiet runs when the quiet period ends.
func (s *Server) releaseIfQuiet() {
	if s.busy.Load() == 0 {
		debug.FreeOSMemory()
	}
}
