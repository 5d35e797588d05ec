package glossary

import (
	"fmt"
	"strings"
)

// wotcTapToken and wotcPilotToken stand for the symbols the extraction
// rendered with several different glyphs.
const (
	wotcTapToken   = "{TAP}"
	wotcPilotToken = "{PILOT}"
)

// wotcGlyphs maps the three tap-symbol glyphs and the two Pilot-symbol
// glyphs to one token each. "↔" means the Pilot symbol only inside
// parentheses; between names in a table it means "counts as".
var wotcGlyphs = strings.NewReplacer(
	"☉", wotcTapToken, "Ⓢ", wotcTapToken, "⚡", wotcTapToken,
	"👤", wotcPilotToken, "(↔)", "("+wotcPilotToken+")",
)

// setWotCSpansAndText ends each entry at the last non-blank line before
// the next entry (or the advertisement, or the end of the file), and fills
// Raw and Text. Entries must be in line order.
func setWotCSpansAndText(src *Source, doc *Document, adStart int) {
	stop := src.NumLines()
	if adStart > 0 {
		stop = adStart - 1
	}
	for i := range doc.Entries {
		e := &doc.Entries[i]
		end := stop
		if i+1 < len(doc.Entries) {
			end = doc.Entries[i+1].LineStart - 1
		}
		for end > e.LineStart && strings.TrimSpace(src.Line(end)) == "" {
			end--
		}
		e.LineEnd = end
		e.Raw = src.Slice(e.LineStart, end)
		var joined []int
		e.Text, joined = wotcDisplayText(src, e.LineStart, end)
		for _, n := range joined {
			doc.Warnings = append(doc.Warnings, fmt.Sprintf("line %d: sentence split by a page break joined to the paragraph before", n))
		}
	}
}

// wotcDisplayText joins lines from..to into display text: paragraphs
// separated by one blank line, the halves of a sentence split by a page
// break rejoined (their second lines are returned), symbols as tokens,
// and markup removed.
func wotcDisplayText(src *Source, from, to int) (string, []int) {
	var paras []string
	var joined []int
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, strings.Join(cur, "\n"))
			cur = nil
		}
	}
	for n := from; n <= to; n++ {
		t := strings.TrimSpace(src.Line(n))
		switch {
		case t == "":
			flush()
		case len(cur) == 0 && len(paras) > 0 && wotcContinues(lastLine(paras[len(paras)-1]), t):
			cur = strings.Split(paras[len(paras)-1], "\n")
			paras = paras[:len(paras)-1]
			cur[len(cur)-1] += " " + t
			joined = append(joined, n)
		default:
			cur = append(cur, t)
		}
	}
	flush()
	return PlainText(wotcGlyphs.Replace(strings.Join(paras, "\n\n"))), joined
}

func lastLine(s string) string { return s[strings.LastIndexByte(s, '\n')+1:] }
