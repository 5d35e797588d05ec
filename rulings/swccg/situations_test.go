package swccg_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
)

// situationsDir holds issue 16's measure: Gemp's rules tests written as
// table files (README.md there says how).
const situationsDir = "../../testdata/situations"

// expectation is one line of a .expect file: what Gemp's assertion says
// the answer to one question is.
type expectation struct {
	verdict  string   // yes, no, or words the answer contains
	contains []string // further words the answer contains
}

// parseExpect reads a .expect file: one `verdict: …` line per question,
// each optionally followed by `contains: "…"` clauses.
func parseExpect(data []byte) ([]expectation, error) {
	var out []expectation
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rest, ok := strings.CutPrefix(line, "verdict:")
		if !ok {
			return nil, fmt.Errorf("line %d: want `verdict: …`, got %q", n, line)
		}
		verdict, clauses, _ := strings.Cut(rest, "contains:")
		e := expectation{verdict: strings.TrimSpace(verdict)}
		if e.verdict == "" {
			return nil, fmt.Errorf("line %d: empty verdict", n)
		}
		for clauses = strings.TrimSpace(clauses); clauses != ""; {
			q, err := strconv.QuotedPrefix(clauses)
			if err != nil {
				return nil, fmt.Errorf("line %d: contains: want a quoted string at %q", n, clauses)
			}
			s, _ := strconv.Unquote(q)
			e.contains = append(e.contains, s)
			clauses = strings.TrimSpace(clauses[len(q):])
			if clauses != "" {
				if clauses, ok = strings.CutPrefix(clauses, "contains:"); !ok {
					return nil, fmt.Errorf("line %d: want another contains: or the line's end at %q", n, clauses)
				}
				clauses = strings.TrimSpace(clauses)
			}
		}
		out = append(out, e)
	}
	return out, sc.Err()
}

// words lowers s and folds its runs of space, for answers compared by words.
func words(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// meets reports whether a ruling answers as Gemp's assertion expects, and
// if not, why. A yes/no verdict is the ruling's (legal and illegal count as
// yes and no), "any" takes every verdict, other words must each be in the
// answer; a contains: phrase is in the answer or in a step (an assertion
// about a step of the play, "draw 1 destiny?", is checked against the step
// that decides it).
func (e expectation) meets(r rulings.Ruling) (bool, string) {
	switch e.verdict {
	case "yes":
		if r.Verdict != rulings.Yes && r.Verdict != rulings.Legal {
			return false, fmt.Sprintf("verdict %s, want yes: %s", r.Verdict, r.Answer)
		}
	case "no":
		if r.Verdict != rulings.No && r.Verdict != rulings.Illegal {
			return false, fmt.Sprintf("verdict %s, want no: %s", r.Verdict, r.Answer)
		}
	case "any":
	default:
		for _, w := range strings.Fields(words(e.verdict)) {
			if !strings.Contains(words(r.Answer), w) {
				return false, fmt.Sprintf("answer %q lacks %q", r.Answer, e.verdict)
			}
		}
	}
	said := words(r.Answer)
	for _, st := range r.Steps {
		said += "\n" + words(st.Text)
	}
	for _, c := range e.contains {
		if !strings.Contains(said, words(c)) {
			return false, fmt.Sprintf("answer %q and its steps lack %q", r.Answer, c)
		}
	}
	return true, ""
}

// unwritable reads UNWRITABLE.md's table rows: test file → methods.
func unwritable(t *testing.T) map[string][]string {
	data, err := os.ReadFile(filepath.Join(situationsDir, "UNWRITABLE.md"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, line := range strings.Split(string(data), "\n") {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if !strings.HasPrefix(line, "|") || len(cells) < 3 {
			continue
		}
		file, method := strings.TrimSpace(cells[0]), strings.TrimSpace(cells[1])
		if file == "test file" || strings.HasPrefix(file, "---") {
			continue
		}
		out[file] = append(out[file], method)
	}
	return out
}

// readStatus reads status.tsv: "test file/method" → right or wrong.
func readStatus(t *testing.T) map[string]string {
	data, err := os.ReadFile(filepath.Join(situationsDir, "status.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		if i == 0 {
			continue // header
		}
		if len(f) != 3 || (f[2] != "right" && f[2] != "wrong") {
			t.Fatalf("status.tsv:%d: want test file, method, right|wrong; got %q", i+1, line)
		}
		out[f[0]+"/"+f[1]] = f[2]
	}
	return out
}

// TestSituations rules every situation written from Gemp's rules tests
// (testdata/situations/<area>/<test file>/<method>.yaml) and checks each answer
// against its .expect; it prints written/total and right/written per test
// file, and fails when a situation recorded right in status.tsv turns
// wrong or is not recorded (-update rewrites status.tsv).
func TestSituations(t *testing.T) {
	rule := ruleFile(testcards.DB(t))
	notWritten := unwritable(t)
	recorded := readStatus(t)
	type tally struct{ written, right, total int }
	tallies := map[string]*tally{}
	files := map[string]bool{}
	for f := range notWritten {
		files[f] = true
	}
	situations, _ := filepath.Glob(filepath.Join(situationsDir, "*", "*", "*.yaml"))
	status := map[string]string{}
	for _, s := range situations {
		file, _ := filepath.Rel(situationsDir, filepath.Dir(s))
		file, method := filepath.ToSlash(file), strings.TrimSuffix(filepath.Base(s), ".yaml")
		files[file] = true
		if slices.Contains(notWritten[file], method) {
			t.Errorf("%s/%s is written and also listed in UNWRITABLE.md", file, method)
		}
		key := file + "/" + method
		ok, why := ruleSituation(s, rule)
		status[key] = map[bool]string{true: "right", false: "wrong"}[ok]
		switch {
		case recorded[key] == "right" && !ok:
			t.Errorf("%s: recorded right, now wrong: %s", key, why)
		case recorded[key] == "" && !golden.Updating():
			t.Errorf("%s: not in status.tsv (%s%s; -update records it)", key, status[key], map[bool]string{true: ": " + why}[why != ""])
		case recorded[key] == "wrong" && ok:
			t.Logf("%s: now right (-update records it)", key)
		case !ok:
			t.Logf("%s: wrong: %s", key, why)
		}
	}
	var names []string
	for f := range files {
		names = append(names, f)
	}
	slices.Sort(names)
	var sum tally
	for _, f := range names {
		n := &tally{total: len(notWritten[f])}
		for key, st := range status {
			if strings.HasPrefix(key, f+"/") {
				n.written++
				n.total++
				if st == "right" {
					n.right++
				}
			}
		}
		tallies[f] = n
		sum.written, sum.right, sum.total = sum.written+n.written, sum.right+n.right, sum.total+n.total
		t.Logf("%-32s written %3d/%-3d right %3d/%d", f, n.written, n.total, n.right, n.written)
	}
	t.Logf("%-32s written %3d/%-3d right %3d/%d", "all", sum.written, sum.total, sum.right, sum.written)
	if golden.Updating() {
		writeStatus(t, status)
	}
}

// ruleSituation rules one situation and checks it against its .expect.
func ruleSituation(file string, rule func(string, []byte) (rulings.Report, error)) (bool, string) {
	data, err := os.ReadFile(file)
	if err != nil {
		return false, err.Error()
	}
	rep, err := rule(file, data)
	if err != nil {
		return false, err.Error()
	}
	raw, err := os.ReadFile(strings.TrimSuffix(file, ".yaml") + ".expect")
	if err != nil {
		return false, err.Error()
	}
	want, err := parseExpect(raw)
	if err != nil {
		return false, fmt.Sprintf("%s.expect: %v", strings.TrimSuffix(file, ".yaml"), err)
	}
	if len(want) != len(rep.Rulings) {
		return false, fmt.Sprintf("%d expectations for %d rulings", len(want), len(rep.Rulings))
	}
	for i, e := range want {
		if ok, why := e.meets(rep.Rulings[i]); !ok {
			return false, fmt.Sprintf("question %d: %s", i+1, why)
		}
	}
	return true, ""
}

// writeStatus rewrites status.tsv, sorted by test file and method.
func writeStatus(t *testing.T, status map[string]string) {
	keys := make([]string, 0, len(status))
	for k := range status {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	b.WriteString("test_file\tmethod\tstatus\n")
	for _, k := range keys {
		i := strings.LastIndex(k, "/")
		file, method := k[:i], k[i+1:]
		fmt.Fprintf(&b, "%s\t%s\t%s\n", file, method, status[k])
	}
	if err := os.WriteFile(filepath.Join(situationsDir, "status.tsv"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestParseExpect: the sidecar format reads verdicts and quoted contains:
// clauses, and refuses what it cannot read.
func TestParseExpect(t *testing.T) {
	got, err := parseExpect([]byte("# c\n\nverdict: yes\nverdict: 2 Force contains: \"Lost\" contains: \"a \\\"b\\\"\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []expectation{{verdict: "yes"}, {verdict: "2 Force", contains: []string{"Lost", `a "b"`}}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	for _, bad := range []string{"yes\n", "verdict:\n", "verdict: no contains: x\n", "verdict: no contains: \"x\" y\n"} {
		if _, err := parseExpect([]byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	r := rulings.Ruling{Verdict: rulings.Legal, Answer: "Legal: Han  Solo is released."}
	for _, c := range []struct {
		e    expectation
		want bool
	}{
		{expectation{verdict: "yes"}, true},
		{expectation{verdict: "no"}, false},
		{expectation{verdict: "han solo is"}, true},
		{expectation{verdict: "released han"}, true},
		{expectation{verdict: "any"}, true},
		{expectation{verdict: "captured"}, false},
		{expectation{verdict: "yes", contains: []string{"RELEASED"}}, true},
		{expectation{verdict: "yes", contains: []string{"lost"}}, false},
	} {
		if ok, _ := c.e.meets(r); ok != c.want {
			t.Errorf("%+v meets %+v: %v, want %v", c.e, r, ok, c.want)
		}
	}
}
