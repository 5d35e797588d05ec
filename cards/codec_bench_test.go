package cards

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// compiledReal writes the compiled real card database to a file in a
// temporary directory and returns its path and bytes.
func compiledReal(tb testing.TB) (string, []byte) {
	tb.Helper()
	var buf bytes.Buffer
	if err := loadReal(tb).Encode(&buf); err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "cards.bin")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path, buf.Bytes()
}

// mapped maps the file for the benchmark's duration: OpenFile itself never
// unmaps, so calling it b.N times would pile up mappings.
func mapped(b *testing.B, path string) []byte {
	data, release, err := mapFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(release)
	return data
}

// BenchmarkDecodeReal opens the compiled real card database, which "judge
// card" and "judge ruling" do on every run before anything else: "read"
// decodes from a reader (a copy of the file), "mapped" from the file
// mapped into memory, as OpenFile does.
func BenchmarkDecodeReal(b *testing.B) {
	path, data := compiledReal(b)
	b.Run("read", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if _, err := Decode(bytes.NewReader(data)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("mapped", func(b *testing.B) {
		m := mapped(b, path)
		for b.Loop() {
			if _, err := DecodeBytes(m); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkOpenResolve is what "judge card NAME" does with the database:
// open it and resolve one name, decoding only the cards that name finds.
// "mapped" maps and unmaps the file every time, as a process does.
func BenchmarkOpenResolve(b *testing.B) {
	path, data := compiledReal(b)
	for _, src := range []struct {
		name string
		open func() (*DB, func(), error)
	}{
		{"read", func() (*DB, func(), error) {
			db, err := Decode(bytes.NewReader(data))
			return db, func() {}, err
		}},
		{"mapped", func() (*DB, func(), error) {
			m, release, err := mapFile(path)
			if err != nil {
				return nil, nil, err
			}
			db, err := DecodeBytes(m)
			return db, release, err
		}},
	} {
		for _, name := range []string{"Lord Vader", "Vader", "lord vadr"} {
			b.Run(src.name+"/"+name, func(b *testing.B) {
				for b.Loop() {
					db, release, err := src.open()
					if err != nil {
						b.Fatal(err)
					}
					if r := db.Resolve(name); len(r.Match) == 0 {
						b.Fatalf("%q found nothing", name)
					}
					release()
				}
			})
		}
	}
}

// BenchmarkEncodeReal compiles the real card database, as every index
// build does once its cards' effects are read.
func BenchmarkEncodeReal(b *testing.B) {
	db := loadReal(b)
	for b.Loop() {
		if err := db.Encode(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
