package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newCorpusCmd) }

func newCorpusCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "corpus",
		Short: "Inspect the indexed corpus",
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "stats",
		Short: "Entries per document and per kind",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCorpusStats(cmd.Context(), cmd.OutOrStdout())
		},
	})
	return cmd
}

func runCorpusStats(ctx context.Context, w io.Writer) error {
	ix, err := openIndexTextOrJSON(ctx)
	if err != nil {
		return err
	}
	defer release(ix)
	docs := ix.Stats()
	if outputFormat() == "json" {
		return printJSON(w, map[string]any{"docs": docs})
	}
	s := styleFor(w)
	for _, d := range docs {
		kinds := make([]string, 0, len(d.ByKind))
		for k, n := range d.ByKind {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
		sort.Strings(kinds)
		fmt.Fprintf(w, "%s  %s, %s, %d entries\n  %s\n", s.bold(d.Doc), d.Game, d.Format, d.Entries, s.dim(strings.Join(kinds, " · ")))
	}
	return nil
}
