package index

import (
	"strconv"
	"strings"
)

// SplitDocLine reads the "doc.txt:123" form of an entry address that At
// takes (a document's file name or slug, a colon, a 1-based line); ok is
// false for anything else, such as an entry ID.
func SplitDocLine(arg string) (doc string, line int, ok bool) {
	i := strings.LastIndexByte(arg, ':')
	if i <= 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(arg[i+1:])
	if err != nil || n < 1 {
		return "", 0, false
	}
	return arg[:i], n, true
}
