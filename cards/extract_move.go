package cards

import "github.com/judge-swccg/judge/internal/lazyregexp"

// Movement: free moves, moves forbidden (a 'react' is extract_react.go's).
func init() {
	for _, p := range []phrase{
		{
			name:    "moves_free",
			trigger: `(?i)\bmoves? (?:for )?free\b`,
			shape:   `(?i)^moves? (?:for )?free(?:\s+(?P<cond>(?:to|from|between|if|when)\b[^.;(]*))?`,
		},
		{
			// "may move to this site for free", "may move there for free",
			// "Grievous moves from here for free", "Your characters may move
			// from here using their landspeed for free", "Leia moves using
			// landspeed for free", "Your characters here move (using
			// landspeed) to sites opponent occupies for free".
			name:    "may_move_free",
			trigger: `(?i)\b(?:may move|moves?) (?:\(using landspeed\) )?(?:(?:to|from) [^.;,(]*?|there|here|between [^.;,(]*?|using (?:their |its |his |her )?landspeed) for free\b`,
			shape:   `(?i)^(?:may move|moves?) (?P<place>(?:\(using landspeed\) )?(?:(?:to|from) [^.;,(]*?|there|here|between [^.;,(]*?|using (?:their |its |his |her )?landspeed)) for free(?:\s+(?P<cond>(?:when|if|while) [^.;(]*))?`,
		},
		{
			// "your starship movement from Hoth sites to the Hoth system is
			// free": Target whose movement.
			name:    "movement_is_free",
			kind:    "moves_free",
			trigger: `(?i)\bmovement (?:from|to|between) [^.;]*? is free\b`,
			lead:    `(?i)\b(?P<target>(?:your|opponent's)(?: [\w'-]+)?) $`,
			shape:   `(?i)^movement (?P<cond>(?:from|to|between) [^.;]*?) is free`,
		},
		{
			// "Opponent's spies may not move to same site": Target who,
			// Condition where ("to same site").
			name:    "may_not_move",
			trigger: `(?i)\bmay not move\b`,
			shape:   `(?i)^may not move(?:\s+(?P<cond>(?:to|from|away|during|using|here|there)\b[^.;(]*))?`,
		},
	} {
		if p.name == "moves_free" || p.name == "may_move_free" {
			registerFreeMove(p)
			continue
		}
		p.register()
	}
}

// registerFreeMove registers a free move's phrase; a location's "During
// your move phase, may move free between here and any Cloud City site" is
// a move using location text (location_text_move: Condition the ends),
// a movement of its own kind, not a card moving for free (Gemp carries it
// as a location's action, MoveUsingLocationTextAction).
func registerFreeMove(p phrase) {
	shape := lazyregexp.New(p.shape)
	registerExpr(p.name, p.trigger, func(s sentence, at [2]int) []Effect {
		out := parsePhrase(p, nil, shape(), s, at)
		for i, e := range out {
			if reLocationTextMove().MatchString(e.Condition) {
				out[i].Kind = "location_text_move"
			}
		}
		return out
	})
}

// reLocationTextMove: the condition of a move using location text.
var reLocationTextMove = lazyregexp.New(`(?i)^during your move phase; (?:between here and|from here (?:directly )?to) `)
