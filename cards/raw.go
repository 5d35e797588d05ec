package cards

// rawFile is the shape of Dark.json and Light.json.
type rawFile struct {
	Cards []rawCard `json:"cards"`
}

// rawCard is one record of the Players Committee's card JSON, with only the
// fields the judge uses.
type rawCard struct {
	ID          int      `json:"id"`
	GempID      string   `json:"gempId"`
	Side        string   `json:"side"`
	Set         string   `json:"set"`
	Legacy      bool     `json:"legacy"`
	Rulings     []string `json:"rulings"`
	Abbr        []string `json:"abbr"`
	Counterpart string   `json:"counterpart"`
	Front       rawFace  `json:"front"`
	Back        *rawFace `json:"back"`
}

// rawFace is one printed side. Numbers are strings in the source.
type rawFace struct {
	Title           string   `json:"title"`
	Uniqueness      string   `json:"uniqueness"`
	Type            string   `json:"type"`
	SubType         string   `json:"subType"`
	Power           *string  `json:"power"`
	Ability         *string  `json:"ability"`
	Deploy          *string  `json:"deploy"`
	Forfeit         *string  `json:"forfeit"`
	Destiny         *string  `json:"destiny"`
	Armor           *string  `json:"armor"`
	Maneuver        *string  `json:"maneuver"`
	Hyperspeed      *string  `json:"hyperspeed"`
	Landspeed       *string  `json:"landspeed"`
	Parsec          *string  `json:"parsec"`
	Politics        *string  `json:"politics"`
	Ferocity        *string  `json:"ferocity"`
	Icons           []string `json:"icons"`
	LightSideIcons  int      `json:"lightSideIcons"`
	DarkSideIcons   int      `json:"darkSideIcons"`
	Characteristics []string `json:"characteristics"`
	ExtraText       []string `json:"extraText"`
	GameText        string   `json:"gametext"`
	Lore            string   `json:"lore"`
}

// rawSet is one record of sets.json.
type rawSet struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}
