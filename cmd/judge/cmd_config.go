package main

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newConfigCmd) }

func newConfigCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "config",
		Short: "Show where the corpus, cards and index are, the game searched, and which setting chose each",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runConfig(cmd.Context(), cmd.OutOrStdout())
		},
	}
}

func runConfig(_ context.Context, w io.Writer) error {
	if err := checkFormat("text", "json"); err != nil {
		return err
	}
	out := map[string]setting{}
	game := func() (setting, error) { return gameSetting("") }
	for name, get := range map[string]func() (setting, error){"corpus": corpusSetting, "cards": cardsSetting, "index": indexSetting, "game": game} {
		s, err := get()
		if err != nil {
			return err
		}
		out[name] = s
	}
	if outputFormat() == "json" {
		return printJSON(w, map[string]any{"config_file": configPath(), "settings": out})
	}
	for _, name := range []string{"corpus", "cards", "index", "game"} {
		s := out[name]
		if s.Value == "" {
			fmt.Fprintf(w, "%-7s (not set)\n", name)
			continue
		}
		fmt.Fprintf(w, "%-7s %s  (from %s)\n", name, s.Value, s.Source)
	}
	fmt.Fprintf(w, "config file: %s\n", configPath())
	return nil
}
