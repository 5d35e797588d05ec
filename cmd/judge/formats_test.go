package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
)

// runnable lists every command a user runs, subcommands included, but
// not cobra's own help and completion.
func runnable(c *cobra.Command) []*cobra.Command {
	var out []*cobra.Command
	for _, sub := range c.Commands() {
		switch sub.Name() {
		case "help", "completion", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
			continue
		}
		if sub.Runnable() {
			out = append(out, sub)
		}
		out = append(out, runnable(sub)...)
	}
	return out
}

// supported are the formats each command prints; a command missing here
// fails the test, so a new command must say what it prints.
var supported = map[string][]string{
	"judge search":       lookupFormats,
	"judge define":       lookupFormats,
	"judge show":         lookupFormats,
	"judge card":         lookupFormats,
	"judge ruling":       lookupFormats,
	"judge deck":         lookupFormats,
	"judge cards stats":  {"text", "json"},
	"judge cards find":   {"text", "json"},
	"judge corpus stats": {"text", "json"},
	"judge doctor":       {"text", "json"},
	"judge formats":      {"text", "json"},
	"judge config":       {"text", "json"},
	"judge index":        {"text", "json"},
	"judge schema":       {"text", "json"},
	"judge serve":        {"text", "json"},
	"judge mcp":          {"text", "json"},
	"judge version":      {"text", "json"},
}

// TestEveryCommandRejectsUnsupportedFormats runs every command with each
// format it does not print: exit status 2, and a message naming the
// formats it has, before it touches any file or index.
func TestEveryCommandRejectsUnsupportedFormats(t *testing.T) {
	t.Setenv("JUDGE_INDEX", t.TempDir()) // never the user's index, should a check be missing
	t.Setenv("JUDGE_CORPUS", t.TempDir())
	t.Setenv("JUDGE_CARDS", t.TempDir())
	for _, cmd := range runnable(newRootCmd()) {
		name := cmd.CommandPath()
		has, ok := supported[name]
		if !ok {
			t.Errorf("%s: not in the supported table of this test", name)
			continue
		}
		args := strings.Fields(strings.TrimPrefix(name, "judge "))
		if cmd.Args != nil && cmd.Args(cmd, nil) != nil {
			args = append(args, "x") // commands that need an argument get one
		}
		for _, f := range []string{"text", "json", "markdown", "html", "yaml"} {
			if contains(has, f) {
				continue
			}
			err := execute(t, append(args, "--format", f)...)
			var ee *exitError
			if !errors.As(err, &ee) || ee.code != exitBadInput {
				t.Errorf("%s --format %s: %v, want exit status %d", name, f, err, exitBadInput)
				continue
			}
			want := "--format " + f + " is not available for this command: it prints " + orList(has)
			if err.Error() != want {
				t.Errorf("%s --format %s: %q, want %q", name, f, err, want)
			}
		}
	}
}

func TestJSONFlagWinsOverFormat(t *testing.T) {
	var out bytes.Buffer
	root := newRootCmd()
	root.SetOut(&out)
	root.SetArgs([]string{"version", "--format", "html", "--json"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), `{`) {
		t.Errorf("version --json: %q", out.String())
	}
}

func TestOrList(t *testing.T) {
	for in, want := range map[string]string{"text": "text", "text json": "text or json", "text json markdown html": "text, json, markdown or html"} {
		if got := orList(strings.Fields(in)); got != want {
			t.Errorf("orList(%s) = %q, want %q", in, got, want)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// execute runs the judge command line args in-process.
func execute(t *testing.T, args ...string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	return root.ExecuteContext(ctx)
}

// TestHelpTopics: "judge help TOPIC" prints each topic, and the root help
// lists them all.
func TestHelpTopics(t *testing.T) {
	run := func(args ...string) string {
		root := newRootCmd()
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetArgs(args)
		if err := root.Execute(); err != nil {
			t.Fatalf("judge %v: %v", args, err)
		}
		return out.String()
	}
	top := run("--help")
	for _, topic := range helpTopics {
		if !strings.Contains(top, "\n  judge "+topic.name+" ") && !strings.Contains(top, "\n  judge "+topic.name+"\t") {
			t.Errorf("judge --help does not list %s:\n%s", topic.name, top)
		}
	}
	if !strings.Contains(top, "Additional help topics:") {
		t.Errorf("judge --help has no help topics:\n%s", top)
	}
	ts := run("help", "table-state")
	for _, want := range []string{"swccg", "swtcg", "xwing", "judge schema [GAME]", "FILE:LINE:COL"} {
		if !strings.Contains(ts, want) {
			t.Errorf("judge help table-state lacks %q:\n%s", want, ts)
		}
	}
	if !strings.Contains(run("help", "exit-codes"), "  4  nothing found") {
		t.Error("judge help exit-codes lacks code 4")
	}
	if !strings.Contains(run("help", "settings"), "$JUDGE_INDEX") {
		t.Error("judge help settings lacks $JUDGE_INDEX")
	}
	// The card query's text is made when asked for, from its field table.
	if cq := run("help", "cards-query"); !strings.Contains(cq, "Fields (aliases in brackets)") || !strings.Contains(cq, "power") {
		t.Errorf("judge help cards-query lacks its field table:\n%s", cq)
	}
}
