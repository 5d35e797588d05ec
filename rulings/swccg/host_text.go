package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// hostReading is what a card's "Deploy on X" clauses say of one would-be
// host. Deploying and transferring read it the same way: a transfer is not
// deployment, but the deployment restrictions hold.
type hostReading struct {
	Fit      textCost // the clause the host fits; Fit.Clause is "" when none
	Excluded string   // the "except X" / "non-X" of that clause the host is
	Named    []string // the hosts the clauses name
	// Unread: a clause names its host with a condition the engine does not
	// read ("of ability > 4", "free on 4-LOM"), so no fit is no answer.
	Unread bool
	// NoIcons: a clause asks for an icon ("warrior", "pilot") and the
	// host's card data lists no icons at all.
	NoIcons bool
}

var (
	reUnreadHost = lazyregexp.New(`(?i)[<>=;\d]|\b(?:of|use|free|same|as|if|with|other)\b`)
	reIconHost   = lazyregexp.New(`(?i)\b(?:warriors?|pilots?)\b`)
	reOneOf      = lazyregexp.New(`(?i)^\s*(?:any )?one of\s+`)
)

// readHost reads c's host clauses against host.
func readHost(c, host *cards.Card) hostReading {
	var h hostReading
	for _, tc := range costClauses(c) {
		where := tc.Where
		if where == "" || strings.Contains(strings.ToLower(where), "table") {
			continue
		}
		base, excluded := exclusions(where)
		// "one of your warriors" names your warriors: the "of" is no
		// condition (see reUnreadHost).
		words := reOneOf().ReplaceAllString(hostWords(base), "")
		h.Named = append(h.Named, strings.TrimSpace(hostWords(where)))
		if ok, _ := describes(words, host); ok {
			h.Fit = tc
			h.Excluded, _ = excludes(excluded, host)
			return h
		}
		h.Unread = h.Unread || reUnreadHost().MatchString(words)
		h.NoIcons = h.NoIcons || host.Type == "Character" && len(host.Icons) == 0 && reIconHost().MatchString(words)
	}
	return h
}

// refused: the text names hosts, reads them all, and host is none of them.
func (h hostReading) refused() bool {
	return h.Fit.Clause == "" && len(h.Named) > 0 && !h.Unread
}
