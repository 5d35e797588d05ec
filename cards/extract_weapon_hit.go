package cards

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// "If destiny -1 > defense value, target hit.", "If destiny = ability,
// target is 'hit.'": a hit whose condition opens the sentence (the other
// order, "Target hit if destiny +2 > …", is weapon_hit's own shape). Kind
// weapon_hit; Value what is added to the destiny (0 for none or X); the
// comparison is the condition (`destiny`).
func init() {
	tightPhrase{
		phrase: phrase{
			name:    "weapon_hit_after_condition",
			kind:    "weapon_hit",
			trigger: `(?i)\btarget(?:\(s\))? (?:is )?['‘]?hit\b`,
			lead:    `(?i)^(?:OR\s+)?\{?if\}? (?:total )?(?:weapon )?destiny\b[^.;]*,\s+$`,
			shape:   `(?i)^target(?:\(s\))? (?:is )?['‘]?hit(?:['’]|\.['’])?`,
		},
		finish: hitValue,
	}.register()
}

// reDestinyAdd is what the condition adds to destiny: "destiny -1 >".
var reDestinyAdd = lazyregexp.New(`(?i)\bdestiny\s*([+-])\s*(\d+)\s*[>=≥]`)

func hitValue(e *Effect) {
	if i := strings.LastIndex(e.Quote, ","); i > 0 && e.Condition == "" {
		e.Condition = strings.TrimSpace(strings.TrimPrefix(e.Quote[:i], "OR ")) // the lead read it
	}
	m := reDestinyAdd().FindStringSubmatch(e.Condition)
	if m == nil {
		return
	}
	n, _ := strconv.Atoi(m[2])
	if m[1] == "-" {
		n = -n
	}
	e.Value = float64(n)
}
