package cards

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// CrossoverPairs is Table 5-1 of the Advanced Rules: the persona a
// character takes when it crosses over, in both directions.
var CrossoverPairs = map[string]string{
	"Anakin":       "Vader",
	"Vader":        "Anakin",
	"Leia":         "Lady Vader",
	"Lady Vader":   "Leia",
	"Luke":         "Son Of Vader",
	"Son Of Vader": "Luke",
	"Ben Solo":     "Kylo",
	"Kylo":         "Ben Solo",
}

// personaRow is one line of personas.tsv.
type personaRow struct {
	personas  []string
	permanent []string
}

// personaKey identifies a tsv row: Gemp ids are shared by a card and its
// (AI) printing, so the printed title is part of the key.
func personaKey(gempID, title string) string { return gempID + "\x00" + title }

// readPersonas reads personas.tsv (gemp_id, side, title, personas,
// permanent_personas; lists separated by "; ").
func readPersonas(path string) (map[string]personaRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &glossary.Error{File: path, Err: err}
	}
	defer f.Close()
	return parsePersonas(path, f)
}

func parsePersonas(name string, r io.Reader) (map[string]personaRow, error) {
	rows := map[string]personaRow{}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimRight(sc.Text(), "\r")
		if line == 1 && strings.HasPrefix(text, "gemp_id\t") || text == "" {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 5 {
			return nil, &glossary.Error{File: name, Line: line, Err: fmt.Errorf("want 5 tab-separated columns, have %d", len(cols))}
		}
		rows[personaKey(cols[0], cols[2])] = personaRow{personas: splitList(cols[3]), permanent: splitList(cols[4])}
	}
	if err := sc.Err(); err != nil {
		return nil, &glossary.Error{File: name, Err: err}
	}
	return rows, nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ";") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// personaTypes are the card types whose unique cards are personas by the
// same-exact-title rule.
var personaTypes = []string{"Character", "Starship", "Vehicle", "Weapon", "Device"}

// assignPersonas fills Personas and PermanentPersonas: from the tsv row when
// the card has one, otherwise its own title's persona for a unique
// character, starship, vehicle, weapon or device.
func assignPersonas(c *Card, printedTitle string, rows map[string]personaRow) {
	if row, ok := rows[personaKey(c.GempID, printedTitle)]; ok {
		c.Personas, c.PermanentPersonas = row.personas, row.permanent
	} else if c.Uniqueness == Unique && slices.Contains(personaTypes, c.Type) {
		c.Personas = []string{baseTitle(c.Title)}
	}
	for _, p := range c.Personas {
		if other, ok := CrossoverPairs[p]; ok {
			c.CrossoverPersona = other
		}
	}
}

// permanentName is the persona name of a "pilot:Name" entry.
func permanentName(p string) string {
	_, name, ok := strings.Cut(p, ":")
	if !ok {
		return p
	}
	return name
}
