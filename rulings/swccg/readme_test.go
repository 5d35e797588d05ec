package swccg_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/rulings/swccg"
)

// TestAddingARuleExample keeps the worked example of rulings/README.md's
// "Adding a rule" true: the rule it shows is registered with the key it
// shows, every line of its code is in the rule's file (named by the ID),
// and the folder it names holds the rule's goldens.
func TestAddingARuleExample(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "## Adding a rule\n")
	if !ok {
		t.Fatal(`rulings/README.md has no "## Adding a rule" section`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	m := regexp.MustCompile("(?s)```go\n(.*?)```").FindStringSubmatch(section)
	if m == nil {
		t.Fatal("the section has no Go example")
	}
	code := m[1]
	field := func(name string) string {
		f := regexp.MustCompile(`\b` + name + `:\s+"([^"]+)"`).FindStringSubmatch(code)
		if f == nil {
			t.Fatalf("the example has no %s", name)
		}
		return f[1]
	}
	id, key := field("ID"), field("Question")
	var found bool
	for _, k := range swccg.Rules() {
		if k.ID == id {
			found = true
			if k.Key != key {
				t.Errorf("rule %s answers %s, the example says %s", id, k.Key, key)
			}
		}
	}
	if !found {
		t.Fatalf("the example's rule %s is not registered", id)
	}
	file := strings.ReplaceAll(id, "-", "_") + ".go"
	folder := "testdata/tables/" + id + "/"
	for _, named := range []string{"rulings/swccg/" + file, folder} {
		if !strings.Contains(section, "`"+named+"`") {
			t.Errorf("the section does not name %s", named)
		}
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	squash := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, line := range strings.Split(code, "\n") {
		if l := squash(line); l != "" && !strings.Contains(squash(string(src)), l) {
			t.Errorf("%s has no line %q", file, l)
		}
	}
	if goldens, _ := filepath.Glob(filepath.Join("../..", folder, "*.golden")); len(goldens) == 0 {
		t.Errorf("%s holds no goldens", folder)
	}
}
