// Command e2e measures judge end to end, as a user runs it: from process
// start to the last byte of its output, and to its exit. Each command is run
// many times, round-robin in a shuffled order, and the medians, 90th percentile, page faults and
// peak resident memory are reported next to grep -ri over the same files
// measured in the same rounds. The machine is small and noisy, so only
// medians and ratios are worth quoting.
//
// judge is built as a user's install builds it (the README's install line,
// CGO_ENABLED=0 go install), or with -build release as the release
// binaries are (.goreleaser.yaml: -trimpath, -ldflags "-s -w").
//
//	go run ./bench/e2e -shared ../shared -runs 40 [-buildruns 5] [-build install|release] [-other OLD-JUDGE]
//
// On a machine busy with other jobs, a 10 ms process mostly waits for a
// core: run it as root under chrt -f 10 (SCHED_FIFO, inherited by every
// process it starts) so that the measured ones run as soon as they can,
// and say so beside the figures.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"time"
)

type result struct {
	name   string
	env    []string
	argv   []string
	walls  []time.Duration // process start to the last byte of stdout
	exits  []time.Duration // process start to exit
	rss    int64           // peak KiB over all runs
	faults []int64         // minor page faults of each run (populated pages count too)
}

func (r result) pct(p int) time.Duration { return pct(r.walls, p) }

func pct(ds []time.Duration, p int) time.Duration {
	d := append([]time.Duration(nil), ds...)
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[(len(d)-1)*p/100]
}

// once runs the command one time and records it unless warm is set.
func (r *result) once(warm bool) error {
	cmd := exec.Command(r.argv[0], r.argv[1:]...)
	cmd.Env = append(os.Environ(), r.env...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return err
	}
	// The last byte is when the pipe ends: the program closed stdout or
	// exited. What a program does after its output (releasing files,
	// the kernel tearing the process down) is timed apart, as exit.
	_, cerr := io.Copy(io.Discard, stdout)
	wall := time.Since(start)
	err = cmd.Wait()
	exit := time.Since(start)
	if cerr != nil {
		return cerr
	}
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && r.argv[0] == "grep" && ee.ExitCode() == 1) {
		return fmt.Errorf("%s: %v\n%s", strings.Join(r.argv, " "), err, errb.String())
	}
	if warm {
		return nil
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.rss = max(r.rss, ru.Maxrss)
		r.faults = append(r.faults, ru.Minflt)
	}
	r.walls = append(r.walls, wall)
	r.exits = append(r.exits, exit)
	return nil
}

// measure runs every command once per round, round after round, so that
// the machine's drift (it is small and shared) falls on all rows alike and
// the ratios to grep stay meaningful. Two rounds warm the caches first.
// Each round runs the commands in a new order: in a fixed order a row
// paid for its place (the same binary measured 1 ms slower as -other,
// after judge ruling, than as judge), which the comparison of two
// binaries must not.
func measure(rs []*result, runs int) []*result {
	var ok []*result
	for _, r := range rs {
		if err := r.once(true); err != nil {
			fmt.Fprintf(os.Stderr, "skip %s: %v\n", r.name, err)
			continue
		}
		ok = append(ok, r)
	}
	order := slices.Clone(ok)
	shuffle := rand.New(rand.NewPCG(1, 2)) // the same orders on every run
	for i := 0; i < runs+1; i++ {
		shuffle.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, r := range order {
			check(r.once(i == 0))
		}
	}
	return ok
}

func main() {
	shared := flag.String("shared", "../shared", "shared inputs directory")
	runs := flag.Int("runs", 40, "runs per command")
	query := flag.String("query", "immune to attrition", "search query")
	card := flag.String("card", "Lord Vader", "card name")
	table := flag.String("table", "testdata/tables/immunity/lord-vader-attrition-4.yaml", "table-state file")
	buildRuns := flag.Int("buildruns", 5, "index builds (corpus + cards, each into a new directory)")
	other := flag.String("other", "", "another judge binary (one built from main, say) whose index builds, start-up and search are measured beside this one's, interleaved")
	cold := flag.Bool("cold", false, "drop every measured binary (grep's too) from the page cache first, so that each is read from disk as after a reboot")
	how := flag.String("build", "install", "how judge is built: install (the README's install line) or release (as .goreleaser.yaml builds it)")
	flag.Parse()

	tmp, err := os.MkdirTemp("", "judge-bench-")
	check(err)
	defer os.RemoveAll(tmp)
	buildArgs, ok := builds[*how]
	if !ok {
		check(fmt.Errorf("-build %q: want install or release", *how))
	}
	// Each program into tmp under its own name, built alike.
	goBuild := func(pkg string) string {
		build := exec.Command("go", append(buildArgs, pkg)...)
		build.Env = append(os.Environ(), "CGO_ENABLED=0", "GOBIN="+tmp)
		build.Stderr = os.Stderr
		check(build.Run())
		return filepath.Join(tmp, filepath.Base(pkg))
	}
	// Every binary measured is copied the same way into tmp: how a
	// binary's pages came into the page cache moves its start-up by up to
	// 2 ms here (the same judge started 1.5 to 2 ms faster as a cp'd copy
	// than as the linker wrote it or as read back from disk), so a binary
	// built elsewhere (-other) is compared only in the same state.
	n := 0
	fresh := func(exe string) string {
		n++
		dst := filepath.Join(tmp, fmt.Sprintf("exe%d-%s", n, filepath.Base(exe)))
		check(copyExe(exe, dst))
		return dst
	}
	bin := fresh(goBuild("./cmd/judge"))
	floor := fresh(goBuild("./bench/e2e/blevefloor"))
	goFloor := fresh(goBuild("./bench/e2e/gofloor"))
	otherBin := ""
	if *other != "" {
		otherBin = fresh(*other)
	}
	fmt.Printf("judge built with: CGO_ENABLED=0 go %s ./cmd/judge\n\n", strings.Join(buildArgs, " "))

	corpus := filepath.Join(*shared, "corpus")
	base := []string{bin, "--index", filepath.Join(tmp, "index"), "--corpus", corpus, "--cards", filepath.Join(*shared, "cards")}
	cmd := func(args ...string) []string { return append(append([]string{}, base...), args...) }
	builds := []*build{{name: "judge index (corpus + cards)", bin: bin}}
	if *other != "" {
		builds = append(builds, &build{name: "judge index, " + *other, bin: otherBin})
	}
	measureBuilds(builds, *buildRuns, tmp, base[3:])
	idx := exec.Command(base[0], cmd("index")[1:]...)
	idx.Stderr = os.Stderr
	check(idx.Run())

	var rs []*result
	add := func(name string, argv ...string) { rs = append(rs, &result{name: name, argv: argv}) }
	add("grep -ri (baseline)", "grep", "-ri", *query, corpus)
	add("a Go program that prints a line", goFloor)
	add("a program that only links bleve", floor)
	add("judge version (start-up floor)", cmd("version")...)
	add("judge search", cmd("search", *query)...)
	add("judge define", cmd("define", *query)...)
	add("judge card", cmd("card", *card)...)
	if _, err := os.Stat(*table); err == nil {
		add("judge ruling", cmd("ruling", *table)...)
	}
	if *other != "" {
		// The other binary's start-up and search, over an index it built,
		// in the same rounds.
		otherBase := []string{otherBin, "--index", filepath.Join(tmp, "other-index"), "--corpus", corpus, "--cards", filepath.Join(*shared, "cards")}
		oidx := exec.Command(otherBin, append(otherBase[1:], "index")...)
		oidx.Stderr = os.Stderr
		check(oidx.Run())
		add("judge version, "+*other, append(append([]string{}, otherBase...), "version")...)
		add("judge search, "+*other, append(append([]string{}, otherBase...), "search", *query)...)
	}
	if *cold {
		for _, r := range rs {
			exe, err := exec.LookPath(r.argv[0])
			check(err)
			check(evict(exe))
		}
	}
	results := measure(rs, *runs)
	if len(results) == 0 {
		check(fmt.Errorf("nothing measured"))
	}
	fmt.Printf("| command | median to last byte | p90 | median ÷ grep | median to exit | page faults | peak RSS |\n|---|---|---|---|---|---|---|\n")
	g := results[0].pct(50)
	for _, r := range results {
		fmt.Printf("| %s | %.1f ms | %.1f ms | %.1f× | %.1f ms | %d | %.1f MB |\n", r.name,
			ms(r.pct(50)), ms(r.pct(90)), float64(r.pct(50))/float64(g), ms(pct(r.exits, 50)), median(r.faults), float64(r.rss)/1024)
	}
	fmt.Printf("\n%d rounds after a warm-up round; each round runs every command once, in a shuffled order.\n", *runs)
}

// builds are the go commands of -build: "install" is the README's install
// line, "release" the flags .goreleaser.yaml gives (its -X version stamps
// aside, which change no code).
var builds = map[string][]string{
	"install": {"install"},
	"release": {"install", "-trimpath", "-ldflags", "-s -w"},
}

// build is a whole "judge index" process, timed from start to exit, with
// the CPU it used (user + system) and its peak resident memory.
type build struct {
	name, bin string
	walls     []time.Duration
	cpus      []time.Duration
	rss       []int64 // KiB
}

// measureBuilds runs each binary's index build runs times, round-robin,
// each into a directory of its own that is removed after it.
func measureBuilds(bs []*build, runs int, tmp string, flags []string) {
	for i := 0; i < runs; i++ {
		// Every other round in reverse, so that neither binary always
		// builds first.
		round := slices.Clone(bs)
		if i%2 == 1 {
			slices.Reverse(round)
		}
		for _, b := range round {
			dir := filepath.Join(tmp, "build-index")
			args := append([]string{"--index", dir}, flags...)
			c := exec.Command(b.bin, append(args, "index")...)
			var errb bytes.Buffer
			c.Stderr = &errb
			start := time.Now()
			if err := c.Run(); err != nil {
				check(fmt.Errorf("%s index: %v\n%s", b.bin, err, errb.String()))
			}
			b.walls = append(b.walls, time.Since(start))
			b.cpus = append(b.cpus, c.ProcessState.UserTime()+c.ProcessState.SystemTime())
			if ru, ok := c.ProcessState.SysUsage().(*syscall.Rusage); ok {
				b.rss = append(b.rss, ru.Maxrss)
			}
			check(os.RemoveAll(dir))
		}
	}
	fmt.Printf("| index build | median wall | median CPU (user + sys) | median peak RSS | peak RSS, all runs |\n|---|---|---|---|---|\n")
	for _, b := range bs {
		fmt.Printf("| %s | %.2f s | %.2f s | %.1f MB | %.1f–%.1f MB |\n", b.name, pct(b.walls, 50).Seconds(), pct(b.cpus, 50).Seconds(),
			float64(median(b.rss))/1024, float64(slices.Min(b.rss))/1024, float64(slices.Max(b.rss))/1024)
	}
	fmt.Printf("\n%d builds each, round-robin.\n\n", runs)
}

// copyExe copies the executable src to dst, as go install and cp do.
func copyExe(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func median(xs []int64) int64 {
	s := append([]int64(nil), xs...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
}
