/* watch_local: the replay viewer's insides, shared by watch.c (the
 * scene, moving through the game) and watch_bar.c (the bar under the
 * board); not for views. */
#ifndef ENGINE_UI_WATCH_LOCAL_H
#define ENGINE_UI_WATCH_LOCAL_H

#include "core/replay.h"
#include "ui/ui.h"

typedef struct watch {
    ui_scene scene;       /* first: the scene is the watch */
    session *full;        /* the whole game, owned */
    replay_map map;       /* turns, cards and log lines by position */
    ui_scene *inner;      /* the game's own screen over disp */
    session *disp;        /* the position shown (owned by inner) */
    int target;           /* the position asked for */
    int playing, speed;   /* speed: index into watch.c's speeds */
    Uint32 next_at;       /* playing: when the next step is due */
    Uint32 moved_at;      /* when the position last changed */
    int dragging;         /* the slider's handle is held */
    int drag_pos;
} watch;

int watch_pos(const watch *w);
/* Ask for position p (clamped); it is shown from the next frame on. */
void watch_goto(watch *w, int p);
void watch_play(watch *w, ui_app *a, int on);
/* The next speed, round to the slowest; its actions a second. */
void watch_faster(watch *w);
int watch_speed(const watch *w);

/* The bar: acted on before the view draws, drawn after it. */
void watch_bar_input(watch *w, ui_app *a, gfx *g);
void watch_bar_draw(watch *w, ui_app *a, gfx *g);

#endif
