package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/spf13/cobra"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// setting is a resolved location and where it came from, so --help and
// "judge config" can say which source won.
type setting struct {
	Value  string `json:"value"`
	Source string `json:"source"`
}

// fileConfig is the optional config file.
type fileConfig struct {
	Corpus string `yaml:"corpus"`
	Cards  string `yaml:"cards"`
	Index  string `yaml:"index"`
	// Game is the game searches keep to (search --game).
	Game string `yaml:"game"`
}

func configPath() string {
	if p := os.Getenv("JUDGE_CONFIG"); p != "" {
		return p
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "judge", "config.yaml")
}

var loadedConfig *fileConfig

// readConfig reads the config file once; a missing file is no error, a
// malformed one is, as file:line:col, and so is a key the file cannot
// have: a misspelt "corpse:" silently ignored would leave the corpus unset.
func readConfig() (*fileConfig, error) {
	if loadedConfig != nil {
		return loadedConfig, nil
	}
	loadedConfig = &fileConfig{}
	p := configPath()
	if p == "" {
		return loadedConfig, nil
	}
	b, err := os.ReadFile(p)
	if os.IsNotExist(err) {
		return loadedConfig, nil
	}
	if err != nil {
		return nil, withCode(exitBadInput, err)
	}
	b = rulings.LineFeeds(b)
	if err := yaml.UnmarshalWithOptions(b, loadedConfig, yaml.DisallowUnknownField()); err != nil {
		loadedConfig = nil
		return nil, withCode(exitBadInput, configError(p, err))
	}
	base := filepath.Dir(p)
	for _, v := range []*string{&loadedConfig.Corpus, &loadedConfig.Cards, &loadedConfig.Index} {
		if *v != "" && !filepath.IsAbs(*v) {
			*v = filepath.Join(base, *v)
		}
	}
	return loadedConfig, nil
}

// configError places a YAML error at file:line:col; an unknown key also
// gets the list of keys a config file has.
func configError(path string, err error) error {
	var ye yaml.Error
	if !errors.As(err, &ye) || ye.GetToken() == nil {
		return &glossary.Error{File: path, Err: err}
	}
	tk := ye.GetToken()
	msg := strings.TrimSpace(ye.GetMessage())
	var uf *yaml.UnknownFieldError
	if errors.As(err, &uf) {
		msg = fmt.Sprintf("unknown key %q: expected %s", tk.Value, orList(configKeys()))
		if near := suggestKeys(tk.Value); len(near) > 0 {
			msg += "; did you mean " + orList(near) + "?"
		}
	}
	return &glossary.Error{File: path, Line: tk.Position.Line, Col: tk.Position.Column, Err: errors.New(msg)}
}

// suggestKeys are the config keys near key, by the edit distance and
// prefix rules cobra applies to "did you mean" for commands.
func suggestKeys(key string) []string {
	keys := &cobra.Command{SuggestionsMinimumDistance: 2}
	for _, k := range configKeys() {
		keys.AddCommand(&cobra.Command{Use: k, Run: func(*cobra.Command, []string) {}})
	}
	return keys.SuggestionsFor(key)
}

// configKeys are the keys of fileConfig, read from its tags.
func configKeys() []string {
	t := reflect.TypeFor[fileConfig]()
	keys := make([]string, t.NumField())
	for i := range keys {
		keys[i] = t.Field(i).Tag.Get("yaml")
	}
	return keys
}

func resolve(flagVal, flagName, env string, fromFile func(*fileConfig) string, def func() string) (setting, error) {
	if flagVal != "" {
		return setting{flagVal, "--" + flagName}, nil
	}
	if v := os.Getenv(env); v != "" {
		return setting{v, "$" + env}, nil
	}
	cfg, err := readConfig()
	if err != nil {
		return setting{}, err
	}
	if v := fromFile(cfg); v != "" {
		return setting{v, configPath()}, nil
	}
	if def != nil {
		if v := def(); v != "" {
			return setting{v, "default"}, nil
		}
	}
	return setting{}, nil
}

func corpusSetting() (setting, error) {
	return resolve(globals.Corpus, "corpus", "JUDGE_CORPUS", func(c *fileConfig) string { return c.Corpus }, nil)
}

func cardsSetting() (setting, error) {
	return resolve(globals.Cards, "cards", "JUDGE_CARDS", func(c *fileConfig) string { return c.Cards }, nil)
}

func indexSetting() (setting, error) {
	return resolve(globals.Index, "index", "JUDGE_INDEX", func(c *fileConfig) string { return c.Index }, func() string {
		d, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		return filepath.Join(d, "judge", "index")
	})
}

// gameSetting is the game a search keeps to: --game, $JUDGE_GAME or
// "game:" in the config file; unset searches every game.
func gameSetting(flagVal string) (setting, error) {
	return resolve(flagVal, "game", "JUDGE_GAME", func(c *fileConfig) string { return c.Game }, nil)
}
