package cards

import (
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unsafe"
)

// The lookup indexes are kept in their stored form even in memory: the
// compiled database is used straight from the file's bytes (no maps built
// at load), and NewDB builds the very same bytes, so both forms answer
// through one implementation.
//
// A key index is: the number of keys k (uint32), then k pairs (key end,
// list end) of uint32, cumulative, so key i is keys[end(i-1):end(i)] and
// its cards lists[end(i-1):end(i)]; then the keys' bytes, sorted; then the
// lists, each card a uint32 number (its position in All()). A name list,
// for "did you mean", is k pairs (key end, card number with the top bit
// set for a nickname), then the keys' bytes, in card order.
//
// Every read is bounds-checked: a damaged file finds nothing or the wrong
// card, and never reads outside its section.

const u32 = 4

// keyIndex is a key index read from its bytes.
type keyIndex struct {
	n     int
	ends  []byte // n × (key end, list end)
	keys  string // shares memory with the section
	lists []byte
}

// parseKeyIndex checks the section's sizes, which takes a constant time:
// the last pair gives the lengths of the keys and lists.
func parseKeyIndex(b []byte) (keyIndex, error) {
	if len(b) < u32 {
		return keyIndex{}, fmt.Errorf("index of %d bytes", len(b))
	}
	k := uint64(le32(b))
	b = b[u32:]
	if k > uint64(len(b))/(2*u32) {
		return keyIndex{}, fmt.Errorf("index of %d keys in %d bytes", k, len(b))
	}
	n := int(k)
	x := keyIndex{n: n, ends: b[:2*u32*n]}
	b = b[2*u32*n:]
	var keyLen, listLen uint64
	if n > 0 {
		keyLen, listLen = uint64(le32(x.ends[2*u32*(n-1):])), uint64(le32(x.ends[2*u32*(n-1)+u32:]))
	}
	if keyLen > uint64(len(b)) || uint64(len(b))-keyLen != u32*listLen {
		return keyIndex{}, fmt.Errorf("index of %d keys: %d key bytes and %d cards do not fill %d bytes", n, keyLen, listLen, len(b))
	}
	x.keys, x.lists = bytesString(b[:keyLen]), b[keyLen:]
	return x, nil
}

// bounds is the range [from, to) that entry i's field (0 key, 1 list)
// covers; ok is false when a damaged file gives a range outside size.
func bounds(ends []byte, i, field, size int) (from, to int, ok bool) {
	if i > 0 {
		from = int(le32(ends[2*u32*(i-1)+u32*field:]))
	}
	to = int(le32(ends[2*u32*i+u32*field:]))
	return from, to, from <= to && to <= size
}

func (x keyIndex) key(i int) string {
	from, to, ok := bounds(x.ends, i, 0, len(x.keys))
	if !ok {
		return ""
	}
	return x.keys[from:to]
}

// find returns the card numbers listed under key, as stored bytes (read
// them with cardAt); nil when key is absent.
func (x keyIndex) find(key string) []byte {
	i := sort.Search(x.n, func(i int) bool { return x.key(i) >= key })
	if i == x.n || x.key(i) != key {
		return nil
	}
	from, to, ok := bounds(x.ends, i, 1, len(x.lists)/u32)
	if !ok {
		return nil
	}
	return x.lists[u32*from : u32*to]
}

// withPrefix lists, in card order without repeats, the cards under every
// key starting with prefix.
func (x keyIndex) withPrefix(prefix string) []int {
	from := sort.Search(x.n, func(i int) bool { return x.key(i) >= prefix })
	to := from + sort.Search(x.n-from, func(i int) bool { return !strings.HasPrefix(x.key(from+i), prefix) })
	var out []int
	for i := from; i < to; i++ {
		lo, hi, ok := bounds(x.ends, i, 1, len(x.lists)/u32)
		for j := lo; ok && j < hi; j++ {
			out = append(out, int(le32(x.lists[u32*j:])))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func cardAt(list []byte, i int) int { return int(le32(list[u32*i:])) }

// nameIndex is the name list read from its bytes.
type nameIndex struct {
	n    int
	ends []byte // n × (key end, card number | nicknameBit)
	keys string
}

const nicknameBit = 1 << 31

func parseNameIndex(b []byte) (nameIndex, error) {
	if len(b) < u32 {
		return nameIndex{}, fmt.Errorf("name list of %d bytes", len(b))
	}
	k := uint64(le32(b))
	b = b[u32:]
	if k > uint64(len(b))/(2*u32) {
		return nameIndex{}, fmt.Errorf("name list of %d names in %d bytes", k, len(b))
	}
	n := int(k)
	x := nameIndex{n: n, ends: b[:2*u32*n]}
	b = b[2*u32*n:]
	var keyLen uint64
	if n > 0 {
		keyLen = uint64(le32(x.ends[2*u32*(n-1):]))
	}
	if keyLen != uint64(len(b)) {
		return nameIndex{}, fmt.Errorf("name list of %d names: %d key bytes in %d", n, keyLen, len(b))
	}
	x.keys = bytesString(b)
	return x, nil
}

// name is entry i: its key, card number and whether the key is a
// nickname; ok is false for a damaged entry.
func (x nameIndex) name(i int) (key string, card int, abbr, ok bool) {
	from, to, ok := bounds(x.ends, i, 0, len(x.keys))
	if !ok {
		return "", 0, false, false
	}
	v := le32(x.ends[2*u32*i+u32:])
	return x.keys[from:to], int(v &^ nicknameBit), v&nicknameBit != 0, true
}

// keyLen is the length of entry i's key without reading it, so that the
// fuzzy search skips names of the wrong length cheaply.
func (x nameIndex) keyLen(i int) int {
	from, to, ok := bounds(x.ends, i, 0, len(x.keys))
	if !ok {
		return -1
	}
	return to - from
}

// indexSections are the stored lookup indexes, in file order.
type indexSections struct {
	id, title, base, abbr, persona, names []byte
}

func (s *indexSections) all() []*[]byte {
	return []*[]byte{&s.id, &s.title, &s.base, &s.abbr, &s.persona, &s.names}
}

// lookups are the indexes read from their sections.
type lookups struct {
	byID      keyIndex // database id and Gemp id, case-folded
	byTitle   keyIndex // nameKey(title)
	byBase    keyIndex // nameKey(title without version markers)
	byAbbr    keyIndex // nameKey(abbr)
	byPersona keyIndex // nameKey(persona), own and permanent
	names     nameIndex
}

func parseLookups(s indexSections) (lookups, error) {
	var l lookups
	var err error
	for _, p := range []struct {
		x *keyIndex
		b []byte
	}{{&l.byID, s.id}, {&l.byTitle, s.title}, {&l.byBase, s.base}, {&l.byAbbr, s.abbr}, {&l.byPersona, s.persona}} {
		if *p.x, err = parseKeyIndex(p.b); err != nil {
			return l, err
		}
	}
	l.names, err = parseNameIndex(s.names)
	return l, err
}

// indexBuilder gathers the indexes card by card, as maps, and writes
// them sorted.
type indexBuilder struct {
	byID                               map[string]int
	byTitle, byBase, byAbbr, byPersona map[string][]int
	names                              []builtName
}

type builtName struct {
	key  string
	card int
	abbr bool
}

func newIndexBuilder(n int) *indexBuilder {
	return &indexBuilder{
		byID: make(map[string]int, 2*n), byTitle: make(map[string][]int, n), byBase: make(map[string][]int, n),
		byAbbr: make(map[string][]int, n/2), byPersona: make(map[string][]int, n/2), names: make([]builtName, 0, 2*n),
	}
}

// add indexes card number i.
func (b *indexBuilder) add(i int, c *Card) {
	b.byID[c.ID] = i
	// A Gemp id is shared by a card and its (AI) printing: the first keeps it.
	if gemp := strings.ToLower(c.GempID); gemp != "" {
		if _, taken := b.byID[gemp]; !taken {
			b.byID[gemp] = i
		}
	}
	if c.Face == "back" {
		return // the back shares the front's title; names resolve to the front
	}
	add := func(m map[string][]int, key string) {
		if key != "" && !slices.Contains(m[key], i) {
			m[key] = append(m[key], i)
		}
	}
	add(b.byTitle, nameKey(c.Title))
	base := baseTitle(c.Title)
	// Each side's name of a two-sided card ("A Stunning Move / A Valuable
	// Hostage") is a title too.
	if front, back, ok := strings.Cut(base, " / "); ok {
		add(b.byTitle, nameKey(front))
		add(b.byTitle, nameKey(back))
	}
	baseKey := nameKey(base)
	add(b.byBase, baseKey)
	b.names = append(b.names, builtName{key: baseKey, card: i})
	for _, a := range c.Abbr {
		add(b.byAbbr, nameKey(a))
		b.names = append(b.names, builtName{key: nameKey(a), card: i, abbr: true})
	}
	for _, p := range c.Personas {
		add(b.byPersona, nameKey(p))
	}
	for _, p := range c.PermanentPersonas {
		add(b.byPersona, nameKey(permanentName(p)))
	}
}

func (b *indexBuilder) sections() indexSections {
	ids := make(map[string][]int, len(b.byID))
	for k, i := range b.byID {
		ids[k] = []int{i}
	}
	return indexSections{
		id: writeKeyIndex(ids), title: writeKeyIndex(b.byTitle), base: writeKeyIndex(b.byBase),
		abbr: writeKeyIndex(b.byAbbr), persona: writeKeyIndex(b.byPersona), names: writeNameIndex(b.names),
	}
}

func writeKeyIndex(m map[string][]int) []byte {
	keys := make([]string, 0, len(m))
	keyLen, listLen := 0, 0
	for k, l := range m {
		keys = append(keys, k)
		keyLen += len(k)
		listLen += len(l)
	}
	slices.Sort(keys)
	out := make([]byte, 0, u32+2*u32*len(keys)+keyLen+u32*listLen)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(keys)))
	keyEnd, listEnd := 0, 0
	for _, k := range keys {
		keyEnd += len(k)
		listEnd += len(m[k])
		out = binary.LittleEndian.AppendUint32(out, uint32(keyEnd))
		out = binary.LittleEndian.AppendUint32(out, uint32(listEnd))
	}
	for _, k := range keys {
		out = append(out, k...)
	}
	for _, k := range keys {
		for _, i := range m[k] {
			out = binary.LittleEndian.AppendUint32(out, uint32(i))
		}
	}
	return out
}

func writeNameIndex(names []builtName) []byte {
	out := binary.LittleEndian.AppendUint32(nil, uint32(len(names)))
	keyEnd := 0
	for _, n := range names {
		keyEnd += len(n.key)
		v := uint32(n.card)
		if n.abbr {
			v |= nicknameBit
		}
		out = binary.LittleEndian.AppendUint32(out, uint32(keyEnd))
		out = binary.LittleEndian.AppendUint32(out, v)
	}
	for _, n := range names {
		out = append(out, n.key...)
	}
	return out
}

func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }

// bytesString views b as a string without copying; b must never change
// afterwards (the file's bytes, or a section nothing else holds).
func bytesString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
