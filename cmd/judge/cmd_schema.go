package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/rulings/games"
)

func init() { commands = append(commands, newSchemaCmd) }

func newSchemaCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "schema [GAME]",
		Short: "Print the JSON Schema of table-state files (for editor validation and completion)",
		Long: `schema prints the JSON Schema of the table-state files read by "judge ruling".
Point your editor at it, e.g. with a first line in the YAML file:
  # yaml-language-server: $schema=table.schema.json
GAME is swccg (the default), swtcg or xwing: each game has its own table format.`,
		Args:      cobra.MaximumNArgs(1),
		ValidArgs: games.Names(),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSchema(cmd.OutOrStdout(), append(args, "")[0])
		},
	}
}

func runSchema(w io.Writer, game string) error {
	// The schema is JSON whatever the format: text and json both print it.
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	g, err := games.Named(game)
	if err != nil {
		return withCode(exitBadInput, err)
	}
	s, err := g.Schema()
	if err != nil {
		return withCode(exitFailure, err)
	}
	_, err = fmt.Fprintf(w, "%s\n", bytes.TrimRight(s, "\n"))
	return err
}
