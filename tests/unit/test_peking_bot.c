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

/* Hard Allies dig in on the line they will fall back on: two posts of 3
 * and 2 points beside the primary victory hex 1228 (a building), Boxers
 * five hexes off. In the reaction phase both send their guards to one
 * clear hex near the victory hex (neither has the 5 points of 13
 * alone: the hard computer before this sent only a post that had them;
 * the line is the clear ground within dig_ring, 3 hexes, of the hex),
 * in the movement phase they stay, in the combat phase they fortify. */
static void test_hard_fortifies_fallback_line(void)
{
    pk_state *st = empty_board(3, PK_PH_AREACT);
    int vic = cell(st, "1228"), site = -1, k, i;
    pk_action a;
    char b[12];

    st->level[PK_ALLIED] = GAME_LEVEL_HARD;
    put(st, "brit-1", "1129");
    put(st, "macdonald", "1129");
    put(st, "brit-2", "1229");
    for (k = 1; k <= 3; k++) {
        snprintf(b, sizeof b, "boxer-%d", k);
        put(st, b, "1135");
    }
    CHECK_INT(st->control[vic], PK_ALLIED);
    for (k = 0; k < 2; k++) {
        pk_bot_choose(st, &a);
        CHECK_INT(a.type, PK_A_MOVE);
        if (a.type != PK_A_MOVE)
            break;
        CHECK(pk_terrain(st, a.cell) == PK_T_CLEAR &&
              pk_dist(st, a.cell, vic) <= pk_bot_level(st, PK_ALLIED)->dig_ring);
        if (site >= 0)
            CHECK_INT(a.cell, site);
        site = a.cell;
        CHECK_INT(do_ok(st, a), 0);
    }
    if (site < 0)
        goto out;
    CHECK_INT(st->sp[PK_ALLIED][site], 5);
    /* the movement phase: the points on the site stay unmoved */
    st->phase = PK_PH_AMOVE;
    for (i = 0; i < st->nunits; i++)
        st->u[i].moved = 0;
    pk_refresh(st);
    for (k = 0; k < 8; k++) {
        pk_bot_choose(st, &a);
        if (a.type != PK_A_MOVE)
            break;
        for (i = 0; i < a.n; i++)
            CHECK(st->u[a.units[i]].cell != site);
        CHECK_INT(do_ok(st, a), 0);
    }
    CHECK_INT(st->sp[PK_ALLIED][site], 5);
    st->phase = PK_PH_ACOMBAT;
    pk_refresh(st);
    pk_bot_choose(st, &a);
    CHECK_INT(a.type, PK_A_FORT);
    CHECK_INT(a.cell, site);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->fort[site], PK_ALLIED);
out:
    pk_free(st);
}

/* The hard Allies' counter-attack: two guards (4 points) in the victory
 * hex 1236 attack a Boxer (4 points) on clear ground next to it at 1-1;
 * the normal computer waits for 2-1 (or a leader's +1). */
static void test_hard_counter_attacks(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_ACOMBAT);
        pk_action a;

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        put(st, "brit-1", "1236");
        put(st, "brit-2", "1236");
        put(st, "boxer-1", "1237");
        CHECK(pk_dist(st, cell(st, "1236"), cell(st, "1237")) == 1);
        CHECK_INT(pk_terrain(st, cell(st, "1237")), PK_T_CLEAR);
        pk_bot_choose(st, &a);
        if (lv) {
            CHECK_INT(a.type, PK_A_ATTACK);
            CHECK_INT(a.nd, 1);
            CHECK_INT(a.defs[0], cell(st, "1237"));
        } else {
            CHECK(a.type != PK_A_ATTACK);
        }
        pk_free(st);
    }
}

int main(void)
{
    RUN(test_leader_joins_contact);
    RUN(test_withdraw_hopeless);
    RUN(test_hard_fortifies_fallback_line);
    RUN(test_hard_counter_attacks);
    pk_free(tpl_state);
    TEST_END();
}
