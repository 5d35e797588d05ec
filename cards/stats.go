package cards

// ExtractorStats says, for one extractor, how many cards contain its
// phrase and on how many every mention became a structured effect.
type ExtractorStats struct {
	Extractor string `json:"extractor"`
	Mentioned int    `json:"mentioned"`
	Parsed    int    `json:"parsed"`
	// Rest lists the cards (by "gemp id title") that mention the phrase
	// in words the extractor could not read.
	Rest []string `json:"rest,omitempty"`
}

// Stats reports every extractor's coverage over the database's cards.
func (db *DB) Stats() []ExtractorStats {
	out := make([]ExtractorStats, len(registered()))
	for i, ex := range extractors {
		st := ExtractorStats{Extractor: ex.name}
		prefix := ex.name + ": "
		for _, c := range db.All() {
			if !ex.trigger().MatchString(c.GameText) {
				continue
			}
			st.Mentioned++
			if hasUnparsed(c, prefix) {
				st.Rest = append(st.Rest, c.GempID+" "+c.Title)
				continue
			}
			st.Parsed++
		}
		out[i] = st
	}
	return out
}

func hasUnparsed(c *Card, prefix string) bool {
	for _, u := range c.Unparsed {
		if len(u) >= len(prefix) && u[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}
