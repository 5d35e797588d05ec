package cards

// "Attempts to cross Leia over are -2.", "Attempts to 'blow away'
// Alderaan are +5.": the total of an attempt the rules name, said as its
// number, is a named total changed (named_total_modifier, Title the
// attempt), as "subtracts 3 from attempts to cross Vader over" is read
// (extract_destiny_named.go). Gemp: CrossOverAttemptTotal,
// AttemptToBlowAway…Total, EpicEventCalculationTotal.
func init() {
	phrase{
		name:    "attempts_are",
		kind:    "named_total_modifier",
		trigger: `(?i)\battempts to (?:cross\b|['‘]blow away['’])[^.;]*? are [+-]\d`,
		shape:   `(?i)^(?P<title>attempts to (?:cross [^.;(,]+? over|['‘]blow away['’] [^.;(,]+?)) are (?P<sign>[+-])(?P<value>\d+)`,
	}.register()
}
