package version

import (
	"runtime/debug"
	"testing"
)

func TestDescribe(t *testing.T) {
	vcs := []debug.BuildSetting{
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "4829fa5c0ffee4829fa5c0ffee4829fa5c0ffee0"},
		{Key: "vcs.time", Value: "2026-11-26T08:00:00Z"},
		{Key: "vcs.modified", Value: "false"},
	}
	dirty := append(vcs[:3:3], debug.BuildSetting{Key: "vcs.modified", Value: "true"})
	info := func(v string, s []debug.BuildSetting) *debug.BuildInfo {
		return &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/judge-swccg/judge", Version: v}, Settings: s}
	}
	for _, tc := range []struct {
		name                  string
		bi                    *debug.BuildInfo
		release, commit, date string
		want                  Build
	}{
		{"release build: the linker's values win", info("(devel)", vcs), "1.2.3", "abc123", "2026-11-20T10:00:00Z",
			Build{"1.2.3", "abc123", "2026-11-20T10:00:00Z", "go1.26.8", Version}},
		{"go install @tag", info("v1.2.3", nil), "", "", "",
			Build{"v1.2.3", Unknown, Unknown, "go1.26.8", Version}},
		{"go install @commit: a pseudo-version carries commit and time", info("v0.0.0-20261126080000-4829fa5c0ffe", nil), "", "", "",
			Build{"v0.0.0-20261126080000-4829fa5c0ffe", "4829fa5c0ffe", "2026-11-26T08:00:00Z", "go1.26.8", Version}},
		{"go build in a checkout", info("(devel)", vcs), "", "", "",
			Build{"devel", "4829fa5c0ffee4829fa5c0ffee4829fa5c0ffee0", "2026-11-26T08:00:00Z", "go1.26.8", Version}},
		{"uncommitted changes", info("(devel)", dirty), "", "", "",
			Build{"devel", "4829fa5c0ffee4829fa5c0ffee4829fa5c0ffee0+dirty", "2026-11-26T08:00:00Z", "go1.26.8", Version}},
		{"go build -buildvcs=false", info("(devel)", nil), "", "", "",
			Build{"devel", Unknown, Unknown, "go1.26.8", Version}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := describe(tc.bi, tc.release, tc.commit, tc.date); got != tc.want {
				t.Errorf("describe = %+v\nwant       %+v", got, tc.want)
			}
		})
	}
}

// TestWriterOf: the manifest's writer is the index format, with the
// release and commit when the build knows them, and a dirty tree's
// executable stamp; go run and go test builds know neither.
func TestWriterOf(t *testing.T) {
	stamp := func() string { return "7-9" }
	for _, c := range []struct {
		b    Build
		want string
	}{
		{Build{Version: "devel", Commit: Unknown}, Version},
		{Build{Version: "v1.2.3", Commit: Unknown}, Version + "+v1.2.3"},
		{Build{Version: "1.2.3", Commit: "abc"}, Version + "+1.2.3+abc"},
		{Build{Version: "devel", Commit: "abc"}, Version + "+abc"},
		{Build{Version: "devel", Commit: "abc+dirty"}, Version + "+abc+dirty-7-9"},
	} {
		if got := writerOf(c.b, stamp); got != c.want {
			t.Errorf("writerOf(%+v) = %q, want %q", c.b, got, c.want)
		}
	}
}
