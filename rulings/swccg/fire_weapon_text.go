package swccg

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// weapon is a weapon's card and what its text says about firing it: a
// weapon card on table, or the permanent weapon of the card carrying it.
type weapon struct {
	name      string
	piece     *table.Piece // the weapon card; the bearer for a permanent weapon
	bearer    *table.Piece // the card it is deployed on, or the permanent weapon's bearer
	permanent bool
	// text is the weapon's own text: the card's game text, or the
	// parenthesis after "Permanent weapon is •X".
	text   string
	target *cards.Effect // its first "may target …"
	hit    *cards.Effect // its "target hit if destiny +N > defense value"
	effs   []cards.Effect
}

// readWeapon finds the weapon named: a card on table (a character naming
// its own permanent weapon counts) or a permanent weapon's title.
func readWeapon(t *table.Table, name string) *weapon {
	w := &weapon{name: name}
	if p := t.Piece(name); p != nil {
		w.piece, w.bearer, w.name = p, p.Host, p.Name
		w.text = p.Card.GameText
		if title := table.PermanentWeapon(p); title != "" && p.Card.Type != "Weapon" {
			w.permanent, w.bearer, w.name = true, p, title
		}
	} else if b := t.PermanentWeaponBearer(name); b != nil {
		w.piece, w.bearer, w.permanent, w.name = b, b, true, table.PermanentWeapon(b)
	}
	if w.piece == nil {
		return w
	}
	if w.piece.Entry.TextOff() {
		return w
	}
	start := 0
	if w.permanent {
		w.text, start = permanentText(w.piece.Card.GameText)
	}
	for _, e := range w.piece.Card.Effects {
		// a permanent weapon's effects lie in its parenthesis (the
		// destiny and hit extractors quote from "Permanent weapon is")
		if w.permanent && e.Span[1] <= start {
			continue
		}
		w.effs = append(w.effs, e)
	}
	for i := range w.effs {
		switch e := &w.effs[i]; {
		case e.Kind == "weapon_target" && w.target == nil:
			w.target = e
			w.widenTarget(w.piece.Card.GameText)
		case e.Kind == "weapon_hit" && w.hit == nil:
			w.hit = e
		}
	}
	return w
}

// fire-weapon reads these words of a weapon's text itself (how often it
// fires, a hit's forfeit = 0, its phase, X, an outcome other than a hit, no
// power source needed, a target list with a parenthesis): its rulings do
// not list them as not read.
func init() {
	ownReadings[FireWeapon.ID] = func(c *cards.Card) [][2]int {
		var spans [][2]int
		for _, re := range []*regexp.Regexp{reRepeatedly(), reTwice(), reForfeitZero(), reFirePhase(), reX(), reXFloor(), reOutcome(), reUseDV(), reNoPowerSource()} {
			for _, m := range re.FindAllStringIndex(c.GameText, -1) {
				spans = append(spans, [2]int{m[0], m[1]})
			}
		}
		return spans
	}
}

// permanentText is the parenthesis after "Permanent weapon is …", and its
// offset in the game text.
func permanentText(text string) (string, int) {
	i := strings.Index(strings.ToLower(text), "permanent weapon")
	if i < 0 {
		return text, 0
	}
	open := strings.Index(text[i:], "(")
	if open < 0 {
		return text[i:], i
	}
	open += i
	depth := 0
	for j := open; j < len(text); j++ {
		switch text[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return text[open : j+1], open
			}
		}
	}
	return text[open:], open
}

var (
	reTargetTail = lazyregexp.New(`(?i)\s+(?:by )?(?:using|for) .*$|\s+for free.*$`)
	reRange      = lazyregexp.New(`(?i)\s+at (?:same or )?(?:an )?adjacent (?:site|sector|location)s?.*$|\s+at same (?:site|location).*$`)
	reArticle    = lazyregexp.New(`(?i)^(?:a|an|one|any) `)
	// reQualifier cuts where and with whom from a target ("present", "here",
	// "on table", "with your Jedi", "having …", "who …"): the rule's own
	// checks (present, participating) stand for them.
	reQualifier = lazyregexp.New(`(?i)\s+(?:present|here|there|on table|at (?:same|one|a|an|any|another)\b|with\b|having\b|who\b|involved?\b).*$`)
	reParens    = lazyregexp.New(`\s*\([^)]*\)`)
	reUseDV     = lazyregexp.New(`(?i)([\w'-]+(?: [\w'-]+)?)\s*\(use (\d+) as (?:its )?defense value\)`)
	// "up to two characters or two creatures" counts targets; the kinds
	// are characters and creatures.
	reOwnerWord = lazyregexp.New(`(?i)\b(?:opponent's|your|one|an?|any|only|up to|two|three)\s+`)
)

// targetKinds is what the text lets it target ("a character, creature or
// vehicle"), without its range or cost.
func (w *weapon) targetKinds() string {
	if w.target == nil {
		return "what its text allows"
	}
	s := reParens().ReplaceAllString(w.target.Target, "")
	s = reTargetTail().ReplaceAllString(s, "")
	s = reRange().ReplaceAllString(s, "")
	s = reQualifier().ReplaceAllString(s, "")
	return strings.TrimSpace(reOwnerWord().ReplaceAllString(strings.TrimSpace(s), ""))
}

// longRange: its text lets it target at another (adjacent) location.
func (w *weapon) longRange() bool {
	return w.target != nil && strings.Contains(strings.ToLower(w.target.Target), "adjacent")
}

var (
	reTwice      = lazyregexp.New(`(?i)(?:may )?(?:be )?fired? twice(?: per battle)?`)
	reRepeatedly = lazyregexp.New(`(?i)(?:may )?fire repeatedly[^.;)]*`)
)

// firingsPerBattle is how often its text lets it fire in one battle (-1:
// repeatedly) and the words that say so ("" for the rule's once).
func (w *weapon) firingsPerBattle() (int, string) {
	if m := reRepeatedly().FindString(w.text); m != "" {
		return -1, m
	}
	if m := reTwice().FindString(w.text); m != "" {
		return 2, m
	}
	return 1, ""
}

// draws is the number of weapon destiny its text draws (1 unless it says).
func (w *weapon) draws() int {
	for _, e := range w.effs {
		if e.Kind == "draws_destiny" && e.Value >= 1 {
			return int(e.Value)
		}
	}
	return 1
}

// targetingMod is one "Add N if targeting X" that applies to a target, or
// one whose condition is not read (notRead: not applied).
type targetingMod struct {
	value   float64
	quote   string
	notRead bool
}

// targetingModifiers are the text's "Add 1 if targeting a character, 2 if
// targeting a creature" levels that match the target: the first of the
// levels sharing a quote, and "Otherwise, subtract 6." when no level that
// names a target matched. A condition other than a target ("Add 1 if
// Blaster Scope attached") is returned not read.
func (w *weapon) targetingModifiers(tg *table.Piece) []targetingMod {
	var out []targetingMod
	matched := map[string]bool{}
	var targeted bool
	var otherwise []cards.Effect
	for _, e := range w.effs {
		if e.Kind != "weapon_destiny_modifier" || matched[e.Quote] {
			continue
		}
		if e.Condition == "otherwise" {
			otherwise = append(otherwise, e)
			continue
		}
		value := e.Value
		for i, part := range strings.Split(e.Condition, ",") {
			part = strings.TrimSpace(part)
			v, kind := levelOf(part)
			if i > 0 && v != 0 {
				value = v * sign(e.Value)
			}
			if kind == "" {
				out = append(out, targetingMod{value: value, quote: e.Quote, notRead: true})
				matched[e.Quote] = true
				break
			}
			if weaponTargets(reArticle().ReplaceAllString(kind, ""), tg) {
				out = append(out, targetingMod{value: value, quote: e.Quote})
				matched[e.Quote], targeted = true, true
				break
			}
		}
	}
	if !targeted {
		for _, e := range otherwise {
			out = append(out, targetingMod{value: e.Value, quote: e.Quote})
		}
	}
	return out
}

var reLevel = lazyregexp.New(`(?i)^(?:(\d+) )?(?:if|when) targeting (?:an? )?(.+)$`)

// levelOf reads "2 if targeting a creature" as 2 and "creature".
func levelOf(part string) (float64, string) {
	m := reLevel().FindStringSubmatch(part)
	if m == nil {
		return 0, ""
	}
	v, _ := strconv.ParseFloat(m[1], 64)
	return v, m[2]
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}

var reForfeitZero = lazyregexp.New(`(?i)forfeit (?:value )?= 0`)

// forfeitZero: its text sets a hit target's forfeit to 0.
func (w *weapon) forfeitZero() bool { return reForfeitZero().MatchString(w.text) }

// isDroidCard is a droid character (subtype or characteristics).
func isDroidCard(p *table.Piece) bool {
	return containsFold(p.Card.SubType, "droid") || hasCharacteristic(p.Card, "droid")
}

// weaponTargets is targets, also reading a subtype's words before its
// colon ("Starfighter: TIE Advanced x1" is a starfighter) and icons, as a
// deploy text's host is read.
func weaponTargets(kinds string, tg *table.Piece) bool {
	for _, term := range strings.Split(termSplitter.Replace(kinds), "|") {
		if termFits(strings.TrimSpace(term), tg) {
			return true
		}
	}
	return false
}

// termFits reads one target term ("non-droid character", "starfighter")
// against a card: its "non-X" words must not describe it, the rest must.
func termFits(term string, tg *table.Piece) bool {
	var rest []string
	for _, w := range strings.Fields(term) {
		if x, ok := strings.CutPrefix(strings.ToLower(w), "non-"); ok {
			if fits, _ := describes(x, tg.Card); fits {
				return false
			}
			continue
		}
		rest = append(rest, w)
	}
	if len(rest) == 0 {
		return term != ""
	}
	phrase := strings.Join(rest, " ")
	if targets(phrase, tg) {
		return true
	}
	ok, _ := describes(phrase, tg.Card)
	return ok
}

var reFirePhase = lazyregexp.New(`(?i)[^.;]*\b(?:fire|target)[^.;]*\bduring your (control|move|deploy|draw) phase[^.;]*|[^.;]*\bduring your (control|move|deploy|draw) phase,[^.;]*\b(?:fire|target)[^.;]*`)

// ownFirePhase is the phase of the owner's turn in which the weapon's own
// text lets it fire outside a battle ("may fire during your control
// phase"), and those words.
func (w *weapon) ownFirePhase() (phase, quote string) {
	m := reFirePhase().FindStringSubmatch(w.text)
	if m == nil {
		return "", ""
	}
	return strings.ToLower(m[1] + m[2]), strings.TrimSpace(m[0])
}

var (
	reX      = lazyregexp.New(`(?i)X = \(?(\d+) - warrior's (ability|power)\)?`)
	reXFloor = lazyregexp.New(`(?i)X cannot (?:fall|be) (?:below|less than) (\d+)`)
)

// xCost reads "X = (7 - warrior's ability)" against the bearer: the Force
// X comes to, and how.
func (w *weapon) xCost(bearer *table.Piece) (float64, string, bool) {
	m := reX().FindStringSubmatch(w.text)
	if m == nil || bearer == nil {
		return 0, "", false
	}
	base, _ := strconv.ParseFloat(m[1], 64)
	v := bearer.Ability()
	if strings.EqualFold(m[2], "power") {
		v = bearer.Power()
	}
	if !v.Defined {
		return 0, "", false
	}
	x := base - v.Value
	how := fmt.Sprintf("%s - %s's %s %s", m[1], bearer.Name, strings.ToLower(m[2]), num(v.Value))
	floor := 0.0
	if f := reXFloor().FindStringSubmatch(w.text); f != nil {
		floor, _ = strconv.ParseFloat(f[1], 64)
	}
	if x < floor {
		x = floor
		how += fmt.Sprintf(", not below %s", num(floor))
	}
	return x, how, true
}

// presentTogether: the two cards are present at one place (the same site,
// or aboard the same enclosed craft); why explains it.
func presentTogether(a, b *table.Piece) (bool, string, []glossary.Ref) {
	pa, ca, wa, cites := presentPlace(a)
	pb, cb, wb, _ := presentPlace(b)
	same := (ca != nil && ca == cb) || (ca == nil && cb == nil && samePlace(pa, pb))
	return same, wa + "; " + wb, cites
}

// givenDefense is the defense value the weapon's text gives a kind of
// target ("a starfighter (use 3 as defense value)"), and those words.
func (w *weapon) givenDefense(tg *table.Piece) (float64, string, bool) {
	for _, m := range reUseDV().FindAllStringSubmatch(w.text, -1) {
		kind := reOwnerWord().ReplaceAllString(m[1], "")
		if termFits(kind, tg) {
			v, _ := strconv.ParseFloat(m[2], 64)
			return v, strings.TrimSpace(m[0]), true
		}
	}
	return 0, "", false
}

// reOutcome is a weapon's outcome clause with its destiny test, the
// outcome before ("Character immediately captured if …") or after ("If …,
// all starship weapons … are lost").
var reOutcome = lazyregexp.New(`(?i)[^.;]*\bif (?:total )?(?:weapon )?destiny(?:\s*([+-])\s*(\d+))? > (?:its |target's )?defense value[^.;]*`)

// outcomeClause is the text's outcome clause other than "target hit if
// …", with what it adds to the destiny.
func (w *weapon) outcomeClause() (float64, string, bool) {
	m := reOutcome().FindStringSubmatch(w.text)
	if m == nil {
		return 0, "", false
	}
	v, _ := strconv.ParseFloat(m[2], 64)
	if m[1] == "-" {
		v = -v
	}
	return v, strings.TrimSpace(m[0]), true
}

var reTargetSentence = lazyregexp.New(`(?i)^may target ((?:[^.;(]|\([^)]*\))+?)(?:\s+(?:for free|(?:by )?using (\d+|X) Force(?: each)?))?\s*(?:[.;]|$)`)

// widenTarget re-reads a "may target …" whose effect stopped at a
// parenthesis ("a starfighter (use 3 as defense value), character …"):
// the whole clause from the game text, and its cost.
func (w *weapon) widenTarget(text string) {
	e := w.target
	if e.Span[0] < 0 || e.Span[0] >= len(text) {
		return
	}
	m := reTargetSentence().FindStringSubmatch(text[e.Span[0]:])
	if m == nil || len(m[1]) <= len(e.Target) {
		return
	}
	wide := *e
	wide.Target, wide.Quote = m[1], strings.TrimSpace(m[0])
	if v, err := strconv.ParseFloat(m[2], 64); err == nil && wide.Value == 0 {
		wide.Value = v
	}
	w.target = &wide
}

var reFiredBy = lazyregexp.New(`(?i)\byour ([\w' -]+?) present may target\b`)

// firedByPresent is X of "Your warrior present may target …" (artillery
// deployed on a site).
func (w *weapon) firedByPresent() (string, bool) {
	m := reFiredBy().FindStringSubmatch(w.text)
	if m == nil {
		return "", false
	}
	return m[1], true
}
