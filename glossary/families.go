package glossary

// familyTitles are the document families as a judge names them at the
// table; a ruling prints these instead of the family slugs, with or
// without an index (the parsers' Document.Title is the edition's).
var familyTitles = map[string]string{
	pcRulesFamily:  "Advanced Rulebook",
	decipherFamily: "Glossary 2.0",
	"swtcg-rules":  "TCG Rulebook",
	"xwing-faq":    "X-Wing FAQ",
}

// FamilyTitle is the title a ruling prints for a document family; an
// unknown family prints as itself.
func FamilyTitle(family string) string {
	if t, ok := familyTitles[family]; ok {
		return t
	}
	return family
}
