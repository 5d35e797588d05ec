package swccg

// Presence, control and the Force drain at their deciding sentences:
// Glossary 2.0 presence L2396, control of a location L871–873, Force drain
// L1370–1376, Force icons L1399 (checked by hand against the document and
// its note).
var (
	presenceDefined = narrow(glossPresence, "Having presence at a location is defined as")
	controlDefined  = narrow(glossControl, "You control a location if you have presence there")
	controlChecked  = narrow(glossControl, "You control a location if … checked whenever required")
	drainWhere      = narrow(glossDrain, "at each location you control during your control phase")
	drainOneAtATime = narrow(glossDrain, "initiate each Force drain one at a time")
	drainIcons      = narrow(glossDrain, "equal to the number of Force icons on your opponent's side")
	drainTotal      = narrow(glossDrain, "equal to the number of Force icons on your opponent's side … Some cards require or allow a modifier")
	drainModifiers  = narrow(glossDrain, "Some cards require or allow a modifier")
	drainZero       = narrow(glossDrain, "without Force icons … drain there for zero Force")
	drainLose       = narrow(glossDrain, "Your opponent must lose that much Force")
	drainOncePer    = narrow(glossDrain, "participate in only one Force drain per turn")
	iconsDeploy     = narrow(glossIcons, "indicate locations where you may deploy")
)
