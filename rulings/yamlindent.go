package rulings

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// The YAML parser reports a misindented line where it gave up, often the
// line before or after the mistake and in its own words ("mapping value is
// not allowed in this context"). misindent reads the block structure of a
// table file line by line, as a judge would check it by eye, and finds the
// first line whose indentation fits no open level, with the line it should
// line up with.

// indentMistake is a line indented where nothing can start.
type indentMistake struct {
	Line, Col int
	Msg       string
}

// level is an open block: a mapping's keys or a sequence's dashes, all
// at one indentation; line and what are its latest line and how to name it.
type level struct {
	indent int
	item   bool
	line   int
	what   string
	first  int    // the line that opened it
	what0  string // and how to name that line
}

var (
	yamlKey    = lazyregexp.New(`^("[^"]*"|'[^']*'|[^\s#:"'\[\]{},&*!|>%@` + "`" + `-][^:#]*?|-[^\s:#][^:#]*?)\s*:(\s|$)`)
	blockValue = lazyregexp.New(`^[|>][-+0-9]*$`)
)

// misindent finds the first misindented line of a YAML file; nil when
// every line fits or the file is JSON. top are the keys the file takes at
// its top level: a misindented one lines up with them, however near a
// deeper block it is.
func misindent(data []byte, top map[string]bool) *indentMistake {
	var (
		stack        []level
		openAt       = -1    // a key or dash ending its line opens a block deeper than this
		openItemOK   = false // ... or a sequence at its own indentation (under a key)
		scalarAbove  = -1    // lines deeper than this belong to a block scalar
		flowDepth    int
		sawSomething bool
	)
	for i, raw := range strings.Split(string(data), "\n") {
		n := i + 1
		line := strings.TrimRight(raw, " \t\r")
		body := strings.TrimLeft(line, " ")
		ind := len(line) - len(body)
		if body == "" || strings.HasPrefix(body, "#") {
			continue
		}
		if body[0] == '\t' {
			return &indentMistake{Line: n, Col: ind + 1, Msg: "a tab indents this line: YAML indents with spaces only"}
		}
		if !sawSomething && (body[0] == '{' || body[0] == '[') {
			return nil // JSON, or a flow document: no block structure to check
		}
		sawSomething = true
		if scalarAbove >= 0 {
			if ind > scalarAbove {
				continue
			}
			scalarAbove = -1
		}
		if flowDepth > 0 {
			flowDepth = max(0, flowDepth+flowBalance(body))
			continue
		}
		if body == "---" || body == "..." || strings.HasPrefix(body, "%") {
			stack, openAt = nil, -1
			continue
		}
		item := body == "-" || strings.HasPrefix(body, "- ")
		_, isKey := keyOf(body)
		if !item && !isKey {
			// A plain line deeper than its key continues that key's value;
			// where a key could start, it is a key missing its colon.
			if within := openAt; len(stack) > 0 {
				if within < 0 {
					within = stack[len(stack)-1].indent
				}
				if ind <= within {
					return notAKey(n, ind, body)
				}
			}
			// A plain scalar continued on the next line, or a flow value.
			flowDepth = max(0, flowBalance(body))
			continue
		}
		switch {
		case len(stack) == 0, openAt >= 0 && (ind > openAt || ind == openAt && item && openItemOK):
			stack = append(stack, level{indent: ind, item: item, first: n, what0: describe(body)})
		default:
			if m := fit(&stack, ind, item, n, body, top); m != nil {
				return m
			}
		}
		top := &stack[len(stack)-1]
		top.line, top.what = n, describe(body)
		openAt, openItemOK = -1, false
		content, col := body, ind
		if item {
			rest := strings.TrimLeft(strings.TrimPrefix(body, "-"), " ")
			col, content = ind+len(body)-len(rest), rest
			if content == "" {
				openAt = ind
				continue
			}
			if _, ok := keyOf(content); !ok {
				flowDepth = max(0, flowBalance(content))
				continue
			}
			stack = append(stack, level{indent: col, line: n, what: describe(content), first: n})
		}
		key, _ := keyOf(content)
		value := strings.TrimSpace(stripComment(strings.TrimSpace(content[len(key):])[1:]))
		switch {
		case value == "":
			openAt, openItemOK = col, true
		case blockValue().MatchString(value):
			scalarAbove = col
		default:
			flowDepth = max(0, flowBalance(value))
		}
	}
	return nil
}

// fit matches a line at ind against the open levels, closing the deeper
// ones; a line that fits none is the mistake.
func fit(stack *[]level, ind int, item bool, n int, body string, top map[string]bool) *indentMistake {
	s := *stack
	if root := s[0]; ind < root.indent {
		return &indentMistake{Line: root.first, Col: root.indent + 1, Msg: fmt.Sprintf(
			"%s is indented by %d spaces: the top-level keys start at column %d, like %s on line %d", root.what0, root.indent, ind+1, describe(body), n)}
	}
	if ind > s[len(s)-1].indent {
		return mistake(s, ind, item, n, body, top)
	}
	k := len(s)
	for k > 0 && s[k-1].indent > ind {
		k--
	}
	for k > 0 && s[k-1].indent == ind && s[k-1].item != item {
		k-- // a key after a sequence written at its key's indentation
	}
	if k == 0 || s[k-1].indent != ind || s[k-1].item != item {
		return mistake(s, ind, item, n, body, top)
	}
	*stack = s[:k]
	return nil
}

// mistake names the line a misindented line should line up with: the
// nearest open level of its kind (keys with keys, dashes with dashes), the
// shallower of two as near; a top-level key lines up with the top level.
func mistake(s []level, ind int, item bool, n int, body string, top map[string]bool) *indentMistake {
	best := -1
	for i, l := range s {
		if l.item != item || l.line == 0 {
			continue
		}
		if best < 0 || abs(l.indent-ind) < abs(s[best].indent-ind) {
			best = i
		}
	}
	if k, ok := keyOf(body); ok && !item && top[k] && !s[0].item && s[0].line != 0 {
		best = 0
	}
	m := &indentMistake{Line: n, Col: ind + 1}
	if best < 0 {
		m.Msg = fmt.Sprintf("%s is indented by %d spaces, where nothing can start: check it against the lines above", describe(body), ind)
		return m
	}
	l := s[best]
	m.Msg = fmt.Sprintf("%s must line up with %s on line %d (column %d), not start at column %d", describe(body), l.what, l.line, l.indent+1, ind+1)
	return m
}

// notAKey is a line standing where keys stand that is not "key: value":
// the colon or the space after it is missing.
func notAKey(n, ind int, body string) *indentMistake {
	text := strings.TrimSpace(stripComment(body))
	if k, v, ok := strings.Cut(text, ":"); ok && k != "" && !strings.ContainsAny(k, " \"'{[") {
		return &indentMistake{Line: n, Col: ind + len(k) + 1, Msg: fmt.Sprintf(
			"`%s` needs a space after its colon: `%s: %s`", text, k, v)}
	}
	return &indentMistake{Line: n, Col: ind + 1, Msg: fmt.Sprintf(
		"`%s` stands where a key goes, and a key ends with a colon: `%s:`", text, text)}
}

// describe names a line the way a judge points at it: "`phase:`", "`- card:`".
func describe(body string) string {
	if k, ok := keyOf(body); ok {
		return "`" + k + ":`"
	}
	if rest, ok := strings.CutPrefix(body, "-"); ok {
		rest = strings.TrimSpace(rest)
		if k, ok := keyOf(rest); ok {
			return "`- " + k + ":`"
		}
		if len([]rune(rest)) > 20 {
			rest = string([]rune(rest)[:20]) + "…"
		}
		return "`- " + rest + "`"
	}
	return "`" + body + "`"
}

// keyOf is the key a "key: value" line starts with.
func keyOf(s string) (string, bool) {
	m := yamlKey().FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	return strings.TrimSpace(m[1]), true
}

// stripComment drops a trailing " # comment" outside quotes.
func stripComment(s string) string {
	end := len(s)
	unquoted(s, func(i int, r rune) bool {
		if r == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			end = i
			return false
		}
		return true
	})
	return s[:end]
}

// flowBalance counts the flow brackets a line leaves open, outside quotes
// and comments.
func flowBalance(s string) int {
	depth := 0
	unquoted(stripComment(s), func(_ int, r rune) bool {
		switch r {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		}
		return true
	})
	return depth
}

// unquoted calls f with each rune of s outside quotes (and the quotes
// themselves not at all) while f says to go on.
func unquoted(s string, f func(i int, r rune) bool) {
	var quote rune
	for i, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case !f(i, r):
			return
		}
	}
}

func abs(n int) int { return max(n, -n) }
