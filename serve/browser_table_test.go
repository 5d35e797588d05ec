package serve

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/internal/workspace"
)

// The page at the table (issue 19), in a phone-sized Chromium: 412×915.
const phoneW, phoneH = 412, 915

// phone is a browser on a phone-sized screen, on the page h serves; do
// runs steps and stops the test at the first that fails.
type phone struct {
	t   *testing.T
	ctx context.Context
	url string
}

func newPhone(t *testing.T, h http.Handler) *phone {
	ctx := newBrowser(t)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	tctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel)
	p := &phone{t: t, ctx: tctx, url: srv.URL}
	p.do("phone screen", chromedp.EmulateViewport(phoneW, phoneH, chromedp.EmulateMobile))
	return p
}

func (p *phone) do(step string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", step, err)
	}
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](p *phone, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// screen saves what the phone's screen shows, without scrolling, as an
// artefact.
func (p *phone) screen(name string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		png, err := chromedp.CaptureScreenshot()(ctx, tg)
		if err != nil {
			return err
		}
		path := filepath.Join(artefactDir(p.t), name)
		p.t.Logf("screenshot: %s", path)
		return os.WriteFile(path, png, 0o644)
	})
}

// ruleOnExample opens the ruling view, loads the example (two questions)
// and rules on it, waiting for both answers' deciding quotes.
func (p *phone) ruleOnExample() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		return chromedp.Do(ctx,
			chromedp.Navigate(p.url+"/#/ruling"),
			chromedp.WaitVisible(chromedp.ID("ruling-input")),
			chromedp.Click(chromedp.ID("ruling-example")),
			chromedp.Click(chromedp.ID("ruling-submit")),
			chromedp.Poll[chromedp.Void](`document.querySelectorAll(".ruling .deciding .cite-link").length === 2`))
	})
}

// openTable opens the ruling view and types a table into the editor as a
// paste does (an input event).
func (p *phone) openTable(text string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if err := chromedp.Do(ctx, chromedp.Navigate(p.url+"/#/ruling"), chromedp.WaitVisible(chromedp.ID("ruling-input"))); err != nil {
			return err
		}
		if _, err := chromedp.SetValue(chromedp.ID("ruling-input"), text)(ctx, tg); err != nil {
			return err
		}
		_, err := chromedp.Evaluate[chromedp.Void](`document.getElementById("ruling-input").dispatchEvent(new Event("input"))`)(ctx, tg)
		return err
	})
}

// onScreen is JavaScript true when every element sel matches lies wholly
// on the first screen, the page not scrolled.
func onScreen(sel string) string {
	return `window.scrollY === 0 && [...document.querySelectorAll(` + jsString(sel) + `)].every(e => {
		const r = e.getBoundingClientRect();
		return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
	}) && document.querySelectorAll(` + jsString(sel) + `).length > 0`
}

func jsString(s string) string { return strconv.Quote(s) }

// The page's example, two questions: both answers and the quote each
// rests on are on the first screen after "Rule on it", without scrolling;
// the steps unfold below, each citation a link to its entry at the cited
// lines, and a passage quoted once is referred back to.
func TestBrowserRulingAnswerFirst(t *testing.T) {
	p := newPhone(t, newTestServer(t, Options{}))
	p.do("example",
		p.ruleOnExample(),
		p.screen("ruling-first-screen.png"),
	)
	if n := eval[int](p, `document.querySelectorAll(".ruling").length`); n != 2 {
		t.Fatalf("%d rulings, want the example's 2", n)
	}
	for _, sel := range []string{".ruling .answer", ".ruling .deciding .quote", ".ruling .deciding .cite-link"} {
		if !eval[bool](p, onScreen(sel)) {
			t.Errorf("%s not all on the first screen: %v", sel, eval[any](p, `[...document.querySelectorAll(`+jsString(sel)+`)].map(e => e.getBoundingClientRect().bottom)`))
		}
	}
	answers := eval[[]string](p, `[...document.querySelectorAll(".ruling .answer")].map(e => e.innerText)`)
	if len(answers) != 2 || !strings.Contains(answers[0], "No") || !strings.Contains(answers[0], "Lord Vader is not protected") || !strings.Contains(answers[1], "Dark must forfeit 1 card: Lord Vader") {
		t.Errorf("answers: %q", answers)
	}
	// The deciding quote of the immunity question is the sentence the
	// ruling rests on (ch5-8 L729), whole, linked to its own line.
	imm, err := testIndex.Entry(immuneID)
	if err != nil {
		t.Fatal(err)
	}
	// ruleOnExample waited for both deciding citations, quote and link.
	quote := eval[string](p, `document.querySelector(".ruling .deciding .quote-text").innerText`)
	link := eval[string](p, `document.querySelector(".ruling .deciding .cite-link").getAttribute("href")`)
	sentence, err := imm.Locate("immunity number greater than that")
	if err != nil {
		t.Fatal(err)
	}
	if quote != sentence.Quote {
		t.Errorf("deciding quote %q, want the sentence %q of %s", quote, sentence.Quote, immuneID)
	}
	if want := "#/entry/" + strings.ReplaceAll(immuneID, "/", "%2F") + "?lines=729-729"; link != want {
		t.Errorf("deciding citation links to %q, want %q", link, want)
	}

	// The steps unfold; every citation is a link to an entry's lines, and
	// a passage already quoted is referred back to.
	p.do("steps",
		chromedp.Click(chromedp.CSS(".ruling details.steps summary")),
		chromedp.WaitVisible(chromedp.CSS(".ruling details.steps[open] ol")),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll(".ruling details[open] .cite-link").length >= 4`),
		p.screen("ruling-steps.png"),
	)
	hrefs := eval[[]string](p, `[...document.querySelectorAll(".ruling details[open] .cite-link")].map(a => a.getAttribute("href"))`)
	for _, h := range hrefs {
		if !regexp.MustCompile(`^#/entry/[^?]+\?lines=\d+-\d+$`).MatchString(h) {
			t.Errorf("citation link %q is not an entry at its lines", h)
		}
	}
	if again := eval[int](p, `[...document.querySelectorAll(".ruling details[open] .again")].filter(e => e.innerText.includes("quoted above")).length`); again == 0 {
		t.Errorf("no passage referred back to; the immunity rule is cited four times in the first ruling")
	}

	// A citation opens its entry with the cited lines numbered and marked.
	p.do("citation",
		chromedp.Click(chromedp.CSS(".ruling .deciding .cite-link")),
		chromedp.WaitVisible(chromedp.CSS("#entry-lines .cited")),
		p.screen("ruling-citation.png"),
	)
	cited := eval[[]string](p, `[...document.querySelectorAll("#entry-lines .cited")].map(e => e.dataset.line)`)
	if strings.Join(cited, ",") != "729" {
		t.Errorf("cited lines marked: %v", cited)
	}
	if !eval[bool](p, `[...document.querySelectorAll("#entry-lines .src")].some(e => e.dataset.line === "729" && e.innerText.includes("unaffected by attrition"))`) {
		t.Errorf("line 729 is not numbered beside its text")
	}
}

// The table editor: numbered lines, the line an error names marked and
// brought into view (its text still readable), an example button that
// replaces a broken table restored from the last visit, and a clear
// button.
func TestBrowserTableEditor(t *testing.T) {
	p := newPhone(t, newTestServer(t, Options{}))
	// A long table, misindented on line 44: the parser alone names another
	// line; the editor scrolls to the mistake.
	var b strings.Builder
	b.WriteString("game: swccg\nturn: light\ncards:\n")
	for i := 0; i < 13; i++ {
		b.WriteString("  - card: Stormtrooper\n    owner: dark\n    at: Kessel\n")
	}
	b.WriteString("  - card: Lord Vader\n     owner: dark\nquestions:\n  - forfeit: dark\n")
	broken := b.String()
	const badLine = 44
	p.do("broken table",
		p.openTable(broken),
		chromedp.Click(chromedp.ID("ruling-submit")),
		chromedp.WaitVisible(chromedp.CSS("#result .error")),
		chromedp.WaitVisible(chromedp.ID("ruling-input-errline")),
		p.screen("ruling-error-line.png"),
	)
	if n := eval[int](p, `document.querySelectorAll(".gutter .numbers-inner div").length`); n != strings.Count(broken, "\n")+1 {
		t.Errorf("%d line numbers for %d lines", n, strings.Count(broken, "\n")+1)
	}
	if e := text(t, p.ctx, "#result .error"); !strings.Contains(e, "line 44, column 6") || !strings.Contains(e, "`owner:` must line up with `card:` on line 43") {
		t.Errorf("error: %q", e)
	}
	if got := eval[string](p, `document.querySelector(".gutter .bad").innerText`); got != "44" {
		t.Errorf("the marked line number is %q, want 44", got)
	}
	// The band over line 44 is inside the editor's visible text and on the
	// screen, and lets the text through.
	inView := `(() => {
		const band = document.getElementById("ruling-input-errline").getBoundingClientRect();
		const area = document.getElementById("ruling-input").getBoundingClientRect();
		return band.top >= area.top && band.bottom <= area.bottom && band.top >= 0 && band.bottom <= innerHeight;
	})()`
	if !eval[bool](p, inView) {
		t.Errorf("line %d is marked out of view", badLine)
	}
	if alpha := eval[string](p, `getComputedStyle(document.getElementById("ruling-input-errline")).backgroundColor`); !strings.HasPrefix(alpha, "rgba(") {
		t.Errorf("the band is opaque (%s): it would hide the line", alpha)
	}
	if at := eval[int](p, `document.getElementById("ruling-input").selectionStart`); at != len(strings.Join(strings.Split(broken, "\n")[:badLine-1], "\n"))+1 {
		t.Errorf("caret at %d, not at the start of line %d", at, badLine)
	}

	// The broken table is restored on the next visit; "Example" brings the
	// example back, "Clear" empties the editor and forgets the table.
	p.do("restored",
		chromedp.Navigate(p.url+"/#/deck"),
		chromedp.WaitVisible(chromedp.ID("deck-input")),
		chromedp.Navigate(p.url+"/#/ruling"),
		chromedp.WaitVisible(chromedp.ID("ruling-input")),
	)
	if v := eval[string](p, `document.getElementById("ruling-input").value`); v != broken {
		t.Fatalf("the last table was not restored: %.80q", v)
	}
	p.do("example", chromedp.Click(chromedp.ID("ruling-example")))
	if v := eval[string](p, `document.getElementById("ruling-input").value`); !strings.HasPrefix(v, "# A table state") || !strings.Contains(v, "- forfeit: dark") {
		t.Errorf("Example gave %.80q", v)
	}
	if eval[string](p, `localStorage.getItem("judge.ruling")`) == broken {
		t.Errorf("the broken table is still what the next visit restores")
	}
	p.do("clear", chromedp.Click(chromedp.ID("ruling-clear")))
	if v := eval[string](p, `document.getElementById("ruling-input").value + "|" + (localStorage.getItem("judge.ruling") === null)`); v != "|true" {
		t.Errorf("after Clear: %q", v)
	}
}

// A shared link carries the table itself, compressed in the fragment: on
// a device that never saw it, the link shows the table and its ruling.
func TestBrowserShareLink(t *testing.T) {
	p := newPhone(t, newTestServer(t, Options{}))
	imm1 := testTable(t, "immunity/imm-1-attrition-6.yaml")
	p.do("share",
		p.openTable(imm1),
		chromedp.Click(chromedp.ID("ruling-share")),
		chromedp.WaitVisible(chromedp.ID("share-link")),
	)
	link := eval[string](p, `document.getElementById("share-link").value`)
	packed, ok := strings.CutPrefix(link, p.url+"/#/ruling?t=")
	if !ok || !regexp.MustCompile(`^[A-Za-z0-9_-]+$`).MatchString(packed) || len(packed) >= len(imm1) {
		t.Fatalf("link %q: want %s/#/ruling?t= and the table compressed, base64url", link, p.url)
	}
	p.do("open elsewhere",
		chromedp.Evaluate[chromedp.Void](`localStorage.clear()`),
		chromedp.Navigate("about:blank"),
		chromedp.Navigate(link),
		chromedp.WaitVisible(chromedp.ID("ruling-input")),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll(".ruling .deciding .cite-link").length === 4`),
		p.screen("ruling-shared-link.png"),
	)
	if v := eval[string](p, `document.getElementById("ruling-input").value`); v != imm1 {
		t.Errorf("the link's table is %.120q, want imm-1", v)
	}
	if a := text(t, p.ctx, ".ruling .answer"); !strings.Contains(a, "Lord Vader is not protected") {
		t.Errorf("the link's ruling: %q", a)
	}
}

// gamesIndex is an index of one rules document of each game (no cards),
// for the search page's game labels and picker; built once.
var gamesIndex = sync.OnceValues(func() (*index.Index, error) {
	dir, err := os.MkdirTemp("", "judge-serve-games-")
	if err != nil {
		return nil, err
	}
	shared := testenv.SharedDir()
	cfg := workspace.Config{Index: filepath.Join(dir, "index"), Corpus: []string{
		filepath.Join(shared, "corpus", "swccg-advanced-rules-ch5-8.txt"),
		filepath.Join(shared, "corpus", "swtcg-rulebook-esb.txt"),
		filepath.Join(shared, "corpus", "xwing-faq-1e.txt"),
	}}
	if _, err := workspace.Rebuild(context.Background(), cfg); err != nil {
		return nil, err
	}
	return index.Open(cfg.Index)
})

// Search results name their game; "More results" adds the next page; the
// game picker is remembered on the device; the Search tab keeps the query.
func TestBrowserSearchGamesAndMore(t *testing.T) {
	ix, err := gamesIndex()
	if err != nil {
		t.Fatal(err)
	}
	p := newPhone(t, New(ix, nil, Options{}))
	labels := `[...new Set([...document.querySelectorAll("#hits li")].map(li => li.querySelector(".game").innerText))].sort().join(",")`
	p.do("search",
		chromedp.Navigate(p.url+"/"),
		chromedp.WaitVisible(chromedp.ID("q")),
		chromedp.SendKeys(chromedp.ID("q"), "attack"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hits li").length === 20`),
		p.screen("search-games.png"),
	)
	if got := eval[string](p, labels); got != "SWCCG,SWTCG,X-Wing" {
		t.Errorf("game labels on the first page: %q, want all three games", got)
	}
	total := eval[int](p, `+document.getElementById("status").innerText.match(/of (\d+)/)[1]`)
	if total <= 40 {
		t.Fatalf("only %d hits: the query must need more pages", total)
	}
	p.do("more",
		chromedp.Click(chromedp.ID("more")),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hits li").length === 40`),
	)
	ids := eval[[]string](p, `[...document.querySelectorAll("#hits li a.title")].map(a => a.getAttribute("href"))`)
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] {
			t.Errorf("%s listed twice after More", id)
		}
		seen[id] = true
	}
	if s := text(t, p.ctx, "#status"); !strings.HasPrefix(s, "40 of ") {
		t.Errorf("status after More: %q", s)
	}

	// One game, remembered: a reload keeps it, and every hit is that game's.
	p.do("pick X-Wing",
		chromedp.SetValue(chromedp.ID("game"), "xwing"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("game").dispatchEvent(new Event("change"))`),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hits li").length > 0 && [...document.querySelectorAll("#hits .game")].every(g => g.innerText === "X-Wing")`),
		chromedp.Reload(),
		chromedp.WaitVisible(chromedp.ID("game")),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hits li").length > 0`),
		p.screen("search-xwing.png"),
	)
	if g := eval[string](p, `document.getElementById("game").value`); g != "xwing" {
		t.Errorf("after a reload the picker says %q, want xwing", g)
	}
	if got := eval[string](p, labels); got != "X-Wing" {
		t.Errorf("labels with X-Wing picked: %q", got)
	}

	// Away to another tab and back by the Search tab: the query is kept.
	p.do("back to Search",
		chromedp.Click(chromedp.CSS(`nav a[data-nav="ruling"]`)),
		chromedp.WaitVisible(chromedp.ID("ruling-input")),
		chromedp.Click(chromedp.CSS(`nav a[data-nav="search"]`)),
		chromedp.WaitVisible(chromedp.ID("q")),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hits li").length > 0`),
	)
	if q := eval[string](p, `document.getElementById("q").value`); q != "attack" {
		t.Errorf("the Search tab came back with %q, want the query attack", q)
	}
}

// Every control and every link standing on its own is at least 44 px
// tall (and a control 44 px wide): the header, the search page with its
// results, and the ruling with its steps open.
func TestBrowserTapTargets(t *testing.T) {
	p := newPhone(t, newTestServer(t, Options{}))
	small := `[...document.querySelectorAll("header a, button, select, input, summary, .hits a.title, .cite-link, .line-link")]
		.filter(e => e.offsetParent !== null && !e.hidden)
		.map(e => [e, e.getBoundingClientRect()])
		.filter(([e, r]) => r.height < 44 || (e.matches("header a, button, select, summary") && r.width < 44))
		.map(([e, r]) => (e.id || e.className || e.tagName) + " " + (e.innerText || "").slice(0, 20) + " " + Math.round(r.width) + "×" + Math.round(r.height))`
	p.do("search",
		chromedp.Navigate(p.url+"/"),
		chromedp.WaitVisible(chromedp.ID("q")),
		chromedp.SendKeys(chromedp.ID("q"), "immune to attrition"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hits li").length > 5`),
	)
	if s := eval[[]string](p, small); len(s) > 0 {
		t.Errorf("search page: tap targets under 44 px: %q", s)
	}
	p.do("ruling",
		p.ruleOnExample(),
		chromedp.Evaluate[chromedp.Void](`document.querySelectorAll("#result details").forEach(d => d.open = true)`),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll(".ruling details .cite-link").length > 4`),
		shoot(t, "ruling-tap-targets.png"),
	)
	if s := eval[[]string](p, small); len(s) > 0 {
		t.Errorf("ruling page: tap targets under 44 px: %q", s)
	}
}
