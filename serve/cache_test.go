package serve

import (
	"fmt"
	"testing"
)

func TestCachedAnswers(t *testing.T) {
	s := newTestServer(t, Options{})
	first := do(t, s, "GET", "/api/search?q=forfeit&limit=3", "")
	body1 := readAll(t, first)
	if first.Header.Get("X-Cache") != "" {
		t.Fatalf("first answer came from the cache")
	}
	again := do(t, s, "GET", "/api/search?limit=3&q=forfeit", "") // same query, other order
	if again.Header.Get("X-Cache") != "hit" || readAll(t, again) != body1 || again.Header.Get("Content-Type") != first.Header.Get("Content-Type") {
		t.Errorf("second answer: X-Cache %q", again.Header.Get("X-Cache"))
	}
	// Failures are not kept.
	do(t, s, "GET", "/api/show?id=no-such", "")
	if res := do(t, s, "GET", "/api/show?id=no-such", ""); res.StatusCode != 404 || res.Header.Get("X-Cache") != "" {
		t.Errorf("a 404 was cached")
	}
	off := newTestServer(t, Options{CacheBytes: -1})
	do(t, off, "GET", "/api/search?q=forfeit", "")
	if res := do(t, off, "GET", "/api/search?q=forfeit", ""); res.Header.Get("X-Cache") != "" {
		t.Errorf("cache answered with the cache off")
	}
}

func TestCacheBudget(t *testing.T) {
	c := newResponseCache(1000)
	for i := range 20 {
		c.put(&cachedResponse{key: fmt.Sprintf("%02d", i), body: make([]byte, 98)}) // 100 bytes each
	}
	if c.used > 1000 || len(c.byKey) != 10 {
		t.Fatalf("used %d bytes in %d entries", c.used, len(c.byKey))
	}
	if _, ok := c.get("00"); ok {
		t.Errorf("the oldest entry stayed")
	}
	if _, ok := c.get("10"); !ok {
		t.Fatalf("entry 10 went")
	}
	c.put(&cachedResponse{key: "20", body: make([]byte, 98)}) // pushes out 11, not the just-used 10
	if _, ok := c.get("10"); !ok {
		t.Errorf("the recently used entry went")
	}
	if _, ok := c.get("11"); ok {
		t.Errorf("the least recently used entry stayed")
	}
	c.put(&cachedResponse{key: "big", body: make([]byte, 2000)})
	if _, ok := c.get("big"); ok {
		t.Errorf("an answer over the budget was kept")
	}
}
