package rulings

import (
	"slices"
	"testing"
)

// TestRegisterDerivesNothing: a registration, run at every command's
// start-up, only records the rule; the order and the decoding struct are
// made on first use, and a rule registered after that is refused.
func TestRegisterDerivesNothing(t *testing.T) {
	var ks Kinds[int, int]
	rule := func(id, key string) *GameRule[int, int, string] {
		return &GameRule[int, int, string]{ID: id, Question: key,
			Describe: func(string) string { return "" }, Run: func(int, string) Ruling { return Ruling{} }}
	}
	Register(&ks, rule("zeta", "z"))
	Register(&ks, rule("alpha", "a"))
	if ks.form != nil || ks.list != nil {
		t.Fatalf("registering built the registry: form %v, list %d", ks.form, len(ks.list))
	}
	if got := ks.IDs(); !slices.Equal(got, []string{"alpha", "zeta"}) {
		t.Errorf("IDs() = %v, want sorted [alpha zeta]", got)
	}
	if ks.form == nil || ks.form.NumField() != 2 {
		t.Errorf("first use made no decoding struct of two fields: %v", ks.form)
	}
	defer func() {
		if recover() == nil {
			t.Error("a rule registered after first use was accepted")
		}
	}()
	Register(&ks, rule("late", "l"))
}
