package deck

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Report is the verdict on one decklist. Its JSON form is the stable
// schema of "judge deck --json" (deck/README.md).
type Report struct {
	File string        `json:"file"`
	Game glossary.Game `json:"game"`
	Side cards.Side    `json:"side,omitempty"`
	// Format is the deck format the deck was checked in; omitted when
	// none was (a Star Wars TCG deck, or no formats file).
	Format *FormatInfo `json:"format,omitempty"`
	Total  int         `json:"total"`
	// Verdict is rulings.Legal or rulings.Illegal: illegal exactly when
	// there are findings.
	Verdict  rulings.Verdict `json:"verdict"`
	Findings []Finding       `json:"findings"`
	// Notes are what a judge should know but does not make the deck
	// illegal: a misspelt name read as the closest card, a header
	// overridden, a rule that could not be checked.
	Notes []Finding `json:"notes,omitempty"`
	Cards []Card    `json:"cards"`
}

// Finding is a rulings.Step placed on a decklist line. Line 0 means the
// deck as a whole (its size, its starting location); Col 0 the whole line.
type Finding struct {
	Line int `json:"line"`
	Col  int `json:"col"`
	rulings.Step
	// Rule is the entry of the formats file the finding rests on.
	Rule *FormatRule `json:"format_rule,omitempty"`
}

// Card is one decklist line as resolved: the name as written and, when the
// card database identified it, the card.
type Card struct {
	Line  int        `json:"line"`
	Col   int        `json:"col"`
	Count int        `json:"count"`
	Name  string     `json:"name"`
	ID    string     `json:"id,omitempty"`
	Title string     `json:"title,omitempty"`
	Side  cards.Side `json:"side,omitempty"`
	Type  string     `json:"type,omitempty"`
	card  *cards.Card
	// section is the decklist heading the card sits under; a Star Wars TCG
	// list types its cards by it, there being no card data.
	section string
	// printings are the cards of its title, side and type, for the deck
	// formats (printingsOf).
	printings []*cards.Card
}

func (r *Report) fault(line, col int, cites []glossary.Ref, format string, args ...any) {
	r.Findings = append(r.Findings, Finding{Line: line, Col: col, Step: rulings.Step{Text: fmt.Sprintf(format, args...), Cites: cites}})
}

func (r *Report) note(line, col int, cites []glossary.Ref, format string, args ...any) {
	r.Notes = append(r.Notes, Finding{Line: line, Col: col, Step: rulings.Step{Text: fmt.Sprintf(format, args...), Cites: cites}})
}

// decide sets the verdict from the findings.
func (r *Report) decide() {
	r.Verdict = rulings.Legal
	if len(r.Findings) > 0 {
		r.Verdict = rulings.Illegal
	}
	if r.Findings == nil {
		r.Findings = []Finding{}
	}
	if r.Cards == nil {
		r.Cards = []Card{}
	}
}
