package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/inputlimit"
)

// ErrorView is the JSON body of every failed API request. File, Line and
// Col locate the fault when it is in a posted table state or decklist.
type ErrorView struct {
	Error string `json:"error"`
	File  string `json:"file,omitempty"`
	Line  int    `json:"line,omitempty"`
	Col   int    `json:"col,omitempty"`
}

// statusError is an error that knows its HTTP status.
type statusError struct {
	status int
	err    error
}

func (e *statusError) Error() string { return e.err.Error() }
func (e *statusError) Unwrap() error { return e.err }

func errorf(status int, format string, args ...any) error {
	return &statusError{status: status, err: fmt.Errorf(format, args...)}
}

func withStatus(status int, err error) error {
	if err == nil {
		return nil
	}
	return &statusError{status: status, err: err}
}

// errorView maps an error to its status and body. A position error from
// the table or decklist loader is bad input with its line and column, as
// is a query over a bound or with an unknown filter; nothing found is
// 404; a body over the limit is 413; a request past its deadline is 503;
// anything unexpected is 500 without details, which go to the log instead.
func errorView(err error) (int, ErrorView) {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return http.StatusRequestEntityTooLarge, ErrorView{Error: fmt.Sprintf("request body over the limit of %d bytes", mbe.Limit)}
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return http.StatusServiceUnavailable, ErrorView{Error: "the request took longer than the server allows; try a narrower query"}
	}
	var qe *index.QueryError
	if errors.As(err, &qe) {
		return http.StatusBadRequest, ErrorView{Error: qe.Error()}
	}
	if errors.Is(err, index.ErrNotFound) {
		return http.StatusNotFound, ErrorView{Error: err.Error()}
	}
	status := http.StatusInternalServerError
	var se *statusError
	var ex *inputlimit.ExceededError
	switch {
	case errors.As(err, &se):
		status = se.status
	case errors.As(err, &ex) && ex.Limit == inputlimit.TableBytes:
		status = http.StatusRequestEntityTooLarge
	}
	var ge *glossary.Error
	if errors.As(err, &ge) {
		if status == http.StatusInternalServerError {
			status = http.StatusBadRequest
		}
		return status, ErrorView{Error: ge.Err.Error(), File: ge.File, Line: ge.Line, Col: ge.Col}
	}
	if status == http.StatusInternalServerError {
		return status, ErrorView{Error: "internal error"}
	}
	return status, ErrorView{Error: err.Error()}
}

// handlerFunc is an API handler: it writes a success itself and returns
// the error of a failure for only to write as JSON.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// only runs h for one method and answers any other with 405 and Allow.
func only(method string, h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var err error
		if r.Method == method || method == http.MethodGet && r.Method == http.MethodHead {
			err = h(w, r)
		} else {
			w.Header().Set("Allow", method)
			err = errorf(http.StatusMethodNotAllowed, "%s takes %s, not %s", r.URL.Path, method, r.Method)
		}
		if err != nil {
			writeError(w, r, err)
		}
	})
}

func writeError(w http.ResponseWriter, r *http.Request, err error) {
	status, view := errorView(err)
	if status == http.StatusInternalServerError {
		noteFailure(r, err)
	}
	writeJSON(w, status, view)
}

// writeJSON writes v as indented JSON, as the CLI prints it.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client has gone; nothing left to tell it
}

// param is a query parameter with surrounding space removed.
func param(r *http.Request, name string) string {
	return strings.TrimSpace(r.URL.Query().Get(name))
}
