package cards

import "testing"

// TestGempAgreementGoldens: sentences of real cards (cited by Gemp id) that
// read wrong or not at all before the agreement work of issue 15; each
// must now yield the effect, and the sentence then count as read (unless
// partly).
func TestGempAgreementGoldens(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       []want
		partly     bool
		// not: an effect that must not be read (kind and target).
		not *want
	}{
		// Forfeit modifiers on locations: the card modified must be here.
		{card: "3_144", text: "Light: Your troopers are forfeit -1 here.", want: []want{{kind: "forfeit_modifier", value: -1, target: "Your troopers", cond: "here"}}},
		{card: "1_293", text: "Dark: Your Tusken Raiders here are each forfeit +1.", want: []want{{kind: "forfeit_modifier", value: 1, target: "Your Tusken Raiders here", cond: "here"}}},
		{card: "1_128", text: "Dark: Your aliens here, except Tusken Raiders, are each forfeit +1.", want: []want{{kind: "forfeit_modifier", value: 1, target: "Your aliens here, except Tusken Raiders", cond: "here"}}},
		{card: "2_149", text: "Each Jawa is forfeit +2 here.", want: []want{{kind: "forfeit_modifier", value: 2, target: "Each Jawa", cond: "here"}}},
		{card: "7_112", text: "Light: Your aliens are power +1 here.", want: []want{{kind: "power_modifier", value: 1, target: "Your aliens", cond: "here"}}},
		// Training destiny added with another number, and in Yoda's order:
		// Gemp's TotalTrainingDestiny.
		{card: "9_90", text: "Deploy on Luke. Adds 1 to defense value and training destiny.", want: []want{{kind: "destiny_draw_modifier", value: 1, title: "training destiny"}}},
		// Draws for a named action, said as their number, and as an
		// addition (7_138): Gemp's DestinyDrawForActionSource.
		{card: "211_45", text: "Dark: While Luke here, destiny draws for Sense and Alter are +2.", want: []want{{kind: "destiny_modifier", value: 2}}},
		{card: "7_138", text: "Add 4 to each player's destiny draw for Sense and Alter.", want: []want{{kind: "destiny_modifier", value: 4}}},
		// A card drawn for battle destiny then changed: its destiny number
		// (Gemp's DestinyWhenDrawnForBattleDestiny); draws after a weapon
		// just targeted: that weapon's (ModifyEachWeaponDestinyBeforeDrawingDestinyEffect).
		{card: "14_13", text: "While defending a battle on Naboo, Power +4 and, whenever you draw a Gungan for battle destiny, add 3 to that destiny.",
			want: []want{{kind: "destiny_value_modifier", value: 3, target: "a Gungan"}}, not: &want{kind: "destiny_modifier", value: 3}},
		{card: "5_45", text: "If one of your characters of ability > 2 was just targeted by a weapon, subtract 3 from each destiny draw.",
			want: []want{{kind: "each_weapon_destiny_modifier", value: -3}}, not: &want{kind: "destiny_modifier", value: -3}},
		// A deploy at a changed cost, then free when something holds:
		// Gemp's DeploysFreeToTarget; not where the cost itself is unread.
		{card: "9_81", text: "[Death Star II] Wedge deploys -2 aboard (for free if deploying to Endor).",
			want: []want{{kind: "deploys_free", target: "[Death Star II] Wedge"}, {kind: "deploy_modifier", value: -2, target: "[Death Star II] Wedge"}}},
		{card: "1_131", text: "Light: Your Jawas deploy here for 1 Force from you only, for free if Sandcrawler present.",
			not: &want{kind: "deploys_free", target: "Your Jawas"}, partly: true},
		// A permanent weapon's hit, in parentheses, sets its target's
		// forfeit, not the character's who carries it.
		{card: "209_37", text: "Permanent weapon is •Kylo's Lightsaber (may target a character for free; draw 2 destiny; target hit, its forfeit = 0 if total destiny > defense value).",
			want: []want{{kind: "forfeit_set", value: 0}}, not: &want{kind: "forfeit_set", target: "Permanent weapon"}, partly: true},
		// A floor of a computed number sets nothing.
		{card: "2_2", text: "Power = v(3(X-Y)+2(A-B)+ p) (minimum power = 1).", not: &want{kind: "power_set", value: 1}, partly: true},
		{card: "4_2", text: "When the mentor, 1 to training destiny I add.", want: []want{{kind: "destiny_draw_modifier", value: 1, title: "training destiny", cond: "unread"}}},
		// IG-88: what the parenthesis says is lost is the victim, when the
		// words before it happen; they are no part of the target.
		{card: "4_101", text: "May 'assassinate' any character at same site hit by IG-88 (victim is immediately lost).", want: []want{{kind: "lost", target: "victim", cond: "unread"}},
			not: &want{kind: "lost", target: "May 'assassinate' any character at same site hit by IG-88 (victim"}},
		{card: "6_132", text: "May use 2 Force to 'assassinate' any character just 'hit' by Weequay Marksman (victim is immediately lost).", want: []want{{kind: "lost", target: "victim"}}},
		{card: "2_159", text: "If destiny = 0, Jawa Blaster 'explodes' (weapon and character firing it are lost).", want: []want{{kind: "lost", target: "weapon and character firing it"}}},
		// A weapon's target list with a defense value in parentheses, and
		// the firer it names.
		{card: "3_158", text: "May target a starfighter (use 3 as defense value), character, creature or vehicle at same or adjacent site using 2 Force.",
			want: []want{{kind: "weapon_target", value: 2, target: "a starfighter (use 3 as defense value), character, creature or vehicle at same or adjacent site"}},
			not:  &want{kind: "weapon_target", target: "a starfighter"}},
		{card: "3_159", text: "Your warrior present may target a starfighter (use 5 as defense value), character, creature or vehicle using 2 Force.",
			want: []want{{kind: "weapon_target", value: 2, target: "a starfighter (use 5 as defense value), character, creature or vehicle", cond: "present"}}},
		// Titles after immunity to attrition, before a clause, of the
		// opponent's; "immune to" describing other cards grants nothing.
		{card: "13_21", text: "Immune to attrition < 6, Come With Me, and Lateral Damage.", want: []want{{kind: "immune_to_title", title: "Come With Me"}, {kind: "immune_to_title", title: "Lateral Damage"}, {kind: "immune_to_attrition", value: 6}}},
		{card: "12_16", text: "Immune to attrition and You Are Beaten.", want: []want{{kind: "immune_to_title", title: "You Are Beaten"}}},
		{card: "215_26", text: "While armed with a blaster, your assassins and leaders here are immune to Blaster Proficiency and Clash Of Sabers and, if Shadow Collective just flipped, may peek at top two cards of your Reserve Deck and take one into hand.",
			want: []want{{kind: "immune_to_title", title: "Blaster Proficiency"}, {kind: "immune_to_title", title: "Clash Of Sabers"}}, partly: true},
		{card: "223_16", text: "Your characters of ability < 5 at same Cloud City site are immune to Clash Of Sabers, may not be targeted to be lost during the weapons segment of a battle, and during your move phase, may use 1 Force to relocate to a related site.",
			want: []want{{kind: "immune_to_title", title: "Clash Of Sabers"}}, partly: true},
		{card: "6_42", text: "While at a site you control, Rebels are immune to None Shall Pass at that site.", want: []want{{kind: "immune_to_title", title: "None Shall Pass", target: "Rebels", cond: "at"}}},
		{card: "10_17", text: "Utinni Effects which retrieve Force are immune to Alter, but are placed out of play when completed.", want: []want{{kind: "immune_to_title", title: "Alter"}}, partly: true},
		{card: "208_56", text: "Dark: Your characters here and at Watto's Junkyard are immune to opponent's Sandwhirl.", want: []want{{kind: "immune_to_title", title: "Sandwhirl"}}},
		{card: "9_139", text: "STARTING: Deploy up to three Effects if each of them deploys for free, is always immune to Alter and has 'deploy on table' (or 'deploy on your side of table') in its game text.",
			not: &want{kind: "immune_to_title", title: "Alter"}, partly: true},
		{card: "14_76", text: "While aboard Blockade Flagship, it is immune to attrition < 5 and Activate The Droids is immune to Alter.", want: []want{{kind: "immune_to_title", title: "Alter", target: "Activate The Droids"}},
			not: &want{kind: "immune_to_title", title: "Activate The Droids is immune to Alter"}},
		{card: "200_1", text: "Immune to You are Beaten and attrition < 5.", want: []want{{kind: "immune_to_title", title: "You are Beaten"}}},
		{card: "7_220", text: "Star Destroyer is immune to attrition and Flagship deploys free on that starship.", not: &want{kind: "immune_to_title", title: "Flagship deploys free on that starship"}},
		// "weapon destiny draws are ±N": whose, where, and what the rule
		// can decide of the condition.
		{card: "9_158", text: "Each of its weapon destiny draws is +2.", want: []want{{kind: "each_weapon_destiny_modifier", value: 2, target: "Each of its"}}},
		{card: "9_66", text: "Each of its ion cannon weapon destiny draws is +3.", want: []want{{kind: "each_weapon_destiny_modifier", value: 3, target: "Each of its ion cannon"}}},
		{card: "208_50", text: "Dark: While you control, your superlaser weapon destiny draws are +1.", want: []want{{kind: "each_weapon_destiny_modifier", value: 1, target: "your superlaser", cond: "controls"}}},
		{card: "202_8", text: "Weapon destiny draws are -2 here.", want: []want{{kind: "each_weapon_destiny_modifier", value: -2, cond: "here"}}},
		{card: "219_3", text: "Weapon destinies at same system are -1.", want: []want{{kind: "each_weapon_destiny_modifier", value: -1, cond: "at_same"}}},
		{card: "221_8", text: "While armed, opponent's weapon destiny draws targeting Ventress are -1.", want: []want{{kind: "each_weapon_destiny_modifier", value: -1, target: "opponent's", cond: "targeting"}}},
		{card: "7_71", text: "character's total weapon destiny is +3", not: &want{kind: "each_weapon_destiny_modifier", value: 3}},
		// A weapon's destiny levels, one effect each; a condition about
		// the firing other than its target; "Otherwise"; a total weapon
		// destiny added by a pilot or to a card named (Gemp has a
		// TotalWeaponDestiny row for each).
		{card: "3_158", text: "Add 1 if targeting a character or creature, 2 if a vehicle.",
			want: []want{{kind: "weapon_destiny_modifier", value: 1}, {kind: "weapon_destiny_modifier", value: 2, cond: "targeting"}}},
		{card: "1_323", text: "Otherwise, subtract 5.", want: []want{{kind: "weapon_destiny_modifier", value: -5}}},
		{card: "4_174", text: "Add 1 if Blaster Scope attached.", want: []want{{kind: "weapon_destiny_modifier", value: 1}}},
		{card: "9_135", text: "Add 3 if armed with torpedoes or missiles.", want: []want{{kind: "destiny_modifier", value: 3}}, not: &want{kind: "weapon_destiny_modifier", value: 3}},
		{card: "2_48", text: "Add 2 if opponent's spy is Undercover.", want: []want{{kind: "destiny_modifier", value: 2}}},
		{card: "9_29", text: "Adds 2 to total weapon destiny of any B-wing he pilots.", want: []want{{kind: "total_weapon_destiny_modifier", value: 2, target: "any B-wing he pilots"}}},
		{card: "7_147", text: "Adds 1 to total weapon destiny when firing X-wing Laser Cannons.", want: []want{{kind: "total_weapon_destiny_modifier", value: 1}}},
		{card: "5_12", text: "Character is power +1 and adds 1 to weapon destiny when firing character weapons.", want: []want{{kind: "total_weapon_destiny_modifier", value: 1}}},
		{card: "7_71", text: "On a subsequent turn, if in a battle at a site, character's total weapon destiny is +3 and character adds one battle destiny.", want: []want{{kind: "total_weapon_destiny_modifier", value: 3, target: "character's"}}},
		// Each weapon destiny draw: of "that weapon", "each weapon
		// destiny", whose ("your blaster"), the second number of one
		// "adds"; one draw just drawn is no "each"; "add or subtract" is
		// either way; a destiny "of" cards is their destiny number.
		{card: "3_96", text: "When that warrior fires a blaster rifle or artillery weapon, adds 1 to each of that weapon's destiny draws.", want: []want{{kind: "each_weapon_destiny_modifier", value: 1}}},
		{card: "213_26", text: "Light: Add 1 to your blaster weapon destiny draws here.", want: []want{{kind: "each_weapon_destiny_modifier", value: 1, cond: "here"}}},
		{card: "9_113", text: "While armed with a lightsaber, adds 2 to his defense value and 1 to each of his lightsaber weapon destiny draws.",
			want: []want{{kind: "defense_value_modifier", value: 2}, {kind: "each_weapon_destiny_modifier", value: 1, target: "his lightsaber"}}, not: &want{kind: "each_weapon_destiny_modifier", value: 2}},
		{card: "200_116", text: "LOST: A just drawn battle or weapon destiny is -3.", want: []want{{kind: "destiny_modifier", value: -3}}, not: &want{kind: "each_weapon_destiny_modifier", value: -3}},
		{card: "8_29", text: "When Junkin uses a Concussion Grenade, all your characters are immune to that grenade and you may add or subtract 1 from weapon destiny draw.", not: &want{kind: "each_weapon_destiny_modifier", value: -1}, partly: true},
		{card: "7_50", text: "Adds 3 to destiny of each of your bowcasters.", want: []want{{kind: "destiny_value_modifier", value: 3, target: "each of your bowcasters"}}, not: &want{kind: "destiny_modifier", value: 3}},
		// A condition names its subject with a capital: "Maul swings a
		// lightsaber at a Jedi" is no place; "with X or at Y" is two.
		{card: "12_101", text: "When Maul swings a lightsaber at a Jedi, each weapon destiny draw is +1.", want: []want{{kind: "each_weapon_destiny_modifier", value: 1, cond: "unread"}}},
		{card: "213_2", text: "While with your guard or at an opponent's site, opponent's weapon destiny draws here are -1.", want: []want{{kind: "each_weapon_destiny_modifier", value: -1, target: "opponent's"}}},
		// A second deploy cost after a comma or "for free if"; what
		// deploys (and fires) free aboard; "deploys for free" describing
		// another card.
		{card: "4_174", text: "Use 4 Force to deploy on your warrior, free on 4-LOM.", want: []want{{kind: "deploys_on", value: 4, target: "your warrior"}, {kind: "deploys_on", value: 0, cond: "at"}}},
		{card: "9_181", text: "Use 2 Force to deploy on any TIE (for free if a TIE/ln).", want: []want{{kind: "deploys_on", value: 2, target: "any TIE"}, {kind: "deploys_on", value: 0}}},
		{card: "7_141", text: "Proton Torpedoes deploy and fire free aboard.", want: []want{{kind: "deploys_free", target: "Proton Torpedoes"}, {kind: "fires_free"}}},
		{card: "9_174", text: "Turbolaser Batteries deploy and fire free here.", want: []want{{kind: "deploys_free", cond: "here"}, {kind: "fires_free", cond: "here"}}},
		{card: "9_51", text: "STARTING: Deploy up to three Effects if each of them deploys for free.", not: &want{kind: "deploys_free"}, partly: true},
		{card: "6_53", text: "(If effect canceled by opponent, any aliens here may immediately deploy for free).", want: []want{{kind: "deploys_free", target: "any aliens here"}}}, // its condition is read too
		// "power - 5" inside "X = …" is a computed value, not a modifier.
		{card: "202_14", text: "Your total battle destiny here is +X, where X = this TIE's power - 5.", not: &want{kind: "power_modifier", value: -5}, partly: true},
		// A subject ends before "are" or "may"; "May" opening the clause
		// is none.
		{card: "109_4", text: "Your [Independent Starship] starships are deploy -1.", want: []want{{kind: "deploy_modifier", value: -1, target: "Your [Independent Starship] starships"}}},
		{card: "7_167", text: "May deploy -1 as a 'react' to same site as a gangster or smuggler.", not: &want{kind: "deploy_modifier", value: -1, target: "May"}},
		// Who or what may not target a card, as Gemp's MayNotBeTargetedBy…
		// reads it.
		{card: "12_134", text: "Fallen Portal may not target a character at this site.", want: []want{{kind: "may_not_be_targeted_by", title: "Fallen Portal", target: "a character at this site"}}},
		{card: "225_41", text: "Dark: All Too Easy may not target Luke or Jedi here.", want: []want{{kind: "may_not_be_targeted_by", title: "All Too Easy", target: "Luke or Jedi here"}}},
		{card: "217_15", text: "Light: Opponent's weapons here may not target Ezra.", want: []want{{kind: "may_not_be_targeted_by", title: "weapons", target: "Ezra", cond: "here"}}},
		{card: "11_8", text: "While present with your Jedi at a site, opponent may not target Amidala with weapons.", want: []want{{kind: "may_not_be_targeted_by", title: "weapons", target: "Amidala"}}},
		{card: "written for the test", text: "Opponent may not target Amidala.", not: &want{kind: "may_not_be_targeted_by", title: "Opponent"}, partly: true},
		{card: "211_59", text: "Immune to [Permanent Weapon] weapons and attrition < 5.", want: []want{{kind: "may_not_be_targeted_by", title: "[Permanent Weapon] weapons"}, {kind: "immune_to_attrition", value: 5}}},
		{card: "9_144", text: "Your TIEs at Death Star II locations may not Tallon Roll.", want: []want{{kind: "may_not_be_targeted_by", title: "Tallon Roll", target: "Your TIEs at Death Star II locations"}}},
		{card: "225_38", text: "Vader's game text may not target Han.", want: []want{{kind: "may_not_be_targeted_by", title: "Vader's game text", target: "Han"}}},
		{card: "3_40", text: "For remainder of this turn, all other T-47s at same site are power +1, are immune to attrition and cannot be targeted by weapons.", want: []want{{kind: "may_not_be_targeted_by", title: "weapons"}}},
		{card: "6_54", text: "If you have an alien here, no battles or Force drains may take place here and your aliens cannot be targeted by Trap Door.", not: &want{kind: "may_not_be_targeted_by", title: "Trap Door"}, partly: true},
		// Attrition "everywhere", and added to "your attrition".
		{card: "200_92", text: "While with a non-frozen captive, attrition against opponent everywhere is +2.", want: []want{{kind: "attrition_modifier", value: 2}}},
		{card: "8_91", text: "When piloting an AT-ST in battle, adds 1 to his forfeit, draws one battle destiny if not able to otherwise and cumulatively adds 1 to your attrition against opponent.", want: []want{{kind: "attrition_modifier", value: 1, target: "opponent"}}},
		{card: "112_11", text: "Also, attrition against you is reduced by 2 when two of your non-unique aliens with different card titles are in battle.", want: []want{{kind: "attrition_modifier", value: -2, target: "you"}}},
		{card: "1_229", text: "When target reaches Utinni Effect, attrition +1 against opponent in all Tatooine battles as long as target remains at same site as Utinni Effect.", want: []want{{kind: "attrition_modifier", value: 1, target: "opponent"}}},
		// Numbers set: two at once; a set inside a condition, or the first
		// term of a computed value, is none.
		{card: "1_222", text: "Target's power and forfeit = 0.", want: []want{{kind: "power_set", value: 0}, {kind: "forfeit_set", value: 0}}, partly: true},
		{card: "4_113", text: "Character is power -X (eaten if power = 0).", not: &want{kind: "power_set", value: 0}, partly: true},
		{card: "2_84", text: "* Power = 1 + total ability of all victims whose soup was eaten.", not: &want{kind: "power_set", value: 1}, partly: true},
		// Battle destiny draws "are ±N"; not cancelable by the opponent
		// "or modify", "or substitute".
		{card: "13_74", text: "While with Qui-Gon, your battle destinies here are each +1.", want: []want{{kind: "adds_to_battle_destiny", value: 1, target: "your", cond: "here"}}},
		{card: "7_281", text: "Dark: Each of your battle destiny draws is -1 here.", want: []want{{kind: "adds_to_battle_destiny", value: -1, target: "Each of your", cond: "here"}}},
		{card: "216_31", text: "opponent's ability required to draw battle destiny here is +1", not: &want{kind: "adds_to_battle_destiny", value: 1}, want: []want{{kind: "battle_destiny_ability_modifier", value: 1, cond: "here"}}},
		{card: "207_20", text: "While at a site, opponent may not cancel or modify your battle destiny draws here.", want: []want{{kind: "battle_destiny_not_cancelable", cond: "here"}}},
		{card: "200_85", text: "While piloting, opponent may not cancel or substitute battle destiny draws here.", want: []want{{kind: "battle_destiny_not_cancelable", cond: "here"}}},
		// Battle destiny draws protected in other words, and whose; limits
		// to the number drawn; subtracting from each of the opponent's.
		{card: "14_2", text: "At sites related to a system you occupy, your battle destinies may not be canceled by opponent.", want: []want{{kind: "battle_destiny_not_cancelable", target: "your"}}, partly: true},
		{card: "203_9", text: "While piloting a Rebel capital starship, opponent may not modify or cancel your battle destinies here.", want: []want{{kind: "battle_destiny_not_cancelable", cond: "here"}}},
		{card: "12_105", text: "While in a senate majority, opponent may not draw more than one battle destiny in battles at battleground sites and you may not cancel opponent's battle destiny draws at sites.",
			want: []want{{kind: "battle_destiny_limit", value: 1}, {kind: "battle_destiny_not_cancelable", target: "opponent's"}}},
		{card: "202_4", text: "At same site, your characters are immune to Force Lightning, and players may not draw more than one battle destiny (those destiny draws may not be modified or canceled).",
			want: []want{{kind: "battle_destiny_not_cancelable", target: "those"}}, partly: true},
		{card: "8_107", text: "When in battle against an operative, prevents opponent from drawing more than one battle destiny.", want: []want{{kind: "battle_destiny_limit", value: 1}}},
		{card: "109_9", text: "At mobile sites, opponent draws no more than two battle destiny per battle.", want: []want{{kind: "battle_destiny_limit", value: 2, target: "opponent"}}, partly: true},
		{card: "217_7", text: "While present at Galactic Senate, all characters without politics here are forfeit = 0 (except Coruscant Guards) and neither player may draw more than one battle destiny here.", want: []want{{kind: "battle_destiny_limit", value: 1, target: "neither player"}}},
		{card: "8_22", text: "While at your war room, subtracts 1 from each opponent's battle destiny at all system locations and adds 2 to forfeit of all non-unique rebels.",
			want: []want{{kind: "adds_to_battle_destiny", value: -1, target: "opponent's"}, {kind: "forfeit_modifier", value: 2}}},
		{card: "6_3", text: "If at a battleground site with C-3PO, may subtract 1 from each opponent's battle destiny at same and related sites.", not: &want{kind: "adds_to_battle_destiny", value: -1}},
		{card: "201_27", text: "While aboard a piloted [Independent] starship, opponent's battle and weapon destiny draws here are -1.", want: []want{{kind: "adds_to_battle_destiny", value: -1}, {kind: "each_weapon_destiny_modifier", value: -1}}},
		{card: "200_2", text: "During battle, your battle destiny draws and Anakin's weapon destiny draws are +1.", want: []want{{kind: "adds_to_battle_destiny", value: 1}, {kind: "each_weapon_destiny_modifier", value: 1}}},
		// Docking bay transit "to and from here", and "Your transit to
		// here".
		{card: "14_111", text: "Light: Your Docking Bay transit to and from here requires +8 Force.", want: []want{{kind: "docking_bay_transit_modifier", value: 8, target: "to and from here"}}},
		{card: "7_276", text: "Your transit to here requires +8 Force.", want: []want{{kind: "docking_bay_transit_modifier", value: 8, target: "to here"}}},
		// "X may not deploy to/here": a restriction on the cards X names
		// (Gemp's MayNotDeployToLocation), with where as Title.
		{card: "1_202", text: "Droids may not deploy to same site.", want: []want{{kind: "may_not_deploy", target: "Droids", title: "to same site"}}},
		{card: "6_101", text: "Opponent's spies, gamblers and thieves may not deploy or move to same site.",
			want: []want{{kind: "may_not_deploy", target: "Opponent's spies, gamblers and thieves", title: "to same site"}, {kind: "may_not_move", target: "Opponent's spies, gamblers and thieves"}}},
		{card: "213_23", text: "Light: Jar Jar and your spies (except Ezra) may not deploy here.", want: []want{{kind: "may_not_deploy", target: "Jar Jar and your spies (except Ezra)", title: "to here"}}},
		{card: "7_278", text: "If you control, Emperor may not deploy to Coruscant.", want: []want{{kind: "may_not_deploy", target: "Emperor", title: "to Coruscant"}}},
		// A react's deploy cost is the react's, not the card's deploy.
		{card: "9_152", text: "May deploy -3 as a 'react'.", want: []want{{kind: "may_deploy_as_react", value: -3}}, not: &want{kind: "deploy_modifier", value: -3}},
		{card: "207_7", text: "May deploy -2 as a react to an [Episode VII] site.", want: []want{{kind: "may_deploy_as_react", value: -2}}, not: &want{kind: "deploy_modifier", value: -2}},
		{card: "9_160", text: "May deploy -2 with a pilot as a 'react' to same location as any Imperial-class Star Destroyer.",
			want: []want{{kind: "may_deploy_as_react", value: -2}}, not: &want{kind: "deploy_modifier", value: -2}},
		{card: "7_308", text: "May deploy as a `react'.", want: []want{{kind: "may_deploy_as_react"}}},
		// A total's change is no card's power.
		{card: "1_68", text: "Opponent's ability required for battle destiny +1. OR Your total power +1.", want: []want{{kind: "total_power_modifier", value: 1}},
			not: &want{kind: "power_modifier", value: 1}},
		// Ability changed like any other printed number. No printed card
		// says it (Gemp at the pin has no AbilityModifier class either), but
		// a table state's value questions and a judge's "met:" do; a
		// total's change is no character's.
		{card: "(no card)", text: "Ability +1 while at a site.", want: []want{{kind: "ability_modifier", value: 1}}},
		{card: "(no card)", text: "Your troopers here are ability -1.", want: []want{{kind: "ability_modifier", value: -1, target: "Your troopers here", cond: "here"}}},
		{card: "(no card)", text: "Your total ability here is +2.", not: &want{kind: "ability_modifier", value: 2}, partly: true},
		{card: "7_66", text: "Your ability-1 permanent pilots aboard T-16s, T-47s, Z-95s and X-wings (except squadrons) are replaced by ability-2.", not: &want{kind: "ability_modifier", value: -2}, partly: true},
	} {
		t.Run(tc.card+" "+tc.text, func(t *testing.T) {
			checkExtract(t, tc.text, tc.want, tc.partly)
			if tc.not == nil {
				return
			}
			effects, _ := Extract(tc.text)
			for _, e := range effects {
				if tc.not.matches(e) {
					t.Errorf("read %s", EffectSummary(e))
				}
			}
		})
	}
}
