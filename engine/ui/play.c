/* play: what a game screen does on the player's behalf: submit an action
 * (refusals become a toast), autosave after every action so the launcher
 * can Continue, undo and save on Ctrl+Z / Ctrl+S.
 *
 * Every change of a game's state waits in a queue until the frame being
 * drawn is finished (ui_settle runs it between frames), so no view ever
 * draws from a state that an undo has freed or an action has half changed;
 * the scene's `changed` hook hears each result with the state fresh. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/paths.h"
#include "ui/gameview.h"
#include "ui/ui_local.h"

/* The autosave of a game: one file per game, so Continue takes the newest
 * across all games by date. */
static int autosave_path(const session *s, char *out, size_t n, char *why, size_t wn)
{
    char dir[900];
    if (!paths_save_dir(dir, sizeof dir)) {
        snprintf(why, wn, "%s", paths_dir_error());
        return 0;
    }
    snprintf(out, n, "%s/%s-autosave.json", dir, s->rules->id);
    return 1;
}

void ui_autosave(ui_app *a, session *s)
{
    char path[1024], why[160];
    errs e;
    errs_clear(&e);
    if (!autosave_path(s, path, sizeof path, why, sizeof why)) {
        if (!a->no_save[0])
            ui_toast(a, "No folder for saves (%s): this game is not being autosaved.", why);
        snprintf(a->no_save, sizeof a->no_save, "no folder for saves (%s)", why);
        return;
    }
    if (session_save(s, path, &e) != 0) {
        if (!a->no_save[0])
            ui_toast(a, "Autosave failed: %s", errs_first(&e));
        snprintf(a->no_save, sizeof a->no_save, "%s", errs_first(&e));
        return;
    }
    s->on_disk = 1;
    a->no_save[0] = 0;
}

static int submit(ui_app *a, session *s, int kind, const cJSON *action, int face, int quiet)
{
    if (!s)
        return -1;
    if (s->watch) {
        /* a replay is only looked at: the computer's moves and a new
         * game's opening roll are dropped in silence, a player's told */
        if (kind == UI_CHANGE_PLAY && !quiet)
            ui_toast(a, "This is a replay: Take over from here to play on from this moment.");
        return -1;
    }
    if (a->frame_again) /* the first frame drawn again: its first run asked already */
        return 0;
    if (a->npending >= UI_MAX_PENDING) {
        ui_toast(a, "Too many moves at once: wait for the board to catch up.");
        return -1;
    }
    cJSON *copy = NULL;
    if (action && !(copy = cJSON_Duplicate(action, 1)))
        return -1;
    ui_pending *p = &a->pending[a->npending++];
    p->kind = kind;
    p->s = s;
    p->action = copy;
    p->face = face;
    p->quiet = quiet;
    a->need_frame = 1;
    if (!a->drawing)
        ui_settle(a); /* outside a frame nothing is drawing from the state */
    return 0;
}

int ui_play(ui_app *a, session *s, const cJSON *action)
{
    return action ? submit(a, s, UI_CHANGE_PLAY, action, 0, 0) : -1;
}

int ui_play_opening(ui_app *a, session *s, const cJSON *action)
{
    return action ? submit(a, s, UI_CHANGE_PLAY, action, 0, 1) : -1;
}

int ui_bot_play(ui_app *a, session *s)
{
    return submit(a, s, UI_CHANGE_BOT, NULL, 0, 0);
}

int ui_enter_die(ui_app *a, session *s, int face)
{
    return face >= 1 ? submit(a, s, UI_CHANGE_DIE, NULL, face, 0) : -1;
}

int ui_roll_die(ui_app *a, session *s)
{
    return submit(a, s, UI_CHANGE_DIE, NULL, 0, 0);   /* face 0: the program rolls it */
}

int ui_undo(ui_app *a, session *s)
{
    /* refused at once when nothing can be taken back, so the player hears
     * why; the undo itself waits for the frame's end like any change */
    if (s && s->watch)
        return submit(a, s, UI_CHANGE_UNDO, NULL, 0, 0); /* refused there */
    if (!s || session_can_undo(s) == 0) {
        ui_toast(a, "%s", s && s->nactions > 0 ? "Can't undo past a die roll or a card draw."
                                               : "There is nothing to undo.");
        return -1;
    }
    return submit(a, s, UI_CHANGE_UNDO, NULL, 0, 0);
}

int ui_queued(const ui_app *a, const session *s)
{
    int n = 0;
    for (int i = 0; i < a->npending; i++)
        n += a->pending[i].s == s;
    return n;
}

static ui_scene *scene_of(ui_app *a, const session *s)
{
    for (int i = a->n - 1; i >= 0; i--)
        if (a->stack[i]->session == s)
            return a->stack[i];
    return NULL;
}

/* A change to a networked game: 0 when it went to the host (nothing to
 * hear yet); 1 with *rc -2 to run it here as usual, or with the result
 * of what the network did instead (a refusal, an undo). */
static int net_change(ui_app *a, session *s, ui_pending *p, int *rc)
{
    char why[256] = "";
    int seat = s->rules->seat_to_move ? s->rules->seat_to_move(s->state) : -1;

    *rc = -2;
    if (p->kind == UI_CHANGE_UNDO) {
        *rc = s->net->undo ? s->net->undo(s->net_ctx, why, sizeof why) : -1;
        if (*rc != 0)
            ui_toast(a, "%s", why[0] ? why : "There is nothing to undo.");
        return *rc != 0 || !s->net->send;   /* a player's undo comes back */
    }
    if (p->kind == UI_CHANGE_BOT && s->net->may_bot && !s->net->may_bot(s->net_ctx, seat)) {
        *rc = -1;   /* not this machine's computer */
        return 1;
    }
    if (p->kind == UI_CHANGE_PLAY && s->net->local_seat &&
        !s->net->local_seat(s->net_ctx, seat, why, sizeof why)) {
        ui_toast(a, "%s", why);
        *rc = -1;
        return 1;
    }
    if (p->kind == UI_CHANGE_PLAY && s->net->send) {
        if (s->net->send(s->net_ctx, p->action, why, sizeof why) != 0) {
            ui_toast(a, "%s", why);
            *rc = -1;
            return 1;
        }
        return 0;
    }
    return 1;
}

/* One queued change, now that no frame is drawing. */
static void run_change(ui_app *a, ui_pending *p)
{
    session *s = p->s;
    char why[256] = "";
    ui_change c = {p->kind, 0, 0, 0};
    int rc = -2;

    if (s->net && p->kind != UI_CHANGE_DIE && !net_change(a, s, p, &rc))
        return;   /* sent to the host: the change is heard when it comes back */
    if (rc != -2) {
        /* the network took it (refused, or the host's undo): heard as is */
    } else if (p->kind == UI_CHANGE_PLAY) {
        rc = session_apply(s, p->action, why, sizeof why);
        if (rc != 0 && rc != SESSION_NEED_DIE)
            ui_toast(a, "%s", why[0] ? why : "That is not allowed now.");
        else if (rc == 0 && s->net && s->net->applied)
            s->net->applied(s->net_ctx);
    } else if (p->kind == UI_CHANGE_BOT) {
        /* no autosave per computer move: the bot is deterministic, so the
         * next human move's autosave covers them */
        rc = session_bot_step(s, why, sizeof why);
        if (rc != 0 && rc != SESSION_NEED_DIE)
            ui_toast(a, "The computer player is stuck (%s); use Undo or leave the game.", why);
        else if (rc == 0 && s->net && s->net->applied)
            s->net->applied(s->net_ctx);
    } else if (p->kind == UI_CHANGE_DIE) {
        /* own dice: the views hear the action the face completes */
        c.kind = s->ask.bot ? UI_CHANGE_BOT : UI_CHANGE_PLAY;
        rc = p->face ? session_enter_die(s, p->face, why, sizeof why)
                     : session_roll_die(s, why, sizeof why);
        if (rc < 0) {
            ui_toast(a, "%s", why[0] ? why : "That face is not on this die.");
            if (s->ask.action)
                rc = SESSION_NEED_DIE; /* a face out of range: asked again */
        }
    } else {
        rc = session_undo(s, why, sizeof why);
        if (rc != 0)
            ui_toast(a, "%s", why[0] ? why : "There is nothing to undo.");
        else
            ui_toast(a, "Took back the last action.");
    }
    c.ok = rc == 0;
    c.asked = rc == SESSION_NEED_DIE;
    c.chance = c.ok && p->kind != UI_CHANGE_UNDO && s->nactions > 0 && s->chance[s->nactions - 1];
    /* a computer move that ends the game is saved too: Continue then
     * opens the game at its end, not before the moves that ended it */
    if (c.ok && !p->quiet && (p->kind != UI_CHANGE_BOT ||
                 (s->rules->outcome && s->rules->outcome(s->state, NULL, 0))))
        ui_autosave(a, s);
    a->need_frame = 1;
    ui_scene *sc = scene_of(a, s);
    if (sc && sc->changed)
        sc->changed(sc, a, &c);
}

void ui_settle(ui_app *a)
{
    static int settling; /* hooks submit more: run them in this loop */
    if (settling)
        return;
    settling = 1;
    for (int guard = 0; a->npending > 0 && guard < 100000; guard++) {
        ui_pending p = a->pending[0];
        memmove(a->pending, a->pending + 1, (size_t)(--a->npending) * sizeof *a->pending);
        run_change(a, &p);
        cJSON_Delete(p.action);
    }
    settling = 0;
}

void ui_drop_pending(ui_app *a, const session *s)
{
    int k = 0;
    for (int i = 0; i < a->npending; i++) {
        if (!s || a->pending[i].s == s)
            cJSON_Delete(a->pending[i].action);
        else
            a->pending[k++] = a->pending[i];
    }
    a->npending = k;
}

int ui_save(ui_app *a, session *s)
{
    char dir[900], path[1024], stamp[32];
    errs e;
    errs_clear(&e);
    if (!paths_save_dir(dir, sizeof dir)) {
        ui_toast(a, "Cannot save: no folder for saves (%s).", paths_dir_error());
        return -1;
    }
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(path, sizeof path, "%s/%s-%s.json", dir, s->rules->id, stamp);
    /* a second save in the same second gets a name of its own: it wrote
     * over the first, which was lost */
    struct stat sb;
    for (int k = 2; stat(path, &sb) == 0 && k < 100; k++)
        snprintf(path, sizeof path, "%s/%s-%s-%d.json", dir, s->rules->id, stamp, k);
    if (session_save(s, path, &e) != 0) {
        ui_toast(a, "Save failed: %s", errs_first(&e));
        return -1;
    }
    s->on_disk = 1;
    const char *base = strrchr(path, '/');
    ui_toast(a, "Saved as %s", base ? base + 1 : path);
    return 0;
}

