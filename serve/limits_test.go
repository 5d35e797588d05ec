package serve

import (
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/inputlimit"
	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/mcpserver"
)

// TestNestedBodyRefusedBeforeDecoding: issue 13's body (100,000 "[" deep,
// 200 KB) ran a minute and took 20 GB. Over the size limit it is a 413;
// as deep within the size limit it is a 400 at the bracket that went over,
// and the refusal allocates next to nothing.
func TestNestedBodyRefusedBeforeDecoding(t *testing.T) {
	s := newTestServer(t, Options{})
	nested := func(n int) string {
		return `{"game":"swccg","x":` + strings.Repeat("[", n) + strings.Repeat("]", n) + "}"
	}
	e := call[ErrorView](t, s, "POST", "/api/ruling", nested(100_000), http.StatusRequestEntityTooLarge)
	if e.Error != "the body is over the table file size limit of 65536 bytes" {
		t.Errorf("413: %+v", e)
	}
	e = call[ErrorView](t, s, "POST", "/api/ruling", nested(30_000), http.StatusBadRequest)
	if e.File != tableName || e.Line != 1 || e.Col != 83 || !strings.Contains(e.Error, "over the nesting depth limit of 64 levels") {
		t.Errorf("400: %+v", e)
	}
	body := nested(3000)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	call[ErrorView](t, s, "POST", "/api/ruling", body, http.StatusBadRequest)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 256<<10 {
		t.Errorf("refusing %d bytes of nesting allocated %d bytes, want ≤ 256 KB", len(body), n)
	}
}

func TestTableBoundsOverTheAPI(t *testing.T) {
	s := newTestServer(t, Options{})
	for _, c := range []struct {
		body, want string
		line, col  int
	}{
		{"game: swccg\nx:\n" + strings.Repeat("- 1\n", 5000), "over the node count limit of 4000 nodes", 2001, 3},
		{"game: swccg\ncards: \x00\x01", "binary data (NUL byte); a table file is YAML or JSON text", 2, 8},
	} {
		e := call[ErrorView](t, s, "POST", "/api/ruling", c.body, http.StatusBadRequest)
		if !strings.HasPrefix(e.Error, c.want) || e.File != tableName || e.Line != c.line || e.Col != c.col {
			t.Errorf("%.20q…: %+v, want %q at %d:%d", c.body, e, c.want, c.line, c.col)
		}
	}
}

func TestQueryBoundsOverTheAPI(t *testing.T) {
	s := newTestServer(t, Options{})
	long := url.QueryEscape(strings.Repeat("attrition ", 820)) // 8 KB; the last space is trimmed
	many := url.QueryEscape(strings.Repeat("x ", index.MaxQueryTerms+1))
	for target, want := range map[string]string{
		"/api/search?q=" + long:                 "the query has 8199 bytes, over the query length limit of 512 bytes",
		"/api/define?term=" + long:              "the query has 8199 bytes, over the query length limit of 512 bytes",
		"/api/search?q=" + many:                 "the query has 33 words, over the term count limit of 32 words",
		"/api/search?q=attrition&game=swcg":     `no game "swcg": have swccg, swtcg, xwing`,
		"/api/search?q=attrition&kind=sections": `no kind of entry "sections": have chapter, section,`,
	} {
		e := call[ErrorView](t, s, "GET", target, "", http.StatusBadRequest)
		if !strings.HasPrefix(e.Error, want) {
			t.Errorf("%.40s…: %q, want %q", target, e.Error, want)
		}
	}
}

// TestDefineUnknownIs404AndUnlogged: it was a 500 "internal error" whose
// log line held the term.
func TestDefineUnknownIs404AndUnlogged(t *testing.T) {
	var log safeBuffer
	s := newTestServer(t, Options{Logger: slog.New(slog.NewJSONHandler(&log, nil))})
	e := call[ErrorView](t, s, "GET", "/api/define?term=zqxjvbwk", "", http.StatusNotFound)
	if !strings.Contains(e.Error, "not found") {
		t.Errorf("404: %+v", e)
	}
	if strings.Contains(log.String(), "zqxjvbwk") || strings.Contains(log.String(), `"level":"ERROR"`) {
		t.Errorf("log: %s", log.String())
	}
}

func TestUnknownPageIsJSON404(t *testing.T) {
	s := newTestServer(t, Options{})
	for _, p := range []string{"/nope", "/nope/", "/web/app.js", "/index.html/x"} {
		e := call[ErrorView](t, s, "GET", p, "", http.StatusNotFound)
		if !strings.HasPrefix(e.Error, "no such page") {
			t.Errorf("%s: %+v", p, e)
		}
	}
	for _, p := range []string{"/", "/app.js", "/style.css"} {
		if res := do(t, s, "GET", p, ""); res.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", p, res.StatusCode)
		}
	}
}

// TestRequestsTakeTurns: with every slot taken, a search waits and gives
// up at its deadline with a 503; a cached answer and the page need no slot.
func TestRequestsTakeTurns(t *testing.T) {
	s := newTestServer(t, Options{MaxInFlight: 1, RequestTimeout: 100 * time.Millisecond})
	call[struct {
		Query       any `json:"query"`
		Total       int `json:"total"`
		Fuzzy       bool
		PointedGame string `json:"pointed_game"`
		Hits        []any  `json:"hits"`
	}](t, s, "GET", "/api/search?q=attrition", "", http.StatusOK)
	s.slots <- struct{}{}
	call[ErrorView](t, s, "GET", "/api/search?q=forfeit", "", http.StatusServiceUnavailable)
	call[ErrorView](t, s, "GET", "/api/define?term=forfeit", "", http.StatusServiceUnavailable)
	call[ErrorView](t, s, "POST", "/api/ruling", testTable(t, "immunity/imm-1-attrition-6.yaml"), http.StatusServiceUnavailable)
	const list = "# side: dark\n1 Kessel\n59 Stormtrooper\n"
	call[ErrorView](t, s, "POST", "/api/deck", list, http.StatusServiceUnavailable)
	call[ErrorView](t, s, "POST", "/api/deck?game=poker", list, http.StatusBadRequest) // a refusal waits for no turn
	if res := do(t, s, "GET", "/api/search?q=attrition", ""); res.StatusCode != http.StatusOK || res.Header.Get("X-Cache") != "hit" {
		t.Errorf("cached search: %d %q", res.StatusCode, res.Header.Get("X-Cache"))
	}
	<-s.slots
	if res := do(t, s, "GET", "/api/search?q=forfeit", ""); res.StatusCode != http.StatusOK {
		t.Errorf("search with a free slot: %d", res.StatusCode)
	}
	if res := do(t, s, "POST", "/api/deck", list); res.StatusCode != http.StatusOK {
		t.Errorf("deck with a free slot: %d", res.StatusCode)
	}
}

// TestLimitsTableIsTheCode: each row of README's limits table states the
// value the code enforces.
func TestLimitsTableIsTheCode(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testenv.Root(), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(b), "\n### Limits\n")
	table, _, _ = strings.Cut(table, "\n\n#")
	rows := map[string]string{}
	for _, line := range strings.Split(table, "\n") {
		if cells := strings.Split(line, "|"); len(cells) > 3 && strings.HasPrefix(line, "| ") {
			rows[strings.TrimSpace(cells[1])] = strings.TrimSpace(cells[2])
		}
	}
	delete(rows, "limit") // the header
	for name, want := range map[string]string{
		"request body (`POST /api/deck`)":               fmt.Sprintf("%d bytes (1 MiB)", DefaultMaxBody),
		"MCP message (`POST /mcp`, a `judge mcp` line)": fmt.Sprintf("%d bytes (6 MiB + 64 KiB)", mcpserver.MaxFrame(DefaultMaxBody)),
		"table file size":                               fmt.Sprintf("%d bytes (64 KiB)", inputlimit.TableBytes.Max),
		"nesting depth of a table file":                 fmt.Sprintf("%d levels", inputlimit.Depth.Max),
		"node count of a table file":                    fmt.Sprintf("%d nodes", inputlimit.Nodes.Max),
		"query length":                                  fmt.Sprintf("%d bytes", index.MaxQueryBytes),
		"term count of a query":                         fmt.Sprintf("%d words", index.MaxQueryTerms),
		"requests computing at once":                    fmt.Sprintf("%d per core", defaultMaxInFlight()/runtime.GOMAXPROCS(0)),
		"request deadline":                              fmt.Sprint(DefaultRequestTimeout),
		"Go memory of `judge serve`":                    fmt.Sprintf("%d MiB (soft)", ServerMemoryLimit>>20),
		"memory returned after":                         fmt.Sprintf("%v quiet", DefaultQuietPeriod),
	} {
		if got, ok := rows[name]; !ok || got != want {
			t.Errorf("README limits row %q: %q, want %q", name, got, want)
		}
	}
	if len(rows) != 11 {
		t.Errorf("README limits table has %d rows, the test knows 11: %v", len(rows), rows)
	}
}

// TestMemoryReturnedWhenQuiet: once the server has answered nothing for
// its quiet period it hands its free memory back, and while requests keep
// coming it does not.
func TestMemoryReturnedWhenQuiet(t *testing.T) {
	s := newTestServer(t, Options{QuietPeriod: 300 * time.Millisecond})
	defer s.quiet.Stop()
	for range 10 { // busy: a request every 10 ms
		do(t, s, "GET", "/api/search?q=attrition", "")
		time.Sleep(10 * time.Millisecond)
	}
	if n := s.released.Load(); n != 0 {
		t.Errorf("memory returned %d times while busy", n)
	}
	for start := time.Now(); s.released.Load() == 0; time.Sleep(10 * time.Millisecond) {
		if time.Since(start) > 5*time.Second {
			t.Fatal("no memory returned 5 s after the last request")
		}
	}
}
