package cards

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// extractor reads one kind of clause out of game text. Its trigger finds
// every mention of the phrase; parse turns one mention into effects or
// reports that it could not, so that nothing recognised is silently
// dropped and nothing unrecognised is guessed.
type extractor struct {
	name    string
	trigger func() *regexp.Regexp
	// needs is what every trigger match holds (requiredOf the trigger); a
	// sentence without it is skipped. Set by register.
	needs func() required
	// parse returns the effects of one mention; nil when it cannot read
	// it (reported in Unparsed), an empty non-nil slice when the trigger
	// matched words that are no mention of the phrase after all.
	parse func(s sentence, at [2]int) []Effect
	// matches, when set, finds the trigger's matches in a sentence
	// (folded, with its grams) as trigger().FindAllStringIndex would, by a
	// cheaper way (registerGroup).
	matches func(text, folded string, grams *gramSet) [][]int
}

// extractors run in this order on every sentence; registered() makes
// them. Every judge command links the extractors, few read a card's text:
// registration (at start-up) only lists how to make each, in order
// (registering), and they are made on first use.
var (
	extractors  []extractor
	registering []func() extractor
	makeOnce    sync.Once
)

// registered returns the extractors, making them on the first call.
func registered() []extractor {
	makeOnce.Do(func() {
		for _, made := range registering {
			e := made()
			trigger := e.trigger
			e.needs = sync.OnceValue(func() required { return requiredOf(trigger().String()) })
			if e.matches == nil {
				e.matches = literalStartMatches(trigger)
			}
			extractors = append(extractors, e)
		}
		registering = nil
	})
	return extractors
}

func register(e extractor) { registerMade(func() extractor { return e }) }

// registerMade registers the extractor made returns, made on first use.
func registerMade(made func() extractor) { registering = append(registering, made) }

// registerExpr registers an extractor whose trigger is expr.
func registerExpr(name, expr string, parse func(s sentence, at [2]int) []Effect) {
	registerParser(name, expr, func() func(s sentence, at [2]int) []Effect { return parse })
}

// registerParser registers an extractor whose trigger is expr and whose
// parse parser makes, on first use.
func registerParser(name, expr string, parser func() func(s sentence, at [2]int) []Effect) {
	registerMade(func() extractor { return extractor{name: name, trigger: lazyregexp.New(expr), parse: parser()} })
}

// ExtractorNames lists the extractors in the order they run.
func ExtractorNames() []string {
	extractors := registered()
	names := make([]string, len(extractors))
	for i, e := range extractors {
		names[i] = e.name
	}
	return names
}

// sentence is one sentence of game text with its offset in the whole text.
type sentence struct {
	text  string
	start int
	// titles are the punctuated titles of the text's database (nil: none).
	titles *titleMarks
	// deploysOn is true when the card deploys on another card (capes,
	// weapons, Effects): its unqualified "immune to attrition" protects the
	// host, not itself.
	deploysOn bool
}

// effect makes an Effect whose span is the sentence-relative range [a,b).
func (s sentence) effect(kind string, a, b int) Effect {
	return Effect{Kind: kind, Span: [2]int{s.start + a, s.start + b}, Quote: s.text[a:b]}
}

// sentenceEnds are where sentences end: ". ", "! " or "? ", after a
// closing quote or a closing parenthesis too ("(Immune to Alter.) OR …"),
// with the spaces after it — what `[.!?]['"’”]?\)?\s+` finds, without a
// regular expression (it is run on every card).
func sentenceEnds(text string, tm *titleMarks) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); i++ {
		if c := text[i]; c != '.' && c != '!' && c != '?' || tm.inTitle(text, i) {
			continue
		}
		j := i + 1
		if r, size := utf8.DecodeRuneInString(text[j:]); r == '\'' || r == '"' || r == '’' || r == '”' {
			j += size
		}
		if j < len(text) && text[j] == ')' {
			j++
		}
		k := j
		for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\f' || text[k] == '\r') {
			k++
		}
		if k > j {
			out = append(out, [2]int{i, k})
			i = k - 1
		}
	}
	return out
}

// splitSentences cuts text into sentences, keeping each one's offset;
// a mark inside one of the titles tm ends none. A full stop inside
// parentheses does not end a sentence.
func splitSentences(text string, tm *titleMarks) []sentence {
	var out []sentence
	start := 0
	for _, m := range sentenceEnds(text, tm) {
		if strings.Count(text[start:m[1]], "(") > strings.Count(text[start:m[1]], ")") {
			continue
		}
		out = append(out, sentence{text: text[start:m[1]], start: start, titles: tm})
		start = m[1]
	}
	if start < len(text) {
		out = append(out, sentence{text: text[start:], start: start, titles: tm})
	}
	return out
}

// reDeploysOn recognises a card that deploys on another card: "deploy on"
// anything but "table" (Go's regexp has no look-ahead, hence the spelling).
var reDeploysOn = lazyregexp.New(`(?i)\bdeploys? (?:\w+ )?on (?:[^t]|t[^a]|ta[^b])`)

// Extract reads the structured effects out of game text, with no card
// database's titles (a title such as "Eject! Eject!" is split as
// printed). Unparsed lists, as "extractor: words", every mention an
// extractor recognised but could not turn into an effect.
func Extract(text string) (effects []Effect, unparsed []string) {
	return extract(text, nil, reDeploysOn().MatchString(text), nil)
}

// ExtractCard is Extract with the card's type: only a card that is not
// itself a character, starship or vehicle can carry immunity for a host.
func ExtractCard(c *Card) ([]Effect, []string) { return extractCard(c, nil) }

// extractCard is ExtractCard that keeps what it reads of each sentence in
// memo (nil: none), for the next card that holds the same sentence.
func extractCard(c *Card, memo *sentenceMemo) ([]Effect, []string) {
	return extract(c.GameText, c.titles, hostsEffects(c), memo)
}

// hostsEffects says whether the card's unqualified effects are its host's
// (sentence.deploysOn).
func hostsEffects(c *Card) bool {
	switch c.Type {
	case "Character", "Starship", "Vehicle", "Creature", "Location":
		return false
	}
	return containsDeploy(c.GameText) && reDeploysOn().MatchString(c.GameText)
}

// containsDeploy says whether text holds "deploy" in any case, as every
// match of reDeploysOn does (no letter of the word has a fold outside
// ASCII): most cards' text lacks it, and a search for it is far cheaper
// than the case-folding expression.
func containsDeploy(text string) bool {
	for i := strings.IndexAny(text, "Dd"); i >= 0 && i+6 <= len(text); {
		if strings.EqualFold(text[i:i+6], "deploy") {
			return true
		}
		j := strings.IndexAny(text[i+1:], "Dd")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

func extract(text string, tm *titleMarks, deploysOn bool, memo *sentenceMemo) (effects []Effect, unparsed []string) {
	effects, unparsed, _ = extractSentences(text, tm, deploysOn, memo)
	return effects, unparsed
}

// extractSentences is extract that also lists the sentences no effect
// reads, as Card.Unread does, from what the memo keeps of each sentence.
func extractSentences(text string, tm *titleMarks, deploysOn bool, memo *sentenceMemo) (effects []Effect, unparsed []string, notRead []Sentence) {
	for _, s := range splitSentences(text, tm) {
		s.deploysOn = deploysOn
		r := memo.read(s)
		for _, e := range r.effects {
			e.Span = [2]int{e.Span[0] + s.start, e.Span[1] + s.start}
			e.Conditions = slices.Clone(e.Conditions)
			effects = append(effects, e)
		}
		for _, u := range r.unparsed {
			if !slices.Contains(unparsed, u) {
				unparsed = append(unparsed, u)
			}
		}
		if r.notRead != "" {
			notRead = append(notRead, Sentence{Text: r.notRead, Span: [2]int{s.start, s.start + len(r.notRead)}})
		}
	}
	return weaponsOwnDestiny(text, tm, effects), unparsed, notRead
}

// sentenceRead is what the extractors read in one sentence: its effects,
// spans counted from the sentence's start, and its unparsed mentions.
type sentenceRead struct {
	effects  []Effect
	unparsed []string
	// notRead is the sentence as Sentences gives it when its effects
	// leave it unread (Card.Unread), "" when they read it or it is no
	// sentence: an effect's span never leaves its sentence, so this
	// depends on the sentence alone too.
	notRead string
}

type sentenceKey struct {
	text      string
	deploysOn bool
	titles    *titleMarks
}

// sentenceMemo keeps, for one load of the cards, what was read in each
// distinct sentence: a third of the cards' sentence bytes repeat another
// card's words (reprints, (V) and AI versions, "Deploy on table."), and a
// reading depends only on the words and deploysOn. Safe for concurrent
// use; a nil memo keeps nothing.
type sentenceMemo struct {
	reads sync.Map // sentenceKey → *sentenceRead
	conds conditionMemo
}

func (m *sentenceMemo) read(s sentence) *sentenceRead {
	if m == nil {
		return readSentence(s, nil)
	}
	key := sentenceKey{s.text, s.deploysOn, s.titles}
	if r, ok := m.reads.Load(key); ok {
		return r.(*sentenceRead)
	}
	r, _ := m.reads.LoadOrStore(key, readSentence(s, &m.conds))
	return r.(*sentenceRead)
}

// conditionMemo keeps, for one load of the cards, each written condition
// clipped (clipConditions) and read into terms (parseConditions): both
// depend on the words alone, and distinct sentences share few thousand
// conditions between them ("while at a battleground"), where reading them
// was a fifth of reading a sentence. Safe for concurrent use; a nil memo
// keeps nothing.
type conditionMemo struct {
	clipped sync.Map // written → clipped
	parsed  sync.Map // written → []Condition, never changed once stored
}

func (m *conditionMemo) clip(written string) string {
	if m == nil {
		return clipConditions(written)
	}
	if c, ok := m.clipped.Load(written); ok {
		return c.(string)
	}
	c := clipConditions(written)
	m.clipped.Store(written, c)
	return c
}

// parse is parseConditions(written); callers copy the terms before they
// change them.
func (m *conditionMemo) parse(written string) []Condition {
	if m == nil {
		return parseConditions(written)
	}
	if c, ok := m.parsed.Load(written); ok {
		return c.([]Condition)
	}
	c := parseConditions(written)
	m.parsed.Store(written, c)
	return c
}

// readSentence runs the extractors on one sentence, its spans counted
// from the sentence's start; conds (may be nil) keeps conditions' readings.
func readSentence(s sentence, conds *conditionMemo) *sentenceRead {
	s.start = 0
	r := &sentenceRead{}
	side := sideOf(s)
	folded := foldCase(s.text)
	var grams gramSet
	grams.of(folded)
	candidates().each(folded, &grams, func(i int) {
		ex := &extractors[i]
		var ms [][]int
		if ex.matches != nil {
			ms = ex.matches(s.text, folded, &grams)
		} else {
			ms = ex.trigger().FindAllStringIndex(s.text, -1)
		}
		for _, m := range ms {
			at := [2]int{m[0], m[1]}
			got := ex.parse(s, at)
			if got != nil && len(got) == 0 {
				continue // the parser says this is no mention after all
			}
			if len(got) > 0 {
				for i := range got {
					got[i] = settleCondition(s, got[i], conds)
					got[i].Conditions = typedConditions(got[i], side, conds)
				}
				r.effects = append(r.effects, got...)
				continue
			}
			if u := ex.name + ": " + strings.TrimSpace(s.text); !slices.Contains(r.unparsed, u) {
				r.unparsed = append(r.unparsed, u)
			}
		}
	})
	if len(words(s.text, 2)) == 2 {
		t := strings.TrimRightFunc(s.text, unicode.IsSpace)
		if !covered(Sentence{Text: t, Span: [2]int{0, len(t)}}, r.effects) {
			r.notRead = t
		}
	}
	return r
}

// extractorByName finds a registered extractor; nil when there is none.
func extractorByName(name string) *extractor {
	extractors := registered()
	for i := range extractors {
		if extractors[i].name == name {
			return &extractors[i]
		}
	}
	return nil
}

// typedConditions reads an effect's written condition into terms, with
// the location half the sentence sits in first.
// The terms are a new slice: the memo's are shared.
func typedConditions(e Effect, side string, conds *conditionMemo) []Condition {
	var out []Condition
	if side != "" {
		out = append(out, Condition{Kind: "side", Arg: side, Text: side})
	}
	return append(out, conds.parse(e.Condition)...)
}

// ReadText sets c's effects, unparsed mentions and unread sentences from
// its GameText as loading does for a card of db (nil: no database), cut
// around db's punctuated titles: for a card the database lacks (a table's
// absent card), so every rule reads it as it would a database card.
func (db *DB) ReadText(c *Card) {
	if db != nil {
		c.titles = db.titles
	}
	c.readEffects(nil)
}
