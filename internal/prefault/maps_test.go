package prefault

import "testing"

const sampleMaps = `00400000-00dd6000 r-xp 00000000 00:1f 1234 /usr/local/bin/judge
0181a000-01922000 rw-p 0141a000 00:1f 1234 /usr/local/bin/judge
35575e800000-35575ec00000 rw-p 00000000 00:00 0 
35575ec00000-355762800000 ---p 00000000 00:00 0 
7fc9a47e0000-7fc9a4a00000 rw-p 00000000 00:00 0
7fff5eda1000-7fff5edc2000 rw-p 00000000 00:00 0                          [stack]`

func TestFindMapping(t *testing.T) {
	for _, tc := range []struct {
		name   string
		p      uintptr
		lo, hi uintptr
	}{
		{"heap start", 0x35575e800000, 0x35575e800000, 0x35575ec00000},
		{"heap middle", 0x35575e9abcd0, 0x35575e800000, 0x35575ec00000},
		{"heap end is outside", 0x35575ec00000, 0, 0},
		{"reserved, not writable", 0x35575f000000, 0, 0},
		{"text, not writable", 0x00401000, 0, 0},
		{"data of the binary", 0x01900000, 0x0181a000, 0x01922000},
		{"last line without newline", 0x7fff5eda2000, 0x7fff5eda1000, 0x7fff5edc2000},
		{"unmapped", 0x1000, 0, 0},
	} {
		lo, hi := findMapping([]byte(sampleMaps), tc.p)
		if lo != tc.lo || hi != tc.hi {
			t.Errorf("%s: findMapping(%#x) = %#x-%#x, want %#x-%#x", tc.name, tc.p, lo, hi, tc.lo, tc.hi)
		}
	}
}

func TestFindMappingDamaged(t *testing.T) {
	for _, maps := range []string{"", "\n\n", "zzzz-ffff rw-p", "1000-", "1000-2000", "1000-2000 r", "-2000 rw-p", "10000000000000000000-2 rw-p"} {
		if lo, hi := findMapping([]byte(maps), 0x1800); lo != 0 || hi != 0 {
			t.Errorf("findMapping(%q) = %#x-%#x, want nothing", maps, lo, hi)
		}
	}
}

func FuzzFindMapping(f *testing.F) {
	f.Add([]byte(sampleMaps), uint64(0x35575e9abcd0))
	f.Add([]byte("1000-2000 rw-p 0 0 0\n"), uint64(0x1800))
	f.Fuzz(func(t *testing.T, maps []byte, p uint64) {
		lo, hi := findMapping(maps, uintptr(p))
		if lo == 0 && hi == 0 {
			return
		}
		if !(lo <= uintptr(p) && uintptr(p) < hi) {
			t.Fatalf("findMapping(%#x) = %#x-%#x, which does not hold it", p, lo, hi)
		}
	})
}
