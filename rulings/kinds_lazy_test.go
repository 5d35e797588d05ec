package rulings

import (
	"fmt"
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

// TestRegisterAllocatesLittle: some hundred rules register at every
// command's start-up; a registration records the rule (its Kind and the
// three functions that erase its question's type) and formats nothing:
// the struct field's name and tags are made with the decoding struct.
func TestRegisterAllocatesLittle(t *testing.T) {
	const n = 200
	rules := make([]*GameRule[int, int, string], n+1)
	for i := range rules {
		id := fmt.Sprintf("rule-%d", i)
		rules[i] = &GameRule[int, int, string]{ID: id, Question: id, Schema: "description=a question",
			Describe: func(string) string { return "" }, Run: func(int, string) Ruling { return Ruling{} },
			Check: func(int, string) error { return nil }}
	}
	ks := Kinds[int, int]{added: make([]*Kind[int, int], 0, n+1)}
	i := 0
	if got := testing.AllocsPerRun(n, func() { Register(&ks, rules[i]); i++ }); got > 4 {
		t.Errorf("Register allocates %v times, want at most 4", got)
	}
	if f := ks.Fields()[0]; f.Name != "QRULE_0" || f.Tag != `json:"rule-0,omitempty" jsonschema:"description=a question"` {
		t.Errorf("first use made the field %s `%s`", f.Name, f.Tag)
	}
}
