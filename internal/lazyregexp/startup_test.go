package lazyregexp

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

// TestNoRegexpCompiledAtStartUp keeps every package-level regular
// expression of the project lazy: each one compiled in a variable's
// initialiser costs every judge command start-up time (the rulings
// package alone once spent ~2 ms so), and the start-up is the budget the
// lookups are measured against.
func TestNoRegexpCompiledAtStartUp(t *testing.T) {
	root := testenv.Root()
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if f.Name.Name == "main" && filepath.Dir(path) != filepath.Join(root, "cmd", "judge") {
			return nil // a program run by hand (bench, importers): not judge's start-up
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			ast.Inspect(gd, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false // runs when called, not at start-up
				}
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "regexp" && strings.HasPrefix(sel.Sel.Name, "MustCompile") {
						rel, _ := filepath.Rel(root, fset.Position(call.Pos()).Filename)
						t.Errorf("%s:%d: package-level regexp.%s runs at start-up; use lazyregexp.New", rel, fset.Position(call.Pos()).Line, sel.Sel.Name)
					}
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
