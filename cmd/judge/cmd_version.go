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
		Short: "Print the tool version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVersion(cmd.Context(), cmd.OutOrStdout())
		},
	}
}

func runVersion(_ context.Context, w io.Writer) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	if outputFormat() == "json" {
		return printJSON(w, map[string]string{"version": version.Version})
	}
	_, err := fmt.Fprintln(w, "judge", version.Version)
	return err
}
