package swccg

// The deploy rule's citations at their deciding sentences: ch5-8 Deploy
// L13–17, Location Deployment Restrictions L33–41, Glossary 2.0 deploy cost
// L1073–1075 (checked by hand against the documents and their notes).
var (
	deployPlays       = narrow(refDeploy, "play rather than deploy")
	deployPhase       = narrow(refDeploy, "may only be initiated in the owner's deploy phase")
	deployNoTiming    = narrow(refDeploy, "does not add a specific timing")
	deployOwnTiming   = narrow(refDeploy, "which has a specific timing")
	deployWhere       = narrow(refDeploy, "where you have presence or a Force icon on your side")
	deployAppropriate = narrow(refDeploy, "may be deployed wherever appropriate")
	deployCosts       = narrow(refDeploy, "requires the expenditure of Force")
	restrPresence     = narrow(refLocationRestr, "cannot deploy to a location unless they have presence")
	restrSpy          = narrow(refLocationRestr, "cannot deploy to a location unless they have presence … However, see spy")
	restrRemote       = narrow(refLocationRestr, "may not deploy to Ahch-To locations … may not deploy to Dagobah locations")
	restrShield       = narrow(refLocationRestr, "Hoth Energy Shield rules are in effect")
	restrGameText     = narrow(refLocationRestr, "Some cards state in their game text")
	costAmount        = narrow(glossDeployCost, "The amount of Force required")
)
