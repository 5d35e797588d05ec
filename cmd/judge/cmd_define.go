package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/index"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newDefineCmd) }

func newDefineCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "define TERM...",
		Short: "Define a term from every document that defines it, side by side",
		Long: `define looks a term up by exact title, then alias, then fuzzily; follows "See X"
redirects; and prints each document's definition, the prevailing document first
(for Star Wars CCG the Players Committee rulebook before the 1998 Glossary).`,
		Example: `  judge define immune to attrition
  judge define "your cards"`,
		Args: defineArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDefine(cmd.Context(), cmd.OutOrStdout(), args)
		},
	}
}

// defineArgs wants a term that is more than spaces: "define ”" is a
// usage error, not a term that matches nothing.
func defineArgs(cmd *cobra.Command, args []string) error {
	if err := cobra.MinimumNArgs(1)(cmd, args); err != nil {
		return err
	}
	if strings.TrimSpace(strings.Join(args, "")) == "" {
		return withCode(exitBadInput, errors.New("define: the term is empty; give the words to look up"))
	}
	return nil
}

func runDefine(ctx context.Context, w io.Writer, args []string) error {
	if err := index.CheckQuery(strings.Join(args, " ")); err != nil {
		return withCode(exitBadInput, err)
	}
	ix, err := openIndexFor(ctx, lookupFormats...)
	if err != nil {
		return err
	}
	defer release(ix)
	def, err := ix.Define(ctx, strings.Join(args, " "))
	notFound := errors.Is(err, index.ErrNotFound)
	switch {
	case notFound:
		def = &index.Definition{Term: strings.Join(args, " ")}
	case err != nil:
		return withCode(exitFailure, err)
	}
	var werr error
	switch f := outputFormat(); {
	case isMarkup(f):
		werr = writeMarkup(w, f, func(w io.Writer) error { return index.WriteDefinitionMarkdown(w, def, ix) })
	case f == "json":
		werr = printJSON(w, def.View(ix))
	case notFound:
		fmt.Fprintf(w, "No definition of %q.\n", def.Term)
		if errors.Is(err, index.ErrCommonWords) {
			fmt.Fprintln(w, "Common words (the, a, of...) and single letters are looked up as exact titles only.")
		}
	default:
		writeDefinition(w, def.View(ix))
	}
	if werr == nil && notFound {
		return withCode(exitNotFound, errReported)
	}
	return werr
}

// writeDefinition prints a definition as text.
func writeDefinition(w io.Writer, view index.DefineView) {
	st := styleFor(w)
	first := view.Entries[0]
	for i, e := range view.Entries {
		if i > 0 {
			fmt.Fprintln(w)
		}
		for _, r := range e.Redirects {
			fmt.Fprintf(w, "%s  %s\n  %s\n", st.bold(r.Title), st.cyan(citation(e.Doc, r.LineStart, r.LineEnd)), r.Text)
		}
		fmt.Fprintf(w, "%s  %s\n", st.bold(e.Title), st.dim("["+string(e.Kind)+", "+e.Match+" match]"))
		fmt.Fprintf(w, "%s  %s\n", st.cyan(citation(e.Doc, e.LineStart, e.LineEnd)), strings.Join(e.Path, " › "))
		if i > 0 && e.Family != first.Family && e.Game == first.Game {
			fmt.Fprintf(w, "%s\n", st.dim("where this differs from the passage above, the passage above prevails"))
		}
		fmt.Fprintln(w, indent(e.Text, "  "))
		if len(e.AlsoIn) > 0 {
			fmt.Fprintf(w, "%s\n", st.dim("also in: "+strings.Join(e.AlsoIn, ", ")))
		}
	}
}

func indent(s, pre string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = pre + l
		}
	}
	return strings.Join(lines, "\n")
}
