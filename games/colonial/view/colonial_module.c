/* colonial_module: pairs the Colonial Siege rules with its screens. The
 * table view comes later; until then the launcher leaves the game out,
 * while list, validate, replay and sim work. */
#include "ui/gameview.h"

extern const game_rules colonial_rules;

const game_module colonial_module = { &colonial_rules, NULL };
