package swtcg

import (
	"github.com/goccy/go-yaml"
)

// IsTableFile reports whether data is a table file for this package: a
// YAML or JSON map whose top-level "game:" is swtcg. "judge ruling" uses
// it to choose between this engine and the Star Wars CCG one; it never
// fails, a file it cannot read being simply not a Star Wars TCG file.
func IsTableFile(data []byte) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	var head struct {
		Game string `json:"game"`
	}
	if err := yaml.Unmarshal(data, &head); err != nil {
		return false
	}
	return head.Game == Game
}
