package cards

// gempFloors are the precision and recall each kind reached against Gemp.
var gempFloors = map[string][2]float64{}
