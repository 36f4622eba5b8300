/* watch_bar: the replay viewer's bar under the board: to the start, a
 * step back, play and pause, the speed, a step forward, to the end; the
 * slider over the whole game with a tall mark where each turn begins and
 * a short one at each card; Take over and Story at the right. Its input
 * is read before the game's view draws (a move asked for shows in the
 * same frame) and it is drawn after, over the strip the view left. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ui/gameview.h"
#include "ui/ui_local.h"
#include "ui/watch.h"
#include "ui/watch_local.h"

enum { B_START, B_BACK, B_PLAY, B_SPEED, B_FWD, B_END, B_TAKE, B_STORY, NB };

typedef struct bar_layout {
    SDL_Rect bar, b[NB], slider;
} bar_layout;

static const char *const names[NB] = {"watch start", "watch back", "watch play", "watch speed",
                                      "watch forward", "watch end", "Take over", "Story"};
static const char *const tips[NB] = {
    "To the start (Home)", "One action back (Left)", "Play or pause (Space)",
    "Actions a second while playing", "One action forward (Right)", "To the end (End)",
    "Start a new game from this moment, the seats as you choose",
    "The game in charts: click a point to come back here"};

static bar_layout layout(gfx *g)
{
    bar_layout L;
    int w = gfx_w(g), y = GFX_LOGICAL_H - WATCH_BAR_H, x = 12, k;
    static const int bw[NB] = {44, 44, 70, 50, 44, 44, 110, 80};

    L.bar = (SDL_Rect){0, y, w, WATCH_BAR_H};
    for (k = B_START; k <= B_END; k++) {
        L.b[k] = (SDL_Rect){x, y + 14, bw[k], 40};
        x += bw[k] + 6;
    }
    L.b[B_STORY] = (SDL_Rect){w - 12 - bw[B_STORY], y + 14, bw[B_STORY], 40};
    L.b[B_TAKE] = (SDL_Rect){L.b[B_STORY].x - 8 - bw[B_TAKE], y + 14, bw[B_TAKE], 40};
    x += 14;
    L.slider = (SDL_Rect){x, y + 40, L.b[B_TAKE].x - 22 - x, 18};
    return L;
}

static int pos_at(const watch *w, const bar_layout *L, int mx)
{
    int n = w->full->nactions;
    if (n <= 0 || L->slider.w <= 0)
        return 0;
    int p = (int)(((long)(mx - L->slider.x) * n + L->slider.w / 2) / L->slider.w);
    return p < 0 ? 0 : p > n ? n : p;
}

static int x_of(const watch *w, const bar_layout *L, int p)
{
    int n = w->full->nactions;
    return L->slider.x + (n > 0 ? (int)((long)p * L->slider.w / n) : 0);
}

static int inside(SDL_Rect r, int x, int y)
{
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

static void take_over(watch *w, ui_app *a);

void watch_bar_input(watch *w, ui_app *a, gfx *g)
{
    bar_layout L = layout(g);
    const ui_input *in = ui_in(a);
    int pos = watch_pos(w), n = w->full->nactions, k;

    if (!a->live)
        return;
    for (k = 0; k < NB; k++) {
        if (!ui_clicked(a, L.b[k]))
            continue;
        if (k != B_PLAY && k != B_SPEED && k < B_TAKE)
            w->playing = 0;
        switch (k) {
        case B_START: watch_goto(w, 0); break;
        case B_BACK: watch_goto(w, pos - 1); break;
        case B_PLAY: watch_play(w, a, !w->playing); break;
        case B_SPEED: watch_faster(w); break;
        case B_FWD: watch_goto(w, pos + 1); break;
        case B_END: watch_goto(w, n); break;
        case B_TAKE: take_over(w, a); break;
        default: ui_story_open(a, w->full); break;
        }
        a->in.clicked = 0; /* the board under the bar hears nothing */
        return;
    }
    /* the slider: dragged, the handle follows; let go, the board does */
    SDL_Rect grab = {L.slider.x - 8, L.slider.y - 6, L.slider.w + 16, L.slider.h + 12};
    if (in->down && inside(grab, in->press_x, in->press_y)) {
        w->dragging = 1;
        w->drag_pos = pos_at(w, &L, in->mx);
        w->playing = 0;
        ui_animate(a);
    } else if (w->dragging || (in->clicked && inside(grab, in->press_x, in->press_y))) {
        w->dragging = 0;
        watch_goto(w, pos_at(w, &L, in->mx));
        w->playing = 0;
        a->in.clicked = 0;
    }
}

/* The slider's marks: tall where a turn begins (its number when there is
 * room), short at each card drawn. */
static void marks(watch *w, gfx *g, const bar_layout *L)
{
    const replay_map *m = &w->map;
    int last_label = -1000, p;
    SDL_Color tick = gfx_rgb(UI_INK), card = gfx_rgb(0x6a4a9a);

    for (p = 1; p <= m->n; p++) {
        int x = x_of(w, L, p);
        if (m->card[p] >= 0 && m->card[p] != m->card[p - 1])
            gfx_fill(g, (SDL_Rect){x, L->slider.y + L->slider.h - 7, 1, 7}, card);
        if (m->turn[p] != m->turn[p - 1]) {
            char t[16];
            gfx_fill(g, (SDL_Rect){x, L->slider.y, 2, L->slider.h}, tick);
            snprintf(t, sizeof t, "%d", m->turn[p]);
            int tw = gfx_text_w(g, GFX_SMALL, t);
            if (x - last_label > tw + 10 && x + tw < L->slider.x + L->slider.w) {
                gfx_text(g, GFX_SMALL, x + 3, L->slider.y - 16, gfx_rgb(UI_MUTED), t);
                last_label = x;
            }
        }
    }
}

void watch_bar_draw(watch *w, ui_app *a, gfx *g)
{
    bar_layout L = layout(g);
    static const char *const labels[NB] = {"|<", "<", "Play", "", ">", ">|", "Take over", "Story"};
    char speed[16], where[260], turn[48] = "";
    int pos = w->dragging ? w->drag_pos : watch_pos(w), n = w->full->nactions, k;
    const game_story *st = w->full->rules->story;

    gfx_fill(g, L.bar, gfx_rgb(UI_PAPER2));
    gfx_fill(g, (SDL_Rect){0, L.bar.y, L.bar.w, 2}, gfx_rgb(UI_MUTED));
    snprintf(speed, sizeof speed, "%dx", watch_speed(w));
    for (k = 0; k < NB; k++) {
        const char *lb = k == B_SPEED ? speed : k == B_PLAY && w->playing ? "Pause" : labels[k];
        int fl = (k == B_BACK || k == B_START) && pos == 0 ? UI_DISABLED
               : (k == B_FWD || k == B_END) && pos >= n ? UI_DISABLED
               : k == B_PLAY ? UI_PRIMARY : 0;
        ui_button(a, L.b[k], lb, fl);
        ui_target(a, L.b[k], names[k]);
        ui_tooltip(a, L.b[k], tips[k]);
    }
    /* the track, the part played, the handle */
    SDL_Rect track = {L.slider.x, L.slider.y + L.slider.h / 2 - 3, L.slider.w, 6};
    gfx_round(g, track, 3, gfx_rgb(0xcbb98f));
    int hx = x_of(w, &L, pos);
    gfx_round(g, (SDL_Rect){track.x, track.y, hx - track.x, track.h}, 3, gfx_rgb(UI_ACCENT));
    marks(w, g, &L);
    gfx_circle(g, (float)hx, (float)(L.slider.y + L.slider.h / 2), 8, gfx_rgb(UI_INK));
    gfx_circle(g, (float)hx, (float)(L.slider.y + L.slider.h / 2), 5, gfx_rgb(UI_GOLD));
    ui_target(a, (SDL_Rect){L.slider.x - 8, L.slider.y - 6, L.slider.w + 16, L.slider.h + 12},
              "watch slider");
    ui_part(a, (SDL_Rect){hx - 8, L.slider.y, 16, L.slider.h}, "watch handle");
    snprintf(where, sizeof where, "watch at %d", watch_pos(w)); /* for scripts: the position */
    ui_part(a, L.bar, where);
    if (st && pos >= 0 && pos <= w->map.n)
        snprintf(turn, sizeof turn, ", %s %d", st->x_name, w->map.turn[pos]);
    /* at the end, the result: the game's own result dialog stays off the
     * board in a replay */
    char over[96] = "";
    const session *ds = w->disp;
    if (ds && ds->rules->outcome && ds->rules->outcome(ds->state, over, sizeof over) && !over[0])
        snprintf(over, sizeof over, "the game is over");
    ui_result_words(over);
    snprintf(where, sizeof where, "Replay: action %d of %d%s%s%s", pos, n, turn, over[0] ? "  \xe2\x80\x94  " : "",
             over);
    gfx_text(g, GFX_SMALL, L.slider.x, L.bar.y + 4, gfx_rgb(UI_INK), where);
    if (w->playing)
        ui_animate(a); /* the handle moves; the view may tumble dice */
}

/* ------------------------------------------------------ take over */

/* The short set-up of the seats: each seat of the game shown, a person
 * or the computer at a click; Start opens the new game. */
typedef struct take {
    const session *s;     /* the position (the viewer's, alive under us) */
    int nseats;
    char seat[8][16];
} take;

static void take_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    take *t = sc->data;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    int k;

    gfx_fill(g, all, gfx_rgba(0x120c08, 150));
    SDL_Rect r = {(all.w - 560) / 2, 150, 560, 200 + 48 * (t->nseats ? t->nseats : 1)};
    SDL_Rect in = ui_panel(a, r, "Take over from here");
    char head[200];
    snprintf(head, sizeof head, "A new game of %s from the position after action %d. Who plays each seat?",
             t->s->rules->title, t->s->nactions);
    int y = in.y + 8 + gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x + 12, in.y + 8, in.w - 24, 60},
                                     gfx_rgb(UI_INK), head) + 12;
    for (k = 0; k < t->nseats; k++, y += 48) {
        char lb[40], nm[40];
        const game_story *gs = t->s->rules->story;
        if (gs && k < 4 && gs->seat_name[k])
            snprintf(lb, sizeof lb, "%c%s", toupper((unsigned char)gs->seat_name[k][0]), gs->seat_name[k] + 1);
        else
            snprintf(lb, sizeof lb, "Seat %d", k + 1);
        gfx_text(g, GFX_BODY, in.x + 24, y + 10, gfx_rgb(UI_INK), lb);
        SDL_Rect b = {in.x + 160, y, 200, 40};
        int fixed = strcmp(t->seat[k], "human") && strcmp(t->seat[k], "computer");
        snprintf(nm, sizeof nm, "seat %d", k + 1);
        if (ui_button(a, b, fixed ? "nobody" : !strcmp(t->seat[k], "human") ? "a person" : "the computer",
                      fixed ? UI_DISABLED : 0) && !fixed)
            snprintf(t->seat[k], sizeof t->seat[k], "%s",
                     !strcmp(t->seat[k], "human") ? "computer" : "human");
        ui_target(a, b, nm);
    }
    if (!t->nseats)
        gfx_text(g, GFX_BODY, in.x + 24, y + 10, gfx_rgb(UI_MUTED), "One player: you.");
    SDL_Rect go_r = {in.x + in.w - 162, in.y + in.h - 52, 150, 40}, back = {go_r.x - 162, go_r.y, 150, 40};
    if (ui_button(a, back, "Cancel", 0)) {
        ui_pop(a);
        return;
    }
    if (ui_button(a, go_r, "Start", UI_PRIMARY)) {
        const char *seats[8];
        errs e;
        const session *s = t->s;
        for (k = 0; k < t->nseats; k++)
            seats[k] = t->seat[k];
        errs_clear(&e);
        ui_pop(a); /* this set-up */
        if (ui_take_over(a, s, seats, t->nseats, &e) != 0)
            ui_toast(a, "The game could not be taken over: %s", errs_first(&e));
    }
}

static void take_destroy(ui_scene *sc)
{
    free(sc->data);
    free(sc);
}

static void take_over(watch *w, ui_app *a)
{
    ui_scene *sc = calloc(1, sizeof *sc);
    take *t = calloc(1, sizeof *t);
    const cJSON *seats = w->disp && w->disp->options
                             ? cJSON_GetObjectItemCaseSensitive(w->disp->options, "seats") : NULL;
    cJSON *pos = NULL;
    const cJSON *v;

    if (!sc || !t || !w->disp) {
        free(sc);
        free(t);
        return;
    }
    t->s = w->disp;
    w->playing = 0; /* the position stays the one the set-up names */
    /* the seats as the game was set up; a game begun with the default
     * seats has them in its position */
    if (!seats && w->disp->rules->state_json && (pos = w->disp->rules->state_json(w->disp->state)))
        seats = cJSON_GetObjectItemCaseSensitive(pos, "seats");
    cJSON_ArrayForEach(v, seats) {
        if (t->nseats < 8 && cJSON_IsString(v))
            snprintf(t->seat[t->nseats++], sizeof t->seat[0], "%s", v->valuestring);
    }
    cJSON_Delete(pos);
    sc->frame = take_frame;
    sc->destroy = take_destroy;
    sc->overlay = 1;
    sc->data = t;
    ui_push(a, sc);
}
