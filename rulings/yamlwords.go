package rulings

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// The parser's words for the mistakes a judge makes most in a table file,
// said the way a judge would fix them; misindentation is yamlindent.go's.

var (
	duplicateKey = lazyregexp.New(`^mapping key "(.+)" already defined at \[(\d+):(\d+)\]`)
	// keyAndValue is "key: value" or "- key: value"; group 2 is the key
	// and 3 the value.
	keyAndValue = lazyregexp.New(`^(\s*(?:-\s+)?)([^\s:#"'][^:#]*?):\s+(.*)$`)
)

var unclosedQuote = map[string]string{
	"could not find end character of double-quoted text": `"`,
	"could not find end character of single-quoted text": "'",
}

// judgeWords rewords the parser's msg about line and col of data; ok is
// false when it has no better words.
func judgeWords(data []byte, line, col int, msg string) (newCol int, newMsg string, ok bool) {
	lines := strings.Split(string(data), "\n")
	if line < 1 || line > len(lines) {
		return col, msg, false
	}
	text := strings.TrimRight(lines[line-1], "\r")
	if m := duplicateKey().FindStringSubmatch(msg); m != nil {
		return col, fmt.Sprintf("`%s:` is given twice: line %s has it already", m[1], m[2]), true
	}
	if q, ok := unclosedQuote[msg]; ok {
		return col, fmt.Sprintf("the %s opened here is not closed on this line: end the text with %s", q, q), true
	}
	if strings.Contains(msg, "mapping value is not allowed") {
		m := keyAndValue().FindStringSubmatch(text)
		if m != nil && strings.Contains(stripComment(m[3]), ": ") && !strings.ContainsAny(m[3][:1], `"'{[|>`) {
			v := strings.TrimSpace(stripComment(m[3]))
			return len(text) - len(m[3]) + 1, fmt.Sprintf("the value of `%s:` has a colon in it, so YAML reads it as another key: put it in quotes, `%s: %q`", m[2], m[2], v), true
		}
	}
	return col, msg, false
}
