package swccg

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The values a value: question asks: each names the printed number, the
// effect kinds of card text that modify or set it (cards/README.md
// "Effects"), the word card text uses for it, and the Glossary entry
// defining it.

// valueStat is one value of a card the value rule computes.
type valueStat struct {
	Name string
	// Word is how card text names the value ("power", "deploy").
	Word string
	// Printed is the number as printed, the file's override first.
	Printed func(p *table.Piece) cards.Number
	// Modifier and Set are the effect kinds that change it.
	Modifier, Set string
	Cite          glossary.Ref
	// Piloted: a starship or non-creature vehicle uses the value only with
	// a pilot (or driver) aboard.
	Piloted bool
	// Targeted: only text naming the cards it changes reads as this value
	// (a weapon's own "destiny = 0" is the destiny it draws).
	Targeted bool
}

var (
	glossPower          = table.GlossaryRef("power")
	glossAbility        = table.GlossaryRef("ability")
	glossDestinyDraw    = table.GlossaryRef("destiny draw")
	glossPilot          = table.GlossaryRef("pilot")
	glossPermanentPilot = table.GlossaryRef("permanent pilot")
	glossStarshipsRule  = table.GlossaryRef("starships")
	glossVehiclesRule   = table.GlossaryRef("vehicles")
	glossPowerSegment   = table.GlossaryRef("battle", "power segment")
	glossAutomatic      = table.GlossaryRef("automatic modifier")
	refTotalingPower    = table.RulesRef("Power Segment", "Totaling Power")
	refPowerSegment     = table.RulesRef("Steps of a Battle", "Power Segment")
)

// valueStats lists the values in the order the schema and errors name them.
var valueStats = []valueStat{
	{Name: "power", Word: "power", Printed: (*table.Piece).Power, Modifier: "power_modifier", Set: "power_set", Cite: glossPower, Piloted: true},
	{Name: "ability", Word: "ability", Printed: (*table.Piece).Ability, Set: "ability_set", Cite: glossAbility},
	{Name: "forfeit", Word: "forfeit", Printed: (*table.Piece).Forfeit, Modifier: "forfeit_modifier", Set: "forfeit_set", Cite: glossForfeitValue},
	{Name: "destiny", Word: "destiny", Printed: func(p *table.Piece) cards.Number { return p.Card.Destiny }, Set: "destiny_set", Cite: glossDestinyDraw, Targeted: true},
	{Name: "deploy", Word: "deploy", Printed: func(p *table.Piece) cards.Number { return p.Card.Deploy }, Modifier: "deploy_modifier", Set: "deploy_set", Cite: glossDeployCost},
	{Name: "landspeed", Word: "landspeed", Printed: landspeedOf, Modifier: "landspeed_modifier", Cite: glossLandspeed, Piloted: true},
	{Name: "hyperspeed", Word: "hyperspeed", Printed: hyperspeedOf, Modifier: "hyperspeed_modifier", Set: "hyperspeed_set", Cite: glossHyperspeed, Piloted: true},
	{Name: "maneuver", Word: "maneuver", Printed: func(p *table.Piece) cards.Number { return p.Card.Maneuver }, Modifier: "maneuver_modifier", Set: "maneuver_set", Cite: glossManeuver, Piloted: true},
	{Name: "armor", Word: "armor", Printed: func(p *table.Piece) cards.Number { return p.Card.Armor }, Modifier: "armor_modifier", Set: "armor_set", Cite: glossArmor},
	{Name: "defense_value", Word: "defense value", Modifier: "defense_value_modifier", Set: "defense_value_set", Cite: glossDefenseValue},
	{Name: statTotalPower, Word: "total power", Modifier: "total_power_modifier", Cite: glossPowerSegment},
}

const statTotalPower = "total_power"

// statNames lists the valid stat: values, for errors and the schema.
func statNames() []string {
	names := make([]string, len(valueStats))
	for i, s := range valueStats {
		names[i] = s.Name
	}
	return names
}

// statNamed finds a stat by its name, written with spaces or underscores
// ("defense value"), or by its longer name ("deploy cost", "forfeit value").
func statNamed(name string) (valueStat, bool) {
	key := strings.ReplaceAll(strings.TrimSpace(strings.ToLower(name)), " ", "_")
	key = strings.TrimSuffix(strings.TrimSuffix(key, "_cost"), "_value")
	if key == "defense" {
		key = "defense_value"
	}
	i := slices.IndexFunc(valueStats, func(s valueStat) bool { return s.Name == key })
	if i < 0 {
		return valueStat{}, false
	}
	return valueStats[i], true
}

func landspeedOf(p *table.Piece) cards.Number {
	if v := p.Entry.Landspeed; v != nil {
		return cards.N(*v)
	}
	if p.Card.Landspeed.Defined || p.Card.Type != "Character" {
		return p.Card.Landspeed
	}
	return cards.N(1) // "Characters and creatures have landspeed of 1."
}

func hyperspeedOf(p *table.Piece) cards.Number {
	if v := p.Entry.Hyperspeed; v != nil {
		return cards.N(*v)
	}
	return p.Card.Hyperspeed
}

// usesPilot: a starship, or a vehicle other than a creature vehicle, uses
// its power, maneuver and speeds only when piloted.
func usesPilot(p *table.Piece) bool {
	switch p.Card.Type {
	case "Starship":
		return true
	case "Vehicle":
		return !containsFold(p.Card.SubType, "creature")
	}
	return false
}
