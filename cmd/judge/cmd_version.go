package main

import (
	"context"
	"fmt"
	"io"

	"github.com/judge-swccg/judge/internal/version"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newVersionCmd) }

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version, commit and build date of this binary",
		Long: `version prints the release or module version of this binary, the commit and
date it was built from, the Go toolchain, and the index format (an index
written by another format is rebuilt on first use). A release archive carries
all of them; "go install" knows the version; a build from a checkout knows the
commit. --json prints {"version", "commit", "date", "go", "index_format"}.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVersion(cmd.Context(), cmd.OutOrStdout())
		},
	}
}

func runVersion(_ context.Context, w io.Writer) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	b := version.Current()
	if outputFormat() == "json" {
		return printJSON(w, b)
	}
	_, err := fmt.Fprintf(w, "judge %s\ncommit %s\ndate %s\n%s, index format %s\n", b.Version, b.Commit, b.Date, b.Go, b.Index)
	return err
}
