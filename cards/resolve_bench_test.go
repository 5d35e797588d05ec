package cards

import "testing"

// BenchmarkResolve1000 resolves 1,000 names as users type them: titles in
// lower case without marks, abbrs, ids, persona names and misspellings.
// The target is 50 ms for all 1,000.
func BenchmarkResolve1000(b *testing.B) {
	db := loadReal(b)
	var names []string
	for i, c := range db.All() {
		if len(names) == 1000 {
			break
		}
		switch i % 10 {
		case 0:
			names = append(names, c.GempID)
		case 1:
			names = append(names, "Vader")
		case 2:
			names = append(names, "lord vadr")
		default:
			names = append(names, c.Title)
		}
	}
	for b.Loop() {
		for _, n := range names {
			db.Resolve(n)
		}
	}
}
