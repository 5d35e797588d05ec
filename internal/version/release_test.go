package version_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/internal/version"
)

// TestReleaseLdflags builds judge with the linker flags of .goreleaser.yaml,
// its templates filled in as a release fills them, and checks that "judge
// version --json" reports what the release set: the flags name variables
// that exist.
func TestReleaseLdflags(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testenv.Root(), ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var conf struct {
		Builds []struct {
			Main    string   `yaml:"main"`
			Ldflags []string `yaml:"ldflags"`
		} `yaml:"builds"`
	}
	if err := yaml.Unmarshal(b, &conf); err != nil {
		t.Fatal(err)
	}
	if len(conf.Builds) != 1 {
		t.Fatalf(".goreleaser.yaml has %d builds, want judge's one", len(conf.Builds))
	}
	want := version.Build{Version: "1.2.3", Commit: "0123456789abcdef0123456789abcdef01234567", Date: "2026-11-26T09:00:00Z"}
	fill := strings.NewReplacer("{{.Version}}", want.Version, "{{.FullCommit}}", want.Commit, "{{.Date}}", want.Date)
	ldflags := fill.Replace(strings.Join(conf.Builds[0].Ldflags, " "))
	if strings.Contains(ldflags, "{{") {
		t.Fatalf("ldflags use a template this test does not fill: %s", ldflags)
	}
	bin := filepath.Join(t.TempDir(), "judge")
	build := exec.Command("go", "build", "-ldflags", ldflags, "-o", bin, conf.Builds[0].Main)
	build.Dir = testenv.Root()
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version", "--json").Output()
	if err != nil {
		t.Fatal(err)
	}
	var got version.Build
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Version != want.Version || got.Commit != want.Commit || got.Date != want.Date || got.Index != version.Version {
		t.Errorf("judge version --json = %s\nwant version %s, commit %s, date %s, index_format %s", out, want.Version, want.Commit, want.Date, version.Version)
	}
}
