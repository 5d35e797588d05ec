package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newSearchCmd) }

type searchOptions struct {
	Game, Doc, Kind string
	Limit           int
}

func newSearchCmd() *cobra.Command {
	var opts searchOptions
	cmd := &cobra.Command{
		Use:   "search QUERY...",
		Short: "Full-text search over the rules documents and cards",
		Long: `Search ranks entries by title, aliases and text, folds quotes, dashes and case,
stems English words and falls back to fuzzy matching for OCR text and misspellings.
Each hit shows the document, heading path, source lines and a snippet.`,
		Example: `  judge search immune to attrition
  judge search --game xwing huge ship agility
  judge search --json --limit 3 "battle destiny"`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSearch(cmd.Context(), cmd.OutOrStdout(), opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Game, "game", "", "only this game: swccg, swtcg or xwing (default $JUDGE_GAME, then \"game:\" in the config file)")
	f.StringVar(&opts.Doc, "doc", "", "only this document (file base name)")
	f.StringVar(&opts.Kind, "kind", "", "only this kind of entry: "+kindList())
	f.IntVar(&opts.Limit, "limit", 10, "at most this many hits")
	return cmd
}

func kindList() string {
	ks := make([]string, len(glossary.Kinds))
	for i, k := range glossary.Kinds {
		ks[i] = string(k)
	}
	return strings.Join(ks, ", ")
}

func runSearch(ctx context.Context, w io.Writer, opts searchOptions, args []string) error {
	ix, err := openIndexFor(ctx, lookupFormats...)
	if err != nil {
		return err
	}
	defer release(ix)
	game, err := gameSetting(opts.Game)
	if err != nil {
		return err
	}
	if err := (index.Query{Text: "-", Game: game.Value}).Check(); err != nil {
		return withCode(exitBadInput, fmt.Errorf("%w (from %s)", err, game.Source))
	}
	res, err := ix.Search(ctx, index.Query{Text: strings.Join(args, " "), Game: game.Value, Doc: opts.Doc, Kind: opts.Kind, Limit: opts.Limit})
	if err != nil {
		return withCode(exitBadInput, err)
	}
	var werr error
	switch f := outputFormat(); {
	case f == "json":
		werr = printJSON(w, res.View())
	case isMarkup(f):
		werr = writeMarkup(w, f, func(w io.Writer) error { return index.WriteResultsMarkdown(w, res) })
	case len(res.Hits) == 0:
		fmt.Fprintf(w, "No entry matches %q.\n", res.Query.Text)
	default:
		writeResults(w, res)
	}
	if werr == nil && len(res.Hits) == 0 {
		return withCode(exitNotFound, errReported)
	}
	return werr
}

// writeResults prints search hits as text.
func writeResults(w io.Writer, res *index.Results) {
	st := styleFor(w)
	for i, h := range res.Hits {
		// Past the hits of the game the query points at, each other
		// game's hits come under its name.
		if res.PointedGame != "" && h.Game != res.PointedGame && (i == 0 || res.Hits[i-1].Game != h.Game) {
			fmt.Fprintf(w, "%s\n", st.dim("— "+string(h.Game)+" —"))
		}
		fmt.Fprintf(w, "%2d. %s  %s\n", i+1, st.bold(h.Title), st.dim("["+string(h.Kind)+"]"))
		first, last := h.Lines()
		fmt.Fprintf(w, "    %s  %s\n", st.cyan(citation(h.Doc, first, last)), strings.Join(h.Path, " › "))
		if h.Snippet != "" {
			fmt.Fprintf(w, "    %s\n", st.highlight(h.Snippet, h.Highlights))
		}
		if len(h.AlsoIn) > 0 {
			fmt.Fprintf(w, "    %s\n", st.dim("also in: "+strings.Join(h.AlsoIn, ", ")))
		}
		if h.Card != "" {
			fmt.Fprintf(w, "    %s\n", st.dim("card: "+h.Card))
		}
		if len(h.SeeAlso) > 0 {
			fmt.Fprintf(w, "    %s\n", st.dim("see also: "+strings.Join(h.SeeAlso, ", ")))
		}
		fmt.Fprintf(w, "    %s\n", st.dim("judge show "+h.ID))
	}
	if res.Fuzzy {
		fmt.Fprintf(w, "%s\n", st.dim("nothing matched as typed; these hits allow misspellings"))
	}
	if res.Total > len(res.Hits) {
		fmt.Fprintf(w, "%s\n", st.dim(fmt.Sprintf("%d of %d hits; --limit shows more", len(res.Hits), res.Total)))
	}
}
