// Command judge is a rules judge and glossary lookup for Star Wars card games.
//
// Exit status: 0 success; 1 the command ran but found nothing or a ruling
// found the situation illegal is NOT an error (still 0); 1 means a runtime
// failure; 2 bad usage or bad input (a file that does not parse, with
// file:line:col on stderr); 3 no index or corpus where one is needed.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
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

func withCode(code int, err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: code, err: err}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cmd := newRootCmd()
	err := cmd.ExecuteContext(ctx)
	if err == nil {
		return
	}
	fmt.Fprintln(os.Stderr, "judge:", err)
	var ee *exitError
	if errors.As(err, &ee) {
		os.Exit(ee.code)
	}
	os.Exit(exitBadInput) // cobra's own errors are usage errors
}
