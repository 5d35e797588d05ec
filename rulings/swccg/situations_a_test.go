package swccg_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The situations of issue 16's measure: Gemp's rules tests written as table
// files (testdata/situations/<area>/<TestFile>/<method>.yaml), each answer
// the JUnit assertion expects in the .expect beside it, and status.tsv
// recording every method of each test file as right, wrong or unwritable.
// The names carry "situA" so that part B's test of the same layout can sit
// in this package beside it.
const situADir = "../../testdata/situations"

// situAExpectLine is one line of a .expect: the verdict (yes, no, any, or
// words the answer must hold) and optionally a phrase the answer contains.
var situAExpectLine = lazyregexp.New(`^verdict:\s*(.+?)(?:\s+contains:\s*"([^"]*)")?\s*$`)

// situAExpect is what one question must answer.
type situAExpect struct{ verdict, contains string }

func situAReadExpect(t *testing.T, file string) []situAExpect {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []situAExpect
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		m := situAExpectLine().FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("%s:%d: want `verdict: yes|no|<answer words>` [contains: \"...\"], got %q", file, i+1, line)
		}
		out = append(out, situAExpect{strings.TrimSpace(m[1]), m[2]})
	}
	return out
}

// situAMatches: a yes/no verdict is the ruling's (legal and illegal count as
// yes and no); other words must all be in the answer; contains: is a phrase
// of the answer or of a step (a test asserting a step of the play, "draw 1
// destiny?", is checked against the step that decides it).
func situAMatches(r rulings.Ruling, e situAExpect) bool {
	answer := strings.ToLower(r.Answer)
	if e.contains != "" {
		all := answer
		for _, s := range r.Steps {
			all += "\n" + strings.ToLower(s.Text)
		}
		if !strings.Contains(all, strings.ToLower(e.contains)) {
			return false
		}
	}
	v := r.Verdict
	switch v {
	case rulings.Legal:
		v = rulings.Yes
	case rulings.Illegal:
		v = rulings.No
	}
	switch e.verdict {
	case "yes", "no":
		return string(v) == e.verdict
	case "any":
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(e.verdict)) {
		if !strings.Contains(answer, w) {
			return false
		}
	}
	return true
}

// situAStatus is status.tsv: test file → method → right | wrong | unwritable,
// in file order.
type situAStatus struct {
	order []string
	state map[string]string
}

func situAKey(file, method string) string { return file + "\t" + method }

func situAReadStatus(t *testing.T) *situAStatus {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(situADir, "status.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	s := &situAStatus{state: map[string]string{}}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 || !slices.Contains([]string{"right", "wrong", "unwritable"}, f[2]) {
			t.Fatalf("status.tsv:%d: want file<TAB>method<TAB>right|wrong|unwritable, got %q", i+1, line)
		}
		k := situAKey(f[0], f[1])
		s.order = append(s.order, k)
		s.state[k] = f[2]
	}
	return s
}

func (s *situAStatus) write(t *testing.T) {
	var b strings.Builder
	b.WriteString("# file\tmethod\tstate (right | wrong | unwritable); go test ./rulings/swccg -run Situations -update rewrites right/wrong\n")
	for _, k := range s.order {
		fmt.Fprintf(&b, "%s\t%s\n", k, s.state[k])
	}
	if err := os.WriteFile(filepath.Join(situADir, "status.tsv"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestSituationsA rules every situation, compares each answer with its
// .expect, reports written/total and right/written per Gemp test file, and
// fails when a situation status.tsv records as right is answered wrong (or a
// situation has no row). -update records the new states.
func TestSituationsA(t *testing.T) {
	db := testcards.DB(t)
	status := situAReadStatus(t)
	files, _ := filepath.Glob(filepath.Join(situADir, "*", "*", "*.yaml"))
	if len(files) == 0 {
		t.Fatalf("no situations under %s", situADir)
	}
	for _, f := range files {
		rel, _ := filepath.Rel(situADir, f)
		testFile, method := filepath.ToSlash(filepath.Dir(rel)), strings.TrimSuffix(filepath.Base(f), ".yaml")
		k := situAKey(testFile, method)
		got, ran := "wrong", false
		t.Run(testFile+"/"+method, func(t *testing.T) {
			ran = true
			want := situAReadExpect(t, strings.TrimSuffix(f, ".yaml")+".expect")
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			tb, err := table.Load(f, data, db)
			if err != nil {
				t.Fatalf("does not load: %v", err)
			}
			rep := swccg.Run(tb)
			if len(rep.Rulings) != len(want) {
				t.Fatalf("%d questions, %d expected answers", len(rep.Rulings), len(want))
			}
			right := true
			for i, r := range rep.Rulings {
				if !situAMatches(r, want[i]) {
					right = false
					t.Logf("question %d: %s %q, want %s %q", i+1, r.Verdict, r.Answer, want[i].verdict, want[i].contains)
				}
			}
			if right {
				got = "right"
			}
			was, ok := status.state[k]
			switch {
			case golden.Updating():
			case !ok:
				t.Errorf("no row in status.tsv (run with -update)")
			case was == "right" && got != "right":
				t.Errorf("recorded right in status.tsv, now answered wrong")
			}
		})
		if !ran { // not selected by -run
			continue
		}
		if _, ok := status.state[k]; !ok {
			status.order = append(status.order, k)
		}
		status.state[k] = got
	}
	if golden.Updating() {
		status.write(t)
	}
	situAReport(t, status)
}

// situAReport logs the measure per test file and in all.
func situAReport(t *testing.T, s *situAStatus) {
	type count struct{ total, written, right int }
	per := map[string]*count{}
	var names []string
	var all count
	for _, k := range s.order {
		file, _, _ := strings.Cut(k, "\t")
		c := per[file]
		if c == nil {
			c = &count{}
			per[file] = c
			names = append(names, file)
		}
		for _, c := range []*count{c, &all} {
			c.total++
			if s.state[k] != "unwritable" {
				c.written++
			}
			if s.state[k] == "right" {
				c.right++
			}
		}
	}
	for _, n := range append(names, "all") {
		c := per[n]
		if n == "all" {
			c = &all
		}
		t.Logf("%-45s written %3d/%3d  right %3d/%3d", n, c.written, c.total, c.right, c.written)
	}
}
