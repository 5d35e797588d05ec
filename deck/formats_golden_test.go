package deck

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/internal/testenv"
)

var loadRealFormats = sync.OnceValues(func() (*Formats, error) {
	return LoadFormats(filepath.Join(testenv.SharedDir(), "cards"))
})

// realFormats are the Players Committee's formats of the shared card
// directory, named by the file's base name so the goldens do not depend
// on where the directory is.
func realFormats(t *testing.T) *Formats {
	t.Helper()
	testenv.Shared(t, "cards/"+FormatsFile)
	fs, err := loadRealFormats()
	if err != nil {
		t.Fatal(err)
	}
	fs.File = FormatsFile
	return fs
}

func parseTestdata(t *testing.T, file string) *Decklist { return parseBench(t, file) }

func parseBench(t testing.TB, file string) *Decklist {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(filepath.Base(file), data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestGoldenFormatDecks checks each testdata/formats decklist in the
// format of its "# format:" header, against the real formats file: one
// deck per kind of rule (legal sets, bans, "valid" exceptions, banned
// icons, banned rarities, deck size, special rules). Each finding cites
// the format and its line in swccgFormats.json; each input's comment says
// which cards break which rule, from the card files.
func TestGoldenFormatDecks(t *testing.T) {
	fs := realFormats(t)
	golden.Run(t, "testdata/formats/*.txt", func(t *testing.T, file string) []byte {
		d := parseTestdata(t, file)
		f, err := fs.Select("", d)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := WriteText(&got, CheckIn(d, testcards.DB(t), "", fs, f), nil); err != nil {
			t.Fatal(err)
		}
		return got.Bytes()
	})
}

// TestGoldenAllFormats prints the --all-formats matrix of two
// tournament-style 60-card decks, one of each side, in every format of
// the real formats file.
func TestGoldenAllFormats(t *testing.T) {
	fs := realFormats(t)
	golden.Run(t, "testdata/allformats/*.txt", func(t *testing.T, file string) []byte {
		d := parseTestdata(t, file)
		var got bytes.Buffer
		if err := WriteMatrixText(&got, NewMatrix(fs, CheckAllFormats(d, testcards.DB(t), "", fs))); err != nil {
			t.Fatal(err)
		}
		return got.Bytes()
	})
}
