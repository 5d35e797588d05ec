package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/internal/version"
	"github.com/judge-swccg/judge/mcpserver"
	"github.com/judge-swccg/judge/serve"
)

func init() { commands = append(commands, newMCPCmd) }

func newMCPCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "mcp",
		Short: "Answer an AI assistant's rules questions over MCP (stdio)",
		Long: `mcp serves the Model Context Protocol on stdin and stdout for an AI assistant
(Claude Desktop, an IDE, any MCP client), which starts it as a subprocess. Its
tools search, define, show, card, cards_find, ruling and deck answer with exactly what the
commands print with --json, every passage with its document, lines and text,
the documents are resources at judge://doc/DOC:LINE, and each game's
table-state schema at judge://schema/GAME. README "MCP" shows the
assistant's configuration.

It opens the index (rebuilding it first if stale) and the card database once,
and serves until the client closes stdin. Nothing but the protocol goes to
stdout; warnings go to stderr (JSON lines with --json).`,
		Example: `  judge mcp --index ~/.cache/judge --corpus ~/swccg/corpus --cards ~/swccg/cards`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runMCP(cmd.Context())
		},
	}
}

func runMCP(ctx context.Context) error {
	if err := checkFormat("text", "json"); err != nil { // the format of the log
		return err
	}
	// main turns the collector off for one-shot lookups; a server lives on.
	debug.SetMemoryLimit(math.MaxInt64)
	debug.SetGCPercent(100)
	serve.TuneGC()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	d, err := openServedData(ctx, serverLog())
	if err != nil {
		return err
	}
	defer d.ix.Close()
	s := mcpserver.New(d.ix, d.db, mcpserver.Options{MaxText: serve.DefaultMaxBody, Version: version.Current().Version,
		Formats: d.formats, Rarities: readRarities})
	if err := mcpserver.Run(ctx, s, serve.DefaultMaxBody); err != nil && ctx.Err() == nil {
		return withCode(exitFailure, fmt.Errorf("mcp: %w", err))
	}
	return nil
}
