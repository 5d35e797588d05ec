package prefault

import (
	"syscall"
	"unsafe"
)

// madvPopulateWrite is MADV_POPULATE_WRITE (Linux 5.14); older kernels
// answer EINVAL and nothing happens.
const madvPopulateWrite = 23

// maxPopulate bounds what one call may populate: the heap of a lookup is a
// few megabytes, and a larger mapping means something else is going on.
const maxPopulate = 64 << 20

// probe keeps the allocation that locates the heap on the heap.
var probe *[64]byte

// populateHeap finds the writable mapping that holds a fresh heap object
// and populates it whole.
func populateHeap() {
	probe = new([64]byte)
	lo, hi := mappingOf(uintptr(unsafe.Pointer(probe)))
	if hi <= lo || hi-lo > maxPopulate {
		return
	}
	syscall.Syscall(syscall.SYS_MADVISE, lo, hi-lo, madvPopulateWrite)
}

// mappingOf returns the bounds of the writable mapping that holds p, read
// from /proc/self/maps, or zeros.
func mappingOf(p uintptr) (lo, hi uintptr) {
	fd, err := syscall.Open("/proc/self/maps", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return 0, 0
	}
	defer syscall.Close(fd)
	// At start-up the file is a few dozen lines and the heap, at a low
	// address, comes early; a small buffer keeps the frame from growing
	// the stack, which would fault fresh pages before they are populated.
	var buf [8 << 10]byte
	n := 0
	for n < len(buf) {
		m, err := syscall.Read(fd, buf[n:])
		if m <= 0 || err != nil {
			break
		}
		n += m
	}
	return findMapping(buf[:n], p)
}
