/* test_race_log: the log accounts for every phase of a turn: the rally
 * and artillery phases passed over for lack of anything to do say so,
 * and a rebel phase the player rolled in ends "over", not "skipped"
 * (issue 28). */
#include <stdio.h>
#include <string.h>

#include "test_race_common.h"

static race_action act(int type, int unit, int other, int cell, int to)
{
    race_action a;

    a.type = type;
    a.unit = unit;
    a.other = other;
    a.cell = cell;
    a.to = to;
    a.dir = -1;
    return a;
}

static int logged(const glog *log, const char *s)
{
    for (int i = 0; i < glog_count(log); i++)
        if (strstr(glog_get(log, i), s))
            return 1;
    return 0;
}

/* The British end their turn; the Russians have nobody to rally and no
 * gun: both phases are passed over, and said to be. */
static void test_skipped_rally_and_artillery_logged(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    glog *log = glog_new(64);
    race_action a = act(RACE_A_END_PHASE, -1, -1, -1, -1);
    char why[200] = "";

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1515");
    CHECK_INT(race_do(st, &a, log, why, sizeof why), 0);
    CHECK(logged(log, "rally phase skipped"));
    CHECK(logged(log, "artillery phase skipped"));
    glog_free(log);
    race_free(st);
}

/* Boxers next to a British unit are activated and hold: no other Chinese
 * unit can act, and the phase is over, not "skipped". */
static void test_rolled_rebel_phase_is_over_not_skipped(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    glog *log = glog_new(64);
    int box, f = 1;
    race_action a;
    char why[200] = "";

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "1011");
    put(st, "1010", RACE_C_BOXER);
    box = C(st, "1010");
    dice_force(&st->dice, &f, 1);
    a = act(RACE_A_ACTIVATE, -1, -1, box, -1);
    CHECK_INT(race_do(st, &a, log, why, sizeof why), 0);
    if (st->pending == box) {
        a = act(RACE_A_REBEL_HOLD, -1, -1, box, -1);
        CHECK_INT(race_do(st, &a, log, why, sizeof why), 0);
    }
    if (why[0])
        printf("  refused: %s\n", why);
    CHECK(st->phase != RACE_PH_REBEL);
    CHECK(!logged(log, "rebel phase skipped"));
    CHECK(logged(log, "rebel phase over"));
    glog_free(log);
    race_free(st);
}

/* A rebel phase the player ends with a Chinese unit still to stir is
 * logged too: the hand-over said "Rebel phase" and the log went on to the
 * action phase without a word of it. */
static void test_rebel_phase_ended_by_choice_logged(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    glog *log = glog_new(64);
    race_action a = act(RACE_A_END_PHASE, -1, -1, -1, -1);
    char why[200] = "";

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "1011");
    put(st, "1010", RACE_C_BOXER);
    CHECK_INT(race_do(st, &a, log, why, sizeof why), 0);
    if (why[0])
        printf("  refused: %s\n", why);
    CHECK_INT(st->phase, RACE_PH_ACTION);
    CHECK(logged(log, "The British end the rebel phase."));
    glog_free(log);
    race_free(st);
}

int main(void)
{
    RUN(test_skipped_rally_and_artillery_logged);
    RUN(test_rolled_rebel_phase_is_over_not_skipped);
    RUN(test_rebel_phase_ended_by_choice_logged);
    TEST_END();
}
