/* storypage: the story of a game in pictures. The game is walked from its
 * start (replay_walk) and its rules' story function (core/story.h) read
 * at the start, at each turn's first position and at the end; the page
 * draws a chart a group of series (chart.c), and a click on a point
 * opens Watch at that moment. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "ui/chart.h"
#include "ui/gameview.h"
#include "ui/watch.h"

#define NEWS_MAX 400

typedef struct storyp {
    session *full;                  /* the game, owned */
    const game_story *gs;
    int n, cap;                     /* points */
    int *pos;                       /* each point's position (actions) */
    int *x;                         /* its turn */
    int *ticks;                     /* cards drawn since the last point */
    double *v[STORY_MAX_SERIES];    /* the series' values */
    /* while walking */
    replay_map map;                 /* the turns, from a first walk */
    int last_card;
    long since;
    char (*news)[GLOG_LINE];
    char title[160];
} storyp;

static int add_point(storyp *P)
{
    if (P->n == P->cap) {
        int cap = P->cap ? P->cap * 2 : 64;
        int *p = realloc(P->pos, (size_t)cap * sizeof *p);
        if (!p)
            return 0;
        P->pos = p;
        if (!(p = realloc(P->x, (size_t)cap * sizeof *p)))
            return 0;
        P->x = p;
        if (!(p = realloc(P->ticks, (size_t)cap * sizeof *p)))
            return 0;
        P->ticks = p;
        for (int k = 0; k < P->gs->nseries; k++) {
            double *d = realloc(P->v[k], (size_t)cap * sizeof *d);
            if (!d)
                return 0;
            P->v[k] = d;
        }
        P->cap = cap;
    }
    return 1;
}

/* A point at the end of each turn (its last position) and at the end of
 * the game: the turns are known from a first walk (P->map). */
static void visit(void *ctx, int p, const void *st, const glog *log)
{
    storyp *P = ctx;
    const game_story *gs = P->gs;
    const replay_map *m = &P->map;
    double v[STORY_MAX_SERIES];

    if (p < m->n && m->turn[p + 1] == m->turn[p])
        return;
    int nn = glog_news(log, P->since, P->news, NEWS_MAX);
    int card = m->card[p] >= 0 ? m->card[p] : 0;
    P->since = log ? log->total : 0;
    memset(v, 0, sizeof v);
    gs->sample(st, (const char(*)[GLOG_LINE])P->news, nn, v);
    if (!add_point(P))
        return;
    P->pos[P->n] = p;
    P->x[P->n] = m->turn[p];
    P->ticks[P->n] = gs->card_of ? card - P->last_card : 0;
    for (int k = 0; k < gs->nseries && k < STORY_MAX_SERIES; k++)
        P->v[k][P->n] = v[k];
    P->n++;
    P->last_card = card;
}

static void story_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    storyp *P = sc->data;
    const game_story *gs = P->gs;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    int k, c;

    gfx_gradient(g, all, gfx_rgb(0x3a2e25), gfx_rgb(0x231a14));
    gfx_text(g, GFX_TITLE, 36, 18, gfx_rgb(UI_PAPER), "The story of the game");
    gfx_text(g, GFX_BODY, 40, 18 + gfx_line_h(g, GFX_TITLE) + 2, gfx_rgb(0xd8c8a8), P->title);
    SDL_Rect close = {all.w - 160, 22, 130, 40};
    if (ui_button(a, close, "Close", 0)) {
        ui_pop(a);
        return;
    }
    int top = 110, gap = 14, h = (all.h - top - 20 - gap * (gs->ncharts - 1)) / gs->ncharts;
    for (c = 0; c < gs->ncharts; c++) {
        ui_chart_series ser[STORY_MAX_SERIES];
        ui_chart ch;
        int ns = 0;
        char name[32];
        for (k = 0; k < gs->nseries; k++)
            if (gs->series[k].chart == c && (!gs->shown || gs->shown(P->full->state, k)))
                ser[ns++] = (ui_chart_series){gs->series[k].name, gs->series[k].color,
                                              gs->series[k].kind, P->v[k]};
        memset(&ch, 0, sizeof ch);
        ch.title = gs->chart_title[c];
        ch.x_name = gs->x_name;
        ch.n = P->n;
        ch.x = P->x;
        /* the cards drawn, under the last chart */
        ch.ticks = gs->card_of && gs->card_of != gs->turn_of && c == gs->ncharts - 1 ? P->ticks : NULL;
        ch.ticks_name = "cards drawn";
        ch.nseries = ns;
        ch.s = ser;
        snprintf(name, sizeof name, "story %d", c + 1);
        for (k = 0; c == 0 && k < P->n; k++) {
            char at[64]; /* for scripts: the moment each point opens */
            snprintf(at, sizeof at, "story point %d at %d", k, P->pos[k]);
            ui_part(a, (SDL_Rect){0, 0, 1, 1}, at);
        }
        int pick = ui_chart_draw(a, (SDL_Rect){30, top + c * (h + gap), all.w - 60, h}, &ch, name);
        if (pick >= 0 && pick < P->n) {
            ui_watch_open(a, P->full, P->pos[pick]);
            return;
        }
    }
}

static void story_destroy(ui_scene *sc)
{
    storyp *P = sc->data;
    if (P) {
        session_free(P->full);
        free(P->pos);
        free(P->x);
        free(P->ticks);
        for (int k = 0; k < STORY_MAX_SERIES; k++)
            free(P->v[k]);
        free(P->news);
        replay_map_free(&P->map);
        free(P);
    }
    free(sc);
}

ui_scene *ui_story_new(ui_app *a, const session *s, errs *e)
{
    ui_scene *sc;
    storyp *P;
    replay_map map;
    char out[64] = "";
    int first_card;

    (void)a;
    if (!s->rules->story || !s->rules->story->sample || s->rules->story->ncharts < 1) {
        errs_add(e, "%s has no story page", s->rules->title);
        return NULL;
    }
    sc = calloc(1, sizeof *sc);
    P = calloc(1, sizeof *P);
    if (!sc || !P || !(P->news = malloc(NEWS_MAX * sizeof *P->news))) {
        errs_add(e, "out of memory");
        goto fail;
    }
    P->gs = s->rules->story;
    sc->data = P;
    sc->frame = story_frame;
    sc->destroy = story_destroy;
    if (!(P->full = replay_at(s, s->nactions, e)))
        goto fail;
    if (replay_walk(P->full, &P->map, NULL, NULL, e) != 0)
        goto fail;
    first_card = P->map.card[0];
    P->last_card = first_card > 0 ? first_card : 0;
    if (replay_walk(P->full, &map, visit, P, e) != 0)
        goto fail;
    replay_map_free(&map);
    if (P->full->rules->outcome && P->full->rules->outcome(P->full->state, out, sizeof out))
        snprintf(P->title, sizeof P->title, "%s, %s: %d actions, %s %d, ended: %s", s->rules->title,
                 s->scenario, s->nactions, P->gs->x_name, P->n ? P->x[P->n - 1] : 0, out);
    else
        snprintf(P->title, sizeof P->title, "%s, %s: %d actions so far, %s %d", s->rules->title,
                 s->scenario, s->nactions, P->gs->x_name, P->n ? P->x[P->n - 1] : 0);
    return sc;
fail:
    if (sc && sc->data)
        story_destroy(sc);
    else {
        free(P);
        free(sc);
    }
    return NULL;
}

int ui_story_open(ui_app *a, const session *s)
{
    errs e;
    errs_clear(&e);
    ui_scene *sc = ui_story_new(a, s, &e);
    if (!sc) {
        ui_toast(a, "No story of this game: %s", errs_first(&e));
        return -1;
    }
    ui_push(a, sc);
    return 0;
}
