// Package swtcg answers questions about a Wizards of the Coast Star Wars
// Trading Card Game table (a table file with "game: swtcg") with rulings
// citing The Empire Strikes Back rulebook (document family swtcg-rules).
//
// There is no card database for this game, so a table file declares every
// card inline: name, version letter, type, subtypes, numbers, keywords and
// Pilot ability. Load reads a file (file:line:col errors), Run answers its
// questions with one rule each (Rules), and Citations lists every passage
// the rules may cite, for "judge doctor". The result is a rulings.Report,
// rendered by the rulings writers like any Star Wars CCG ruling.
//
// The worked examples of the rulebook (notes swtcg-rulebook-esb.md §2.17)
// and where they are tested:
//
//   - W1, W16 (deck construction): package deck, testdata/W1-*, W16-*.
//   - W6 (Accuracy against Armor): AttackRule.
//   - W7 (Pilot subtypes): PilotRule. W8, W21 (what works where a Pilot
//     sits): PilotEffectsRule. W9 (a stacked Pilot rearranged):
//     RearrangeRule.
//   - W10 (one unique unit of a name): UniqueRule. W11 (text naming a card
//     means that exact name): RefersToRule.
//   - W12 (stack numbers): StackNumbers. W13–W15 (counters to add a
//     version): AddToStackRule.
//   - W17 (a Location's arena): GoesToRule. W19 (speed ties): AttackOrderRule.
//
// W2–W5, W20, W22 and W23 only illustrate how ability text is worded
// (activated, triggered and static abilities, one-shot against lasting
// effects, attack restrictions, conditions and triggers); they need the
// card's text interpreted and have no rule here. W18 (four versions of Luke
// Skywalker in A New Hope) is a fact about the card pool, which this
// package does not hold.
//
// Where the rulebook disagrees with itself the body text, revised for this
// edition, prevails over the stale glossary (notes §1.8); a ruling that
// rests on such a passage shows the glossary's wording as superseded.
package swtcg
