package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/deck"
)

func init() { commands = append(commands, newFormatsCmd) }

func newFormatsCmd() *cobra.Command {
	var keys bool
	cmd := &cobra.Command{
		Use:   "formats",
		Short: "List the Star Wars CCG deck formats (swccgFormats.json) judge deck checks against",
		Long: `formats lists the deck formats of swccgFormats.json in the card directory:
each code (for judge deck --deck-format CODE or a "# format: CODE" decklist
header), name, line in the file, deck size, legal sets and what it bans.
--keys lists the keys of the file the judge knows and what each requires.`,
		Example: `  judge formats
  judge formats --json
  judge formats --keys`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runFormats(cmd.Context(), cmd.OutOrStdout(), keys)
		},
	}
	cmd.Flags().BoolVar(&keys, "keys", false, "list the keys of the formats file and what each requires")
	return cmd
}

func runFormats(_ context.Context, w io.Writer, keys bool) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	if keys {
		if outputFormat() == "json" {
			return printJSON(w, deck.FormatKeys())
		}
		for _, k := range deck.FormatKeys() {
			fmt.Fprintf(w, "%-26s %-12s %s\n", k.Key, k.Kind, k.Doc)
		}
		return nil
	}
	fs, err := loadDeckFormats()
	if err != nil {
		return err
	}
	if fs.Missing {
		return withCode(exitNoCorpus, errors.New("no formats file: "+fs.File+" (give --cards DIR, the folder with "+deck.FormatsFile+")"))
	}
	if outputFormat() == "json" {
		return printJSON(w, fs.List())
	}
	return deck.WriteFormatsText(w, fs.List())
}
