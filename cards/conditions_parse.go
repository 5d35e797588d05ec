package cards

// ParseConditions reads a condition as written ("While Grenwick is on
// Death Star") into terms, as Effect.Conditions holds them: for a rule
// that finds a clause in a card's unread sentences.
func ParseConditions(written string) []Condition { return parseConditions(written) }
