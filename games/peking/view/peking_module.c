/* peking_module: Siege at Peking in the registry. Its screens come later;
 * until then the module has rules only (view NULL), so the launcher shows
 * no card while list, validate, replay and sim work. */
#include "ui/gameview.h"

extern const game_rules peking_rules;

const game_module peking_module = { &peking_rules, NULL };
