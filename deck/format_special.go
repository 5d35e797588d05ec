package deck

// A special rule changes how the format's games are played, not which
// decks may play: a deck is never illegal for it, and a note says that
// the format plays with it and that nothing here checks it.
func specialRule(key, what string) *formatRule {
	return &formatRule{
		key:  key,
		kind: "play",
		doc:  "special rule of play when true: " + what + " (shown as a note; not a deck construction rule, not checked)",
		brief: func(fd *Field) string {
			if isTrue(fd) {
				return "special rule " + key
			}
			return ""
		},
		read: readBool,
		deck: func(fc *formatCheck, fd *Field) {
			if isTrue(fd) {
				fc.rep.noteRule(0, 0, fc.cite(fd, nil), "%s plays with a special rule: %s. It changes play, not deck construction, and is not checked here", fc.format.Name, what)
			}
		},
	}
}

var (
	ruleDownloadBattleground = specialRule("downloadBattlegroundRule", "once per game, each player may download a unique battleground that is not already on table")
	ruleJPSealed             = specialRule("jpSealedRule", "every character of ability 1 with a printed deploy number of 3 or more counts as ability 2 for all purposes")
)
