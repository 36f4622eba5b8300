/* test_tuan_opening: a game played through actions opens with "start",
 * the first dice for who activates, so "Roll my own dice" asks for them;
 * the dice are the very ones the set-up rolled before; a save written
 * before (its first action a move) still rolls them from the seed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/tuan/rules/tuan_local.h"
#include "session.h"
#include "test.h"

extern const game_rules tuan_rules;

static const char *const scenarios[] = { "appendix-a", "langfang", "beicang" };
static const int no_opt[TO_COUNT], seats[TU_SIDES] = { 0, 1 };

static tu_state *opened(const char *scen, uint64_t seed)
{
    errs e;
    tu_state *st;

    errs_clear(&e);
    st = tuan_rules.create(".", scen, NULL, seed, &e);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        exit(1);
    }
    return st;
}

/* the state as JSON text; without the count of actions when asked (the
 * "start" is one more action than a game that rolled at set-up) */
static char *dump(const tu_state *st, int drop_count)
{
    cJSON *j = tu_state_json(st);
    char *txt;

    if (drop_count)
        cJSON_DeleteItemFromObject(j, "actions");
    txt = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return txt;
}

static int apply_json(tu_state *st, const char *json, char *why, size_t n)
{
    cJSON *a = cJSON_Parse(json);
    int r = tuan_rules.apply(st, a, NULL, why, n);

    cJSON_Delete(a);
    return r;
}

static void new_game_waits_for_start(void)
{
    for (int s = 0; s < 3; s++) {
        tu_state *st = opened(scenarios[s], 5);
        cJSON *legal = tuan_rules.legal(st), *bot = tuan_rules.bot_action(st);
        char *l = cJSON_PrintUnformatted(legal), *b = cJSON_PrintUnformatted(bot);

        CHECK_INT(st->phase, TU_P_OPEN);
        CHECK_INT(st->dice.r.uses, 0);   /* nothing rolled yet */
        CHECK_STR(l, "[{\"type\":\"start\"}]");
        CHECK_STR(b, "{\"type\":\"start\"}");
        /* the side holding the initiative makes it */
        CHECK_INT(tuan_rules.seat_to_move(st), st->initiative);
        free(l);
        free(b);
        cJSON_Delete(legal);
        cJSON_Delete(bot);
        tu_free(st);
    }
}

/* With nobody's own dice, "start" rolls what the set-up rolled before. */
static void start_rolls_the_old_setup_dice(void)
{
    char why[200];

    for (int s = 0; s < 3; s++)
        for (uint64_t seed = 1; seed <= 40; seed++) {
            tu_state *st = opened(scenarios[s], seed);
            tu_state *old = tu_new(".", scenarios[s], no_opt, seats, seed, NULL);
            char *a, *b;
            CHECK_INT(apply_json(st, "{\"type\":\"start\"}", why, sizeof why), 0);
            a = dump(st, 1);
            b = dump(old, 1);
            CHECK_STR(a, b);
            CHECK_INT(st->nactions, 1);
            CHECK(apply_json(st, "{\"type\":\"start\"}", why, sizeof why) < 0);
            CHECK_CONTAINS(why, "has begun");
            free(a);
            free(b);
            tu_free(st);
            tu_free(old);
        }
}

/* A save from before "start" begins with a move: the opening dice come
 * from the seed even while faces are fed (they were entered for the move),
 * and the move takes the fed faces, as it did then. */
static void old_save_rolls_the_opening_from_the_seed(void)
{
    static const int faces[6] = { 6, 6, 6, 6, 6, 6 };
    char why[200];

    for (int s = 0; s < 3; s++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            tu_state *st = opened(scenarios[s], seed);
            tu_state *old = tu_new(".", scenarios[s], no_opt, seats, seed, NULL);
            cJSON *first = tuan_rules.bot_action(old);
            char *a, *b;
            int fed_old, fed_new;
            dice_feed(&old->dice, faces, 6, 0);
            CHECK_INT(tuan_rules.apply(old, first, NULL, why, sizeof why), 0);
            fed_old = dice_unfeed(&old->dice);
            dice_feed(&st->dice, faces, 6, 0);
            CHECK_INT(tuan_rules.apply(st, first, NULL, why, sizeof why), 0);
            fed_new = dice_unfeed(&st->dice);
            CHECK_INT(fed_new, fed_old);
            a = dump(st, 0);
            b = dump(old, 0);
            CHECK_STR(a, b);
            free(a);
            free(b);
            cJSON_Delete(first);
            tu_free(st);
            tu_free(old);
        }
}

/* Before "start" a move the rules refuse leaves the state as it was. */
static void refused_before_start_changes_nothing(void)
{
    tu_state *st = opened("appendix-a", 3);
    char *before = dump(st, 0), *after, why[200];

    CHECK(apply_json(st, "{\"type\":\"activate\",\"trays\":[\"cn1\",\"jp1\"]}", why,
                     sizeof why) < 0);
    after = dump(st, 0);
    CHECK_STR(after, before);
    CHECK_INT(st->phase, TU_P_OPEN);
    free(before);
    free(after);
    tu_free(st);
}

static const game_rules *find_tuan(const char *id)
{
    return strcmp(id, "tuan") == 0 ? &tuan_rules : NULL;
}

/* Own dice: the two dice are asked for, with what they are for; the save
 * keeps them and replays to the same game; Undo cannot take them back. */
static void own_dice_asks_for_the_opening(void)
{
    char why[256], path[] = "/tmp/legation-tuan-opening-XXXXXX";
    cJSON *start = cJSON_Parse("{\"type\":\"start\"}");
    errs e;
    session *s, *back;
    tu_state *st;
    int fd = mkstemp(path);

    errs_clear(&e);
    s = session_new(&tuan_rules, ".", "appendix-a", NULL, 5, &e);
    CHECK(s != NULL && fd >= 0);
    if (!s || fd < 0)
        return;
    close(fd);
    session_set_own_dice(s, 1);
    CHECK_INT(session_apply(s, start, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "activation: Allies");
    CHECK_INT(session_enter_die(s, 2, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "activation: Chinese");
    CHECK_INT(session_enter_die(s, 4, why, sizeof why), 0);
    st = s->state;
    CHECK_INT(st->init_roll[TU_ALLIES], 3);   /* 2, +1 for the initiative */
    CHECK_INT(st->init_roll[TU_CHINESE], 4);
    CHECK_INT(st->side, TU_CHINESE);
    CHECK_INT(s->nrolls, 2);
    CHECK_INT(session_can_undo(s), 0);
    CHECK(session_undo(s, why, sizeof why) < 0);
    CHECK_INT(session_save(s, path, &e), 0);
    back = session_load(path, ".", find_tuan, &e);
    CHECK(back != NULL);
    if (back) {
        char *a = dump(s->state, 0), *b = dump(back->state, 0);
        CHECK_STR(a, b);
        CHECK_INT(back->rolls_used, 2);
        CHECK_CONTAINS(glog_get(back->log, 0), "Die entered by hand: 2 for activation: Allies");
        free(a);
        free(b);
        session_free(back);
    }
    unlink(path);
    cJSON_Delete(start);
    session_free(s);
}

/* Own dice after the opening: a tray's activation die and the two dice of
 * its random event are asked with what they are for (they were asked "for
 * a die roll", so the player could not tell one die from another). */
static void own_dice_names_every_die(void)
{
    char why[256];
    cJSON *start = cJSON_Parse("{\"type\":\"start\"}");
    cJSON *act = cJSON_Parse("{\"type\":\"activate\",\"trays\":[\"gun\"]}");
    errs e;
    session *s;

    errs_clear(&e);
    s = session_new(&tuan_rules, ".", "appendix-a", NULL, 5, &e);
    CHECK(s != NULL);
    if (!s)
        return;
    session_set_own_dice(s, 1);
    CHECK_INT(session_apply(s, start, why, sizeof why), SESSION_NEED_DIE);
    CHECK_INT(session_enter_die(s, 6, why, sizeof why), SESSION_NEED_DIE);
    CHECK_INT(session_enter_die(s, 1, why, sizeof why), 0);
    CHECK_INT(((tu_state *)s->state)->side, TU_ALLIES);
    CHECK_INT(session_apply(s, act, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "activation: Japanese mountain gun");
    CHECK_INT(session_enter_die(s, 1, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "random event for Japanese mountain gun (two dice)");
    CHECK_INT(session_enter_die(s, 3, why, sizeof why), SESSION_NEED_DIE);
    CHECK_STR(s->ask.purpose, "random event for Japanese mountain gun (two dice)");
    CHECK_INT(session_enter_die(s, 4, why, sizeof why), 0);
    {
        int found = 0;
        for (int k = 0; k < glog_count(s->log); k++)
            found |= strstr(glog_get(s->log, k),
                            "Die entered by hand: 1 for activation: Japanese mountain gun") != NULL;
        CHECK(found);
    }
    cJSON_Delete(start);
    cJSON_Delete(act);
    session_free(s);
}

int main(void)
{
    RUN(new_game_waits_for_start);
    RUN(start_rolls_the_old_setup_dice);
    RUN(old_save_rolls_the_opening_from_the_seed);
    RUN(refused_before_start_changes_nothing);
    RUN(own_dice_asks_for_the_opening);
    RUN(own_dice_names_every_die);
    TEST_END();
}
