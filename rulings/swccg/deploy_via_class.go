package swccg

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// An enabling clause that deploys a kind of card ("deploy one starship
// (deploy -1) and/or one pilot to a system", "deploy an Effect that …",
// "deploy a weapon on her") deploys only cards of that kind: the rulebook's
// own example, "This Deal Is Getting Worse All The Time may deploy an
// Effect named Secret Plans but not a Defensive Shield". Only words naming
// card kinds are read; a clause deploying "both", "with a pilot" or a
// kind qualified by more than the engine reads stays an assumption.

var viaDeploysOnly = narrow(refDeploy, "may deploy an Effect named Secret Plans but not a Defensive Shield")

var (
	// reClauseDeploys is the verb and what follows it, up to where the
	// clause says where, how or from what pile.
	reClauseDeploys = lazyregexp.New(`(?i)\bdeploy(?:ing)? (.+?)(?:\s+(?:to|aboard|on|at|here|there|from|even|for|as|that|which|if|simultaneously|into)\b|[.;,]|$)`)
	reClauseAside   = lazyregexp.New(`\s*\([^)]*\)`)
	reUpTo          = lazyregexp.New(`(?i)\bup to (?:one|two|three|four|five|six|\d+)\s+`)
	// reKindQualifier: words after the kinds that narrow them ("that deploys
	// for free on table").
	reKindQualifier = lazyregexp.New(`(?i)^\s+(?:that|which|if)\b[^.;]*`)
	// reMoreKinds: the kinds go on after the place ("here or a …").
	reMoreKinds = lazyregexp.New(`(?i)^\s*(?:here|there)\s+(?:or|and)\b`)
)

// cardKinds are the nouns a deploying clause names kinds of cards by.
var cardKinds = map[string]bool{
	"character": true, "starship": true, "starfighter": true, "vehicle": true, "pilot": true, "driver": true,
	"warrior": true, "weapon": true, "device": true, "effect": true, "alien": true, "droid": true,
	"creature": true, "jedi": true, "spy": true, "trooper": true, "stormtrooper": true, "smuggler": true,
	"lightsaber": true, "tie": true, "blaster": true, "card": true, // "by deploying cards": any card
}

// clauseKinds reads the kinds of card an enabling clause deploys; known
// is false when some term is not a kind the engine reads.
func clauseKinds(clause string) (kinds []string, known bool) {
	kinds, _, known = clauseKindsQualified(clause)
	return kinds, known
}

// clauseKindsQualified is clauseKinds with the words qualifying the kinds
// ("that deploys for free on table …"), which the engine does not read.
func clauseKindsQualified(clause string) (kinds []string, qualifier string, known bool) {
	clause = reUpTo().ReplaceAllString(clause, "") // "deploy up to four troopers"
	for _, at := range reClauseDeploys().FindAllStringSubmatchIndex(clause, -1) {
		what := glossary.Fold(clause[at[2]:at[3]])
		if strings.HasPrefix(what, "phase") {
			continue // "During your deploy phase, deploy …"
		}
		rest := clause[at[3]:]
		if reMoreKinds().MatchString(rest) {
			return nil, "", false // "deploy a droid here or a Restraining Bolt"
		}
		if strings.Contains(what, "(") && !strings.Contains(what, ")") {
			return nil, "", false // an aside the cut split: not read
		}
		if m := reKindQualifier().FindString(rest); m != "" {
			qualifier = strings.TrimSpace(m)
		}
		what = strings.ReplaceAll(reClauseAside().ReplaceAllString(what, ""), "and/or", "or")
		for _, term := range splitTerms(what) {
			var words []string
			for _, w := range term {
				switch w {
				case "one", "a", "an", "any", "your", "up", "to", "two", "three", "four":
					continue
				}
				words = append(words, w)
			}
			if len(words) == 0 || !cardKinds[singular(words[len(words)-1])] || slices.Contains(words, "with") {
				return nil, "", false
			}
			kinds = append(kinds, strings.Join(words, " "))
		}
		return kinds, qualifier, len(kinds) > 0
	}
	return nil, "", false
}

// viaKind decides whether the via card's clause deploys c by the kinds it
// names; decided is false when the clause names none the engine reads.
func (dp *deployment) viaKind(c *cards.Card, clause string) (decided bool) {
	kinds, qualifier, known := clauseKindsQualified(clause)
	if !known {
		return false
	}
	v := dp.d.ViaResolved
	only := []glossary.Ref{viaDeploysOnly}
	if strings.Contains(glossary.Fold(kindList(kinds)), "unique") {
		only = append(only, glossNonUnique)
	}
	for _, k := range kinds {
		k, fits := uniquenessFits(k, c)
		if !fits {
			continue
		}
		if ok, _ := describes(k, c); ok || k == "card" || k == "cards" {
			if qualifier != "" {
				dp.r.Assume("%s is taken to be %s %q (not read)", c.Title, a(k), qualifier)
			}
			dp.r.Stepf(append([]glossary.Ref{refDeploy}, only...), "%s lets it deploy: %q deploys %s, and %s is one.", v.Title, excerpt(clause), kindList(kinds), c.Title)
			return true
		}
	}
	dp.r.Stepf(only, "%s's clause %q deploys %s only; %s is none of them.", v.Title, excerpt(clause), kindList(kinds), c.Title)
	dp.block("%s's clause does not deploy %s", v.Title, c.Title)
	return true
}

// uniquenessFits reads a kind's "non-unique" ("Any card with no dots or
// with two or more dots (••) is non-unique", Glossary) or "unique": the
// kind without it, and whether c is so.
func uniquenessFits(kind string, c *cards.Card) (rest string, fits bool) {
	f := glossary.Fold(kind)
	for _, q := range []string{"non-unique ", "non unique ", "unique "} {
		if rest, ok := strings.CutPrefix(f, q); ok {
			unique := c.Uniqueness == cards.Unique
			return rest, unique == (q == "unique ")
		}
	}
	return kind, true
}

// kindList: "a starship or a pilot".
func kindList(kinds []string) string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = a(k)
	}
	return strings.Join(out, " or ")
}
