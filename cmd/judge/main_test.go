package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the scripts in testdata/script run "judge" in-process.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"judge": main})
}

// TestScripts runs testdata/script/*.txtar: each is a command-line session
// with its expected output and exit status. $SHARED is the shared inputs.
func TestScripts(t *testing.T) {
	shared, err := filepath.Abs(testenv.Shared(t, "corpus/.."))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:  "testdata/script",
		Cmds: scriptCmds,
		Setup: func(env *testscript.Env) error {
			env.Setenv("SHARED", shared)
			env.Setenv("NO_COLOR", "1")
			env.Setenv("HOME", env.WorkDir)
			env.Setenv("XDG_CACHE_HOME", filepath.Join(env.WorkDir, ".cache"))
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(env.WorkDir, ".config"))
			for _, k := range []string{"JUDGE_CORPUS", "JUDGE_CARDS", "JUDGE_INDEX", "JUDGE_CONFIG"} {
				env.Setenv(k, os.Getenv("JUDGE_TEST_"+k)) // never the user's own settings
			}
			return nil
		},
	})
}

// scriptCmds make inputs a txtar archive cannot hold.
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	// mkbig FILE MB writes a text file of MB mebibytes.
	"mkbig": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 {
			ts.Fatalf("usage: mkbig FILE MB")
		}
		mb, err := strconv.Atoi(args[1])
		ts.Check(err)
		p := ts.MkAbs(args[0])
		ts.Check(os.MkdirAll(filepath.Dir(p), 0o755))
		line := []byte(strings.Repeat("filler text ", 10) + "\n")
		ts.Check(os.WriteFile(p, bytes.Repeat(line, mb<<20/len(line)+1), 0o644))
	},
	// mkbin FILE writes a small binary file.
	"mkbin": func(ts *testscript.TestScript, neg bool, args []string) {
		p := ts.MkAbs(args[0])
		ts.Check(os.MkdirAll(filepath.Dir(p), 0o755))
		ts.Check(os.WriteFile(p, []byte{0x7f, 0, 'E', 'L', 'F', 1, 2}, 0o644))
	},
	// crlf FILE rewrites FILE with CRLF line endings.
	"crlf": func(ts *testscript.TestScript, neg bool, args []string) {
		p := ts.MkAbs(args[0])
		b, err := os.ReadFile(p)
		ts.Check(err)
		ts.Check(os.WriteFile(p, bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")), 0o644))
	},
}
