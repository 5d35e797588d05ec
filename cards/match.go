package cards

import (
	"fmt"
	"strings"
)

// NameMatch says how a name found its card, so an answer found by nickname
// or misspelling never passes for the title the user typed.
type NameMatch struct {
	// By is title, version, nickname, persona, id or misspelling.
	By string `json:"by"`
	// AsWritten is the name as the user typed it.
	AsWritten string `json:"as_written"`
	// Name is what it matched: the title, nickname, persona name or id.
	Name string `json:"name"`
	// Distance is how many letters a misspelling differs by.
	Distance int `json:"distance,omitempty"`
}

// matchBy names each of Resolve's rules for users: "abbr" is what the
// database calls a nickname, "fuzzy" a misspelling. A switch, not a map,
// so that nothing is built at start-up.
func matchBy(how string) string {
	switch how {
	case "exact":
		return "title"
	case "abbr":
		return "nickname"
	case "fuzzy":
		return "misspelling"
	}
	return how // id, persona, version
}

// nameMatch says how query (trimmed, key its nameKey) matched c by rule how,
// from what the rule already found: nothing is looked up again.
func nameMatch(how, query, key string, c *Card, distance int) *NameMatch {
	m := &NameMatch{By: matchBy(how), AsWritten: query, Name: c.Title, Distance: distance}
	switch how {
	case "id":
		m.Name = c.ID
		if strings.EqualFold(query, c.GempID) {
			m.Name = c.GempID
		}
	case "abbr":
		m.Name = namedAs(key, c.Abbr, query)
	case "persona":
		m.Name = namedAs(key, append(append([]string{}, c.Personas...), c.PermanentPersonas...), query)
	}
	return m
}

// namedAs is the one of names whose key is key, else fallback.
func namedAs(key string, names []string, fallback string) string {
	for _, n := range names {
		if nameKey(n) == key {
			return n
		}
	}
	return fallback
}

// Sentence says how the name found c, in plain words with typographic
// quotes; it is empty for a title typed as printed (case and marks aside),
// which needs no saying.
func (m *NameMatch) Sentence(c *Card) string {
	if m == nil || c == nil {
		return ""
	}
	title := string(c.Uniqueness) + c.Title
	switch m.By {
	case "id":
		kind := "id"
		if m.Name == c.GempID {
			kind = "Gemp id"
		}
		return fmt.Sprintf("“%s” is the %s of %s", m.AsWritten, kind, title)
	case "nickname":
		return fmt.Sprintf("“%s” is a nickname of %s", m.AsWritten, title)
	case "persona":
		return fmt.Sprintf("“%s” is a persona of %s", m.AsWritten, title)
	case "version":
		return fmt.Sprintf("Read “%s” as %s, the only card of that title", m.AsWritten, title)
	case "misspelling":
		letters := "letters"
		if m.Distance == 1 {
			letters = "letter"
		}
		return fmt.Sprintf("Read “%s” as %s (%d %s different)", m.AsWritten, title, m.Distance, letters)
	}
	return ""
}
