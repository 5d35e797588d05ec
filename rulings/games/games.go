// Package games rules a table file of any game judge knows. A file names
// its game at the top (game: swccg, the default; swtcg; xwing); each game
// has its own table format, loader and rules, and all of them answer with
// a rulings.Report, so the renderers, the CLI and the server need not know
// which game a file was about.
package games

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/inputlimit"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
	"github.com/judge-swccg/judge/rulings/swtcg"
	"github.com/judge-swccg/judge/rulings/xwing"
)

// Game is one game's rulings engine.
type Game struct {
	Name  string // the value of a table file's game: key
	Title string
	// Rule loads a table file and answers its questions. cardDB opens the
	// card database, for games that have one, only when the file needs it.
	Rule func(file string, data []byte, cardDB func() (*cards.DB, error)) (rulings.Report, error)
	// Citations are every reference the game's rules may print.
	Citations func() []glossary.Ref
	// Schema is the JSON Schema of the game's table files.
	Schema func() ([]byte, error)
	// Keys are the question keys the game's table files take.
	Keys func() []string
}

// All lists the games, the default first.
var All = []*Game{SWCCG, SWTCG, XWing}

// SWCCG is Decipher's Star Wars CCG, the default game of a table file.
var SWCCG = &Game{
	Name:  string(glossary.GameSWCCG),
	Title: "Star Wars CCG",
	Rule: func(file string, data []byte, cardDB func() (*cards.DB, error)) (rulings.Report, error) {
		t, err := table.LoadWith(file, data, cardDB)
		if err != nil {
			return rulings.Report{}, err
		}
		return swccg.Run(t), nil
	},
	Citations: swccg.Citations,
	Schema:    table.Schema,
	Keys:      table.Kinds.Keys,
}

// SWTCG is Wizards of the Coast's Star Wars Trading Card Game.
var SWTCG = &Game{
	Name:  string(glossary.GameSWTCG),
	Title: "Star Wars TCG (Wizards of the Coast)",
	Rule: func(file string, data []byte, _ func() (*cards.DB, error)) (rulings.Report, error) {
		t, err := swtcg.Load(file, data)
		if err != nil {
			return rulings.Report{}, err
		}
		return swtcg.Run(t), nil
	},
	Citations: swtcg.Citations,
	Schema:    swtcg.Schema,
	Keys:      swtcg.Kinds.Keys,
}

// XWing is the X-Wing Miniatures Game, first edition.
var XWing = &Game{
	Name:  string(glossary.GameXWing),
	Title: "X-Wing Miniatures (1st edition)",
	Rule: func(file string, data []byte, _ func() (*cards.DB, error)) (rulings.Report, error) {
		t, err := xwing.Load(file, data)
		if err != nil {
			return rulings.Report{}, err
		}
		return xwing.Run(t), nil
	},
	Citations: xwing.Citations,
	Schema:    xwing.Schema,
	Keys:      xwing.Kinds.Keys,
}

// Named finds a game by name, case-insensitively; "" is the default game.
func Named(name string) (*Game, error) {
	if name == "" {
		return All[0], nil
	}
	for _, g := range All {
		if strings.EqualFold(g.Name, name) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("no rulings for game %q: say %s", name, strings.Join(Names(), ", "))
}

// Names lists the games' names.
func Names() []string {
	var out []string
	for _, g := range All {
		out = append(out, g.Name)
	}
	return out
}

// Of reads which game a table file is about from its game: key. A file
// that is not YAML is left to the default game's loader, whose error names
// the line and column.
func Of(file string, data []byte) (*Game, error) {
	if err := inputlimit.CheckTable(file, data); err != nil {
		return nil, err
	}
	var head struct {
		Game string `yaml:"game"`
	}
	if err := peek(data, &head); err != nil {
		// The file's own loader names the error; it must be the loader of
		// the game the file says, whose keys its messages know.
		if g, err := Named(gameOfBrokenFile(data)); err == nil {
			return g, nil
		}
		return All[0], nil
	}
	g, err := Named(strings.TrimSpace(head.Game))
	if err != nil {
		return nil, &glossary.Error{File: file, Line: gameLine(data), Col: 1, Err: err}
	}
	return g, nil
}

// peek decodes only the game: key, tolerating every other field.
func peek(data []byte, v any) (err error) {
	defer func() {
		if r := recover(); r != nil { // go-yaml panics on some malformed tags
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	return yaml.Unmarshal(data, v)
}

// gameLine is the line of the game: key, for the error naming an unknown game.
func gameLine(data []byte) int {
	for i, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "game:") || strings.HasPrefix(strings.TrimSpace(l), `"game"`) {
			return i + 1
		}
	}
	return 0
}

// gameOfBrokenFile reads "game: NAME" from a line of its own at the top
// level of a file YAML cannot parse; "" when there is none.
func gameOfBrokenFile(data []byte) string {
	for _, l := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(l, "game:"); ok {
			v, _, _ = strings.Cut(v, "#")
			return strings.Trim(strings.TrimSpace(v), `"'`)
		}
	}
	return ""
}

// Rule rules one table file with the engine of its game.
func Rule(file string, data []byte, cardDB func() (*cards.DB, error)) (rulings.Report, error) {
	g, err := Of(file, data)
	if err != nil {
		return rulings.Report{}, err
	}
	rep, err := g.Rule(file, data, cardDB)
	return rep, otherGamesKey(g, err)
}

// otherGamesKey rewords the loader's "unknown question" when another game
// asks it: a judge who wrote a CCG question under game: xwing is told
// which game has it and which questions this one takes.
func otherGamesKey(g *Game, err error) error {
	var ge *glossary.Error
	if !errors.As(err, &ge) || ge.Err == nil {
		return err
	}
	rest, ok := strings.CutPrefix(ge.Err.Error(), "unknown question ")
	quoted, _, _ := strings.Cut(rest, ":")
	key, uerr := strconv.Unquote(quoted)
	if !ok || uerr != nil {
		return err
	}
	for _, other := range All {
		if other != g && slices.Contains(other.Keys(), key) {
			return &glossary.Error{File: ge.File, Line: ge.Line, Col: ge.Col, Err: fmt.Errorf(
				"%q is a question of %s (game: %s), not of this file's game, %s (game: %s), whose questions are %s",
				key, other.Title, other.Name, g.Title, g.Name, strings.Join(g.Keys(), ", "))}
		}
	}
	return err
}

// Citations lists the references of every game, deduplicated and sorted.
func Citations() []glossary.Ref {
	seen := map[string]bool{}
	var out []glossary.Ref
	for _, g := range All {
		for _, r := range g.Citations() {
			if k := r.Key(); !seen[k] {
				seen[k] = true
				out = append(out, r)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key() < out[j].Key() })
	return out
}
