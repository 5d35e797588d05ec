package glossary

import (
	"sort"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// pcRulesMarkdown reads the Markdown rendering of the Players Committee
// rulebook (chapters 7–8). Its heading levels drift and say nothing about
// nesting, and three section titles are bold paragraphs rather than
// headings, so the parser only collects heading lines and leaves structure
// to the naming rules it shares with the plain-text parser.
type pcRulesMarkdown struct{}

func init() { Register(pcRulesMarkdown{}) }

func (pcRulesMarkdown) Format() string { return "pc-rulebook-markdown" }

var (
	rePCAtxChapter = lazyregexp.New(`^# Chapter \d+ - \S`)
	rePCAtxDash    = lazyregexp.New(`^#{1,6} (?:\*\*)?\S.* - \S`)
)

// Detect scores "# Chapter N - Title" headings, "Parent - Child" headings
// and "X, Ch. N" references; a file with no ATX headings is not Markdown.
func (pcRulesMarkdown) Detect(src *Source) int {
	chapters, heads, atx, refs := 0, 0, 0, 0
	for _, l := range src.Lines() {
		if rePCAtx().MatchString(l) {
			atx++
		}
		if rePCAtxChapter().MatchString(l) {
			chapters++
		}
		if rePCAtxDash().MatchString(l) {
			heads++
		}
		refs += len(rePCLabelRef().FindAllStringIndex(l, -1))
	}
	if atx == 0 || chapters == 0 {
		return min(10, heads+refs)
	}
	return min(100, 40+min(30, 2*heads)+min(30, 3*refs))
}

func (p pcRulesMarkdown) Parse(src *Source) (*Document, error) {
	body := []byte(strings.Join(src.Lines(), "\n"))
	root := goldmark.New().Parser().Parse(text.NewReader(body))
	lineOf := pcLineIndex(body)
	var hs []pcHeading
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		if n.Lines().Len() == 0 {
			continue
		}
		line := lineOf(n.Lines().At(0).Start)
		switch n := n.(type) {
		case *ast.Heading:
			if t := pcInlineText(n, body); t != "" {
				hs = append(hs, pcHeading{Line: line, Title: t})
			}
		case *ast.Paragraph:
			if t, ok := pcBoldHeading(n, body, src.Line(line)); ok {
				hs = append(hs, pcHeading{Line: line, Title: t})
			}
		}
	}
	return pcParse(src, hs, p.Format(), pcUnescape)
}

// pcBoldHeading recognises a paragraph whose first line is nothing but one
// short bold phrase, not a sentence: "**Movement At A Glance**", or the
// sub-term "**cannot be moved/…**" that a hard break joins to its body.
// A whole bold rule sentence ends in a period and stays a paragraph.
func pcBoldHeading(p *ast.Paragraph, src []byte, firstLine string) (string, bool) {
	strong, ok := p.FirstChild().(*ast.Emphasis)
	if !ok || strong.Level != 2 {
		return "", false
	}
	t := pcInlineText(strong, src)
	if t == "" || len(t) > 80 || rePCSentenceEnd().MatchString(t) {
		return "", false
	}
	if strings.TrimSpace(firstLine) != "**"+t+"**" {
		return "", false
	}
	return t, true
}

// pcInlineText is the plain text of n's inline descendants. The deprecated
// Node.Text is avoided; escapes are removed as the renderer would.
func pcInlineText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(util.UnescapePunctuations(c.Segment.Value(src)))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// pcLineIndex maps a byte offset of src to its 1-based line.
func pcLineIndex(src []byte) func(int) int {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return func(off int) int {
		return sort.Search(len(starts), func(i int) bool { return starts[i] > off })
	}
}

// pcUnescape removes Markdown backslash escapes from a body line ("\* +1").
func pcUnescape(s string) string { return string(util.UnescapePunctuations([]byte(s))) }
