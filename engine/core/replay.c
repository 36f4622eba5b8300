/* replay: sessions at any position of a saved game, one step forward,
 * and a walk of the whole game for the viewer's marks and the story
 * charts (see replay.h). Every position is built the way a save is
 * loaded, so what the viewer shows is what `replay --at N` gives. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "session_local.h"

session *replay_at(const session *full, int n, errs *e)
{
    session *s;
    char why[256];
    const cJSON *a;
    int i;

    if (!full || n < 0 || n > full->nactions) {
        errs_add(e, "replay: no position %d in a game of %d actions", n, full ? full->nactions : 0);
        return NULL;
    }
    s = session_new(full->rules, full->datadir, full->scenario, full->options, full->seed, e);
    if (!s)
        return NULL;
    s->practice = full->practice;
    s->own_dice = full->own_dice;
    for (i = 0; i < full->nrolls; i++) {
        if (!session_push_roll(s, full->rolls[i])) {
            errs_add(e, "replay: out of memory");
            goto fail;
        }
        s->rolled[i] = full->rolled[i];
    }
    if (full->start) {
        jdoc d;
        void *st;
        memset(&d, 0, sizeof d);
        d.path = "start";
        d.root = full->start;
        st = s->rules->state_load ? s->rules->state_load(s->datadir, s->scenario, s->options, &d,
                                                         full->start, "start", e)
                                  : NULL;
        if (!st || !(s->start = cJSON_Duplicate(full->start, 1))) {
            if (st)
                s->rules->destroy(st);
            errs_add(e, "replay: the game's starting position does not load");
            goto fail;
        }
        s->rules->destroy(s->state);
        s->state = st;
    }
    for (i = 0, a = full->actions ? full->actions->child : NULL; i < n && a; i++, a = a->next)
        if (session_apply_real(s, a, why, sizeof why) != 0) {
            errs_add(e, "replay: action %d was refused (%s)", i + 1, why);
            goto fail;
        }
    return s;
fail:
    session_free(s);
    return NULL;
}

int replay_step(session *s, const session *full, char *why, size_t n)
{
    const cJSON *a;

    if (s->nactions >= full->nactions) {
        snprintf(why, n, "The game ends here.");
        return -1;
    }
    a = cJSON_GetArrayItem(full->actions, s->nactions);
    return a ? session_apply_real(s, a, why, n) : -1;
}

static void note(replay_map *m, int p, const session *s)
{
    const game_story *g = s->rules->story;

    m->line_end[p] = s->log ? s->log->total : 0;
    m->turn[p] = g && g->turn_of ? g->turn_of(s->state) : 0;
    m->card[p] = g && g->card_of ? g->card_of(s->state) : -1;
}

int replay_walk(const session *full, replay_map *map, replay_visit_fn visit, void *ctx, errs *e)
{
    session *s;
    char why[256];
    int p, n = full->nactions;

    memset(map, 0, sizeof *map);
    map->n = n;
    map->line_end = calloc((size_t)n + 1, sizeof *map->line_end);
    map->turn = calloc((size_t)n + 1, sizeof *map->turn);
    map->card = calloc((size_t)n + 1, sizeof *map->card);
    if (!map->line_end || !map->turn || !map->card) {
        errs_add(e, "replay: out of memory");
        replay_map_free(map);
        return -1;
    }
    if (!(s = replay_at(full, 0, e))) {
        replay_map_free(map);
        return -1;
    }
    for (p = 0;; p++) {
        note(map, p, s);
        if (visit)
            visit(ctx, p, s->state, s->log);
        if (p == n)
            break;
        if (replay_step(s, full, why, sizeof why) != 0) {
            errs_add(e, "replay: action %d was refused (%s)", p + 1, why);
            session_free(s);
            replay_map_free(map);
            return -1;
        }
    }
    session_free(s);
    return 0;
}

void replay_map_free(replay_map *map)
{
    free(map->line_end);
    free(map->turn);
    free(map->card);
    memset(map, 0, sizeof *map);
}

int replay_action_of_line(const replay_map *map, long line)
{
    /* action p (1-based) wrote the lines from line_end[p-1] to line_end[p] */
    for (int p = 1; p <= map->n; p++)
        if (line >= map->line_end[p - 1] && line < map->line_end[p])
            return p;
    return line >= 0 && map->n >= 0 && line < map->line_end[0] ? 0 : -1;
}
