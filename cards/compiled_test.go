package cards

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
)

// openCompiledReal opens the compiled real database from a file, as the
// CLI does, fresh for each test so that nothing is decoded yet.
func openCompiledReal(t *testing.T) *DB {
	t.Helper()
	path, _ := compiledReal(t)
	db, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// decoded counts the cards a compiled database has decoded so far.
func decoded(db *DB) int {
	n := 0
	for i := range db.slots {
		if db.slots[i].Load() != nil {
			n++
		}
	}
	return n
}

// queries are names as users type them: every title (lower case too),
// abbr, persona and permanent persona, database and Gemp id, misspellings
// of a tenth of the titles, and words that match nothing closely.
func queries(db *DB) []string {
	rng := rand.New(rand.NewPCG(1, 2))
	var out []string
	for i, c := range db.All() {
		out = append(out, c.Title, strings.ToLower(c.Title), c.ID, c.GempID, strings.ToUpper(c.GempID))
		out = append(out, c.Abbr...)
		out = append(out, c.Personas...)
		for _, p := range c.PermanentPersonas {
			out = append(out, permanentName(p))
		}
		if i%10 == 0 && len(c.Title) > 4 {
			k := 1 + rng.IntN(len(c.Title)-2)
			out = append(out, c.Title[:k]+c.Title[k+1:], c.Title[:k]+"x"+c.Title[k:])
		}
	}
	return append(out, "Emperor", "jabba's palace", "lord vadr", "boba fet", "zzzz qqqq", "", "   ", "Vader", "Lobot")
}

// TestCompiledDecodesOnlyWhatIsAsked: a lookup decodes the cards it
// finds, not the database.
func TestCompiledDecodesOnlyWhatIsAsked(t *testing.T) {
	db := openCompiledReal(t)
	if n := decoded(db); n != 0 {
		t.Fatalf("opening decoded %d cards", n)
	}
	if r := db.Resolve("Lord Vader"); r.How != "exact" || len(r.Match) != 1 {
		t.Fatalf("Lord Vader: %s %v", r.How, gempIDs(r.Match))
	}
	if n := decoded(db); n != 1 {
		t.Errorf("resolving Lord Vader decoded %d cards, want 1", n)
	}
	before := decoded(db)
	if got := db.Complete("Lord V", 10); !slices.Contains(got, "Lord Vader") {
		t.Errorf("Complete(Lord V) = %q", got)
	}
	if n := decoded(db) - before; n > 5 {
		t.Errorf("completing Lord V decoded %d cards", n)
	}
	before = decoded(db)
	if r := db.Resolve("Vader"); r.How != "persona" || decoded(db)-before > len(r.Match) {
		t.Errorf("resolving Vader (%d cards) decoded %d", len(r.Match), decoded(db)-before)
	}
}

func TestCompiledAnswersLikeLoaded(t *testing.T) {
	loaded := loadReal(t)
	compiled := openCompiledReal(t)
	names := queries(loaded)
	if len(names) < 300 {
		t.Fatalf("only %d names", len(names))
	}
	for _, name := range names {
		want, got := loaded.Resolve(name), compiled.Resolve(name)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Resolve(%q): compiled %s %v %v, loaded %s %v %v", name,
				got.How, gempIDs(got.Match), gempIDs(got.Suggestions), want.How, gempIDs(want.Match), gempIDs(want.Suggestions))
		}
		if !reflect.DeepEqual(compiled.PersonaCards(name), loaded.PersonaCards(name)) {
			t.Errorf("PersonaCards(%q) differ", name)
		}
		if got, want := compiled.ByID(name), loaded.ByID(name); !reflect.DeepEqual(got, want) {
			t.Errorf("ByID(%q) differs", name)
		} else if got != nil && !reflect.DeepEqual(compiled.Faces(got), loaded.Faces(want)) {
			t.Errorf("Faces(%q) differ", name)
		}
	}
	for _, prefix := range []string{"", "lord", "Darth V", "a-", "zz", "•Boba", "x-wing"} {
		for _, limit := range []int{3, 50} {
			if got, want := compiled.Complete(prefix, limit), loaded.Complete(prefix, limit); !slices.Equal(got, want) {
				t.Errorf("Complete(%q, %d) = %q, want %q", prefix, limit, got, want)
			}
		}
	}
	if !reflect.DeepEqual(compiled.All(), loaded.All()) {
		t.Error("All() differs")
	}
	if !reflect.DeepEqual(compiled.Entries(), loaded.Entries()) {
		t.Error("Entries() differ")
	}
	if !reflect.DeepEqual(compiled.Stats(), loaded.Stats()) {
		t.Error("Stats() differ")
	}
	if !slices.Equal(compiled.Warnings, loaded.Warnings) {
		t.Errorf("warnings %q, want %q", compiled.Warnings, loaded.Warnings)
	}
	if err := compiled.Err(); err != nil {
		t.Error(err)
	}
	// A card is decoded once: every way to it gives the same pointer.
	for i, c := range compiled.All() {
		if c.Face != "back" && compiled.ByID(c.ID) != c {
			t.Fatalf("card %d: ByID gives another copy", i)
		}
	}
}

// TestCompiledConcurrentUse shares one freshly opened database between
// goroutines, as a web server does; run it with -race.
func TestCompiledConcurrentUse(t *testing.T) {
	db := openCompiledReal(t)
	names := []string{"Lord Vader", "Vader", "Lobot", "lord vadr", "1_168", "Space Vader", "Emperor", "Boba Fett"}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for k := range names {
				r := db.Resolve(names[(k+g)%len(names)])
				for _, c := range append(r.Match, r.Suggestions...) {
					if db.ByID(c.ID) != c && c.Face != "back" {
						t.Errorf("goroutine %d: two copies of card %s", g, c.ID)
					}
				}
			}
			if g%3 == 0 {
				db.All()
			}
		})
	}
	wg.Wait()
	all := db.All()
	for _, c := range db.Resolve("Vader").Match {
		if !slices.Contains(all, c) {
			t.Fatalf("Vader's %s is not the card in All()", c.GempID)
		}
	}
}

// smallDB is a database with every kind of index entry: abbrs, personas,
// a permanent pilot, an (AI) printing sharing a Gemp id, a two-sided card.
func smallDB() *DB {
	return NewDB([]*Card{
		{ID: "1", GempID: "1_1", Side: Dark, Title: "Grell Vantor", Type: "Character", Uniqueness: Unique, Personas: []string{"Grell"}, Abbr: []string{"GV"}, Power: N(3)},
		{ID: "2", GempID: "1_1", Side: Dark, Title: "Grell Vantor (AI)", Type: "Character", Personas: []string{"Grell"}, AI: true},
		{ID: "3", GempID: "2_5", Side: Light, Title: "Grell's Skiff", Type: "Starship", PermanentPersonas: []string{"pilot:Grell"},
			Effects: []Effect{{Kind: "immune_to_attrition", Value: 4, Span: [2]int{0, 5}, Quote: "Immun"}}},
		{ID: "4", GempID: "3_9", Side: Light, Title: "Front Side / Back Side", Type: "Objective", Back: "4-back"},
		{ID: "4-back", GempID: "3_9-back", Side: Light, Title: "Front Side / Back Side", Type: "Objective", Face: "back"},
	})
}

func encoded(tb testing.TB, db *DB) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := db.Encode(&buf); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// exercise calls every method of db, which must not panic whatever the
// bytes it was decoded from.
func exercise(db *DB) {
	for _, name := range []string{"Grell", "grell vantor", "GV", "1_1", "3_9-back", "Grel Vantr", "skiff", "Back Side", "4"} {
		db.Resolve(name)
		db.PersonaCards(name)
		if c := db.ByID(name); c != nil {
			db.Faces(c)
		}
	}
	db.Complete("g", 10)
	db.All()
	db.Entries()
	db.Stats()
	db.Err()
}

// TestDecodeDamagedNeverPanics flips each byte of a compiled database:
// Decode refuses it, or the database answers (a damaged card says so).
func TestDecodeDamagedNeverPanics(t *testing.T) {
	good := encoded(t, smallDB())
	said := 0
	for i := range good {
		for _, x := range []byte{0x01, 0x80, 0xff} {
			bad := bytes.Clone(good)
			bad[i] ^= x
			db, err := Decode(bytes.NewReader(bad))
			if err != nil {
				continue
			}
			exercise(db)
			// A card that could not be read carries the reason, and the
			// database reports damage exactly when one of its cards does.
			var says []string
			for _, c := range db.All() {
				for _, u := range c.Unparsed {
					if strings.Contains(u, "rebuild the index") {
						says = append(says, u)
					}
				}
			}
			if dbErr := db.Err(); (dbErr != nil) != (len(says) > 0) || (dbErr != nil && !slices.Contains(says, dbErr.Error())) {
				t.Fatalf("byte %d ^ %#x: db.Err() = %v, damaged cards say %q", i, x, dbErr, says)
			}
			if len(says) > 0 {
				said++
			}
		}
	}
	if said == 0 {
		t.Error("no flipped byte damaged a card that then said so")
	}
}

// sectionAt is where section s (0 text, 1 warnings, 2 offsets, 3 bodies,
// 4 the id index, ...) starts in a compiled database, read from its header.
func sectionAt(data []byte, s int) int {
	head := len(codecMagic) + 1
	at := head + u32*(2+sectionCount)
	for i := range s {
		at += int(binary.LittleEndian.Uint32(data[head+u32*(2+i):]))
	}
	return at
}

// firstCard is where the first card's body lies in a compiled database.
func firstCard(data []byte) (from, to int) {
	bodies := sectionAt(data, 3)
	return bodies, bodies + int(binary.LittleEndian.Uint32(data[sectionAt(data, 2)+u32:]))
}

func TestDamagedCardIsReportedWhenRead(t *testing.T) {
	data := encoded(t, smallDB())
	from, to := firstCard(data)
	copy(data[from:to], bytes.Repeat([]byte{0xff}, to-from)) // an overlong number
	db, err := Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("a damaged card body is found when the card is read, not at Decode: %v", err)
	}
	if c := db.ByID("2_5"); c == nil || c.Title != "Grell's Skiff" || db.Err() != nil {
		t.Fatalf("an intact card: %+v, err %v", c, db.Err())
	}
	first := db.All()[0]
	if db.Err() == nil || len(first.Unparsed) != 1 || !strings.Contains(first.Unparsed[0], "rebuild the index") {
		t.Errorf("damaged card: err %v, unparsed %q", db.Err(), first.Unparsed)
	}
}
