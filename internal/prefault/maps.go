package prefault

// findMapping scans the text of /proc/self/maps for the writable mapping
// holding p. Lines it cannot read are skipped; a line cut short at the end
// of the buffer is just such a line.
func findMapping(maps []byte, p uintptr) (lo, hi uintptr) {
	for len(maps) > 0 {
		line := maps
		maps = nil
		for i, c := range line {
			if c == '\n' {
				line, maps = line[:i], line[i+1:]
				break
			}
		}
		a, rest, ok := hexPrefix(line)
		if !ok || len(rest) == 0 || rest[0] != '-' {
			continue
		}
		b, rest, ok := hexPrefix(rest[1:])
		if !ok || len(rest) < 4 || rest[0] != ' ' || string(rest[1:3]) != "rw" {
			continue
		}
		if a <= p && p < b {
			return a, b
		}
	}
	return 0, 0
}

// hexPrefix reads the lower-case hexadecimal number b starts with.
func hexPrefix(b []byte) (v uintptr, rest []byte, ok bool) {
	i := 0
	for ; i < len(b) && i < 16; i++ {
		c := b[i]
		switch {
		case '0' <= c && c <= '9':
			v = v<<4 | uintptr(c-'0')
		case 'a' <= c && c <= 'f':
			v = v<<4 | uintptr(c-'a'+10)
		default:
			return v, b[i:], i > 0
		}
	}
	return v, b[i:], i > 0
}
