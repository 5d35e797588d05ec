// Command load is judge serve's load test: it builds an index of the shared
// corpus and cards (or opens -index), starts the server on loopback in a
// process of its own, and runs -clients concurrent clients for -duration,
// each sending requests back to back, in two phases:
//
//   - the normal mix: search, define, show, card and ruling requests as
//     players send them; target of issue 7: 0 errors and p99 ≤ 50 ms;
//   - the abuse mix (issue 13; -abuse=false skips it): the same, among
//     bodies of brackets nested 30,000 and 100,000 deep, distinct 8 KB
//     queries, and the heaviest queries the bounds allow (32 made-up long
//     words, each matched with edit distance). Target: every normal request
//     answered, every abusive one refused with its status.
//
// Throughout, it samples the server's resident memory (target: ≤ 256 MB),
// and after the abuse it watches it come back (target: ≤ 1.5× its idle
// size, measured after one pass over the normal requests, within 30 s).
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
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/serve"
)

// request is one API call; want is the status it must answer (0: 200).
type request struct {
	kind, method, target string
	body                 []byte
	want                 int
}

// mix is the share of each kind, out of 100: mostly lookups, as players
// use the page, and a steady share of rulings.
var mix = []share{{"search", 40}, {"define", 15}, {"show", 15}, {"card", 15}, {"ruling", 15}}

type share struct {
	kind  string
	share int
}

// terms are Glossary and rulebook titles players look up.
var terms = []string{"immune to attrition", "attrition", "forfeit", "battle destiny", "persona", "uniqueness",
	"hit", "your cards", "deploy", "pilot", "Objective", "starting location", "power", "ability", "lost",
	"Used Pile", "Reserve Deck", "battle damage", "Epic Event", "Interrupt", "capture", "sabacc", "Jedi Test"}

// Targets.
const (
	maxRSS      = 256 << 20
	recoverTo   = 1.5 // × the idle size
	recoverIn   = 30 * time.Second
	p99Target   = 50 * time.Millisecond
	sampleEvery = 50 * time.Millisecond
)

func main() {
	shared := flag.String("shared", "../shared", "shared inputs: corpus/ and cards/")
	indexDir := flag.String("index", "", "an index to serve (default: build one of -shared in a temporary directory)")
	clients := flag.Int("clients", 50, "concurrent clients")
	duration := flag.Duration("duration", 30*time.Second, "how long the clients send requests, in each phase")
	noCache := flag.Bool("nocache", false, "turn the server's cache of GET answers off: every request searches")
	abuse := flag.Bool("abuse", true, "run the abuse mix after the normal one")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the server process to this file")
	child := flag.Bool("serve-child", false, "internal: be the server process")
	childCache := flag.Int("cache-bytes", 0, "internal: the server process's cache budget")
	flag.Parse()
	if *child {
		if err := serveChild(*indexDir, *childCache, *cpuProfile); err != nil {
			fmt.Fprintln(os.Stderr, "load server:", err)
			os.Exit(1)
		}
		return
	}
	cacheBytes := 0 // the server's default
	if *noCache {
		cacheBytes = -1
	}
	if err := run(*shared, *indexDir, *clients, *duration, cacheBytes, *abuse, *cpuProfile); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

func run(shared, indexDir string, clients int, duration time.Duration, cacheBytes int, abuse bool, cpuProfile string) error {
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
	db, err := workspace.OpenCards(ctx, cfg)
	if err != nil {
		ix.Close()
		return err
	}
	titles := make([]string, 0, len(db.All()))
	for _, c := range db.All() {
		titles = append(titles, c.Title)
	}
	reqs, err := requests(titles)
	if err == nil {
		err = check(serve.New(ix, db, serve.Options{CacheBytes: -1}), reqs)
	}
	ix.Close()
	if err != nil {
		return err
	}

	srv, err := startServer(cfg.Index, cacheBytes, cpuProfile)
	if err != nil {
		return err
	}
	defer srv.stop()
	transport := &http.Transport{MaxIdleConns: clients, MaxIdleConnsPerHost: clients, IdleConnTimeout: time.Minute}
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	// Idle: the server after one pass over the normal requests (its code
	// and the index's pages in memory, its cache filled) and a rest.
	for _, rs := range reqs {
		for _, r := range rs {
			if _, err := send(client, srv.addr, r); err != nil {
				return fmt.Errorf("warm-up: %w", err)
			}
		}
	}
	time.Sleep(serve.DefaultQuietPeriod + 3*time.Second)
	idle := srv.rss("VmRSS")
	cache := "on"
	if cacheBytes < 0 {
		cache = "off"
	}
	fmt.Printf("server process at %s (cache %s), idle after one pass over the %d distinct normal requests: RSS %s\n",
		srv.addr, cache, countAll(reqs), mb(idle))

	failed := false
	normal := func(rng *rand.Rand) request { return pickFrom(rng, mix, reqs) }
	fmt.Printf("\n== normal mix: %d clients for %v\n", clients, duration)
	res := load(client, srv, clients, duration, normal)
	failed = res.report(os.Stdout, kinds(mix), true) || failed
	if abuse {
		ab := newAbuse(reqs)
		fmt.Printf("\n== abuse mix: %d clients for %v: %s\n", clients, duration, ab.describe())
		res := load(client, srv, clients, duration, ab.pick)
		failed = res.report(os.Stdout, append(kinds(mix), kinds(ab.mix[1:])...), false) || failed
		failed = !recovery(os.Stdout, srv, idle) || failed
	}
	transport.CloseIdleConnections()
	if failed {
		return fmt.Errorf("a target was not met")
	}
	return nil
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
			out["search"] = append(out["search"], request{kind: "search", method: "GET", target: "/api/search?limit=20&q=" + url.QueryEscape(p)})
		}
		for _, want := range strings.Split(expect, "|") {
			// Each expected answer is DOC:LINE or an entry ID; both are what
			// a result link on the page opens.
			out["show"] = append(out["show"], request{kind: "show", method: "GET", target: "/api/show?id=" + url.QueryEscape(want)})
		}
	}
	for _, t := range terms {
		out["define"] = append(out["define"], request{kind: "define", method: "GET", target: "/api/define?term=" + url.QueryEscape(t)})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		t := titles[rng.IntN(len(titles))]
		out["card"] = append(out["card"], request{kind: "card", method: "GET", target: "/api/card?name=" + url.QueryEscape(t)})
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
		out["ruling"] = append(out["ruling"], request{kind: "ruling", method: "POST", target: "/api/ruling", body: b})
	}
	return out, nil
}

// check runs every request of the pool once, untimed, through a handler
// without the response cache: a request that fails here fails the run
// before any figure is printed.
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

func kinds(m []share) []string {
	var out []string
	for _, s := range m {
		out = append(out, s.kind)
	}
	return out
}

// pickFrom draws a kind by its share, then a request of that kind.
func pickFrom(rng *rand.Rand, m []share, reqs map[string][]request) request {
	n := rng.IntN(100)
	for _, s := range m {
		if n < s.share {
			rs := reqs[s.kind]
			return rs[rng.IntN(len(rs))]
		}
		n -= s.share
	}
	rs := reqs[m[0].kind]
	return rs[rng.IntN(len(rs))]
}

// send makes one request and reads the whole answer; a status other than
// the one wanted is an error. (A card title shared by several cards still
// answers 200.)
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
	if want := max(r.want, http.StatusOK); res.StatusCode != want {
		return 0, fmt.Errorf("%s %.80s: status %d, want %d", r.method, r.target, res.StatusCode, want)
	}
	return d, nil
}

// result is one phase's latencies and errors by kind, and the server's
// peak memory during it.
type result struct {
	lat      map[string][]time.Duration
	errs     map[string]int
	firstErr []string
	elapsed  time.Duration
	peakRSS  int64
}

// load runs clients sending pick's requests back to back for duration,
// sampling the server's memory meanwhile.
func load(client *http.Client, srv *server, clients int, duration time.Duration, pick func(*rand.Rand) request) result {
	res := result{lat: map[string][]time.Duration{}, errs: map[string]int{}}
	var mu sync.Mutex
	srv.resetPeak()
	stopSampling := make(chan struct{})
	sampled := make(chan int64)
	go func() {
		var peak int64
		t := time.NewTicker(sampleEvery)
		defer t.Stop()
		for {
			peak = max(peak, srv.rss("VmRSS"))
			select {
			case <-stopSampling:
				sampled <- peak
				return
			case <-t.C:
			}
		}
	}()
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
				r := pick(rng)
				d, err := send(client, srv.addr, r)
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
			defer mu.Unlock()
			for k, v := range local {
				res.lat[k] = append(res.lat[k], v...)
			}
			for k, v := range localErr {
				res.errs[k] += v
			}
			if len(res.firstErr) < 5 {
				res.firstErr = append(res.firstErr, why...)
			}
		}(uint64(i + 1))
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	close(stopSampling)
	res.peakRSS = max(<-sampled, srv.rss("VmHWM"))
	return res
}

func pct(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return ds[int(float64(len(ds)-1)*p)]
}

// report prints the phase's table and verdicts; it says whether a target
// was missed. withP99 holds the phase to the latency target as well.
func (r result) report(w io.Writer, kinds []string, withP99 bool) (failed bool) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kind\trequests\terrors\tp50\tp99\tmax\t")
	var all []time.Duration
	totalErr := 0
	for _, k := range kinds {
		ds := r.lat[k]
		slices.Sort(ds)
		all = append(all, ds...)
		totalErr += r.errs[k]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\t\n", k, len(ds), r.errs[k], ms(pct(ds, .5)), ms(pct(ds, .99)), ms(pct(ds, 1)))
	}
	slices.Sort(all)
	fmt.Fprintf(tw, "all\t%d\t%d\t%s\t%s\t%s\t\n", len(all), totalErr, ms(pct(all, .5)), ms(pct(all, .99)), ms(pct(all, 1)))
	tw.Flush()
	rps := float64(len(all)+totalErr) / r.elapsed.Seconds()
	fmt.Fprintf(w, "%.0f requests/s over %v\n", rps, r.elapsed.Round(time.Millisecond))
	failed = totalErr > 0 || withP99 && pct(all, .99) > p99Target
	if withP99 {
		fmt.Fprintf(w, "target 0 errors and p99 ≤ %v: %s\n", p99Target, verdict(!failed))
	} else {
		fmt.Fprintf(w, "target 0 errors (every normal request answered, every abusive one refused with its status): %s\n", verdict(totalErr == 0))
	}
	fmt.Fprintf(w, "server peak RSS %s; target ≤ %s: %s\n", mb(r.peakRSS), mb(maxRSS), verdict(r.peakRSS <= maxRSS))
	for _, e := range r.firstErr {
		fmt.Fprintln(w, "error:", e)
	}
	return failed || r.peakRSS > maxRSS
}

// recovery watches the server's memory for recoverIn after the abuse and
// says whether it came back to recoverTo × idle.
func recovery(w io.Writer, srv *server, idle int64) bool {
	start := time.Now()
	var back time.Duration = -1
	rss := srv.rss("VmRSS")
	fmt.Fprintf(w, "after the abuse: RSS %s", mb(rss))
	for time.Since(start) < recoverIn {
		if rss = srv.rss("VmRSS"); back < 0 && float64(rss) <= recoverTo*float64(idle) {
			back = time.Since(start)
		}
		time.Sleep(sampleEvery)
	}
	ok := back >= 0
	when := "never"
	if ok {
		when = "after " + back.Round(10*time.Millisecond).String()
	}
	fmt.Fprintf(w, "; ≤ %.1f× idle (%s) %s; %s at %v; target within %v: %s\n",
		recoverTo, mb(int64(recoverTo*float64(idle))), when, mb(rss), recoverIn, recoverIn, verdict(ok))
	return ok
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}

func mb(b int64) string { return fmt.Sprintf("%.1f MB", float64(b)/(1<<20)) }

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
