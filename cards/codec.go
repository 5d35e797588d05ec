package cards

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"unsafe"
)

// The compiled database is read on every "judge card" and "judge ruling"
// run, so its form is chosen for decoding speed: every distinct string is
// stored once in a text table that decoding turns into a single Go string,
// and each field is an offset into it. Decoding then allocates a handful of
// slabs instead of one object per string (gob took about 25 ms and three
// garbage collections for the real database).
//
// Layout: magic, codec version, text table, warnings, cards; integers are
// unsigned varints, a string is its offset and length in the text table, a
// list is its length followed by its items, a float is 8 little-endian
// bytes.

// codecMagic starts every compiled database, so that a file of another
// kind is refused rather than misread.
const codecMagic = "judge-cards\n"

// codecVersion changes whenever Card changes shape, so that an index
// built by an older judge is rebuilt rather than misread.
const codecVersion = 2

// ErrCodecVersion means the compiled database was written in another
// format (another codec version, or gob before version 2): rebuild it from
// the JSON.
var ErrCodecVersion = errors.New("compiled card database is in another format")

// Encode writes the database in a compact binary form for the index
// directory, so that commands need not re-parse the JSON.
func (db *DB) Encode(w io.Writer) error {
	var e encoder
	e.strs(db.Warnings)
	e.length(len(db.cards), false)
	for _, c := range db.cards {
		e.card(c)
	}
	out := binary.AppendUvarint([]byte(codecMagic), codecVersion)
	out = binary.AppendUvarint(out, uint64(len(e.text)))
	out = append(out, e.text...)
	_, err := w.Write(append(out, e.body...))
	return err
}

// Decode reads a database written by Encode.
func Decode(r io.Reader) (*DB, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, fmt.Errorf("compiled card database: %w", err)
	}
	d, err := newDecoder(data)
	if err != nil {
		return nil, err
	}
	warnings := d.strs()
	n := max(d.length(minCardBytes), 0)
	slab := make([]Card, n)
	cs := make([]*Card, n)
	for i := range slab {
		d.card(&slab[i])
		cs[i] = &slab[i]
	}
	if d.err == nil && len(d.body) > 0 {
		d.err = fmt.Errorf("%d bytes after the last card", len(d.body))
	}
	if d.err != nil {
		return nil, fmt.Errorf("compiled card database: %w", d.err)
	}
	db := NewDB(cs)
	db.Warnings = append(warnings, db.Warnings...)
	return db, nil
}

// readAll is io.ReadAll sized up front when r knows its length (the
// index hands Decode a bytes.Reader), saving the copies of growing.
func readAll(r io.Reader) ([]byte, error) {
	sized, ok := r.(interface{ Len() int })
	if !ok {
		return io.ReadAll(r)
	}
	data := make([]byte, sized.Len())
	_, err := io.ReadFull(r, data)
	return data, err
}

// encoder collects the text table and the body separately, since the
// table must precede the body that points into it.
type encoder struct {
	text   []byte
	at     map[string]int // offset of each string already in text
	body   []byte
	floats [8]byte
}

func (e *encoder) uvarint(n int) { e.body = binary.AppendUvarint(e.body, uint64(n)) }

func (e *encoder) varint(n int) { e.body = binary.AppendVarint(e.body, int64(n)) }

func (e *encoder) bool(b bool) {
	if b {
		e.uvarint(1)
	} else {
		e.uvarint(0)
	}
}

func (e *encoder) float(f float64) {
	binary.LittleEndian.PutUint64(e.floats[:], math.Float64bits(f))
	e.body = append(e.body, e.floats[:]...)
}

func (e *encoder) str(s string) {
	if e.at == nil {
		e.at = map[string]int{}
	}
	off, ok := e.at[s]
	if !ok {
		off = len(e.text)
		e.at[s] = off
		e.text = append(e.text, s...)
	}
	e.uvarint(off)
	e.uvarint(len(s))
}

// length writes a list's length so that a nil list stays nil and an empty
// one empty: 0 for nil, else the length plus one.
func (e *encoder) length(n int, isNil bool) {
	if isNil {
		e.uvarint(0)
	} else {
		e.uvarint(n + 1)
	}
}

func (e *encoder) strs(ss []string) {
	e.length(len(ss), ss == nil)
	for _, s := range ss {
		e.str(s)
	}
}

func (e *encoder) number(n Number) {
	e.float(n.Value)
	e.bool(n.Defined)
	e.bool(n.Star)
	e.str(n.Raw)
}

// card writes every field of Card in declaration order; decoder.card reads
// them in the same order. TestCodecRoundTripsEveryField fails when a field
// is added to Card and not here.
func (e *encoder) card(c *Card) {
	for _, s := range []string{c.ID, c.GempID, string(c.Side), c.Title, string(c.Uniqueness), c.Type, c.SubType, c.Set, c.SetName} {
		e.str(s)
	}
	e.bool(c.Virtual)
	e.bool(c.AI)
	e.bool(c.Legacy)
	e.str(c.Face)
	e.str(c.Back)
	for _, n := range c.numbers() {
		e.number(*n)
	}
	e.strs(c.Icons)
	e.varint(c.LightSideIcons)
	e.varint(c.DarkSideIcons)
	e.strs(c.Characteristics)
	e.str(c.GameText)
	e.str(c.Lore)
	e.strs(c.Rulings)
	e.strs(c.Abbr)
	e.str(c.Counterpart)
	e.strs(c.Personas)
	e.strs(c.PermanentPersonas)
	e.str(c.CrossoverPersona)
	e.length(len(c.Effects), c.Effects == nil)
	for _, ef := range c.Effects {
		e.str(ef.Kind)
		e.float(ef.Value)
		e.str(ef.Condition)
		e.str(ef.Target)
		e.varint(ef.Span[0])
		e.varint(ef.Span[1])
		e.str(ef.Quote)
	}
	e.strs(c.Unparsed)
}

// numbers lists the card's printed numbers in declaration order, for the
// codec.
func (c *Card) numbers() []*Number {
	return []*Number{&c.Power, &c.Ability, &c.Deploy, &c.Forfeit, &c.Destiny, &c.Armor,
		&c.Maneuver, &c.Hyperspeed, &c.Landspeed, &c.Parsec, &c.Politics, &c.Ferocity}
}

// The fewest bytes a card and an effect take: two per string (offset and
// length), one per other integer, list and boolean, eight per float.
const (
	minEffectBytes = 4*2 + 8 + 2
	minCardBytes   = 9*2 + 3 + 2*2 + 12*(8+2+2) + 1 + 2 + 1 + 2*2 + 2 + 2 + 2 + 2 + 1 + 1
)

// decoder reads the body; the first error sticks and turns every later
// read into a zero value, so the caller checks once at the end.
type decoder struct {
	text string
	body []byte
	err  error
}

func newDecoder(data []byte) (*decoder, error) {
	if len(data) < len(codecMagic) || string(data[:len(codecMagic)]) != codecMagic {
		return nil, fmt.Errorf("%w (no %q header): rebuild the index", ErrCodecVersion, codecMagic[:len(codecMagic)-1])
	}
	d := &decoder{body: data[len(codecMagic):]}
	if v := d.uvarint(); d.err == nil && v != codecVersion {
		return nil, fmt.Errorf("%w (%d, want %d): rebuild the index", ErrCodecVersion, v, codecVersion)
	}
	size := d.uvarint()
	if d.err == nil && size > uint64(len(d.body)) {
		d.err = fmt.Errorf("text table of %d bytes in %d", size, len(d.body))
	}
	if d.err != nil {
		return nil, fmt.Errorf("compiled card database: %w", d.err)
	}
	// The text table stays in data, which nothing else holds or changes:
	// the cards' strings point into it instead of into a 2 MB copy.
	d.text, d.body = unsafe.String(unsafe.SliceData(d.body), int(size)), d.body[size:]
	return d, nil
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.body)
	if n <= 0 {
		d.fail("truncated or overlong number")
		return 0
	}
	d.body = d.body[n:]
	return v
}

func (d *decoder) varint() int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.body)
	if n <= 0 || v != int64(int(v)) {
		d.fail("truncated or overlong number")
		return 0
	}
	d.body = d.body[n:]
	return int(v)
}

// offset is a string offset or length, which must fit the text table; that
// bounds what a damaged file can make the decoder slice.
func (d *decoder) offset() int {
	v := d.uvarint()
	if v > uint64(len(d.text)) {
		d.fail("string offset or length %d beyond the text table", v)
		return 0
	}
	return int(v)
}

// length reads what encoder.length wrote: -1 for a nil list. Each item
// takes at least itemBytes, so that a damaged file cannot make the decoder
// allocate more than the input can hold.
func (d *decoder) length(itemBytes int) int {
	v := d.uvarint()
	if v == 0 || d.err != nil {
		return -1
	}
	if v-1 > uint64(len(d.body)/itemBytes) {
		d.fail("list of %d items in %d bytes", v-1, len(d.body))
		return -1
	}
	return int(v - 1)
}

func (d *decoder) bool() bool {
	switch d.uvarint() {
	case 0:
		return false
	case 1:
		return true
	}
	d.fail("boolean out of range")
	return false
}

func (d *decoder) float() float64 {
	if d.err != nil {
		return 0
	}
	if len(d.body) < 8 {
		d.fail("truncated float")
		return 0
	}
	f := math.Float64frombits(binary.LittleEndian.Uint64(d.body))
	d.body = d.body[8:]
	return f
}

func (d *decoder) str() string {
	off, n := d.offset(), d.offset()
	if d.err != nil {
		return ""
	}
	if off+n > len(d.text) {
		d.fail("string at %d+%d outside the text table of %d bytes", off, n, len(d.text))
		return ""
	}
	return d.text[off : off+n]
}

func (d *decoder) strs() []string {
	n := d.length(2)
	if n < 0 {
		return nil
	}
	ss := make([]string, n)
	for i := range ss {
		ss[i] = d.str()
	}
	return ss
}

func (d *decoder) number(n *Number) {
	n.Value = d.float()
	n.Defined = d.bool()
	n.Star = d.bool()
	n.Raw = d.str()
}

func (d *decoder) card(c *Card) {
	c.ID, c.GempID, c.Side = d.str(), d.str(), Side(d.str())
	c.Title, c.Uniqueness, c.Type = d.str(), Uniqueness(d.str()), d.str()
	c.SubType, c.Set, c.SetName = d.str(), d.str(), d.str()
	c.Virtual, c.AI, c.Legacy = d.bool(), d.bool(), d.bool()
	c.Face, c.Back = d.str(), d.str()
	for _, n := range c.numbers() {
		d.number(n)
	}
	c.Icons = d.strs()
	c.LightSideIcons, c.DarkSideIcons = d.varint(), d.varint()
	c.Characteristics = d.strs()
	c.GameText, c.Lore = d.str(), d.str()
	c.Rulings, c.Abbr = d.strs(), d.strs()
	c.Counterpart = d.str()
	c.Personas, c.PermanentPersonas = d.strs(), d.strs()
	c.CrossoverPersona = d.str()
	if n := d.length(minEffectBytes); n >= 0 {
		c.Effects = make([]Effect, n)
		for i := range c.Effects {
			ef := &c.Effects[i]
			ef.Kind, ef.Value, ef.Condition, ef.Target = d.str(), d.float(), d.str(), d.str()
			ef.Span = [2]int{d.varint(), d.varint()}
			ef.Quote = d.str()
		}
	}
	c.Unparsed = d.strs()
}
