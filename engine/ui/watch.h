/* watch: a game shown again. The replay viewer wraps any game's own play
 * screen, opened read-only on the position after N actions of a saved
 * game, and lays a bar under it: to the start, a step back, play and
 * pause at a speed, a step forward, to the end, and a slider over the
 * whole game marked at each turn (and card). The log follows: the lines
 * of the action shown are highlighted, a click on a line goes to its
 * moment. From any moment a new game can be taken over; the story page
 * (storypage.c) charts the game and opens Watch at a chart's point. */
#ifndef ENGINE_UI_WATCH_H
#define ENGINE_UI_WATCH_H

#include "core/errs.h"
#include "core/session.h"
#include "ui/ui.h"

/* The bar's height under the board, in logical units. */
#define WATCH_BAR_H 64

/* The replay viewer over full, a session holding the whole game (the
 * scene takes it), at the position after `at` actions (-1: the end).
 * NULL with the reason in e. */
ui_scene *ui_watch_new(ui_app *a, session *full, int at, errs *e);
/* The same for a game being played or just over (copied: s goes on as
 * it is); pushes the viewer, or toasts why it cannot. 0 on success. */
int ui_watch_open(ui_app *a, const session *s, int at);
/* The same for a save file. 0, or -1 with its problems in e. */
int ui_watch_file(ui_app *a, const char *path, int at, errs *e);

/* Take over: a new game of the same scenario and options whose save
 * starts from the position of s (its state, docs/saves.md "start"), the
 * seats as given (NULL: as they were). Opens its play screen. 0, or -1
 * with the reason in e. */
int ui_take_over(ui_app *a, const session *s, const char *const *seats, int nseats, errs *e);

/* The story page of a game (storypage.c): its figures charted turn by
 * turn; a click on a point opens Watch at that moment. */
ui_scene *ui_story_new(ui_app *a, const session *s, errs *e);
int ui_story_open(ui_app *a, const session *s);

#endif
