package main

import (
	"fmt"
	"io"
	"os"
	"testing"
	"time"
)

type closerFunc func() error

func (f closerFunc) Close() error { return f() }

// TestReleaseAfterLastByte checks the order main relies on: the reader of
// stdout has the whole output, and its end, before the index is released.
func TestReleaseAfterLastByte(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	deferRelease = true
	defer func() { deferRelease = false }()

	out := newBufferedFile(w)
	fmt.Fprintln(out, "1. immune to attrition")
	got := make(chan string, 1)
	go func() { b, _ := io.ReadAll(r); got <- string(b) }()

	released := false
	release(closerFunc(func() error {
		select {
		case s := <-got:
			if s != "1. immune to attrition\n" {
				t.Errorf("reader had %q when the index was released", s)
			}
		case <-time.After(5 * time.Second):
			t.Error("the index was released before stdout ended")
		}
		released = true
		return nil
	}))
	if released {
		t.Fatal("release closed at once although main buffers the output")
	}
	if err := finishOutput(out); err != nil {
		t.Fatal(err)
	}
	if !released {
		t.Error("finishOutput did not release the index")
	}
}

func TestReleaseAtOnceUnbuffered(t *testing.T) {
	released := false
	release(closerFunc(func() error { released = true; return nil }))
	if !released {
		t.Error("without buffered output, release must close at once")
	}
}

// TestBufferedFileKeepsTerminal: colour depends on stdout being a
// terminal, which the buffer must not hide.
func TestBufferedFileKeepsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got, want := newBufferedFile(f).Fd(), f.Fd(); got != want {
		t.Errorf("Fd() = %d, want the file's %d", got, want)
	}
}
