// Package serve is judge's HTTP service: a JSON API over the index, the card
// database and the rulings engine, and an embedded web page for players
// looking rulings up on a phone.
//
// The API answers with the very values the CLI prints with --json (the same
// Go types), so a client reads one schema whichever way it asks. Inputs come
// only in the request: a search query, an entry ID, a card name, or the text
// of a table-state file or a decklist posted as the body. Nothing the API
// accepts names a file on the server.
package serve

import (
	"github.com/judge-swccg/judge/deck"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/index"
)

// Options tune the limits of a Server. Zero values take the defaults.
type Options struct {
	// MaxBody bounds a POSTed table state or decklist, in bytes.
	MaxBody int64
	// RequestTimeout is the deadline of each request's context.
	RequestTimeout time.Duration
	// Logger receives one line per request; nil logs nothing.
	Logger *slog.Logger
	// CacheBytes is the budget of the cache of GET answers; negative
	// turns the cache off.
	CacheBytes int
	// Formats are the deck formats POST /api/deck checks in; nil checks
	// the basic construction rules only.
	Formats *deck.Formats
	// MaxInFlight bounds the requests computing at once (limits.go);
	// zero is two per core.
	MaxInFlight int
	// QuietPeriod is the time without a request after which the server
	// returns its free memory to the system.
	QuietPeriod time.Duration
}

// Defaults of Options.
const (
	DefaultMaxBody        = 1 << 20 // a table state is a few kilobytes
	DefaultRequestTimeout = 10 * time.Second
	// maxLimit caps a search's page size so one request cannot ask for the
	// whole index.
	maxLimit = 100
)

// Server answers the API and serves the page. It only reads the index and
// the card database, so it is safe for any number of concurrent requests.
type Server struct {
	snap  atomic.Pointer[snapshot]
	opts  Options
	mux   *http.ServeMux
	slots chan struct{} // a request computing holds one
	busy  atomic.Int64  // requests being answered
	quiet *time.Timer   // fires QuietPeriod after the last answer
	// released counts the times the memory was returned (for tests).
	released atomic.Int64
}

// New returns the service over an opened index and card database. db may be
// nil: then card lookups fail with 503 and table states must declare their
// cards inline.
func New(ix *index.Index, db *cards.DB, opts Options) *Server {
	if opts.MaxBody <= 0 {
		opts.MaxBody = DefaultMaxBody
	}
	if opts.RequestTimeout <= 0 {
		opts.RequestTimeout = DefaultRequestTimeout
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.CacheBytes == 0 {
		opts.CacheBytes = DefaultCacheBytes
	}
	if opts.QuietPeriod <= 0 {
		opts.QuietPeriod = DefaultQuietPeriod
	}
	if opts.MaxInFlight <= 0 {
		opts.MaxInFlight = defaultMaxInFlight()
	}
	s := &Server{opts: opts, mux: http.NewServeMux(), slots: make(chan struct{}, opts.MaxInFlight)}
	s.quiet = time.AfterFunc(time.Hour, s.releaseIfQuiet)
	s.quiet.Stop()
	s.snap.Store(s.newSnapshot(ix, db))
	s.routes()
	return s
}

func (s *Server) routes() {
	s.mux.Handle("/api/search", s.cached(only(http.MethodGet, s.search)))
	s.mux.Handle("/api/define", s.cached(only(http.MethodGet, s.define)))
	s.mux.Handle("/api/show", s.cached(only(http.MethodGet, s.show)))
	s.mux.Handle("/api/cite", s.cached(only(http.MethodGet, s.cite)))
	s.mux.Handle("/api/card", s.cached(only(http.MethodGet, s.card)))
	s.mux.Handle("/api/cards", s.cached(only(http.MethodGet, s.findCards)))
	s.mux.Handle("/api/ruling", only(http.MethodPost, s.ruling))
	s.mux.Handle("/api/deck", only(http.MethodPost, s.deck))
	s.mux.Handle("/api/formats", only(http.MethodGet, s.formats))
	s.mux.Handle("/mcp", only(http.MethodPost, s.mcpRoute()))
	s.mux.Handle("/api/", only(http.MethodGet, func(w http.ResponseWriter, r *http.Request) error {
		return errorf(http.StatusNotFound, "no such API endpoint: %s", r.URL.Path)
	}))
	s.mux.Handle("/healthz", only(http.MethodGet, s.healthz))
	s.mux.Handle("/", pageHandler())
}

// ServeHTTP applies the request deadline, logging, panic recovery and
// security headers around the routes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer s.track()()
	s.logged(s.guarded(s.with(s.mux))).ServeHTTP(w, r)
}
