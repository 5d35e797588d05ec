package inputlimit

// scanner estimates the nesting depth and node count of YAML (and so of
// JSON, which is YAML's flow style) from its syntax alone, line by line:
//
//   - block nesting is the stack of indentation levels open at a line,
//     plus each "- ", "? " and "key:" before the line's value;
//   - flow nesting is "[" and "{" not yet closed, across lines;
//   - quoted scalars, comments, block scalars ("|", ">") and the lines
//     continuing a plain scalar are text, never structure, as in YAML;
//   - a node is a scalar, a list item or a flow collection.
//
// Both counts are at or a little above what a decoder builds, so a file
// within the limits decodes within them, and a real file is never near.
type scanner struct {
	data      []byte
	i         int // offset of the next byte
	line      int // 1-based line of i
	lineStart int // offset of that line's first byte
	indents   []int
	nodes     int
}

// run scans the whole input; on a limit it stops with i at the byte that
// went over.
func (s *scanner) run() *ExceededError {
	textAbove := -1 // lines indented deeper than this are scalar text
	for s.i < len(s.data) {
		indent := s.skip(" ")
		if s.eol() || s.data[s.i] == '#' {
			s.endLine()
			continue
		}
		if indent > textAbove && textAbove >= 0 {
			s.endLine()
			continue
		}
		textAbove = -1
		if indent == 0 && s.docMarker() {
			s.indents = s.indents[:0]
			continue
		}
		for len(s.indents) > 0 && s.indents[len(s.indents)-1] >= indent {
			s.indents = s.indents[:len(s.indents)-1]
		}
		if len(s.indents) >= Depth.Max {
			return s.over(Depth, "lists and mappings indented inside each other")
		}
		s.indents = append(s.indents, indent)
		var ex *ExceededError
		if textAbove, ex = s.value(len(s.indents), indent); ex != nil {
			return ex
		}
	}
	return nil
}

// value scans the rest of a block line from where its content starts, and
// on through the lines of a flow collection or quoted scalar it opens. It
// returns the indentation above which the next lines continue a scalar
// the line ended with, or -1.
func (s *scanner) value(depth, parent int) (int, *ExceededError) {
	for {
		s.skip(" \t")
		if s.eol() {
			s.endLine()
			return -1, nil
		}
		switch c := s.data[s.i]; {
		case c == '#':
			s.endLine()
			return -1, nil
		case (c == '-' || c == '?' || c == ':') && s.blankAt(s.i+1):
			if depth++; depth > Depth.Max {
				return 0, s.over(Depth, "list items and mappings opened on one line")
			}
			if c != ':' {
				parent = s.i - s.lineStart
				if ex := s.node(); ex != nil {
					return 0, ex
				}
			}
			s.i++
		case c == '[' || c == '{':
			if ex := s.flow(depth); ex != nil {
				return 0, ex
			}
		case c == '"' || c == '\'':
			if ex := s.node(); ex != nil {
				return 0, ex
			}
			s.quoted(c)
		case c == '&' || c == '!': // an anchor or a tag, before its node
			for !s.eol() && !s.blankAt(s.i) {
				s.i++
			}
		case c == '|' || c == '>':
			ex := s.node()
			s.endLine()
			return parent, ex
		default:
			if ex := s.node(); ex != nil {
				return 0, ex
			}
			at := s.i - s.lineStart
			if !s.plainUntilKey() {
				return parent, nil
			}
			parent = at
		}
	}
}

// flow scans a flow collection from its "[" or "{" to the bracket that
// closes it, nested at depth plus its own brackets.
func (s *scanner) flow(depth int) *ExceededError {
	open := 0
	for s.i < len(s.data) {
		switch c := s.data[s.i]; c {
		case '[', '{':
			if open++; depth+open > Depth.Max {
				return s.over(Depth, "brackets [ and { opened inside each other")
			}
			if ex := s.node(); ex != nil {
				return ex
			}
			s.i++
		case ']', '}':
			s.i++
			if open--; open == 0 {
				return nil
			}
		case ',', ' ', '\t', '\r', ':':
			s.i++
		case '\n':
			s.endLine()
		case '"', '\'':
			if ex := s.node(); ex != nil {
				return ex
			}
			s.quoted(c)
		default:
			if s.comment() {
				s.skipComment()
				continue
			}
			if ex := s.node(); ex != nil {
				return ex
			}
			for s.i++; s.i < len(s.data) && !isFlowStop(s.data[s.i]) && !s.comment() && !(s.data[s.i] == ':' && s.flowBlankAt(s.i+1)); {
				s.i++
			}
		}
	}
	return nil
}

// plainUntilKey reads a plain scalar on a block line. It stops at a key's
// ":" (and says so), or at the end of the line or a comment.
func (s *scanner) plainUntilKey() bool {
	for !s.eol() {
		switch c := s.data[s.i]; {
		case c == ':' && s.blankAt(s.i+1):
			return true
		case s.comment():
			s.endLine()
			return false
		}
		s.i++
	}
	s.endLine()
	return false
}

// quoted skips a quoted scalar from its opening quote, across lines.
func (s *scanner) quoted(q byte) {
	s.i++
	for s.i < len(s.data) {
		switch c := s.data[s.i]; {
		case c == '\n':
			s.endLine()
			continue
		case c == '\\' && q == '"' && s.i+1 < len(s.data) && s.data[s.i+1] != '\n':
			s.i++
		case c == q && q == '\'' && s.i+1 < len(s.data) && s.data[s.i+1] == '\'':
			s.i++
		case c == q:
			s.i++
			return
		}
		s.i++
	}
}

// node counts one node at i.
func (s *scanner) node() *ExceededError {
	if s.nodes++; s.nodes > Nodes.Max {
		return s.over(Nodes, "scalars, list items and collections")
	}
	return nil
}

func (s *scanner) over(l Limit, what string) *ExceededError {
	return &ExceededError{Limit: l, What: what}
}

// docMarker steps over a "---" or "..." line start.
func (s *scanner) docMarker() bool {
	if s.i+3 > len(s.data) || !s.blankAt(s.i+3) {
		return false
	}
	if m := string(s.data[s.i : s.i+3]); m != "---" && m != "..." {
		return false
	}
	s.i += 3
	s.skip(" \t")
	if s.eol() || s.data[s.i] == '#' {
		s.endLine()
	}
	return true
}

// skip steps over any of the bytes in set and returns how many.
func (s *scanner) skip(set string) int {
	n := 0
	for s.i < len(s.data) && containsByte(set, s.data[s.i]) {
		s.i++
		n++
	}
	return n
}

func (s *scanner) skipComment() {
	for !s.eol() {
		s.i++
	}
}

// endLine steps past the end of the current line.
func (s *scanner) endLine() {
	s.skipComment()
	if s.i < len(s.data) && s.data[s.i] == '\r' {
		s.i++
	}
	if s.i < len(s.data) && s.data[s.i] == '\n' {
		s.i++
	}
	s.line++
	s.lineStart = s.i
}

func (s *scanner) eol() bool {
	return s.i >= len(s.data) || s.data[s.i] == '\n' || s.data[s.i] == '\r'
}

// blankAt: the byte at j ends a token (space, tab, line end or input end).
func (s *scanner) blankAt(j int) bool {
	return j >= len(s.data) || containsByte(" \t\r\n", s.data[j])
}

// flowBlankAt: as blankAt, or a flow indicator.
func (s *scanner) flowBlankAt(j int) bool {
	return s.blankAt(j) || isFlowStop(s.data[j])
}

func isFlowStop(c byte) bool { return containsByte(",[]{}\n\r", c) }

// comment: a "#" at i starts a comment (it follows a blank or starts the line).
func (s *scanner) comment() bool {
	return s.i < len(s.data) && s.data[s.i] == '#' && (s.i == s.lineStart || containsByte(" \t", s.data[s.i-1]))
}

func containsByte(set string, c byte) bool {
	for i := 0; i < len(set); i++ {
		if set[i] == c {
			return true
		}
	}
	return false
}
