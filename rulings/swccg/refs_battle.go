package swccg

// Battle citations at their deciding sentences: ch5-8 Power Segment -
// Totaling Power L419 and Battle Destiny - Conditions On Drawing L609
// (checked by hand against the document and its note). Battle Destiny - In
// Brief is indexed as its one-sentence preface (L625; its steps are
// entries of their own), so it stays whole.
var (
	totalAdding     = narrow(refTotalingPower, "calculates their total power by adding up the power")
	totalModifiers  = narrow(refTotalingPower, "Be sure to include any applicable modifiers")
	destinyEligible = narrow(refDestinyCond, "must itself be eligible to be used to draw battle destiny")
)
