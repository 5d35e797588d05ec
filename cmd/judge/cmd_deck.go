package main

import (
	"context"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/glossary"
)

func init() { commands = append(commands, newDeckCmd) }

func newDeckCmd() *cobra.Command {
	var game string
	cmd := &cobra.Command{
		Use:   "deck FILE",
		Short: "Check a decklist's construction: size, side, Objectives, starting location, cards that exist",
		Long: `deck reads a plain-text decklist ("2 Stormtrooper", "1x Darth Vader",
"Lord Vader x1"; "#" and "//" comments, blank lines and "Heading:" lines are
skipped) and checks it against the construction rules of its game, each
finding citing the rule and pointing at the decklist's line and column.

Star Wars CCG (default): every card exists (with "did you mean"), one side,
at most one Objective, 60 cards, a location or Objective to start with.
Star Wars TCG ("# game: swtcg" or --game swtcg): at least 60 cards and at
most 4 of one name and version; rules that need card data are listed as not
checked. A "# side: dark" header settles names found on both sides.

The verdict, legal or illegal, is not an error: the exit status is 0 either
way, and 2 for a decklist that cannot be read (file:line:col on stderr).`,
		Example: `  judge deck my-deck.txt
  judge deck --json my-deck.txt
  judge deck --game swtcg tcg-deck.txt`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDeck(cmd.Context(), cmd.OutOrStdout(), game, args[0])
		},
	}
	cmd.Flags().StringVar(&game, "game", "", `swccg or swtcg (default: the list's "# game:" header, else swccg)`)
	return cmd
}

func runDeck(ctx context.Context, w io.Writer, gameFlag, file string) error {
	if err := checkFormat("text", "json", "markdown", "html"); err != nil {
		return err
	}
	var game glossary.Game
	if gameFlag != "" {
		g, err := deck.ParseGame(gameFlag)
		if err != nil {
			return withCode(exitBadInput, err)
		}
		game = g
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return withCode(exitBadInput, err)
	}
	list, err := deck.Parse(file, data)
	if err != nil {
		return withCode(exitBadInput, err)
	}
	var db *cards.DB
	if game == glossary.GameSWCCG || game == "" && list.Game != glossary.GameSWTCG {
		if db, err = openCardDB(ctx); err != nil {
			return err
		}
	}
	rep := deck.Check(list, db, game)
	if outputFormat() == "json" {
		return printJSON(w, rep)
	}
	citer, closeCiter, err := rulingCiter(ctx)
	if err != nil {
		return err
	}
	defer closeCiter()
	write := deck.WriteText
	switch outputFormat() {
	case "markdown":
		write = deck.WriteMarkdown
	case "html":
		write = deck.WriteHTML
	}
	return write(w, rep, citer)
}
