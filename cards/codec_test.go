package cards

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reflect"
	"testing"
)

// filled sets every field reachable from v to a distinct non-zero value,
// so that a field the codec forgets shows as a difference.
func filled(v reflect.Value, seed *int) {
	*seed++
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("s%d", *seed))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int:
		v.SetInt(int64(*seed))
	case reflect.Float64:
		v.SetFloat(float64(*seed) + 0.25)
	case reflect.Struct:
		for i := range v.NumField() {
			filled(v.Field(i), seed)
		}
	case reflect.Array:
		for i := range v.Len() {
			filled(v.Index(i), seed)
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range v.Len() {
			filled(v.Index(i), seed)
		}
	case reflect.Pointer:
		// Card.titles: the database's, which NewDB sets
	default:
		panic("filled: add a case for " + v.Kind().String())
	}
}

func roundTrip(t *testing.T, db *DB) *DB {
	t.Helper()
	var buf bytes.Buffer
	if err := db.Encode(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func TestCodecRoundTripsEveryField(t *testing.T) {
	var c Card
	seed := 0
	filled(reflect.ValueOf(&c).Elem(), &seed)
	db := NewDB([]*Card{&c})
	db.Warnings = []string{"w1", "s3"} // "s3" is also a field value: stored once
	back := roundTrip(t, db)
	if got := back.All(); len(got) != 1 || !reflect.DeepEqual(*got[0], c) {
		t.Fatalf("decoded card differs:\n got %+v\nwant %+v", got, c)
	}
	if !reflect.DeepEqual(back.Warnings[:2], db.Warnings) {
		t.Errorf("warnings %q, want %q first", back.Warnings, db.Warnings)
	}
}

func TestCodecRoundTripsRealDatabase(t *testing.T) {
	db := loadReal(t)
	back := roundTrip(t, db)
	if !reflect.DeepEqual(back.All(), db.All()) {
		for i, c := range db.All() {
			if !reflect.DeepEqual(back.All()[i], c) {
				t.Fatalf("card %d differs after decoding:\n got %+v\nwant %+v", i, back.All()[i], c)
			}
		}
		t.Fatalf("%d cards after decoding, want %d", len(back.All()), len(db.All()))
	}
}

func TestDecodeRefusesOtherFilesAndVersions(t *testing.T) {
	var buf bytes.Buffer
	if err := NewDB([]*Card{{ID: "1", Title: "A"}}).Encode(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	if _, err := Decode(bytes.NewReader([]byte("\x0e\xff\x81gob"))); !errors.Is(err, ErrCodecVersion) {
		t.Errorf("a gob stream: %v, want ErrCodecVersion", err)
	}
	older := bytes.Clone(good)
	older[len(codecMagic)] = codecVersion - 1
	if _, err := Decode(bytes.NewReader(older)); !errors.Is(err, ErrCodecVersion) {
		t.Errorf("version %d: %v, want ErrCodecVersion", codecVersion-1, err)
	}
	for n := range len(good) {
		if _, err := Decode(bytes.NewReader(good[:n])); err == nil {
			t.Errorf("the first %d of %d bytes decoded", n, len(good))
		}
	}
	if _, err := Decode(bytes.NewReader(append(bytes.Clone(good), 0))); err == nil {
		t.Error("a trailing byte was ignored")
	}
}

func FuzzDecodeCompiled(f *testing.F) {
	var c Card
	seed := 0
	filled(reflect.ValueOf(&c).Elem(), &seed)
	for _, db := range []*DB{NewDB(nil), NewDB([]*Card{{ID: "1", Title: "A", Power: N(3)}}), NewDB([]*Card{&c}), smallDB()} {
		var buf bytes.Buffer
		if err := db.Encode(&buf); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	// Damaged copies: truncated, a card body overwritten, an index's key
	// count made huge.
	good := encoded(f, smallDB())
	f.Add(good[:len(good)/2])
	body := bytes.Clone(good)
	from, to := firstCard(body)
	copy(body[from:to], bytes.Repeat([]byte{0xff}, to-from))
	f.Add(body)
	keys := bytes.Clone(good)
	keys[sectionAt(keys, 4)+3] = 0x7f
	f.Add(keys)
	f.Fuzz(func(t *testing.T, b []byte) {
		db, err := Decode(bytes.NewReader(b))
		if err != nil {
			return
		}
		exercise(db)
		// Whatever decodes must encode and decode to the same cards.
		again := roundTrip(t, db)
		if !reflect.DeepEqual(again.All(), db.All()) {
			t.Fatalf("second round trip changed the cards:\n%+v\n%+v", again.All(), db.All())
		}
	})
}

// TestDecodeRefusesNonFiniteNumbers: the encoder writes only finite
// numbers, so a NaN or an infinity in a file is damage, reported as such
// (found by FuzzDecodeCompiled: a NaN made the database unequal to itself).
func TestDecodeRefusesNonFiniteNumbers(t *testing.T) {
	for _, v := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		db := NewDB([]*Card{{ID: "1", Title: "A", Power: N(3)}})
		good := encoded(t, db)
		three := make([]byte, 8)
		binary.LittleEndian.PutUint64(three, math.Float64bits(3))
		i := bytes.Index(good, three)
		if i < 0 {
			t.Fatal("the power 3 is not in the encoding")
		}
		bad := bytes.Clone(good)
		binary.LittleEndian.PutUint64(bad[i:], math.Float64bits(v))
		got, err := Decode(bytes.NewReader(bad))
		if err == nil {
			got.All() // cards are decoded on first use
			err = got.Err()
		}
		if err == nil {
			t.Errorf("a card with power %v decoded without a word", v)
		}
	}
}
