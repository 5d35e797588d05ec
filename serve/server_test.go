package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// A request past its deadline is a 503 with a JSON error, not a hang.
func TestRequestDeadline(t *testing.T) {
	s := newTestServer(t, Options{RequestTimeout: time.Nanosecond})
	for _, target := range []string{"/api/search?q=attrition", "/api/define?term=attrition", "/api/show?id=" + immuneID, "/api/card?name=Vader"} {
		e := call[ErrorView](t, s, "GET", target, "", http.StatusServiceUnavailable)
		if !strings.Contains(e.Error, "longer than") {
			t.Errorf("%s: %q", target, e.Error)
		}
	}
	call[ErrorView](t, s, "POST", "/api/ruling", testTable(t, "immunity/imm-1-attrition-6.yaml"), http.StatusServiceUnavailable)
}

// safeBuffer is a log destination written by the server's goroutines.
type safeBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *safeBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *safeBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Each request logs one structured line with method, path, status and duration.
func TestRequestLog(t *testing.T) {
	var buf safeBuffer
	s := newTestServer(t, Options{Logger: slog.New(slog.NewJSONHandler(&buf, nil))})
	do(t, s, "GET", "/api/search?q=attrition", "")
	do(t, s, "GET", "/api/show?id=nothing-here", "")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d log lines, want 2:\n%s", len(lines), buf.String())
	}
	for i, want := range []struct {
		path   string
		status float64
	}{{"/api/search", 200}, {"/api/show", 404}} {
		var rec map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil {
			t.Fatal(err)
		}
		if rec["method"] != "GET" || rec["path"] != want.path || rec["status"] != want.status || rec["duration"] == nil || rec["msg"] != "request" {
			t.Errorf("log line %d: %v", i, rec)
		}
	}
	if strings.Contains(buf.String(), "attrition") {
		t.Errorf("the log holds the query text: %s", buf.String())
	}
}

// A panic in a handler is a logged 500 with a JSON body, and the server
// goes on.
func TestPanicIsA500(t *testing.T) {
	var buf safeBuffer
	s := newTestServer(t, Options{Logger: slog.New(slog.NewJSONHandler(&buf, nil))})
	h := s.logged(s.guarded(only("GET", func(w http.ResponseWriter, r *http.Request) error { panic("boom") })))
	e := call[ErrorView](t, h, "GET", "/x", "", 500)
	if e.Error != "internal error" {
		t.Errorf("500 body: %+v", e)
	}
	if !strings.Contains(buf.String(), `"error":"panic: boom"`) || !strings.Contains(buf.String(), `"level":"ERROR"`) {
		t.Errorf("log: %s", buf.String())
	}
}

func TestPage(t *testing.T) {
	s := newTestServer(t, Options{})
	for path, want := range map[string][2]string{
		"/":          {"text/html", `<script src="app.js"`},
		"/app.js":    {"text/javascript", "/api/search?"},
		"/style.css": {"text/css", "@media"},
	} {
		res := do(t, s, "GET", path, "")
		body := readAll(t, res)
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), want[0]) || !strings.Contains(body, want[1]) {
			t.Errorf("GET %s: %d %s", path, res.StatusCode, res.Header.Get("Content-Type"))
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("GET %s: CSP %q", path, csp)
		}
	}
	// The page loads nothing from elsewhere.
	for _, f := range []string{"web/index.html", "web/app.js", "web/style.css"} {
		b, err := web.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(b, []byte("http://")) || bytes.Contains(b, []byte("https://")) || bytes.Contains(b, []byte("//cdn")) {
			t.Errorf("%s refers to another site", f)
		}
	}
	if res := do(t, s, "GET", "/nothing.html", ""); res.StatusCode != 404 {
		t.Errorf("unknown file: %d", res.StatusCode)
	}
}

// startServer runs Serve on a loopback port until the test ends or the
// returned cancel is called; done receives Serve's error.
func startServer(t *testing.T, srv *http.Server) (addr string, cancel context.CancelFunc, done <-chan error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	stopped := make(chan struct{})
	go func() {
		errc <- Serve(ctx, ln, srv, nil)
		close(stopped)
	}()
	t.Cleanup(func() {
		cancel()
		<-stopped
	})
	return ln.Addr().String(), cancel, errc
}

func TestHTTPServerLimits(t *testing.T) {
	srv := NewHTTPServer(http.NotFoundHandler(), nil)
	if srv.ReadHeaderTimeout != ReadHeaderTimeout || srv.ReadTimeout != ReadTimeout || srv.WriteTimeout != WriteTimeout || srv.IdleTimeout != IdleTimeout || srv.MaxHeaderBytes == 0 {
		t.Errorf("limits not set: %+v", srv)
	}
	if ReadHeaderTimeout <= 0 || ReadTimeout < ReadHeaderTimeout || WriteTimeout < DefaultRequestTimeout {
		t.Errorf("inconsistent limits: header %v read %v write %v request %v", ReadHeaderTimeout, ReadTimeout, WriteTimeout, DefaultRequestTimeout)
	}
}

// A client that opens a connection and never finishes its headers is cut
// off after the header timeout (here shortened) instead of holding a
// connection for ever.
func TestSlowClientIsCutOff(t *testing.T) {
	srv := NewHTTPServer(newTestServer(t, Options{}), nil)
	srv.ReadHeaderTimeout = 200 * time.Millisecond
	addr, _, _ := startServer(t, srv)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Write([]byte("GET /healthz HTTP/1.1\r\nHost: x\r\n")); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	_, err = io.ReadAll(conn)
	if err != nil && !errors.Is(err, io.EOF) {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			t.Fatalf("the server kept the connection of a slow client open for %v", time.Since(start))
		}
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("cut off after %v", d)
	}
}

// Stopping the server lets a request in flight finish, then Serve returns nil.
func TestGracefulShutdown(t *testing.T) {
	entered := make(chan struct{})
	release := make(chan struct{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(entered)
		<-release
		io.WriteString(w, "finished")
	})
	addr, cancel, done := startServer(t, NewHTTPServer(slow, nil))
	got := make(chan string, 1)
	go func() {
		res, err := http.Get("http://" + addr + "/")
		if err != nil {
			got <- err.Error()
			return
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		got <- string(b)
	}()
	<-entered
	cancel()
	time.Sleep(100 * time.Millisecond)
	// New connections are refused while the old request finishes.
	if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		// A connection accepted after shutdown began must not be served.
		_ = c.SetDeadline(time.Now().Add(2 * time.Second))
		c.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
		line, _ := bufio.NewReader(c).ReadString('\n')
		c.Close()
		if strings.HasPrefix(line, "HTTP/") {
			t.Errorf("served a new request during shutdown: %q", line)
		}
	}
	close(release)
	if b := <-got; b != "finished" {
		t.Errorf("request in flight: %q", b)
	}
	if err := <-done; err != nil {
		t.Errorf("Serve: %v", err)
	}
}
