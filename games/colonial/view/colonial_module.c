/* colonial_module: pairs the Colonial Siege rules with its screen
 * (col_view.c). */
#include "ui/gameview.h"

extern const game_rules colonial_rules;
extern const game_view colonial_view;

const game_module colonial_module = { &colonial_rules, &colonial_view };
