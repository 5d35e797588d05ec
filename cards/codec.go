package cards

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"sync/atomic"
)

// The compiled database is read on every "judge card" and "judge ruling"
// run, which look up one name and touch a dozen cards at most, so opening
// it must not depend on the number of cards: nothing is decoded up front.
// A card is decoded the first time it is asked for (the offset table finds
// it), and the lookup indexes are stored sorted and searched in place. The
// file may be mapped into memory (OpenFile), so only the pages a lookup
// touches are ever read.
//
// Layout, every section right after the one before:
//
//	magic "judge-cards\n", codec version (unsigned varint)
//	header: uint32 file length, uint32 number of cards n, then the byte
//	        length of each section below (uint32 each)
//	text     every distinct string of the cards once; a string elsewhere is
//	         its offset and length in here
//	warnings a list of strings
//	offsets  n+1 uint32: card i is bodies[offsets[i]:offsets[i+1]]
//	bodies   every card's fields in declaration order (encoder.card)
//	id, title, base, abbr, persona  key indexes (lookup.go)
//	names    the name list for "did you mean" (lookup.go)
//	titles   a list of strings: the punctuated titles (punctuated_titles.go)
//
// Fixed-width integers are little-endian. Inside the warnings and the
// bodies, integers are unsigned varints, a string is its offset and length
// in the text table, a list is its length followed by its items, a float
// is 8 little-endian bytes.

// codecMagic starts every compiled database, so that a file of another
// kind is refused rather than misread.
const codecMagic = "judge-cards\n"

// codecVersion changes whenever Card or the layout changes shape, so that
// an index built by an older judge is rebuilt rather than misread.
const codecVersion = 7

// ErrCodecVersion means the compiled database was written in another
// format (another codec version, or gob before version 2): rebuild it from
// the JSON.
var ErrCodecVersion = errors.New("compiled card database is in another format")

// sectionCount is the number of sections the header sizes: text,
// warnings, offsets, bodies, the six indexes and the titles.
const sectionCount = 4 + 6 + 1

// Encode writes the database in the compiled form for the index
// directory, so that commands need not re-parse the JSON.
func (db *DB) Encode(w io.Writer) error {
	cs := db.All()
	// Sized for what the real database takes a card (about 10 distinct
	// strings, 660 bytes of text, 380 of body) so that the table and the
	// buffers are not grown and copied, rehashed, a dozen times over.
	e := encoder{at: make(map[string]int, 11*len(cs)), text: make([]byte, 0, 700*len(cs))}
	e.strs(db.Warnings)
	warnings := e.body
	e.body = nil
	e.strs(db.titles.titles())
	titles := e.body
	e.body = make([]byte, 0, 400*len(cs))
	offsets := make([]byte, 0, u32*(len(cs)+1))
	offsets = binary.LittleEndian.AppendUint32(offsets, 0)
	for _, c := range cs {
		e.card(c)
		if len(e.body) > math.MaxUint32 {
			return errors.New("compiled card database: over 4 GB of cards")
		}
		offsets = binary.LittleEndian.AppendUint32(offsets, uint32(len(e.body)))
	}
	sections := [][]byte{e.text, warnings, offsets, e.body}
	for _, s := range db.stored.all() {
		sections = append(sections, *s)
	}
	sections = append(sections, titles)
	head := binary.AppendUvarint([]byte(codecMagic), codecVersion)
	total := len(head) + u32*(2+sectionCount)
	for _, s := range sections {
		total += len(s)
	}
	if total > math.MaxUint32 {
		return errors.New("compiled card database: over 4 GB")
	}
	head = binary.LittleEndian.AppendUint32(head, uint32(total))
	head = binary.LittleEndian.AppendUint32(head, uint32(len(cs)))
	for _, s := range sections {
		head = binary.LittleEndian.AppendUint32(head, uint32(len(s)))
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.Write(head)
	for _, s := range sections {
		bw.Write(s)
	}
	return bw.Flush()
}

// Decode reads a database written by Encode.
func Decode(r io.Reader) (*DB, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, fmt.Errorf("compiled card database: %w", err)
	}
	return DecodeBytes(data)
}

// DecodeBytes reads a database written by Encode from data, which may be
// a read-only mapping of the file: the database's cards and strings point
// into data, so data must stay unchanged (and mapped) as long as any of
// them is in use. Only the header and the sizes of the sections are read
// here, in a time that does not depend on the number of cards.
func DecodeBytes(data []byte) (*DB, error) {
	db, err := decodeBytes(data)
	if err != nil {
		if errors.Is(err, ErrCodecVersion) {
			return nil, err
		}
		return nil, fmt.Errorf("compiled card database: %w", err)
	}
	return db, nil
}

func decodeBytes(data []byte) (*DB, error) {
	if len(data) < len(codecMagic) || string(data[:len(codecMagic)]) != codecMagic {
		return nil, fmt.Errorf("%w (no %q header): rebuild the index", ErrCodecVersion, codecMagic[:len(codecMagic)-1])
	}
	v, n := binary.Uvarint(data[len(codecMagic):])
	if n <= 0 {
		return nil, errors.New("truncated header")
	}
	if v != codecVersion {
		return nil, fmt.Errorf("%w (%d, want %d): rebuild the index", ErrCodecVersion, v, codecVersion)
	}
	head := data[len(codecMagic)+n:]
	if len(head) < u32*(2+sectionCount) {
		return nil, fmt.Errorf("truncated header (%d bytes)", len(data))
	}
	if total := le32(head); uint64(total) != uint64(len(data)) {
		return nil, fmt.Errorf("%d bytes where the header says %d: truncated or damaged", len(data), total)
	}
	cardCount := uint64(le32(head[u32:]))
	rest := head[u32*(2+sectionCount):]
	sections := make([][]byte, sectionCount)
	for i := range sections {
		size := uint64(le32(head[u32*(2+i):]))
		if size > uint64(len(rest)) {
			return nil, fmt.Errorf("section %d of %d bytes in the %d left", i, size, len(rest))
		}
		// A full slice expression, so that no section can grow into the next.
		sections[i], rest = rest[:size:size], rest[size:]
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("%d bytes after the last section", len(rest))
	}
	text, warnings, offsets, bodies := sections[0], sections[1], sections[2], sections[3]
	if uint64(len(offsets)) != u32*(cardCount+1) {
		return nil, fmt.Errorf("offset table of %d bytes for %d cards", len(offsets), cardCount)
	}
	if first, last := le32(offsets), le32(offsets[len(offsets)-u32:]); first != 0 || uint64(last) != uint64(len(bodies)) {
		return nil, fmt.Errorf("card bodies run from %d to %d in %d bytes", first, last, len(bodies))
	}
	cc := &compiledCards{text: bytesString(text), offsets: offsets, bodies: bodies}
	d := &decoder{text: cc.text, body: warnings}
	db := &DB{Warnings: d.strs(), bodies: cc, slots: make([]atomic.Pointer[Card], cardCount)}
	if d.err == nil && len(d.body) > 0 {
		d.err = fmt.Errorf("%d bytes after the warnings", len(d.body))
	}
	if d.err != nil {
		return nil, fmt.Errorf("warnings: %w", d.err)
	}
	d.body = sections[len(sections)-1]
	titles := d.strs()
	if d.err == nil && len(d.body) > 0 {
		d.err = fmt.Errorf("%d bytes after the titles", len(d.body))
	}
	if d.err != nil {
		return nil, fmt.Errorf("titles: %w", d.err)
	}
	db.titles = newTitleMarks(titles)
	for i, s := range db.stored.all() {
		*s = sections[4+i]
	}
	var err error
	if db.lookups, err = parseLookups(db.stored); err != nil {
		return nil, err
	}
	return db, nil
}

// compiledCards are the cards of a compiled database, still encoded.
type compiledCards struct {
	text    string // shares memory with the file's bytes
	offsets []byte
	bodies  []byte
}

// card decodes card number i. A damaged card comes back with what could
// be read and a note in Unparsed, and the error.
func (cc *compiledCards) card(i int) (*Card, error) {
	c := &Card{}
	from, to := le32(cc.offsets[u32*i:]), le32(cc.offsets[u32*(i+1):])
	var err error
	if from > to || uint64(to) > uint64(len(cc.bodies)) {
		err = fmt.Errorf("card %d at bytes %d to %d of %d", i, from, to, len(cc.bodies))
	} else {
		d := &decoder{text: cc.text, body: cc.bodies[from:to:to]}
		d.card(c)
		if d.err == nil && len(d.body) > 0 {
			d.err = fmt.Errorf("%d bytes after the card", len(d.body))
		}
		if d.err != nil {
			err = fmt.Errorf("card %d: %w", i, d.err)
		}
	}
	if err != nil {
		err = fmt.Errorf("compiled card database: %w: rebuild the index", err)
		c.Unparsed = append(c.Unparsed, err.Error())
	}
	return c, err
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
	e.strs(c.Designations)
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
		e.length(len(ef.Conditions), ef.Conditions == nil)
		for _, cd := range ef.Conditions {
			e.str(cd.Kind)
			e.str(cd.Arg)
			e.str(cd.Who)
			e.bool(cd.Not)
			e.str(cd.Text)
		}
		e.str(ef.Limit)
		e.str(ef.Target)
		e.str(ef.Title)
		e.varint(ef.Span[0])
		e.varint(ef.Span[1])
		e.str(ef.Quote)
	}
	e.strs(c.Unparsed)
	e.length(len(c.NotRead), c.NotRead == nil)
	for _, s := range c.NotRead {
		e.str(s.Text)
		e.varint(s.Span[0])
		e.varint(s.Span[1])
	}
}

// numbers lists the card's printed numbers in declaration order, for the
// codec.
func (c *Card) numbers() []*Number {
	return []*Number{&c.Power, &c.Ability, &c.Deploy, &c.Forfeit, &c.Destiny, &c.Armor,
		&c.Maneuver, &c.Hyperspeed, &c.Landspeed, &c.Parsec, &c.Politics, &c.Ferocity}
}

// The fewest bytes an effect takes: two per string (offset and length),
// one per integer, eight per float.
const minEffectBytes = 6*2 + 8 + 2 + 1

// minConditionBytes is the least a Condition takes: four empty strings and a bool.
const minConditionBytes = 4*2 + 1

// decoder reads the body; the first error sticks and turns every later
// read into a zero value, so the caller checks once at the end.
type decoder struct {
	text string
	body []byte
	err  error
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
	if math.IsNaN(f) || math.IsInf(f, 0) {
		// The encoder never writes one (card numbers are finite), so the
		// file is damaged.
		d.fail("number %v in a card", f)
		return 0
	}
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
	c.Designations = d.strs()
	c.GameText, c.Lore = d.str(), d.str()
	c.Rulings, c.Abbr = d.strs(), d.strs()
	c.Counterpart = d.str()
	c.Personas, c.PermanentPersonas = d.strs(), d.strs()
	c.CrossoverPersona = d.str()
	if n := d.length(minEffectBytes); n >= 0 {
		c.Effects = make([]Effect, n)
		for i := range c.Effects {
			ef := &c.Effects[i]
			ef.Kind, ef.Value, ef.Condition = d.str(), d.float(), d.str()
			if m := d.length(minConditionBytes); m >= 0 {
				ef.Conditions = make([]Condition, m)
				for j := range ef.Conditions {
					cd := &ef.Conditions[j]
					cd.Kind, cd.Arg, cd.Who, cd.Not, cd.Text = d.str(), d.str(), d.str(), d.bool(), d.str()
				}
			}
			ef.Limit, ef.Target, ef.Title = d.str(), d.str(), d.str()
			ef.Span = [2]int{d.varint(), d.varint()}
			ef.Quote = d.str()
		}
	}
	c.Unparsed = d.strs()
	if n := d.length(2 + 2); n >= 0 {
		c.NotRead = make([]Sentence, n)
		for i := range c.NotRead {
			c.NotRead[i] = Sentence{Text: d.str(), Span: [2]int{d.varint(), d.varint()}}
		}
	}
}
