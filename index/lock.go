package index

import (
	"context"
	"os"
	"path/filepath"
	"time"
)

// lockName is the file builders lock in an index directory. Readers never
// take it: a reader follows the current link, which a build replaces
// atomically.
const lockName = ".build.lock"

// lockPoll is how often a waiting builder tries the lock again; a build
// takes seconds, so this is no measurable delay.
const lockPoll = 50 * time.Millisecond

// lockDir waits until this process holds the build lock of dir, or ctx
// ends. The lock is the operating system's, so a builder that dies
// releases it.
func lockDir(ctx context.Context, dir string) (unlock func(), err error) {
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		ok, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, err
		}
		if ok {
			return func() { unlockFile(f); f.Close() }, nil
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(lockPoll):
		}
	}
}
