/* test_colonial_opening: without the defender's set-up (deploy=false, and
 * the options of games begun before the set-up existed) a game played
 * through actions opens with "start", the natives' opening roll, so "Roll
 * my own dice" asks for it; the dice are the very ones the set-up rolled
 * before; a save written before still rolls them from the seed. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "games/colonial/rules/col_local.h"
#include "session.h"
#include "test.h"

extern const game_rules colonial_rules;

/* deploy=false as the setup screen writes it, and no options at all (a
 * save from before the set-up: "legacy") */
static const char *const options[] = { "{\"deploy\":false}", NULL };

static col_state *made(const char *opts, uint64_t seed, int open)
{
    cJSON *o = opts ? cJSON_Parse(opts) : NULL;
    errs e;
    col_state *st;
    char why[200];

    errs_clear(&e);
    st = colonial_rules.create(".", "compound", o, seed, &e);
    cJSON_Delete(o);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        exit(1);
    }
    if (open) {
        cJSON *a = cJSON_Parse("{\"type\":\"start\"}");
        CHECK_INT(colonial_rules.apply(st, a, NULL, why, sizeof why), 0);
        cJSON_Delete(a);
    }
    return st;
}

/* the game as it was made before "start": set-up and opening roll in one
 * (both option sets are the defaults with the set-up off) */
static col_state *made_old(const char *opts, uint64_t seed)
{
    int seat[COL_SIDES] = { 0, 1 }, opt[CO_COUNT] = { 0 };
    errs e;
    col_state *st;

    errs_clear(&e);
    st = col_new(".", "compound", opt, seat, seed, &e);
    if (!st)
        exit(1);
    st->legacy = opts == NULL;
    col_start(st, NULL);
    return st;
}

static char *dump(const col_state *st)
{
    cJSON *j = colonial_rules.state_json(st);
    char *txt = cJSON_PrintUnformatted(j);

    cJSON_Delete(j);
    return txt;
}

static void new_game_waits_for_start(void)
{
    for (int k = 0; k < 2; k++) {
        col_state *st = made(options[k], 5, 0);
        cJSON *legal = colonial_rules.legal(st), *bot = colonial_rules.bot_action(st);
        char *l = cJSON_PrintUnformatted(legal), *b = cJSON_PrintUnformatted(bot);

        CHECK_INT(st->dec, DEC_OPEN);
        CHECK_INT(st->nfig > 0 && st->cards_drawn == 0, 1);
        CHECK_STR(l, "[{\"type\":\"start\"}]");
        CHECK_STR(b, "{\"type\":\"start\"}");
        CHECK_INT(colonial_rules.seat_to_move(st), COL_ATT);   /* the natives roll */
        free(l);
        free(b);
        cJSON_Delete(legal);
        cJSON_Delete(bot);
        free(st);
    }
    {
        /* with the set-up on, the game opens with it, as before */
        col_state *st = made("{\"deploy\":true}", 5, 0);
        CHECK_INT(st->dec, DEC_DEPLOY);
        free(st);
    }
}

static void start_rolls_the_old_setup_dice(void)
{
    char why[200];

    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 25; seed++) {
            col_state *st = made(options[k], seed, 1), *old = made_old(options[k], seed);
            char *a = dump(st), *b = dump(old);
            cJSON *again = cJSON_Parse("{\"type\":\"start\"}");
            CHECK_STR(a, b);
            CHECK(colonial_rules.apply(st, again, NULL, why, sizeof why) < 0);
            CHECK_CONTAINS(why, "has begun");
            cJSON_Delete(again);
            free(a);
            free(b);
            free(st);
            free(old);
        }
}

/* A save from before "start" begins with the move after the opening
 * roll: that roll comes from the seed even while faces are fed (they were
 * entered for the move), and the move takes them, as it did then. */
static void old_save_rolls_the_opening_from_the_seed(void)
{
    static const int faces[8] = { 3, 4, 2, 5, 3, 4, 2, 5 };
    char why[200];

    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 15; seed++) {
            col_state *st = made(options[k], seed, 0), *old = made_old(options[k], seed);
            cJSON *first = colonial_rules.bot_action(old);
            char *a, *b;
            int fed_old, fed_new;
            dice_feed(&old->dice, faces, 8, 0);
            CHECK_INT(colonial_rules.apply(old, first, NULL, why, sizeof why), 0);
            fed_old = dice_unfeed(&old->dice);
            dice_feed(&st->dice, faces, 8, 0);
            CHECK_INT(colonial_rules.apply(st, first, NULL, why, sizeof why), 0);
            fed_new = dice_unfeed(&st->dice);
            CHECK_INT(fed_new, fed_old);
            a = dump(st);
            b = dump(old);
            CHECK_STR(a, b);
            free(a);
            free(b);
            cJSON_Delete(first);
            free(st);
            free(old);
        }
}

static void refused_before_start_changes_nothing(void)
{
    col_state *st = made(options[0], 3, 0);
    cJSON *bad = cJSON_Parse("{\"type\":\"casualty\",\"figure\":0}");
    char *before = dump(st), *after, why[200];

    CHECK(colonial_rules.apply(st, bad, NULL, why, sizeof why) < 0);
    after = dump(st);
    CHECK_STR(after, before);
    CHECK_INT(st->dec, DEC_OPEN);
    cJSON_Delete(bad);
    free(before);
    free(after);
    free(st);
}

static const game_rules *find_colonial(const char *id)
{
    return strcmp(id, "colonial") == 0 ? &colonial_rules : NULL;
}

/* Own dice: the computer's opening roll is asked for, naming the edge; the
 * program may roll it (Roll it for me); the save keeps the faces. */
static void own_dice_asks_for_the_opening(void)
{
    char why[256], path[] = "/tmp/legation-col-opening-XXXXXX";
    cJSON *opts = cJSON_Parse(options[0]);
    errs e;
    session *s, *back;
    int fd = mkstemp(path), rc;

    errs_clear(&e);
    s = session_new(&colonial_rules, ".", "compound", opts, 5, &e);
    CHECK(s != NULL && fd >= 0);
    if (!s || fd < 0)
        return;
    close(fd);
    session_set_own_dice(s, 1);
    CHECK_INT(session_bot_step(s, why, sizeof why), SESSION_NEED_DIE);
    CHECK_INT(s->ask.bot, 1);
    CHECK_STR(s->ask.purpose, "composition, north edge: first average die");
    CHECK_INT(s->ask.lo, 2);
    CHECK_INT(s->ask.hi, 5);
    CHECK_INT(session_enter_die(s, 4, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "composition, north edge: second average die");
    CHECK_INT(session_roll_die(s, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "composition, north edge: D6 (6: better troops)");
    CHECK_INT(session_enter_die(s, 1, why, sizeof why), 0);
    CHECK_INT(s->nactions, 1);
    CHECK_INT(s->nrolls, 3);
    CHECK_INT(s->rolled[1], 1);
    CHECK_INT(((col_state *)s->state)->dec, DEC_PLACE);   /* 4+3 Boxers to place */
    CHECK_INT(session_save(s, path, &e), 0);
    back = session_load(path, ".", find_colonial, &e);
    CHECK(back != NULL);
    if (back) {
        char *a = dump(s->state), *b = dump(back->state);
        CHECK_STR(a, b);
        CHECK_CONTAINS(glog_get(back->log, 0),
                       "Die entered by hand: 4 for composition, north edge: first average die");
        CHECK_CONTAINS(glog_get(back->log, 1), "Die rolled by the program");
        free(a);
        free(b);
        session_free(back);
    }
    rc = unlink(path);
    (void)rc;
    cJSON_Delete(opts);
    session_free(s);
}

int main(void)
{
    RUN(new_game_waits_for_start);
    RUN(start_rolls_the_old_setup_dice);
    RUN(old_save_rolls_the_opening_from_the_seed);
    RUN(refused_before_start_changes_nothing);
    RUN(own_dice_asks_for_the_opening);
    TEST_END();
}
