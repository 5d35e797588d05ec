package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mattn/go-isatty"
)

// outputFormat is the format a command should print: --json wins over --format.
func outputFormat() string {
	if globals.JSON {
		return "json"
	}
	return globals.Format
}

// checkFormat rejects a format the command cannot print.
func checkFormat(allowed ...string) error {
	f := outputFormat()
	for _, a := range allowed {
		if f == a {
			return nil
		}
	}
	return withCode(exitBadInput, fmt.Errorf("--format %s is not available for this command: it prints %s", f, orList(allowed)))
}

// orList is "a", "a or b", "a, b or c".
func orList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// printJSON writes v as indented JSON with a trailing newline.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// useColor is true only for a terminal, and never with NO_COLOR or --no-color.
func useColor(w io.Writer) bool {
	if globals.NoColor || os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	f, ok := w.(interface{ Fd() uintptr })
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// bufferedFile holds a one-shot command's output until it exits: a search
// prints some fifty lines, and one write instead of fifty shows at this
// scale. Fd lets useColor still see the terminal behind it.
type bufferedFile struct {
	*bufio.Writer
	file *os.File
}

func newBufferedFile(f *os.File) *bufferedFile {
	return &bufferedFile{Writer: bufio.NewWriterSize(f, 64<<10), file: f}
}

func (b *bufferedFile) Fd() uintptr { return b.file.Fd() }

// releaseAfterOutput holds what a one-shot command opened (the index) when
// its output is buffered: main writes the output, closes stdout and only
// then releases them, so whoever reads the output has its last byte before
// the tear-down starts. Otherwise (tests, serve) it closes at once.
var releaseAfterOutput []io.Closer

// deferRelease is set by main when it buffers the output.
var deferRelease bool

// release closes c now, or after the output when main buffers it.
func release(c io.Closer) {
	if deferRelease {
		releaseAfterOutput = append(releaseAfterOutput, c)
		return
	}
	c.Close()
}

// finishOutput writes out what is buffered, closes stdout so a reader sees
// the end of the output, and then releases what the command held open.
func finishOutput(out *bufferedFile) error {
	err := out.Flush()
	if cerr := out.file.Close(); err == nil {
		err = cerr
	}
	for _, c := range releaseAfterOutput {
		c.Close()
	}
	releaseAfterOutput = nil
	return err
}
