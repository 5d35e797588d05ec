package glossary

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/goccy/go-yaml"
)

// The overlays record, for one edition of an OCR'd document, which
// physical lines make up which entry and which lines are junk. They hold
// line numbers and columns only, never text: titles and bodies are always
// read from the document itself.
//
//go:embed overlays/*.yaml
var overlayFS embed.FS

type faqOverlay struct {
	// SHA256 is the checksum of the document's lines joined by "\n", so the
	// overlay applies to its edition only, whatever its line endings.
	SHA256  string         `yaml:"sha256"`
	Junk    string         `yaml:"junk"`
	Entries []overlayEntry `yaml:"entries"`
}

type overlayEntry struct {
	Kind Kind `yaml:"kind"`
	// Head lists heading pieces as "line", "line:from" or "line:from-to";
	// the first piece is the entry's key for Parent and Pair.
	Head   []string `yaml:"head"`
	Lines  string   `yaml:"lines"`
	Parent string   `yaml:"parent"`
	Pair   string   `yaml:"pair"`
}

// sourceChecksum is the overlay key of src.
func sourceChecksum(src *Source) string {
	h := sha256.New()
	for i, l := range src.Lines() {
		if i > 0 {
			h.Write([]byte{'\n'})
		}
		h.Write([]byte(l))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// loadOverlays parses the embedded overlays once, keyed by checksum.
var loadOverlays = sync.OnceValues(func() (map[string]*faqOverlay, error) {
	files, err := overlayFS.ReadDir("overlays")
	if err != nil {
		return nil, err
	}
	byChecksum := map[string]*faqOverlay{}
	for _, f := range files {
		name := "overlays/" + f.Name()
		b, err := overlayFS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ov := &faqOverlay{}
		if err := yaml.Unmarshal(b, ov); err != nil {
			return nil, fmt.Errorf("overlay %s: %w", name, err)
		}
		byChecksum[strings.ToLower(ov.SHA256)] = ov
	}
	return byChecksum, nil
})

// overlayFor returns the specs and junk lines of the overlay whose checksum
// matches src; found is false when none does.
func overlayFor(src *Source) (specs []faqSpec, junk []int, found bool, err error) {
	overlays, err := loadOverlays()
	if err != nil {
		return nil, nil, false, err
	}
	ov, ok := overlays[sourceChecksum(src)]
	if !ok {
		return nil, nil, false, nil
	}
	specs, junk, err = ov.specs(src.NumLines())
	if err != nil {
		return nil, nil, false, fmt.Errorf("overlay %s: %w", ov.SHA256, err)
	}
	return specs, junk, true, nil
}

func (ov *faqOverlay) specs(numLines int) ([]faqSpec, []int, error) {
	junk, err := parseLineList(ov.Junk, numLines)
	if err != nil {
		return nil, nil, fmt.Errorf("junk: %w", err)
	}
	index := map[string]int{}
	for i, e := range ov.Entries {
		if len(e.Head) == 0 {
			return nil, nil, fmt.Errorf("entry %d has no head", i+1)
		}
		if _, dup := index[e.Head[0]]; dup {
			return nil, nil, fmt.Errorf("entry %d: head %q used twice", i+1, e.Head[0])
		}
		index[e.Head[0]] = i
	}
	ref := func(key string) (int, error) {
		if key == "" {
			return -1, nil
		}
		if i, ok := index[key]; ok {
			return i, nil
		}
		return -1, fmt.Errorf("no entry has head %q", key)
	}
	specs := make([]faqSpec, len(ov.Entries))
	for i, e := range ov.Entries {
		sp := faqSpec{Kind: e.Kind}
		for _, h := range e.Head {
			hs, err := parseHeadSpan(h, numLines)
			if err != nil {
				return nil, nil, fmt.Errorf("entry %d: %w", i+1, err)
			}
			sp.Head = append(sp.Head, hs)
		}
		if sp.Lines, err = parseLineList(e.Lines, numLines); err != nil || len(sp.Lines) == 0 {
			return nil, nil, fmt.Errorf("entry %d: lines %q: %v", i+1, e.Lines, err)
		}
		if sp.Parent, err = ref(e.Parent); err != nil {
			return nil, nil, fmt.Errorf("entry %d: parent: %w", i+1, err)
		}
		if sp.Pair, err = ref(e.Pair); err != nil {
			return nil, nil, fmt.Errorf("entry %d: pair: %w", i+1, err)
		}
		specs[i] = sp
	}
	for i, sp := range specs {
		// A heading governs the lines that follow it: an entry filed under
		// a heading further down is a misfiling (all FAQ questions once
		// hung under the last group).
		if p := sp.Parent; p >= 0 && specs[p].Head[0].Line > sp.Lines[0] {
			return nil, nil, fmt.Errorf("entry %d (line %d): parent %q comes after it", i+1, sp.Lines[0], ov.Entries[i].Parent)
		}
	}
	return specs, junk, nil
}

// parseHeadSpan reads "line", "line:from" or "line:from-to".
func parseHeadSpan(s string, numLines int) (headSpan, error) {
	line, cols, _ := strings.Cut(s, ":")
	var h headSpan
	var err error
	if h.Line, err = strconv.Atoi(line); err != nil || h.Line < 1 || h.Line > numLines {
		return h, fmt.Errorf("head %q: line out of range", s)
	}
	if cols == "" {
		return h, nil
	}
	from, to, hasTo := strings.Cut(cols, "-")
	if h.From, err = strconv.Atoi(from); err != nil || h.From < 1 {
		return h, fmt.Errorf("head %q: bad column", s)
	}
	if hasTo {
		if h.To, err = strconv.Atoi(to); err != nil || h.To < h.From {
			return h, fmt.Errorf("head %q: bad column range", s)
		}
	}
	return h, nil
}

// parseLineList reads "3,5,7-10" into sorted unique line numbers.
func parseLineList(s string, numLines int) ([]int, error) {
	set := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		a, b, isRange := strings.Cut(part, "-")
		from, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil {
			return nil, fmt.Errorf("bad line %q", part)
		}
		to := from
		if isRange {
			if to, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
				return nil, fmt.Errorf("bad line %q", part)
			}
		}
		if from < 1 || to > numLines || from > to {
			return nil, fmt.Errorf("lines %q outside 1..%d", part, numLines)
		}
		for n := from; n <= to; n++ {
			set[n] = true
		}
	}
	return sortedLines(set), nil
}
