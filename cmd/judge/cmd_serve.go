package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/serve"
)

func init() { commands = append(commands, newServeCmd) }

// reloadInterval is how often judge serve looks for a rebuilt index.
const reloadInterval = 2 * time.Second

func newServeCmd() *cobra.Command {
	var addr string
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the JSON API and the web page over HTTP",
		Long: `serve answers search, define, show, card, ruling and deck over HTTP with the
same JSON as --json, offers the same as MCP tools for AI assistants at /mcp
(streamable HTTP), and serves a web page for phones: instant search, entry and
card pages, and forms for a table state or a decklist (README "Serve").

It opens the index (rebuilding it first if stale) and the card database,
answers from them, and switches to a new index generation within seconds of a
"judge index" run elsewhere (requests under way finish on the old one),
logs one line per request on stderr (JSON lines with --json), and stops
gracefully on SIGINT or SIGTERM. The API never reads a file named in a request.`,
		Example: `  judge serve
  judge serve --addr 0.0.0.0:8080 --corpus ../shared/corpus --cards ../shared/cards`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runServe(cmd.Context(), addr)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	return cmd
}

func runServe(ctx context.Context, addr string) error {
	if err := checkFormat("text", "json"); err != nil { // the format of the log
		return err
	}
	logger := serverLog()
	serve.TuneGC()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	d, err := openServedData(ctx, logger)
	if err != nil {
		return err
	}
	api := serve.New(d.ix, d.db, serve.Options{Logger: logger, Formats: d.formats})
	defer api.Close()
	conf, err := workspaceConfig()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return withCode(exitFailure, fmt.Errorf("listen: %w", err))
	}
	// A judge index run elsewhere moves the index to a new generation:
	// serve it without a restart.
	go api.Watch(ctx, conf.Index, reloadInterval, func() (*index.Index, *cards.DB, error) {
		ix, err := index.Open(conf.Index)
		if err != nil {
			return nil, nil, err
		}
		db, err := workspace.OpenCards(ctx, conf)
		if err != nil {
			logger.Warn("the new generation has no readable card database; serving it without cards", slog.String("why", err.Error()))
			db = nil
		}
		return ix, db, nil
	})
	srv := serve.NewHTTPServer(api, logger)
	if err := serve.Serve(ctx, ln, srv, logger); err != nil {
		return withCode(exitFailure, err)
	}
	return nil
}
