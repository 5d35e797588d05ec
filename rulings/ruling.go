// Package rulings is the game-neutral core of the rulings engines: the
// shape of a rule (GameRule), the ruling it answers with (a verdict,
// numbered steps each with stable references (glossary.Ref), the
// assumptions made, superseded passages shown as such), the report of a
// table file, the renderers and the table-file reading every game shares
// (DecodeYAML, YAMLFile, Pos, Finding).
//
// The games are peers under it: rulings/swccg (Star Wars CCG, its table
// format in rulings/swccg/table), rulings/swtcg and rulings/xwing;
// rulings/games picks one by a file's game: key. Rules do no I/O:
// references are resolved when a ruling is rendered.
package rulings

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
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
	Rule     string  `json:"rule"`
	Title    string  `json:"title"`
	Question string  `json:"question"`
	Pos      Pos     `json:"pos"`
	Verdict  Verdict `json:"verdict"`
	// Answer is the verdict in one sentence.
	Answer      string       `json:"answer"`
	Steps       []Step       `json:"steps"`
	Assumptions []string     `json:"assumptions,omitempty"`
	Superseded  []Superseded `json:"superseded,omitempty"`
	// NotRead lists, for each card taking part in the question, the
	// sentences of its text that no effect the engine reads covers: what
	// the ruling could not take into account, for the judge to check.
	NotRead []UnreadText `json:"not_read,omitempty"`
	// Consulted are spans of card text a step applied although the rule
	// does not read their effect's kind in general (a 'react' grant's "for
	// free" in a move): in this ruling their sentence is read, not listed
	// in NotRead. Not part of the output.
	Consulted []ConsultedText `json:"-"`
}

// ConsultedText is a span of one card's game text a step applied.
type ConsultedText struct {
	Card string
	Span [2]int
}

// Consult records that a step applied the words at span of card's text.
func (r *Ruling) Consult(card string, span [2]int) {
	r.Consulted = append(r.Consulted, ConsultedText{Card: card, Span: span})
}

// UnreadText is the part of one card's text the engine does not read.
type UnreadText struct {
	// Card is the card as the ruling names it.
	Card      string     `json:"card"`
	Sentences []Sentence `json:"sentences"`
}

// Sentence is one sentence of a card's text and its byte range in it.
type Sentence struct {
	Text string `json:"text"`
	Span [2]int `json:"span"`
}

// AddNotRead lists a card's unread sentences; each card is listed once
// (the first listing stays), and a card with none is left out.
func (r *Ruling) AddNotRead(card string, sentences []Sentence) {
	if len(sentences) == 0 {
		return
	}
	for _, u := range r.NotRead {
		if u.Card == card {
			return
		}
	}
	r.NotRead = append(r.NotRead, UnreadText{Card: card, Sentences: sentences})
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
	File        string    `json:"file"`
	Findings    []Finding `json:"findings,omitempty"`
	Assumptions []string  `json:"assumptions,omitempty"`
	Rulings     []Ruling  `json:"rulings"`
}

// Finding is a problem with a table state, reported with a citation.
type Finding struct {
	Pos     Pos          `json:"pos"`
	Message string       `json:"message"`
	Cite    glossary.Ref `json:"cite"`
}

// Step adds a numbered step resting on cites.
func (r *Ruling) Step(text string, cites ...glossary.Ref) {
	r.Steps = append(r.Steps, Step{Text: text, Cites: cites})
}

// Stepf is Step with the text formatted.
func (r *Ruling) Stepf(cites []glossary.Ref, format string, args ...any) {
	r.Step(fmt.Sprintf(format, args...), cites...)
}

// Assume records a reading the ruling made that a judge should see.
func (r *Ruling) Assume(format string, args ...any) {
	r.Assumptions = append(r.Assumptions, fmt.Sprintf(format, args...))
}
