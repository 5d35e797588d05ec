package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/judge-swccg/judge/internal/testenv"
)

// A damaged index never panics and never answers wrongly: each file of a
// generation is damaged in turn, in each way a disk or a user damages
// files, and every command then rebuilds and answers as the intact index
// did, or (when the inputs the index was built from are gone) exits 3
// telling to run "judge index".

// damageWays are what happens to a file: cut short, a page zeroed, bytes
// changed at several places, gone.
var damageWays = []struct {
	name  string
	apply func(t *testing.T, path string)
}{
	{"truncate", func(t *testing.T, p string) {
		fi := mustStat(t, p)
		if err := os.Truncate(p, fi.Size()/2); err != nil {
			t.Fatal(err)
		}
	}},
	{"zero-page", func(t *testing.T, p string) {
		b := mustRead(t, p)
		off := len(b) / 2 &^ 4095
		clear(b[off:min(len(b), off+4096)])
		mustWrite(t, p, b)
	}},
	{"noise", func(t *testing.T, p string) {
		b := mustRead(t, p)
		r := rand.New(rand.NewPCG(uint64(len(b)), 13))
		for _, frac := range []float64{0.1, 0.5, 0.9} {
			at := int(float64(len(b)) * frac)
			for i := at; i < min(len(b), at+16); i++ {
				b[i] ^= byte(1 + r.IntN(255)) // never 0: every byte changes
			}
		}
		mustWrite(t, p, b)
	}},
	{"delete", func(t *testing.T, p string) {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}},
}

// damageCommands are every command that reads the index, and serve's
// start (whose answer to one search stands for the rest).
var damageCommands = []struct {
	name string
	args []string
}{
	{"search", []string{"search", "--json", "immune to attrition"}},
	{"define", []string{"define", "--json", "forfeit"}},
	{"show", []string{"show", "--json", "swccg-advanced-rules-ch5-8.txt:727"}},
	{"card", []string{"card", "--json", "Snoova"}},
	{"ruling", []string{"ruling", "--json", "TABLE"}},
	{"doctor", []string{"doctor", "--json"}},
	{"serve", []string{"serve", "--addr", "127.0.0.1:0"}},
}

// runResult is what a command gave: serve's stdout is its answer to one
// search.
type runResult struct {
	code           int
	stdout, stderr string
}

func TestDamagedIndexRebuildsOrRefuses(t *testing.T) {
	table := filepath.Join(t.TempDir(), "table.yaml")
	mustWrite(t, table, []byte("game: swccg\nturn: light\nphase: battle\nsegment: damage\ncards:\n"+
		"  - card: Snoova\n    owner: dark\n    at: \"Hoth: Ice Plains\"\n"+
		"  - card: A Rebel Trooper\n    absent: true\n    type: Character\n    forfeit: 2\n    owner: light\n    at: \"Hoth: Ice Plains\"\n"+
		"battle:\n  at: \"Hoth: Ice Plains\"\n  initiator: light\n  destiny: {light: [2], dark: [1]}\n  power: {light: 3, dark: 4}\n"+
		"questions:\n  - forfeit: light\n"))
	// With the inputs at hand a command rebuilds and answers exactly as
	// the intact index did; with the inputs gone (built from copies since
	// deleted) it answers right all the same or exits 3 saying what to do.
	known := newDamageFixture(t, table, false)
	orphan := newDamageFixture(t, table, true)

	var files []string
	gen := filepath.Join(known.index, currentTarget(t, known.index))
	filepath.WalkDir(gen, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(gen, p)
			files = append(files, rel)
		}
		return err
	})
	if len(files) < 5 {
		t.Fatalf("the generation holds only %v", files)
	}
	type damage struct {
		name, file string
		apply      func(*testing.T, string)
	}
	var damages []damage
	for _, file := range files {
		for _, way := range damageWays {
			damages = append(damages, damage{strings.ReplaceAll(file, "/", "_") + "/" + way.name, file, way.apply})
		}
	}
	// The current link, outside the generation: pointing nowhere, or not
	// a link at all.
	damages = append(damages,
		damage{"current/dangling", "../current", func(t *testing.T, p string) {
			os.Remove(p)
			if err := os.Symlink("gen-999", p); err != nil {
				t.Fatal(err)
			}
		}},
		damage{"current/file", "../current", func(t *testing.T, p string) {
			os.Remove(p)
			mustWrite(t, p, []byte("gen-1\x00\xff"))
		}})
	for i, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			t.Parallel()
			for k, c := range damageCommands {
				// -short runs one command per damage, each in turn.
				if testing.Short() && k != i%len(damageCommands) {
					continue
				}
				got := known.run(t, c.name, c.args, d.file, d.apply)
				if !got.same(known.want[c.name]) {
					t.Errorf("%s with the inputs: exit %d, want %d\n%s\n--- want\n%s\n--- stderr\n%s",
						c.name, got.code, known.want[c.name].code, got.stdout, known.want[c.name].stdout, got.stderr)
				}
				got = orphan.run(t, c.name, c.args, d.file, d.apply)
				refused := got.code == exitNoCorpus && strings.Contains(got.stderr, `run "judge index"`)
				if !refused && !got.same(orphan.want[c.name]) {
					t.Errorf("%s without the inputs: exit %d, neither 3 with \"run judge index\" nor the right answer\n%s\n--- stderr\n%s",
						c.name, got.code, got.stdout, got.stderr)
				}
			}
		})
	}
}

// damageFixture is an intact index of a small corpus and a few cards, and
// what each command answers from it.
type damageFixture struct {
	bin          string // the judge binary, built once for every subtest
	index, table string
	inputs       []string // flags naming the inputs; none once they are gone
	want         map[string]runResult
}

func newDamageFixture(t *testing.T, table string, deleteInputs bool) *damageFixture {
	t.Helper()
	corpus := copyCorpus(t, "swccg-advanced-rules-ch5-8.txt")
	cardsDir := smallCardsDir(t)
	bin, err := judgeBinary(t)
	if err != nil {
		t.Fatal(err)
	}
	f := &damageFixture{bin: bin, index: filepath.Join(t.TempDir(), "index"), table: table, inputs: []string{"--corpus", corpus, "--cards", cardsDir}}
	runJudge(t, append([]string{"--index", f.index}, append(f.inputs, "index")...)...)
	if deleteInputs {
		for _, d := range []string{corpus, cardsDir} {
			if err := os.RemoveAll(d); err != nil {
				t.Fatal(err)
			}
		}
		f.inputs = nil
	}
	f.want = map[string]runResult{}
	for _, c := range damageCommands {
		got := f.run(t, c.name, c.args, "", nil)
		if got.code != 0 && c.name != "doctor" || got.stdout == "" {
			t.Fatalf("%s on the intact index: exit %d\n%s%s", c.name, got.code, got.stdout, got.stderr)
		}
		f.want[c.name] = got
	}
	return f
}

// run runs one command on a copy of the fixture's index whose file has
// been damaged by damage (none when nil).
func (f *damageFixture) run(t *testing.T, name string, args []string, file string, damage func(*testing.T, string)) runResult {
	t.Helper()
	idx := copyIndex(t, f.index)
	if damage != nil {
		damage(t, filepath.Join(idx, currentTarget(t, idx), file))
	}
	args = append(append([]string{"--index", idx}, f.inputs...), args...)
	for i, a := range args {
		if a == "TABLE" {
			args[i] = f.table
		}
	}
	cmd := binCmd(t, f.bin, args...)
	var r runResult
	if name == "serve" {
		r = runServeOnce(t, cmd)
	} else {
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		var ee *exec.ExitError
		if err := cmd.Run(); err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
		r = runResult{code: cmd.ProcessState.ExitCode(), stdout: stdout.String(), stderr: stderr.String()}
	}
	if strings.Contains(r.stderr, "panic") || strings.Contains(r.stderr, "goroutine ") {
		t.Errorf("%s panicked:\n%s", name, r.stderr)
	}
	return r
}

// Scores differ in their last digits from one build of the same inputs to
// the next, and a rebuild makes a new generation: neither is an answer.
var (
	longFloat  = regexp.MustCompile(`(\d\.\d{9})\d+`)
	generation = regexp.MustCompile(`"generation": "gen-\d+"`)
)

func (r runResult) same(want runResult) bool {
	norm := func(s string) string {
		return generation.ReplaceAllString(longFloat.ReplaceAllString(s, "$1"), "")
	}
	return r.code == want.code && norm(r.stdout) == norm(want.stdout)
}

var listeningAt = regexp.MustCompile(`addr=http://(\S+)`)

func runServeOnce(t *testing.T, cmd *exec.Cmd) runResult {
	t.Helper()
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	addr := make(chan string, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(errPipe)
		for sc.Scan() {
			stderr.WriteString(sc.Text() + "\n")
			if m := listeningAt.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	res := runResult{}
	select {
	case a := <-addr:
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+a+"/api/search?q=immune+to+attrition", nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("serve: %v", err)
		} else {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			var v any
			if json.Unmarshal(b, &v) == nil {
				b, _ = json.Marshal(v)
			}
			res.stdout = resp.Status + " " + string(b)
		}
		cmd.Process.Signal(os.Interrupt)
		<-done
		cmd.Wait()
	case <-done:
		cmd.Wait()
		res.code = cmd.ProcessState.ExitCode()
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		<-done
		cmd.Wait()
		t.Fatalf("serve neither listened nor exited in 60 s:\n%s", stderr.String())
	}
	res.stderr = stderr.String()
	return res
}

// copyIndex copies an index directory, its current link included.
func copyIndex(t *testing.T, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "index")
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(target, to)
		case d.IsDir():
			return os.MkdirAll(to, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// smallCardsDir is the real card data cut down to a few cards, so that a
// test can rebuild the index hundreds of times.
func smallCardsDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	keep := regexp.MustCompile(`^•?(Snoova|Darth Vader|Luke Skywalker|Hoth: Ice Plains.*)$`)
	for _, side := range []string{"Dark.json", "Light.json"} {
		var in struct {
			Cards []json.RawMessage `json:"cards"`
		}
		if err := json.Unmarshal(mustRead(t, testenv.Shared(t, "cards/"+side)), &in); err != nil {
			t.Fatal(err)
		}
		var out struct {
			Cards []json.RawMessage `json:"cards"`
		}
		for _, c := range in.Cards {
			var card struct {
				Front struct {
					Title string `json:"title"`
				} `json:"front"`
			}
			if json.Unmarshal(c, &card) == nil && keep.MatchString(card.Front.Title) {
				out.Cards = append(out.Cards, c)
			}
		}
		if len(out.Cards) == 0 {
			t.Fatalf("%s: no card kept", side)
		}
		b, _ := json.Marshal(out)
		mustWrite(t, filepath.Join(dir, side), b)
	}
	for _, f := range []string{"personas.tsv", "sets.json"} {
		mustWrite(t, filepath.Join(dir, f), mustRead(t, testenv.Shared(t, "cards/"+f)))
	}
	return dir
}

func mustStat(t *testing.T, p string) fs.FileInfo {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustWrite(t *testing.T, p string, b []byte) {
	t.Helper()
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
