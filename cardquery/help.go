package cardquery

import (
	"fmt"
	"strings"
)

// Help is the reference "judge help cards-query" prints, built from
// Fields so that it lists exactly what the parser accepts.
func Help() string {
	var b strings.Builder
	b.WriteString(`"judge cards find QUERY" (and GET /api/cards?q=QUERY, and the page's card
search) lists the cards a query matches, with a line that says in words
what was searched. Quote the query for the shell:

  judge cards find 'text:"immune to attrition" side:dark type:character power>=5 icon:pilot'

A query is terms separated by spaces; every term must match (AND is
implied; writing AND is allowed). "A OR B" matches either; AND binds
tighter than OR. "-TERM" excludes; parentheses group:
  (icon:pilot OR icon:warrior) -type:character side:light

A term is FIELD OPERATOR VALUE, or a bare word or "quoted phrase", which
matches the title or the game text. Quote a value with spaces or a colon:
set:"Death Star II". Matching ignores case, accents and punctuation; text
matches at the start of words (title:vad finds Vader).

Operators: ":" contains (text), has (labels), equals (numbers); "=" the
whole value equals; numbers also take != < <= > >=. A card without a
number matches no comparison on it (no power is not power 0); "*" is the
value of a number printed as a star: power:*.

Fields (aliases in brackets) and the operators they take:

`)
	for _, f := range Fields {
		name := f.Name
		if len(f.Aliases) > 0 {
			name += " [" + strings.Join(f.Aliases, ", ") + "]"
		}
		fmt.Fprintf(&b, "  %-31s %-17s %s\n", name, opList(f.Ops), f.Doc)
	}
	b.WriteString(`
A bad field, operator or value is a usage error (exit status 2; HTTP 400)
giving its column in the query and the valid names. No card found is exit
status 4. Reference and JSON schema: cardquery/README.md.`)
	return b.String()
}
