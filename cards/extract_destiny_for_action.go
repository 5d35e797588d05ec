package cards

// Every destiny drawn for a named action changed, said as the draws'
// number: "While Luke here, destiny draws for Sense and Alter are +2"
// (destiny_modifier: Value ±N, Condition the action as "for …", as "Add 4
// to each player's destiny draw for Sense and Alter" reads). Gemp's
// DestinyDrawForActionSource.
func init() {
	registerGroup("destiny_for_action", []tightPhrase{
		{noSubject: true, phrase: phrase{
			name:    "destiny_draws_for_are",
			kind:    "destiny_modifier",
			trigger: `(?i)\bdestiny draws for [\w' -]+? (?:are|is) [+-]\d`,
			shape:   `(?i)^destiny draws (?P<cond>for [\w' -]+?) (?:are|is) (?P<sign>[+-])(?P<value>\d+)`,
		}},
	})
}
