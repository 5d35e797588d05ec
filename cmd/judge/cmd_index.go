package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newIndexCmd) }

func newIndexCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "index [PATH...]",
		Short: "Parse the rules documents and the card database and build the search index",
		Long: `index reads every document under PATH (default: the configured corpus), detects
each one's format by its content, and builds a new index next to the old one; the old
index keeps answering until the new one is complete, and stays if the build fails.
Commands rebuild by themselves when the corpus, the cards or the tool version change.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runIndex(cmd.Context(), cmd.OutOrStdout(), args)
		},
	}
}

func runIndex(ctx context.Context, w io.Writer, paths []string) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	c, err := workspaceConfig()
	if err != nil {
		return err
	}
	if len(paths) > 0 {
		c.Corpus = paths
		c.Named = append(c.Named, "corpus")
	}
	rep, err := workspace.Rebuild(ctx, c)
	for _, fe := range rep.FileErrors {
		fmt.Fprintln(os.Stderr, "judge: skipped", fe)
	}
	if errors.As(err, new(*workspace.WriteError)) {
		return withCode(exitFailure, err)
	}
	if err != nil {
		return withCode(exitBadInput, err)
	}
	if outputFormat() == "json" {
		return printJSON(w, rep.Manifest)
	}
	st := styleFor(w)
	for _, d := range rep.Manifest.Docs {
		fmt.Fprintf(w, "%-34s %-6s %-22s %5d entries\n", d.Doc, d.Game, d.Format, d.Entries)
	}
	if n := len(rep.Unresolved); n > 0 {
		fmt.Fprintf(w, "%s\n", st.dim(fmt.Sprintf("%d cross-references point outside the corpus (judge corpus stats --unresolved)", n)))
	}
	fmt.Fprintf(w, "index written to %s\n", c.Index)
	return nil
}
