package deck

import (
	"fmt"
	"strings"
)

// formatRule is everything about one key of the formats file: what it
// requires of a deck, how its value is checked when the file is read, and
// how a deck is checked against it. Each lives in its own file
// (format_*.go); formatRules lists them.
type formatRule struct {
	key string
	// kind is "construction" for a rule of deck construction, "play" for
	// a special rule of play, "setting" for the online engine's settings;
	// empty for the code, the name and comments.
	kind string
	// doc says what the key requires, for "judge formats --keys" and the
	// README; brief sums up a format's value for "judge formats" (nil:
	// nothing to say).
	doc   string
	brief func(fd *Field) string
	// read checks the key's value when the formats file is read.
	read func(fd *Field) error
	// exempt, for a key listing cards, is the entry that frees a printing
	// from the card rules below (the "valid" list); nil when none does.
	exempt func(fd *Field, p printing) *Value
	// card says why one printing of a card is not allowed (nil when it
	// is): it runs for every printing of every identified card when the
	// format sets this key.
	card func(fc *formatCheck, fd *Field, p printing) *reason
	// deck checks the deck as a whole; it runs even when the format does
	// not set the key (fd is then nil), for rules with a default.
	deck func(fc *formatCheck, fd *Field)
}

// formatRules are the keys the judge knows. A key not among them is
// reported in a note on every deck checked in its format: whatever it
// requires is not checked.
var formatRules = []*formatRule{
	ruleCode, ruleName, ruleSets, ruleValid, ruleBanned, ruleBannedIcons, ruleBannedRarities,
	ruleRestricted, ruleDeckSize, ruleDownloadBattleground, ruleJPSealed,
	settingHall, settingPlaytesting, settingTimer, settingTenets,
}

// ruleFor is the rule of a key; comments ("comment", "setComment") are
// rules that require nothing.
func ruleFor(key string) *formatRule {
	for _, r := range formatRules {
		if r.key == key {
			return r
		}
	}
	if key == "comment" || strings.HasSuffix(key, "Comment") {
		return ruleComment
	}
	return nil
}

var (
	ruleCode    = &formatRule{key: "code", doc: "the format's code, as --deck-format and \"# format:\" name it"}
	ruleName    = &formatRule{key: "name", doc: "the format's name"}
	ruleComment = &formatRule{key: "comment", doc: "a comment for the file's editors; no deck rule"}
)

// setting is a key of the online engine's that is no deck rule.
func setting(key, what string) *formatRule {
	return &formatRule{key: key, kind: "setting", doc: what + "; a setting of the online engine, no deck rule"}
}

var (
	settingHall        = setting("hall", "whether the online game hall offers the format")
	settingPlaytesting = setting("playtesting", "whether the format is for playtesters")
	settingTimer       = setting("defaultGameTimerMinutes", "the game clock")
	settingTenets      = setting("tenetsLink", "a link to the format's tenets")
)

// reason is why a printing breaks a format rule: the text, which follows
// the card's label (" is banned in Classic"), and the entry of the
// formats file that says so.
type reason struct {
	text  string
	field *Field
	value *Value // the list entry that matched; nil for the key itself
}

// FormatRule cites the entry of the formats file a finding rests on.
type FormatRule struct {
	Format string `json:"format"` // its code
	Name   string `json:"name"`
	File   string `json:"file"`
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Key    string `json:"key"`
	// Value is the list entry that matched ("13_52", "DEFENSIVE_SHIELD");
	// empty when the key as a whole is cited.
	Value string `json:"value,omitempty"`
}

func (r FormatRule) String() string {
	s := fmt.Sprintf("format %s (%s), %s:%d:%d %q", r.Name, r.Format, r.File, r.Line, r.Col, r.Key)
	if r.Value != "" {
		s += " " + r.Value
	}
	return s
}

// readIDs is the read function of the keys listing Gemp card ids, where
// "12_1-5" stands for 12_1 to 12_5 as the online engine reads it.
func readIDs(fd *Field) error {
	if !fd.List {
		return fmt.Errorf("a list of card ids such as \"1_168\" is expected")
	}
	fd.ids = map[string]*Value{}
	for i := range fd.Values {
		v := &fd.Values[i]
		ids, err := gempIDs(v)
		if err != nil {
			return err
		}
		for _, id := range ids {
			fd.ids[id] = v
		}
	}
	return nil
}

// listed is the entry of a card list naming a printing.
func listed(fd *Field, p printing) *Value { return fd.ids[p.id()] }

// readNames is the read function of the keys listing names.
func readNames(fd *Field) error {
	if !fd.List {
		return fmt.Errorf("a list of names is expected")
	}
	for _, v := range fd.Values {
		if !v.String || v.Text == "" {
			return errAt(v, "%s is not a name", v.written())
		}
	}
	return nil
}

// readBool is the read function of the switches.
func readBool(fd *Field) error {
	if fd.List || fd.Values[0].String || (fd.Values[0].Text != "true" && fd.Values[0].Text != "false") {
		return fmt.Errorf("true or false is expected")
	}
	return nil
}

// isTrue is a switch that is on.
func isTrue(fd *Field) bool { return fd != nil && !fd.List && fd.Values[0].Text == "true" }
