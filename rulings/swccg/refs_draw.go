package swccg

// The end of the turn at its deciding sentences: ch5-8 End Of Turn
// L1228–1230 (ch7-8 L343; checked by hand against the documents and their
// notes).
var (
	endStillTurn      = narrow(refEndOfTurn, "assume that it is still the turn")
	endAfterRecirc    = narrow(refEndOfTurn, "occurs after the final part of the draw phase")
	endTurnEnds       = narrow(refEndOfTurn, "Once players have no end of turn actions … no time between turns")
	endOnly           = narrow(refEndOfTurn, "Only end of turn actions (or valid responses)")
	endMandatoryFirst = narrow(refEndOfTurn, "Any mandatory and automatic actions are now initiated … Any optional end of turn actions may then")
	endMandatory      = narrow(refEndOfTurn, "Any mandatory and automatic actions are now initiated")
	endOptionalOrder  = narrow(refEndOfTurn, "gets the first chance to initiate")
)
