package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/mdtext"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newCardCmd) }

type cardOptions struct {
	out    io.Writer
	format string
}

func newCardCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "card NAME...",
		Short: "Show a Star Wars CCG card: numbers, game text, rulings, personas, effects",
		Long: `card finds a card by title (case, quotes, dashes and uniqueness marks optional),
version ("Lobot (V)"), nickname ("Space Vader"), database or Gemp id ("1_168"), or
persona name ("Vader" lists every Vader card), and prints it like a card face.
The answer says how the name matched (nickname, persona, id, misspelling).
A name that fits several cards lists them with their ids; a misspelling resolves
when one card is close, otherwise it prints "did you mean" suggestions.`,
		Args: cobra.MinimumNArgs(1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			return completeCardNames(cmd.Context(), toComplete)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCard(cmd.Context(), cardOptions{out: cmd.OutOrStdout(), format: outputFormat()}, args)
		},
	}
}

// completeCardNames offers card titles for shell completion.
func completeCardNames(ctx context.Context, prefix string) ([]string, cobra.ShellCompDirective) {
	db, err := openCardDB(ctx)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveError
	}
	return db.Complete(prefix, 50), cobra.ShellCompDirectiveNoFileComp
}

func runCard(ctx context.Context, opts cardOptions, args []string) error {
	if err := checkFormat(lookupFormats...); err != nil {
		return err
	}
	db, err := openCardDB(ctx)
	if err != nil {
		return err
	}
	r := db.Resolve(strings.Join(args, " "))
	var faces []*cards.Card // a two-sided card shows both faces
	if len(r.Match) == 1 {
		faces = db.Faces(r.Match[0])
	}
	if opts.format == "json" {
		out := r.JSON()
		if faces != nil {
			out.Cards = faces
		}
		if err := printJSON(opts.out, out); err != nil {
			return err
		}
	} else if isMarkup(opts.format) {
		md := func(w io.Writer) error { return writeResolutionMarkdown(ctx, w, r, faces) }
		if err := writeMarkup(opts.out, opts.format, md); err != nil {
			return err
		}
	} else if err := writeResolution(ctx, opts.out, r, faces); err != nil {
		return err
	}
	if len(r.Match) == 0 {
		return withCode(exitNotFound, errReported)
	}
	return nil
}

// writeResolutionMarkdown is writeResolution in Markdown.
func writeResolutionMarkdown(ctx context.Context, w io.Writer, r cards.Resolution, faces []*cards.Card) error {
	if err := cards.WriteResolutionMarkdown(w, r, faces); err != nil {
		return err
	}
	if len(r.Match) == 1 {
		if link := glossaryEntryForCard(ctx, r.Match[0]); link != "" {
			_, err := fmt.Fprintf(w, "\n**Glossary:** %s\n", mdtext.Inline(link))
			return err
		}
	}
	return nil
}

func writeResolution(ctx context.Context, w io.Writer, r cards.Resolution, faces []*cards.Card) error {
	switch {
	case len(r.Match) == 0 && len(r.Suggestions) > 0:
		fmt.Fprintf(w, "No card is called %q. Did you mean:\n", r.Query)
		return cards.WriteCandidates(w, r.Suggestions)
	case len(r.Match) == 0:
		_, err := fmt.Fprintf(w, "No card is called %q.\n", r.Query)
		return err
	case r.Ambiguous():
		sides := ""
		if r.AcrossSides() {
			sides = " on both sides"
		}
		fmt.Fprintf(w, "%q is ambiguous: %d cards%s (%s match). Name one by title or id:\n", r.Query, len(r.Match), sides, r.Matched.By)
		return cards.WriteCandidates(w, r.Match)
	case len(r.Match) > 1:
		fmt.Fprintf(w, "%q is a persona of %d cards:\n", r.Query, len(r.Match))
		return cards.WriteCandidates(w, r.Match)
	}
	c := r.Match[0]
	if said := r.Matched.Sentence(c); said != "" {
		fmt.Fprintf(w, "%s.\n", said)
	}
	for i, face := range faces {
		if i > 0 {
			fmt.Fprintln(w, "--- back ---")
		}
		if err := cards.WriteFace(w, face); err != nil {
			return err
		}
	}
	if link := glossaryEntryForCard(ctx, c); link != "" {
		_, err := fmt.Fprintf(w, "Glossary: %s\n", link)
		return err
	}
	return nil
}
