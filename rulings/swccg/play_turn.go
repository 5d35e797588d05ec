package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// playTurn is "During your turn" / "During opponent's turn" with no phase
// named (a phase is playPhase's).
var playTurn = lazyregexp.New(`(?i)\bduring (your|opponent's) turn\b`)

// turnTiming checks an action playable only in one player's turn ("During
// your turn, target an opponent's …", Jess's 'charm'); handled is false
// when its text names no turn.
func (pl *playing) turnTiming(fn playFunction) (ok, handled bool) {
	m := playTurn().FindStringSubmatch(fn.text)
	if m == nil {
		return false, false
	}
	st, who := pl.t.State, pl.q.Player
	if st.Turn == "" {
		pl.r.Stepf(refs(glossInterrupt), "%q: the file gives no turn:.", m[0])
		pl.r.Assume("taken as the turn %q names", m[0])
		return true, true
	}
	whose := strings.ToLower(m[1])
	if (whose == "your") != (st.Turn == who) {
		return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s plays %s; it is %s's turn.", pl.card.Title, strings.ToLower(m[0]), st.Turn),
			"%q: it is %s's turn.", m[0], st.Turn), true
	}
	pl.r.Stepf(refs(glossInterrupt), "%q: it is %s's turn.", m[0], st.Turn)
	return true, true
}
