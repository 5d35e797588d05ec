package table

// TextOff says the card's game text does nothing now: canceled or
// suspended. Every rule asks this, never one marker alone.
func (c *Card) TextOff() bool {
	return c.TextCanceledBy != "" || c.TextSuspendedBy != ""
}

// TextOffBy says how the card's game text is off and by what, for a step:
// "canceled by Sense", "suspended by Endor: Bunker (…)". Empty when it is
// not.
func (c *Card) TextOffBy() string {
	switch {
	case c.TextCanceledBy != "":
		return "canceled by " + c.TextCanceledBy
	case c.TextSuspendedBy != "":
		return "suspended by " + c.TextSuspendedBy
	}
	return ""
}
