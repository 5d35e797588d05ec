package cards

// A destiny added to a battle's power or attrition: "adds one destiny to
// total power", "may add one destiny to total power or attrition", "both
// sides add one destiny to power only" (Gemp's AddsDestinyToPower and
// AddsDestinyToAttrition). Not a battle destiny: rules that count battle
// destiny draws must not count it. Target is what the destiny is added to
// as the text names it; with "may" before it the kind is
// may_add_destiny_to, a choice rather than a standing effect.
func init() {
	tightPhrase{mayKind: "may_add_destiny_to", phrase: phrase{
		name:    "adds_destiny_to",
		trigger: `(?i)\badds? (?:one|two|a|\d) destin(?:y|ies) to\b`,
		shape:   `(?i)^adds? (?P<value>one|two|a|\d) destin(?:y|ies) to (?:your |the )?(?P<target>total power or attrition|power or attrition|total power|power|attrition|total)\b(?: only)?`,
	}}.register()
}
