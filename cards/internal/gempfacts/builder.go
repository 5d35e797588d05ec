package main

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Most weapons fire through a method of Gemp's FireWeaponActionBuilder
// named for them ("target hit, its forfeit = 0, and both players lose 1
// Force" is Kylo Ren's Lightsaber's), whose body does what the card's
// text says a hit does. A card that calls such a method has those facts:
// the hit's forfeit and power changes, and the Modify…/Reset… Effects of
// the body, with the numbers the body writes or the card passes. The
// general buildFireWeaponWithHitAction is read from its arguments instead
// (reFireWeapon).

// builderMethod is one method of the builder: its parameters' names and
// its body.
type builderMethod struct {
	params []string
	body   string
}

// builder holds the builder's methods by name (overloads together).
type builder map[string][]builderMethod

var (
	reBuilderMethod = lazyregexp.New(`(?m)^\s*(?:public|private|protected)\s+[\w<>\[\], ]+?\s+(build\w*)\s*\(`)
	// reBuilderCall: a card's call of a builder method.
	reBuilderCall = lazyregexp.New(`\.(build\w*)\s*\(`)
	// reInnerCall: a builder method handing its work to another.
	reInnerCall = lazyregexp.New(`(?:^|[^.\w])(build\w*)\s*\(`)
	reNewEffect = lazyregexp.New(`\bnew\s+(\w+Effect)\s*\(`)
)

// readBuilder reads the builder's source into its methods.
func readBuilder(src string) builder {
	src = stripComments(src)
	b := builder{}
	for _, m := range reBuilderMethod().FindAllStringSubmatchIndex(src, -1) {
		params := splitArgs(src[m[1]:])
		var names []string
		for _, p := range params {
			f := strings.Fields(p)
			if len(f) == 0 {
				names = nil
				break
			}
			names = append(names, f[len(f)-1])
		}
		open := strings.IndexByte(src[m[1]:], '{')
		if open < 0 {
			continue
		}
		body := braced(src[m[1]+open:])
		name := src[m[2]:m[3]]
		b[name] = append(b[name], builderMethod{params: names, body: body})
	}
	return b
}

// braced is s from its opening "{" to the matching "}".
func braced(s string) string {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"', '\'':
			i = quoteEnd(s, i)
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return s[:i+1]
			}
		}
	}
	return s
}

// cardRows are the facts of every builder method a card class calls (the
// general one excepted), each once: a body's branches on a flag other
// than resetForfeit are not told apart, and two branches doing one thing
// ("target hit, its forfeit = 0" with or without a Force loss) are one
// fact.
func (b builder) cardRows(gemp, src string) []row {
	var out []row
	seen := map[string]bool{}
	for _, m := range reBuilderCall().FindAllStringSubmatchIndex(src, -1) {
		if name := src[m[2]:m[3]]; name != "buildFireWeaponWithHitAction" {
			for _, r := range b.rows(gemp, name, splitArgs(src[m[1]:]), 0, seen) {
				if !slices.ContainsFunc(out, func(o row) bool {
					return o.class == r.class && slices.Equal(o.numbers, r.numbers)
				}) {
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// rows reads the overload of name taking len(args) arguments (none when
// that is not one method) with its parameters bound to args; a call seen
// already (with the same arguments) is read once.
func (b builder) rows(gemp, name string, args []string, depth int, seen map[string]bool) []row {
	key := name + "(" + strings.Join(args, ",") + ")"
	if seen[key] {
		return nil
	}
	seen[key] = true
	var meth *builderMethod
	for i, m := range b[name] {
		if len(m.params) == len(args) || len(m.params) == 0 && len(args) == 1 && strings.TrimSpace(args[0]) == "" {
			if meth != nil {
				return nil // overloads of one arity: which is called is not read
			}
			meth = &b[name][i]
		}
	}
	if meth == nil || depth > 3 {
		return nil
	}
	env := map[string]string{}
	for i, p := range meth.params {
		env[p] = strings.TrimSpace(args[i])
	}
	bind := func(as []string) []string {
		out := make([]string, len(as))
		for i, a := range as {
			a = strings.TrimSpace(a)
			if v, ok := env[a]; ok {
				a = v
			}
			out[i] = a
		}
		return out
	}
	var out []row
	for _, m := range reNewEffect().FindAllStringSubmatchIndex(meth.body, -1) {
		class, as := meth.body[m[2]:m[3]], bind(splitArgs(meth.body[m[1]:]))
		if strings.HasPrefix(class, "HitCard") {
			out = append(out, hitRows(gemp, class, as, env)...)
			continue
		}
		if !reModifyEffect().MatchString("new " + class + "(") {
			continue
		}
		r := row{gemp: gemp, class: class, scope: "action"}
		for _, a := range as {
			if reNumber().MatchString(a) {
				r.numbers = append(r.numbers, strings.TrimRight(a, "fFdD"))
			}
		}
		if len(r.numbers) > 0 {
			out = append(out, r)
		}
	}
	for _, m := range reInnerCall().FindAllStringSubmatchIndex(meth.body, -1) {
		out = append(out, b.rows(gemp, meth.body[m[2]:m[3]], bind(splitArgs(meth.body[m[1]:])), depth+1, seen)...)
	}
	return out
}

// hitRows reads a HitCard…Effect(action, cardFiredAt, value[, value], …):
// a hit that resets or changes the target's forfeit, or resets or changes
// its power (both: power first). A branch on the method's own resetForfeit flag, or
// a forfeit condition bound to FalseCondition, is honoured, and a change
// by 0 is none.
func hitRows(gemp, class string, args []string, env map[string]string) []row {
	num := func(i int) (string, bool) {
		if i >= len(args) || !reNumber().MatchString(args[i]) {
			return "", false
		}
		return strings.TrimRight(args[i], "fFdD"), true
	}
	forfeitApplies := !strings.Contains(env["affectForfeitCondition"], "FalseCondition")
	flag, flagged := env["resetForfeit"]
	var out []row
	add := func(c string, i int, keepZero bool) {
		if v, ok := num(i); ok && (keepZero || v != "0") {
			out = append(out, row{gemp: gemp, class: c, scope: "action", numbers: []string{v}})
		}
	}
	switch {
	case strings.Contains(class, "ResetForfeit"):
		if forfeitApplies && (!flagged || flag == "true") {
			add("FireWeaponHitResetForfeit", 2, true)
		}
	case strings.Contains(class, "ModifyPowerAndForfeit"):
		add("FireWeaponHitModifyPower", 2, false)
		if forfeitApplies && (!flagged || flag == "false") {
			add("FireWeaponHitModifyForfeit", 3, false)
		}
	case strings.Contains(class, "ModifyForfeit"):
		if forfeitApplies && (!flagged || flag == "false") {
			add("FireWeaponHitModifyForfeit", 2, false)
		}
	case strings.Contains(class, "ModifyPower"):
		add("FireWeaponHitModifyPower", 2, false)
	case strings.Contains(class, "ResetPower"):
		add("FireWeaponHitResetPower", 2, true)
	}
	return out
}
