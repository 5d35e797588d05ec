//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package index

import (
	"fmt"
	"io/fs"

	"golang.org/x/sys/unix"
)

// fileIdentity stats path: its size, and a string that changes whenever
// the file is written, replaced or copied (device, inode, modification
// and change times; the change time cannot be set back by a user).
func fileIdentity(path string) (int64, string, error) {
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil {
		return 0, "", &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	return st.Size, fmt.Sprintf("%d:%d:%d.%d:%d.%d", st.Dev, st.Ino, st.Mtim.Sec, st.Mtim.Nsec, st.Ctim.Sec, st.Ctim.Nsec), nil
}
