package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/rulings/table"
)

func init() { commands = append(commands, newSchemaCmd) }

func newSchemaCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the JSON Schema of table-state files (for editor validation and completion)",
		Long: `schema prints the JSON Schema of the table-state files read by "judge ruling".
Point your editor at it, e.g. with a first line in the YAML file:
  # yaml-language-server: $schema=table.schema.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runSchema(cmd.OutOrStdout()) },
	}
}

func runSchema(w io.Writer) error {
	s, err := table.Schema()
	if err != nil {
		return withCode(exitFailure, err)
	}
	_, err = fmt.Fprintf(w, "%s\n", s)
	return err
}
