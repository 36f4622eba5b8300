/* watch: the replay viewer (see watch.h). The scene holds the whole game
 * and a session at the position shown, which the game's own view plays
 * read-only (session.watch: nothing it submits runs). A step forward
 * applies the next action and tells the view as a computer's move, so
 * its dice tray rolls the dice as they fell; any other move builds the
 * position afresh one action short and steps once, for the same reason.
 * The bar is drawn under the view, which lays out above it
 * (gfx_keep_below). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "ui/gameview.h"
#include "ui/ui_local.h"
#include "ui/watch.h"
#include "ui/watch_local.h"

static const int speeds[] = {1, 2, 4, 8, 16}; /* actions a second */
#define NSPEEDS ((int)(sizeof speeds / sizeof speeds[0]))

static void close_inner(watch *w, ui_app *a)
{
    if (!w->inner)
        return;
    ui_drop_pending(a, w->disp);
    if (w->inner->destroy)
        w->inner->destroy(w->inner); /* frees w->disp with it */
    w->inner = NULL;
    w->disp = NULL;
    w->scene.session = NULL;
}

/* The view hears the action just stepped as a computer's move. */
static void tell_step(watch *w, ui_app *a)
{
    ui_change c = {UI_CHANGE_BOT, 1, 0, 0};

    c.chance = w->disp->nactions > 0 && w->disp->chance[w->disp->nactions - 1];
    if (w->inner && w->inner->changed)
        w->inner->changed(w->inner, a, &c);
}

/* How long after a move the view may animate (the dice tumble): past it
 * a paused replay is still, whatever the view would keep moving (a
 * computer seat's "at work..." dots), so it costs no CPU. */
#define WATCH_SETTLE_MS 1000

/* Show position p: one step when it is the next, else built afresh. */
static int go(watch *w, ui_app *a, int p)
{
    char why[256];
    errs e;

    w->moved_at = ui_now(a);
    if (p < 0)
        p = 0;
    if (p > w->full->nactions)
        p = w->full->nactions;
    if (w->disp && p == w->disp->nactions)
        return 0;
    if (w->disp && p == w->disp->nactions + 1) {
        if (replay_step(w->disp, w->full, why, sizeof why) != 0) {
            ui_toast(a, "The replay stops here: %s", why);
            return -1;
        }
        tell_step(w, a);
        return 0;
    }
    errs_clear(&e);
    session *s = replay_at(w->full, p > 0 ? p - 1 : 0, &e);
    const game_module *m = ui_game(a, w->full->rules->id);
    if (!s || !m) {
        session_free(s);
        ui_toast(a, "This moment cannot be shown: %s", s ? "no screen for the game" : errs_first(&e));
        return -1;
    }
    s->watch = 1;
    close_inner(w, a);
    w->disp = s;
    w->inner = m->view->open(a, s); /* takes s, frees it on failure */
    if (!w->inner) {
        w->disp = NULL;
        ui_toast(a, "The game's screen did not open.");
        return -1;
    }
    w->scene.session = s;
    if (p > 0 && replay_step(s, w->full, why, sizeof why) == 0)
        tell_step(w, a);
    return 0;
}

int watch_pos(const watch *w)
{
    return w->disp ? w->disp->nactions : 0;
}

void watch_goto(watch *w, int p)
{
    if (p < 0)
        p = 0;
    if (p > w->full->nactions)
        p = w->full->nactions;
    w->target = p;
}

static int interval(const watch *w)
{
    return 1000 / speeds[w->speed];
}

/* The keys of the bar, taken from the frame's input before the view sees
 * them (the arrows pan a map otherwise). */
static void keys(watch *w, ui_app *a)
{
    int k = a->in.key, pos = watch_pos(w);

    if (!a->live)
        return;
    if (k == SDLK_LEFT)
        watch_goto(w, pos - 1);
    else if (k == SDLK_RIGHT)
        watch_goto(w, pos + 1);
    else if (k == SDLK_HOME)
        watch_goto(w, 0);
    else if (k == SDLK_END)
        watch_goto(w, w->full->nactions);
    else if (k == SDLK_SPACE)
        watch_play(w, a, !w->playing);
    else
        return;
    if (k != SDLK_SPACE)
        w->playing = 0;
    a->in.key = 0;
}

void watch_play(watch *w, ui_app *a, int on)
{
    w->playing = on;
    if (on) {
        if (watch_pos(w) >= w->full->nactions)
            watch_goto(w, 0); /* Play at the end plays it again */
        w->next_at = ui_now(a) + (Uint32)interval(w);
        ui_wake(a, interval(w));
    }
}

void watch_faster(watch *w)
{
    w->speed = (w->speed + 1) % NSPEEDS;
}

int watch_speed(const watch *w)
{
    return speeds[w->speed];
}

/* The view draws in the watch's place on the stack: views ask ui_top
 * whether they are still the screen shown. A view that leaves (pops
 * itself) takes the watch with it: the watch goes where it went. */
static void inner_frame(watch *w, ui_app *a, gfx *g)
{
    ui_scene *sc = &w->scene, *in = w->inner;
    int i, back = 0;

    for (i = 0; i < a->n; i++)
        if (a->stack[i] == sc)
            a->stack[i] = in;
    /* the view's own buttons that would play are off (ui_button) */
    a->replay = 1;
    if (in->frame)
        in->frame(in, a, g);
    a->replay = 0;
    for (i = 0; i < a->n; i++)
        if (a->stack[i] == in) {
            a->stack[i] = sc;
            back = 1;
        }
    for (i = 0; !back && i < a->ndead; i++)
        if (a->dead[i] == in)
            a->dead[i] = sc;
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    watch *w = sc->data;
    Uint32 now = ui_now(a);

    keys(w, a);
    if (w->playing && w->target == watch_pos(w) && (Sint32)(now - w->next_at) >= 0) {
        if (watch_pos(w) >= w->full->nactions) {
            w->playing = 0;
        } else {
            w->target = watch_pos(w) + 1;
            w->next_at = now + (Uint32)interval(w);
        }
    }
    if (w->playing)
        ui_wake(a, (int)(w->next_at - now));
    /* the bar's clicks first: a move it asks for is shown in this frame */
    watch_bar_input(w, a, g);
    if (w->target != watch_pos(w) && go(w, a, w->target) != 0)
        w->target = watch_pos(w);
    if (!w->inner)
        return;
    long from = w->map.line_end[0], to = w->map.line_end[0];
    int p = watch_pos(w);
    if (p > 0 && p <= w->map.n) {
        from = w->map.line_end[p - 1];
        to = w->map.line_end[p];
    }
    ui_log_mark(a, w->disp->log, from, to);
    gfx_keep_below(g, WATCH_BAR_H);
    int anim = a->anim;
    inner_frame(w, a, g);
    if (!w->playing && ui_now(a) - w->moved_at > WATCH_SETTLE_MS)
        a->anim = anim;
    gfx_keep_below(g, 0);
    gfx_clip(g, NULL);
    long line = ui_log_clicked(a);
    ui_log_mark(a, NULL, 0, 0);
    if (line >= 0) {
        int q = replay_action_of_line(&w->map, line);
        if (q >= 0) {
            w->playing = 0;
            watch_goto(w, q);
            a->need_frame = 1;
        }
    }
    watch_bar_draw(w, a, g);
}

static int command(ui_scene *sc, ui_app *a, int cmd)
{
    watch *w = sc->data;

    if (cmd == UI_CMD_UNDO) {
        ui_toast(a, "This is a replay: the bar below steps back (Left).");
        return 1;
    }
    if (cmd == UI_CMD_BACK && w->inner && w->inner->command && w->inner->command(w->inner, a, cmd))
        return 1;
    if (cmd == UI_CMD_BACK) {
        ui_pop(a);
        return 1;
    }
    return w->inner && w->inner->command ? w->inner->command(w->inner, a, cmd) : 0;
}

static void event(ui_scene *sc, ui_app *a, const SDL_Event *ev)
{
    watch *w = sc->data;
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_HOME || k == SDLK_END || k == SDLK_SPACE)
            return;
    }
    if (w->inner && w->inner->event)
        w->inner->event(w->inner, a, ev);
}

static int animating(ui_scene *sc, ui_app *a)
{
    watch *w = sc->data;
    if (!w->playing && ui_now(a) - w->moved_at > WATCH_SETTLE_MS)
        return 0;
    if (!w->playing) /* a frame once the tumble is over, then still */
        ui_wake(a, (int)(WATCH_SETTLE_MS - (ui_now(a) - w->moved_at)) + 1);
    return w->inner && w->inner->animating && w->inner->animating(w->inner, a);
}

static void destroy(ui_scene *sc)
{
    watch *w = sc->data;
    if (w) {
        if (w->inner && w->inner->destroy)
            w->inner->destroy(w->inner);
        replay_map_free(&w->map);
        session_free(w->full);
        free(w);
    }
}

ui_scene *ui_watch_new(ui_app *a, session *full, int at, errs *e)
{
    watch *w;

    if (!full)
        return NULL;
    if (!ui_game(a, full->rules->id)) {
        errs_add(e, "%s has no screen to show it on", full->rules->id);
        session_free(full);
        return NULL;
    }
    if (at > full->nactions) {
        errs_add(e, "the game has %d actions, fewer than %d", full->nactions, at);
        session_free(full);
        return NULL;
    }
    if (!(w = calloc(1, sizeof *w))) {
        errs_add(e, "out of memory");
        session_free(full);
        return NULL;
    }
    w->full = full;
    w->speed = 1;
    if (replay_walk(full, &w->map, NULL, NULL, e) != 0) {
        session_free(full);
        free(w);
        return NULL;
    }
    w->scene.frame = frame;
    w->scene.command = command;
    w->scene.event = event;
    w->scene.animating = animating;
    w->scene.destroy = destroy;
    w->scene.data = w;
    w->target = at < 0 ? full->nactions : at;
    if (go(w, a, w->target) != 0) {
        errs_add(e, "the position after %d actions could not be shown", w->target);
        destroy(&w->scene);
        return NULL;
    }
    return &w->scene;
}

int ui_watch_open(ui_app *a, const session *s, int at)
{
    errs e;
    errs_clear(&e);
    session *full = replay_at(s, s->nactions, &e);
    ui_scene *sc = full ? ui_watch_new(a, full, at, &e) : NULL;

    if (!sc) {
        ui_toast(a, "The game cannot be watched: %s", errs_first(&e));
        return -1;
    }
    ui_push(a, sc);
    return 0;
}

int ui_watch_file(ui_app *a, const char *path, int at, errs *e)
{
    session *full = session_load_from(path, ui_root(a), ui_games(a), e);
    ui_scene *sc = full ? ui_watch_new(a, full, at, e) : NULL;

    if (!sc)
        return -1;
    ui_push(a, sc);
    return 0;
}
