/* test_peking_bot: the Allied computer's fire brigade and withdrawal in
 * set positions, each checked against the old computer (bot_old), which
 * did neither. */
#include <stdio.h>

#include "test_peking_common.h"

/* the common helpers this file does not use */
static void unused(void) __attribute__((unused));
static void unused(void)
{
    force(NULL, 0, NULL);
}

/* A leader out of contact joins the leaderless stack in contact. */
static void test_leader_joins_contact(void)
{
    int old;

    for (old = 0; old < 2; old++) {
        pk_state *st = empty_board(3, PK_PH_AMOVE);
        int mac, k;
        pk_action a;
        char b[8];

        st->bot_old = old ? 1 << PK_ALLIED : 0;
        put(st, "brit-1", "0609");
        put(st, "brit-2", "0609");
        for (k = 1; k <= 3; k++) {
            snprintf(b, sizeof b, "boxer-%d", k);
            put(st, b, "0610");
        }
        mac = put(st, "macdonald", "0309");
        pk_bot_choose(st, &a);
        if (!old) {
            CHECK_INT(a.type, PK_A_MOVE);
            CHECK_INT(a.n, 1);
            CHECK_INT(a.units[0], mac);
            CHECK_INT(a.cell, cell(st, "0609"));
            CHECK_INT(do_ok(st, a), 0);
        } else {
            CHECK(!(a.type == PK_A_MOVE && a.n == 1 && a.cell == cell(st, "0609")));
        }
        pk_free(st);
    }
}

/* A small post in a building that is no victory hex, against eleven
 * Boxers (44 points against 3 x 3 = 9): the new computer withdraws. */
static void test_withdraw_hopeless(void)
{
    int old;

    for (old = 0; old < 2; old++) {
        pk_state *st = empty_board(3, PK_PH_CCOMBAT);
        int k;
        pk_action a;
        char b[12];

        st->bot_old = old ? 1 << PK_ALLIED : 0;
        st->step = 0;
        put(st, "brit-1", "0908");
        put(st, "macdonald", "0908");
        for (k = 1; k <= 11; k++) {
            snprintf(b, sizeof b, "boxer-%d", k);
            put(st, b, k <= 7 ? "0909" : "0907");
        }
        CHECK_INT(pk_bot_chinese_near(st, cell(st, "0908"), 1), 44);
        pk_bot_choose(st, &a);
        if (!old) {
            CHECK_INT(a.type, PK_A_WITHDRAW);
            CHECK_INT(a.unit, uid(st, "macdonald"));
        } else {
            CHECK(a.type != PK_A_WITHDRAW);
        }
        pk_free(st);
    }
}

int main(void)
{
    RUN(test_leader_joins_contact);
    RUN(test_withdraw_hopeless);
    pk_free(tpl_state);
    TEST_END();
}
