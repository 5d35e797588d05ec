package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/judge-swccg/judge/cardquery"
	"github.com/spf13/cobra"
)

// defaultCardsFindLimit keeps a broad query ("type:character") readable;
// --limit 0 lists every card.
const defaultCardsFindLimit = 50

func newCardsFindCmd() *cobra.Command {
	var limit int
	cmd := &cobra.Command{
		Use:   "find QUERY",
		Short: `Search cards by field: 'text:"immune to attrition" side:dark power>=5 icon:pilot'`,
		Long: `find lists the cards a field query matches, with a line that says in words
what was searched. Quote the query for the shell. Fields, operators and
examples: "judge help cards-query".

Exit status: 0 cards found, 4 none found, 2 a query that does not parse.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCardsFind(cmd.Context(), cmd.OutOrStdout(), strings.Join(args, " "), limit)
		},
	}
	cmd.Flags().IntVar(&limit, "limit", defaultCardsFindLimit, "list at most N cards (0: all)")
	return cmd
}

func runCardsFind(ctx context.Context, w io.Writer, query string, limit int) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	if limit < 0 {
		return withCode(exitBadInput, fmt.Errorf("--limit %d: give 0 (all) or a positive number", limit))
	}
	q, err := cardquery.Parse(query)
	if err != nil {
		return withCode(exitBadInput, queryError(err))
	}
	db, err := openCardDB(ctx)
	if err != nil {
		return err
	}
	catalog := cardquery.NewCatalog(db)
	if q.Uses("rarity") {
		if err := addRarities(catalog); err != nil {
			return err
		}
	}
	res, err := catalog.Find(q, limit)
	if err != nil {
		return withCode(exitFailure, err)
	}
	if outputFormat() == "json" {
		err = printJSON(w, res)
	} else {
		err = writeCardList(w, res)
	}
	if err != nil {
		return err
	}
	if res.Total == 0 {
		return withCode(exitNotFound, errReported)
	}
	return nil
}

// queryError shows the query with a caret under the fault.
func queryError(err error) error {
	var qe *cardquery.Error
	if !errors.As(err, &qe) {
		return err
	}
	pointer := strings.ReplaceAll(qe.Pointer(), "\n", "\n  ")
	return fmt.Errorf("card query, %s\n  %s", qe.Error(), pointer)
}

// addRarities reads the rarities the compiled database lacks from the
// card files.
func addRarities(catalog *cardquery.Catalog) error {
	r, err := readRarities()
	if err != nil {
		return err
	}
	catalog.SetRarities(r)
	return nil
}

// writeCardList prints the explanation and one line per card: title, Gemp
// id, side, type and the numbers it has.
func writeCardList(w io.Writer, res cardquery.Result) error {
	fmt.Fprintln(w, res.Explain)
	switch {
	case res.Total == 0:
		_, err := fmt.Fprintln(w, "No card matches.")
		return err
	case res.Total > len(res.Cards):
		fmt.Fprintf(w, "%d cards; the first %d (--limit 0 lists all):\n", res.Total, len(res.Cards))
	default:
		fmt.Fprintf(w, "%s:\n", cardCount(res.Total))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, h := range res.Cards {
		kind := h.Type
		if h.SubType != "" {
			kind += " — " + h.SubType
		}
		fmt.Fprintf(tw, "  %s%s\t%s\t%s\t%s\t%s\n", h.Uniqueness, h.Title, h.GempID, h.Side, kind, strings.Join(h.Numbers.List(), ", "))
	}
	return tw.Flush()
}

// cardCount is "1 card", "2 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return itoa(n) + " cards"
}
