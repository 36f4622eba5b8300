/* peking_module: Siege at Peking in the registry: the rules core and the
 * play screen (peking_view.c). */
#include "ui/gameview.h"

extern const game_rules peking_rules;
extern const game_view peking_view;

const game_module peking_module = { &peking_rules, &peking_view };
