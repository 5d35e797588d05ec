package swccg

import (
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Readers of the game text a deployment depends on: the enabling clause
// and its timing, "Use N Force to deploy", "deploys free", cost modifiers
// on other cards and locations, capacity. Each reads only the phrasings
// the rulebook's examples and their cards use; anything else is left to
// the file (met:, modifiers:, cost:).

// sentences cuts game text at full stops outside parentheses, and at " OR "
// (alternatives of one card's text).
func sentences(text string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range text {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case '.':
			if depth <= 0 {
				out = append(out, strings.TrimSpace(text[start:i+1]))
				start = i + 1
			}
		}
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	var split []string
	for _, s := range out {
		for _, alt := range strings.Split(s, " OR ") {
			if alt = strings.TrimSpace(alt); alt != "" {
				split = append(split, alt)
			}
		}
	}
	return split
}

// enablingClause picks the sentence of the via card's text that deploys:
// the one holding words when given, else the first that mentions deploying.
// several reports that more than one sentence could have been meant.
func enablingClause(text, words string) (clause string, several bool) {
	var found []string
	for _, s := range sentences(text) {
		if words != "" {
			if strings.Contains(glossary.Fold(s), glossary.Fold(words)) {
				return s, false
			}
			continue
		}
		if strings.Contains(strings.ToLower(s), "deploy") && !reOwnPlacement().MatchString(s) {
			found = append(found, s)
		}
	}
	if len(found) == 0 {
		return "", false
	}
	return found[0], len(found) > 1
}

// reOwnPlacement is a card's own "Deploy on table" / "Use 2 Force to
// deploy on X": how the enabling card itself deploys, not what it deploys.
var reOwnPlacement = lazyregexp.New(`(?i)^(?:use \d+ force to )?deploy (?:only )?(?:on|at|to) `)

var (
	reDuringPhase = lazyregexp.New(`(?i)\bduring (?:your|each of your|opponent's|any) (\w+) phases?`)
	reOwnTiming   = lazyregexp.New(`(?i)\b(immediately|as a 'react'|at (?:the )?end of [^,.]+|when [^,.]+|whenever [^,.]+|if [^,.]*just [^,.]+|if effect canceled[^,.]*|during (?:a |any )?battle)`)
	reNoTiming    = lazyregexp.New(`(?i)\b(once per (?:game|turn)|deploys? [+-]\d+ [^,.]+)`)
)

// clauseTiming reads the timing an enabling clause gives: phase "deploy"
// (or another phase name), or own (a trigger such as "immediately").
// Neither found means the clause gives none.
func clauseTiming(clause string) (phase, own, none string) {
	if m := reDuringPhase().FindStringSubmatch(clause); m != nil {
		return strings.ToLower(m[1]), "", ""
	}
	if m := reOwnTiming().FindStringSubmatch(clause); m != nil {
		return "", m[1], ""
	}
	if m := reNoTiming().FindStringSubmatch(clause); m != nil {
		return "", "", m[1]
	}
	return "", "", ""
}

// reUseForce is "Use N Force to deploy on/at/to WHERE" (N may be X,
// defined after WHERE: "where X = (7 - warrior's ability)").
var (
	reUseForce = lazyregexp.New(`(?i)^(?:use (\d+|X) force to )?deploy (?:(?:only )?(?:on|at|to) )?(.*?)\.?$`)
	reWhereX   = lazyregexp.New(`(?i),?\s+where X = .*$`)
)

// textCost is a deploy cost stated in game text ("Use 2 Force to deploy
// on ..."), for a card without a cost box.
type textCost struct {
	Value  float64
	Where  string // where this clause deploys it
	Clause string
	Stated bool // "Use N Force" given; else the clause deploys it with no cost
	X      bool // the N is X, which the clause defines against the host
}

// costClauses lists the card's "Deploy on X" / "Use N Force to deploy on X" clauses.
func costClauses(c *cards.Card) []textCost {
	var out []textCost
	for _, s := range sentences(c.GameText) {
		low := strings.ToLower(s)
		if !strings.HasPrefix(low, "deploy") && !strings.HasPrefix(low, "use ") {
			continue
		}
		m := reUseForce().FindStringSubmatch(s)
		if m == nil {
			continue
		}
		tc := textCost{Where: strings.TrimSpace(reWhereX().ReplaceAllString(m[2], "")), Clause: s}
		switch {
		case strings.EqualFold(m[1], "x"):
			tc.X, tc.Stated = true, true
		case m[1] != "":
			v, _ := strconv.ParseFloat(m[1], 64)
			tc.Value, tc.Stated = v, true
		}
		out = append(out, tc)
	}
	return out
}

// reFree is "deploys free" / "deploy for free" with what follows.
var reDeployingFree = lazyregexp.New(`(?i)\bby deploying\b[^.;]*?\((?:for )?free\)`)

var reFree = lazyregexp.New(`(?i)\b(that )?deploys? (?:for )?free\b([^.;()]*)`)

// ownFree reads "Deploys free aboard Blizzard Scout 1" in the card's text:
// the condition after it ("aboard Blizzard Scout 1"), found says it has one.
func ownFree(c *cards.Card) (cond, quote string, found bool) {
	for _, m := range reFree().FindAllStringSubmatch(c.GameText, -1) {
		if m[1] != "" {
			continue
		}
		return strings.TrimSpace(m[2]), strings.TrimSpace(m[0]), true
	}
	return "", "", false
}

// clauseFree says an enabling clause deploys the card free ("may
// immediately deploy for free"), not a clause describing what it fetches
// ("an Effect that deploys for free").
func clauseFree(clause string) bool {
	if reDeployingFree().MatchString(clause) {
		return true // "you may 'react' by deploying any one non-unique blaster (for free) on Laudica"
	}
	for _, m := range reFree().FindAllStringSubmatch(clause, -1) {
		if m[1] == "" {
			return true
		}
	}
	return false
}

var (
	// reFreeFor is "(Boba Fett deploy free)": a named card deploys free.
	reFreeFor = lazyregexp.New(`\(([^()]+?) deploys? (?:for )?free\)`)
	// reSubtracts is "Subtracts N from deploy cost of X at same site".
	reSubtracts = lazyregexp.New(`(?i)subtracts (\d+) from (?:the )?deploy cost of ([^.(;]+?) at same site`)
	// reYourDeploy is a location's "Your X (are) deploy -N here" or "deploy free here".
	reYourDeploy = lazyregexp.New(`(?i)\byour ([^.;]+?) (?:are )?deploys? ([+-]\s?\d+|free)\b(?: \([^)]*\))?( here)?`)
	// reIgnoreLocation is an Effect letting cards deploy at its site
	// regardless of location deployment restrictions.
	reIgnoreLocation = lazyregexp.New(`(?i)may deploy (\w+)[^.]*(?:regardless of|despite) (?:location )?deployment restrictions`)
	reClauseIgnores  = lazyregexp.New(`(?i)(?:regardless of|despite|ignoring) (?:location )?deployment restrictions`)
)

// sideText is the part of a location's game text for one player: the
// text after "Light:" (or "Dark:") up to the other side's label.
func sideText(text string, s table.Side) string {
	label, other := "Light:", "Dark:"
	if s == table.Dark {
		label, other = other, label
	}
	i := strings.Index(text, label)
	if i < 0 {
		return ""
	}
	rest := text[i+len(label):]
	if j := strings.Index(rest, other); j >= 0 {
		rest = rest[:j]
	}
	return strings.TrimSpace(rest)
}

// capacity is what a vehicle or starship "May add": pilots, passengers,
// seats either may take, astromechs; -1 for unlimited.
type capacity struct {
	Pilots, Passengers, Either int
	Text                       string
}

var (
	reMayAdd  = lazyregexp.New(`(?i)may add ([^.]+)`)
	reAddItem = lazyregexp.New(`(?i)^(\d+|unlimited) (pilots?(?: or passengers?)?|passengers?(?: or pilots?)?|astromechs?)`)
)

// capacityOf reads the card's capacity effects (cards: "May add 1 pilot
// and 3 passengers" is one effect per kind), else the "May add" words.
func capacityOf(c *cards.Card) capacity {
	if cp, ok := capacityEffects(c); ok && !strings.Contains(strings.ToLower(c.GameText), "unlimited") {
		return cp
	}
	var cp capacity
	m := reMayAdd().FindStringSubmatch(c.GameText)
	if m == nil {
		return cp
	}
	cp.Text = strings.TrimSpace(m[0])
	for _, item := range strings.FieldsFunc(strings.ReplaceAll(strings.ReplaceAll(m[1], " and ", ","), ", ", ","), func(r rune) bool { return r == ',' }) {
		im := reAddItem().FindStringSubmatch(strings.TrimSpace(item))
		if im == nil {
			continue
		}
		n := -1
		if im[1] != "unlimited" {
			n, _ = strconv.Atoi(im[1])
		}
		cp.set(im[2], n)
	}
	return cp
}

// room says whether one more card fits in the role, given the occupants
// already aboard in each role.
func (cp capacity) room(role string, pilots, passengers int) bool {
	free := func(limit, used int) int {
		if limit < 0 {
			return 1 << 20
		}
		return limit - used
	}
	either := free(cp.Either, 0)
	p, q := free(cp.Pilots, pilots), free(cp.Passengers, passengers)
	if p < 0 {
		either += p
	}
	if q < 0 {
		either += q
	}
	if role == "pilot" {
		return p > 0 || either > 0
	}
	return q > 0 || either > 0
}

// hasIcon is true when the card prints the icon ("Pilot", "Endor").
func hasIcon(c *cards.Card, icon string) bool {
	for _, i := range c.Icons {
		if strings.EqualFold(i, icon) || strings.HasPrefix(strings.ToLower(i), strings.ToLower(icon)+" ") {
			return true
		}
	}
	return false
}

// hasCharacteristic is true for "spy" on a card whose characteristics list it.
func hasCharacteristic(c *cards.Card, ch string) bool {
	for _, x := range c.Characteristics {
		if strings.EqualFold(x, ch) {
			return true
		}
	}
	return false
}

// describes reads a game text's description of cards ("your droids and
// [Endor] Rebels", "pilots", "Bounty hunters", "Boba Fett") against a
// card: some listed term has every word in the card's title, type,
// subtype, characteristics, designations ("Mining Droid") or icons, or
// names one of its personas.
func describes(phrase string, c *cards.Card) (matched bool, byPersona string) {
	phrase = strings.ReplaceAll(iconTagWords().ReplaceAllString(phrase, "$1"), "-", " ")
	words := map[string]bool{}
	add := func(s string) {
		for _, w := range strings.Fields(glossary.Fold(strings.NewReplacer("/", " ", ":", " ", "-", " ").Replace(s))) {
			words[singular(strings.Trim(w, ",.'()"))] = true
		}
	}
	add(c.Title)
	add(c.Type)
	add(c.SubType)
	for _, x := range c.Characteristics {
		add(x)
	}
	for _, x := range c.Designations {
		add(x)
	}
	for _, x := range c.Icons {
		add(x)
	}
	for _, term := range splitTerms(phrase) {
		term = slices.DeleteFunc(term, func(w string) bool { return w == "any" || w == "a" || w == "an" || w == "one" || w == "of" })
		name := strings.Join(term, " ")
		for _, p := range personasOf(c) {
			if glossary.Fold(p.Name) == name || singular(glossary.Fold(p.Name)) == name {
				return true, p.Name
			}
		}
		if name == "pilot" && c.Type != "Character" {
			continue // a permanent pilot's icon does not make a starship a pilot
		}
		ok := len(term) > 0
		for _, w := range term {
			ok = ok && words[w]
		}
		if ok {
			return true, ""
		}
	}
	return false, ""
}

// hostWords is the host a "Deploy on X" clause names, without where it
// must be ("your spy at a site" is "your spy").
func hostWords(where string) string {
	for _, cut := range []string{" at ", " where ", " (", " present", " from "} {
		if i := strings.Index(where, cut); i > 0 {
			where = where[:i]
		}
	}
	return where
}

// iconTagWords turns "[Endor] Rebels" into "Endor Rebels".
var iconTagWords = lazyregexp.New(`\[([^\]]*)\]`)

// a is the indefinite article for a lower-cased noun phrase.
func a(noun string) string {
	if noun != "" && strings.ContainsRune("aeiou", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

// excerpt keeps a quoted clause of game text short: its first words.
func excerpt(s string) string {
	words := strings.Fields(strings.TrimSuffix(strings.TrimSpace(s), "."))
	if len(words) <= 9 {
		return strings.Join(words, " ")
	}
	return strings.Join(words[:9], " ") + " …"
}

// capacityEffects reads the pilot and passenger capacity effects; ok is
// false when the card has none of those (an "unlimited" count is read from
// the words).
func capacityEffects(c *cards.Card) (cp capacity, ok bool) {
	for _, e := range c.Effects {
		if e.Kind != "capacity" || e.Value <= 0 {
			continue
		}
		if cp.set(e.Target, int(e.Value)) {
			cp.Text, ok = strings.TrimSpace(e.Quote), true
		}
	}
	return cp, ok
}

// set records n seats of the kind named ("pilots", "passengers", "pilot
// or passenger"); false for another kind (astromechs, vehicles).
func (cp *capacity) set(what string, n int) bool {
	what = strings.ToLower(what)
	switch {
	case strings.Contains(what, " or "):
		cp.Either = n
	case strings.HasPrefix(what, "pilot"):
		cp.Pilots = n
	case strings.HasPrefix(what, "passenger"):
		cp.Passengers = n
	default:
		return false
	}
	return true
}
