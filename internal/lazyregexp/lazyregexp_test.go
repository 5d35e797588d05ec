package lazyregexp

import (
	"regexp"
	"testing"
)

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

func TestNewPanicsAtEveryUseOnInvalidExpression(t *testing.T) {
	re := New(`(unclosed`)
	for i := range 2 {
		func() {
			defer func() {
				r := recover()
				if r == nil {
					t.Fatalf("use %d of an invalid expression did not panic", i+1)
				}
				if msg, _ := r.(string); msg != "regexp: Compile(`(unclosed`): error parsing regexp: missing closing ): `(unclosed`" {
					t.Errorf("use %d panicked with %q, not regexp.MustCompile's message", i+1, r)
				}
			}()
			re()
		}()
	}
}

var declared func() *regexp.Regexp

// Declaring an expression is what every command pays at start-up, for
// each of some thousand expressions (sync.OnceValue over a closure took
// three allocations, a state of its own and the method value two): the
// method value is the one allocation left, the states coming from slabs.
func TestNewAllocatesOnce(t *testing.T) {
	exprs := []string{`a+b`, `c+d`}
	i := 0
	if n := testing.AllocsPerRun(200, func() { declared = New(exprs[i%2]); i++ }); n > 1 {
		t.Errorf("New allocates %v times, want 1 (a slab every %d)", n, slabSize)
	}
}
