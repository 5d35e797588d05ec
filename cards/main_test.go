package cards

import (
	"os"
	"testing"
)

// What package initialisation left: test files' init functions run after
// every other file's, so this is the state a command starts main with.
var madeAtStartUp, listedAtStartUp int

func init() { madeAtStartUp, listedAtStartUp = len(extractors), len(registering) }

func TestMain(m *testing.M) {
	registered() // tests range over extractors directly
	os.Exit(m.Run())
}

// Every command links the extractors and few read a card's text: start-up
// lists them, the first reading makes them.
func TestExtractorsAreMadeOnFirstUse(t *testing.T) {
	if madeAtStartUp != 0 || listedAtStartUp == 0 {
		t.Errorf("at start-up %d extractors were made and %d listed; want none made, all listed", madeAtStartUp, listedAtStartUp)
	}
	if got := len(registered()); got != listedAtStartUp {
		t.Errorf("%d extractors made of the %d listed", got, listedAtStartUp)
	}
}
