// Command judge is a rules judge and glossary lookup for Star Wars card games.
//
// Exit status (also in the README): 0 success, whatever the ruling says;
// 1 a runtime failure (including a bug: a panic); 2 bad usage or bad input
// (a file that does not parse, named with file:line:col on stderr); 3 no
// index, corpus or card database where one is needed; 4 nothing found
// (search, define, show, card with no match).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"os/signal"
	"runtime/debug"
	"slices"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/glossary"
)

// Exit codes, documented in the README.
const (
	exitOK       = 0
	exitFailure  = 1
	exitBadInput = 2
	exitNoCorpus = 3
	exitNotFound = 4
)

// exitError carries an exit code through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// errReported marks a failure the command already explained on stdout
// (such as "No entry matches"), so main only sets the exit status.
var errReported = errors.New("already reported")

func withCode(code int, err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: code, err: err}
}

func main() {
	// bleve's scorch reports recoverable races (a reader meeting a
	// generation a rebuild just removed, which index.Open retries) through
	// the standard logger; they are not the user's concern.
	log.SetOutput(io.Discard)
	args := os.Args[1:]
	lookupGC(args)
	// Only the long-running commands stop gracefully on Ctrl-C; a lookup
	// is over before a signal handler would earn its start-up cost, and
	// an index rebuild it triggers is atomic either way.
	ctx, stop := context.Background(), func() {}
	if isLongRunning(args) {
		ctx, stop = signal.NotifyContext(ctx, os.Interrupt)
	}
	cmd := newRootCmd()
	var out *bufferedFile
	if !isLongRunning(args) {
		out = newBufferedFile(os.Stdout)
		cmd.SetOut(out)
		deferRelease = true
	}
	err := executeGuarded(ctx, cmd)
	stop()
	if out != nil {
		if ferr := finishOutput(out); ferr != nil && err == nil {
			err = withCode(exitFailure, ferr)
		}
	}
	if err == nil {
		return
	}
	if !errors.Is(err, errReported) {
		fmt.Fprintln(os.Stderr, "judge:", err)
	}
	os.Exit(exitStatus(err))
}

// executeGuarded runs the command line. A panic in it is a bug, reported as a
// runtime failure in one line (exit status 1, not the runtime's 2, which
// reads as bad usage), with the stack trace kept in a file for the report.
func executeGuarded(ctx context.Context, cmd *cobra.Command) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = panicError(r, debug.Stack())
		}
	}()
	return cmd.ExecuteContext(ctx)
}

func panicError(r any, stack []byte) error {
	msg := fmt.Sprintf("internal error, a bug in judge: %v", r)
	if f, err := os.CreateTemp("", "judge-panic-*.txt"); err == nil {
		fmt.Fprintf(f, "panic: %v\n\n%s", r, stack)
		f.Close()
		msg += " (please report it with the stack trace in " + f.Name() + ")"
	}
	return withCode(exitFailure, errors.New(msg))
}

// exitCauses decide the exit status whatever command meets them, over the
// code the command attached to its error: a refused permission is the
// machine's doing, never a fault of the input, and a corpus path that does
// not exist or holds no file is a missing corpus.
var exitCauses = []struct {
	cause error
	code  int
}{
	{fs.ErrPermission, exitFailure},
	{glossary.ErrNoFiles, exitNoCorpus},
}

// exitStatus is the exit status for a command's error.
func exitStatus(err error) int {
	for _, c := range exitCauses {
		if errors.Is(err, c.cause) {
			return c.code
		}
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitBadInput // cobra's own errors are usage errors
}

// batchError reports the failures of a batch command that went on past
// them, each naming its file, and returns the most serious status of them.
func batchError(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	code := exitOK
	for _, err := range errs {
		fmt.Fprintln(os.Stderr, "judge:", err)
		code = worseStatus(code, exitStatus(err))
	}
	return withCode(code, errReported)
}

// severity orders the failure codes, most serious first, for a command
// that meets several (one failure per file of a batch).
var severity = []int{exitFailure, exitNoCorpus, exitBadInput, exitNotFound}

// worseStatus is the more serious of two exit statuses.
func worseStatus(a, b int) int {
	if a == exitOK || (b != exitOK && slices.Index(severity, b) < slices.Index(severity, a)) {
		return b
	}
	return a
}

// isLongRunning is true for the commands that work for a while and report
// as they go (building the index, serving): their output is not held back.
func isLongRunning(args []string) bool {
	return slices.ContainsFunc(args, func(a string) bool { return a == "index" || a == "serve" })
}

// lookupGC turns the collector off for the one-shot lookups (search,
// define, show, card, ruling, deck...): they allocate a few megabytes and
// exit, so collecting is pure start-up cost. A memory limit brings the
// collector back should one ever grow. Building an index and serving keep
// the default.
func lookupGC(args []string) {
	if isLongRunning(args) {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(lookupMemoryLimit)
}

// lookupMemoryLimit is far above what a lookup needs (a search peaks near
// 30 MB) and far below the machine's memory.
const lookupMemoryLimit = 256 << 20
