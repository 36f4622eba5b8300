/* story_common: a finished game of tests/data/saves/watch/GAME.json
 * walked position by position (engine/core/replay), its story figures
 * read at every position (the game's game_story); for the per-game story
 * tests, test_<game>_story.c. */
#ifndef STORY_COMMON_H
#define STORY_COMMON_H

#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "session.h"
#include "test.h"

typedef struct story_walk {
    int n;                            /* actions */
    int turns_down;                   /* positions where the turn went back */
    int turns;                        /* turns begun after the start */
    int cards;                        /* cards drawn (the last card count) */
    double last[STORY_MAX_SERIES];    /* the figures at the end */
    double marks[STORY_MAX_SERIES];   /* STORY_MARK series: events counted */
    long since;
    const game_story *gs;
    const void *final_state;
} story_walk;

static const game_rules *story_rules;

static const game_rules *story_find(const char *id)
{
    return story_rules && !strcmp(id, story_rules->id) ? story_rules : NULL;
}

static void story_visit(void *ctx, int p, const void *st, const glog *log)
{
    story_walk *w = ctx;
    static char news[2000][GLOG_LINE];
    double v[STORY_MAX_SERIES] = {0};
    int nn = glog_news(log, w->since, news, 2000);

    (void)p;
    w->since = log->total;
    w->gs->sample(st, (const char(*)[GLOG_LINE])news, nn, v);
    for (int k = 0; k < w->gs->nseries; k++) {
        w->last[k] = v[k];
        if (w->gs->series[k].kind == STORY_MARK)
            w->marks[k] += v[k];
    }
}

/* Walk the save of rules r; 0 when it loaded and walked. */
static int story_walk_save(const game_rules *r, story_walk *w, session **full)
{
    char path[128];
    errs e;
    replay_map m;

    memset(w, 0, sizeof *w);
    story_rules = r;
    w->gs = r->story;
    CHECK(w->gs != NULL && w->gs->turn_of != NULL && w->gs->sample != NULL);
    if (!w->gs)
        return -1;
    snprintf(path, sizeof path, "tests/data/saves/watch/%s.json", r->id);
    errs_clear(&e);
    *full = session_load(path, ".", story_find, &e);
    CHECK(*full != NULL);
    if (!*full) {
        printf("  %s\n", errs_first(&e));
        return -1;
    }
    CHECK_INT(replay_walk(*full, &m, story_visit, w, &e), 0);
    w->n = m.n;
    for (int p = 1; p <= m.n; p++) {
        w->turns_down += m.turn[p] < m.turn[p - 1];
        w->turns += m.turn[p] != m.turn[p - 1];
    }
    w->cards = m.card[m.n];
    CHECK_INT(m.turn[m.n], w->gs->turn_of((*full)->state));
    replay_map_free(&m);
    CHECK_INT(w->turns_down, 0);
    return 0;
}

#endif
