package version

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

// Writer names the binary that writes an index, for its manifest: the
// index format, then the release and the commit it was built from where
// the build says. The card effects in an index are what this binary's
// extractors read, which change with the code and not only with the
// format: another release or commit rebuilds the index once rather than
// show another build's readings. A build from an uncommitted tree adds its
// executable's size and time, since two such builds share a commit. A
// binary that knows neither (go run, go test) is the format alone, so
// `go run` does not rebuild on every call.
var Writer = sync.OnceValue(func() string { return writerOf(Current(), exeStamp) })

func writerOf(b Build, stamp func() string) string {
	w := Version
	if b.Version != "devel" {
		w += "+" + b.Version
	}
	if b.Commit != Unknown {
		w += "+" + b.Commit
		if strings.HasSuffix(b.Commit, "+dirty") {
			w += "-" + stamp()
		}
	}
	return w
}

// exeStamp is the running executable's size and modification time.
func exeStamp() string {
	exe, err := os.Executable()
	if err != nil {
		return "?"
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("%d-%d", fi.Size(), fi.ModTime().UnixNano())
}
