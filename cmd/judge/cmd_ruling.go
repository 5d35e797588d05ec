package main

import (
	"context"
	"errors"
	"fmt"
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
	var brief bool
	cmd := &cobra.Command{
		Use:   "ruling FILE...",
		Short: "Answer the questions of table-state files with cited rulings",
		Long: `ruling reads table-state files (YAML or JSON; "judge schema" prints their
schema) and answers each of their questions: a verdict, numbered steps each
citing the rules, assumptions, and superseded passages shown as such. The
text puts each answer first, as a judge says it, then the steps; each
citation quotes the sentence it rests on (once per ruling) when an index
is configured. --brief prints only the answers and their deciding quotes.
Impossible states in a file are reported with a citation before the rulings.
Cards are resolved through the card database (--cards); a file declaring
every card inline (absent: true) needs none.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRuling(cmd.Context(), cmd.OutOrStdout(), args, brief)
		},
	}
	cmd.Flags().BoolVar(&brief, "brief", false, "print each answer and the quote it rests on only (text format)")
	return cmd
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

// runRuling answers every file it can: a file that fails is reported on
// stderr with its name and the others still get their rulings; the exit
// status is then the most serious of the failures.
func runRuling(ctx context.Context, w io.Writer, files []string, brief bool) error {
	if err := checkFormat("text", "json", "markdown", "html"); err != nil {
		return err
	}
	if brief && outputFormat() != "text" {
		return withCode(exitBadInput, fmt.Errorf("--brief is a text format; it does not combine with --format %s", outputFormat()))
	}
	reports := make([]rulings.Report, 0, len(files))
	var db *cards.DB
	var dbErr error
	cardDB := func() (*cards.DB, error) {
		if db == nil && dbErr == nil {
			db, dbErr = openCardDB(ctx)
		}
		return db, dbErr
	}
	var failed []error
	for _, f := range files {
		rep, err := ruleFile(f, cardDB)
		if err != nil {
			failed = append(failed, err)
			continue
		}
		reports = append(reports, rep)
	}
	if len(reports) > 0 {
		citer, closeCiter, err := rulingCiter(ctx)
		if err != nil {
			return err
		}
		defer closeCiter()
		if err := writeReports(w, reports, citer, brief); err != nil {
			return err
		}
	}
	return batchError(failed)
}

// ruleFile reads and rules one table file; its errors name the file.
func ruleFile(f string, cardDB func() (*cards.DB, error)) (rulings.Report, error) {
	data, err := os.ReadFile(f)
	if err != nil {
		return rulings.Report{}, withCode(exitBadInput, err)
	}
	rep, err := games.Rule(f, data, cardDB)
	switch {
	case err == nil:
		return rep, nil
	case isInputError(err):
		return rep, withCode(exitBadInput, err)
	}
	// The card database's or the index's own error, with its own status.
	return rep, fmt.Errorf("%s: %w", f, err)
}

func writeReports(w io.Writer, reports []rulings.Report, c rulings.Citer, brief bool) error {
	write := rulings.WriteText
	if brief {
		write = rulings.WriteBrief
	}
	switch outputFormat() {
	case "json":
		for i := range reports {
			rulings.Resolve(&reports[i], c)
		}
		return printJSON(w, reports)
	case "markdown":
		write = rulings.WriteMarkdown
	case "html":
		write = rulings.WriteHTML
	}
	for i, r := range reports {
		if i > 0 {
			fmt.Fprintln(w)
		}
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
