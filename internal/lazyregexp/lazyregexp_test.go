package lazyregexp

import "testing"

func TestNewCompilesOnceOnFirstUse(t *testing.T) {
	re := New(`^a+(b)$`)
	first := re()
	if !first.MatchString("aab") || first.MatchString("ba") {
		t.Fatalf("%v does not behave as ^a+(b)$", first)
	}
	if re() != first {
		t.Fatal("a second call compiled the expression again")
	}
}

func TestNewPanicsAtFirstUseOnInvalidExpression(t *testing.T) {
	re := New(`(unclosed`)
	defer func() {
		if recover() == nil {
			t.Fatal("an invalid expression did not panic at its first use")
		}
	}()
	re()
}
