/* kutf_help.h: the tabbed rules help of the Keep Up The Fire! view
 * (kutf_help.c). The view keeps a kutfv_help and draws it while open. */
#ifndef KUTF_HELP_H
#define KUTF_HELP_H

#include <SDL.h>

#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/ui.h"

typedef struct kutfv_help {
    int open, tab, scroll;
} kutfv_help;

/* Draws the help over r (a dimmed screen behind it); 1 when its Close
 * was clicked. */
int kutfv_help_draw(kutfv_help *h, const kutf_state *st, ui_app *a, gfx *g,
                    SDL_Rect r);

#endif
