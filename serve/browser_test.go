package serve

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/judge-swccg/judge/internal/testenv"
)

// chromiumPath is Debian's Chromium, or $CHROMIUM. In CI ($CI set) a
// missing browser fails the test: the page must be tested there. Elsewhere
// the test says why it skips.
func chromiumPath(t *testing.T) string {
	t.Helper()
	p := os.Getenv("CHROMIUM")
	if p == "" {
		p = "/usr/bin/chromium"
	}
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("Chromium is missing (%v): CI must install it (apt-get install -y chromium; .ci/run does)", err)
		}
		t.Skipf("no Chromium at %s (apt-get install -y chromium, or set $CHROMIUM): the page is not tested", p)
	}
	return p
}

// artefactDir is where screenshots go: $JUDGE_ARTIFACTS, else
// testdata/artefacts in the project (ignored by git).
func artefactDir(t *testing.T) string {
	t.Helper()
	d := os.Getenv("JUDGE_ARTIFACTS")
	if d == "" {
		d = filepath.Join(testenv.Root(), "testdata", "artefacts")
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	return d
}

// newBrowser starts a headless Chromium with a phone-sized window, a fresh
// profile and no network of its own, and fails the test on any JavaScript
// exception the page throws.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancelCtx()
		cancelAlloc()
	})
	// The first Run starts the browser, which lives as long as ctx.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventExceptionThrown); ok {
			msg := e.ExceptionDetails.Text
			if e.ExceptionDetails.Exception != nil {
				msg += " " + e.ExceptionDetails.Exception.Description
			}
			t.Errorf("JavaScript exception on the page: %s", msg)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

// shoot saves a screenshot of the whole page as an artefact.
func shoot(t *testing.T, name string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		png, err := chromedp.FullScreenshot(100)(ctx, tg) // quality 100 is PNG
		if err != nil {
			return err
		}
		p := filepath.Join(artefactDir(t), name)
		t.Logf("screenshot: %s", p)
		return os.WriteFile(p, png, 0o644)
	})
}

// text reads the visible text of the first node sel matches.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("text of %s: %v", sel, err)
	}
	return s
}

// The page end to end in a real browser: search with instant results, open
// an entry, open a card, submit a table state and read the cited ruling,
// and see an error placed on its line.
func TestBrowser(t *testing.T) {
	ctx := newBrowser(t)
	srv := httptest.NewServer(newTestServer(t, Options{}))
	defer srv.Close()
	imm1 := testTable(t, "immunity/imm-1-attrition-6.yaml")
	tctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	do := func(step string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(tctx, actions...); err != nil {
			t.Fatalf("%s: %v", step, err)
		}
	}
	entryLink := `#hits a[href="#/entry/` + strings.ReplaceAll(immuneID, "/", "%2F") + `"]`

	// Search: typing shows results without pressing anything.
	do("search",
		chromedp.EmulateViewport(412, 915, chromedp.EmulateMobile), // a phone
		chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("q")),
		chromedp.SendKeys(chromedp.ID("q"), "immune to attrition"),
		chromedp.WaitVisible(chromedp.CSS(entryLink)),
		shoot(t, "search.png"),
	)
	status, hits := text(t, tctx, "#status"), text(t, tctx, "#hits")
	if !strings.Contains(status, "entries") || !strings.Contains(hits, "swccg-advanced-rules-ch5-8.txt L725–731") {
		t.Errorf("search results: status %q, hits %.300q", status, hits)
	}

	// The entry page: the exact rule text with its document and lines.
	do("entry",
		chromedp.Click(chromedp.CSS(entryLink)),
		chromedp.WaitVisible(chromedp.ID("entry-text")),
	)
	want, err := testIndex.Entry(immuneID)
	if err != nil {
		t.Fatal(err)
	}
	cite, entryText := text(t, tctx, "#entry-cite"), text(t, tctx, "#entry-text")
	if cite != "swccg-advanced-rules-ch5-8.txt L725–731" || strings.Join(strings.Fields(entryText), " ") != strings.Join(strings.Fields(want.Text), " ") {
		t.Errorf("entry page: cite %q, text %.200q", cite, entryText)
	}

	// A card page, found by its nickname.
	do("card",
		chromedp.Navigate(srv.URL+"/#/card/"),
		chromedp.WaitVisible(chromedp.ID("card-name")),
		chromedp.SendKeys(chromedp.ID("card-name"), "space vader\n"),
		chromedp.WaitVisible(chromedp.CSS(".face .card-title")),
		shoot(t, "card.png"),
	)
	cardTitle, cardText := text(t, tctx, ".face .card-title"), text(t, tctx, ".face")
	if page := text(t, tctx, "#view"); strings.Contains(page, "null") || strings.Contains(page, "undefined") {
		t.Errorf("card page shows a missing value: %.300q", page)
	}
	if !strings.Contains(cardTitle, "Darth Vader") || !strings.Contains(cardText, "1_168") || !strings.Contains(cardText, "forfeit") {
		t.Errorf("card page: %q / %.300q", cardTitle, cardText)
	}

	// A table state: the explained ruling with its quoted citations, and
	// the Glossary passage it does not follow shown as such.
	do("ruling",
		chromedp.Navigate(srv.URL+"/#/ruling"),
		chromedp.WaitVisible(chromedp.ID("ruling-input")),
		chromedp.SetValue(chromedp.ID("ruling-input"), imm1),
		chromedp.Click(chromedp.ID("ruling-submit")),
		chromedp.WaitVisible(chromedp.CSS("#result .deciding .quote")),
		chromedp.Evaluate[chromedp.Void](`document.querySelectorAll("#result details").forEach(d => d.open = true)`),
		chromedp.WaitVisible(chromedp.CSS("#result .superseded .quote")),
		shoot(t, "ruling.png"),
	)
	result := text(t, tctx, "#result")
	for _, w := range []string{"Lord Vader is not protected", "swccg-advanced-rules-ch5-8.txt L729", "Shown, not followed", "swccg-glossary-2.0.txt L1649", "Dark must forfeit 1 card: Lord Vader"} {
		if !strings.Contains(result, w) {
			t.Errorf("ruling lacks %q: %.500q", w, result)
		}
	}

	// A bad table state: the error names its line, and the line is selected.
	do("ruling error",
		chromedp.SetValue(chromedp.ID("ruling-input"), "game: swccg\ncards:\n  - card: Lord Vader\n    colour: red\n"),
		chromedp.Click(chromedp.ID("ruling-submit")),
		chromedp.WaitVisible(chromedp.CSS("#result .error")),
	)
	errText := text(t, tctx, "#result .error")
	selStart, err := chromedp.Run(tctx, chromedp.Evaluate[int](`document.getElementById("ruling-input").selectionStart`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errText, "line 4, column 5") || !strings.Contains(errText, "colour") {
		t.Errorf("error: %q", errText)
	}
	if selStart != len("game: swccg\ncards:\n  - card: Lord Vader\n") {
		t.Errorf("selection starts at %d, not on line 4", selStart)
	}

	// A decklist.
	do("deck",
		chromedp.Navigate(srv.URL+"/#/deck"),
		chromedp.WaitVisible(chromedp.ID("deck-input")),
		chromedp.SetValue(chromedp.ID("deck-input"), "# side: dark\n1 Lord Vader\n2 Stormtrooper\n"),
		chromedp.Click(chromedp.ID("deck-submit")),
		chromedp.WaitVisible(chromedp.CSS("#result h1")),
	)
	if deckResult := text(t, tctx, "#result"); !strings.Contains(deckResult, "illegal") || !strings.Contains(deckResult, "60") {
		t.Errorf("deck: %.400q", deckResult)
	}
}
