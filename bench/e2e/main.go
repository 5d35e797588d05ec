// Command e2e measures judge end to end, process start to last byte, as a
// user runs it: each command is run many times and the median, 90th
// percentile and peak resident memory are reported, next to grep -ri over
// the same files measured in the same run. The machine is small and noisy,
// so only medians and ratios are worth quoting.
//
//	go run ./bench/e2e -shared ../shared -runs 40
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

type result struct {
	name  string
	walls []time.Duration
	rss   int64 // peak KiB over all runs
}

func (r result) pct(p int) time.Duration {
	d := append([]time.Duration(nil), r.walls...)
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[(len(d)-1)*p/100]
}

func run(runs int, name string, argv ...string) (result, error) {
	res := result{name: name}
	for i := 0; i < runs+2; i++ {
		cmd := exec.Command(argv[0], argv[1:]...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		start := time.Now()
		err := cmd.Run()
		wall := time.Since(start)
		if ee, ok := err.(*exec.ExitError); err != nil && !(ok && argv[0] == "grep" && ee.ExitCode() == 1) {
			return res, fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, errb.String())
		}
		if i < 2 { // warm the page cache and the binary
			continue
		}
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			res.rss = max(res.rss, ru.Maxrss)
		}
		res.walls = append(res.walls, wall)
	}
	return res, nil
}

func main() {
	shared := flag.String("shared", "../shared", "shared inputs directory")
	runs := flag.Int("runs", 40, "runs per command")
	query := flag.String("query", "immune to attrition", "search query")
	card := flag.String("card", "Lord Vader", "card name")
	table := flag.String("table", "testdata/tables/immunity/lord-vader-attrition-4.yaml", "table-state file")
	flag.Parse()

	tmp, err := os.MkdirTemp("", "judge-bench-")
	check(err)
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "judge")
	build := exec.Command("go", "build", "-o", bin, "./cmd/judge")
	build.Stderr = os.Stderr
	check(build.Run())
	floor := filepath.Join(tmp, "blevefloor")
	build = exec.Command("go", "build", "-o", floor, "./bench/e2e/blevefloor")
	build.Stderr = os.Stderr
	check(build.Run())

	corpus := filepath.Join(*shared, "corpus")
	base := []string{bin, "--index", filepath.Join(tmp, "index"), "--corpus", corpus, "--cards", filepath.Join(*shared, "cards")}
	cmd := func(args ...string) []string { return append(append([]string{}, base...), args...) }
	t0 := time.Now()
	idx := exec.Command(base[0], cmd("index")[1:]...)
	idx.Stderr = os.Stderr
	check(idx.Run())
	fmt.Printf("index build (corpus + cards, one run): %v\n\n", time.Since(t0).Round(time.Millisecond))

	var results []result
	add := func(name string, argv ...string) {
		r, err := run(*runs, name, argv...)
		if err != nil {
			fmt.Fprintf(os.Stderr, "skip %s: %v\n", name, err)
			return
		}
		results = append(results, r)
	}
	add("grep -ri (baseline)", "grep", "-ri", *query, corpus)
	add("a program that only links bleve", floor)
	add("judge version (start-up floor)", cmd("version")...)
	add("judge search", cmd("search", *query)...)
	add("judge define", cmd("define", *query)...)
	add("judge card", cmd("card", *card)...)
	if _, err := os.Stat(*table); err == nil {
		add("judge ruling", cmd("ruling", *table)...)
	}
	if len(results) == 0 {
		check(fmt.Errorf("nothing measured"))
	}
	fmt.Printf("| command | median | p90 | median ÷ grep | peak RSS |\n|---|---|---|---|---|\n")
	g := results[0].pct(50)
	for _, r := range results {
		fmt.Printf("| %s | %.1f ms | %.1f ms | %.1f× | %.1f MB |\n", r.name,
			ms(r.pct(50)), ms(r.pct(90)), float64(r.pct(50))/float64(g), float64(r.rss)/1024)
	}
	fmt.Printf("\n%d runs each after 2 warm-ups.\n", *runs)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
}
