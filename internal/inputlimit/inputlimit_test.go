package inputlimit

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/judge-swccg/judge/glossary"
)

// realTables are the worked examples, YAML as written, with CRLF line
// ends, and converted to JSON: no limit may come near any of them.
func realTables(t *testing.T) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("../../testdata/tables/*/*.yaml")
	if err != nil || len(files) < 100 {
		t.Fatalf("testdata/tables: %d files, %v", len(files), err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = b
		out[f+".crlf"] = bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n"))
		var v any
		if err := yaml.Unmarshal(b, &v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		j, err := json.MarshalIndent(v, "", "    ")
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[f+".json"] = j
	}
	return out
}

// TestRealTablesFarBelowLimits checks every real table passes with a
// margin: its estimated depth at most an eighth of the limit, its nodes
// at most a tenth, its size (JSON is the larger) at most a tenth.
func TestRealTablesFarBelowLimits(t *testing.T) {
	for name, b := range realTables(t) {
		if err := CheckTable(name, b); err != nil {
			t.Errorf("a real table is refused: %v", err)
			continue
		}
		s := scanner{data: b, line: 1}
		s.run()
		if s.nodes > Nodes.Max/10 {
			t.Errorf("%s: %d nodes, within a tenth of the limit %d", name, s.nodes, Nodes.Max)
		}
		if len(b) > TableBytes.Max/10 {
			t.Errorf("%s: %d bytes, within a tenth of the limit %d", name, len(b), TableBytes.Max)
		}
		if d := depthOf(b); d > Depth.Max/8 {
			t.Errorf("%s: depth %d, within an eighth of the limit %d", name, d, Depth.Max)
		}
	}
}

// depthOf is the least depth limit the scanner passes b with.
func depthOf(b []byte) int {
	old := Depth.Max
	defer func() { Depth.Max = old }()
	for Depth.Max = 1; Depth.Max < old; Depth.Max++ {
		s := scanner{data: b, line: 1}
		if s.run() == nil {
			return Depth.Max
		}
	}
	return old
}

func TestRefused(t *testing.T) {
	// The body had 100,000 of each bracket; this is as deep within
	// the size limit. The first 64 levels are the line, "{" and 62 "[".
	deep := `{"game":"swccg","x":` + strings.Repeat("[", 60_000)
	blockDeep := "game: swccg\nx:\n"
	for i := range 70 {
		blockDeep += strings.Repeat(" ", i+1) + "k:\n"
	}
	for _, c := range []struct {
		name, data string
		limit      Limit
		line, col  int
		msg        string
	}{
		{"flow nesting, 100,000 deep", deep, Depth, 1, 83, "table:1:83: over the nesting depth limit of 64 levels: brackets [ and { opened inside each other"},
		{"flow nesting over lines", "game: swccg\nx:\n  - " + strings.Repeat("[\n", 100), Depth, 64, 1, "table:64:1: over the nesting depth limit"},
		{"block nesting by indentation", blockDeep, Depth, 65, 65, "table:65:65: over the nesting depth limit"},
		{"compact list items", "- " + strings.Repeat("- ", 100) + "x", Depth, 1, 127, "table:1:127: over the nesting depth limit of 64 levels: list items and mappings opened on one line"},
		{"flat flow list", "x: [" + strings.Repeat("1,", 5000) + "1]", Nodes, 1, 8001, "table:1:8001: over the node count limit of 4000 nodes"},
		{"flat block list", "x:\n" + strings.Repeat("- 1\n", 5000), Nodes, 2001, 3, "table:2001:3: over the node count limit of 4000 nodes: scalars, list items and collections"},
		{"size", "game: swccg\n# " + strings.Repeat("x", TableBytes.Max) + "\n", TableBytes, 0, 0, "table: over the table file size limit of 65536 bytes: the file has 65551 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := CheckTable("table", []byte(c.data))
			var ge *glossary.Error
			var ex *ExceededError
			if !errors.As(err, &ge) || !errors.As(err, &ex) {
				t.Fatalf("CheckTable = %v, want a positioned limit error", err)
			}
			if ex.Limit != c.limit || ge.Line != c.line || ge.Col != c.col || !strings.Contains(err.Error(), c.msg) {
				t.Errorf("CheckTable = %v (%s at %d:%d), want %q (%s at %d:%d)", err, ex.Limit.Name, ge.Line, ge.Col, c.msg, c.limit.Name, c.line, c.col)
			}
		})
	}
}

// TestRefusedWithoutAllocating: the check allocates a few hundred bytes,
// however large and deep the input.
func TestRefusedWithoutAllocating(t *testing.T) {
	data := []byte(`{"game":"swccg","x":` + strings.Repeat("[", 60_000) + "}")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range 10 {
		if CheckTable("table", data) == nil {
			t.Fatal("not refused")
		}
	}
	runtime.ReadMemStats(&after)
	if per := (after.TotalAlloc - before.TotalAlloc) / 10; per > 4<<10 {
		t.Errorf("CheckTable allocated %d bytes per call, want ≤ 4 KB", per)
	}
}

func TestBinary(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"game: swccg\ncards:\x00\x01\x02", "table:2:7: binary data (NUL byte); a table file is YAML or JSON text"},
		{"game: swccg\nx: \xff\xfe\x89PNG", "table:2:4: binary data (not UTF-8); a table file is YAML or JSON text"},
		{"\x89PNG\r\n\x1a\n\x00\x00", "table:1:1: binary data (not UTF-8); a table file is YAML or JSON text"},
	} {
		if err := CheckTable("table", []byte(c.data)); err == nil || err.Error() != c.want {
			t.Errorf("CheckTable(%q) = %v, want %s", c.data, err, c.want)
		}
	}
}

// TestTextIsNotStructure: brackets, dashes and keys inside quoted
// scalars, comments, block scalars and plain scalars continued on the
// next lines are text to YAML, so they count for nothing here, and the
// decoder indeed reads them in linear cost (nested, the same brackets
// would cost it gigabytes).
func TestTextIsNotStructure(t *testing.T) {
	many := strings.Repeat("[{- ", 6_000)
	for _, doc := range []string{
		"note: \"" + many + "\"\n",
		"note: '" + strings.ReplaceAll(many, "{", "''{") + "'\n",
		"note: x # " + many + "\n",
		"# " + many + "\n",
		"note: |\n  " + many + "\n  " + many + "\ngame: swccg\n",
		"note: >-\n    " + many + "\n",
		"- note: plain\n    " + many + "\n",
		"note: plain\n  " + strings.Repeat("[", 60_000) + "\n",
		"note: see rule [3.2] and {x}, " + many + "\n",
		`{"note": "` + many + `", "x": [1, "]]]", '[[['] }`,
	} {
		if err := CheckTable("table", []byte(doc)); err != nil {
			t.Errorf("%.40q…: %v", doc, err)
			continue
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var v any
		_ = yaml.Unmarshal([]byte(doc), &v)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 256*uint64(len(doc)) {
			t.Errorf("%.40q…: passed the check, but decoding its %d bytes allocated %d bytes", doc, len(doc), n)
		}
	}
}

// TestAtTheLimitsDecodeCheaply: what just passes costs the decoder a few
// megabytes, so the limits bound it.
func TestAtTheLimitsDecodeCheaply(t *testing.T) {
	// The line and the key are two levels.
	deep := "x: " + strings.Repeat("[", Depth.Max-2) + strings.Repeat("]", Depth.Max-2) + "\n"
	wide := "x: [" + strings.Repeat("1,", Nodes.Max-3) + "1]\n"
	for _, doc := range []string{deep, wide} {
		if err := CheckTable("table", []byte(doc)); err != nil {
			t.Fatalf("%.30q…: %v", doc, err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var v any
		if err := yaml.Unmarshal([]byte(doc), &v); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 8<<20 {
			t.Errorf("%.30q…: decoding allocated %d bytes, want ≤ 8 MB", doc, n)
		}
	}
}

// TestNoHiddenNesting: random YAML syntax followed by 4,000 "[" either is
// refused or costs the decoder in proportion to its size (about 400 bytes
// a byte at worst), never in proportion to the square of the brackets
// (4,000 nested cost some 5,000 a byte): what the scanner takes for text,
// the decoder does too.
func TestNoHiddenNesting(t *testing.T) {
	pieces := []string{"[", "{", "]", "}", ",", ": ", ":", " ", "\n", "  ", "- ", "'", "\"", " #", "#", "|", ">", "a",
		"&x ", "!t ", "? ", "\\", "---\n", "\t", "k: ", "\n  ", "\n    ", "*x"}
	rng := rand.New(rand.NewPCG(1, 2))
	passed := 0
	for range 1500 {
		var b strings.Builder
		for range 5 + rng.IntN(40) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		prefix := b.String()
		doc := []byte(prefix + strings.Repeat("[", 4000))
		if CheckTable("f", doc) != nil {
			continue
		}
		passed++
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		decodeAny(doc)
		runtime.ReadMemStats(&after)
		if r := (after.TotalAlloc - before.TotalAlloc) / uint64(len(doc)); r > 1000 {
			t.Errorf("after %q the check passed 4,000 brackets that cost the decoder %d bytes a byte", prefix, r)
		}
	}
	if passed < 50 {
		t.Fatalf("only %d of 1500 passed the check: the test tests little", passed)
	}
}

// decodeAny decodes data, surviving the decoder's panics on odd tags.
func decodeAny(data []byte) {
	defer func() { _ = recover() }()
	var v any
	_ = yaml.Unmarshal(data, &v)
}

func FuzzCheckTable(f *testing.F) {
	f.Add([]byte("game: swccg\ncards:\n  - card: Luke\n    at: [\"Tatooine\", {a: 1}] # x\n"))
	f.Add([]byte(`{"a": [[["'"]]], 'b': "\"["}`))
	f.Add([]byte("note: |\n  [[[\n- - [x]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		err := CheckTable("f", data)
		var ge *glossary.Error
		if err != nil && (!errors.As(err, &ge) || ge.Line > strings.Count(string(data), "\n")+2) {
			t.Fatalf("CheckTable = %v", err)
		}
	})
}
