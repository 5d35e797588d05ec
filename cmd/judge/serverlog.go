package main

import (
	"log/slog"
	"os"
)

// serverLog is the log of a command that serves (serve, mcp) on stderr:
// text, or JSON lines with --json.
func serverLog() *slog.Logger {
	var h slog.Handler = slog.NewTextHandler(os.Stderr, nil)
	if outputFormat() == "json" {
		h = slog.NewJSONHandler(os.Stderr, nil)
	}
	return slog.New(h)
}
