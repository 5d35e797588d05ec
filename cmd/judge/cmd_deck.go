package main

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
)

func init() { commands = append(commands, newDeckCmd) }

type deckOptions struct {
	game       string
	format     string // --deck-format
	allFormats bool
}

func newDeckCmd() *cobra.Command {
	var o deckOptions
	cmd := &cobra.Command{
		Use:   "deck FILE",
		Short: "Check a decklist's construction and its legality in a deck format (Classic, Legacy, Premiere...)",
		Long: `deck reads a plain-text decklist ("2 Stormtrooper", "1x Darth Vader",
"Lord Vader x1"; "#" and "//" comments, blank lines and "Heading:" lines are
skipped) and checks it against the construction rules of its game, each
finding citing the rule and pointing at the decklist's line and column.

Star Wars CCG (default): every card exists (with "did you mean"), one side,
at most one Objective, a location or Objective to start with, and the rules
of a deck format read from swccgFormats.json in the card directory: legal
sets, banned cards, banned icons and rarities, deck size. The format is
--deck-format CODE, else the list's "# format: CODE" header, else open;
"judge formats" lists the codes. --all-formats prints one line per format.
Without a formats file the deck is checked for 60 cards, with a note.
Star Wars TCG ("# game: swtcg" or --game swtcg): at least 60 cards and at
most 4 of one name and version; rules that need card data are listed as not
checked. A "# side: dark" header settles names found on both sides.

The verdict, legal or illegal, is not an error: the exit status is 0 either
way, and 2 for a decklist that cannot be read (file:line:col on stderr) or
an unknown format code.`,
		Example: `  judge deck my-deck.txt
  judge deck --deck-format classic my-deck.txt
  judge deck --all-formats my-deck.txt
  judge deck --json my-deck.txt
  judge deck --game swtcg tcg-deck.txt`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDeckWith(cmd.Context(), cmd.OutOrStdout(), o, args[0])
		},
	}
	cmd.Flags().StringVar(&o.game, "game", "", `swccg or swtcg (default: the list's "# game:" header, else swccg)`)
	cmd.Flags().StringVar(&o.format, "deck-format", "", `deck format code, see "judge formats" (default: the list's "# format:" header, else open)`)
	cmd.Flags().BoolVar(&o.allFormats, "all-formats", false, "check the deck in every format, one line each")
	cmd.MarkFlagsMutuallyExclusive("deck-format", "all-formats")
	return cmd
}

// runDeck checks a decklist in its header's format, else open.
func runDeck(ctx context.Context, w io.Writer, game, file string) error {
	return runDeckWith(ctx, w, deckOptions{game: game}, file)
}

func runDeckWith(ctx context.Context, w io.Writer, o deckOptions, file string) error {
	formats := []string{"text", "json", "markdown", "html"}
	if o.allFormats {
		formats = []string{"text", "json"}
	}
	if err := checkFormat(formats...); err != nil {
		return err
	}
	var game glossary.Game
	if o.game != "" {
		g, err := deck.ParseGame(o.game)
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
	var fs *deck.Formats
	var format *deck.Format
	if game == glossary.GameSWCCG || game == "" && list.Game != glossary.GameSWTCG {
		if fs, err = loadDeckFormats(); err != nil {
			return err
		}
		if !o.allFormats {
			if format, err = fs.Select(o.format, list); errors.Is(err, deck.ErrNoFormats) {
				return withCode(exitNoCorpus, err)
			} else if err != nil {
				return withCode(exitBadInput, err)
			}
		}
		if db, err = openCardDB(ctx); err != nil {
			return err
		}
	}
	if db == nil && (o.format != "" || o.allFormats) {
		return withCode(exitBadInput, errors.New("deck formats are Star Wars CCG's: --deck-format and --all-formats do not apply to a Star Wars TCG deck"))
	}
	if o.allFormats {
		if fs == nil || fs.Missing {
			return withCode(exitNoCorpus, errors.New("--all-formats needs the formats file "+deck.FormatsFile+" in the card directory (--cards DIR) and a Star Wars CCG decklist"))
		}
		m := deck.NewMatrix(fs, deck.CheckAllFormats(list, db, game, fs))
		if outputFormat() == "json" {
			return printJSON(w, m)
		}
		return deck.WriteMatrixText(w, m)
	}
	rep := deck.CheckIn(list, db, game, fs, format)
	citer, closeCiter, err := rulingCiter(ctx)
	if err != nil {
		return err
	}
	defer closeCiter()
	if outputFormat() == "json" {
		rep.Resolve(citer)
		return printJSON(w, rep)
	}
	write := deck.WriteText
	switch outputFormat() {
	case "markdown":
		write = deck.WriteMarkdown
	case "html":
		write = deck.WriteHTML
	}
	return write(w, rep, citer)
}

// loadDeckFormats reads the formats file of the card directory: the one
// configured, else the one the index was built from. A missing file gives
// Formats that say so; a malformed one is bad input (exit 2).
func loadDeckFormats() (*deck.Formats, error) {
	dir, err := cardsDir()
	if err != nil {
		return nil, err
	}
	if dir == "" {
		return &deck.Formats{File: deck.FormatsFile + " (no card directory configured)", Missing: true}, nil
	}
	fs, err := deck.LoadFormats(dir)
	if err != nil {
		return nil, withCode(exitBadInput, err)
	}
	return fs, nil
}

// cardsDir is the card directory: --cards (or its setting), else the one
// the current index was built from.
func cardsDir() (string, error) {
	c, err := workspaceConfig()
	if err != nil {
		return "", err
	}
	if c.Cards != "" {
		return c.Cards, nil
	}
	m, _ := index.ReadManifest(c.Index)
	if m != nil {
		for _, s := range m.Sources {
			if slices.Contains(cards.CardFiles, filepath.Base(s.Path)) {
				return filepath.Dir(s.Path), nil
			}
		}
	}
	return "", nil
}
