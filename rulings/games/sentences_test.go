package games

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/rulings"
)

// corpusCiter resolves references against the real documents in memory, as
// the index does (family, then the heading path's tail).
type corpusCiter struct{ docs []*glossary.Document }

func (c corpusCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	var out []glossary.Entry
	for _, d := range c.docs {
		if d.Family != r.Family {
			continue
		}
		for i := range d.Entries {
			if r.Matches(&d.Entries[i]) {
				out = append(out, d.Entries[i])
			}
		}
	}
	return out, nil
}

// TestGoldenQuotesAreWholeSentences rules every golden table file of every
// game and quotes each narrowed citation the way the renderers do, against
// the real documents: each quote must be whole sentences of the lines it
// cites, read from the document file itself (it opens a sentence and ends
// one there), and each narrowed reference must be in its game's Citations,
// so judge doctor checks it finds its sentence.
func TestGoldenQuotesAreWholeSentences(t *testing.T) {
	corpus := testenv.Shared(t, "corpus")
	res, err := glossary.Load([]string{corpus})
	if err != nil {
		t.Fatal(err)
	}
	citer := corpusCiter{res.Docs}
	lines := map[string][]string{}
	for _, d := range res.Docs {
		b, err := os.ReadFile(filepath.Join(corpus, d.Name))
		if err != nil {
			t.Fatal(err)
		}
		lines[d.Name] = strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	}
	doctor := map[string]bool{}
	for _, r := range Citations() {
		doctor[r.Key()] = true
	}
	db := testcards.DB(t)
	files, _ := filepath.Glob(filepath.Join(testenv.Root(), "testdata", "tables", "*", "*.yaml"))
	checked := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Rule(f, data, func() (*cards.DB, error) { return db, nil })
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, ref := range reportRefs(rep) {
			if ref.Locator == "" {
				continue
			}
			ref.Note = ""
			if !doctor[ref.Key()] {
				t.Errorf("%s: %s “%s” is not in Citations: judge doctor would not check it", f, ref, ref.Locator)
			}
			if checked[ref.Key()] {
				continue
			}
			checked[ref.Key()] = true
			ct := rulings.Cite(citer, ref, nil, "")
			if ct.Problem != "" || len(ct.Passages) == 0 {
				t.Errorf("%s “%s”: %s", ref, ref.Locator, ct.Problem)
			}
			for _, p := range ct.Passages {
				if !p.Whole {
					t.Errorf("%s “%s”: no sentence quoted (%s)", ref, ref.Locator, p.Missing)
					continue
				}
				if err := wholeSentences(lines, p); err != "" {
					t.Errorf("%s “%s”: %s: “%s”", ref, ref.Locator, err, p.Quote)
				}
			}
		}
	}
	if len(checked) < 25 {
		t.Errorf("only %d narrowed citations in the goldens: the rules lost their locators", len(checked))
	}
}

func reportRefs(rep rulings.Report) []glossary.Ref {
	var out []glossary.Ref
	for _, r := range rep.Rulings {
		for _, s := range r.Steps {
			out = append(out, s.Cites...)
		}
		for _, s := range r.Superseded {
			out = append(out, s.Passage, s.By)
		}
	}
	for _, f := range rep.Findings {
		out = append(out, f.Cite)
	}
	return out
}

// wholeSentences checks p's quote against the document's lines it cites,
// without the splitter that made it: the lines (markup and list markers
// dropped, spaces collapsed) hold the quote; what comes before it in them
// ends a sentence, or nothing does; it opens as a sentence does (a capital,
// a digit, an opening bracket or quote, or lower case at the first line of
// the cited run: a glossary term); it ends with a sentence's closing
// punctuation, or at the end of the cited lines (a list item).
func wholeSentences(doc map[string][]string, p rulings.CitedPassage) string {
	name, span, _ := strings.Cut(p.Where, " L")
	first, last, ok := strings.Cut(span, "–")
	if !ok {
		last = first
	}
	from, err1 := strconv.Atoi(first)
	to, err2 := strconv.Atoi(last)
	ls := doc[name]
	if err1 != nil || err2 != nil || from < 1 || to > len(ls) || from > to {
		return "cites lines outside " + name
	}
	parts := make([]string, 0, to-from+1)
	for _, l := range ls[from-1 : to] {
		l = strings.TrimSpace(strings.ReplaceAll(l, "**", ""))
		l = strings.TrimPrefix(l, "- ")
		parts = append(parts, l)
	}
	text := strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
	i := strings.Index(text, p.Quote)
	if i < 0 {
		return "not in the cited lines " + span
	}
	before := strings.TrimSpace(text[:i])
	after := text[i+len(p.Quote):]
	r, _ := utf8.DecodeRuneInString(p.Quote)
	end, _ := utf8.DecodeLastRuneInString(strings.TrimRight(p.Quote, `)"'”’`))
	switch {
	case before != "" && !strings.ContainsAny(before[len(before)-1:], `.!?:)"'`) && !strings.HasSuffix(before, "”"):
		return "starts inside a sentence (after “…" + before[max(0, len(before)-20):] + "”)"
	case before != "" && !(unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune(`("'“‘`, r)):
		return "does not open as a sentence"
	case after != "" && !strings.HasPrefix(after, " "):
		return "ends inside a word"
	case after != "" && !strings.ContainsRune(".!?", end):
		return "ends inside a sentence (before “" + after[:min(len(after), 20)] + "…”)"
	}
	return ""
}

// TestNarrowedCitationsFindOneSentence is judge doctor's sentence check on
// the real documents: every narrowed reference of every game names one
// passage, and its locator finds exactly one sentence there.
func TestNarrowedCitationsFindOneSentence(t *testing.T) {
	res, err := glossary.Load([]string{testenv.Shared(t, "corpus")})
	if err != nil {
		t.Fatal(err)
	}
	checks, err := rulings.CheckCitations(corpusCiter{res.Docs}, Citations())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range checks {
		if c.Ref.Locator == "" {
			continue
		}
		n++
		if !c.OK || c.Sentence == nil {
			t.Errorf("%s “%s”: %s", c.Ref, c.Ref.Locator, c.Problem)
			continue
		}
		t.Logf("%s L%d–%d “%s”", c.Ref, c.Sentence.LineStart, c.Sentence.LineEnd, c.Sentence.Quote) // for checking by hand, -v
	}
	if n < 40 {
		t.Errorf("%d narrowed citations, want the immunity, forfeit, battle destiny and persona rules' (40 or more)", n)
	}
}
