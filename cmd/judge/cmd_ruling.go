package main

import (
	"context"
	"errors"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/games"
)

func init() { commands = append(commands, newRulingCmd) }

func newRulingCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "ruling FILE...",
		Short: "Answer the questions of table-state files with cited rulings",
		Long: `ruling reads table-state files (YAML or JSON; "judge schema" prints their
schema) and answers each of their questions: a verdict, numbered steps each
citing the rules, assumptions, and superseded passages shown as such.
Impossible states in a file are reported with a citation before the rulings.
Cards are resolved through the card database (--cards); a file declaring
every card inline (absent: true) needs none.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRuling(cmd.Context(), cmd.OutOrStdout(), args)
		},
	}
}

// rulingCiter opens the index to resolve references to line ranges and
// quotes, and returns the function that closes it. With no index and no
// corpus configured the Citer is nil and the references print unresolved:
// a ruling never needs the documents.
func rulingCiter(ctx context.Context) (rulings.Citer, func(), error) {
	ix, err := openIndex(ctx)
	switch {
	case errors.Is(err, workspace.ErrNoIndex), errors.Is(err, context.Canceled):
		return nil, func() {}, nil
	case err != nil:
		return nil, nil, err
	}
	return rulings.CachingCiter(ix), func() { ix.Close() }, nil
}

func runRuling(ctx context.Context, w io.Writer, files []string) error {
	if err := checkFormat("text", "json", "markdown", "html"); err != nil {
		return err
	}
	reports := make([]rulings.Report, 0, len(files))
	var db *cards.DB
	cardDB := func() (*cards.DB, error) {
		var err error
		if db == nil {
			db, err = openCardDB(ctx)
		}
		return db, err
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return withCode(exitBadInput, err)
		}
		rep, err := games.Rule(f, data, cardDB)
		if err != nil {
			if isInputError(err) {
				return withCode(exitBadInput, err)
			}
			return err
		}
		reports = append(reports, rep)
	}
	citer, closeCiter, err := rulingCiter(ctx)
	if err != nil {
		return err
	}
	defer closeCiter()
	return writeReports(w, reports, citer)
}

func writeReports(w io.Writer, reports []rulings.Report, c rulings.Citer) error {
	write := rulings.WriteText
	switch outputFormat() {
	case "json":
		return printJSON(w, reports)
	case "markdown":
		write = rulings.WriteMarkdown
	case "html":
		write = rulings.WriteHTML
	}
	for _, r := range reports {
		if err := write(w, r, c); err != nil {
			return err
		}
	}
	return nil
}

// isInputError reports whether err is about the input file (it names a
// file and, where it can, a line and column) rather than about the card
// database or the index, which carry their own exit codes.
func isInputError(err error) bool {
	var ee *exitError
	if errors.As(err, &ee) {
		return false
	}
	var ge *glossary.Error
	return errors.As(err, &ge)
}
