package prefault

import (
	"go/build"
	"os"
	"slices"
	"syscall"
	"testing"
	"unsafe"
)

// TestHeapResident checks the point of the package: once populated, every
// page of the heap mapping is resident, so touching it costs no fault.
func TestHeapResident(t *testing.T) {
	if !enabled {
		t.Skip("JUDGE_PREFAULT=0")
	}
	populateHeap()
	lo, hi := mappingOf(uintptr(unsafe.Pointer(probe)))
	if hi <= lo {
		t.Fatal("no writable mapping holds a heap object")
	}
	if hi-lo > maxPopulate {
		t.Skipf("heap mapping of %d MB is over the bound; nothing was populated", (hi-lo)>>20)
	}
	page := uintptr(os.Getpagesize())
	vec := make([]byte, (hi-lo)/page)
	if _, _, e := syscall.Syscall(syscall.SYS_MINCORE, lo, hi-lo, uintptr(unsafe.Pointer(&vec[0]))); e != 0 {
		t.Fatalf("mincore: %v", e)
	}
	absent := 0
	for _, v := range vec {
		if v&1 == 0 {
			absent++
		}
	}
	// Populating is refused by kernels before 5.14; say so rather than fail.
	if absent == len(vec) {
		t.Skip("the kernel populated nothing (MADV_POPULATE_WRITE needs Linux 5.14)")
	}
	// A few pages may have been released by the scavenger since.
	if absent > len(vec)/50 {
		t.Errorf("%d of %d heap pages are not resident after populating", absent, len(vec))
	}
}

// TestImportsOnlySyscall guards the early initialisation: an import of os,
// fmt or the like would let bleve initialise (and allocate) first.
func TestImportsOnlySyscall(t *testing.T) {
	p, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range p.Imports {
		if !slices.Contains([]string{"syscall", "unsafe"}, imp) {
			t.Errorf("prefault imports %q; only syscall and unsafe keep it first to initialise", imp)
		}
	}
}
