package cards

// gempFloors hold each kind to the precision and recall it reached against
// Gemp (TestAgainstGemp, less 0.02), so that a change that reads worse fails.
var gempFloors = map[string][2]float64{
	"power_modifier":                {0.78, 0.83},
	"immune_to_title":               {0.90, 0.91},
	"capacity":                      {0.97, 0.88},
	"deploy_modifier":               {0.86, 0.85},
	"immune_to_attrition":           {0.77, 0.63},
	"adds_to_power_of_piloted":      {0.81, 0.85},
	"forfeit_modifier":              {0.75, 0.81},
	"force_drain_modifier":          {0.89, 0.69},
	"battle_destiny_if_unable":      {0.95, 0.96},
	"adds_battle_destiny":           {0.72, 0.97},
	"deploys_free":                  {0.74, 0.68},
	"maneuver_modifier":             {0.95, 0.78},
	"defense_value_modifier":        {0.79, 0.85},
	"docking_bay_transit_modifier":  {0.93, 0.81},
	"total_power_modifier":          {0.31, 0.20},
	"may_not_deploy":                {0.84, 0.53},
	"force_generation_modifier":     {0.72, 0.61},
	"may_move_as_react":             {0.52, 0.91},
	"may_not_move":                  {0.77, 0.40},
	"hyperspeed_modifier":           {0.76, 0.79},
	"attrition_modifier":            {0.63, 0.28},
	"moves_free":                    {0.60, 0.93},
	"may_deploy_as_react":           {0.59, 0.56},
	"total_battle_destiny_modifier": {0.31, 0.06},
	"adds_to_battle_destiny":        {0.81, 0.13},
	"battle_destiny_limit":          {0.65, 0.13},
	"battle_destiny_not_cancelable": {0.98, 0.16},
	"may_not_be_forfeited":          {0.98, 0.48},
}
