package rulings

import (
	"errors"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// A table saved with Windows (CRLF) or old Mac (CR) line ends is told the
// line a judge sees in an editor: go-yaml alone counted the CRLF after a
// comment twice.
func TestYAMLErrorLineWithCRLF(t *testing.T) {
	for name, data := range map[string]string{
		"crlf after comment": "# a table\r\n# more\r\nquestions: 0\r\n",
		"cr":                 "# a table\r# more\rquestions: 0\r",
		"lf":                 "# a table\n# more\nquestions: 0\n",
	} {
		var v struct {
			Questions []string `json:"questions"`
		}
		_, err := DecodeYAML("t.yaml", []byte(data), &v)
		var ge *glossary.Error
		if !errors.As(err, &ge) || ge.Line != 3 {
			t.Errorf("%s: error %v, want one at line 3", name, err)
		}
	}
}
