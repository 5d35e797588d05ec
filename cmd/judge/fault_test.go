package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/judge-swccg/judge/internal/testenv"
)

// Process-level fault tests: the index package's own tests inject a failure
// half-way through a build and run readers beside builders in one process;
// these run the real binary, kill it with SIGKILL, and race separate
// processes, which is what a user's machine does.

// judgeBinaries holds the binary each test built, in its own temporary
// directory, removed with it.
var judgeBinaries sync.Map // *testing.T → string

// judgeBinary builds cmd/judge for the test t, once.
func judgeBinary(t *testing.T) (string, error) {
	if bin, ok := judgeBinaries.Load(t); ok {
		return bin.(string), nil
	}
	bin := filepath.Join(t.TempDir(), "judge")
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	cmd := exec.Command(goTool, "build", "-o", bin, ".")
	cmd.Dir = filepath.Join(testenv.Root(), "cmd", "judge")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	judgeBinaries.Store(t, bin)
	t.Cleanup(func() { judgeBinaries.Delete(t) })
	return bin, nil
}

// judgeCmd is the built binary with the test's own settings only.
func judgeCmd(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	bin, err := judgeBinary(t)
	if err != nil {
		t.Fatal(err)
	}
	return binCmd(t, bin, args...)
}

// binCmd is judgeCmd for a binary already built, so that subtests share
// their parent's.
func binCmd(t *testing.T, bin string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(bin, args...)
	env := []string{"NO_COLOR=1", "JUDGE_CONFIG=" + filepath.Join(t.TempDir(), "none.yaml"), "HOME=" + t.TempDir()}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "JUDGE_") && !strings.HasPrefix(kv, "HOME=") {
			env = append(env, kv)
		}
	}
	cmd.Env = env
	return cmd
}

func runJudge(t *testing.T, args ...string) []byte {
	t.Helper()
	var stderr bytes.Buffer
	cmd := judgeCmd(t, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("judge %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return out
}

// copyCorpus copies documents of the shared corpus into a fresh directory,
// so a test can build from it without touching the shared inputs.
func copyCorpus(t *testing.T, docs ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range docs {
		b, err := os.ReadFile(testenv.Corpus(t, d))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, d), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func currentTarget(t *testing.T, idx string) string {
	t.Helper()
	target, err := os.Readlink(filepath.Join(idx, "current"))
	if err != nil {
		t.Fatal(err)
	}
	return target
}

func generationDirs(t *testing.T, idx string) []string {
	t.Helper()
	ents, err := os.ReadDir(idx)
	if err != nil {
		t.Fatal(err)
	}
	var gens []string
	for _, e := range ents {
		if e.IsDir() && strings.HasPrefix(e.Name(), "gen-") {
			gens = append(gens, e.Name())
		}
	}
	return gens
}

type searchOut struct {
	Total int `json:"total"`
	Hits  []struct {
		ID  string `json:"id"`
		Doc string `json:"doc"`
	} `json:"hits"`
}

func searchJSONOf(t *testing.T, out []byte) searchOut {
	t.Helper()
	var s searchOut
	if err := json.Unmarshal(out, &s); err != nil {
		t.Fatalf("search output: %v\n%s", err, out)
	}
	return s
}

// kill -9 of "judge index" in the middle of a build leaves the previous
// index answering, and the next build cleans up what the killed one wrote.
func TestKillDuringIndexBuildKeepsPreviousIndex(t *testing.T) {
	idx := filepath.Join(t.TempDir(), "index")
	small := copyCorpus(t, "swccg-advanced-rules-ch5-8.txt")
	runJudge(t, "--index", idx, "--corpus", small, "index")
	before := currentTarget(t, idx)
	wantSearch := searchJSONOf(t, runJudge(t, "--index", idx, "search", "--json", "immune to attrition"))

	// A bigger build (every document and the cards) takes seconds, most of
	// them writing the new generation: kill it as soon as that starts.
	big := copyCorpus(t, "swccg-advanced-rules-ch5-8.txt", "swccg-advanced-rules-ch7-8.md", "swccg-glossary-2.0.txt", "swtcg-rulebook-esb.txt", "xwing-faq-1e.txt")
	killed := false
	for attempt := 0; attempt < 3 && !killed; attempt++ {
		gensBefore := generationDirs(t, idx)
		cmd := judgeCmd(t, "--index", idx, "--corpus", big, "--cards", testenv.Shared(t, "cards"), "index")
		cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(60 * time.Second)
		for time.Now().Before(deadline) && len(generationDirs(t, idx)) == len(gensBefore) {
			time.Sleep(time.Millisecond)
		}
		if err := cmd.Process.Signal(os.Kill); err != nil {
			t.Fatal(err)
		}
		err := cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != -1 { // -1: ended by a signal
			t.Fatalf("judge index was not killed: %v", err)
		}
		// Had the build published before the kill landed, this attempt
		// proves nothing; try again.
		if currentTarget(t, idx) == before {
			killed = true
		} else {
			t.Logf("attempt %d: the build finished before SIGKILL; rebuilding the small index and retrying", attempt+1)
			runJudge(t, "--index", idx, "--corpus", small, "index")
			before = currentTarget(t, idx)
		}
	}
	if !killed {
		t.Fatal("could not kill judge index mid-build in 3 attempts")
	}
	if gens := generationDirs(t, idx); len(gens) < 2 {
		t.Fatalf("the killed build left no trace (generations %v): it was not killed mid-way", gens)
	}

	// The previous index answers, with the previous corpus.
	got := searchJSONOf(t, runJudge(t, "--index", idx, "search", "--json", "immune to attrition"))
	if got.Total != wantSearch.Total || len(got.Hits) == 0 {
		t.Fatalf("after the kill: %d hits of %d, before %d", len(got.Hits), got.Total, wantSearch.Total)
	}
	var stats struct {
		Docs []struct{ Doc string } `json:"docs"`
	}
	if err := json.Unmarshal(runJudge(t, "--index", idx, "corpus", "stats", "--json"), &stats); err != nil {
		t.Fatal(err)
	}
	if len(stats.Docs) != 1 || stats.Docs[0].Doc != "swccg-advanced-rules-ch5-8.txt" {
		t.Errorf("after the kill the index holds %+v, want the small corpus", stats.Docs)
	}

	// The next build succeeds and removes the killed build's leftovers.
	runJudge(t, "--index", idx, "--corpus", big, "index")
	if gens := generationDirs(t, idx); len(gens) != 1 || gens[0] != currentTarget(t, idx) {
		t.Errorf("after a good build: generations %v, current %s", gens, currentTarget(t, idx))
	}
	if s := searchJSONOf(t, runJudge(t, "--index", idx, "search", "--json", "--game", "xwing", "huge ship agility")); len(s.Hits) == 0 {
		t.Errorf("the new index does not hold the new corpus")
	}
}

// judge search processes running while judge index rebuilds again and
// again never fail and never see a half-built index: every answer is the
// whole answer.
func TestSearchProcessesDuringRebuilds(t *testing.T) {
	idx := filepath.Join(t.TempDir(), "index")
	corpus := copyCorpus(t, "swccg-advanced-rules-ch5-8.txt", "swccg-glossary-2.0.txt")
	runJudge(t, "--index", idx, "--corpus", corpus, "index")
	want := searchJSONOf(t, runJudge(t, "--index", idx, "search", "--json", "--limit", "5", "immune to attrition"))
	if want.Total == 0 {
		t.Fatal("no hits to compare with")
	}
	wantIDs := func(s searchOut) []string {
		var ids []string
		for _, h := range s.Hits {
			ids = append(ids, h.ID)
		}
		return ids
	}(want)

	var stop atomic.Bool
	var searches atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				var stdout, stderr bytes.Buffer
				cmd := judgeCmd(t, "--index", idx, "search", "--json", "--limit", "5", "immune to attrition")
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				if err := cmd.Run(); err != nil {
					errs <- fmt.Errorf("judge search: %v: %s", err, stderr.String())
					return
				}
				var got searchOut
				if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
					errs <- fmt.Errorf("judge search output: %v", err)
					return
				}
				var ids []string
				for _, h := range got.Hits {
					ids = append(ids, h.ID)
				}
				if got.Total != want.Total || !slices.Equal(ids, wantIDs) {
					errs <- fmt.Errorf("a search saw %d hits %v, the whole index gives %d %v", got.Total, ids, want.Total, wantIDs)
					return
				}
				searches.Add(1)
			}
		}()
	}
	builds := 0
	start := time.Now()
	for builds < 3 || searches.Load() < 20 && time.Since(start) < time.Minute {
		runJudge(t, "--index", idx, "--corpus", corpus, "index")
		builds++
	}
	stop.Store(true)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if searches.Load() == 0 {
		t.Fatal("no search ran during the rebuilds")
	}
	t.Logf("%d rebuilds, %d search processes beside them", builds, searches.Load())
}

// Two judge index runs on one index directory at once both succeed (one
// waits for the other's lock), five times over.
func TestConcurrentIndexRuns(t *testing.T) {
	idx := filepath.Join(t.TempDir(), "index")
	corpus := copyCorpus(t, "swtcg-rulebook-esb.txt")
	for round := range 5 {
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Go(func() {
				var stderr bytes.Buffer
				cmd := judgeCmd(t, "--index", idx, "--corpus", corpus, "index")
				cmd.Stderr = &stderr
				if err := cmd.Run(); err != nil {
					errs[i] = fmt.Errorf("%v: %s", err, stderr.String())
				}
			})
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("round %d, run %d: %v", round, i, err)
			}
		}
	}
	if s := searchJSONOf(t, runJudge(t, "--index", idx, "search", "--json", "build zone")); len(s.Hits) == 0 {
		t.Error("the index does not answer after the concurrent builds")
	}
}

// "judge index OTHER" with a config file naming another corpus builds an
// index the next command uses, with a warning, rather than silently
// rebuilding it from the configured corpus.
func TestIndexOfANamedCorpusOutlivesTheConfiguredOne(t *testing.T) {
	configured := copyCorpus(t, "swccg-advanced-rules-ch5-8.txt")
	other := copyCorpus(t, "xwing-faq-1e.txt")
	config := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(config, []byte("corpus: "+configured+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	withConfig := func(args ...string) *exec.Cmd {
		cmd := judgeCmd(t, args...)
		cmd.Env = append(cmd.Env, "JUDGE_CONFIG="+config)
		return cmd
	}
	idx := filepath.Join(t.TempDir(), "index")
	if out, err := withConfig("--index", idx, "index", other).CombinedOutput(); err != nil {
		t.Fatalf("judge index: %v\n%s", err, out)
	}
	before := currentTarget(t, idx)
	var stdout, stderr bytes.Buffer
	cmd := withConfig("--index", idx, "search", "--json", "huge ship agility")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("judge search: %v\n%s", err, stderr.String())
	}
	if s := searchJSONOf(t, stdout.Bytes()); len(s.Hits) == 0 || s.Hits[0].Doc != "xwing-faq-1e.txt" {
		t.Errorf("search after judge index OTHER found %+v", s.Hits)
	}
	if currentTarget(t, idx) != before {
		t.Error("the index was rebuilt from the configured corpus")
	}
	if w := stderr.String(); !strings.Contains(w, "warning") || !strings.Contains(w, other) || !strings.Contains(w, configured) {
		t.Errorf("no warning naming both corpora: %q", w)
	}
}

// An index directory that cannot be created: judge index is a runtime
// failure (exit 1) that claims no previous index, and a lookup says the
// same.
func TestIndexIntoAnUnwritableDirectory(t *testing.T) {
	corpus := copyCorpus(t, "swtcg-rulebook-esb.txt")
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"index"}, {"search", "build zone"}} {
		var stderr bytes.Buffer
		cmd := judgeCmd(t, append([]string{"--index", filepath.Join(file, "index"), "--corpus", corpus}, args...)...)
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitFailure {
			t.Errorf("judge %s: %v, want exit %d", args[0], err, exitFailure)
		}
		if msg := stderr.String(); !strings.Contains(msg, "index build failed") || strings.Contains(msg, "previous index kept") {
			t.Errorf("judge %s said %q", args[0], msg)
		}
	}
}
