package main

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newCardsCmd) }

func newCardsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "Facts about the card database",
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "stats",
		Short: "Show, per game-text extractor, how many cards mention its phrase and how many were read",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCardsStats(cmd.Context(), cmd.OutOrStdout(), outputFormat())
		},
	})
	cmd.AddCommand(newCardsFindCmd())
	return cmd
}

func runCardsStats(ctx context.Context, w io.Writer, format string) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	db, err := openCardDB(ctx)
	if err != nil {
		return err
	}
	stats := db.Stats()
	if format == "json" {
		return printJSON(w, stats)
	}
	fmt.Fprintf(w, "%d cards. Per extractor: cards mentioning the phrase, cards read into effects.\n", len(db.All()))
	for _, st := range stats {
		fmt.Fprintf(w, "%-26s %5d mention %5d read (%5.1f%%)\n", st.Extractor, st.Mentioned, st.Parsed, percent(st.Parsed, st.Mentioned))
	}
	for _, st := range stats {
		if len(st.Rest) == 0 {
			continue
		}
		fmt.Fprintf(w, "\nNot read by %s:\n", st.Extractor)
		for _, r := range st.Rest {
			fmt.Fprintf(w, "  %s\n", r)
		}
	}
	for _, warn := range db.Warnings {
		fmt.Fprintf(w, "warning: %s\n", warn)
	}
	return nil
}

func percent(part, whole int) float64 {
	if whole == 0 {
		return 100
	}
	return 100 * float64(part) / float64(whole)
}
