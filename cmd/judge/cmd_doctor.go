package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/games"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newDoctorCmd) }

func newDoctorCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "doctor",
		Short: "Check that every rule the engine cites resolves to exactly one passage of the corpus",
		Long: `doctor first checks every file of the index against the checksums its build
recorded (a damaged index is rebuilt when the corpus is known, else doctor exits 3),
then resolves each citation of the rulings engine against the indexed corpus, so a
new rulebook edition that renames or splits a section is caught before a ruling cites
nothing. A citation narrowed to a sentence (a reference with a locator) must
also find that sentence, and only it, in its passage. It exits 1 when any
citation names no passage or several, or its sentence is not found or found twice.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDoctor(cmd.Context(), cmd.OutOrStdout())
		},
	}
}

func runDoctor(ctx context.Context, w io.Writer) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	ix, err := openIndexWith(ctx, workspace.OpenVerified)
	if err != nil {
		return err
	}
	integrity := indexIntegrity{Generation: filepath.Base(ix.Generation()), Files: len(ix.Manifest().Checksums) + 1, Verified: true}
	defer release(ix)
	checks, err := rulings.CheckCitations(ix, games.Citations())
	if err != nil {
		return withCode(exitFailure, err)
	}
	bad := 0
	for _, c := range checks {
		if !c.OK {
			bad++
		}
	}
	if outputFormat() == "json" {
		if err := printJSON(w, map[string]any{"index": integrity, "citations": checks, "problems": bad}); err != nil {
			return err
		}
	} else {
		st := styleFor(w)
		fmt.Fprintf(w, "%s index %s: %d files match the checksums of their build\n", st.green("ok  "), integrity.Generation, integrity.Files)
		for _, c := range checks {
			if c.OK {
				fmt.Fprintf(w, "%s %s → %s%s\n", st.green("ok  "), doctorRef(c.Ref), c.Entries[0], sentenceLines(c.Sentence))
				continue
			}
			fmt.Fprintf(w, "%s %s: %s", st.red("FAIL"), doctorRef(c.Ref), c.Problem)
			if len(c.Entries) > 0 {
				fmt.Fprintf(w, " (%s)", strings.Join(c.Entries, ", "))
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%d citations, %d problems\n", len(checks), bad)
	}
	if bad > 0 {
		return withCode(exitFailure, errReported)
	}
	return nil
}

// doctorRef is a citation as doctor lists it: the reference, and the
// words of the sentence it is narrowed to.
func doctorRef(r glossary.Ref) string {
	if r.Locator == "" {
		return r.String()
	}
	return fmt.Sprintf("%s “%s”", r, r.Locator)
}

func sentenceLines(s *glossary.Sentence) string {
	switch {
	case s == nil:
		return ""
	case s.LineStart == s.LineEnd:
		return fmt.Sprintf(" L%d", s.LineStart)
	}
	return fmt.Sprintf(" L%d–%d", s.LineStart, s.LineEnd)
}

// indexIntegrity is doctor's word on the index files: Verified is always
// true in output, since a damaged index is rebuilt or refused first.
type indexIntegrity struct {
	Generation string `json:"generation"`
	Files      int    `json:"files"`
	Verified   bool   `json:"verified"`
}
