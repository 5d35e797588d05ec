package serve

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/index"
)

// snapshot is one index generation and the card database built with it,
// with the cache of answers computed from them. Each request holds it for
// reading from start to end, so an index a rebuild replaced is closed only
// once the requests using it are done.
type snapshot struct {
	ix    *index.Index
	db    *cards.DB
	cache *responseCache     // nil when off
	mcp   func() *mcp.Server // the MCP tools over ix and db (mcp.go)

	mu     sync.RWMutex
	closed bool
}

type snapshotKey struct{}

// acquire returns the current snapshot, held for reading; release it with
// mu.RUnlock. A snapshot being retired is skipped for its successor.
func (s *Server) acquire() *snapshot {
	for {
		p := s.snap.Load()
		p.mu.RLock()
		if !p.closed {
			return p
		}
		p.mu.RUnlock()
	}
}

// with runs h with the current snapshot in the request's context.
func (s *Server) with(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := s.acquire()
		defer p.mu.RUnlock()
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), snapshotKey{}, p)))
	})
}

// data is the snapshot the request answers from.
func (s *Server) data(r *http.Request) *snapshot {
	if p, ok := r.Context().Value(snapshotKey{}).(*snapshot); ok {
		return p
	}
	return s.snap.Load() // tests calling a handler directly
}

func (s *Server) newSnapshot(ix *index.Index, db *cards.DB) *snapshot {
	p := &snapshot{ix: ix, db: db, mcp: s.newMCP(ix, db)}
	if s.opts.CacheBytes > 0 {
		p.cache = newResponseCache(s.opts.CacheBytes)
	}
	return p
}

// Swap makes new requests answer from ix and db (a rebuilt index and its
// card database), with an empty cache; requests under way finish on the
// old ones, whose index is closed after them.
func (s *Server) Swap(ix *index.Index, db *cards.DB) {
	old := s.snap.Swap(s.newSnapshot(ix, db))
	go old.retire()
}

func (p *snapshot) retire() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closed {
		p.closed = true
		p.ix.Close()
	}
}

// Close closes the index the server answers from; the server must not be
// used after it.
func (s *Server) Close() {
	s.quiet.Stop()
	s.snap.Load().retire()
}

// Watch polls the index directory every interval until ctx ends and, when
// a rebuild (judge index) has moved its current generation, opens the new
// one with open and swaps it in. A failed open is logged and the server
// goes on answering from what it has; the next tick tries again.
func (s *Server) Watch(ctx context.Context, dir string, interval time.Duration, open func() (*index.Index, *cards.DB, error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		gen, err := index.Current(dir)
		if err != nil || gen == s.snap.Load().ix.Generation() {
			continue
		}
		ix, db, err := open()
		if err != nil {
			s.opts.Logger.Warn("a new index generation could not be opened; still serving the old one", slog.String("generation", gen), slog.String("why", err.Error()))
			continue
		}
		s.Swap(ix, db)
		s.opts.Logger.Info("serving a new index generation", slog.String("generation", ix.Generation()), slog.Int("entries", ix.Manifest().Entries))
	}
}
