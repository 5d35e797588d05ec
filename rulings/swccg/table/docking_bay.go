package table

// fillDockingBays marks as a docking bay each site whose title says so:
// the Advanced Rulebook (Cloud City, "collapsed" docking bay) reads a
// docking bay from "the card's title", so a judge need not write
// docking_bay: true for Tatooine: Docking Bay 94 or Cloud City: East
// Platform (Docking Bay).
func (l *loader) fillDockingBays() {
	for i := range l.t.State.Locations {
		loc := &l.t.State.Locations[i]
		if loc.DockingBay || loc.Kind == "system" || loc.Kind == "sector" {
			continue
		}
		title := loc.Name
		if loc.Card != nil {
			title += " " + loc.Card.Title
		}
		loc.DockingBay = containsFold(title, "docking bay")
	}
}
