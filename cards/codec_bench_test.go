package cards

import (
	"bytes"
	"testing"
)

// BenchmarkDecodeReal decodes the compiled real card database, which
// "judge card" and "judge ruling" do on every run before anything else.
func BenchmarkDecodeReal(b *testing.B) {
	var buf bytes.Buffer
	if err := loadReal(b).Encode(&buf); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	for b.Loop() {
		if _, err := Decode(bytes.NewReader(buf.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}
