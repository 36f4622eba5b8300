/* test_peking_strike: the hard Allies' fire brigade (peking_bot_strike.c)
 * in set positions: it charges at the true odds after the multiplier
 * (8.1.3), stays unmoved in the movement phase to be able to, refuses a
 * charge the true odds make bad, and fires at range where no result can
 * hurt it; each against the normal computer, whose play is unchanged.
 * The hexes are in the north-west block of buildings, away from every
 * victory hex and wall. */
#include <stdio.h>

#include "test_peking_common.h"

/* MacDonald and two British guards (5 points, x4 = 20) in the building
 * 0904 against six Imperial points in the building 1004 next to it (x3 =
 * 18): 1-1. The hard computer charges; the normal one charges a building
 * only at 2-1 by its own reckoning (and the hard one before this did
 * the same away from a victory hex). */
static void test_hard_charges_weak_stack(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_ACOMBAT);
        int mac, target = cell(st, "1004");
        pk_action a;
        pk_combat c;

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        mac = put(st, "macdonald", "0904");
        put(st, "brit-1", "0904");
        put(st, "brit-2", "0904");
        put(st, "imperial-1", "1004");
        CHECK_INT(pk_terrain(st, target), PK_T_BUILDING);
        pk_bot_choose(st, &a);
        if (lv) {
            CHECK_INT(a.type, PK_A_CHARGE);
            CHECK_INT(a.cell, target);
            CHECK_INT(a.n, 3);
            CHECK_INT(pk_charge_odds(st, &a, &c, NULL, 0), 0);
            CHECK_INT(c.att, 20);
            CHECK_INT(c.def, 18);
            CHECK_INT(c.col, 2); /* 1-1 */
            CHECK_INT(do_ok(st, a), 0);
            CHECK_INT(st->u[mac].attacked, 1);
        } else {
            CHECK(a.type != PK_A_CHARGE);
        }
        pk_free(st);
    }
}

/* The brigade is kept still a phase ahead: in the movement phase
 * MacDonald and a British guard (3 points) in 0904, a reduced Boxer (2
 * points) on the clear hex 0803 beside them. The hard computer moves
 * neither (a charge at 6-1 waits in the combat phase: units that moved
 * may not charge, 8.1.3) and charges there; the normal one keeps a led
 * stack back only from 4 points and moves it off. */
static void test_hard_brigade_stays_to_charge(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_AMOVE);
        int mac, brit, box, k, i, moved = 0;
        pk_action a;

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        mac = put(st, "macdonald", "0904");
        brit = put(st, "brit-1", "0904");
        box = put(st, "boxer-1", "0803");
        st->u[box].reduced = 1;
        pk_refresh(st);
        CHECK_INT(pk_terrain(st, cell(st, "0803")), PK_T_CLEAR);
        for (k = 0; k < 12; k++) {
            pk_bot_choose(st, &a);
            if (a.type != PK_A_MOVE)
                break;
            for (i = 0; i < a.n; i++)
                moved |= a.units[i] == mac || a.units[i] == brit;
            CHECK_INT(do_ok(st, a), 0);
        }
        CHECK_INT(moved, !lv);
        if (lv) {
            st->phase = PK_PH_ACOMBAT;
            pk_refresh(st);
            pk_bot_choose(st, &a);
            CHECK_INT(a.type, PK_A_CHARGE);
            CHECK_INT(a.cell, cell(st, "0803"));
            CHECK_INT(a.n, 2);
            CHECK_INT(do_ok(st, a), 0);
        }
        pk_free(st);
    }
}

/* A charge refused at bad odds: the same 5 points against two Boxers (8
 * points) on the clear hex 0903 behind a Chinese fortification, which
 * triples them (24): 20 against 24 is 1-2. The normal computer reckons
 * the hex without the fortification (2-1) and charges, as the hard one
 * did; the hard one now reads the odds pk_charge will roll on and makes
 * no charge. */
static void test_hard_refuses_bad_charge(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_ACOMBAT);
        int target = cell(st, "0903");
        pk_action a;

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        put(st, "macdonald", "0904");
        put(st, "brit-1", "0904");
        put(st, "brit-2", "0904");
        put(st, "boxer-1", "0903");
        put(st, "boxer-2", "0903");
        st->fort[target] = PK_CHINESE;
        pk_refresh(st);
        CHECK_INT(pk_terrain(st, target), PK_T_CLEAR);
        CHECK_INT(pk_bot_charge_odds(st, 5, target), 3); /* the rough reckoning: 2-1 */
        pk_bot_choose(st, &a);
        if (lv) {
            CHECK(a.type != PK_A_CHARGE);
        } else {
            pk_combat c;
            CHECK_INT(a.type, PK_A_CHARGE);
            CHECK_INT(pk_charge_odds(st, &a, &c, NULL, 0), 0);
            CHECK_INT(c.col, 1); /* 1-2 in truth */
        }
        pk_free(st);
    }
}

/* Free ranged fire: two British guards (4 points) on the clear street
 * 0609 fire at three Boxers (12 points) two hexes off on 0409: 1-3, and
 * no adverse result touches units firing from 2 hexes or more (8.1.1).
 * The hard computer fires; the normal one waits for 2-1. */
static void test_hard_fires_at_range(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_ACOMBAT);
        int target = cell(st, "0409"), k;
        pk_action a;
        pk_combat c;
        char b[12];

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        put(st, "brit-1", "0609");
        put(st, "brit-2", "0609");
        for (k = 1; k <= 3; k++) {
            snprintf(b, sizeof b, "boxer-%d", k);
            put(st, b, "0409");
        }
        CHECK_INT(pk_dist(st, cell(st, "0609"), target), 2);
        pk_bot_choose(st, &a);
        if (lv) {
            CHECK_INT(a.type, PK_A_ATTACK);
            CHECK_INT(a.nd, 1);
            CHECK_INT(a.defs[0], target);
            CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
            CHECK_INT(c.col, 0); /* 1-3 */
            CHECK(c.ranged[0] && c.ranged[1]);
        } else {
            CHECK(a.type != PK_A_ATTACK);
        }
        pk_free(st);
    }
}

/* A charge off a victory hex keeps its guard: MacDonald and four British
 * guards (9 points) hold the victory hex 1236; seven Boxers (28 points)
 * stand on the clear hex 1237 beside it. The whole stack would charge at
 * 1-1 (36 to 28) and leave the hex empty, which the hard Allies do only
 * at 2-1; so MacDonald charges with three guards (28 to 28, 1-1) and the
 * fourth stays. The normal computer makes no charge from a victory hex
 * below 2-1 by its reckoning. */
static void test_hard_charge_leaves_guard(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_ACOMBAT);
        int vic = cell(st, "1236"), k;
        pk_action a;
        pk_combat c;
        char b[12];

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        put(st, "macdonald", "1236");
        for (k = 1; k <= 4; k++) {
            snprintf(b, sizeof b, "brit-%d", k);
            put(st, b, "1236");
        }
        for (k = 1; k <= 7; k++) {
            snprintf(b, sizeof b, "boxer-%d", k);
            put(st, b, "1237");
        }
        CHECK(st->d->victory[vic] && st->control[vic] == PK_ALLIED);
        pk_bot_choose(st, &a);
        if (lv) {
            CHECK_INT(a.type, PK_A_CHARGE);
            CHECK_INT(a.cell, cell(st, "1237"));
            CHECK_INT(a.n, 4);
            CHECK_INT(pk_charge_odds(st, &a, &c, NULL, 0), 0);
            CHECK_INT(c.att, 28);
            CHECK_INT(c.col, 2); /* 1-1 */
            CHECK_INT(do_ok(st, a), 0);
            CHECK_INT(st->sp[PK_ALLIED][vic], 2);
        } else {
            CHECK(a.type != PK_A_CHARGE);
        }
        pk_free(st);
    }
}

int main(void)
{
    RUN(test_hard_charges_weak_stack);
    RUN(test_hard_brigade_stays_to_charge);
    RUN(test_hard_refuses_bad_charge);
    RUN(test_hard_fires_at_range);
    RUN(test_hard_charge_leaves_guard);
    pk_free(tpl_state);
    TEST_END();
}
