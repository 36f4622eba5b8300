/* labels: one frame's words on a map, placed by the label placer
 * (lplace.h) and drawn: labels_begin, what must stay seen with
 * labels_keep, each word with labels_add, then labels_end places and
 * draws them all (over everything drawn before it). One frame at a time:
 * the hex map's game and the table view each run one pass a frame. */
#ifndef ENGINE_UI_LABELS_H
#define ENGINE_UI_LABELS_H

#include <SDL.h>

#include "gfx/gfx.h"
#include "ui/lplace.h"
#include "ui/ui.h"

/* Start a frame's labels inside bounds (kept 2 units in). */
void labels_begin(SDL_Rect bounds);
/* Something the labels should not cover (a counter, a star). */
void labels_keep(SDL_Rect r, int weight);
/* A word: prio and flags as in lplace.h, shorter ("" or NULL: none) what
 * it may shrink to, ink its colour, plate (a dark plate under it) or bare
 * text, part its name for scripts (NULL: none), spots where it may go in
 * the order preferred. Returns its index, -1 when full. */
int labels_add(gfx *g, int prio, int flags, const char *text, const char *shorter, SDL_Color ink,
               int plate, const char *part, const lplace_spot *spots, int nspot);
/* A text of several lines on a dark plate, wrapped at maxw (its own
 * width when narrower): what a hovered thing means, which may be long (a
 * refusal's reason); never shrunk. labels_size_wrap gives the plate's
 * size first, to choose its spots. */
int labels_add_wrap(gfx *g, int prio, int flags, const char *text, int maxw, SDL_Color ink,
                    const char *part, const lplace_spot *spots, int nspot);
void labels_size_wrap(gfx *g, const char *text, int maxw, int *w, int *h);
/* Eight spots round a box, gap away: under it centred first, over it,
 * right, left, then its corners (a tag, a name plate). Returns 8. */
int labels_box_spots(SDL_Rect b, int gap, lplace_spot *s);
/* Place and draw the frame's labels, lowest priority first, naming the
 * parts when a is given. */
void labels_end(ui_app *a, gfx *g);

#endif
