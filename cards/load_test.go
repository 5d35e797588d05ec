package cards

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

// writeCardDir makes a card directory with the given Dark.json and an
// empty Light.json.
func writeCardDir(t *testing.T, dark string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"Dark.json": dark, "Light.json": `{"cards": []}`} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const invented = `{
  "cards": [
    {"id": 1, "gempId": "900_1", "side": "Dark", "set": "900",
     "front": {"title": "•Grell Vantor", "type": "Character", "subType": "Imperial",
       "power": "3", "ability": "*", "gametext": "Immune to attrition < 4 while on Ord Mantell."}},
    {"id": 2, "gempId": "900_2", "side": "Dark", "set": "900",
     "front": {"title": "Sprocket Drone", "type": "Gizmo", "destiny": "½"}},
    {"id": 1, "gempId": "900_3", "side": "Dark", "set": "900",
     "front": {"title": "•Grell Vantor (V)", "type": "Character"}}
  ]
}`

func TestLoadWarnsOnDuplicateIDsAndUnknownTypes(t *testing.T) {
	db, err := Load(writeCardDir(t, invented))
	if err != nil {
		t.Fatal(err)
	}
	joined := strings.Join(db.Warnings, "\n")
	for _, want := range []string{"duplicate card id 1", `unknown type "Gizmo"`, "personas.tsv", "sets.json"} {
		if !strings.Contains(joined, want) {
			t.Errorf("warnings miss %q:\n%s", want, joined)
		}
	}
	if len(db.All()) != 2 {
		t.Fatalf("%d cards, want 2 (the duplicate dropped)", len(db.All()))
	}
	c := db.ByID("900_1")
	if c.Title != "Grell Vantor" || c.Uniqueness != Unique || c.Power != N(3) || !c.Ability.Star || c.Ability.Defined || c.Deploy.Defined {
		t.Errorf("card read as %+v", c)
	}
	if got := db.ByID("900_2").Destiny; got.Value != 0.5 || !got.Defined {
		t.Errorf("destiny ½ read as %+v", got)
	}
	if c.Personas == nil || c.Personas[0] != "Grell Vantor" {
		t.Errorf("same-title persona missing: %q", c.Personas)
	}
}

func TestLoadAcceptsByteOrderMark(t *testing.T) {
	db, err := Load(writeCardDir(t, "\ufeff"+invented))
	if err != nil || db.ByID("900_1") == nil {
		t.Fatalf("BOM file: %v", err)
	}
}

func TestLoadReportsMalformedFilesWithPosition(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"syntax", "{\n  \"cards\": [\n    {\"id\": 1,,}\n  ]\n}", "Dark.json:3:14: invalid character ','"},
		{"truncated", invented[:200], "Dark.json:5:"},
		{"type", "{\"cards\": [\n {\"id\": \"seven\"}]}", "Dark.json:2:15: field \"cards.id\": string where int was expected"},
		{"not a card file", `{"sets": []}`, "Dark.json:1:1: no \"cards\" list"},
		{"trailing", `{"cards": []} {}`, "extra data"},
		{"empty", "", "Dark.json:1:1:"},
		{"bom then junk", "\ufeff{\"cards\": x}", "Dark.json:1:12: invalid character 'x'"},
	} {
		_, err := Load(writeCardDir(t, tc.body))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to contain %q", tc.name, err, tc.want)
		}
	}
	if _, err := Load(t.TempDir()); err == nil || !strings.Contains(err.Error(), "Dark.json") {
		t.Errorf("missing files: %v", err)
	}
}

func TestLoadRealData(t *testing.T) {
	db := loadReal(t)
	if len(db.Warnings) != 0 {
		t.Errorf("warnings on the real data: %q", db.Warnings)
	}
	fronts, backs := 0, 0
	for _, c := range db.All() {
		if c.Face == "back" {
			backs++
			if f := db.ByID(strings.TrimSuffix(c.ID, "-back")); f == nil || f.Back != c.ID {
				t.Errorf("back %s not linked from its front", c.ID)
			}
		} else {
			fronts++
		}
	}
	if fronts != 3797 || backs != 63 {
		t.Errorf("%d fronts and %d backs, want 3797 and 63", fronts, backs)
	}
	v := db.ByID("1_168")
	if v.Title != "Darth Vader" || v.Side != Dark || v.Power != N(6) || v.Ability != N(6) || v.SetName != "Premiere" || !strings.Contains(v.GameText, "Immune to attrition < 5") {
		t.Errorf("Darth Vader read as %+v", v)
	}
	if ai := db.Resolve("Darth Vader, Emperor's Enforcer (AI)"); len(ai.Match) != 1 || !ai.Match[0].AI || ai.Match[0].GempID != "208_30" {
		t.Errorf("(AI) printing: %+v", ai)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	db := loadReal(t)
	back := roundTrip(t, db)
	if len(back.All()) != len(db.All()) {
		t.Fatalf("%d cards after decoding, want %d", len(back.All()), len(db.All()))
	}
	a, b := db.ByID("7_175"), back.ByID("7_175")
	if a.Title != b.Title || a.Power != b.Power || len(a.Effects) != len(b.Effects) || !reflect.DeepEqual(a.Effects, b.Effects) {
		t.Errorf("decoded card differs:\n%+v\n%+v", a, b)
	}
	if r := back.Resolve("Space Vader"); len(r.Match) != 1 || r.Match[0].GempID != "1_168" {
		t.Errorf("decoded db does not resolve: %+v", r)
	}
	if _, err := Decode(strings.NewReader("not gob")); err == nil {
		t.Error("garbage decoded")
	}
}

func BenchmarkLoad(b *testing.B) {
	dir := testenv.Shared(b, "cards")
	for b.Loop() {
		if _, err := Load(dir); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	var buf bytes.Buffer
	if err := loadReal(b).Encode(&buf); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Decode(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestPendingEntriesAreTheDatabases: the search entries LoadPending gives
// before the effects are read are those of the finished database.
func TestPendingEntriesAreTheDatabases(t *testing.T) {
	p, err := LoadPending(testenv.Shared(t, "cards"))
	if err != nil {
		t.Fatal(err)
	}
	early := p.Entries()
	db := p.DB()
	if !reflect.DeepEqual(early, db.Entries()) {
		t.Fatal("the entries given before the effects differ from the database's")
	}
	if c := db.ByID("1_168"); c == nil || len(c.Effects) == 0 {
		t.Fatalf("DB returned before the effects were read: %+v", c)
	}
}

// TestLoadedNotReadIsUnread: the sentences a load lists as not read, kept
// per distinct sentence, are those Unread finds in the card's own text.
func TestLoadedNotReadIsUnread(t *testing.T) {
	some := 0
	for _, c := range loadReal(t).All() {
		fresh := *c
		fresh.NotRead = nil
		if want := fresh.Unread(); !reflect.DeepEqual(c.NotRead, want) {
			t.Fatalf("%s: loaded %v, Unread %v", c.GempID, c.NotRead, want)
		}
		some += len(c.NotRead)
	}
	if some == 0 {
		t.Error("no card has a sentence not read")
	}
}
