package cards

// A change to training destiny the general destiny_draw_modifier shape
// leaves unread: one added with another number ("Adds 1 to defense value
// and training destiny", Luke's Lightsaber), and Yoda's inverted order
// ("When the mentor, 1 to training destiny I add"). Gemp's
// TotalTrainingDestiny.
func init() {
	registerGroup("training_destiny", []tightPhrase{
		{noSubject: true, phrase: phrase{
			name:    "training_destiny_and",
			kind:    "destiny_draw_modifier",
			trigger: `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two) (?:to|from) [\w ]+? and training destiny\b`,
			shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two) (?:to|from) [\w ]+? and (?P<title>training destiny)`,
		}},
		{noSubject: true, phrase: phrase{
			name:    "training_destiny_inverted",
			kind:    "destiny_draw_modifier",
			trigger: `(?i)\b(?:\d+|one|two) (?:to|from) training destiny I (?:add|subtract)\b`,
			shape:   `(?i)^(?P<value>\d+|one|two) (?:to|from) (?P<title>training destiny) I (?P<sign>add|subtract)\b`,
		}},
	})
}
