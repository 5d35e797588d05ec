package serve

import (
	"bytes"
	"container/list"
	"net/http"
	"sync"
)

// The index and the card database never change while a server runs, so
// the answer to a GET is a function of its URL: players at one tournament
// look up the same few rules, and a cached answer costs no search. The
// cache holds whole response bodies, least recently used first out, within
// a byte budget.

// DefaultCacheBytes is the response cache's default budget.
const DefaultCacheBytes = 32 << 20

// maxCachedBody keeps one huge answer from pushing out many small ones.
const maxCachedBody = 256 << 10

type cachedResponse struct {
	key         string
	contentType string
	body        []byte
}

type responseCache struct {
	mu     sync.Mutex
	budget int
	used   int
	order  *list.List // front: most recently used
	byKey  map[string]*list.Element
}

func newResponseCache(budget int) *responseCache {
	return &responseCache{budget: budget, order: list.New(), byKey: map[string]*list.Element{}}
}

func (c *responseCache) get(key string) (*cachedResponse, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cachedResponse), true
}

func (c *responseCache) put(r *cachedResponse) {
	size := len(r.key) + len(r.body)
	if size > maxCachedBody || size > c.budget {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[r.key]; ok {
		return
	}
	c.byKey[r.key] = c.order.PushFront(r)
	c.used += size
	for c.used > c.budget {
		old := c.order.Back()
		o := old.Value.(*cachedResponse)
		c.order.Remove(old)
		delete(c.byKey, o.key)
		c.used -= len(o.key) + len(o.body)
	}
}

// teeWriter passes a response through and keeps a copy of its body.
type teeWriter struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (t *teeWriter) WriteHeader(status int) {
	if t.status == 0 {
		t.status = status
	}
	t.ResponseWriter.WriteHeader(status)
}

func (t *teeWriter) Write(b []byte) (int, error) {
	if t.status == 0 {
		t.status = http.StatusOK
	}
	t.body.Write(b)
	return t.ResponseWriter.Write(b)
}

// cached answers a GET from the cache, or runs h and keeps a 200 answer.
// The key is the path and the query with its parameters sorted, so
// "?q=x&limit=3" and "?limit=3&q=x" share an entry.
func (s *Server) cached(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cache := s.data(r).cache
		if cache == nil || r.Method != http.MethodGet {
			h.ServeHTTP(w, r)
			return
		}
		key := r.URL.Path + "?" + r.URL.Query().Encode()
		if c, ok := cache.get(key); ok {
			w.Header().Set("Content-Type", c.contentType)
			w.Header().Set("X-Cache", "hit")
			w.WriteHeader(http.StatusOK)
			_, _ = w.Write(c.body)
			return
		}
		t := &teeWriter{ResponseWriter: w}
		h.ServeHTTP(t, r)
		if t.status == http.StatusOK {
			cache.put(&cachedResponse{key: key, contentType: w.Header().Get("Content-Type"), body: t.body.Bytes()})
		}
	})
}
