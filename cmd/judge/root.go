package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

// globalOptions are the flags every command shares.
type globalOptions struct {
	Corpus  string
	Index   string
	Cards   string
	JSON    bool
	Format  string
	NoColor bool
}

var globals globalOptions

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "judge",
		Short: "Rules judge and glossary lookup for Star Wars card games",
		Long: `judge looks up rules and cards and explains rulings for Star Wars CCG,
Star Wars TCG and X-Wing, citing the exact rule text with its document and lines.

Where the data lives (first match wins; "judge config" shows which won):
  corpus  --corpus DIR, $JUDGE_CORPUS, "corpus:" in the config file
  cards   --cards DIR,  $JUDGE_CARDS,  "cards:" in the config file
  index   --index DIR,  $JUDGE_INDEX,  "index:" in the config file, else the user cache dir
Config file: $JUDGE_CONFIG, else <user config dir>/judge/config.yaml.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// cobra's default, set here because "judge help" asks for
		// suggestions before cobra would set it.
		SuggestionsMinimumDistance: 2,
	}
	f := root.PersistentFlags()
	f.StringVar(&globals.Corpus, "corpus", "", "directory or file of rules documents")
	f.StringVar(&globals.Index, "index", "", "index directory")
	f.StringVar(&globals.Cards, "cards", "", "directory with Dark.json, Light.json and personas.tsv")
	f.BoolVar(&globals.JSON, "json", false, "print JSON (same as --format json)")
	f.StringVar(&globals.Format, "format", "text", "output format: text, json, markdown or html")
	f.BoolVar(&globals.NoColor, "no-color", os.Getenv("NO_COLOR") != "", "never colour the output")
	for _, add := range commands {
		root.AddCommand(add())
	}
	root.SetHelpCommand(newHelpCmd())
	defaultHelp := root.HelpFunc()
	root.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		defaultHelp(cmd, args)
		if cmd == root {
			writeSettings(cmd.OutOrStdout())
		}
	})
	return root
}

// writeSettings ends the root help with where each location resolves now
// and which setting chose it.
func writeSettings(w io.Writer) {
	fmt.Fprintln(w, "\nNow:")
	for _, s := range []struct {
		name string
		get  func() (setting, error)
	}{{"corpus", corpusSetting}, {"cards", cardsSetting}, {"index", indexSetting}} {
		v, err := s.get()
		switch {
		case err != nil:
			fmt.Fprintf(w, "  %-7s %v\n", s.name, err)
		case v.Value == "":
			fmt.Fprintf(w, "  %-7s not set (the index remembers what it was built from)\n", s.name)
		default:
			fmt.Fprintf(w, "  %-7s %s  (from %s)\n", s.name, v.Value, v.Source)
		}
	}
}

// commands holds the constructors of every subcommand; each cmd_*.go file
// appends its own in init, so adding a command touches one file.
var commands []func() *cobra.Command

// newHelpCmd replaces cobra's help command, which answers an unknown topic
// with the usage and exit status 0: here it is a usage error (2) with
// cobra's "did you mean" suggestions.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [COMMAND | TOPIC]",
		Short: "Help about any command or topic",
		ValidArgsFunction: func(c *cobra.Command, args []string, prefix string) ([]string, cobra.ShellCompDirective) {
			var names []string
			for _, sub := range c.Root().Commands() {
				if len(args) == 0 && !sub.Hidden && strings.HasPrefix(sub.Name(), prefix) {
					names = append(names, sub.Name())
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, args []string) error {
			cmd, rest, err := c.Root().Find(args)
			if err != nil || len(rest) > 0 {
				name := strings.Join(args, " ")
				msg := fmt.Sprintf("no command or help topic %q; \"judge help\" lists them", name)
				if s := c.Root().SuggestionsFor(args[len(args)-1]); len(s) > 0 {
					msg += "; did you mean " + orList(s) + "?"
				}
				return withCode(exitBadInput, fmt.Errorf("%s", msg))
			}
			cmd.InitDefaultHelpFlag()
			cmd.InitDefaultVersionFlag()
			return cmd.Help()
		},
	}
}
