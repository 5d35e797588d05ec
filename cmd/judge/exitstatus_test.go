package main

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// exitMiniRules is a small rules document in the Players Committee rulebook's
// text layout, written for these tests.
const exitMiniRules = `Chapter 5 - Deploy Phase, Deploying & Personas

Deploy Phase

Third phase of a turn, when a player may put cards on the table.

Landing Pads

A landing pad is where a freighter rests. See Deploy Phase.
`

// exitVerdictNo is a table whose question is answered "no": still a success.
const exitVerdictNo = `game: swccg
phase: battle
segment: damage
cards:
  - {card: Raider, absent: true, type: Starship, forfeit: 3, owner: dark, at: Kessel, immunity: [{level: 2, from: "its own text"}]}
  - {card: Frigate, absent: true, type: Starship, forfeit: 3, owner: light, at: Kessel}
battle:
  at: Kessel
  destiny: {dark: [], light: [3]}
  power: {dark: 1, light: 9}
questions:
  - immunity: Raider
`

// TestExitStatus checks each row of the README's exit-status table (and
// "judge help exit-codes") against the built command, one case per way a
// user meets the status.
func TestExitStatus(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	corpus := filepath.Dir(write("corpus/mini-rules.txt", exitMiniRules))
	empty := filepath.Join(dir, "empty-corpus")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	ix := filepath.Join(dir, "index")
	noIndex := filepath.Join(dir, "no-index")
	badConfig := write("config/typo.yaml", "corpse: ../corpus\n")
	badGame := write("config/bad-game.yaml", "game: tabletop\n")
	xwingGame := write("config/xwing.yaml", "game: xwing\n")
	noConfig := filepath.Join(dir, "config/none.yaml")
	notYAML := write("tables/broken.yaml", "game: swccg\ncards: [\n")
	realCard := write("tables/real.yaml", "cards:\n  - {card: Stormtrooper, owner: dark, at: Kessel}\nquestions:\n  - forfeit: dark\n")
	no := write("tables/no.yaml", exitVerdictNo)
	deckList := write("decks/short.txt", "# side: dark\n2 Stormtrooper\n")
	formatsDir := filepath.Dir(write("formats-only/swccgFormats.json", `[{"name": "Open", "code": "open", "set": [1]}]`+"\n"))
	noFormatsDir := filepath.Join(dir, "empty-corpus")
	unwritable := permissionRefusedDir(t)

	tests := []struct {
		name   string
		config string // $JUDGE_CONFIG, else a file that does not exist
		args   []string
		code   int
		output string // a regexp the combined output must match
	}{
		{name: "0 an answer", args: []string{"--corpus", corpus, "--index", ix, "define", "landing", "pads"}, code: exitOK, output: `mini-rules.txt L7–9`},
		{name: "0 a verdict of no", args: []string{"--index", ix, "ruling", no}, code: exitOK, output: `(?m)^No\. Raider is not protected`},
		{name: "0 help", args: []string{"help", "exit-codes"}, code: exitOK, output: `nothing found`},

		{name: "1 doctor finds citations that do not resolve", args: []string{"--index", ix, "doctor"}, code: exitFailure, output: `names no entry of the indexed corpus`},
		{name: "1 permission refused building", args: []string{"--corpus", corpus, "--index", filepath.Join(unwritable, "ix"), "index"}, code: exitFailure, output: `not permitted|permission denied`},
		{name: "1 permission refused searching", args: []string{"--corpus", corpus, "--index", filepath.Join(unwritable, "ix"), "search", "deploy"}, code: exitFailure, output: `not permitted|permission denied`},

		{name: "2 unknown flag", args: []string{"search", "--nosuch", "x"}, code: exitBadInput, output: `unknown flag: --nosuch`},
		{name: "2 unknown command", args: []string{"serach"}, code: exitBadInput, output: `unknown command "serach"`},
		{name: "2 unknown help topic", args: []string{"help", "serch"}, code: exitBadInput, output: `no command or help topic "serch"; "judge help" lists them; did you mean search or serve\?`},
		{name: "2 missing argument", args: []string{"--index", ix, "define"}, code: exitBadInput, output: `requires at least 1 arg`},
		{name: "2 empty term", args: []string{"--index", ix, "define", ""}, code: exitBadInput, output: `the term is empty`},
		{name: "2 format the command does not print", args: []string{"--format", "html", "config"}, code: exitBadInput, output: `it prints text or json`},
		{name: "2 table file that does not parse", args: []string{"--index", ix, "ruling", notYAML}, code: exitBadInput, output: `broken.yaml:2:8: `},
		{name: "2 unknown deck format code", args: []string{"--index", ix, "--cards", formatsDir, "deck", "--deck-format", "clasic", deckList}, code: exitBadInput, output: `no deck format "clasic"; the formats are: open`},
		{name: "2 unknown card query field", args: []string{"--index", ix, "cards", "find", "powr>3"}, code: exitBadInput, output: `powr`},
		{name: "2 unknown config key", config: badConfig, args: []string{"config"}, code: exitBadInput, output: `typo.yaml:1:1: unknown key "corpse": expected corpus, cards, index or game; did you mean corpus\?`},

		{name: "2 unknown game in the config file", config: badGame, args: []string{"--index", ix, "search", "deploy"}, code: exitBadInput, output: `no game "tabletop": have swccg, swtcg, xwing \(from .*bad-game.yaml\)`},

		{name: "3 corpus missing", args: []string{"--corpus", filepath.Join(dir, "nope"), "--index", noIndex, "search", "deploy"}, code: exitNoCorpus, output: `nope: no such file or directory`},
		{name: "3 corpus missing when indexing", args: []string{"--corpus", filepath.Join(dir, "nope"), "--index", noIndex, "index"}, code: exitNoCorpus, output: `nope: no such file or directory`},
		{name: "3 corpus empty", args: []string{"--corpus", empty, "--index", noIndex, "define", "deploy"}, code: exitNoCorpus, output: `empty-corpus: no files to index`},
		{name: "3 no index and no corpus", args: []string{"--index", noIndex, "search", "deploy"}, code: exitNoCorpus, output: `no index yet`},
		{name: "3 no formats file for a named deck format", args: []string{"--index", ix, "--cards", noFormatsDir, "deck", "--deck-format", "classic", deckList}, code: exitNoCorpus, output: `no formats file to read it from`},
		{name: "3 no card database", args: []string{"--index", ix, "ruling", realCard}, code: exitNoCorpus, output: `real.yaml: `},

		{name: "4 search finds nothing", args: []string{"--index", ix, "search", "zzyzx"}, code: exitNotFound, output: `No entry matches "zzyzx"`},
		{name: "4 search keeps to the configured game", config: xwingGame, args: []string{"--index", ix, "search", "landing", "pads"}, code: exitNotFound, output: `No entry matches`},
		{name: "4 search --json finds nothing", args: []string{"--index", ix, "--json", "search", "zzyzx"}, code: exitNotFound, output: `"hits": \[\]`},
		{name: "4 define finds nothing", args: []string{"--index", ix, "define", "zzyzx"}, code: exitNotFound, output: `No definition of "zzyzx"`},
		{name: "4 define a stop word", args: []string{"--index", ix, "define", "the"}, code: exitNotFound, output: `Common words`},
		{name: "4 define --json finds nothing", args: []string{"--index", ix, "--json", "define", "zzyzx"}, code: exitNotFound, output: `"entries": \[\]`},
		{name: "4 show an unknown ID", args: []string{"--index", ix, "show", "mini-rules/nosuch"}, code: exitNotFound, output: `no such entry`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			config := tc.config
			if config == "" {
				config = noConfig
			}
			code, out := runForStatus(t, dir, config, tc.args...)
			if code != tc.code {
				t.Errorf("judge %s: exit status %d, want %d\n%s", strings.Join(tc.args, " "), code, tc.code, out)
			}
			if !regexp.MustCompile(tc.output).MatchString(out) {
				t.Errorf("judge %s: output does not match %q:\n%s", strings.Join(tc.args, " "), tc.output, out)
			}
		})
	}
}

// runForStatus runs the judge binary (the test binary under that name, which
// TestMain puts on $PATH) and returns its exit status and output.
func runForStatus(t *testing.T, home, config string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("judge", args...)
	cmd.Dir = home
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "JUDGE_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "JUDGE_CONFIG="+config, "NO_COLOR=1", "HOME="+home,
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"), "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, out.String()
	case errors.As(err, &ee):
		return ee.ExitCode(), out.String()
	}
	t.Fatal(err)
	return 0, ""
}

// permissionRefusedDir is a directory in which creating anything is refused with
// a permission error, for a user without privileges and for root alike.
func permissionRefusedDir(t *testing.T) string {
	if os.Geteuid() != 0 {
		d := t.TempDir()
		if err := os.Chmod(d, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(d, 0o755) })
		return d
	}
	// root may write anywhere on a normal file system, but not into sysfs.
	if err := os.Mkdir("/sys/judge-test", 0o755); !errors.Is(err, fs.ErrPermission) {
		os.Remove("/sys/judge-test")
		t.Skipf("running as root and /sys accepts a directory (%v): no way to refuse a permission", err)
	}
	return "/sys"
}

// A panic is a bug: a runtime failure (1), not the runtime's status 2,
// which reads as bad usage; the stack trace goes to a file it names.
func TestPanicIsRuntimeFailure(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	cmd := &cobra.Command{Use: "boom", SilenceErrors: true, SilenceUsage: true, RunE: func(*cobra.Command, []string) error {
		var m map[string]int
		m["x"]++ // a nil map: a real runtime panic
		return nil
	}}
	cmd.SetArgs(nil)
	err := executeGuarded(context.Background(), cmd)
	if code := exitStatus(err); code != exitFailure {
		t.Fatalf("exit status %d, want %d (err %v)", code, exitFailure, err)
	}
	m := regexp.MustCompile(`^internal error, a bug in judge: assignment to entry in nil map \(please report it with the stack trace in (\S+)\)$`).FindStringSubmatch(err.Error())
	if m == nil {
		t.Fatalf("message %q", err)
	}
	stack, rerr := os.ReadFile(m[1])
	if rerr != nil || !bytes.Contains(stack, []byte("exitstatus_test.go")) {
		t.Errorf("stack file %s: %v\n%s", m[1], rerr, stack)
	}
}

func TestWorseStatus(t *testing.T) {
	for _, tc := range []struct{ a, b, want int }{
		{exitOK, exitNotFound, exitNotFound},
		{exitNotFound, exitBadInput, exitBadInput},
		{exitBadInput, exitNoCorpus, exitNoCorpus},
		{exitNoCorpus, exitFailure, exitFailure},
		{exitFailure, exitNotFound, exitFailure},
		{exitBadInput, exitOK, exitBadInput},
	} {
		if got := worseStatus(tc.a, tc.b); got != tc.want {
			t.Errorf("worseStatus(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
