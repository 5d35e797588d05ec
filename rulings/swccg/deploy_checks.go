package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// card checks where one card of the deployment may go and returns its cost.
func (dp *deployment) card(c *cards.Card, s spot) float64 {
	if c.Type == "Location" {
		return dp.location(c)
	}
	if s.Place == nil && s.HostCard == nil && !deploysOnTable(c) {
		dp.r.Assume("no to:, on: or aboard: given for %s: where it goes is not checked", c.Title)
	}
	dp.host(c, s)
	dp.hostImmune(c, s)
	dp.neverHere(c, s)
	dp.tableForbids(c, s)
	dp.ownConditionForbids(c)
	dp.notAllowedHere(c, s)
	dp.rulesRestrictions(c, s)
	dp.objectiveRestrictions(c)
	dp.locationRestrictions(c, s)
	return dp.cost(c, s)
}

// deploysOnTable: "Deploy on table" (or "on your side of table") Effects.
func deploysOnTable(c *cards.Card) bool {
	return strings.Contains(strings.ToLower(c.GameText), "deploy on table") || strings.Contains(strings.ToLower(c.GameText), "side of table")
}

// location: a location has no deploy cost; it goes beside its system's
// other locations.
func (dp *deployment) location(c *cards.Card) float64 {
	sys := systemOf(c.Title)
	var beside []string
	for _, loc := range dp.t.State.Locations {
		if systemOf(loc.Name) == sys {
			beside = append(beside, loc.Name)
		}
	}
	where := "it starts its own row on table"
	if len(beside) > 0 {
		where = "it is placed with the other " + strings.TrimSpace(strings.SplitN(c.Title, ":", 2)[0]) + " locations on table (" + strings.Join(beside, ", ") + ")"
	}
	dp.r.Stepf([]glossary.Ref{refDeployExamples}, "%s is a location: locations have no deploy cost, so it deploys for 0 Force; %s.", c.Title, where)
	return 0
}

// host checks a card deploying on or aboard another: "Deploy on your AT-AT".
func (dp *deployment) host(c *cards.Card, s spot) {
	if s.HostCard == nil {
		return
	}
	r := dp.r
	dp.boardBan(c, s)
	if s.Aboard {
		if t := s.HostCard.Type; t != "Starship" && t != "Vehicle" {
			r.Stepf([]glossary.Ref{glossAboard}, "%s is %s: only vehicles and starships carry cards aboard.", s.HostCard.Title, a(strings.ToLower(t)))
			dp.block("%s is not a vehicle or starship", s.HostCard.Title)
			return
		}
		dp.capacity(c, s)
		return
	}
	if dp.crossedHost(c, &s) {
		return
	}
	h := readHost(c, s.HostCard)
	cites := []glossary.Ref{weaponSpecifiesHost}
	if tc := h.Fit; tc.Clause != "" {
		where := tc.Where
		switch {
		case h.Excluded != "":
			r.Stepf(cites, "%s says %q: its own text excludes %s (%s).", c.Title, excerpt(tc.Clause), s.HostCard.Title, "except "+h.Excluded)
			dp.block("%s's own text excludes %s", c.Title, s.HostCard.Title)
		case s.Host != nil && strings.HasPrefix(strings.ToLower(where), "your ") && s.Host.Owner() != dp.d.Player:
			r.Stepf(cites, "%s deploys on %s, but %s is %s's.", c.Title, where, s.Host.Name, s.Host.Owner())
			dp.block("%s is not %s's card", s.Host.Name, dp.d.Player)
		default:
			r.Stepf(cites, "%s says %q: %s fits.", c.Title, excerpt(tc.Clause), s.HostCard.Title)
		}
		return
	}
	if dp.keywordHost(c, s, h) {
		return
	}
	if s.Host != nil {
		if why := wrongHost(s.Host, c, r); why != "" {
			dp.block("%s", why)
			return
		}
	}
	if (c.Type == "Weapon" || c.Type == "Device") && h.refused() {
		if h.NoIcons {
			r.Assume("%s's card data lists no icons: it is read as having none", s.HostCard.Title)
		}
		named := strings.Join(h.Named, " or ")
		r.Stepf(weaponDeployCites(c), "Each weapon or device deploys only on what its text names: %s deploys on %s, and %s (%s) is not one.", c.Title, named, s.HostCard.Title, hostKind(s.HostCard))
		dp.block("%s deploys only on %s", c.Title, named)
		return
	}
	if dp.effectHost(c, s, h) {
		return
	}
	r.Assume("%s's text names no host %s is read to fit; the file's on: %s is taken as allowed", c.Title, s.HostCard.Title, s.HostCard.Title)
}

// weaponDeployCites: the Glossary's weapons rule, and for a device the
// entry saying devices deploy as weapons do.
func weaponDeployCites(c *cards.Card) []glossary.Ref {
	if c.Type == "Device" {
		return []glossary.Ref{weaponSpecifiesHost, glossDevices}
	}
	return []glossary.Ref{weaponSpecifiesHost}
}

// hostKind is what the card is, in the words a host clause uses: "Rebel
// character; icons: Pilot, Warrior".
func hostKind(c *cards.Card) string {
	kind := strings.TrimSpace(strings.ReplaceAll(c.SubType, "/", " ") + " " + strings.ToLower(c.Type))
	if len(c.Characteristics) > 0 {
		kind += ", " + strings.Join(c.Characteristics, ", ")
	}
	if c.Type == "Character" {
		icons := "none"
		if len(c.Icons) > 0 {
			icons = strings.Join(c.Icons, ", ")
		}
		kind += "; icons: " + icons
	}
	return kind
}

// crossedHost: a host that crossed over is seen by its new title and
// persona, while the deploying card's own text keeps the old name (Table
// 5-1 changes only the crossed card). True when that alone keeps the card
// off it; otherwise s.HostCard becomes the crossed-over view.
func (dp *deployment) crossedHost(c *cards.Card, s *spot) bool {
	if s.Host == nil || s.HostCard != s.Host.Card {
		return false
	}
	view := crossedView(s.Host)
	if view == nil {
		return false
	}
	s.HostCard = view
	for _, tc := range costClauses(c) {
		where := hostWords(tc.Where)
		if where == "" || strings.Contains(strings.ToLower(where), "table") {
			continue
		}
		before, _ := describes(where, s.Host.Card)
		if after, _ := describes(where, view); before && !after {
			dp.r.Stepf([]glossary.Ref{crossOnlyCard, refTable51}, "%s crossed over: its persona and title are now %s (no longer %s). %s says %q, and its own text does not change: only the crossed-over card does, so it does not fit %s.",
				s.Host.Name, view.Title, view.CrossoverPersona, c.Title, excerpt(tc.Clause), s.Host.Name)
			dp.block("%s deploys only on %s and %s is now %s", c.Title, where, s.Host.Name, view.Title)
			return true
		}
	}
	return false
}

// capacity: the host must have room in the role the card takes.
func (dp *deployment) capacity(c *cards.Card, s spot) {
	cp := capacityOf(s.HostCard)
	role := "passenger"
	if c.Type == "Character" && hasIcon(c, "Pilot") {
		role = "pilot"
	}
	if c.Type != "Character" {
		dp.r.Assume("%s aboard %s: capacity for non-characters is not checked", c.Title, s.HostCard.Title)
		return
	}
	pilots, passengers := 0, 0
	if s.Host != nil {
		for _, p := range dp.t.Pieces {
			if p.Host == s.Host && p.Entry.Aboard != "" {
				if p.Entry.Slot == "pilot" || p.Entry.Slot == "driver" {
					pilots++
				} else {
					passengers++
				}
			}
		}
	}
	cites := []glossary.Ref{glossAboard, glossCapacity}
	if cp.Text == "" {
		dp.r.Stepf(cites, "%s's text says no \"May add\": it has no room for %s.", s.HostCard.Title, c.Title)
		dp.block("%s has no capacity for %s", s.HostCard.Title, c.Title)
		return
	}
	if cp.room(role, pilots, passengers) || role == "pilot" && cp.room("passenger", pilots, passengers) {
		dp.r.Stepf(cites, "%s: %q, with %d pilot(s) and %d passenger(s) aboard: room for %s.", s.HostCard.Title, cp.Text, pilots, passengers, c.Title)
		return
	}
	dp.r.Stepf(cites, "%s: %q, with %d pilot(s) and %d passenger(s) aboard: no room for %s.", s.HostCard.Title, cp.Text, pilots, passengers, c.Title)
	dp.block("%s is full", s.HostCard.Title)
}

// rulesRestrictions by card type: never lifted by ignoring location
// deployment restrictions.
func (dp *deployment) rulesRestrictions(c *cards.Card, s spot) {
	if s.HostCard != nil || s.Place == nil {
		return
	}
	kind, known := s.kind()
	if !known {
		dp.r.Assume("%s is read as a %s from its name (give kind: in locations:)", s.name(), kind)
	}
	sub := strings.ToLower(c.SubType)
	cites := []glossary.Ref{refRulesRestr}
	switch {
	case c.Type == "Starship" && strings.HasPrefix(sub, "capital"):
		if kind == "site" {
			dp.r.Stepf(append(cites, glossCapital, refObjectiveRestr), "%s is a capital starship: capital starships deploy only to systems and asteroid sectors, never to a site (a rules restriction, whatever lifts location restrictions).", c.Title)
			dp.block("a capital starship cannot deploy to a site")
		}
	case c.Type == "Starship":
		if kind == "site" && !strings.Contains(glossary.Fold(s.name()), "docking bay") {
			dp.r.Stepf(append(cites, glossStarships), "%s is a starfighter: starfighters deploy to docking bays, capital starships, systems and sectors; %s is a site that is not a docking bay.", c.Title, s.name())
			dp.block("a starfighter deploys to a site only at a docking bay")
		}
	case c.Type == "Vehicle":
		ext, extKnown := s.is(true)
		switch {
		case kind != "site":
			dp.r.Stepf(append(cites, glossVehicles), "%s is a vehicle: vehicles deploy only to exterior sites; %s is %s.", c.Title, s.name(), a(kind))
			dp.block("a vehicle cannot deploy to a %s", kind)
		case extKnown && !ext:
			dp.r.Stepf(append(cites, glossVehicles), "%s is a vehicle: vehicles deploy only to exterior sites; %s is interior.", c.Title, s.name())
			dp.block("a vehicle cannot deploy to an interior site")
		case !extKnown:
			dp.r.Assume("whether %s is exterior is not known (give exterior: in locations:); taken as exterior", s.name())
		}
	}
}

var (
	reMayNotDeploy = lazyregexp.New(`(?i)you may not deploy ([^.]+)`)
	reInLore       = lazyregexp.New(`(?i)with '([^']+)' in lore`)
)

// objectiveRestrictions: "Restricted by Objective" (an objective of the
// player's on table says it may not deploy) and "Restricted to Objective"
// (its own "Deploys only if OBJECTIVE on table").
func (dp *deployment) objectiveRestrictions(c *cards.Card) {
	for _, o := range dp.objectives() {
		text := objectiveSideText(o)
		for _, m := range reMayNotDeploy().FindAllStringSubmatch(text, -1) {
			if why, barred := objectiveBars(m[1], c); barred {
				dp.r.Stepf([]glossary.Ref{refObjectiveRestr}, "%s is on table and says %q: %s. An objective restriction holds even for a card that ignores location deployment restrictions.", o.Title, excerpt(m[0]), why)
				dp.block("%s's objective restriction", o.Title)
			}
		}
	}
	for _, fx := range c.Effects {
		if fx.Kind != "deploys_only" || !strings.HasPrefix(strings.ToLower(fx.Target), "if ") {
			continue
		}
		cond := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(fx.Target[3:]), "on table"))
		req := dp.d.Requires[glossary.Fold(cond)]
		cite := restrGameText
		kind := "a condition of its own game text"
		if req != nil && req.Type == "Objective" {
			cite, kind = refObjectiveRestr, "an objective restriction (Restricted to Objective)"
		}
		switch {
		case dp.onTable(cond):
			dp.r.Stepf([]glossary.Ref{cite}, "%s says %q: %s is on table.", c.Title, fx.Quote, cond)
		case met(dp.d.Met, fx.Target):
			dp.r.Stepf([]glossary.Ref{cite}, "%s says %q: the file declares it met.", c.Title, fx.Quote)
		default:
			dp.r.Stepf([]glossary.Ref{cite}, "%s says %q: %s is not on table. This is %s, which nothing that ignores location deployment restrictions lifts.", c.Title, fx.Quote, cond, kind)
			dp.block("%s requires %s on table", c.Title, cond)
		}
	}
}

// objectives are the player's objective cards on table or in effects:.
func (dp *deployment) objectives() []*cards.Card {
	var out []*cards.Card
	for _, p := range dp.t.Pieces {
		if p.Card.Type == "Objective" && p.Owner() == dp.d.Player {
			out = append(out, p.Card)
		}
	}
	for _, e := range dp.t.Effects {
		if e.Card != nil && e.Card.Type == "Objective" && (e.Entry.Side == dp.d.Player || e.Entry.Side == "" && string(e.Card.Side) == sideTitle(dp.d.Player)) {
			out = append(out, e.Card)
		}
	}
	return out
}

func sideTitle(s table.Side) string {
	if s == table.Dark {
		return string(cards.Dark)
	}
	return string(cards.Light)
}

// objectiveSideText is the front side's text of a two-sided objective
// ("Invasion: ... In Complete Control: ...").
func objectiveSideText(o *cards.Card) string {
	front, back, ok := strings.Cut(o.Title, " / ")
	if !ok {
		return o.GameText
	}
	text := o.GameText
	if i := strings.Index(text, front+":"); i >= 0 {
		text = text[i+len(front)+1:]
	}
	if j := strings.Index(text, strings.TrimSuffix(strings.TrimSuffix(back, " (V)"), " ")+":"); j >= 0 {
		text = text[:j]
	}
	return text
}

// objectiveBars reads "cards with ability except ..." or a list of names.
func objectiveBars(what string, c *cards.Card) (string, bool) {
	body, except, _ := strings.Cut(what, " except ")
	if strings.Contains(strings.ToLower(body), "cards with ability") {
		if !c.Ability.Defined || c.Ability.Value <= 0 {
			return "", false
		}
		if m := reInLore().FindStringSubmatch(except); m != nil && strings.Contains(strings.ToLower(c.Lore), strings.ToLower(m[1])) {
			return "", false
		}
		return fmt.Sprintf("%s has ability %s and is not among the exceptions", c.Title, c.Ability), true
	}
	if ok, persona := describes(body, c); ok {
		if persona != "" {
			return fmt.Sprintf("%s is a version of %s", c.Title, persona), true
		}
		return fmt.Sprintf("%s is named", c.Title), true
	}
	return "", false
}

// onTable finds a card on table (or an effect in play) by title, either
// title of a two-sided card.
func (dp *deployment) onTable(name string) bool {
	key := glossary.Fold(name)
	hit := func(c *cards.Card) bool {
		for _, part := range strings.Split(c.Title, " / ") {
			if glossary.Fold(part) == key {
				return true
			}
		}
		return false
	}
	for _, p := range dp.t.Pieces {
		if hit(p.Card) {
			return true
		}
	}
	for _, e := range dp.t.Effects {
		if e.Card != nil && hit(e.Card) {
			return true
		}
	}
	return false
}

var liftedTypes = map[string]bool{"Character": true, "Vehicle": true, "Starship": true}

// locationRestrictions: presence or Force icons, Dagobah and Ahch-To, the
// Hoth Energy Shield and the card's own "deploys only on/to"; all lifted by
// what ignores location deployment restrictions.
func (dp *deployment) locationRestrictions(c *cards.Card, s spot) {
	if s.Place == nil {
		return
	}
	if dp.ignoreLocation != "" {
		dp.r.Stepf([]glossary.Ref{refObjectiveRestr}, "Location deployment restrictions are lifted for %s (%s): presence or Force icons, Dagobah and Ahch-To, a shielded site and its own location requirements do not stop it.", c.Title, dp.ignoreLocation)
		dp.ownPlace(c, s, true)
		return
	}
	dp.presenceOrIcons(c, s)
	dp.viaPlaceKind(c, s)
	dp.remotePlanets(c, s)
	dp.shield(c, s)
	dp.ownPlace(c, s, false)
	dp.ownWhere(c, s)
	dp.habitat(c, s)
	dp.deployExceptions(c, s)
}

func (dp *deployment) presenceOrIcons(c *cards.Card, s spot) {
	r, side := dp.r, dp.d.Player
	cites := []glossary.Ref{deployWhere, restrPresence}
	if !liftedTypes[c.Type] {
		if c.Type == "Creature" {
			r.Stepf([]glossary.Ref{deployAppropriate, glossCreatures}, "%s is a creature: creatures need neither presence nor Force icons.", c.Title)
		} else {
			r.Stepf([]glossary.Ref{deployAppropriate, restrPresence, refDeployExamples}, "%s is %s: only characters, vehicles and starships need presence or Force icons.", c.Title, a(strings.ToLower(c.Type)))
		}
		return
	}
	icons, from := dp.iconsAt(s)
	if icons > 0 {
		r.Stepf(append(cites, iconsDeploy), "%s has %d Force icon(s) on %s's side (from %s): %s meets the presence or Force icon requirement.", s.name(), icons, side, from, c.Title)
		return
	}
	if a, who := presence(dp.t, s, side); a > 0 {
		r.Stepf(append(cites, presenceDefined), "%s has no Force icons on %s's side, but %s has presence there (%s): %s meets the presence or Force icon requirement.", s.name(), side, side, strings.Join(who, ", "), c.Title)
		return
	}
	lacks := fmt.Sprintf("%s has no Force icons on %s's side (from %s) and %s has no presence there", s.name(), side, from, side)
	if hasCharacteristic(c, "spy") {
		r.Stepf([]glossary.Ref{deployWhere, restrSpy, glossSpy}, "%s; %s is a spy, which may deploy even so.", lacks, c.Title)
		return
	}
	for _, p := range s.at(dp.t) {
		if p.Owner() == side && undercover(dp.t, p) {
			r.Stepf([]glossary.Ref{deployWhere, restrSpy, glossUndercover, refDeployExamples}, "%s; but %s's undercover spy %s is there, so %s may deploy there anyway.", lacks, side, p.Name, side)
			return
		}
	}
	for _, fx := range c.Effects {
		if fx.Kind == "deploy_without_presence" {
			r.Stepf(cites, "%s; %s's own text lets it deploy even so (%q).", lacks, c.Title, fx.Quote)
			return
		}
	}
	if dp.viaLiftsPresence(lacks, cites) {
		return
	}
	r.Stepf(cites, "%s: %s, a %s, may not deploy there.", lacks, c.Title, strings.ToLower(c.Type))
	dp.block("%s has neither presence nor Force icons at %s", side, s.name())
}

func (dp *deployment) iconsAt(s spot) (int, string) {
	n, from := s.icons(dp.d.Player)
	if from == "" {
		dp.r.Assume("%s is neither in the card database nor given icons: in locations:; taken to have no Force icons", s.name())
		from = "no card or icons: given"
	}
	return n, from
}

// remotePlanets: Dagobah and Ahch-To.
func (dp *deployment) remotePlanets(c *cards.Card, s spot) {
	sys := s.systemName()
	if sys != "dagobah" && sys != "ahch-to" {
		return
	}
	barred := liftedTypes[c.Type] || strings.Contains(strings.ToLower(c.SubType), "utinni") ||
		(c.Type == "Weapon" || c.Type == "Device") && s.HostCard == nil
	if !barred {
		return
	}
	for _, fx := range c.Effects {
		if fx.Kind == "deploys_only" && strings.Contains(glossary.Fold(fx.Target), sys) {
			dp.r.Stepf([]glossary.Ref{restrRemote, glossDagobah}, "%s may not normally deploy to %s, but its own text allows it (%q).", c.Title, s.name(), fx.Quote)
			return
		}
	}
	dp.r.Stepf([]glossary.Ref{restrRemote, glossDagobah}, "%s is a %s location: characters, vehicles, starships, Utinni Effects and weapons or devices deploying directly there may not.", s.name(), strings.ToUpper(sys[:1])+sys[1:])
	dp.block("%s may not deploy to %s", c.Title, s.name())
}

// shield: Dark characters, vehicles and starships (spies too) may not
// deploy to a site under Hoth Energy Shield rules.
func (dp *deployment) shield(c *cards.Card, s spot) {
	if s.Place == nil || s.Place.Entry == nil || !s.Place.Entry.Shielded {
		return
	}
	cites := []glossary.Ref{restrShield, glossShield}
	if dp.d.Player != table.Dark || !liftedTypes[c.Type] {
		dp.r.Stepf(append(cites, refDeployExamples), "%s is shielded, but the shield stops only Dark Side characters, vehicles and starships; %s is %s's %s.", s.name(), c.Title, dp.d.Player, strings.ToLower(c.Type))
		return
	}
	spy := ""
	if hasCharacteristic(c, "spy") {
		spy = " A spy ignores only the presence or Force icon requirement, not the shield."
		cites = append(cites, refDeployExamples)
	}
	dp.r.Stepf(cites, "%s is a site where Hoth Energy Shield rules are in effect: Dark Side characters, vehicles and starships may not deploy there.%s", s.name(), spy)
	dp.block("%s is shielded", s.name())
}

// ownPlace: the card's own "deploys only on/to PLACE" (a location
// restriction) and a creature's habitat.
func (dp *deployment) ownPlace(c *cards.Card, s spot, lifted bool) {
	var wants []struct{ quote, place string }
	for _, fx := range c.Effects {
		target := strings.ToLower(fx.Target)
		if fx.Kind != "deploys_only" || strings.HasPrefix(target, "if ") {
			continue
		}
		for _, prep := range []string{"on ", "to ", "at "} {
			if strings.HasPrefix(target, prep) {
				wants = append(wants, struct{ quote, place string }{fx.Quote, fx.Target[len(prep):]})
			}
		}
	}
	for _, w := range wants {
		cites := []glossary.Ref{restrGameText}
		if lifted {
			dp.r.Stepf(append(cites, refDeployExamples), "%s's own text says %q: a location deployment restriction, lifted here by %s.", c.Title, w.quote, dp.ignoreLocation)
			continue
		}
		if s.HostCard != nil && s.Place == nil {
			continue
		}
		ok, understood, why := placeMatches(dp.t, w.place, s)
		switch {
		case ok:
			dp.r.Stepf(cites, "%s's own text says %q: %s.", c.Title, w.quote, why)
		case met(dp.d.Met, w.place):
			dp.r.Stepf(cites, "%s's own text says %q: the file declares it met.", c.Title, w.quote)
		case !understood:
			dp.r.Assume("%s's own restriction %q was not read; declare it in met: if it holds", c.Title, w.quote)
		default:
			dp.r.Stepf(cites, "%s's own text says %q: %s.", c.Title, w.quote, why)
			dp.block("%s's own text allows only %s", c.Title, w.place)
		}
	}
}
