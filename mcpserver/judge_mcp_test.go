package mcpserver_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/cardquery"
	"github.com/judge-swccg/judge/internal/testenv"
)

// judgeCLI is a judge binary built from this tree with the real documents
// and cards and an index of its own.
type judgeCLI struct {
	bin   string
	flags []string
	env   []string
	dir   string // working directory: where the table and deck files lie
}

// TestMain removes the shared judge binary and index after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if shared.tmp != "" {
		os.RemoveAll(shared.tmp)
	}
	os.Exit(code)
}

// shared is the one judge binary and index the tests share: building them
// is most of the tests' time.
var shared struct {
	once sync.Once
	tmp  string
	cli  *judgeCLI
	err  error
}

// newJudgeCLI builds cmd/judge and its index, once for all the tests.
func newJudgeCLI(t *testing.T) *judgeCLI {
	t.Helper()
	corpus, cards := testenv.Shared(t, "corpus"), testenv.Shared(t, "cards")
	shared.once.Do(func() {
		shared.tmp, shared.err = os.MkdirTemp("", "judge-mcp-test")
		if shared.err != nil {
			return
		}
		shared.cli, shared.err = buildJudgeCLI(shared.tmp, corpus, cards)
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.cli
}

func buildJudgeCLI(tmp, corpus, cards string) (*judgeCLI, error) {
	j := &judgeCLI{
		bin:   filepath.Join(tmp, "judge"),
		flags: []string{"--index", filepath.Join(tmp, "index"), "--corpus", corpus, "--cards", cards},
		env: append(os.Environ(), "NO_COLOR=1", "JUDGE_CONFIG="+filepath.Join(tmp, "none.yaml"),
			"JUDGE_CORPUS=", "JUDGE_CARDS=", "JUDGE_INDEX="),
		dir: filepath.Join(tmp, "work"),
	}
	if err := os.Mkdir(j.dir, 0o755); err != nil {
		return nil, err
	}
	build := exec.Command("go", "build", "-o", j.bin, "./cmd/judge")
	build.Dir = testenv.Root()
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build ./cmd/judge: %v\n%s", err, out)
	}
	index := j.command("index")
	if out, err := index.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("judge index: %v\n%s", err, out)
	}
	return j, nil
}

// run runs judge with args and returns its stdout; exit 4 (nothing found)
// still prints the JSON answer.
func (j *judgeCLI) run(t *testing.T, args ...string) string {
	t.Helper()
	cmd := j.command(args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 4) {
		t.Fatalf("judge %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

func (j *judgeCLI) command(args ...string) *exec.Cmd {
	cmd := exec.Command(j.bin, append(slices.Clone(j.flags), args...)...)
	cmd.Env = j.env
	cmd.Dir = j.dir
	return cmd
}

// file writes a file the CLI reads and returns its text, which the MCP
// call sends.
func (j *judgeCLI) file(t *testing.T, name, from string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testenv.Root(), from))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(j.dir, name), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// connect starts "judge mcp" as an assistant would and opens a session.
func (j *judgeCLI) connect(t *testing.T) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	client := mcp.NewClient(&mcp.Implementation{Name: "judge-test", Version: "0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: j.command("mcp")}, nil)
	if err != nil {
		t.Fatalf("connecting to judge mcp: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestMCPAnswersAreTheCLIJSON starts judge mcp, lists its tools, calls each
// and reads a document resource, and checks every answer is byte for byte
// what the same command prints with --json.
func TestMCPAnswersAreTheCLIJSON(t *testing.T) {
	j := newJudgeCLI(t)
	table := j.file(t, "table", "testdata/tables/attack/atk-1-one-arm.yaml")
	decklist := j.file(t, "deck", "deck/testdata/legal-60.txt")
	tournament := j.file(t, "hunt-down", "deck/testdata/allformats/dark-hunt-down.txt")
	cs := j.connect(t)
	ctx := context.Background()

	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
		if !strings.Contains(tl.Description, "--json") {
			t.Errorf("tool %s: the description does not say which command's JSON it answers with", tl.Name)
		}
		if tl.Annotations == nil || !tl.Annotations.ReadOnlyHint {
			t.Errorf("tool %s: not marked read-only", tl.Name)
		}
		if tl.Name == "cards_find" {
			for _, f := range cardquery.Fields {
				if !strings.Contains(tl.Description, "- "+f.Name) || !strings.Contains(tl.Description, f.Doc) {
					t.Errorf("cards_find's description does not give the field %s as %q", f.Name, f.Doc)
				}
			}
		}
	}
	if want := []string{"card", "cards_find", "deck", "define", "ruling", "search", "show"}; !slices.Equal(names, want) {
		t.Fatalf("tools = %v, want %v", names, want)
	}

	for _, tc := range []struct {
		tool string
		args map[string]any
		cli  []string
	}{
		{"search", map[string]any{"query": "immune to attrition", "limit": 3}, []string{"search", "--json", "--limit", "3", "immune to attrition"}},
		{"search", map[string]any{"query": "huge ship agility", "game": "xwing"}, []string{"search", "--json", "--game", "xwing", "huge ship agility"}},
		{"search", map[string]any{"query": "qwxzvbn"}, []string{"search", "--json", "qwxzvbn"}},
		{"define", map[string]any{"term": "immune to attrition"}, []string{"define", "--json", "immune to attrition"}},
		{"show", map[string]any{"id": "swccg-advanced-rules-ch5-8/immune-to-attrition"}, []string{"show", "--json", "swccg-advanced-rules-ch5-8/immune-to-attrition"}},
		{"show", map[string]any{"doc": "swccg-glossary-2.0.txt", "line": 1014}, []string{"show", "--json", "swccg-glossary-2.0.txt:1014"}},
		{"show", map[string]any{"id": "xwing-faq-1e.txt:667"}, []string{"show", "--json", "xwing-faq-1e.txt:667"}},
		{"card", map[string]any{"name": "Lobot (V)"}, []string{"card", "--json", "Lobot (V)"}},
		{"card", map[string]any{"name": "Vader"}, []string{"card", "--json", "Vader"}},
		{"ruling", map[string]any{"table": table}, []string{"ruling", "--json", "table"}},
		{"deck", map[string]any{"decklist": decklist}, []string{"deck", "--json", "deck"}},
		{"deck", map[string]any{"decklist": decklist, "deck_format": "classic"}, []string{"deck", "--json", "--deck-format", "classic", "deck"}},
		{"deck", map[string]any{"decklist": decklist, "all_formats": true}, []string{"deck", "--json", "--all-formats", "deck"}},
		{"deck", map[string]any{"decklist": tournament, "name": "hunt-down", "all_formats": true}, []string{"deck", "--json", "--all-formats", "hunt-down"}},
		{"cards_find", map[string]any{"query": `text:"immune to attrition" side:dark type:character power>=5`}, []string{"cards", "find", "--json", `text:"immune to attrition" side:dark type:character power>=5`}},
		{"cards_find", map[string]any{"query": "icon:pilot OR -side:light", "limit": 7}, []string{"cards", "find", "--json", "--limit", "7", "icon:pilot OR -side:light"}},
		{"cards_find", map[string]any{"query": "rarity:R1 set:premiere"}, []string{"cards", "find", "--json", "rarity:R1 set:premiere"}},
		{"cards_find", map[string]any{"query": "title:vader"}, []string{"cards", "find", "--json", "title:vader"}},
		{"cards_find", map[string]any{"query": "power>99"}, []string{"cards", "find", "--json", "power>99"}},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
		if err != nil {
			t.Fatalf("%s %v: %v", tc.tool, tc.args, err)
		}
		if res.IsError {
			t.Errorf("%s %v: tool error %s", tc.tool, tc.args, text(res.Content))
			continue
		}
		if got, want := text(res.Content), j.run(t, tc.cli...); got != want {
			t.Errorf("%s %v answers\n%.600s\nbut judge %s prints\n%.600s", tc.tool, tc.args, got, strings.Join(tc.cli, " "), want)
		}
	}

	for _, game := range []string{"swccg", "swtcg", "xwing"} {
		uri := "judge://schema/" + game
		rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
		if err != nil {
			t.Fatalf("reading %s: %v", uri, err)
		}
		if got, want := rr.Contents[0].Text, j.run(t, "schema", game); got != want {
			t.Errorf("%s reads\n%.300s\nbut judge schema %s prints\n%.300s", uri, got, game, want)
		}
	}

	const uri = "judge://doc/swccg-glossary-2.0.txt:1014"
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
	if err != nil {
		t.Fatalf("reading %s: %v", uri, err)
	}
	if got, want := rr.Contents[0].Text, j.run(t, "show", "--json", "swccg-glossary-2.0.txt:1014"); got != want {
		t.Errorf("%s reads\n%.600s\nbut judge show prints\n%.600s", uri, got, want)
	}
}

// TestMCPMalformedCalls sends calls an assistant may get wrong: each gets
// an MCP error saying what is wrong, and the server answers the next call.
func TestMCPMalformedCalls(t *testing.T) {
	j := newJudgeCLI(t)
	cs := j.connect(t)
	ctx := context.Background()
	for _, tc := range []struct {
		tool string
		args any
		want string
	}{
		{"search", map[string]any{"query": 3}, `want "string"`},
		{"search", map[string]any{}, `missing properties: ["query"]`},
		{"search", map[string]any{"query": "   "}, "query is empty"},
		{"search", map[string]any{"query": "battle", "limit": -1}, "limit -1"},
		{"search", map[string]any{"query": "battle", "kind": "spell"}, "kind"},
		{"search", map[string]any{"query": "battle", "extra": true}, "extra"},
		{"show", map[string]any{}, "give id, or doc and a line"},
		{"show", map[string]any{"id": "no-such/entry"}, "no-such/entry: no such entry"},
		{"show", map[string]any{"id": "x", "doc": "swccg-glossary-2.0.txt", "line": 3}, "not both"},
		{"define", map[string]any{"term": strings.Repeat("x", 1<<20+1)}, "over the limit of 1048576"},
		{"ruling", map[string]any{"table": "game: swccg\nphase: [battle\n"}, "table:"},
		{"ruling", map[string]any{"table": "game: chess\n"}, "table:1:1"},
		{"ruling", "not an object", "arguments"},
		{"deck", map[string]any{"decklist": "\n\n"}, "decklist is empty"},
		{"deck", map[string]any{"decklist": "1 Stormtrooper\n", "game": "poker"}, "game"},
		{"deck", map[string]any{"decklist": "1 Stormtrooper\n", "deck_format": "nosuch"}, "classic"},
		{"deck", map[string]any{"decklist": "1 Stormtrooper\n", "deck_format": "classic", "all_formats": true}, "not both"},
		{"deck", map[string]any{"decklist": "# game: swtcg\n4 Darth Vader\n", "all_formats": true}, "Star Wars TCG"},
		{"deck", map[string]any{"decklist": "1 Stormtrooper\n", "all_formats": "yes"}, `want "boolean"`},
		{"cards_find", map[string]any{"query": "powr>5"}, `column 1: unknown field "powr" (did you mean "power"?); fields are title, text`},
		{"cards_find", map[string]any{"query": "side:dork"}, `column 6: side:"dork": side takes dark, light`},
		{"cards_find", map[string]any{"query": "title<vader"}, "column 6: title does not take <; it takes : ="},
		{"cards_find", map[string]any{"query": "side:dark", "limit": -1}, "limit -1"},
		{"cards_find", map[string]any{"query": ""}, "query is empty"},
		{"cards_find", map[string]any{}, `missing properties: ["query"]`},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
		if err != nil {
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s %.80v: error %v, want it to mention %q", tc.tool, tc.args, err, tc.want)
			}
			continue
		}
		if got := text(res.Content); !res.IsError || !strings.Contains(got, tc.want) {
			t.Errorf("%s %.80v: IsError=%v %q, want a tool error mentioning %q", tc.tool, tc.args, res.IsError, got, tc.want)
		}
	}
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "frobnicate", Arguments: map[string]any{}}); err == nil || !strings.Contains(err.Error(), "frobnicate") {
		t.Errorf("unknown tool: err = %v, want a protocol error naming it", err)
	}
	for _, uri := range []string{"judge://doc/no-such.txt:1", "judge://doc/swccg-glossary-2.0.txt:0", "judge://doc/swccg-glossary-2.0.txt:x", "judge://elsewhere"} {
		if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri}); err == nil {
			t.Errorf("reading %s: no error", uri)
		}
	}
	// Still serving.
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "define", Arguments: map[string]any{"term": "battle"}})
	if err != nil || res.IsError {
		t.Fatalf("after the malformed calls: %v %v", err, res)
	}
}

// text joins a result's text content.
func text(cs []mcp.Content) string {
	var b strings.Builder
	for _, c := range cs {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// TestMCPFrameOverTheLimit: a frame the transport will not buffer (over
// six times the text limit) ends the session with exit status 1 and a
// message on stderr; it neither hangs nor panics.
func TestMCPFrameOverTheLimit(t *testing.T) {
	j := newJudgeCLI(t)
	cmd := j.command("mcp")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "judge-test", Version: "0"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("x", 7<<20)
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ruling", Arguments: map[string]any{"table": huge}}); err == nil {
		t.Fatal("a 7 MiB frame got an answer")
	}
	cs.Close() // closes stdin and waits for judge mcp to exit
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Errorf("judge mcp exited with status %d, want 1", code)
	}
	if got := stderr.String(); !strings.Contains(got, "maximum line length") || strings.Contains(got, "panic") {
		t.Errorf("stderr = %q, want the frame limit named and no panic", got)
	}
}
