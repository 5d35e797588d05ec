package main

import (
	"github.com/judge-swccg/judge/cardquery"
	"github.com/spf13/cobra"
)

// Help topics: cobra lists a command without Run under "Additional help
// topics" and prints its Long text for "judge help TOPIC". The text is ours
// and short; the READMEs hold the full reference. It is made when the
// topic is asked for: the card query's is built from its field table, and
// every command constructs the topics.
func init() {
	for _, t := range helpTopics {
		commands = append(commands, func() *cobra.Command {
			c := &cobra.Command{Use: t.name, Short: t.short}
			c.SetHelpFunc(func(c *cobra.Command, args []string) {
				c.Long = t.long()
				c.Parent().HelpFunc()(c, args)
			})
			return c
		})
	}
}

var helpTopics = []struct {
	name, short string
	long        func() string
}{
	{"table-state", "The table-state files judge ruling reads, for all three games", text(helpTableState)},
	{"decklist", "The decklist format judge deck reads", text(helpDecklist)},
	{"exit-codes", "What judge's exit status means", text(helpExitCodes)},
	{"formats", "Output formats (--format, --json) and their JSON schemas", text(helpFormats)},
	{"settings", "How --corpus, --cards and --index are resolved", text(helpSettings)},
	{"cards-query", "The card query language of judge cards find: fields and operators", cardquery.Help},
}

func text(s string) func() string { return func() string { return s } }

const helpTableState = `A table-state file describes the situation at the table in YAML (JSON is
accepted) and asks questions about it; "judge ruling FILE..." answers each
question with a verdict whose every step cites the rule it rests on.

The top-level "game:" key chooses the format (each game has its own):

  swccg  Star Wars CCG, the default when "game:" is absent. Cards are named
         as "judge card" accepts them and resolved through the card database
         (--cards); a card the database lacks is declared inline with
         "absent: true" and its numbers. Sections: turn, phase, segment,
         locations, cards (owner, at, on, label...), effects, battle
         (destiny, attrition, power, destiny_limits, canceled...),
         this_turn (what happened this turn: played, deployed, drained,
         used...), this_game (once-per-game texts used), piles (each
         player's pile sizes), podrace (a Podrace's race destinies,
         'damaged' Podracers, the race destiny just placed), questions. The question a judge asks most,
         "value:", gives a card's power, ability, forfeit, destiny, deploy,
         landspeed, hyperspeed, maneuver, armor or defense_value (card:,
         stat:), or a side's total_power at a location (stat:, side:,
         at:), as the printed value and each modifier with its card and
         quoted words. "play:" asks whether an Interrupt or a card's
         action may be played now (its text's timing; what a relocation
         moves), "battle_canceled:" what follows a canceled battle, and
         "immune_to_card:" whether a card on or targeting a card immune to
         it is canceled. "sabacc:" rules a hand of sabacc (interrupt:, each
         player's cards with wild: or clone: values): totals, the winner
         and what the loser gives up.
  swtcg  Star Wars TCG. No card database: every unit is declared inline
         (cost, speed, power, health, keywords, pilot ability). Sections:
         step, players, units, attack, questions.
  xwing  X-Wing 1st edition. Ships, pilots and upgrades are declared inline;
         geometry is given as facts measured on the table (what overlaps,
         range bands), never as coordinates.

Mistakes are reported as FILE:LINE:COL with exit status 2; unknown fields
are rejected (inside a question, naming the fields allowed there). "judge schema [GAME]" prints the JSON Schema of a game's
format, for an editor's YAML language server:

  # yaml-language-server: $schema=table.schema.json

Reference and examples: rulings/README.md, rulings/swtcg/README.md,
rulings/xwing/README.md and testdata/tables/ in the source tree.`

const helpDecklist = `"judge deck FILE" checks Star Wars CCG or Star Wars TCG deck construction
and reports each finding on its decklist line.

One card per line, a count and a name, in any common spelling:

  2 Stormtrooper     2x Stormtrooper     Stormtrooper x2     Lord Vader (x2)
  Lord Vader         (no count: one copy)

Names are matched as "judge card" matches them. Blank lines, comments
("#", "//") and headings ending in ":" are skipped. Header comments set the
game, side and deck format: "# game: swtcg" (default swccg), "# side: dark"
(or light) and "# format: classic" (a code of swccgFormats.json in the card
directory, default open; "judge formats" lists them). --game and
--deck-format override the headers; --all-formats checks every format.
A count outside 1-999, or an unknown game, side or format, is an input
error with its line and column (exit status 2).

A name no card has, like an illegal deck, is a finding on its line, not an
error: the exit status is 0.
Reference: deck/README.md.`

const helpExitCodes = `  0  success, whatever the verdict: an illegal play or deck is an answer
  1  a runtime failure: the system refused a permission, an internal error
     (a bug; the message names a file holding the stack trace), or
     "judge doctor" found a citation that does not resolve
  2  bad usage or bad input: an unknown command, flag or help topic, a
     missing argument or empty term, a --format the command does not print,
     an unknown key in the config file, an unknown deck format code, a card
     query that does not parse, or a file that does not parse (named as
     FILE:LINE:COL on stderr)
  3  no corpus (its path does not exist or holds no file), card database
     or index where one is needed; a damaged index that cannot be rebuilt
     (its inputs are gone: run "judge index"); no swccgFormats.json in the
     card directory when a deck format is named
  4  nothing found: search, define, show, card or cards find matched nothing (--json
     still prints the empty result)

A command given several files (judge ruling A B C) answers every file it
can, names each failing file on stderr, and exits with the most serious
status of its failures, in the order 1, 3, 2, 4.`

const helpFormats = `--format chooses what a command prints; --json is --format json and wins
over --format. A command given a format it does not print exits with
status 2 and names the formats it has.

  text      for a terminal; colour only on a terminal, never with NO_COLOR
            or --no-color
  json      stable, for scripts (one object per command)
  markdown  for a chat message or a tournament report: document text is
            escaped, and rule text is a block quote ending with its
            document, heading path and lines
  html      the HTML of that Markdown (a fragment, no page around it)

  search, define, show, card, ruling, deck   text, json, markdown, html
  cards stats, cards find, corpus stats, doctor, config,
  index, schema, version                      text, json

JSON schemas: search {query, total, fuzzy, pointed_game, hits: [{id, doc,
family, game, kind, title, path, line_start, line_end, passage_start,
passage_end, score, snippet, highlights, also_in, see_also, card}]}; define {term, entries: [hit fields + text, match, chain]};
show: one entry {id, doc, game, kind, title, path, aliases, line_start,
line_end, text, raw, parent, see_also, variants, lines}. card: cards/README.md;
ruling: rulings/README.md ("judge schema" is the input's schema); deck:
deck/README.md; the rest: README.md.`

const helpSettings = `Every command resolves three locations; the first of these that is set wins:

            flag          environment    config file   default
  corpus    --corpus DIR  $JUDGE_CORPUS  corpus:       what the index was built from
  cards     --cards DIR   $JUDGE_CARDS   cards:        what the index was built from
  index     --index DIR   $JUDGE_INDEX   index:        <user cache dir>/judge/index

"judge search" also keeps to one game when --game, $JUDGE_GAME or "game:"
(swccg, swtcg or xwing) is set; with none, every game is searched.

The config file is $JUDGE_CONFIG, else <user config dir>/judge/config.yaml;
relative paths in it are relative to the file; any other key is an error
naming its FILE:LINE:COL (exit status 2):

  corpus: ../shared/corpus
  cards: ../shared/cards

"judge config" (and the end of "judge --help") shows each location and the
setting that chose it. Commands rebuild the index by themselves when a
document, a card file or the tool version changed.`
