package swccg

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
)

// readByText are kinds a rule applies by reading the same words of the
// card's text with its own pattern rather than through the effect's kind:
// they are used by a rule, though no rule names the kind.
var readByText = map[string]string{
	"fires_repeatedly":        "fire-weapon: reRepeatedly (fire_weapon_text.go)",
	"ship_docking_capability": "move: \"ship-docking capability\" (move_cards.go)",
	"may_initiate_battle":     "initiate-battle and control: \"may initiate battle\"",
	"deploys_on":              "deploy: where a weapon, device or Effect deploys, from its text",
	"deploys_free":            "deploy: reFreeOnHost, \"deploys free on <host>\" (deploy_cost_host.go)",
	"deploys_and_moves_like":  "move: \"moves like a …\" (move_cards.go)",
	"wild_cards":              "sabacc: the wild cards of a sabacc hand",
	"may_not_cancel":          "battle-destiny: \"opponent may not cancel your battle destiny draws\"",
	"force_loss_from":         "lose-force: \"lost Force must come from …\"",
}

// appliedWhereConsulted are kinds a rule applies in some of their shapes
// only (IT-O's "X = the number of captives present" in a Force drain, not
// a deploy cost's or a peek's X): they stay in unappliedKinds, and the step
// that applies one records its span (Ruling.Consult), which takes that
// sentence, and only that one, out of Not read.
var appliedWhereConsulted = map[string]string{
	"defines_x":        "force-drain: X of \"adds X to your Force drains there\" (force_drain_x.go)",
	"plays_as":         "play: \"Sense and Alter are now Lost Interrupts\" naming the played Interrupt by title (play_plays_as.go)",
	"may_not_be_moved": "move: the mover's own \"may not be moved\" (move_lands_free.go), not another card's \"he may not be moved when frozen\"",
	"gains_icon":       "force-drain: Force icons a location's own text or a card there adds to the drain's location (force_drain_icons.go), not [Pilot] skill or other icons, nor in deploy",
}

// ruleKindNames are the string literals of the rules' code (this package,
// tests aside), leaving out the lists that say a kind is not applied
// (unconsulted, unappliedKinds): a kind among them is named by a rule. The
// table package, which loads what the rules read, counts as theirs.
func ruleKindNames(t *testing.T) map[string]bool {
	t.Helper()
	fset := token.NewFileSet()
	names := map[string]bool{}
	for _, dir := range []string{".", "table"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			addLiterals(names, f)
		}
	}
	return names
}

// addLiterals adds the string literals of f to names, but those of the
// unconsulted, unappliedKinds and appliedOnlyBy lists.
func addLiterals(names map[string]bool, f *ast.File) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if ix, ok := n.Lhs[0].(*ast.IndexExpr); ok {
				if id, ok := ix.X.(*ast.Ident); ok && id.Name == "unconsulted" {
					return false
				}
			}
		case *ast.ValueSpec:
			if n.Names[0].Name == "unappliedKinds" || n.Names[0].Name == "appliedOnlyBy" {
				return false
			}
		case *ast.BasicLit:
			if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING {
				names[s] = true
			}
		}
		return true
	})
}

// TestEveryReadingIsAppliedOrShown: of every card of the database, every
// kind of reading the cards package makes is applied by some rule (named
// in its code, or its words read by the rule's own pattern: readByText),
// or its sentence is listed under Not read — in every ruling
// (unappliedKinds) or in those of the rule it bears on (unconsulted);
// never neither, when the sentence would count as read and no rule act on
// it, and never both applied and in unappliedKinds. ("judge card" shows
// every effect, so it decides nothing here.)
func TestEveryReadingIsAppliedOrShown(t *testing.T) {
	named := ruleKindNames(t)
	count := map[string]int{}
	example := map[string]string{}
	for _, c := range testcards.DB(t).All() {
		for _, e := range c.Effects {
			if count[e.Kind]++; example[e.Kind] == "" {
				example[e.Kind] = c.Title + ": " + e.Quote
			}
		}
	}
	kinds := make([]string, 0, len(count))
	for k := range count {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		applied := named[k] || readByText[k] != ""
		shown := slices.Contains(unappliedKinds, k) || unconsultedBySome(k)
		switch {
		case applied && slices.Contains(unappliedKinds, k) && appliedWhereConsulted[k] == "":
			t.Errorf("%s is applied by a rule and listed in unappliedKinds: take it off the list", k)
		case !applied && !shown:
			t.Errorf("%s (%d effects, e.g. %q) is applied by no rule and its sentence is not shown under Not read: add it to unappliedKinds", k, count[k], example[k])
		}
	}
	for k := range appliedOnlyBy {
		if !named[k] {
			t.Errorf("appliedOnlyBy lists %s, which no rule names", k)
		}
		if slices.Contains(unappliedKinds, k) {
			t.Errorf("%s is both in appliedOnlyBy and unappliedKinds", k)
		}
	}
	for _, k := range unappliedKinds {
		if count[k] == 0 {
			t.Errorf("unappliedKinds lists %s, which no card's reading has", k)
		}
	}
}

// unconsultedBySome: a rule lists k's sentences under Not read in its
// rulings (unconsulted).
func unconsultedBySome(k string) bool {
	for _, kinds := range unconsulted {
		if slices.Contains(kinds, k) {
			return true
		}
	}
	return false
}
