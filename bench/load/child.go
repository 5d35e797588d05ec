package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"

	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/judge-swccg/judge/serve"
)

// The server runs in a process of its own (this program again, with
// -serve-child), so its memory is measured apart from the clients'.

// serveChild is the server process: it serves indexDir as judge serve
// does, prints its address, and stops when its standard input closes.
func serveChild(indexDir string, cacheBytes int, cpuProfile string) error {
	serve.TuneGC() // as judge serve does
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop()
	}()
	cfg := workspace.Config{Index: indexDir}
	ix, err := workspace.Open(ctx, cfg)
	if err != nil {
		return err
	}
	db, err := workspace.OpenCards(ctx, cfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	// One log line per request, as judge serve writes, to nowhere: the
	// formatting is part of the cost, the terminal is not.
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	api := serve.New(ix, db, serve.Options{Logger: logger, CacheBytes: cacheBytes})
	defer api.Close()
	fmt.Println(ln.Addr())
	return serve.Serve(ctx, ln, serve.NewHTTPServer(api, logger), nil)
}

// server is the running server process.
type server struct {
	cmd   *exec.Cmd
	stdin io.Closer
	addr  string
}

func startServer(indexDir string, cacheBytes int, cpuProfile string) (*server, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self, "-serve-child", "-index", indexDir, "-cache-bytes", strconv.Itoa(cacheBytes), "-cpuprofile", cpuProfile)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil, fmt.Errorf("the server process did not start: %w", err)
	}
	return &server{cmd: cmd, stdin: stdin, addr: "http://" + strings.TrimSpace(line)}, nil
}

// stop closes the server's input, which stops it, and waits for it.
func (s *server) stop() error {
	s.stdin.Close()
	return s.cmd.Wait()
}

// rss is the server's resident set in bytes: "VmRSS" now, or "VmHWM",
// the peak since resetPeak.
func (s *server) rss(field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// resetPeak starts VmHWM over (Linux: clear_refs 5).
func (s *server) resetPeak() {
	_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", s.cmd.Process.Pid), []byte("5"), 0)
}
