//go:build !linux

package prefault

func populateHeap() {}
