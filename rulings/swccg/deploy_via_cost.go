package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// reViaModifier is an enabling clause's deploy modifier for the class it
// deploys ("deploy one starship (deploy -1)", "deploy a captain (or
// Imperial with armor) aboard (deploy -2)"): the class, then the change.
var reViaModifier = lazyregexp.New(`(?i)\bdeploy (?:one|a|an|any) (.+?)(?: aboard| here)? \(deploy ([-+]\d+)\)`)

// reClassAlternatives splits "captain (or Imperial with armor)" into its
// alternatives.
var reClassAlternatives = lazyregexp.New(`\s*\(or\s+|\)\s*$`)

// viaModifiers reads the via card's clause: a "(deploy -N)" after the
// class it deploys changes the cost of a card of that class, the card asked
// about or one deployed simultaneously with it by the same clause.
func (dp *deployment) viaModifiers(c *cards.Card) []modifier {
	if dp.clause == "" {
		return nil
	}
	m := reViaModifier().FindStringSubmatch(dp.clause)
	if m == nil {
		return nil
	}
	v, err := strconv.ParseFloat(m[2], 64)
	if err != nil {
		return nil
	}
	for _, alt := range reClassAlternatives().Split(m[1], -1) {
		if alt = strings.TrimSpace(alt); alt == "" {
			continue
		}
		if ok, _ := describes(alt, c); ok {
			return []modifier{{Value: v, From: fmt.Sprintf("%s's text %q, for %s", dp.d.ViaResolved.Title, strings.TrimSpace(m[0]), alt), Cites: []glossary.Ref{refDeployExamples}}}
		}
	}
	dp.r.Stepf([]glossary.Ref{refDeployExamples}, "%s's %q does not change %s's cost: it is not %s.", dp.d.ViaResolved.Title, strings.TrimSpace(m[0]), c.Title, m[1])
	return nil
}
