package cards

import "strings"

// Cards moved between piles, hand and table by a card's text: "place it
// in Used Pile", "place TC-14 out of play", "take one into hand", "may
// retrieve a trooper", "relocate one starfighter present to a related
// docking bay", "return spy to hand", and a card suspended ("Staging
// Areas is suspended", Gemp's SuspendsCard). Target is the card moved as
// written; Title where it goes (a pile, "hand", "out of play", "here");
// what is suspended is Title. A judge reads where a card ends up.
func init() {
	registerGroup("card_moves", []tightPhrase{
		{notTarget: `(?i)^(?:this )?Interrupt$`, phrase: phrase{
			// "place that card on bottom of your Used Pile", "place TC-14
			// out of play", "may place it here". Not "Place Interrupt in
			// …" (interrupt_goes_to) nor "Place … if …" (lost_if).
			name:    "places_card",
			trigger: `(?i)\bplace\b`,
			shape:   `(?i)^place (?P<target>(?:[^.;,()]+?(?: \([^)]*\))?)?)(?:,? (?:unseen|face[- ](?:up|down)),?)? (?P<title>out of play|here|(?:(?:on )?(?:the )?(?:top|bottom) of|in|into|on|under|beneath) ` + ownerRE + `(?:Used Pile|Lost Pile|Reserve Deck|Force Pile|hand|deck|pile)s?|(?:on|under|beneath) (?:that |this )?(?-i:[A-Z•])[\w'’-]*(?: (?-i:[A-Z][\w'’-]*|of|the|Of|The))*)(?: from (?:your |opponent's )?(?:hand|Reserve Deck|Force Pile|Used Pile|Lost Pile))?(?:\s+(?P<cond>(?:if|when|unless|at (?:the )?end of)\b[^.;(,]*))?(?: \(?(?:face[- ](?:up|down)|unseen)\)?)?(?:\s*\([^)]*\))?(?: instead)?(?:[;,]? (?:and )?reshuffle)?`,
		}},
		{phrase: phrase{
			// "Take into hand from Reserve Deck one vehicle".
			name:    "takes_into_hand",
			trigger: `(?i)\btake into (?:your |owner's )?hand\b`,
			shape:   `(?i)^take into (?:your |owner's )?hand (?:from (?P<title>` + ownerRE + `(?:Reserve Deck|Force Pile|Used Pile|Lost Pile)) )?(?P<target>(?:one|a|an|two|any|up to|all)\b[^.;(]*)(?:\s*\([^)]*\))?(?:[;,]? (?:and )?reshuffle)?`,
		}},
		{notTarget: reNotCardRE + `|\bForce$`, phrase: phrase{
			// "may retrieve a trooper", "retrieve one bounty hunter from
			// your Lost Pile" (cards, not Force: retrieves_force).
			name:    "retrieves_card",
			trigger: `(?i)\bretrieves? (?:a|an|one|two|the|that|it|up to \w+)\b`,
			shape:   `(?i)^retrieves? (?P<target>(?:a|an|one|two|the|that|it|up to \w+)\b[^.;()]*?)(?: (?:into|from) (?P<title>` + ownerRE + `(?:hand|Lost Pile)))?(?:\s*\([^)]*\))?\)?(?:[.;]|$)`,
		}},
		{notTarget: reNotCardRE + `|\bup$|^\(`, phrase: phrase{
			// "relocate one starfighter present to a related docking bay".
			name:    "relocates",
			trigger: `(?i)\brelocates? (?:[^.;]+? )?to\b`,
			shape:   `(?i)^relocates? (?:(?P<target>[^.;:]+?) )?to (?P<title>[^.;(),:]+?)(?:\s*\([^)]*\))?\)?(?:[.;,]|$)`,
		}},
		{phrase: phrase{
			// "return spy to hand", "returns to owner's hand".
			name:    "returns_to_hand",
			trigger: `(?i)\breturns? (?:[^.;]+? )?to (?:(?:your|owner's|owners'|opponent's) )?hands?\b`,
			shape:   `(?i)^returns? (?:(?P<target>[^.;]+?) )?to (?P<title>(?:(?:your|owner's|owners'|opponent's) )?hands?)(?:\s+(?P<cond>(?:from|if|when|unless)\b[^.;(]*))?`,
		}},
		{noSubject: true, phrase: phrase{
			// "Staging Areas is suspended", "All Jedi Test game text is
			// suspended": Title what.
			name:    "suspends",
			trigger: `(?i)\b(?:is|are) suspended\b`,
			lead:    `(?P<title>(?:All )?(?-i:[A-Z•])[\w'’!-]*(?:\s+(?:(?-i:[A-Z])[\w'’!-]*|of|the|and|to|in|game text))*) $`,
			shape:   `(?i)^(?:is|are) suspended(?:\s+(?P<cond>(?:where|while|if|when|unless|at|here)\b[^.;(]*))?`,
			// "… if Bring Him Before Me on table and Your Destiny is
			// suspended; …": a condition's second half, no effect
			notAfter: `(?i)\b(?:if|unless|when|while)\b[^.;,]*\band (?:[^\s,]+ ){1,6}$`,
		}},
		{noSubject: true, phrase: phrase{
			// "Suspended while opponent controls Corellia.": the card
			// itself (no Title). Capital S: a sentence's opening only.
			name:    "suspended_self",
			kind:    "suspends",
			trigger: `\bSuspended (?:while|if|when|unless)\b`,
			shape:   `^Suspended (?P<cond>(?:while|if|when|unless)\b[^.;(]*)`,
		}},
		{phrase: phrase{
			// "Suspends Asteroid Sanctuary at related sector.": Title the
			// card suspended ("suspends permanent pilot" is capacity's).
			name:    "suspends_card",
			kind:    "suspends",
			trigger: `\bSuspends [A-Z]`,
			shape:   `^Suspends (?P<title>[A-Z•][\w'’•!-]*(?: (?:[A-Z•][\w'’•!-]*|of|the|and|to|in))*)(?:\s+(?P<cond>(?:at|where|while|if|when|unless)\b[^.;(]*))?`,
		}},
	})
	// "take one into hand", "take top card of Lost Pile into hand" (from a
	// pile it is takes_from_pile): found by "into hand" and read from the
	// "take" before it, as most sentences holding "take" hold no hand.
	take := tightPhrase{notTarget: reNotCardRE, phrase: phrase{
		name:    "takes_into_hand",
		trigger: `(?i)\binto (?:your |owner's )?hand(?:[.;,(]| and\b| from (?:a|the|that|this)\b|\s*$)`,
		shape:   `(?i)^take (?P<target>[^.;]+?) into (?:your |owner's )?hand(?: from (?P<title>(?:a|the|that|this) [^.;,(]+?))?(?:\s*\([^)]*\))?(?:[;,]? (?:and )?reshuffle)?(?:[.;,]|$)`,
	}}
	readTake := take.parser()
	registerExpr(take.name, take.trigger, func(s sentence, at [2]int) []Effect {
		from := wordBefore(s.text[:at[0]], "take ")
		if from < 0 {
			return []Effect{}
		}
		return readTake(s, [2]int{from, at[1]})
	})
}

// wordBefore is where the last word w (with its space, any case) of the
// clause ending at the end of pre starts; -1 when there is none.
func wordBefore(pre, w string) int {
	from := strings.LastIndexAny(pre, ".;") + 1
	for i := len(pre) - len(w); i >= from; i-- {
		if strings.EqualFold(pre[i:i+len(w)], w) {
			if i > 0 && pre[i-1] != ' ' && pre[i-1] != '(' {
				return -1
			}
			return i
		}
	}
	return -1
}

// reNotCardRE: words that make a Target another clause, not a card.
const reNotCardRE = `(?i)\b(?:place|take|deploy|draw|lose|retrieve|may|must|and then)\b|[,:]`

// ownerRE is whose pile it is: "your ", "owner's ", "top of opponent's ".
const ownerRE = `(?:the |your |their |its |owner's |owners' |opponent's |any |that )?`
