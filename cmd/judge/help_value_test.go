package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHelpTableStateValue: the table-state topic names the value question
// and its stats.
func TestHelpTableStateValue(t *testing.T) {
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetArgs([]string{"help", "table-state"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"value:"`, "defense_value", "total_power", `"sabacc:"`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("judge help table-state lacks %q:\n%s", want, out.String())
		}
	}
}
