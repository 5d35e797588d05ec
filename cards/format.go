package cards

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WriteFace prints a card compactly, like a card face a judge reads at a
// glance: title line, numbers, icons, game text, lore, rulings, personas,
// and the effects read from the game text.
func WriteFace(w io.Writer, c *Card) error {
	p := &printer{w: w}
	p.line("%s%s   [%s]", c.Uniqueness, c.Title, strings.Join(nonEmpty(string(c.Side), c.Type, c.SubType), " · "))
	p.line("%s", strings.Join(nonEmpty("gemp "+c.GempID, "id "+c.ID, setLabel(c), faceLabel(c), joinList("aka ", c.Abbr)), " · "))
	p.line("%s", numbersLine(c))
	if len(c.Icons) > 0 || c.LightSideIcons+c.DarkSideIcons > 0 {
		p.line("Icons: %s", strings.Join(nonEmpty(strings.Join(c.Icons, ", "), forceIcons(c)), " · "))
	}
	if len(c.Characteristics) > 0 {
		p.line("Characteristics: %s", strings.Join(c.Characteristics, ", "))
	}
	p.block("Game text", c.GameText)
	p.block("Lore", c.Lore)
	for i, r := range c.Rulings {
		if c.Face == "back" {
			break // rulings belong to the whole card and print with its front
		}
		if i == 0 {
			p.line("Rulings:")
		}
		p.line("  - %s", plainRuling(r))
	}
	if len(c.Personas) > 0 || len(c.PermanentPersonas) > 0 {
		p.line("Personas: %s", strings.Join(nonEmpty(strings.Join(c.Personas, ", "), joinList("permanent ", c.PermanentPersonas), crossLabel(c)), " · "))
	}
	for i, e := range c.Effects {
		if i == 0 {
			p.line("Effects:")
		}
		p.line("  %s", EffectSummary(e))
	}
	for i, u := range c.Unparsed {
		if i == 0 {
			p.line("Not read (unparsed):")
		}
		p.line("  %s", u)
	}
	for i, s := range c.Unread() {
		if i == 0 {
			p.line("Not read:")
		}
		p.line("  %s", UnreadSummary(s))
	}
	return p.err
}

// EffectSummary renders one effect in a line: kind, level, target,
// condition, and the exact words with their byte span.
func EffectSummary(e Effect) string {
	parts := []string{e.Kind}
	switch {
	case strings.HasPrefix(e.Kind, "immun") || e.Kind == "grants_immunity":
		if e.Value > 0 && e.Kind != "immunity_modifier" {
			parts = append(parts, "< "+formatValue(e.Value))
		} else if e.Kind == "immunity_modifier" {
			parts = append(parts, signed(e.Value))
		}
	case strings.HasSuffix(e.Kind, "_modifier"):
		parts = append(parts, signed(e.Value))
	case e.Value != 0:
		parts = append(parts, formatValue(e.Value))
	}
	if e.Title != "" {
		parts = append(parts, e.Title)
	}
	if e.Target != "" {
		parts = append(parts, "→ "+e.Target)
	}
	if e.Limit != "" {
		parts = append(parts, "(once per "+e.Limit+")")
	}
	if e.Condition != "" {
		parts = append(parts, "["+e.Condition+"]")
	}
	return fmt.Sprintf("%s   %q @%d-%d", strings.Join(parts, " "), e.Quote, e.Span[0], e.Span[1])
}

// WriteCandidates lists cards one per line with their ids, for an
// ambiguous name, a persona or suggestions.
func WriteCandidates(w io.Writer, cs []*Card) error {
	p := &printer{w: w}
	for _, c := range cs {
		p.line("  %-10s %-5s %-10s %s%s", c.GempID, c.Side, c.Type, c.Uniqueness, c.Title)
	}
	return p.err
}

type printer struct {
	w   io.Writer
	err error
}

func (p *printer) line(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format+"\n", args...)
	}
}

func (p *printer) block(label, text string) {
	if text != "" {
		p.line("%s: %s", label, text)
	}
}

// numbersLine prints the numbers the card has; an undefined number is
// left out, a "*" or an unreadable one ("X") is shown as printed.
func numbersLine(c *Card) string {
	var parts []string
	for _, n := range []struct {
		label string
		num   Number
	}{
		{"Power", c.Power}, {"Ability", c.Ability}, {"Deploy", c.Deploy}, {"Forfeit", c.Forfeit},
		{"Destiny", c.Destiny}, {"Armor", c.Armor}, {"Maneuver", c.Maneuver}, {"Hyperspeed", c.Hyperspeed},
		{"Landspeed", c.Landspeed}, {"Parsec", c.Parsec}, {"Politics", c.Politics}, {"Ferocity", c.Ferocity},
	} {
		if n.num.Defined || n.num.Star || n.num.Raw != "" {
			parts = append(parts, n.label+" "+n.num.String())
		}
	}
	return strings.Join(parts, "  ")
}

func forceIcons(c *Card) string {
	return strings.Join(nonEmpty(countLabel(c.LightSideIcons, "light side"), countLabel(c.DarkSideIcons, "dark side")), ", ")
}

func countLabel(n int, what string) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n) + " " + what
}

func setLabel(c *Card) string {
	if c.SetName != "" {
		return c.SetName
	}
	if c.Set != "" {
		return "set " + c.Set
	}
	return ""
}

func faceLabel(c *Card) string {
	switch {
	case c.Face == "back":
		return "back face"
	case c.Back != "":
		return "two-sided (back: " + c.Back + ")"
	}
	return ""
}

func crossLabel(c *Card) string {
	if c.CrossoverPersona == "" {
		return ""
	}
	return "crosses over as " + c.CrossoverPersona
}

func joinList(label string, xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return label + strings.Join(xs, ", ")
}

func nonEmpty(xs ...string) []string {
	var out []string
	for _, x := range xs {
		if x != "" {
			out = append(out, x)
		}
	}
	return out
}

func formatValue(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func signed(v float64) string {
	if v >= 0 {
		return "+" + formatValue(v)
	}
	return formatValue(v)
}

// plainRuling drops the HTML emphasis the rulings carry ("<u>not</u>").
var plainRuling = strings.NewReplacer("<u>", "", "</u>", "", "<b>", "", "</b>", "", "<i>", "", "</i>", "", "<br>", " ").Replace

// UnreadSummary renders a sentence no effect reads: its words and span.
func UnreadSummary(s Sentence) string {
	return fmt.Sprintf("%q @%d-%d", strings.TrimSpace(s.Text), s.Span[0], s.Span[1])
}
