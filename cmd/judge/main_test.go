package main

import (
	"os"
	"path/filepath"
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
		Dir: "testdata/script",
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
