package swccg

import "testing"

// The place a location's deploy modifier names is read from its sentence
// (texts as the card database prints them: Bespin 5_76, Coruscant:
// Imperial Square 7_278, Kuat 7_286, Eriadu (V)).
func TestLocationDeployNamesPlace(t *testing.T) {
	for _, tc := range []struct {
		text, who, where string
		kept             bool
	}{
		{"If you control, your characters and vehicles deploy -1 to Cloud City locations.", "characters and vehicles", "to Cloud City locations", true},
		{"If your moff here, all Imperials are deploy -1 at sites.", "Imperials", "at sites", true},
		{"If Tarkin here, your starships deploy +1 here.", "starships", "here", true},
		{"If you occupy, all Star Destroyers are deploy +1 (+3 if you control).", "Star Destroyers", "", false},
	} {
		at := reLocationDeploy().FindStringSubmatchIndex(tc.text)
		if at == nil {
			t.Errorf("%q: no modifier read", tc.text)
			continue
		}
		m := submatches(tc.text, at)
		if m[1] != tc.who || m[3] != tc.where || placeNamedOrYours(m) != tc.kept {
			t.Errorf("%q: read who %q where %q kept %v; want %q %q %v", tc.text, m[1], m[3], placeNamedOrYours(m), tc.who, tc.where, tc.kept)
		}
	}
}
