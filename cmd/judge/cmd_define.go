package main

import (
	"context"
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
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDefine(cmd.Context(), cmd.OutOrStdout(), args)
		},
	}
}

// defineJSON is the stable --json schema of judge define (README).
type defineJSON struct {
	Term    string        `json:"term"`
	Entries []definedJSON `json:"entries"`
}

// definedJSON is a search hit's fields plus the definition's text.
type definedJSON struct {
	index.Hit
	Text string `json:"text"`
	// Match says how the term was found: title, alias, fuzzy or search.
	Match string `json:"match"`
	// Chain lists the entries passed through when "See X" was followed;
	// Redirects holds those entries themselves ("your cards: See owner.").
	Chain     []string       `json:"chain,omitempty"`
	Redirects []redirectJSON `json:"redirects,omitempty"`
}

type redirectJSON struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	LineStart int    `json:"line_start"`
	LineEnd   int    `json:"line_end"`
	Text      string `json:"text"`
}

// defineView shapes a definition for output, fetching the redirect
// entries a chain passed through so the reader sees the "See X" itself.
func defineView(ix *index.Index, d *index.Definition) defineJSON {
	out := defineJSON{Term: d.Term, Entries: []definedJSON{}}
	for _, s := range d.Senses {
		e := s.Entry
		v := definedJSON{Hit: index.Hit{ID: e.ID, Doc: e.Doc, Family: s.Family, Game: e.Game, Kind: e.Kind,
			Title: e.Title, Path: e.Path, LineStart: e.LineStart, LineEnd: e.LineEnd, AlsoIn: s.AlsoIn},
			Text: e.Text, Match: s.Match, Chain: s.Chain}
		for _, id := range s.Chain {
			if id == e.ID {
				continue
			}
			if r, err := ix.Entry(id); err == nil {
				v.Redirects = append(v.Redirects, redirectJSON{r.ID, r.Title, r.LineStart, r.LineEnd, r.Text})
			}
		}
		out.Entries = append(out.Entries, v)
	}
	return out
}

func runDefine(ctx context.Context, w io.Writer, args []string) error {
	ix, err := openIndexFor(ctx, lookupFormats...)
	if err != nil {
		return err
	}
	defer ix.Close()
	def, err := ix.Define(ctx, strings.Join(args, " "))
	if err != nil {
		return withCode(exitFailure, err)
	}
	if f := outputFormat(); isMarkup(f) {
		if err := writeMarkup(w, f, func(w io.Writer) error { return index.WriteDefinitionMarkdown(w, def, ix) }); err != nil {
			return err
		}
		if len(def.Senses) == 0 {
			return withCode(exitNotFound, errReported)
		}
		return nil
	}
	view := defineView(ix, def)
	if outputFormat() == "json" {
		return printJSON(w, view)
	}
	if len(view.Entries) == 0 {
		fmt.Fprintf(w, "No definition of %q.\n", def.Term)
		return withCode(exitNotFound, errReported)
	}
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
	return nil
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
