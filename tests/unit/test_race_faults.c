/* test_race_faults: the second rules audit of Race to the Legations, with
 * forced dice: the reserve rule never moves a unit that fought, the Chinese
 * may be turned on the active player's own units, a routed unit's owner
 * picks its hex, the -1 for moving past is judged on the whole move, the
 * rebel phase is skipped when no Chinese unit could act, and an advance
 * that would lapse can be found before the phase ends. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_race_common.h"

static void force(race_state *st, const int *f, int n)
{
    dice_force(&st->dice, f, n);
}

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

static int listed(const race_state *st, race_action a)
{
    race_action l[RACE_MAX_ACTIONS];
    int n = race_legal_actions(st, l, RACE_MAX_ACTIONS), i;

    for (i = 0; i < n; i++)
        if (l[i].type == a.type && l[i].unit == a.unit && l[i].other == a.other &&
            l[i].cell == a.cell && l[i].to == a.to)
            return 1;
    return 0;
}

static int legation_dist(const race_state *st, int c)
{
    int i, best = 99;

    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int d = hex_distance(hex_at(&st->grid, c), hex_at(&st->grid, st->legation[i]));
        if (d < best)
            best = d;
    }
    return best;
}

/* A unit that fought and came out suppressed has had its move: a fresh
 * unit may not trade places with it. */
static void no_swap_with_a_unit_that_fought(void)
{
    race_state *st = board(RACE_RUSSIANS, RACE_PH_ACTION);
    int h = add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1010");
    int s = add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1011");
    int f[3] = { 5, 9, 8 };   /* moves 1; Boxers unaffected; ours suppressed */
    race_action a = act(RACE_A_SWAP, h, s, -1, -1);
    char why[200];

    put(st, "1012", RACE_C_BOXER);
    force(st, f, 3);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, s, -1, -1, C(st, "1012"))), 0);
    CHECK_INT(st->unit[s].sup, 1);
    CHECK(st->unit[s].fought);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "fought");
    CHECK(!listed(st, a));
    /* a unit suppressed before its turn may still be relieved */
    st->unit[s].fought = 0;
    st->unit[s].rolled = 0;
    st->unit[s].steps = 0;
    CHECK(race_check(st, &a, why, sizeof why));
    race_free(st);
}

/* Boxers and Qing attack an adjacent foreign unit of the active player's
 * choice, the player's own included; a gun whose closest foreign unit is
 * the player's own fires at it. */
static void chinese_may_strike_the_active_player(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    int own = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1011"), box = C(st, "1010");
    int f[3] = { 1, 9, 8 };   /* activates; Boxers unaffected; ours suppressed */

    put(st, "1010", RACE_C_BOXER);
    force(st, f, 1);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, box, -1)), 0);
    CHECK_INT(st->pending, box);
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, box, C(st, "1011"))));
    force(st, f + 1, 2);
    CHECK_INT(do_act(st, act(RACE_A_REBEL_ATTACK, -1, -1, box, C(st, "1011"))), 0);
    CHECK_INT(st->unit[own].sup, 1);
    race_free(st);

    st = board(RACE_BRITISH, RACE_PH_REBEL);
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "1011");    /* own, 1 away */
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1012");   /* rival, 2 away */
    put(st, "1010", RACE_C_QING_ART);
    force(st, f, 1);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, box, -1)), 0);
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, box, C(st, "1011"))));
    CHECK(!listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, box, C(st, "1012"))));
    race_free(st);
}

/* A rout: the owner picks among the hexes no nearer the legation, never a
 * legation hex; nothing else may happen first; ending the rally phase
 * resumes after the choice. */
static void owner_picks_the_rout_hex(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_RALLY);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1213");
    int v = add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    int from = C(st, "1213"), here, i, n, f[2] = { 10, 1 };
    race_action l[16], a;
    char why[200];

    st->unit[u].sup = 1;
    st->unit[v].sup = 2;
    force(st, f, 2);
    CHECK_INT(do_act(st, act(RACE_A_END_PHASE, -1, -1, -1, -1)), 0);
    CHECK_INT(st->rout, u);
    CHECK_INT(st->phase, RACE_PH_RALLY);
    CHECK_INT(st->unit[u].cell, from);
    here = legation_dist(st, from);
    n = race_legal_actions(st, l, 16);
    CHECK(n >= 2);
    for (i = 0; i < n; i++) {
        CHECK_INT(l[i].type, RACE_A_ROUT);
        CHECK(legation_dist(st, l[i].to) >= here);
        CHECK(st->cell[l[i].to].terrain != RACE_LEGATION);
    }
    /* nothing else first, and never forward */
    a = act(RACE_A_END_PHASE, -1, -1, -1, -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "routed");
    a = act(RACE_A_ROUT, u, -1, -1, st->legation[0]);
    for (i = 0; i < HEX_DIRS; i++)
        if (st->nb[from][i] >= 0 && st->cell[st->nb[from][i]].terrain == RACE_LEGATION)
            a.to = st->nb[from][i];
    CHECK(st->cell[a.to].terrain == RACE_LEGATION);
    CHECK(!race_check(st, &a, why, sizeof why));
    /* the last offered, not the first: the choice is the player's */
    CHECK_INT(do_act(st, l[n - 1]), 0);
    CHECK_INT(st->unit[u].cell, l[n - 1].to);
    CHECK_INT(st->rout, -1);
    /* the rest rolled (the other unit rallied) and the phase moved on */
    CHECK_INT(st->unit[v].sup, 0);
    CHECK(st->phase != RACE_PH_RALLY);
    race_free(st);
}

/* The -1 for moving past counts for the whole move: a second step past a
 * rival needs a roll that still gives two hexes after the -1. */
static void moving_past_on_the_second_step(void)
{
    int face;

    for (face = 8; face <= 9; face++) {
        race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
        int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010");
        race_action a;
        char why[200];

        add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1112");  /* beside 1011 and 1012 */
        force(st, &face, 1);
        CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"))), 0);
        CHECK_INT(st->roll[0].mod, 0);                      /* first step is clear */
        CHECK_INT(st->unit[u].steps, 1);
        a = act(RACE_A_MOVE, u, -1, -1, C(st, "1012"));
        if (face == 8) {
            CHECK(!race_check(st, &a, why, sizeof why));
            CHECK_CONTAINS(why, "whole move");
            CHECK(!listed(st, a));
            /* a step that does not move past is still fine */
            a.to = C(st, "0911");
            CHECK(race_check(st, &a, why, sizeof why));
        } else {
            CHECK(listed(st, a));
            CHECK_INT(do_act(st, a), 0);
            CHECK_INT(st->unit[u].cell, C(st, "1012"));
            CHECK_INT(st->unit[u].mroll, 8);
            CHECK(st->unit[u].past);
        }
        race_free(st);
    }
}

/* The rebel phase is skipped when no Chinese unit could act. */
static void rebel_phase_skipped_when_idle(void)
{
    int boxed;

    for (boxed = 0; boxed <= 1; boxed++) {
        race_state *st = board(RACE_BRITISH, RACE_PH_ARTILLERY);
        int c = C(st, "1010"), d;

        add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
        put(st, "1010", RACE_C_BOXER);
        for (d = 0; d < HEX_DIRS && boxed; d++)
            st->cell[st->nb[c][d]].counter = RACE_C_IMPASSABLE;
        CHECK_INT(do_act(st, act(RACE_A_END_PHASE, -1, -1, -1, -1)), 0);
        CHECK_INT(st->phase, boxed ? RACE_PH_ACTION : RACE_PH_REBEL);
        race_free(st);
    }
}

/* A skipped breach phase says so in the game log. */
static void skipped_breach_is_logged(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ARTILLERY);
    glog *log = glog_new(64);
    race_action a = act(RACE_A_END_PHASE, -1, -1, -1, -1);
    char why[200];
    int i, found = 0;

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    CHECK_INT(race_do(st, &a, log, why, sizeof why), 0);
    for (i = 0; i < glog_count(log); i++)
        found |= strstr(glog_get(log, i), "breach phase skipped") != NULL;
    CHECK(found);
    glog_free(log);
    race_free(st);
}

/* The dice tray empties when the next army's turn starts. */
static void tray_cleared_for_the_next_army(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010"), f = 5;

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0505");
    force(st, &f, 1);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"))), 0);
    CHECK_INT(st->unit[u].cell, C(st, "1011"));   /* it rolled and moved */
    if (st->active == RACE_BRITISH)
        CHECK_INT(do_act(st, act(RACE_A_END_PHASE, -1, -1, -1, -1)), 0);
    CHECK_INT(st->active, RACE_RUSSIANS);
    CHECK_INT(st->nroll, 0);
    race_free(st);
}

/* An advance not taken is listed while the action phase lasts. */
static void lapsing_advance_is_found(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010"), out[4];
    int f[3] = { 5, 1, 1 };

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    put(st, "1011", RACE_C_BOXER);
    CHECK_INT(race_lapsing_advances(st, out, 4), 0);
    force(st, f, 3);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"))), 0);
    CHECK_INT(race_lapsing_advances(st, out, 4), 1);
    CHECK_INT(out[0], u);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"))), 0);
    CHECK_INT(race_lapsing_advances(st, out, 4), 0);
    race_free(st);
}

int main(void)
{
    RUN(no_swap_with_a_unit_that_fought);
    RUN(chinese_may_strike_the_active_player);
    RUN(owner_picks_the_rout_hex);
    RUN(moving_past_on_the_second_step);
    RUN(rebel_phase_skipped_when_idle);
    RUN(lapsing_advance_is_found);
    RUN(skipped_breach_is_logged);
    RUN(tray_cleared_for_the_next_army);
    TEST_END();
}
