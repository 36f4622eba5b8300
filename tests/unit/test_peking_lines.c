/* test_peking_lines: the hard Allies' prepared inner line in set
 * positions: guards of posts the Chinese are far from fortify clear
 * ground by a primary victory hex, and a withdrawal ends on an Allied
 * fortification; the normal computer does neither. */
#include <stdio.h>

#include "test_peking_common.h"

/* the common helpers this file does not use */
static void unused(void) __attribute__((unused));
static void unused(void)
{
    force(NULL, 0, NULL);
}

/* Play the computer's choices of the phase (at most max), moves only. */
static void play_moves(pk_state *st, int max)
{
    pk_action a;
    int k;

    for (k = 0; k < max; k++) {
        pk_bot_choose(st, &a);
        if (a.type != PK_A_MOVE)
            break;
        CHECK_INT(do_ok(st, a), 0);
    }
}

/* Turn 1: two posts by the primary victory hex 1228 (3 points at 1129
 * with MacDonald, 2 at 1229), the only Chinese 18 hexes off in the
 * east. The hard Allies meet on clear ground within 2 hexes of 1228 in
 * the reaction phase, stand there through the movement phase and
 * fortify in the combat phase; the normal Allies build nothing (and
 * the hard computer before the prepared line dug in only with the
 * Chinese within 8 hexes). */
static void test_hard_prepares_inner_line(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(1, PK_PH_AREACT);
        int vic = cell(st, "1228"), i, k, site = -1;
        pk_action a;
        char b[12];

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        put(st, "brit-1", "1129");
        put(st, "macdonald", "1129");
        put(st, "brit-2", "1229");
        for (k = 1; k <= 3; k++) {
            snprintf(b, sizeof b, "boxer-%d", k);
            put(st, b, "2920");
        }
        CHECK(pk_dist(st, cell(st, "1129"), cell(st, "2920")) > 10);
        CHECK_INT(pk_bot_chinese_near(st, vic, 8), 0);
        play_moves(st, 8);
        for (i = 0; i < st->d->cols * st->d->rows; i++)
            if (st->sp[PK_ALLIED][i] >= 5 && pk_terrain(st, i) == PK_T_CLEAR)
                site = i;
        if (!lv) {
            CHECK_INT(site, -1);
        } else {
            CHECK(site >= 0);
            if (site < 0)
                goto next;
            CHECK(pk_dist(st, site, vic) <= 2);
        }
        st->phase = PK_PH_AMOVE;
        for (i = 0; i < st->nunits; i++)
            st->u[i].moved = 0;
        pk_refresh(st);
        play_moves(st, 8);
        if (lv)
            CHECK_INT(st->sp[PK_ALLIED][site], 5);
        st->phase = PK_PH_ACOMBAT;
        pk_refresh(st);
        pk_bot_choose(st, &a);
        if (!lv) {
            CHECK(a.type != PK_A_FORT);
        } else {
            CHECK_INT(a.type, PK_A_FORT);
            CHECK_INT(a.cell, site);
            CHECK_INT(do_ok(st, a), 0);
            CHECK_INT(st->fort[site], PK_ALLIED);
        }
    next:
        pk_free(st);
    }
}

/* A post on the clear hex 1023 withdraws from a Boxer at 1022 (a die of
 * 2 succeeds), three hexes at most. The building 1126 is in reach, and
 * so is the Allied fortification at 1125 next to it: the hard Allies
 * fall back on the fortification (it defends as a building does, 13),
 * the normal ones go into the building as before. */
static void test_hard_withdraws_to_fortification(void)
{
    int lv;

    for (lv = 0; lv < 2; lv++) {
        pk_state *st = empty_board(3, PK_PH_CCOMBAT);
        pk_action a = act(PK_A_WITHDRAW);
        int two = 2, k, u;

        st->level[PK_ALLIED] = lv ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        st->step = 0;
        u = put(st, "brit-1", "1023");
        put(st, "strouts", "1023");
        put(st, "boxer-1", "1022");
        st->fort[cell(st, "1125")] = PK_ALLIED;
        pk_refresh(st);
        a.unit = uid(st, "strouts");
        force(st, 1, &two);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->ntasks, 1);
        for (k = 0; k < 8 && st->ntasks > 0; k++) {
            pk_bot_choose(st, &a);
            CHECK_INT(do_ok(st, a), 0);
        }
        CHECK_INT(st->u[u].cell, cell(st, lv ? "1125" : "1126"));
        pk_free(st);
    }
}

int main(void)
{
    RUN(test_hard_prepares_inner_line);
    RUN(test_hard_withdraws_to_fortification);
    pk_free(tpl_state);
    TEST_END();
}
