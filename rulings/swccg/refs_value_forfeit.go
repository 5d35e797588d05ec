package swccg

// The value rule's citations for location text read beyond its own site
// (Glossary 2.0 locations L1955, checked by hand against the document): a
// half of a location's text is its player's, who need not occupy it.
var locationHalfIsYours = narrow(glossLocations, "game text on your side of a location card applies only to you")
