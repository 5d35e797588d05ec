// Command load is judge serve's load test: it builds an index of the shared
// corpus and cards (or opens -index), starts the server on loopback, and
// runs -clients concurrent clients for -duration, each sending a mix of
// search, define, show, card and ruling requests back to back. It reports
// p50 and p99 latency, requests per second and errors, per kind and overall,
// against the target of issue 7: 0 errors and p99 ≤ 50 ms.
//
//	go run ./bench/load -shared ../shared
//
// The requests are real ones: the user questions of testdata/queries.tsv,
// their expected entries as DOC:LINE, Glossary terms, card titles drawn from
// the card database, and the worked-example tables of testdata/tables.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/serve"
)

// request is one API call of the mix.
type request struct {
	kind, method, target string
	body                 []byte
}

// mix is the share of each kind, out of 100: mostly lookups, as players
// use the page, and a steady share of rulings.
var mix = []struct {
	kind  string
	share int
}{{"search", 40}, {"define", 15}, {"show", 15}, {"card", 15}, {"ruling", 15}}

// terms are Glossary and rulebook titles players look up.
var terms = []string{"immune to attrition", "attrition", "forfeit", "battle destiny", "persona", "uniqueness",
	"hit", "your cards", "deploy", "pilot", "Objective", "starting location", "power", "ability", "lost",
	"Used Pile", "Reserve Deck", "battle damage", "Epic Event", "Interrupt", "capture", "sabacc", "Jedi Test"}

func main() {
	shared := flag.String("shared", "../shared", "shared inputs: corpus/ and cards/")
	indexDir := flag.String("index", "", "an index to serve (default: build one of -shared in a temporary directory)")
	clients := flag.Int("clients", 50, "concurrent clients")
	duration := flag.Duration("duration", 30*time.Second, "how long the clients send requests")
	noCache := flag.Bool("nocache", false, "turn the server's cache of GET answers off: every request searches")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the whole run (server and clients) to this file")
	flag.Parse()
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "load:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	cacheBytes := 0 // the server's default
	if *noCache {
		cacheBytes = -1
	}
	if err := run(*shared, *indexDir, *clients, *duration, cacheBytes); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

func run(shared, indexDir string, clients int, duration time.Duration, cacheBytes int) error {
	serve.TuneGC() // as judge serve does
	ctx := context.Background()
	cfg := workspace.Config{Index: indexDir}
	if indexDir == "" {
		tmp, err := os.MkdirTemp("", "judge-load-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		cfg = workspace.Config{Corpus: []string{filepath.Join(shared, "corpus")}, Cards: filepath.Join(shared, "cards"), Index: filepath.Join(tmp, "index")}
		fmt.Printf("building an index of %s …\n", shared)
		if _, err := workspace.Rebuild(ctx, cfg); err != nil {
			return err
		}
	}
	ix, err := workspace.Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer ix.Close()
	db, err := workspace.OpenCards(ctx, cfg)
	if err != nil {
		return err
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	// The server logs as judge serve does, one line per request, to nowhere:
	// the formatting is part of the cost, the terminal is not.
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	srv := serve.NewHTTPServer(serve.New(ix, db, serve.Options{Logger: logger, CacheBytes: cacheBytes}), logger)
	sctx, stop := context.WithCancel(ctx)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- serve.Serve(sctx, ln, srv, nil) }()
	base := "http://" + ln.Addr().String()

	titles := make([]string, 0, len(db.All()))
	for _, c := range db.All() {
		titles = append(titles, c.Title)
	}
	reqs, err := requests(titles)
	if err != nil {
		return err
	}
	transport := &http.Transport{MaxIdleConns: clients, MaxIdleConnsPerHost: clients, IdleConnTimeout: time.Minute}
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	if err := check(serve.New(ix, db, serve.Options{CacheBytes: -1}), reqs); err != nil {
		return err
	}

	cache := "on"
	if cacheBytes < 0 {
		cache = "off"
	}
	fmt.Printf("%d clients for %v against %s (GOMAXPROCS %d, cache %s); %d distinct requests\n",
		clients, duration, base, runtime.GOMAXPROCS(0), cache, countAll(reqs))
	var mu sync.Mutex
	lat := map[string][]time.Duration{}
	errs := map[string]int{}
	var firstErr []string
	deadline := time.Now().Add(duration)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range clients {
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, 7))
			local := map[string][]time.Duration{}
			localErr := map[string]int{}
			var why []string
			for time.Now().Before(deadline) {
				r := pick(rng, reqs)
				d, err := send(client, base, r)
				if err != nil {
					localErr[r.kind]++
					if len(why) < 3 {
						why = append(why, err.Error())
					}
					continue
				}
				local[r.kind] = append(local[r.kind], d)
			}
			mu.Lock()
			for k, v := range local {
				lat[k] = append(lat[k], v...)
			}
			for k, v := range localErr {
				errs[k] += v
			}
			if len(firstErr) < 5 {
				firstErr = append(firstErr, why...)
			}
			mu.Unlock()
		}(uint64(i + 1))
	}
	wg.Wait()
	elapsed := time.Since(start)
	stop()
	if err := <-served; err != nil {
		return fmt.Errorf("server: %w", err)
	}
	return report(os.Stdout, lat, errs, firstErr, elapsed)
}

// requests builds the pool of each kind.
func requests(titles []string) (map[string][]request, error) {
	out := map[string][]request{}
	qs, err := os.ReadFile("testdata/queries.tsv")
	if err != nil {
		return nil, fmt.Errorf("%w (run from the project root)", err)
	}
	for _, line := range strings.Split(string(qs), "\n") {
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "query\t") {
			continue
		}
		q, expect, _ := strings.Cut(line, "\t")
		// The page searches as the user types, so a question arrives word
		// by word: "does immunity", "does immunity to", ...
		words := strings.Fields(q)
		for n := min(2, len(words)); n <= len(words); n++ {
			p := strings.Join(words[:n], " ")
			out["search"] = append(out["search"], request{"search", "GET", "/api/search?limit=20&q=" + url.QueryEscape(p), nil})
		}
		for _, want := range strings.Split(expect, "|") {
			// Each expected answer is DOC:LINE or an entry ID; both are what
			// a result link on the page opens.
			out["show"] = append(out["show"], request{"show", "GET", "/api/show?id=" + url.QueryEscape(want), nil})
		}
	}
	for _, t := range terms {
		out["define"] = append(out["define"], request{"define", "GET", "/api/define?term=" + url.QueryEscape(t), nil})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		t := titles[rng.IntN(len(titles))]
		out["card"] = append(out["card"], request{"card", "GET", "/api/card?name=" + url.QueryEscape(t), nil})
	}
	tables, err := filepath.Glob("testdata/tables/*/*.yaml")
	if err != nil || len(tables) == 0 {
		return nil, fmt.Errorf("no tables under testdata/tables: %v", err)
	}
	for _, f := range tables {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		out["ruling"] = append(out["ruling"], request{"ruling", "POST", "/api/ruling", b})
	}
	return out, nil
}

// check runs every request of the pool once, untimed, through a handler
// without the response cache: a request that fails here fails the run
// before any figure is printed, and the timed run starts with the server's
// cache empty, so each distinct GET is searched at least once under load.
func check(h http.Handler, reqs map[string][]request) error {
	for _, rs := range reqs {
		for _, r := range rs {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(r.method, r.target, bytes.NewReader(r.body)))
			if rec.Code != http.StatusOK {
				return fmt.Errorf("%s %s: status %d: %s", r.method, r.target, rec.Code, rec.Body)
			}
		}
	}
	return nil
}

func countAll(reqs map[string][]request) int {
	n := 0
	for _, rs := range reqs {
		n += len(rs)
	}
	return n
}

func pick(rng *rand.Rand, reqs map[string][]request) request {
	n := rng.IntN(100)
	for _, m := range mix {
		if n < m.share {
			rs := reqs[m.kind]
			return rs[rng.IntN(len(rs))]
		}
		n -= m.share
	}
	rs := reqs["search"]
	return rs[rng.IntN(len(rs))]
}

// send makes one request and reads the whole answer; anything but a 200 is
// an error. (A card title shared by several cards still answers 200.)
func send(c *http.Client, base string, r request) (time.Duration, error) {
	var body io.Reader
	if r.body != nil {
		body = bytes.NewReader(r.body)
	}
	req, err := http.NewRequest(r.method, base+r.target, body)
	if err != nil {
		return 0, err
	}
	start := time.Now()
	res, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	_, err = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	d := time.Since(start)
	if err != nil {
		return 0, err
	}
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("%s %s: status %d", r.method, r.target, res.StatusCode)
	}
	return d, nil
}

func pct(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return ds[int(float64(len(ds)-1)*p)]
}

func report(w io.Writer, lat map[string][]time.Duration, errs map[string]int, firstErr []string, elapsed time.Duration) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kind\trequests\terrors\tp50\tp99\tmax\t")
	var all []time.Duration
	totalErr := 0
	for _, m := range mix {
		ds := lat[m.kind]
		slices.Sort(ds)
		all = append(all, ds...)
		totalErr += errs[m.kind]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\t\n", m.kind, len(ds), errs[m.kind], ms(pct(ds, .5)), ms(pct(ds, .99)), ms(pct(ds, 1)))
	}
	slices.Sort(all)
	fmt.Fprintf(tw, "all\t%d\t%d\t%s\t%s\t%s\t\n", len(all), totalErr, ms(pct(all, .5)), ms(pct(all, .99)), ms(pct(all, 1)))
	tw.Flush()
	rps := float64(len(all)+totalErr) / elapsed.Seconds()
	p99 := pct(all, .99)
	verdict := "met"
	if totalErr > 0 || p99 > 50*time.Millisecond {
		verdict = "NOT met"
	}
	fmt.Fprintf(w, "%.0f requests/s over %v; target 0 errors and p99 ≤ 50 ms: %s\n", rps, elapsed.Round(time.Millisecond), verdict)
	for _, e := range firstErr {
		fmt.Fprintln(w, "error:", e)
	}
	if totalErr > 0 {
		return fmt.Errorf("%d requests failed", totalErr)
	}
	return nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
