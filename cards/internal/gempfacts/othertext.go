package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// blueprintPath is Gemp's own card database, the text of each card as Gemp
// shows it to players.
const blueprintPath = "src/gemp-swccg-cards/src/main/resources/card_blueprint_database.json"

// blueprintTexts reads, from Gemp's card database, each card's game text
// by the builder call that sets it in the card's class.
func blueprintTexts(src []byte) (map[string]map[string]string, error) {
	var cards []struct {
		CardID    string `json:"cardId"`
		GameText  string `json:"gameText"`
		DarkText  string `json:"locationDarkSideGameText"`
		LightText string `json:"locationLightSideGameText"`
	}
	if err := json.Unmarshal(src, &cards); err != nil {
		return nil, err
	}
	out := map[string]map[string]string{}
	for _, c := range cards {
		out[c.CardID] = map[string]string{"setGameText": c.GameText, "setLocationDarkSideGameText": c.DarkText, "setLocationLightSideGameText": c.LightText}
	}
	return out, nil
}

var reSetText = lazyregexp.New(`\b(setGameText|setLocationDarkSideGameText|setLocationLightSideGameText)\s*\(`)

// otherText is the text of a card class that implements other words than
// Gemp's card database gives for that card: a class left at an earlier
// version of a card whose text has since changed (Death Star: Central
// Core's class sets "While Obi-Wan here, total ability of 6 or more
// required …", the database "If you occupy, opponent must first use 1
// Force …"). Its modifiers are not all the card's then. Text the class
// does not write as literals, and a side either leaves empty, is not
// compared; spacing, case and punctuation are ignored. It is "" when the
// class and the database agree.
func otherText(src string, texts map[string]string) string {
	if texts == nil {
		return ""
	}
	var class []string
	differs := false
	for _, m := range reSetText().FindAllStringSubmatchIndex(src, -1) {
		args := splitArgs(src[m[1]:])
		if len(args) != 1 {
			continue
		}
		text, db := literalText(args[0]), texts[src[m[2]:m[3]]]
		class = append(class, text)
		differs = differs || text != "" && db != "" && letters(text) != letters(db)
	}
	if !differs {
		return ""
	}
	return strings.Join(class, " ")
}

var reLiteral = lazyregexp.New(`"(?:[^"\\]|\\.)*"`)

// literalText joins the string literals of an argument ("a" + "b"); it is
// empty when anything else is part of it.
func literalText(arg string) string {
	rest := strings.TrimSpace(reLiteral().ReplaceAllString(arg, ""))
	if strings.Trim(rest, "+ \n\t") != "" {
		return ""
	}
	var b strings.Builder
	for _, l := range reLiteral().FindAllString(arg, -1) {
		s, err := strconv.Unquote(l)
		if err != nil {
			return ""
		}
		b.WriteString(s)
	}
	return b.String()
}

// letters is s lowercased with only its letters and digits.
func letters(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// otherTextPrefix opens the header line listing the classes otherText
// finds, each as id=prints: the fingerprints of its text's sentences
// (cards/internal/textprint), so that a sentence the card database and
// the class share can still be compared.
const otherTextPrefix = "# other text: "

var reGameTextType = lazyregexp.New(`\bModifyGameTextType\.(\w+)`)

// gameTextType is what a ModifyGameText row changes, after a dot
// (".RECOIL_IN_FEAR__MAY_NOT_BE_PLAYED_EXCEPT_TO_CANCEL_INTERRUPT"): one
// card's text switching another's on or off, which says "may not play"
// as often as anything else.
func gameTextType(args []string) string {
	for _, a := range args {
		if m := reGameTextType().FindStringSubmatch(a); m != nil {
			return "." + m[1]
		}
	}
	return ""
}
