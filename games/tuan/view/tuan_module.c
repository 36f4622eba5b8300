/* tuan_module: pairs the Tuan rules with its screen (tuan_view.c). */
#include "ui/gameview.h"

extern const game_rules tuan_rules;
extern const game_view tuan_view;

const game_module tuan_module = { &tuan_rules, &tuan_view };
