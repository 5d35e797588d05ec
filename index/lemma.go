package index

import (
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/registry"
)

// lemmaFilterName is the filter that turns an irregular verb form into
// its base word before stemming. The English stemmer leaves "forgot",
// "drawn" and "chosen" apart from "forget", "draw" and "choose", so a
// user's "forgot to place a dial" missed the FAQ's "forgets to place".
const lemmaFilterName = "judge_lemma"

// irregular maps folded irregular forms to their base word. Left out on
// purpose: forms that are also game nouns or names ("lost" of the Lost
// Pile, "left", "shot", "saw" of Saw Gerrera, "hit").
var irregular = map[string]string{
	"forgot": "forget", "forgotten": "forget",
	"drew": "draw", "drawn": "draw",
	"chose": "choose", "chosen": "choose",
	"paid":  "pay",
	"won":   "win",
	"dealt": "deal",
	"stole": "steal", "stolen": "steal",
	"took": "take", "taken": "take",
	"gave": "give", "given": "give",
	"held":  "hold",
	"spent": "spend",
	"began": "begin", "begun": "begin",
	"fought": "fight",
	"flew":   "fly", "flown": "fly",
	"threw": "throw", "thrown": "throw",
	"broke": "break", "broken": "break",
	"kept": "keep",
	"told": "tell",
	"went": "go", "gone": "go",
	"ran":     "run",
	"came":    "come",
	"brought": "bring",
	"caught":  "catch",
	"sent":    "send",
	"hid":     "hide", "hidden": "hide",
	"rode": "ride", "ridden": "ride",
	"wrote": "write", "written": "write",
	"ate": "eat", "eaten": "eat",
	"withdrew": "withdraw", "withdrawn": "withdraw",
}

// derived maps folded derived forms the English stemmer keeps apart from
// their word: "who owns a card" missed the Glossary's "owner", "battle
// winner" the rulebook's "wins", "roll an attack die" the FAQ's "attack
// dice". The stemmer handles the regular suffixes (deployment, attacker,
// controller); these are the short words where it does not.
var derived = map[string]string{
	"owns": "owner", "owned": "owner", "owning": "owner", "owners": "owner", "ownership": "owner",
	"winner": "win", "winners": "win",
	"loser": "lose", "losers": "lose",
	"movement": "move", "movements": "move",
	"placement": "place",
	"reaction":  "react", "reactions": "react",
	"die": "dice",
}

// lemmaFilter looks at one token alone, so termMemo may run it.
type lemmaFilter struct{}

func (lemmaFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, t := range in {
		if base, ok := irregular[string(t.Term)]; ok {
			t.Term = []byte(base)
		} else if base, ok := derived[string(t.Term)]; ok {
			t.Term = []byte(base)
		}
	}
	return in
}

func init() {
	must(registry.RegisterTokenFilter(lemmaFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return lemmaFilter{}, nil
	}))
}
