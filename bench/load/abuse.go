package main

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"

	"github.com/judge-swccg/judge/index"
)

// abuse is the abuse mix: a share of normal requests (drawn from the
// normal mix) among requests that must be refused, or that are the
// heaviest allowed.
type abuse struct {
	mix    []share
	normal map[string][]request
	deep   [2]request
}

func newAbuse(normal map[string][]request) *abuse {
	nested := func(n int) []byte {
		return []byte(`{"game":"swccg","x":` + strings.Repeat("[", n) + strings.Repeat("]", n) + "}")
	}
	return &abuse{
		mix: []share{{"normal", 40}, {"nested-body", 20}, {"8KB-query", 25}, {"max-query", 15}},
		// Issue 13's body, 200 KB: over the size limit. And as deep as fits
		// within it.
		deep: [2]request{
			{kind: "nested-body", method: "POST", target: "/api/ruling", body: nested(100_000), want: http.StatusRequestEntityTooLarge},
			{kind: "nested-body", method: "POST", target: "/api/ruling", body: nested(30_000), want: http.StatusBadRequest},
		},
		normal: normal,
	}
}

func (a *abuse) describe() string {
	var parts []string
	for _, s := range a.mix {
		parts = append(parts, fmt.Sprintf("%d%% %s", s.share, s.kind))
	}
	return strings.Join(parts, ", ")
}

// pick draws one request; the queries are new each time, so no answer
// comes from the cache.
func (a *abuse) pick(rng *rand.Rand) request {
	n := rng.IntN(100)
	kind := a.mix[0].kind
	for _, s := range a.mix {
		if n < s.share {
			kind = s.kind
			break
		}
		n -= s.share
	}
	switch kind {
	case "nested-body":
		return a.deep[rng.IntN(2)]
	case "8KB-query":
		q := url.QueryEscape(words(rng, 8<<10/10, 9))
		if rng.IntN(2) == 0 {
			return request{kind: kind, method: "GET", target: "/api/define?term=" + q, want: http.StatusBadRequest}
		}
		return request{kind: kind, method: "GET", target: "/api/search?q=" + q, want: http.StatusBadRequest}
	case "max-query":
		// Made-up words of 9 letters match nothing as typed, so each is
		// also looked up within two edits: the most a query may cost.
		return request{kind: kind, method: "GET", target: "/api/search?q=" + url.QueryEscape(words(rng, index.MaxQueryTerms, 9))}
	}
	return pickFrom(rng, mix, a.normal)
}

// words is n random lower-case words of size letters.
func words(rng *rand.Rand, n, size int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		for range size {
			b.WriteByte(byte('a' + rng.IntN(26)))
		}
	}
	return b.String()
}
