package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Card text deciding where a card may not go: the host's immunity to the
// deploying card's title ("IG-88: Immune to Restraining Bolt"), and the
// card's own "Never deploys to a site opponent occupies", "Never deploys to
// a battleground", "May not be deployed to Bespin, …". Persona
// replacement obeys the same restrictions of the new version.

var glossImmuneTitle = table.GlossaryRef("immune")

// hostImmune checks a card deploying on a host immune to its title.
func (dp *deployment) hostImmune(c *cards.Card, s spot) {
	if s.Host == nil {
		return
	}
	if e, ok := immuneTo(dp.t, s.Host, c.Title, dp.r); ok {
		textStep(dp.r, ownerOf(dp.t, s.Host, e), e, []glossary.Ref{glossImmuneTitle, glossWeaponDeploy}, fmt.Sprintf("%s is immune to %s, so %s may not deploy on it.", s.Host.Name, e.Title, c.Title))
		dp.block("%s is immune to %s", s.Host.Name, e.Title)
	}
}

// immuneTo finds a text making p immune to the card titled title: p's own
// "Immune to X", or another card's "p is immune to X" on table, its
// condition decided from the table.
func immuneTo(t *table.Table, p *table.Piece, title string, r *rulings.Ruling) (cards.Effect, bool) {
	_, e, ok := immunityTo(t, p, title, r, speaksOf)
	return e, ok
}

// immunityTo finds the card on table whose "immune to title" text reaches
// p (as reaches reads its target) and applies.
func immunityTo(t *table.Table, p *table.Piece, title string, r *rulings.Ruling, reaches func(*table.Table, cards.Effect, *table.Piece, *table.Piece) bool) (*table.Piece, cards.Effect, bool) {
	for _, q := range t.Pieces {
		if q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "immune_to_title" || !sameTitleText(e.Title, title) || !reaches(t, e, q, p) {
				continue
			}
			if applies(t, q, e, r) {
				return q, e, true
			}
		}
	}
	return nil, cards.Effect{}, false
}

// ownerOf is the card on table whose text e is (p's own, else another's).
func ownerOf(t *table.Table, p *table.Piece, e cards.Effect) *table.Piece {
	for _, q := range t.Pieces {
		for _, f := range q.Card.Effects {
			if f.Span == e.Span && f.Quote == e.Quote && (q == p || q.Card != p.Card) {
				return q
			}
		}
	}
	return p
}

// sameTitleText compares a title as card text writes it with a card's
// title: case, marks and version markers aside.
func sameTitleText(written, title string) bool {
	w := glossary.Fold(strings.Trim(written, " []()."))
	return w != "" && (w == glossary.Fold(title) || w == glossary.Fold(reTitleBare(title)))
}

// neverDeploys reads c's own negative restrictions at s: the quote of the
// first that forbids it, and what the engine could not decide (stated as
// an assumption by the caller).
func neverDeploys(t *table.Table, c *cards.Card, player table.Side, s spot) (blocked cards.Effect, why string, unread []string) {
	for _, e := range c.Effects {
		if e.Kind != "never_deploys" {
			continue
		}
		place := strings.TrimSpace(strings.TrimPrefix(glossary.Fold(e.Target), "to "))
		hit, understood, reason := placeClause(t, place, s, player)
		switch {
		case !understood:
			unread = append(unread, e.Quote)
		case hit:
			return e, reason, unread
		}
	}
	return cards.Effect{}, "", unread
}

// placeClause reads a place a restriction names: "a site opponent
// occupies", "a battleground" (Force icons on both sides), or places by
// name ("Bespin, Coruscant or Hoth").
func placeClause(t *table.Table, place string, s spot, player table.Side) (hit, understood bool, why string) {
	switch {
	case strings.HasSuffix(place, " opponent occupies"), strings.HasSuffix(place, " you occupy"):
		side := player.Opponent()
		if strings.HasSuffix(place, " you occupy") {
			side = player
		}
		kind := strings.Fields(place)
		if k, _ := s.kind(); len(kind) > 1 && singular(kind[1]) != "location" && k != singular(kind[1]) {
			return false, true, fmt.Sprintf("%s is not %s", s.name(), a(singular(kind[1])))
		}
		n, who := presence(t, s, side)
		if n > 0 {
			return true, true, fmt.Sprintf("%s occupies %s (%s)", side, s.name(), strings.Join(who, ", "))
		}
		return false, true, fmt.Sprintf("%s does not occupy %s", side, s.name())
	case strings.HasSuffix(place, "battleground") || strings.HasSuffix(place, "battlegrounds"):
		dark, fromD := s.icons(table.Dark)
		light, fromL := s.icons(table.Light)
		if fromD == "" || fromL == "" {
			return false, false, ""
		}
		if dark > 0 && light > 0 {
			return true, true, fmt.Sprintf("%s is a battleground (Force icons on both sides)", s.name())
		}
		return false, true, fmt.Sprintf("%s is not a battleground", s.name())
	}
	return placeMatches(t, place, s)
}

// neverHere applies neverDeploys to a deployment.
func (dp *deployment) neverHere(c *cards.Card, s spot) {
	if s.Place == nil {
		return
	}
	e, why, unread := neverDeploys(dp.t, c, dp.d.Player, s)
	for _, u := range unread {
		dp.r.Assume("%s's own restriction %q was not decided at %s: taken as not forbidding it", c.Title, u, s.name())
	}
	if e.Kind == "" {
		return
	}
	dp.r.Stepf([]glossary.Ref{restrGameText}, "%s's own text says %q: %s.", c.Title, e.Quote, why)
	dp.block("%s's own text: %s", c.Title, e.Quote)
}

// tableForbids applies "may not deploy" text of the cards on table (not
// Objectives, read as objective restrictions): "While present with Xizor,
// … opponent's spies may not deploy to same non-battleground site" (Vigo
// (V)): who, what, where, and its condition decided from the table.
func (dp *deployment) tableForbids(c *cards.Card, s spot) {
	as := &table.Piece{Card: c, Name: c.Title, Entry: &table.Card{Card: c.Title, Owner: dp.d.Player}}
	for _, q := range dp.t.Pieces {
		if q.Card.Type == "Objective" || q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "may_not_deploy" || !addressed(e.Target, as, q) {
				continue
			}
			what, where := deployWhatWhere(e.Title)
			if what != "" && !namesCard(what, as, q) || where != "" && !dp.deployWhere(q, where, s) {
				continue
			}
			if !applies(dp.t, q, e, dp.r) {
				continue
			}
			textStep(dp.r, q, e, []glossary.Ref{restrGameText}, c.Title+" may not deploy there.")
			dp.block("%s's text: %s", q.Name, strings.TrimSpace(e.Quote))
		}
	}
}

// addressed reads who a "may not deploy" or "may not move" of src's text
// speaks to: "opponent" (any card of the other player), "you", or cards
// ("opponent's spies", "your other characters here").
func addressed(target string, p, src *table.Piece) bool {
	switch glossary.Fold(target) {
	case "opponent":
		return p.Owner() == src.Owner().Opponent()
	case "you":
		return p.Owner() == src.Owner()
	case "":
		return false
	}
	return speaksOf(nil, cards.Effect{Target: target}, src, p)
}

// deployWhatWhere splits the words after "may not deploy": "Executor",
// "to same non-battleground site", "Rebels to related sites".
func deployWhatWhere(title string) (what, where string) {
	f := strings.TrimSpace(title)
	if rest, ok := strings.CutPrefix(strings.ToLower(f), "to "); ok {
		return "", rest
	}
	if i := strings.Index(strings.ToLower(f), " to "); i >= 0 {
		return f[:i], strings.ToLower(f[i+len(" to "):])
	}
	return f, ""
}

// deployWhere: "same site", "same non-battleground site" or "here" are
// where src is; other places as placeClause reads them.
func (dp *deployment) deployWhere(src *table.Piece, where string, s spot) bool {
	if s.Place == nil {
		return false
	}
	switch {
	case where == "here" || strings.HasPrefix(where, "same "):
		if !samePlace(s.name(), src.Location()) {
			return false
		}
		if strings.Contains(where, "non-battleground") {
			bg, known, _ := placeClause(dp.t, "battleground", s, dp.d.Player)
			return known && !bg
		}
		return true
	}
	hit, understood, _ := placeClause(dp.t, where, s, dp.d.Player)
	return hit && understood
}

var (
	reExcept = lazyregexp.New(`(?i)\s*\(except ([^)]*)\)`)
	reNon    = lazyregexp.New(`(?i)\bnon-(\[[^\]]*\]|[\w']+)\s*`)
)

// exclusions takes out of a host phrase what it excludes: "any alien
// (except Boba Fett or Jabba)", "opponent's non-droid character". base is
// the phrase without them.
func exclusions(where string) (base string, excluded []string) {
	base = where
	for _, m := range reExcept().FindAllStringSubmatch(base, -1) {
		excluded = append(excluded, strings.Split(termSplitter.Replace(m[1]), "|")...)
	}
	base = reExcept().ReplaceAllString(base, "")
	for _, m := range reNon().FindAllStringSubmatch(base, -1) {
		excluded = append(excluded, strings.Trim(m[1], "[]"))
	}
	return reNon().ReplaceAllString(base, ""), excluded
}

// excludes says which excluded name or kind the card is.
func excludes(excluded []string, c *cards.Card) (string, bool) {
	for _, x := range excluded {
		x = strings.TrimSpace(x)
		if x == "" {
			continue
		}
		if ok, _ := describes(x, c); ok || sameTitleText(x, c.Title) {
			return x, true
		}
	}
	return "", false
}
