package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/workspace"
	"github.com/schollz/progressbar/v3"
)

// workspaceConfig resolves --corpus, --cards and --index (flag, env, config
// file, default) into a workspace.Config with a progress bar on a terminal.
func workspaceConfig() (workspace.Config, error) {
	var c workspace.Config
	corpus, err := corpusSetting()
	if err != nil {
		return c, err
	}
	cardsDir, err := cardsSetting()
	if err != nil {
		return c, err
	}
	idx, err := indexSetting()
	if err != nil {
		return c, err
	}
	if idx.Value == "" {
		return c, withCode(exitNoCorpus, errors.New("no index directory: give --index DIR or set $JUDGE_INDEX"))
	}
	if corpus.Value != "" {
		c.Corpus = []string{corpus.Value}
	}
	c.Cards = cardsDir.Value
	c.Index = idx.Value
	if strings.HasPrefix(corpus.Source, "--") {
		c.Named = append(c.Named, "corpus")
	}
	if strings.HasPrefix(cardsDir.Source, "--") {
		c.Named = append(c.Named, "cards")
	}
	c.Progress = progressReporter()
	c.Warn = warnOnce
	return c, nil
}

// warned holds the warnings printed: a command that opens both the index
// and the card database meets the same one twice. serve warns from its
// reloading goroutine too.
var (
	warnedMu sync.Mutex
	warned   = map[string]bool{}
)

func warnOnce(msg string) {
	warnedMu.Lock()
	defer warnedMu.Unlock()
	if !warned[msg] {
		warned[msg] = true
		fmt.Fprintln(os.Stderr, "judge: warning:", msg)
	}
}

// progressReporter draws a progress bar on stderr when it is a terminal;
// otherwise long work stays silent so pipes and CI logs are clean.
func progressReporter() func(stage string, done, total int) {
	if !useColor(os.Stderr) {
		return nil
	}
	var bar *progressbar.ProgressBar
	var cur string
	return func(stage string, done, total int) {
		if stage != cur || bar == nil {
			if bar != nil {
				_ = bar.Finish()
			}
			cur = stage
			bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(os.Stderr),
				progressbar.OptionSetDescription(stage), progressbar.OptionClearOnFinish(),
				progressbar.OptionShowCount(), progressbar.OptionThrottle(50_000_000))
		}
		_ = bar.Set(done)
		if done >= total {
			_ = bar.Finish()
		}
	}
}

// openIndexTextOrJSON opens the index for a command that prints text or JSON,
// checking --format first so a bad format fails before any index rebuild.
func openIndexTextOrJSON(ctx context.Context) (*index.Index, error) {
	if err := checkFormat("text", "json"); err != nil {
		return nil, err
	}
	return openIndex(ctx)
}

// openIndex opens the index, rebuilding it first when it is missing,
// stale or damaged and the inputs are known.
func openIndex(ctx context.Context) (*index.Index, error) {
	return openIndexWith(ctx, workspace.Open)
}

// openIndexWith is openIndex with the workspace's open (workspace.Open or
// workspace.OpenVerified). A damaged index that could not be rebuilt is
// exit status 3, as a missing one is: "judge index" mends both.
func openIndexWith(ctx context.Context, open func(context.Context, workspace.Config) (*index.Index, error)) (*index.Index, error) {
	c, err := workspaceConfig()
	if err != nil {
		return nil, err
	}
	ix, err := open(ctx, c)
	if errors.Is(err, workspace.ErrNoIndex) || errors.Is(err, index.ErrDamaged) {
		return nil, withCode(exitNoCorpus, err)
	}
	if err != nil {
		return nil, withCode(exitFailure, fmt.Errorf("opening the index: %w", err))
	}
	return ix, nil
}
