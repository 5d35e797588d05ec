package cards

// A change to a destiny or total no other kind names: "Adds 3 to
// Carbon-Freezing destiny", "Subtracts 2 from that character's training
// destiny draws", "subtract 1 from opponent's just drawn destiny", "Adds
// 1 to each of your race destinies here" (destiny_draw_modifier: Value
// ±N, Title the destiny as written). Battle and weapon destiny draws and
// total power have kinds of their own and are left to them.
func init() {
	tightPhrase{
		notTarget: `(?i)\b(?:total (?:weapon|battle) destiny|total power|and|adds?|draws? one)\b|^each\b.*\b(?:battle|weapon) destiny draws?$`,
		phrase: phrase{
			name:    "destiny_draw_modifier",
			trigger: `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) [^.;,()]{0,60}?\b(?:destiny|destinies|destiny draws?|duel total|combat totals?)\b`,
			shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?P<title>[^.;,()]{0,60}?\b(?:destiny draws?|destiny|destinies|duel total|combat totals?)(?: just drawn)?)`,
		},
	}.register()
}
