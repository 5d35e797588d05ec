package cards

import (
	"math/bits"
	"sync"
)

// A sentence holds the words of a few extractors' triggers out of more
// than a hundred. Testing each extractor's required literals against the
// sentence (required.in) rules most of them out, but a test per extractor
// per sentence was a fifth of reading the cards. The rarest trigram of
// each literal of an extractor's first required set is listed here, and a
// sentence's trigrams look up the few extractors that may match: one of
// whose literals' rarest trigram the sentence lacks cannot hold that
// literal, so required.in would have said no. Those left are tested in
// full, in registration order.
type candidateIndex struct {
	byGram [4096][]uint16 // trigram → extractors one of whose literals it is the rarest trigram of
	always []uint64       // extractors with no required literals: always tried
	needs  []required     // each extractor's needs(), in registration order
}

var candidates = sync.OnceValue(func() *candidateIndex {
	extractors := registered()
	ci := &candidateIndex{always: make([]uint64, (len(extractors)+63)/64), needs: make([]required, len(extractors))}
	for i, ex := range extractors {
		ci.needs[i] = ex.needs()
		if len(ci.needs[i]) == 0 {
			ci.always[i/64] |= 1 << (i % 64)
			continue
		}
		for _, g := range ci.needs[i][0].first {
			if l := ci.byGram[g]; len(l) == 0 || l[len(l)-1] != uint16(i) {
				ci.byGram[g] = append(l, uint16(i))
			}
		}
	}
	return ci
})

// each calls f with the number of every extractor whose required literals
// the sentence (folded, with its trigrams) may hold, in registration order.
func (ci *candidateIndex) each(folded string, grams *gramSet, f func(i int)) {
	var mask [4]uint64 // up to 256 extractors
	if len(ci.always) > len(mask) {
		panic("cards: more than 256 extractors")
	}
	copy(mask[:], ci.always)
	for w, word := range grams {
		for word != 0 {
			g := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			for _, i := range ci.byGram[g] {
				mask[i/64] |= 1 << (i % 64)
			}
		}
	}
	for w, word := range mask {
		for word != 0 {
			i := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			if ci.needs[i].in(folded, grams) {
				f(i)
			}
		}
	}
}
