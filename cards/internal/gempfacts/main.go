// Command gempfacts turns a pinned checkout of the Players Committee's Gemp
// engine (PlayersCommittee/gemp-swccg-public, MIT) into the fact table that
// the cards package tests its game-text extractors against: one row per
// modifier a card class constructs, with the card's Gemp id, the modifier
// class, and its numeric and title arguments. The back of a two-sided card
// (an Objective's second side, a flipped character) is a class of its own
// in Gemp, Card7_300_BACK; its rows carry the id "7_300_BACK". A class
// left at an earlier version of its card (its text differs from Gemp's
// own card database) is listed in the header with its sentences'
// fingerprints (othertext.go). Only these facts are kept;
// no Gemp code is copied, and nothing reads Gemp at run time.
//
// Run by hand when the pin moves:
//
//	go run ./cards/internal/gempfacts -git /work/.mirror/PlayersCommittee+gemp-swccg-public/repo \
//	    -license ../shared/cards/LICENSE-gemp > cards/testdata/gemp-modifiers.tsv
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards/internal/textprint"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

func main() {
	gitDir := flag.String("git", "", "Gemp git directory (bare or not)")
	rev := flag.String("rev", "HEAD", "commit to read")
	license := flag.String("license", "", "file holding Gemp's MIT notice, copied into the header")
	flag.Parse()
	if *gitDir == "" || *license == "" {
		fmt.Fprintln(os.Stderr, "usage: gempfacts -git DIR -license FILE [-rev COMMIT] > table.tsv")
		os.Exit(2)
	}
	if err := run(os.Stdout, *gitDir, *rev, *license); err != nil {
		fmt.Fprintln(os.Stderr, "gempfacts:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, gitDir, rev, licenseFile string) error {
	notice, err := os.ReadFile(licenseFile)
	if err != nil {
		return err
	}
	commit, err := git(gitDir, nil, "rev-parse", rev+"^{commit}")
	if err != nil {
		return err
	}
	list, err := git(gitDir, nil, "ls-tree", "-r", "--name-only", strings.TrimSpace(string(commit)))
	if err != nil {
		return err
	}
	var cardPaths []string
	titlePath, builderPath := "", ""
	for _, p := range strings.Split(strings.TrimSpace(string(list)), "\n") {
		switch {
		case reCardFile().MatchString(p):
			cardPaths = append(cardPaths, p)
		case strings.HasSuffix(p, "/common/Title.java"):
			titlePath = p
		case strings.HasSuffix(p, "/actions/FireWeaponActionBuilder.java"):
			builderPath = p
		}
	}
	id := strings.TrimSpace(string(commit))
	if titlePath == "" || builderPath == "" {
		return fmt.Errorf("%s: no Title.java or FireWeaponActionBuilder.java", rev)
	}
	blobs, err := readBlobs(gitDir, id, append([]string{titlePath, blueprintPath, builderPath}, cardPaths...))
	if err != nil {
		return err
	}
	titles, fire := titleConstants(blobs[0]), readBuilder(string(blobs[2]))
	texts, err := blueprintTexts(blobs[1])
	if err != nil {
		return fmt.Errorf("%s: %v", blueprintPath, err)
	}
	var rows []row
	var other []string
	for i, p := range cardPaths {
		gemp := gempID(reCardFile().FindStringSubmatch(p)[1])
		rows = append(rows, modifiers(gemp, string(blobs[i+3]), titles, fire)...)
		if t := otherText(string(blobs[i+3]), texts[gemp]); t != "" {
			other = append(other, gemp+"="+strings.Join(textprint.Prints(t), ","))
		}
	}
	slices.SortFunc(other, func(a, b string) int {
		return slices.Compare(idKey(strings.Split(a, "=")[0]), idKey(strings.Split(b, "=")[0]))
	})
	sort.SliceStable(rows, func(i, j int) bool { return lessID(rows[i].gemp, rows[j].gemp) })
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# Modifier facts of the Gemp SWCCG engine, github.com/PlayersCommittee/gemp-swccg-public at commit %s,\n", id)
	fmt.Fprintf(bw, "# written by cards/internal/gempfacts from %d card classes. Facts only, no Gemp code. Gemp's licence:\n", len(cardPaths))
	for _, l := range strings.Split(strings.TrimRight(string(notice), "\n"), "\n") {
		fmt.Fprintf(bw, "#   %s\n", l)
	}
	fmt.Fprintln(bw, "# columns: gemp id (a two-sided card's back: its id with _BACK, Gemp's class for that side), modifier class (without \"Modifier\"; a ModifyGameText with its type after a dot; or a builder call: addImmuneToCardTitle, set...Capacity, setImmuneTo; or an action's Modify...Effect, Reset...Effect, AddToForceDrainEffect, AddBattleDestinyEffect, AddDestinyTo{TotalPower,Attrition}Effect, AddDuelDestinyEffect, AddToAttritionEffect, ReduceAttritionEffect (its number is subtracted), MayNotMove...Effect, DrawsNoMoreThanBattleDestinyEffect; a Deploy...Effect with a number, the cost change or count of an action's deploy; DeployEffectForFree, an action's deploy for free; or FireWeaponHit{ResetForfeit,ModifyForfeit,ModifyPower,ResetPower}: what a weapon hit does to the target, from the general fire-weapon builder's arguments or the body of the builder method named for the weapon, whose Modify...Effects are the card's too), scope (static: game text always/while active; action: inside an action or effect), numbers, titles")
	fmt.Fprintln(bw, "# classes whose game text differs from Gemp's card database (an earlier version of the card; not all their rows are the card's), each with the fingerprints of its sentences:")
	fmt.Fprintf(bw, "%s%s\n", otherTextPrefix, strings.Join(other, " "))
	for _, r := range rows {
		fmt.Fprintf(bw, "%s\t%s\t%s\t%s\t%s\n", r.gemp, r.class, r.scope, strings.Join(r.numbers, ","), strings.Join(r.titles, "|"))
	}
	return bw.Flush()
}

type row struct {
	gemp, class, scope string
	numbers, titles    []string
}

var (
	// reCardFile: a card class, or the class of a two-sided card's back.
	reCardFile = lazyregexp.New(`/Card(\d+_\d+(?:_BACK)?)\.java$`)
	reTitle    = lazyregexp.New(`(?m)^\s*String\s+(\w+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*;`)
	reNew      = lazyregexp.New(`\bnew\s+(\w+)Modifier\s*\(`)
	// reBuilder: the card builder calls that carry game text facts too
	// (a card's own immunity to a title, its capacity; an Interrupt's
	// "(Immune to Sense.)", which Gemp sets on the action that plays it).
	reBuilder = lazyregexp.New(`\b(addImmuneToCardTitle|set\w*Capacity|setImmuneTo)\s*\(`)
	// reModifyEffect: a one-time change an action makes ("add 3 to your
	// total power" on an Interrupt, "target is power = 0", "add one
	// battle destiny", a lightsaber's "may add 1 to Force drain", "add one
	// destiny to total power", "to attrition" or in a duel "to your total",
	// "add 2 to attrition against opponent", "subtract 1 from attrition
	// against you" (ReduceAttritionEffect: the number is what is
	// subtracted), "may not move for remainder of turn"), which
	// Gemp writes as an Effect.
	reModifyEffect = lazyregexp.New(`\bnew\s+((?:Modify|Reset|HitCardAndReset)\w+Effect|AddToForceDrainEffect|AddBattleDestinyEffect|AddDestinyTo(?:TotalPower|Attrition)Effect|AddDuelDestinyEffect|AddToAttritionEffect|ReduceAttritionEffect|MayNotMove\w*Effect|DrawsNoMoreThanBattleDestinyEffect|DrawsBattleDestinyIfUnableToOtherwise\w*Effect)\s*\(`)
	// reFireWeapon: the fire-weapon builder with a hit (the one whose
	// signature is known; others pass booleans of their own), whose
	// arguments say whether a
	// hit resets the target's forfeit ("target hit, and its forfeit = 0":
	// true and the value) or changes it ("target hit and forfeit -2":
	// false and the change), and a change to its power after them.
	reFireWeapon = lazyregexp.New(`\.(buildFireWeaponWithHitAction)\s*\(`)
	// reDeployEffect: an action deploying a card at a changed cost ("may
	// deploy Emperor (deploy -2) from Reserve Deck"), which Gemp passes as
	// a number to the deploy Effect; only calls with a number are kept.
	reDeployEffect = lazyregexp.New(`\bnew\s+(Deploy\w*Effect)\s*\(`)
	reMethod       = lazyregexp.New(`(?m)^\s*(?:@Override\s*)?(?:public|protected|private)\s+[\w<>\[\], ]+\s+(\w+)\s*\(`)
	reNumber       = lazyregexp.New(`^-?\d+(?:\.\d+)?[fFdD]?$`)
	reTitleRef     = lazyregexp.New(`\bTitle\.(\w+)`)
	reStaticGet    = lazyregexp.New(`^get\w*Modifiers\w*$`)
)

func titleConstants(src []byte) map[string]string {
	out := map[string]string{}
	for _, m := range reTitle().FindAllSubmatch(src, -1) {
		if s, err := strconv.Unquote(`"` + string(m[2]) + `"`); err == nil {
			out[string(m[1])] = s
		}
	}
	return out
}

// modifiers finds every "new XxxModifier(...)" of one card class, and
// what the fire-weapon builder methods it calls do.
func modifiers(gemp, src string, titles map[string]string, fire builder) []row {
	src = stripComments(src)
	methods := reMethod().FindAllStringSubmatchIndex(src, -1)
	var out []row
	calls := reNew().FindAllStringSubmatchIndex(src, -1)
	calls = append(calls, reModifyEffect().FindAllStringSubmatchIndex(src, -1)...)
	for _, m := range reDeployEffect().FindAllStringSubmatchIndex(src, -1) {
		args := splitArgs(src[m[1]:])
		if slices.ContainsFunc(args, func(a string) bool { a = strings.TrimSpace(a); return reNumber().MatchString(a) && a != "0" }) {
			calls = append(calls, m)
		}
		if deploysForFree(src[m[2]:m[3]], args) {
			out = append(out, row{gemp: gemp, class: "DeployEffectForFree", scope: "action"})
		}
	}
	builders := reBuilder().FindAllStringSubmatchIndex(src, -1)
	for i, m := range append(calls, builders...) {
		args := splitArgs(src[m[1]:])
		r := row{gemp: gemp, class: src[m[2]:m[3]], scope: "action"}
		if meth := enclosing(methods, src, m[0]); i >= len(calls) || reStaticGet().MatchString(meth) {
			r.scope = "static"
		}
		for _, a := range args {
			a = strings.TrimSpace(a)
			if reNumber().MatchString(a) {
				r.numbers = append(r.numbers, strings.TrimRight(a, "fFdD"))
			}
			for _, t := range reTitleRef().FindAllStringSubmatch(a, -1) {
				if s, ok := titles[t[1]]; ok {
					r.titles = append(r.titles, s)
				}
			}
		}
		if r.class == "ModifyGameText" {
			r.class += gameTextType(args)
		}
		out = append(out, r)
	}
	for _, m := range reFireWeapon().FindAllStringIndex(src, -1) {
		args := splitArgs(src[m[1]:])
		for i := 0; i+1 < len(args); i++ {
			flag, v := strings.TrimSpace(args[i]), strings.TrimSpace(args[i+1])
			if flag != "true" && flag != "false" || !reNumber().MatchString(v) {
				continue
			}
			// (resetForfeit, forfeit value or change[, power change])
			class := map[string]string{"true": "FireWeaponHitResetForfeit", "false": "FireWeaponHitModifyForfeit"}[flag]
			if v != "0" || flag == "true" {
				out = append(out, row{gemp: gemp, class: class, scope: "action", numbers: []string{v}})
			}
			if i+2 < len(args) {
				if p := strings.TrimSpace(args[i+2]); reNumber().MatchString(p) && p != "0" {
					out = append(out, row{gemp: gemp, class: "FireWeaponHitModifyPower", scope: "action", numbers: []string{p}})
				}
			}
		}
	}
	return append(out, fire.cardRows(gemp, src)...)
}

// deploysForFree says whether a deploy Effect's arguments deploy for free:
// of its literal booleans (forFree, [asReact,] reshuffle), the first is
// forFree when there are two or more; DeployStackedCardsEffect's only one
// is its forFree ("any aliens here may immediately deploy for free").
func deploysForFree(class string, args []string) bool {
	var flags []string
	for _, a := range args {
		if a = strings.TrimSpace(a); a == "true" || a == "false" {
			flags = append(flags, a)
		}
	}
	if class == "DeployStackedCardsEffect" {
		return len(flags) == 1 && flags[0] == "true"
	}
	return len(flags) >= 2 && flags[0] == "true"
}

// enclosing is the name of the last method declared before offset at.
func enclosing(methods [][]int, src string, at int) string {
	name := ""
	for _, m := range methods {
		if m[0] > at {
			break
		}
		name = src[m[2]:m[3]]
	}
	return name
}

// splitArgs reads a call's arguments from just after its "(" to the
// matching ")", split at top-level commas.
func splitArgs(s string) []string {
	var args []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"', '\'':
			i = quoteEnd(s, i)
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			if depth == 0 {
				return append(args, s[start:i])
			}
			depth--
		case ',':
			if depth == 0 {
				args = append(args, s[start:i])
				start = i + 1
			}
		}
	}
	return args
}

// quoteEnd is the index of the quote that closes the string or character
// literal opening at s[i].
func quoteEnd(s string, i int) int {
	q := s[i]
	for i++; i < len(s) && s[i] != q; i++ {
		if s[i] == '\\' {
			i++
		}
	}
	return i
}

var reComment = lazyregexp.New(`(?s)/\*.*?\*/|//[^\n]*`)

func stripComments(s string) string { return reComment().ReplaceAllString(s, "") }

// backSuffix marks the class of a two-sided card's back, in Gemp's class
// names and in the ids this table writes.
const backSuffix = "_BACK"

// gempID writes a class's id as the card JSON does: Card1_001 is "1_1",
// and its back Card1_001_BACK is "1_1_BACK".
func gempID(class string) string {
	front, back := strings.CutSuffix(class, backSuffix)
	set, num, _ := strings.Cut(front, "_")
	n, err := strconv.Atoi(num)
	if err != nil {
		return class
	}
	id := set + "_" + strconv.Itoa(n)
	if back {
		id += backSuffix
	}
	return id
}

// lessID orders ids by set and number, a card's back after its front.
func lessID(a, b string) bool {
	return slices.Compare(idKey(a), idKey(b)) < 0
}

func idKey(id string) []int {
	front, back := strings.CutSuffix(id, backSuffix)
	set, num, _ := strings.Cut(front, "_")
	s, _ := strconv.Atoi(set)
	n, _ := strconv.Atoi(num)
	if back {
		return []int{s, n, 1}
	}
	return []int{s, n, 0}
}

func git(dir string, stdin io.Reader, args ...string) ([]byte, error) {
	cmd := exec.Command("git", append([]string{"--git-dir", dir}, args...)...)
	cmd.Stdin = stdin
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, stderr.String())
	}
	return out, nil
}

// readBlobs reads many files of one commit through one "git cat-file --batch".
func readBlobs(dir, commit string, paths []string) ([][]byte, error) {
	var in bytes.Buffer
	for _, p := range paths {
		fmt.Fprintf(&in, "%s:%s\n", commit, p)
	}
	out, err := git(dir, &in, "cat-file", "--batch")
	if err != nil {
		return nil, err
	}
	blobs := make([][]byte, 0, len(paths))
	for len(out) > 0 {
		nl := bytes.IndexByte(out, '\n')
		if nl < 0 {
			return nil, fmt.Errorf("cat-file: truncated header")
		}
		f := strings.Fields(string(out[:nl]))
		if len(f) != 3 {
			return nil, fmt.Errorf("cat-file: %s", out[:nl])
		}
		n, err := strconv.Atoi(f[2])
		if err != nil || nl+1+n > len(out) {
			return nil, fmt.Errorf("cat-file: bad size in %q", out[:nl])
		}
		blobs = append(blobs, out[nl+1:nl+1+n])
		out = out[nl+1+n:]
		out = bytes.TrimPrefix(out, []byte("\n"))
	}
	if len(blobs) != len(paths) {
		return nil, fmt.Errorf("cat-file: %d blobs for %d paths", len(blobs), len(paths))
	}
	return blobs, nil
}
