package swccg

// The adjacent rule's citations at their deciding sentences: Glossary 2.0
// adjacent L228–230 and vehicle sites L3237 (checked by hand against the
// document and its note). marker site is one sentence and stays whole.
var (
	adjacentNoSystems   = narrow(glossAdjacent, "systems cannot be adjacent")
	adjacentOnlyIf      = narrow(glossAdjacent, "Two location cards are adjacent only if")
	adjacentVehicleSite = narrow(glossAdjacent, "Vehicle sites are also adjacent")
	vehicleSiteAdjacent = narrow(glossVehicleSites, "considered to be adjacent to the planet site")
)
