package serve

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"
)

// Connection limits of the HTTP server. A request's own work is bounded by
// Options.RequestTimeout; these bound slow or idle clients.
const (
	ReadHeaderTimeout = 5 * time.Second
	ReadTimeout       = 15 * time.Second
	WriteTimeout      = 30 * time.Second
	IdleTimeout       = 60 * time.Second
	// ShutdownGrace is how long requests in flight may finish once the
	// server is told to stop.
	ShutdownGrace = 10 * time.Second
)

// NewHTTPServer wraps h in an http.Server with the connection limits above.
func NewHTTPServer(h http.Handler, logger *slog.Logger) *http.Server {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    16 << 10,
	}
	if logger != nil {
		srv.ErrorLog = slog.NewLogLogger(logger.Handler(), slog.LevelWarn)
	}
	return srv
}

// Serve answers on ln until ctx is done, then stops taking connections
// and lets the requests in flight finish (up to ShutdownGrace). It logs
// the address it listens on, so a server started on port 0 can be found.
func Serve(ctx context.Context, ln net.Listener, srv *http.Server, logger *slog.Logger) error {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	logger.Info("listening", slog.String("addr", "http://"+ln.Addr().String()))
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down", slog.Duration("grace", ShutdownGrace))
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), ShutdownGrace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	if err == nil {
		logger.Info("stopped")
	}
	return err
}
