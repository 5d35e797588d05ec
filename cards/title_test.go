package cards

import "testing"

func TestNameKey(t *testing.T) {
	for in, want := range map[string]string{
		"•Darth Vader, Dark Lord Of The Sith": "darth-vader-dark-lord-of-the-sith",
		"darth vader dark lord of the sith":   "darth-vader-dark-lord-of-the-sith",
		"Vader’s Cape":                        "vaders-cape",
		"vaders cape":                         "vaders-cape",
		"<>Death Star II: Throne Room":        "death-star-ii-throne-room",
		"Qui-Gon Jinn":                        "qui-gon-jinn",
		"Qui–Gon  Jinn":                       "qui-gon-jinn",
		"Lobot (V)":                           "lobot-v",
		"Padmé Amidala":                       "padme-amidala",
		"  ":                                  "",
	} {
		if got := nameKey(in); got != want {
			t.Errorf("nameKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitTitle(t *testing.T) {
	for _, tc := range []struct {
		printed, title string
		mark           Uniqueness
	}{
		{"•Darth Vader", "Darth Vader", Unique},
		{"••Bantha", "Bantha", Restricted},
		{"•••Blizzard Walker", "Blizzard Walker", Restricted3},
		{"<>Death Star II: Throne Room", "Death Star II: Throne Room", Diamond},
		{"◇◇◇Endor", "Endor", Diamond3},
		{"Stormtrooper", "Stormtrooper", NonUnique},
		{"•Jabba's Prize / •Jabba's Prize", "Jabba's Prize / Jabba's Prize", Unique},
	} {
		title, mark := splitTitle(tc.printed)
		if title != tc.title || mark != tc.mark {
			t.Errorf("splitTitle(%q) = %q %q, want %q %q", tc.printed, title, mark, tc.title, tc.mark)
		}
	}
	for title, base := range map[string]string{"Lobot (V)": "Lobot", "Conquest (V) (AI)": "Conquest", "Captain Phasma (Holo AI)": "Captain Phasma", "2X-7KPR (Tooex)": "2X-7KPR (Tooex)"} {
		if got := baseTitle(title); got != base {
			t.Errorf("baseTitle(%q) = %q, want %q", title, got, base)
		}
	}
	if !isAI("Captain Phasma (Holo AI)") || isAI("Lobot (V)") || !isVirtual("Conquest (V) (AI)") {
		t.Error("version markers misread")
	}
}

func TestParseNumber(t *testing.T) {
	str := func(s string) *string { return &s }
	for _, tc := range []struct {
		in   *string
		want Number
	}{
		{nil, Undefined},
		{str(""), Undefined},
		{str("0"), N(0)},
		{str("3"), N(3)},
		{str("*"), Number{Star: true, Raw: "*"}},
		{str("½"), Number{Value: 0.5, Defined: true, Raw: "½"}},
		{str("4½"), Number{Value: 4.5, Defined: true, Raw: "4½"}},
		{str("1/2"), Number{Value: 0.5, Defined: true, Raw: "1/2"}},
		{str("X"), Number{Raw: "X"}},
		{str("2 or 5"), Number{Raw: "2 or 5"}},
		{str("1/0"), Number{Raw: "1/0"}},
		// strconv reads these; no card number is one.
		{str("NaN"), Number{Raw: "NaN"}},
		{str("NaN½"), Number{Raw: "NaN½"}},
		{str("Inf/2"), Number{Raw: "Inf/2"}},
		{str("-Inf"), Number{Raw: "-Inf"}},
	} {
		if got := parseNumber(tc.in); got != tc.want {
			t.Errorf("parseNumber(%v) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
	if pi := parseNumber(str("π")); !pi.Defined || pi.Value < 3.14 || pi.String() != "π" {
		t.Errorf("π read as %+v", pi)
	}
	if Undefined.String() != "—" || (Number{Star: true}).String() != "*" {
		t.Error("Number.String")
	}
}
