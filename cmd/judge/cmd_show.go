package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newShowCmd) }

func newShowCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "show ID | DOC:LINE",
		Short: "Print one whole entry with its citation and cross-references",
		Example: `  judge show swccg-advanced-rules-ch5-8/immune-to-attrition
  judge show swccg-advanced-rules-ch5-8.txt:727`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runShow(cmd.Context(), cmd.OutOrStdout(), args[0])
		},
	}
}

func runShow(ctx context.Context, w io.Writer, arg string) error {
	ix, err := openIndexFor(ctx, lookupFormats...)
	if err != nil {
		return err
	}
	defer release(ix)
	var e *glossary.Entry
	if doc, line, ok := index.SplitDocLine(arg); ok {
		e, err = ix.At(doc, line)
	} else {
		e, err = ix.Entry(arg)
	}
	if errors.Is(err, index.ErrNotFound) {
		return withCode(exitNotFound, fmt.Errorf("%s: no such entry (judge search finds IDs; DOC:LINE takes a file base name and a line)", arg))
	}
	if err != nil {
		return withCode(exitFailure, err)
	}
	switch f := outputFormat(); {
	case f == "json":
		return printJSON(w, e)
	case isMarkup(f):
		return writeMarkup(w, f, func(w io.Writer) error { return index.WriteEntryMarkdown(w, e) })
	}
	st := styleFor(w)
	fmt.Fprintf(w, "%s  %s\n", st.bold(e.Title), st.dim("["+string(e.Kind)+"]"))
	fmt.Fprintf(w, "%s  %s\n", st.cyan(citation(e.Doc, e.LineStart, e.LineEnd)), strings.Join(e.Path, " › "))
	fmt.Fprintf(w, "%s\n\n", st.dim(e.ID))
	fmt.Fprintln(w, e.Text)
	if len(e.Aliases) > 0 {
		fmt.Fprintf(w, "\n%s %s\n", st.bold("Also called:"), strings.Join(e.Aliases, "; "))
	}
	if len(e.SeeAlso) > 0 {
		fmt.Fprintf(w, "\n%s\n", st.bold("References:"))
		for _, x := range e.SeeAlso {
			target := st.dim("not in the indexed corpus")
			if x.ID != "" {
				target = x.ID
			}
			fmt.Fprintf(w, "  L%d %q → %s\n", x.Line, x.Text, target)
		}
	}
	if len(e.Variants) > 0 {
		fmt.Fprintf(w, "\n%s %s\n", st.bold("Also in:"), strings.Join(e.Variants, ", "))
	}
	return nil
}
