package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Immunity to a card title: "Immune to Alter.", "Echo Base Garrison is
// immune to Alter", "Immune to Uncontrollable Fury and attrition < 4".
func init() {
	registerExpr("immune_to_title", `(?i)\bimmune to\s`, parseTitleImmunity)
}

var (
	// reTitleList: titles up to a condition ("while …", "at that site"),
	// "and attrition", a clause that follows (", may not be targeted",
	// "and, if …", ", but are placed", "and Tarl adds"), or the end.
	reTitleList = lazyregexp.New(`^([^.;()]*?)(\s+(?:while|if|when|unless|until|during|for remainder|(?-i:at|here))\b[^.;)]*|\s*,?\s+and (?:to )?attrition\b.*|\s+and (?:may|is|are|adds?|has|gains?)\b.*|,?\s+and,\s.*|,\s+(?:and |but )?(?:may|must|is|are|has|adds?|gains?|but)\b.*|\s+and (?-i:[A-Z][\w']*)(?:\s(?-i:[A-Z][\w']*))* (?:adds?|is|are|may|has|gains?)\b.*)?\s*(?:[.;)]|$)`)
	// reAttritionFirst: immunity to attrition before the titles ("Immune to
	// attrition < 6, Come With Me, and Lateral Damage"), which the
	// attrition extractor reads.
	reAttritionFirst = lazyregexp.New(`(?i)^attrition(?:\s*<\s*\d+)?(?:\s*\([^)]*\))?(?:\s*,\s*(?:and\s+)?|\s+and\s+)`)
	// reDescribed: "immune to" describing other cards, not granting
	// ("Effects that are always immune to Alter", "except those immune to
	// Alter").
	reDescribed = lazyregexp.New(`(?i)\b(?:always|those|which are|that are|that is)\s+$`)
	// reOwnerLead: whose card the title is ("immune to opponent's Sandwhirl").
	reOwnerLead     = lazyregexp.New(`^(?:opponent's|your)\s+`)
	reTitleSep      = lazyregexp.New(`,\s*(?:and |or )?|\s+(?:and|or)\s+`)
	reDanglingAnd   = lazyregexp.New(`\s(?:and|or),?\s*$`)
	reTitleStart    = lazyregexp.New(`^(?:•|['"‘“]?[A-Z0-9])`)
	reNotTitleWords = lazyregexp.New(`(?i)^(?:attrition|any|all|opponent|your|the|each|cards?|weapons?|Interrupts?|Effects?|Objectives?|Utinni|Force|Dark|Light|Sith|Jedi)\b`)
	// reClauseVerb: a verb inside an item makes it a clause, not a title
	// ("Flagship deploys free on that starship", "Activate The Droids is
	// immune to Alter"); "is" and "are" alone do not ("You are Beaten").
	reClauseVerb = lazyregexp.New(`\s(?:deploys?|adds?|gains?|moves?|draws?)\s|\s(?:is|are) immune\b`)
)

// parseTitleImmunity reads the titles after "immune to": one effect per
// title, its Title the title as printed.
func parseTitleImmunity(s sentence, at [2]int) []Effect {
	if reDescribed().MatchString(s.text[:at[0]]) {
		return []Effect{}
	}
	after, afterAttrition := s.text[at[1]:], false
	if strings.HasPrefix(strings.ToLower(after), "attrition") {
		a := reAttritionFirst().FindStringIndex(after)
		if a == nil {
			return []Effect{} // immunity to attrition has its own extractor
		}
		// titles follow: read them as if "immune to" stood before them
		afterAttrition = true
		at[1] += a[1]
		after = after[a[1]:]
	}
	// a title's own comma, "is" or "?" ("What is Thy Bidding, My
	// Master?") neither ends the list nor separates its items: the list
	// is read with such titles masked, each title taken from the text
	text := after
	after = s.titles.mask(after)
	m := reTitleList().FindStringSubmatchIndex(after)
	if m == nil {
		return nil
	}
	list := after[m[2]:m[3]]
	if reDanglingAnd().MatchString(list) {
		return nil // "immune to Alter and, when it initiates Force loss, may ...": a clause follows
	}
	// Each item of the list is a title unless it reads as a game term
	// ("purchase" on IG-88, Guri): that item gives no effect and stays out
	// of every span, so the sentence is listed as not read. A long non-title
	// item is a clause the list pattern ran into, and nothing is read.
	var titles [][2]int // the titles' ranges in after
	firstIsTitle, lastIsTitle := false, false
	items := append(reTitleSep().FindAllStringIndex(list, -1), []int{len(list), len(list)})
	from := 0
	for i, sep := range items {
		a, b := from, sep[0]
		from = sep[1]
		t := strings.TrimSpace(list[a:b])
		t = strings.TrimPrefix(t, reOwnerLead().FindString(t))
		isTitle := reTitleStart().MatchString(t) && !reNotTitleWords().MatchString(t) && !strings.ContainsAny(t, "[]") && !reClauseVerb().MatchString(t)
		if !isTitle && len(words(t, 4)) > 3 {
			if afterAttrition {
				return []Effect{} // "immune to attrition and Flagship deploys free": no title follows
			}
			return nil // a clause, not an item: "Alter and, when it initiates Force loss, ..."
		}
		firstIsTitle = firstIsTitle || i == 0 && isTitle
		lastIsTitle = i == len(items)-1 && isTitle
		if isTitle {
			a += m[2] + strings.Index(list[a:b], t)
			titles = append(titles, [2]int{a, a + len(t)})
		}
	}
	if len(titles) == 0 {
		return []Effect{} // "immune to opponent's Interrupts": not a title
	}
	cl := clauseBefore(s, at[0])
	sub, subAt, hasSub := cl.subject()
	end := at[1] + m[3]
	cond := ""
	if m[4] >= 0 {
		tail := strings.TrimSpace(text[m[4]:m[5]])
		if c := strings.ToLower(tail); !strings.HasPrefix(c, "and") && !strings.HasPrefix(c, ",") {
			cond, end = tail, at[1]+m[5]
		}
	}
	start := cl.start(subAt, at[0], hasSub)
	var out []Effect
	for i, t := range titles {
		// Each title has its own span: the first item with "immune to" and
		// its subject, the last item with a condition closing the list.
		a, b := at[1]+t[0], at[1]+t[1]
		if i == 0 && firstIsTitle {
			a = start
		}
		if i == len(titles)-1 && lastIsTitle {
			b = end
		}
		e := s.effect("immune_to_title", a, b)
		e.Title, e.Condition = strings.Trim(text[t[0]:t[1]], `'"‘’“”`), joinConditions(cl.cond, cond)
		if hasSub {
			e.Target = sub // an Effect deploying on a card is itself immune ("Immune to Alter")
		}
		out = append(out, e)
	}
	return out
}
