/* Unit tests of engine/core/replay with a small game of its own: a
 * counter that players raise by 1 to 3 or by a die; every ten points is a
 * turn, every die a card. A position built by replay_at, or stepped to,
 * is the position session_load_at gives; the walk marks turns, cards and
 * each action's log lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dice.h"
#include "replay.h"
#include "session.h"
#include "test.h"

typedef struct ctr {
    dice d;
    int total, moves, rolls;
} ctr;

static void *c_create(const char *datadir, const char *scenario, const cJSON *options,
                      uint64_t seed, errs *e)
{
    ctr *c;
    (void)datadir;
    (void)options;
    if (strcmp(scenario, "standard") != 0) {
        errs_add(e, "ctr: no scenario \"%s\"", scenario);
        return NULL;
    }
    c = calloc(1, sizeof *c);
    dice_init(&c->d, seed);
    return c;
}

static void c_destroy(void *st)
{
    free(st);
}

static int c_apply(void *st, const cJSON *a, glog *log, char *why, size_t n)
{
    ctr *c = st;
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(a, "type"));
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(a, "n");

    if (type && !strcmp(type, "add") && cJSON_IsNumber(k) && k->valueint >= 1 && k->valueint <= 3) {
        c->total += k->valueint;
        glog_add(log, "Added %d.", k->valueint);
    } else if (type && !strcmp(type, "roll")) {
        int r = dice_d6(&c->d);
        c->total += r;
        c->rolls++;
        glog_add(log, "Rolled %d.", r);
        glog_add(log, "Total %d.", c->total);
    } else {
        snprintf(why, n, "No.");
        return -1;
    }
    c->moves++;
    return 0;
}

static int c_seat(const void *st)
{
    return ((const ctr *)st)->moves % 2;
}

static cJSON *c_json(const void *st)
{
    const ctr *c = st;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "total", c->total);
    cJSON_AddNumberToObject(o, "moves", c->moves);
    cJSON_AddNumberToObject(o, "rolls", c->rolls);
    return o;
}

static dice *c_dice(void *st)
{
    return &((ctr *)st)->d;
}

static int c_turn(const void *st)
{
    return ((const ctr *)st)->total / 10;
}

static int c_card(const void *st)
{
    return ((const ctr *)st)->rolls;
}

static const game_story c_story = {.turn_of = c_turn, .card_of = c_card};

static const game_rules c_rules = {
    .id = "ctr", .title = "Counter", .blurb = "Count\nup", .min_players = 2, .max_players = 2,
    .create = c_create, .destroy = c_destroy, .apply = c_apply, .seat_to_move = c_seat,
    .state_json = c_json, .state_dice = c_dice, .story = &c_story,
};

static const game_rules *find(const char *id)
{
    return strcmp(id, "ctr") == 0 ? &c_rules : NULL;
}

static const char *const moves[] = {"add", "roll", "add", "add", "roll", "roll", "add", "roll",
                                    "add", "roll"};
#define NMOVES ((int)(sizeof moves / sizeof moves[0]))

/* A game of NMOVES actions, saved with the first two dice given. */
static session *game(char *path, size_t n)
{
    errs e;
    char why[64];
    session *s;

    errs_clear(&e);
    s = session_new(&c_rules, ".", "standard", NULL, 11, &e);
    s->rolls = malloc(2 * sizeof *s->rolls);
    s->rolled = calloc(2, 1);
    s->rolls[0] = 6;
    s->rolls[1] = 5;
    s->nrolls = s->rolls_cap = 2;
    for (int i = 0; i < NMOVES; i++) {
        cJSON *a = cJSON_CreateObject();
        cJSON_AddStringToObject(a, "type", moves[i]);
        cJSON_AddNumberToObject(a, "n", 1 + i % 3);
        if (strcmp(moves[i], "add"))
            cJSON_DeleteItemFromObject(a, "n");
        CHECK_INT(session_apply(s, a, why, sizeof why), 0);
        cJSON_Delete(a);
    }
    snprintf(path, n, "/tmp/legation-replay-test-%d.json", (int)getpid());
    CHECK_INT(session_save(s, path, &e), 0);
    return s;
}

static int same_state(const session *a, const session *b)
{
    cJSON *x = c_json(a->state), *y = c_json(b->state);
    int same = cJSON_Compare(x, y, 1) && a->nactions == b->nactions &&
               a->log->total == b->log->total;
    cJSON_Delete(x);
    cJSON_Delete(y);
    return same;
}

/* Every position replay_at builds is the one the save loads to. */
static void replay_at_is_load_at(void)
{
    char path[128];
    errs e;
    session *full = game(path, sizeof path);

    for (int k = 0; k <= NMOVES; k++) {
        errs_clear(&e);
        session *a = replay_at(full, k, &e), *b = session_load_at(path, ".", find, k, &e);
        CHECK(a && b);
        if (a && b && !same_state(a, b))
            printf("  position %d differs\n", k), t_cur = 1;
        session_free(a);
        session_free(b);
    }
    errs_clear(&e);
    CHECK(replay_at(full, NMOVES + 1, &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "no position 11");
    unlink(path);
    session_free(full);
}

/* Stepping forward from any position reaches the next one; at the end it
 * is refused. */
static void step_reaches_next(void)
{
    char path[128], why[64];
    errs e;
    session *full = game(path, sizeof path);

    errs_clear(&e);
    session *s = replay_at(full, 0, &e);
    for (int k = 1; k <= NMOVES; k++) {
        CHECK_INT(replay_step(s, full, why, sizeof why), 0);
        session *b = replay_at(full, k, &e);
        CHECK(b && same_state(s, b));
        session_free(b);
    }
    CHECK_INT(replay_step(s, full, why, sizeof why), -1);
    CHECK_STR(why, "The game ends here.");
    /* the first two dice came from the save's rolls */
    CHECK_INT(s->rolls_used, 2);
    session_free(s);
    unlink(path);
    session_free(full);
}

static int walked_total[NMOVES + 1];

static void note_total(void *ctx, int p, const void *st, const glog *log)
{
    (void)ctx;
    (void)log;
    walked_total[p] = ((const ctr *)st)->total;
}

/* The walk visits every position, and its map says where turns and
 * cards begin and which lines each action wrote. */
static void walk_marks(void)
{
    char path[128];
    errs e;
    replay_map m;
    session *full = game(path, sizeof path);

    errs_clear(&e);
    memset(walked_total, -1, sizeof walked_total);
    CHECK_INT(replay_walk(full, &m, note_total, NULL, &e), 0);
    CHECK_INT(m.n, NMOVES);
    for (int p = 0; p <= NMOVES; p++) {
        session *b = replay_at(full, p, &e);
        CHECK_INT(walked_total[p], ((const ctr *)b->state)->total);
        CHECK_INT(m.turn[p], ((const ctr *)b->state)->total / 10);
        CHECK_INT(m.card[p], ((const ctr *)b->state)->rolls);
        CHECK_INT(m.line_end[p], b->log->total);
        session_free(b);
    }
    /* action 2 (a roll) wrote lines 1 and 2; action 1 line 0 */
    CHECK_INT(m.line_end[1], 1);
    CHECK_INT(m.line_end[2], 3);
    CHECK_INT(replay_action_of_line(&m, 0), 1);
    CHECK_INT(replay_action_of_line(&m, 1), 2);
    CHECK_INT(replay_action_of_line(&m, 2), 2);
    CHECK_INT(replay_action_of_line(&m, 3), 3);
    CHECK_INT(replay_action_of_line(&m, 1000), -1);
    replay_map_free(&m);
    unlink(path);
    session_free(full);
}

int main(void)
{
    RUN(replay_at_is_load_at);
    RUN(step_reaches_next);
    RUN(walk_marks);
    TEST_END();
}
