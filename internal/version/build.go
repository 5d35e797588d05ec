package version

import (
	"runtime"
	"runtime/debug"
	"time"

	"golang.org/x/mod/module"
)

// The release build sets these with the linker
// (-X github.com/judge-swccg/judge/internal/version.release=1.2.3, and
// commit and date likewise; see .goreleaser.yaml). Left empty, Current
// reads them from the build information instead.
var (
	release string
	commit  string
	date    string
)

// Unknown stands for a field neither the linker nor the build information
// supplies, such as the commit of a build outside a Git checkout.
const Unknown = "unknown"

// Build is what "judge version" prints: which release or module version the
// binary is, the commit and time it was built from, the Go toolchain, and
// the index format (Version), which decides when an index is rebuilt.
type Build struct {
	Version string `json:"version"`
	Commit  string `json:"commit"`
	Date    string `json:"date"`
	Go      string `json:"go"`
	Index   string `json:"index_format"`
}

// Current describes this binary. It reads the build information when
// called, never at start-up, so the other commands do not pay for it.
func Current() Build {
	bi, _ := debug.ReadBuildInfo()
	return describe(bi, release, commit, date)
}

// describe fills a Build from the linker's values where set, else from the
// build information: the main module's version ("go install ...@v1.2.3"),
// the VCS stamp of a build from a checkout, or the commit and time a
// pseudo-version carries.
func describe(bi *debug.BuildInfo, release, commit, date string) Build {
	b := Build{Version: release, Commit: commit, Date: date, Go: runtime.Version(), Index: Version}
	if bi != nil {
		b.Go = bi.GoVersion
		if b.Version == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			b.Version = bi.Main.Version
		}
		fromVCS(&b, bi.Settings)
		if module.IsPseudoVersion(b.Version) {
			if rev, err := module.PseudoVersionRev(b.Version); err == nil && b.Commit == "" {
				b.Commit = rev
			}
			if t, err := module.PseudoVersionTime(b.Version); err == nil && b.Date == "" {
				b.Date = t.UTC().Format(time.RFC3339)
			}
		}
	}
	if b.Version == "" {
		b.Version = "devel"
	}
	if b.Commit == "" {
		b.Commit = Unknown
	}
	if b.Date == "" {
		b.Date = Unknown
	}
	return b
}

// fromVCS takes the commit and its time from the VCS stamp of a build in a
// checkout (go build without -buildvcs=false); uncommitted changes mark
// the commit "+dirty", since the binary is not that commit.
func fromVCS(b *Build, settings []debug.BuildSetting) {
	var rev, at string
	dirty := false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if b.Commit == "" && rev != "" {
		b.Commit = rev
		if dirty {
			b.Commit += "+dirty"
		}
	}
	if b.Date == "" {
		b.Date = at
	}
}
