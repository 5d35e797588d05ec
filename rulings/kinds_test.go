package rulings_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/rulings"
)

// A game of two question kinds, to test the registry without any real game.
type (
	toyTable   struct{ name string }
	toyChecker struct{ path string }
	toyAsk     struct {
		Card  string `json:"card"`
		Times int    `json:"times,omitempty"`
	}
	toyQuestion struct{ rulings.Question }
	toyState    struct {
		Questions []toyQuestion `json:"questions"`
	}
)

var toyKinds rulings.Kinds[*toyTable, *toyChecker]

func (toyQuestion) ValueType(key string) reflect.Type { return toyKinds.ValueType(key) }

func (q *toyQuestion) UnmarshalYAML(unmarshal func(any) error) error {
	return toyKinds.Decode(unmarshal, &q.Question)
}

var (
	toyName = rulings.Register(&toyKinds, &rulings.GameRule[*toyTable, *toyChecker, string]{
		ID: "toy-name", Question: "name",
		Describe: func(s string) string { return "name: " + s },
		Run: func(t *toyTable, s string) rulings.Ruling {
			return rulings.Ruling{Verdict: rulings.Answer, Answer: t.name + " " + s}
		},
	})
	toyCount = rulings.Register(&toyKinds, &rulings.GameRule[*toyTable, *toyChecker, *toyAsk]{
		ID: "toy-count", Question: "count",
		Check: func(c *toyChecker, a *toyAsk) error {
			c.path = a.Card
			return nil
		},
		Describe: func(a *toyAsk) string { return "count: " + a.Card },
		Run: func(_ *toyTable, a *toyAsk) rulings.Ruling {
			return rulings.Ruling{Verdict: rulings.Answer, Answer: strings.Repeat("x", a.Times)}
		},
	})
)

func decodeToy(t *testing.T, src string) (*toyState, error) {
	t.Helper()
	st := &toyState{}
	_, err := rulings.DecodeYAML("t.yaml", []byte(src), st)
	return st, err
}

// TestKindsDecodeAndRun: each question decodes to its kind's type, is
// checked by its rule and answered by it, headed by the rule.
func TestKindsDecodeAndRun(t *testing.T) {
	st, err := decodeToy(t, "questions:\n  - name: Luke\n  - count: {card: Vader, times: 3}\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := toyKinds.IDs(); strings.Join(got, ",") != "toy-count,toy-name" {
		t.Errorf("IDs %v, want sorted by ID", got)
	}
	q0, q1 := &st.Questions[0].Question, &st.Questions[1].Question
	if q0.Key != "name" || q0.Value != "Luke" || q1.Key != "count" || q1.Value.(*toyAsk).Times != 3 {
		t.Fatalf("decoded %+v, %+v", q0, q1)
	}
	for _, q := range []*rulings.Question{q0, q1} {
		if err := toyKinds.OneKey(q); err != nil {
			t.Error(err)
		}
	}
	c := &toyChecker{}
	if err := toyKinds.Check(c, q1); err != nil || c.path != "Vader" {
		t.Errorf("check: %v, saw %q", err, c.path)
	}
	r := toyKinds.Run(&toyTable{name: "table"}, q0)
	if r.Rule != "toy-name" || r.Question != "name: Luke" || r.Answer != "table Luke" {
		t.Errorf("ruling %+v", r)
	}
}

// TestKindsOneKey: none or two keys, and an unknown key, are refused with
// the registered keys listed and the position of the question.
func TestKindsOneKey(t *testing.T) {
	st, err := decodeToy(t, "questions:\n  - {name: Luke, count: {card: X}}\n  - {name: \"\"}\n")
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"this one has 2", "this one has 0"} {
		err := toyKinds.OneKey(&st.Questions[i].Question)
		if err == nil || !strings.Contains(err.Error(), "exactly one key (count, name); "+want) {
			t.Errorf("question %d: %v", i, err)
		}
	}
	_, err = decodeToy(t, "questions:\n  - nmae: Luke\n")
	if err == nil || err.Error() != `t.yaml:2:5: unknown question "nmae": a question is a map with exactly one key (count, name)` {
		t.Errorf("unknown key: %v", err)
	}
	_, err = decodeToy(t, "questions:\n  - count: {card: X, tims: 2}\n")
	if err == nil || err.Error() != `t.yaml:2:22: unknown field "tims": the fields here are card, times` {
		t.Errorf("unknown field of a value (naming the fields allowed): %v", err)
	}
}

// TestRegisterRefusesTwice: two rules may not share an ID or a key.
func TestRegisterRefusesTwice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a second rule answering name registered")
		}
	}()
	var ks rulings.Kinds[*toyTable, *toyChecker]
	r := toyName
	rulings.Register(&ks, r)
	rulings.Register(&ks, &rulings.GameRule[*toyTable, *toyChecker, string]{ID: "other", Question: "name", Describe: r.Describe, Run: r.Run})
}
