package cards

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/internal/mdtext"
)

// WriteResolutionMarkdown prints what a name resolved to, as Markdown:
// the card (both faces of a two-sided one, faces as Resolve's caller
// gives them) or the list of candidates with their ids.
func WriteResolutionMarkdown(w io.Writer, r Resolution, faces []*Card) error {
	var b bytes.Buffer
	q := mdtext.Inline(r.Query)
	switch {
	case len(r.Match) == 0 && len(r.Suggestions) > 0:
		fmt.Fprintf(&b, "No card is called “%s”. Did you mean:\n\n", q)
		writeCandidatesMarkdown(&b, r.Suggestions)
	case len(r.Match) == 0:
		fmt.Fprintf(&b, "No card is called “%s”.\n", q)
	case r.Ambiguous():
		sides := ""
		if r.AcrossSides() {
			sides = " on both sides"
		}
		fmt.Fprintf(&b, "“%s” is ambiguous: %d cards%s (%s match). Name one by title or id:\n\n", q, len(r.Match), sides, r.Matched.By)
		writeCandidatesMarkdown(&b, r.Match)
	case len(r.Match) > 1:
		fmt.Fprintf(&b, "“%s” is a persona of %d cards:\n\n", q, len(r.Match))
		writeCandidatesMarkdown(&b, r.Match)
	default:
		if said := r.Matched.Sentence(r.Match[0]); said != "" {
			fmt.Fprintf(&b, "*%s.*\n\n", mdtext.Inline(said))
		}
		if len(faces) == 0 {
			faces = r.Match
		}
		for i, face := range faces {
			if i > 0 {
				b.WriteString("\n")
			}
			writeFaceMarkdown(&b, face)
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

func writeCandidatesMarkdown(b *bytes.Buffer, cs []*Card) {
	for _, c := range cs {
		fmt.Fprintf(b, "- %s **%s** — %s\n", mdtext.Code(c.GempID), mdtext.Inline(string(c.Uniqueness)+c.Title), mdtext.Inline(strings.Join(nonEmpty(string(c.Side), c.Type), " · ")))
	}
}

// WriteFaceMarkdown prints a card as Markdown, with what WriteFace prints:
// the game text and lore quoted as printed, the effects read from the game
// text with their exact words.
func WriteFaceMarkdown(w io.Writer, c *Card) error {
	var b bytes.Buffer
	writeFaceMarkdown(&b, c)
	_, err := w.Write(b.Bytes())
	return err
}

func writeFaceMarkdown(b *bytes.Buffer, c *Card) {
	fmt.Fprintf(b, "## %s\n\n", mdtext.Inline(string(c.Uniqueness)+c.Title))
	fmt.Fprintf(b, "*%s*", mdtext.Inline(strings.Join(nonEmpty(string(c.Side), c.Type, c.SubType), " · ")))
	if ids := strings.Join(nonEmpty("gemp "+c.GempID, "id "+c.ID, setLabel(c), faceLabel(c), joinList("aka ", c.Abbr)), " · "); ids != "" {
		fmt.Fprintf(b, " — %s", mdtext.Inline(ids))
	}
	b.WriteString("\n\n")
	if n := numbersLine(c); n != "" {
		fmt.Fprintf(b, "%s\n\n", mdtext.Inline(strings.ReplaceAll(n, "  ", " · ")))
	}
	if len(c.Icons) > 0 || c.LightSideIcons+c.DarkSideIcons > 0 {
		fmt.Fprintf(b, "**Icons:** %s\n\n", mdtext.Inline(strings.Join(nonEmpty(strings.Join(c.Icons, ", "), forceIcons(c)), " · ")))
	}
	if len(c.Characteristics) > 0 {
		fmt.Fprintf(b, "**Characteristics:** %s\n\n", mdtext.Inline(strings.Join(c.Characteristics, ", ")))
	}
	if c.GameText != "" {
		b.WriteString("**Game text**\n\n" + mdtext.Quote("", c.GameText, "") + "\n")
	}
	if c.Lore != "" {
		b.WriteString("**Lore**\n\n" + mdtext.Quote("", c.Lore, "") + "\n")
	}
	if c.Face != "back" && len(c.Rulings) > 0 { // rulings print with the front
		b.WriteString("**Rulings**\n\n")
		for _, r := range c.Rulings {
			fmt.Fprintf(b, "- %s\n", mdtext.Inline(plainRuling(r)))
		}
		b.WriteString("\n")
	}
	if len(c.Personas) > 0 || len(c.PermanentPersonas) > 0 {
		fmt.Fprintf(b, "**Personas:** %s\n\n", mdtext.Inline(strings.Join(nonEmpty(strings.Join(c.Personas, ", "), joinList("permanent ", c.PermanentPersonas), crossLabel(c)), " · ")))
	}
	if len(c.Effects) > 0 {
		b.WriteString("**Effects**\n\n")
		for _, e := range c.Effects {
			fmt.Fprintf(b, "- %s\n", mdtext.Inline(EffectSummary(e)))
		}
		b.WriteString("\n")
	}
	if len(c.Unparsed) > 0 {
		b.WriteString("**Not read (unparsed)**\n\n")
		for _, u := range c.Unparsed {
			fmt.Fprintf(b, "- %s\n", mdtext.Inline(u))
		}
		b.WriteString("\n")
	}
	if unread := c.Unread(); len(unread) > 0 {
		b.WriteString("**Not read**\n\n")
		for _, s := range unread {
			fmt.Fprintf(b, "- %s\n", mdtext.Inline(UnreadSummary(s)))
		}
		b.WriteString("\n")
	}
	// One trailing newline, whatever the last section was.
	for bytes.HasSuffix(b.Bytes(), []byte("\n\n")) {
		b.Truncate(b.Len() - 1)
	}
}
