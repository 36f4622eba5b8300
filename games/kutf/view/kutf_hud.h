/* kutf_hud.h: guidance pieces of the Keep Up The Fire! view (kutf_hud.c):
 * the relief column's next need, the pause on a new card, the Suggest
 * banner. */
#ifndef KUTF_HUD_H
#define KUTF_HUD_H

#include <stddef.h>

#include <SDL.h>

#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/ui.h"

/* One sentence: what the column needs next (attack, then advance in the
 * same turn, or build), with the chances. */
void kutfv_relief_need(const kutf_state *st, char *buf, size_t n);
/* A newly revealed card shown large with a caption and Continue (also a
 * script target "next"); 1 when the player goes on. */
int kutfv_pause_draw(ui_app *a, gfx *g, const kutf_state *st, int card,
                     const char *caption);
/* The Suggest banner at r (its height follows the text). */
void kutfv_suggest_draw(ui_app *a, gfx *g, SDL_Rect r, const char *what,
                        const char *why);

#endif
