package serve

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

// recorder remembers the status and size of a response for the log line.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (rec *recorder) WriteHeader(status int) {
	if rec.status == 0 {
		rec.status = status
	}
	rec.ResponseWriter.WriteHeader(status)
}

func (rec *recorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += n
	return n, err
}

// failureKey holds, in a request's context, where a handler leaves the
// cause of a 500 so the request's log line can carry it.
type failureKey struct{}

func noteFailure(r *http.Request, err error) {
	if p, ok := r.Context().Value(failureKey{}).(*error); ok {
		*p = err
	}
}

// logged writes one structured line per request: method, path, status,
// duration and bytes, and the cause of a server error.
func (s *Server) logged(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		var failure error
		r = r.WithContext(context.WithValue(r.Context(), failureKey{}, &failure))
		rec := &recorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		attrs := []slog.Attr{
			slog.String("method", r.Method), slog.String("path", r.URL.Path),
			slog.Int("status", rec.status), slog.Duration("duration", time.Since(start)),
			slog.Int("bytes", rec.bytes),
		}
		level := slog.LevelInfo
		if failure != nil {
			level = slog.LevelError
			attrs = append(attrs, slog.String("error", failure.Error()))
		}
		s.opts.Logger.LogAttrs(r.Context(), level, "request", attrs...)
	})
}

// guarded gives each request its deadline and the page's security headers,
// and turns a panic into a 500 instead of a dropped connection.
func (s *Server) guarded(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), s.opts.RequestTimeout)
		defer cancel()
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				writeError(w, r, fmt.Errorf("panic: %v", v))
			}
		}()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
