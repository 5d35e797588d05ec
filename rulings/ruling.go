// Package rulings answers questions about a table state with rulings that
// cite the rules: a verdict, numbered steps each with stable references
// (glossary.Ref), the assumptions made, and superseded passages shown as such.
//
// Each rule is a value (see Immunity, Forfeit, CheckForfeit, LoseImmunity)
// with an ID, a title, its citations and a Run function; Rules lists them.
// Rules do no I/O: references are resolved when a ruling is rendered.
package rulings

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/table"
)

// Verdict is the short answer, fit for scripts.
type Verdict string

const (
	Yes     Verdict = "yes"     // the question's proposition holds
	No      Verdict = "no"      // it does not
	Legal   Verdict = "legal"   // a proposed play is legal
	Illegal Verdict = "illegal" // it is not
	Answer  Verdict = "answer"  // the question asks for a list or number; see Answer
)

// Ruling is the answer to one question.
type Ruling struct {
	Rule     string    `json:"rule"`
	Title    string    `json:"title"`
	Question string    `json:"question"`
	Pos      table.Pos `json:"pos"`
	Verdict  Verdict   `json:"verdict"`
	// Answer is the verdict in one sentence.
	Answer      string       `json:"answer"`
	Steps       []Step       `json:"steps"`
	Assumptions []string     `json:"assumptions,omitempty"`
	Superseded  []Superseded `json:"superseded,omitempty"`
}

// Step is one numbered step of the explanation.
type Step struct {
	Text  string         `json:"text"`
	Cites []glossary.Ref `json:"cites,omitempty"`
}

// Superseded is a passage the ruling does not follow, shown so both players
// see why: the document or wording that prevails instead.
type Superseded struct {
	Passage glossary.Ref `json:"passage"`
	By      glossary.Ref `json:"by"`
	Why     string       `json:"why"`
}

// Report is every ruling on one table file, with the loader's findings.
type Report struct {
	File        string          `json:"file"`
	Findings    []table.Finding `json:"findings,omitempty"`
	Assumptions []string        `json:"assumptions,omitempty"`
	Rulings     []Ruling        `json:"rulings"`
}

func (r *Ruling) step(text string, cites ...glossary.Ref) {
	r.Steps = append(r.Steps, Step{Text: text, Cites: cites})
}

func (r *Ruling) stepf(cites []glossary.Ref, format string, args ...any) {
	r.step(fmt.Sprintf(format, args...), cites...)
}

func (r *Ruling) assume(format string, args ...any) {
	r.Assumptions = append(r.Assumptions, fmt.Sprintf(format, args...))
}
