// Package rulingstest tests a game's rules the way analysistest tests an
// analyzer: each table file of a directory is ruled and its text rendering
// compared with the .golden file beside it, and a fuzz target feeds the
// loader arbitrary bytes seeded with those files.
package rulingstest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/rulings"
)

// RuleFunc loads one table file and answers its questions.
type RuleFunc func(file string, data []byte) (rulings.Report, error)

// Rule makes a RuleFunc of a game's Load and Run that also fails (with an
// error that is not a file position) when a question goes unanswered.
func Rule[T any](load func(file string, data []byte) (*T, error), run func(*T) rulings.Report, questions func(*T) int) RuleFunc {
	return func(file string, data []byte) (rulings.Report, error) {
		t, err := load(file, data)
		if err != nil {
			return rulings.Report{}, err
		}
		rep := run(t)
		if n := questions(t); len(rep.Rulings) != n {
			return rep, fmt.Errorf("%d rulings for %d questions", len(rep.Rulings), n)
		}
		return rep, nil
	}
}

// Golden rules every *.yaml of dir and compares the text output, rendered
// without an index, with the .golden beside it (-update rewrites them:
// check each by hand against the worked example its first lines name).
// Files are named to the rule by dir's last two elements, so the golden
// output does not depend on where the test runs.
func Golden(t *testing.T, dir string, rule RuleFunc) {
	t.Helper()
	name := filepath.Join(filepath.Base(filepath.Dir(dir)), filepath.Base(dir))
	golden.Run(t, filepath.Join(dir, "*.yaml"), func(t *testing.T, file string) []byte {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := rule(filepath.Join(name, filepath.Base(file)), data)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := rulings.WriteText(&got, rep, nil); err != nil {
			t.Fatal(err)
		}
		return got.Bytes()
	})
}

// Fuzz seeds f with dir's table files and extra, then checks that whatever
// the bytes, rule either fails with a *glossary.Error positioned inside
// the file, or answers with rulings that each have a verdict and an answer
// and render without error. (A rule function that finds its report short
// of the file's questions returns an error that is not a *glossary.Error.)
func Fuzz(f *testing.F, dir string, extra []string, rule RuleFunc) {
	seeds, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	for _, s := range seeds {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := rule("f.yaml", data)
		if err != nil {
			var ge *glossary.Error
			if !errors.As(err, &ge) {
				t.Fatalf("error %v is not a *glossary.Error", err)
			}
			if lines := physicalLines(data); ge.Line < 0 || ge.Line > lines || ge.Col < 0 {
				t.Fatalf("error position %d:%d outside a file of %d lines", ge.Line, ge.Col, lines)
			}
			return
		}
		for _, r := range rep.Rulings {
			if r.Verdict == "" || r.Answer == "" {
				t.Fatalf("ruling %s without a verdict or answer", r.Rule)
			}
		}
		var b bytes.Buffer
		if err := rulings.WriteText(&b, rep, nil); err != nil {
			t.Fatal(err)
		}
	})
}

// physicalLines counts lines as an editor does: \n, \r\n and a lone \r
// each end one, and the last line counts without an ending.
func physicalLines(data []byte) int {
	return bytes.Count(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\n")) +
		bytes.Count(data, []byte("\r")) - bytes.Count(data, []byte("\r\n")) + 1
}

// Folders checks that a game's rules and its golden folders under dir
// match one to one: each rule ID has the folder dir/<ID> holding a .golden
// and a table file that rule answers, and every folder of dir is a rule's,
// except those named in others (the other games' folders).
func Folders(t *testing.T, dir string, ids []string, rule RuleFunc, others ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !slices.Contains(ids, e.Name()) && !slices.Contains(others, e.Name()) {
			t.Errorf("%s: a golden folder of no rule (rule ID = file name = folder)", filepath.Join(dir, e.Name()))
		}
	}
	for _, id := range ids {
		sub := filepath.Join(dir, id)
		if goldens, _ := filepath.Glob(filepath.Join(sub, "*.golden")); len(goldens) == 0 {
			t.Errorf("rule %s: no goldens in %s", id, sub)
			continue
		}
		Asks(t, sub, []string{id}, rule)
	}
}

// Asks checks that each rule ID answers a question of a table file of dir.
func Asks(t *testing.T, dir string, ids []string, rule RuleFunc) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	seen := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := rule(f, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rep.Rulings {
			seen[r.Rule] = true
		}
	}
	for _, id := range ids {
		if !seen[id] {
			t.Errorf("no table file of %s asks rule %s", dir, id)
		}
	}
}
