package main

import (
	"bytes"
	"context"
	"encoding/json"
	"github.com/judge-swccg/judge/deck"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/serve"
)

// The API answers with the very JSON the CLI prints with --json: the same
// request through both gives equal documents.
func TestServeJSONIsTheCLIs(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "index")
	cfg := workspace.Config{
		Corpus: []string{testenv.Corpus(t, "swccg-advanced-rules-ch5-8.txt"), testenv.Corpus(t, "swccg-glossary-2.0.txt")},
		Cards:  testenv.Shared(t, "cards"),
		Index:  dir,
	}
	ctx := context.Background()
	if _, err := workspace.Rebuild(ctx, cfg); err != nil {
		t.Fatal(err)
	}
	saved := globals
	t.Cleanup(func() { globals = saved })
	globals = globalOptions{Index: dir, JSON: true, Format: "text", NoColor: true}

	ix, err := index.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	db, err := workspace.OpenCards(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	formats, err := deck.LoadFormats(cfg.Cards)
	if err != nil {
		t.Fatal(err)
	}
	api := serve.New(ix, db, serve.Options{Formats: formats})

	table := filepath.Join(t.TempDir(), "table")
	data, err := os.ReadFile(filepath.Join(testenv.Root(), "testdata", "tables", "immunity", "imm-1-attrition-6.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(table, data, 0o644); err != nil {
		t.Fatal(err)
	}
	deckList := "# side: dark\n1 Lord Vader\n2 Stormtrooper\n1 Zzyzx Qwerty\n"
	deckFile := filepath.Join(t.TempDir(), "deck")
	if err := os.WriteFile(deckFile, []byte(deckList), 0o644); err != nil {
		t.Fatal(err)
	}

	for _, c := range []struct {
		name   string
		cli    func(*bytes.Buffer) error
		method string
		target string
		body   string
		// file is the CLI's name of the posted file, which the API calls
		// apiName.
		file, apiName string
	}{
		{"search", func(b *bytes.Buffer) error {
			return runSearch(ctx, b, searchOptions{Limit: 5}, []string{"immune to attrition"})
		}, "GET", "/api/search?limit=5&q=" + url.QueryEscape("immune to attrition"), "", "", ""},
		{"search filtered", func(b *bytes.Buffer) error {
			return runSearch(ctx, b, searchOptions{Limit: 3, Doc: "swccg-glossary-2.0.txt", Kind: "term"}, []string{"forfeit"})
		}, "GET", "/api/search?limit=3&doc=swccg-glossary-2.0.txt&kind=term&q=forfeit", "", "", ""},
		{"define", func(b *bytes.Buffer) error { return runDefine(ctx, b, []string{"immune to attrition"}) },
			"GET", "/api/define?term=" + url.QueryEscape("immune to attrition"), "", "", ""},
		{"define through a redirect", func(b *bytes.Buffer) error { return runDefine(ctx, b, []string{"your cards"}) },
			"GET", "/api/define?term=" + url.QueryEscape("your cards"), "", "", ""},
		{"show", func(b *bytes.Buffer) error { return runShow(ctx, b, "swccg-advanced-rules-ch5-8.txt:727") },
			"GET", "/api/show?id=" + url.QueryEscape("swccg-advanced-rules-ch5-8.txt:727"), "", "", ""},
		{"card", func(b *bytes.Buffer) error {
			return runCard(ctx, cardOptions{out: b, format: "json"}, []string{"space vader"})
		}, "GET", "/api/card?name=" + url.QueryEscape("space vader"), "", "", ""},
		{"ruling", func(b *bytes.Buffer) error { return runRuling(ctx, b, []string{table}, false) },
			"POST", "/api/ruling", string(data), table, "table"},
		{"deck", func(b *bytes.Buffer) error { return runDeck(ctx, b, "", deckFile) },
			"POST", "/api/deck", deckList, deckFile, "deck"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var cli bytes.Buffer
			if err := c.cli(&cli); err != nil {
				t.Fatal(err)
			}
			rec := httptest.NewRecorder()
			api.ServeHTTP(rec, httptest.NewRequest(c.method, c.target, strings.NewReader(c.body)))
			if rec.Code != 200 {
				t.Fatalf("API %d: %s", rec.Code, rec.Body)
			}
			cliText := cli.String()
			if c.file != "" {
				cliText = strings.ReplaceAll(cliText, jsonString(c.file), jsonString(c.apiName))
			}
			var fromCLI, fromAPI any
			if err := json.Unmarshal([]byte(cliText), &fromCLI); err != nil {
				t.Fatalf("CLI: %v\n%s", err, cliText)
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &fromAPI); err != nil {
				t.Fatalf("API: %v", err)
			}
			if !reflect.DeepEqual(fromCLI, fromAPI) {
				t.Errorf("CLI and API differ:\nCLI %s\nAPI %s", cliText, rec.Body)
			}
		})
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// judge serve as a process: it logs where it listens, answers, logs one
// line per request, and exits 0 on SIGTERM. Without a card database it
// still serves the rules and says so.
func TestServeProcess(t *testing.T) {
	idx := filepath.Join(t.TempDir(), "index")
	corpus := copyCorpus(t, "swccg-advanced-rules-ch5-8.txt")
	runJudge(t, "--index", idx, "--corpus", corpus, "index")
	cmd := judgeCmd(t, "--index", idx, "serve", "--json", "--addr", "127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan map[string]any, 100)
	go func() {
		dec := json.NewDecoder(stderr)
		for {
			var rec map[string]any
			if dec.Decode(&rec) != nil {
				close(lines)
				return
			}
			lines <- rec
		}
	}()
	next := func(msg string) map[string]any {
		t.Helper()
		timeout := time.After(30 * time.Second)
		for {
			select {
			case rec, ok := <-lines:
				if !ok {
					t.Fatalf("log ended before %q", msg)
				}
				if rec["msg"] == msg {
					return rec
				}
			case <-timeout:
				t.Fatalf("no %q in the log", msg)
			}
		}
	}
	if w := next("serving without a card database: card lookups, decks and tables naming cards will fail"); w["level"] != "WARN" {
		t.Errorf("no-cards warning: %v", w)
	}
	addr, _ := next("listening")["addr"].(string)
	if !strings.HasPrefix(addr, "http://127.0.0.1:") {
		t.Fatalf("listening on %q", addr)
	}
	res, err := http.Get(addr + "/api/search?q=" + url.QueryEscape("immune to attrition"))
	if err != nil {
		t.Fatal(err)
	}
	var got struct{ Total int }
	if err := json.NewDecoder(res.Body).Decode(&got); err != nil || res.StatusCode != 200 || got.Total == 0 {
		t.Errorf("search: %d, %v, %+v", res.StatusCode, err, got)
	}
	res.Body.Close()
	if rec := next("request"); rec["path"] != "/api/search" || rec["status"] != float64(200) || rec["method"] != "GET" {
		t.Errorf("request log: %v", rec)
	}
	if res, err := http.Get(addr + "/api/card?name=Vader"); err != nil {
		t.Error(err)
	} else {
		res.Body.Close()
		if res.StatusCode != 503 {
			t.Errorf("card without a database: %d, want 503", res.StatusCode)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	next("stopped")
	if err := cmd.Wait(); err != nil {
		t.Errorf("after SIGTERM: %v", err)
	}
}
