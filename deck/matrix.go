package deck

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// matrixReasons is how many reasons a format's line of the matrix shows.
const matrixReasons = 2

// Matrix is the verdict on one deck in every format ("judge deck
// --all-formats"). Its JSON form is a stable schema (deck/README.md).
type Matrix struct {
	File        string        `json:"file"`
	Game        glossary.Game `json:"game"`
	Side        cards.Side    `json:"side,omitempty"`
	Total       int           `json:"total"`
	FormatsFile string        `json:"formats_file"`
	Formats     []MatrixRow   `json:"formats"`
}

// MatrixRow is the deck's verdict in one format, with every finding.
type MatrixRow struct {
	Code     string          `json:"code"`
	Name     string          `json:"name"`
	DeckSize int             `json:"deck_size"`
	Verdict  rulings.Verdict `json:"verdict"`
	Findings []Finding       `json:"findings"`
}

// NewMatrix gathers the reports of CheckAllFormats.
func NewMatrix(fs *Formats, reps []Report) Matrix {
	m := Matrix{FormatsFile: fs.File, Formats: []MatrixRow{}}
	for _, r := range reps {
		m.File, m.Game, m.Side, m.Total = r.File, r.Game, r.Side, r.Total
		row := MatrixRow{Verdict: r.Verdict, Findings: r.Findings}
		if r.Format != nil {
			row.Code, row.Name, row.DeckSize = r.Format.Code, r.Format.Name, r.Format.DeckSize
		}
		m.Formats = append(m.Formats, row)
	}
	return m
}

// WriteMatrixText prints one line per format: legal, or its first reasons.
func WriteMatrixText(w io.Writer, m Matrix) error {
	var b bytes.Buffer
	legal := 0
	width := 0
	for _, r := range m.Formats {
		width = max(width, len([]rune(r.Name))+len(r.Code)+3)
		if r.Verdict == rulings.Legal {
			legal++
		}
	}
	sum := Report{Game: m.Game, Side: m.Side, Total: m.Total}
	fmt.Fprintf(&b, "%s: %s; legal in %d of %d formats (%s)\n", m.File, sum.summary(), legal, len(m.Formats), m.FormatsFile)
	for _, r := range m.Formats {
		label := fmt.Sprintf("%s [%s]", r.Name, r.Code)
		fmt.Fprintf(&b, "%s%s  %s\n", label, strings.Repeat(" ", width-len([]rune(label))), rowVerdict(r))
	}
	_, err := w.Write(b.Bytes())
	return err
}

// rowVerdict is "legal" or "illegal: line 12: …; the deck …; and 3 more".
func rowVerdict(r MatrixRow) string {
	if len(r.Findings) == 0 {
		return string(r.Verdict)
	}
	var parts []string
	for i, f := range r.Findings {
		if i == matrixReasons {
			parts = append(parts, fmt.Sprintf("and %d more", len(r.Findings)-matrixReasons))
			break
		}
		if f.Line > 0 {
			parts = append(parts, fmt.Sprintf("line %d: %s", f.Line, f.Text))
		} else {
			parts = append(parts, f.Text)
		}
	}
	return string(r.Verdict) + ": " + strings.Join(parts, "; ")
}
