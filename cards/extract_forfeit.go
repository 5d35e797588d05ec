package cards

// Forfeit: who may not be forfeited.
func init() {
	for _, p := range []phrase{
		{
			name:    "may_not_be_forfeited",
			trigger: `(?i)\bmay not be forfeited\b`,
			shape:   `(?i)^may not be forfeited`,
		},
	} {
		p.register()
	}
}
