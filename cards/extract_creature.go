package cards

// A creature's standing text: "* Ferocity = 3 + destiny." (Gemp's
// DefinedByGameTextFerocity; Value the fixed part, Target the whole
// expression), "Ferocity +2 when present at …" and "cumulatively adds 2
// to ferocity" (ferocity_modifier, Gemp's Ferocity), "Habitat: Hoth
// sites." and "Parasite: Starfighter." (Target as written; "Parasite:
// None." is not_parasite): what a judge
// reads when a creature attacks, moves or attaches.
func init() {
	registerGroup("creature", []tightPhrase{
		{phrase: phrase{
			name:    "ferocity",
			trigger: `(?i)\bFerocity = `,
			shape:   `(?i)^Ferocity = (?P<target>(?:(?P<value>\d+) \+ )?[^.;]+)`,
		}},
		{phrase: phrase{
			name:    "ferocity_modifier",
			trigger: `(?i)\bFerocity [+-]\d`,
			shape:   `(?i)^Ferocity (?P<sign>[+-])(?P<value>\d+)` + perEachRE,
		}},
		{phrase: phrase{
			name:    "ferocity_modifier",
			trigger: `(?i)\b(?:cumulatively )?adds? \d+ to (?:creature's |its )?ferocity\b`,
			shape:   `(?i)^(?:cumulatively )?adds? (?P<value>\d+) to (?:creature's |its )?ferocity`,
		}},
		{phrase: phrase{
			name:    "habitat",
			trigger: `\bHabitat: `,
			shape:   `^Habitat: (?P<target>[^.]+)`,
		}},
		{phrase: phrase{
			// "Parasite: None." says the creature is no parasite; it comes
			// first so that the parasite shape never reads "None" as a host.
			name:    "not_parasite",
			trigger: `\bParasite: None\b`,
			shape:   `^Parasite: None\b`,
		}},
		{phrase: phrase{
			name:    "parasite",
			trigger: `\bParasite: `,
			shape:   `^Parasite: (?P<target>[^.]+)`,
		}},
	})
}
