package swccg

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// SaveAboard rules an Interrupt that saves the characters aboard a
// starship about to be lost (Escape Pod, Evacuate?): may it be played,
// where may they go, and who goes.
var SaveAboard = register(&Rule[*SaveAsk]{
	ID:       "save-aboard",
	Title:    "Saving the characters aboard a starship about to be lost",
	Question: "save_aboard",
	Schema:   "description=as this starship is about to be lost, may the player play this Interrupt (Escape Pod, Evacuate?) relocating the characters aboard (to: this site or starship), and who goes?",
	Check:    checkSaveAsk,
	Describe: func(q *SaveAsk) string {
		return fmt.Sprintf("save_aboard: %s plays %s as %s is about to be lost", q.Player, q.Card, q.Lost)
	},
	Doc: `Reads an Interrupt's "If your capital starship is about to be lost,
[unless X aboard,] relocate your characters aboard to any one planet site
[or to one of your capital starships]". The starship must be the player's
and of the class named, with nothing named X aboard. Its characters aboard
(and at its starship sites) go; not a character aboard a vehicle or
starfighter aboard it (an assumption), not one excluded from the battle
(not present for targeting), nor one that cannot move (a relocation is a
move); an escort takes its captive along. At least one must be able to go.
A destination is a planet site, not at Dagobah, and nothing goes from
Dagobah; or, where the text allows, another of the player's capital
starships, not at Dagobah, with capacity for all of them (characters with
a pilot icon may fill its pilot places, only aliens where it takes "alien
pilots"). to: names one destination; without it, any on table will do.`,
	Cites: []glossary.Ref{saveCapacity, saveNotStarshipSites, saveEscorted, saveDagobah, saveCannotMove, saveExcluded, saveCaptiveMoves},
	Run:   runSaveAboard,
})

var (
	glossEvacuate        = table.GlossaryRef("Evacuate?")
	saveCapacity         = narrow(glossEvacuate, "Saved cards may not be relocated to one of your capital starship cards unless that starship has sufficient capacity to hold all of them and they are all allowed to exist there")
	saveNotStarshipSites = narrow(glossEvacuate, "(Saved cards may not be relocated to starship sites.)")
	saveEscorted         = narrow(glossEvacuate, "Your opponent's characters may not be relocated to one of your capital starship cards unless otherwise specified (e.g., a captive being escorted)")
	saveDagobah          = narrow(glossDagobah, "Shuttling rules and transport cards (e.g., Nabrun Leids and Elis Helrot) may not be used to move to or from Dagobah")
	saveCannotMove       = narrow(refRelocate, "a card which cannot move is not permitted to perform this type of relocation")
	saveExcluded         = narrow(glossParticipating, "Such excluded cards are not present in that battle for purposes of targeting, forfeiture etc.")
	saveCaptiveMoves     = narrow(glossEscorting, "A captive moves with its escort automatically")

	// saveText reads the Interrupt's condition and destinations.
	saveText = lazyregexp.New(`(?i)if your (capital starship|starship|starfighter) is about to be lost, (?:unless ([^,]+?) aboard, )?relocate your characters aboard to any one (planet site|site)(?: or to one of your (capital starships|starships))?`)
	// alienPilots reads a capacity only aliens may pilot: "May add 2 alien pilots".
	alienPilots = lazyregexp.New(`(?i)may add (\d+) alien pilots?`)
)

// SaveAsk names the player, the Interrupt, the starship about to be lost
// and, optionally, the destination chosen.
type SaveAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string     `json:"card" jsonschema:"required,description=the Interrupt (by title: it is in hand)"`
	Lost   string     `json:"lost" jsonschema:"required,description=the starship on table about to be lost"`
	To     string     `json:"to,omitempty" jsonschema:"description=the destination chosen: a site or a starship on table (omitted: any)"`

	resolved *cards.Card
}

func checkSaveAsk(c *table.Checker, q *SaveAsk) error {
	if err := checkSideCards(c, q.Player, [2]string{q.Lost, ".lost"}); err != nil {
		return err
	}
	if q.To != "" && c.Table().Location(q.To) == nil {
		if err := c.MustName(q.To, ".to"); err != nil {
			return err
		}
	}
	card, err := c.HandCard(q.Card, ".card")
	q.resolved = card
	return err
}

// saving is one save being ruled on.
type saving struct {
	t      *table.Table
	r      *rulings.Ruling
	q      *SaveAsk
	ship   *table.Piece
	movers []*table.Piece // characters that go (captives with their escorts)
	stay   []string       // characters aboard that do not, each with why
}

func runSaveAboard(t *table.Table, q *SaveAsk) rulings.Ruling {
	var r rulings.Ruling
	s := saving{t: t, r: &r, q: q, ship: t.Piece(q.Lost)}
	no := func(format string, args ...any) rulings.Ruling { return answerNo(&r, format, args...) }
	m := saveText().FindStringSubmatch(q.resolved.GameText)
	if m == nil {
		r.Stepf(refs(glossInterrupt), "%s's text (%q) is not a relocation of the characters aboard a starship about to be lost: this rule does not read it.", q.resolved.Title, q.resolved.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's text is not one this rule reads.", q.resolved.Title)
		return r
	}
	if side := q.resolved.Side; side != "" && string(side) != sideTitle(q.Player) {
		r.Stepf(refs(glossInterrupt), "%s is a %s Side card: only its owner's side plays it.", q.resolved.Title, side)
		return no("%s is a %s Side card: %s does not play it.", q.resolved.Title, side, sideTitle(q.Player))
	}
	class, unless, toShips := strings.ToLower(m[1]), m[2], m[4] != ""
	r.Stepf(refs(glossInterrupt), "%s: %q.", q.resolved.Title, m[0])
	if s.ship.Owner() != q.Player || !isClass(s.ship, class) {
		return no("%s is not %s's %s: %s is not played for it.", s.ship.Name, sideTitle(q.Player), class, q.resolved.Title)
	}
	if unless != "" {
		if x := s.aboardNamed(unless); x != nil {
			r.Stepf(refs(glossInterrupt), "%s is aboard %s: the text does not apply %q.", x.Name, s.ship.Name, "unless "+unless+" aboard")
			return no("%s is aboard %s: %s may not be played.", x.Name, s.ship.Name, q.resolved.Title)
		}
	}
	s.sortAboard()
	if len(s.movers) == 0 {
		return no("None of %s's characters aboard %s can be relocated%s.", sideTitle(q.Player), s.ship.Name, s.stayed())
	}
	from := place(t, s.ship.Location())
	if from != nil && isDagobah(t, from) {
		r.Stepf(refs(saveDagobah), "%s is at %s: nothing may be relocated from Dagobah this way.", s.ship.Name, from.Name)
		return no("%s is at %s: nothing may be relocated from Dagobah.", s.ship.Name, from.Name)
	}
	var dests []string
	for _, d := range s.destinations(toShips) {
		if q.To == "" || samePlace(d, q.To) || samePlace(q.To, nameOf(t, d)) {
			dests = append(dests, d)
		}
	}
	if len(dests) == 0 {
		where := "No destination on table"
		if q.To != "" {
			where = q.To + " is not a destination"
		}
		return no("%s: %s may not be played for %s.", where, q.resolved.Title, s.ship.Name)
	}
	r.Verdict = rulings.Yes
	r.Answer = fmt.Sprintf("Yes. %s may play %s as %s is about to be lost, relocating: %s to %s%s.",
		sideTitle(q.Player), q.resolved.Title, s.ship.Name, orNone(pieceNames(s.movers)), strings.Join(dests, " or "), s.stayed())
	return r
}

// nameOf is a destination's table name (a starship's label or a location's name).
func nameOf(t *table.Table, name string) string {
	if p := t.Piece(name); p != nil {
		return p.Name
	}
	return name
}

func isClass(p *table.Piece, class string) bool {
	switch class {
	case "capital starship":
		return isType(p, "Starship") && strings.HasPrefix(strings.ToLower(p.Card.SubType), "capital")
	case "starfighter":
		return isType(p, "Starship") && strings.HasPrefix(strings.ToLower(p.Card.SubType), "starfighter")
	}
	return isType(p, "Starship")
}

func isDagobah(t *table.Table, l *table.Location) bool {
	return strings.EqualFold(systemOfPlace(t, l), "Dagobah")
}

// aboard is true for a card on the ship (at any depth) or at one of its
// starship sites.
func (s *saving) aboard(p *table.Piece) bool {
	for h := p.Host; h != nil; h = h.Host {
		if h == s.ship {
			return true
		}
	}
	return s.atShipSite(p)
}

func (s *saving) atShipSite(p *table.Piece) bool {
	l := s.t.Location(p.Location())
	return l != nil && l.Of != "" && s.t.Piece(l.Of) == s.ship
}

func (s *saving) aboardNamed(name string) *table.Piece {
	key := glossary.Fold(name)
	for _, p := range s.t.Pieces {
		if s.aboard(p) && (p.NamedBy(key) || strings.Contains(glossary.Fold(p.Card.Title), key)) {
			return p
		}
	}
	return nil
}

// sortAboard splits the characters aboard into those that go and those
// that stay, each stay with a step saying why.
func (s *saving) sortAboard() {
	stay := func(p *table.Piece, why string, cite glossary.Ref) {
		s.stay = append(s.stay, fmt.Sprintf("%s (%s)", p.Name, why))
		s.r.Stepf(refs(cite), "%s stays: %s.", p.Name, why)
	}
	for _, p := range s.t.Pieces {
		if !isType(p, "Character") || !s.aboard(p) || p.Entry.Captive {
			continue
		}
		e := p.Entry
		switch {
		case p.Owner() != s.q.Player:
			continue
		case p.Host != s.ship && !s.atShipSite(p):
			stay(p, "aboard "+p.Host.Name+", not the starship itself", glossInterrupt)
			s.r.Assume("a character aboard a vehicle or starfighter aboard %s is not one of the characters aboard it", s.ship.Name)
		case e.Excluded || e.Inactive || e.Missing || e.CannotBattle != nil:
			stay(p, "excluded or inactive", saveExcluded)
		case e.CannotMove != "" || cannotMoveText().MatchString(p.Card.GameText):
			stay(p, "it cannot move", saveCannotMove)
		default:
			s.movers = append(s.movers, p)
			if c := s.captiveOf(p); c != nil {
				s.r.Stepf(refs(saveCaptiveMoves, saveEscorted), "%s escorts %s: the captive goes with it.", p.Name, c.Name)
				s.movers = append(s.movers, c)
			}
		}
	}
	s.r.Stepf(refs(glossInterrupt), "%s's characters aboard %s that go: %s.", sideTitle(s.q.Player), s.ship.Name, orNone(pieceNames(s.movers)))
}

func (s *saving) captiveOf(escort *table.Piece) *table.Piece {
	for _, p := range s.t.Pieces {
		if p.Entry.Captive && (s.t.Piece(p.Entry.Escort) == escort || p.Host == escort) {
			return p
		}
	}
	return nil
}

func (s *saving) stayed() string {
	if len(s.stay) == 0 {
		return ""
	}
	return "; staying: " + strings.Join(s.stay, ", ")
}

// destinations lists every planet site, and (toShips) capital starship,
// the movers may go to.
func (s *saving) destinations(toShips bool) []string {
	var out []string
	for i := range s.t.State.Locations {
		l := &s.t.State.Locations[i]
		switch {
		case !isSite(l) || l.Of != "":
			if l.Of != "" {
				s.r.Stepf(refs(saveNotStarshipSites), "%s is a starship site: not a destination.", l.Name)
			}
		case l.Card == nil && !isDagobah(s.t, l):
			s.r.Stepf(refs(glossInterrupt), "%s: no location card is read (give owner: and its full title), so its Planet icon is not seen.", l.Name)
			s.r.Assume("%s is taken as a planet site", l.Name)
			out = append(out, l.Name)
		case l.Card != nil && !hasIcon(l.Card, "Planet"):
			s.r.Stepf(refs(glossInterrupt), "%s is not a planet site.", l.Name)
		case isDagobah(s.t, l):
			s.r.Stepf(refs(saveDagobah), "%s is a Dagobah site: nothing may be relocated to Dagobah this way.", l.Name)
		default:
			out = append(out, l.Name)
		}
	}
	if !toShips {
		return out
	}
	for _, p := range s.t.Pieces {
		if p == s.ship || p.Owner() != s.q.Player || !isClass(p, "capital starship") {
			continue
		}
		if at := place(s.t, p.Location()); at != nil && isDagobah(s.t, at) {
			s.r.Stepf(refs(saveDagobah), "%s is at %s: nothing may be relocated to Dagobah this way.", p.Name, at.Name)
			continue
		}
		if s.fits(p) {
			out = append(out, p.Name)
		}
	}
	return out
}

// fits: a capital starship takes the saved cards only with capacity for all
// of them; those with a pilot icon may fill its pilot places.
func (s *saving) fits(ship *table.Piece) bool {
	cp := capacityOf(ship.Card)
	alienOnly := false
	if m := alienPilots().FindStringSubmatch(ship.Card.GameText); m != nil {
		cp.Pilots, _ = strconv.Atoi(m[1])
		alienOnly = true
	}
	if low := strings.ToLower(cp.Text); strings.Contains(low, "unlimited") {
		// "May add unlimited pilots, passengers, vehicles …": the whole list is unlimited
		if strings.Contains(low, "pilots") && cp.Pilots == 0 {
			cp.Pilots = -1
		}
		if strings.Contains(low, "passengers") && cp.Passengers == 0 {
			cp.Passengers = -1
		}
	}
	if cp.Text == "" {
		s.r.Stepf(refs(saveCapacity), "%s: its capacity is not read; taken as holding them all.", ship.Name)
		s.r.Assume("%s's capacity is taken as holding the saved cards", ship.Name)
		return true
	}
	pilots, passengers := 0, 0
	for _, p := range s.t.Pieces {
		if p.Host != ship || !isType(p, "Character") {
			continue
		}
		if p.Entry.Slot == "pilot" || p.Entry.Slot == "driver" {
			pilots++
		} else {
			passengers++
		}
	}
	var canPilot []string
	others := 0
	for _, p := range s.movers {
		if !p.Entry.Captive && hasIcon(p.Card, "Pilot") && (!alienOnly || strings.EqualFold(p.Card.SubType, "Alien")) {
			canPilot = append(canPilot, p.Name)
		} else {
			others++
		}
	}
	free := func(limit, used int) int {
		if limit < 0 {
			return math.MaxInt32
		}
		return max(limit-used, 0)
	}
	either := free(cp.Either, 0)
	pl, pa := free(cp.Pilots, pilots), free(cp.Passengers, passengers)
	ok := others <= pa+either && others+len(canPilot) <= pa+pl+either
	desc := fmt.Sprintf("%s (%q, %d pilot(s) and %d passenger(s) aboard)", ship.Name, cp.Text, pilots, passengers)
	if !ok {
		s.r.Stepf(refs(saveCapacity), "%s has no capacity for all %d of them: not a destination.", desc, len(s.movers))
		return false
	}
	s.r.Stepf(refs(saveCapacity), "%s holds all %d of them.", desc, len(s.movers))
	if len(canPilot) > 0 && pl+either > 0 {
		s.r.Stepf(refs(glossCapacity), "Aboard %s, may take a pilot's place: %s (up to %d).", ship.Name, strings.Join(canPilot, ", "), min(pl+either, len(canPilot)))
	}
	return true
}
