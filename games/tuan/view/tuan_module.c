/* tuan_module: pairs the Tuan rules with its screens. The table view comes
 * later; until then the launcher leaves the game out, while list, validate,
 * replay and sim work. */
#include "ui/gameview.h"

extern const game_rules tuan_rules;

const game_module tuan_module = { &tuan_rules, NULL };
