package cards

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/judge-swccg/judge/glossary"
)

var utf8BOM = []byte("\ufeff")

// CardFiles are the card files Load reads from the card directory, in order.
var CardFiles = []string{"Dark.json", "Light.json"}

// InputFiles are all the files Load may read, so a cache of the database
// knows what to watch for changes.
var InputFiles = append(append([]string{}, CardFiles...), "personas.tsv", "sets.json")

// Load reads Dark.json, Light.json, personas.tsv and sets.json from dir.
// A malformed card file is an error with file:line:column; duplicate IDs
// and unknown types are warnings (DB.Warnings). A missing personas.tsv or
// sets.json is a warning too: the cards are still usable.
func Load(dir string) (*DB, error) {
	p, err := LoadPending(dir)
	if err != nil {
		return nil, err
	}
	return p.DB(), nil
}

// Pending is a card database being loaded: its cards are read, and their
// game text is being read into effects on other goroutines. Its search
// entries need no effects, so an index build writes them meanwhile: the
// effects are most of a load's CPU, and the index's segment writing leaves
// a core idle.
type Pending struct {
	db      *DB
	entries []glossary.Entry
	done    chan struct{}
}

// LoadPending is Load that returns once the card files are read, the
// effects still being read (Pending.DB waits for them). Its errors are
// Load's.
func LoadPending(dir string) (*Pending, error) {
	var warnings []string
	rows, err := readPersonas(filepath.Join(dir, "personas.tsv"))
	if err != nil {
		warnings = append(warnings, err.Error())
	}
	sets, err := readSets(filepath.Join(dir, "sets.json"))
	if err != nil {
		warnings = append(warnings, err.Error())
	}
	raws, err := readCardFiles(dir)
	if err != nil {
		return nil, err
	}
	db := NewDB(recordsCards(raws, rows, sets))
	db.Warnings = append(warnings, db.Warnings...)
	p := &Pending{db: db, done: make(chan struct{})}
	// The effects fill in Effects, Unparsed and NotRead; the entries read
	// other fields of the same cards, so the two may run side by side.
	go func() {
		defer close(p.done)
		readEffects(db.All(), runtime.GOMAXPROCS(0))
	}()
	p.entries = db.Entries()
	return p, nil
}

// Entries are the cards' search entries (DB.Entries), ready at once.
func (p *Pending) Entries() []glossary.Entry { return p.entries }

// DB waits until every card's effects are read and returns the database.
func (p *Pending) DB() *DB {
	<-p.done
	return p.db
}

// readCardFiles decodes the card files side by side, their records in
// CardFiles order; the error is that of the first file in that order that
// has one.
func readCardFiles(dir string) ([]rawCard, error) {
	raws := make([][]rawCard, len(CardFiles))
	errs := make([]error, len(CardFiles))
	var wg sync.WaitGroup
	for i, name := range CardFiles {
		wg.Go(func() { raws[i], errs[i] = readCardFile(filepath.Join(dir, name)) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return slices.Concat(raws...), nil
}

// readCardFile decodes one card file, reporting syntax and type errors at
// their line and column.
func readCardFile(path string) ([]rawCard, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &glossary.Error{File: path, Err: err}
	}
	return decodeCards(path, b)
}

func decodeCards(name string, b []byte) ([]rawCard, error) {
	// A byte-order mark is blanked rather than cut so offsets stay true;
	// positions are counted in the original bytes.
	src := b
	if bytes.HasPrefix(b, utf8BOM) {
		b = append([]byte("   "), b[len(utf8BOM):]...)
	}
	var f rawFile
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&f); err != nil {
		return nil, jsonError(name, src, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, positioned(name, src, dec.InputOffset(), errors.New("extra data after the card list"))
	}
	if f.Cards == nil {
		return nil, &glossary.Error{File: name, Line: 1, Col: 1, Err: errors.New(`no "cards" list: not a card file`)}
	}
	return f.Cards, nil
}

// jsonError places a decoding error at the line and column of its offset.
func jsonError(name string, b []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	// Both offsets count the bytes read up to and including the culprit.
	case errors.As(err, &syn):
		return positioned(name, b, syn.Offset-1, err)
	case errors.As(err, &typ):
		return positioned(name, b, typ.Offset-1, fmt.Errorf("field %q: %s where %s was expected", typ.Field, typ.Value, typ.Type))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return positioned(name, b, int64(len(b)), errors.New("file ends in the middle of the card list (truncated?)"))
	}
	return &glossary.Error{File: name, Err: err}
}

func positioned(name string, b []byte, off int64, err error) error {
	line, col := lineCol(b, off)
	return &glossary.Error{File: name, Line: line, Col: col, Err: err}
}

// lineCol converts a byte offset into a 1-based line and column (in runes).
func lineCol(b []byte, off int64) (int, int) {
	off = max(0, min(off, int64(len(b))))
	before := b[:off]
	line := bytes.Count(before, []byte{'\n'}) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, len([]rune(string(before[start:]))) + 1
}

// readSets maps set ids to set names from sets.json.
func readSets(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &glossary.Error{File: path, Err: err}
	}
	var sets []rawSet
	if err := json.Unmarshal(b, &sets); err != nil {
		return nil, jsonError(path, b, err)
	}
	names := make(map[string]string, len(sets))
	for _, s := range sets {
		names[s.ID] = s.Name
	}
	return names, nil
}

// buildAll builds every record's cards, in record order, their effects
// read on up to workers goroutines around their database's titles.
func buildAll(raws []rawCard, rows map[string]personaRow, sets map[string]string, workers int) []*Card {
	cs := NewDB(recordsCards(raws, rows, sets)).All()
	readEffects(cs, workers)
	return cs
}

// recordsCards builds every record's cards, in record order, without
// their effects (readEffects).
func recordsCards(raws []rawCard, rows map[string]personaRow, sets map[string]string) []*Card {
	cs := make([]*Card, 0, len(raws)+len(raws)/8)
	for _, rc := range raws {
		cs = append(cs, recordCards(rc, rows, sets)...)
	}
	return cs
}

// readEffects reads every card's game text into its effects on up to
// workers goroutines: it is most of loading the database, and each card is
// read alone (the extractors keep no state). One memo serves them all.
func readEffects(cs []*Card, workers int) {
	var next atomic.Int64
	var wg sync.WaitGroup
	memo := &sentenceMemo{}
	for range max(1, min(workers, len(cs))) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(cs); i = int(next.Add(1) - 1) {
				cs[i].readEffects(memo)
			}
		})
	}
	wg.Wait()
}

// readEffects sets the card's effects, what could not be parsed and the
// sentences no effect reads; memo (may be nil) keeps the readings of
// sentences.
func (c *Card) readEffects(memo *sentenceMemo) {
	c.Effects, c.Unparsed, c.NotRead = extractSentences(c.GameText, c.titles, hostsEffects(c), memo)
}

// buildCards turns one record into its cards with their effects.
func buildCards(rc rawCard, rows map[string]personaRow, sets map[string]string, memo *sentenceMemo) []*Card {
	cs := recordCards(rc, rows, sets)
	for _, c := range cs {
		c.readEffects(memo)
	}
	return cs
}

// recordCards turns one record into its front Card and, for a two-sided
// card, its back Card, without their effects.
func recordCards(rc rawCard, rows map[string]personaRow, sets map[string]string) []*Card {
	id := strconv.Itoa(rc.ID)
	front := buildFace(rc, rc.Front, id, rc.GempID, rows, sets)
	if rc.Back == nil {
		return []*Card{front}
	}
	back := buildFace(rc, *rc.Back, id+"-back", rc.GempID+"-back", rows, sets)
	back.Face = "back"
	front.Back = back.ID
	return []*Card{front, back}
}

func buildFace(rc rawCard, f rawFace, id, gempID string, rows map[string]personaRow, sets map[string]string) *Card {
	title, mark := splitTitle(f.Title)
	if u, ok := uniquenessField[f.Uniqueness]; ok {
		mark = u
	}
	c := &Card{
		ID: id, GempID: gempID, Side: Side(rc.Side),
		Title: title, Uniqueness: mark, Type: f.Type, SubType: f.SubType,
		Set: rc.Set, SetName: sets[rc.Set], Virtual: isVirtual(title), AI: isAI(title), Legacy: rc.Legacy,
		Power: parseNumber(f.Power), Ability: parseNumber(f.Ability), Deploy: parseNumber(f.Deploy),
		Forfeit: parseNumber(f.Forfeit), Destiny: parseNumber(f.Destiny), Armor: parseNumber(f.Armor),
		Maneuver: parseNumber(f.Maneuver), Hyperspeed: parseNumber(f.Hyperspeed), Landspeed: parseNumber(f.Landspeed),
		Parsec: parseNumber(f.Parsec), Politics: parseNumber(f.Politics), Ferocity: parseNumber(f.Ferocity),
		Icons: f.Icons, LightSideIcons: f.LightSideIcons, DarkSideIcons: f.DarkSideIcons,
		Characteristics: f.Characteristics, Designations: f.ExtraText, GameText: strings.TrimSpace(f.GameText), Lore: strings.TrimSpace(f.Lore),
		Rulings: rc.Rulings, Abbr: rc.Abbr, Counterpart: rc.Counterpart,
	}
	assignPersonas(c, f.Title, rows)
	return c
}
