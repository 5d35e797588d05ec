// Package cards holds the Star Wars CCG card database: records loaded from
// the Players Committee's card JSON, name resolution, personas, and the
// structured effects read out of game text.
package cards

import "strconv"

// Side is Light or Dark.
type Side string

const (
	Light Side = "Light"
	Dark  Side = "Dark"
)

// Uniqueness is the printed uniqueness mark of a card.
type Uniqueness string

const (
	NonUnique   Uniqueness = ""    // no mark
	Unique      Uniqueness = "•"   // one per table
	Restricted  Uniqueness = "••"  // two per table
	Restricted3 Uniqueness = "•••" // three per table
	Diamond     Uniqueness = "<>"  // one per system
	Diamond3    Uniqueness = "<><><>"
)

// Number is a printed card number. The JSON gives numbers as strings that
// may be missing, empty or "*"; none of those may turn into a silent 0.
type Number struct {
	Value   float64 `json:"value"`
	Defined bool    `json:"defined"`
	// Star is true for a printed "*": the number is defined by game text.
	Star bool `json:"star,omitempty"`
	// Raw is the string as printed ("3", "*", "1/2", "X").
	Raw string `json:"raw,omitempty"`
}

// Undefined is the number of a card that has none (an Effect's power).
var Undefined = Number{}

// N returns a defined number, for tests and inline overrides.
func N(v float64) Number {
	return Number{Value: v, Defined: true, Raw: strconv.FormatFloat(v, 'f', -1, 64)}
}

func (n Number) String() string {
	switch {
	case n.Star:
		return "*"
	case !n.Defined:
		return "—"
	case n.Raw != "":
		return n.Raw
	}
	return strconv.FormatFloat(n.Value, 'f', -1, 64)
}

// Card is one printed card (one side of a two-sided card is its own Card).
type Card struct {
	// ID is the database's numeric id as a string; GempID the online
	// engine's id such as "1_168". Both resolve by name.
	ID     string `json:"id"`
	GempID string `json:"gemp_id"`
	Side   Side   `json:"side"`
	// Title is the printed title without uniqueness marks, e.g.
	// "Darth Vader, Dark Lord Of The Sith" or "Lord Vader". Version
	// markers such as "(V)" and "(AI)" stay in the title, as printed.
	Title      string     `json:"title"`
	Uniqueness Uniqueness `json:"uniqueness,omitempty"`
	Type       string     `json:"type"`
	SubType    string     `json:"subtype,omitempty"`
	Set        string     `json:"set,omitempty"`
	SetName    string     `json:"set_name,omitempty"`
	Virtual    bool       `json:"virtual,omitempty"` // title carries "(V)"
	AI         bool       `json:"ai,omitempty"`      // title carries "(AI)" or "(Holo AI)"
	Legacy     bool       `json:"legacy,omitempty"`
	// Face is "back" for the reverse of a two-sided card (Objectives and a
	// few characters), which is its own Card with ID and GempID suffixed
	// "-back"; Back is that card's ID on the front face.
	Face string `json:"face,omitempty"`
	Back string `json:"back,omitempty"`

	Power      Number `json:"power"`
	Ability    Number `json:"ability"`
	Deploy     Number `json:"deploy"`
	Forfeit    Number `json:"forfeit"`
	Destiny    Number `json:"destiny"`
	Armor      Number `json:"armor"`
	Maneuver   Number `json:"maneuver"`
	Hyperspeed Number `json:"hyperspeed"`
	Landspeed  Number `json:"landspeed"`
	Parsec     Number `json:"parsec"`
	Politics   Number `json:"politics"`
	Ferocity   Number `json:"ferocity"`

	Icons           []string `json:"icons,omitempty"`
	LightSideIcons  int      `json:"light_side_icons,omitempty"`
	DarkSideIcons   int      `json:"dark_side_icons,omitempty"`
	Characteristics []string `json:"characteristics,omitempty"`
	Designations    []string `json:"designations,omitempty"` // the database's extraText: "Mining Droid", "Jedi Master"
	GameText        string   `json:"gametext,omitempty"`
	Lore            string   `json:"lore,omitempty"`
	Rulings         []string `json:"rulings,omitempty"`
	Abbr            []string `json:"abbr,omitempty"`
	Counterpart     string   `json:"counterpart,omitempty"`

	// Personas are the persona names the card represents (at least its own
	// title's persona for a unique character); PermanentPersonas those of
	// its permanent pilots, weapons and astromechs, as "pilot:Name",
	// "weapon:Name" or "astromech:Name".
	Personas          []string `json:"personas,omitempty"`
	PermanentPersonas []string `json:"permanent_personas,omitempty"`
	// CrossoverPersona is the persona the card becomes when it crosses over
	// (Table 5-1: Anakin/Vader, Leia/Lady Vader, Luke/Son Of Vader, Ben Solo/Kylo).
	CrossoverPersona string `json:"crossover_persona,omitempty"`

	// Effects are the rules-relevant clauses of the game text that an
	// extractor understood; Unparsed the phrases it recognised but could
	// not turn into an effect.
	Effects  []Effect `json:"effects,omitempty"`
	Unparsed []string `json:"unparsed,omitempty"`
	// NotRead are the sentences of the game text no effect reads
	// (Unread), kept when the card is loaded so that output need not
	// work them out again.
	NotRead []Sentence `json:"not_read,omitempty"`

	// titles are the punctuated titles of the database the card is in
	// (NewDB, Decode set them), by which its text is cut into sentences.
	titles *titleMarks
}

// Effect is one structured reading of a clause of game text.
type Effect struct {
	// Kind says what the clause does: "immune_to_attrition",
	// "power_modifier", "capacity", "cancels", "action", … — the table of
	// kinds, what each reads and what Value, Target and Title hold is in
	// cards/README.md (section Effects).
	Kind string `json:"kind"`
	// Value is the number the clause carries (the N of "immune to attrition
	// < N"; 0 for "immune to attrition" without a level, which protects
	// against any attrition); negative for "-N" modifiers.
	Value float64 `json:"value,omitempty"`
	// Condition is the clause's condition as written ("if Dengar piloting",
	// "while alone"); empty when unconditional. Conditions is the same
	// read into terms a table can decide (see Condition's Kind).
	Condition  string      `json:"condition,omitempty"`
	Conditions []Condition `json:"conditions,omitempty"`
	// Limit is how often an action may be taken: "turn", "game",
	// "battle" (once per …), empty for no limit.
	Limit string `json:"limit,omitempty"`
	// Target says who the effect applies to when not the card itself
	// ("host", "your vehicles and droids at same location").
	Target string `json:"target,omitempty"`
	// Title is a card title the effect names: the card it is immune to
	// ("Immune to Alter": "Alter").
	Title string `json:"title,omitempty"`
	// Span is the byte range of GameText the effect was read from, and
	// Quote those exact words.
	Span  [2]int `json:"span"`
	Quote string `json:"quote"`
}
