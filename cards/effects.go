package cards

// Extract reads the structured effects out of a card's game text.
func Extract(text string) ([]Effect, []string) { return nil, nil }
