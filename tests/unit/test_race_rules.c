/* test_race_rules: every table of Race to the Legations with forced dice
 * (rally, artillery with each modifier, breach, rebel activation and
 * Chinese attacks, the movement roll with each modifier, both combat
 * rolls, scouting, the reserve rule), the turn order, each way the game
 * ends, and the JSON actions. Each test builds a small position on the
 * shipped Peking map: the armies are taken off and only the units a test
 * needs are put back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_race_common.h"

static int dist(const race_state *st, int a, int b)
{
    return hex_distance(hex_at(&st->grid, a), hex_at(&st->grid, b));
}

static void force(race_state *st, int a, int b)
{
    int f[2] = { a, b };

    dice_force(&st->dice, f, b ? 2 : 1);
}

static race_action act(int type, int unit, int other, int cell, int to, int dir)
{
    race_action a;

    a.type = type;
    a.unit = unit;
    a.other = other;
    a.cell = cell;
    a.to = to;
    a.dir = dir;
    return a;
}

/* Is this exact action in the legal list? */
static int listed(const race_state *st, race_action a)
{
    race_action l[RACE_MAX_ACTIONS];
    int n = race_legal_actions(st, l, RACE_MAX_ACTIONS), i;

    for (i = 0; i < n; i++)
        if (l[i].type == a.type && l[i].unit == a.unit && l[i].other == a.other &&
            l[i].cell == a.cell && l[i].to == a.to && l[i].dir == a.dir)
            return 1;
    return 0;
}

static int side_dir(const race_state *st, int a, int b)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++)
        if (st->nb[a][d] == b)
            return d;
    return -1;
}

static void wall(race_state *st, const char *a, const char *b)
{
    int ca = C(st, a), cb = C(st, b), d = side_dir(st, ca, cb);

    hex_side_set(&st->grid, hex_at(&st->grid, ca), d, RACE_LAYER_WALL, 1);
    hex_side_set(&st->grid, hex_at(&st->grid, ca), d, RACE_LAYER_BREACH, 0);
}

/* ---- rally ------------------------------------------------------------ */

static void rally_table(void)
{
    static const int face[] = { 1, 4, 5, 7, 8, 9 };
    static const int sup_after[] = { 0, 0, 2, 2, 3, 3 };
    static const int pinned[] = { 0, 0, 0, 0, 1, 1 };
    int i;

    for (i = 0; i < 6; i++) {
        race_state *st = board(RACE_BRITISH, RACE_PH_RALLY);
        int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1007");
        add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");  /* keeps the turn open */
        st->unit[u].sup = 3;
        force(st, face[i], 0);
        CHECK(listed(st, act(RACE_A_RALLY, u, -1, -1, -1, -1)));
        CHECK_INT(do_act(st, act(RACE_A_RALLY, u, -1, -1, -1, -1)), 0);
        CHECK_INT(st->unit[u].sup, sup_after[i]);
        CHECK_INT(st->unit[u].pinned, pinned[i]);
        CHECK_INT(st->roll[0].die, face[i]);
        CHECK_INT(st->roll[0].kind, RACE_ROLL_RALLY);
        race_free(st);
    }
}

static void rally_rout(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_RALLY);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1007"), from = C(st, "1007");
    int i, before = 99, after = 99;

    st->unit[u].sup = 1;
    force(st, 10, 0);
    CHECK_INT(do_act(st, act(RACE_A_RALLY, u, -1, -1, -1, -1)), 0);
    /* several hexes behind it: its owner picks; take the first offered */
    CHECK_INT(st->rout, u);
    {
        race_action l[8];
        int n = race_legal_actions(st, l, 8);
        CHECK(n >= 2 && l[0].type == RACE_A_ROUT);
        if (n >= 1)
            CHECK_INT(do_act(st, l[0]), 0);
    }
    CHECK_INT(st->rout, -1);
    CHECK_INT(st->unit[u].sup, 1);
    CHECK(st->unit[u].cell != from);
    CHECK(dist(st, from, st->unit[u].cell) == 1);
    /* it fell back: further from the legation than before */
    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int a = dist(st, from, st->legation[i]), b = dist(st, st->unit[u].cell, st->legation[i]);
        if (a < before) before = a;
        if (b < after) after = b;
    }
    CHECK(after > before);
    race_free(st);
}

static void rally_rout_nowhere(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_RALLY);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1007"), c = C(st, "1007"), d;

    for (d = 0; d < HEX_DIRS; d++)
        st->cell[st->nb[c][d]].counter = RACE_C_IMPASSABLE;
    st->unit[u].sup = 2;
    force(st, 10, 0);
    CHECK_INT(do_act(st, act(RACE_A_RALLY, u, -1, -1, -1, -1)), 0);
    CHECK_STR(st->roll[0].result, "routs");
    /* nowhere to go: it stays, and a rout removes (and adds) no markers */
    CHECK_INT(st->unit[u].cell, c);
    CHECK_INT(st->unit[u].sup, 2);
    CHECK_INT(st->unit[u].pinned, 0);
    race_free(st);
}

static void end_phase_rallies_the_rest(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_RALLY);
    int a = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1007");
    int b = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1207");

    st->unit[a].sup = 1;
    st->unit[b].sup = 1;
    force(st, 2, 3);
    CHECK_INT(do_act(st, act(RACE_A_END_PHASE, -1, -1, -1, -1, -1)), 0);
    CHECK_INT(st->unit[a].sup, 0);
    CHECK_INT(st->unit[b].sup, 0);
    CHECK(st->phase != RACE_PH_RALLY);
    race_free(st);
}

/* ---- artillery --------------------------------------------------------- */

/* Fire from 1010 at a counter placed at `at`; returns the roll total. */
static int fire_once(int counter, const char *at, int face, int *csup, int *gone,
                     int *dry, int with_wall)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ARTILLERY);
    int u = add_unit(st, RACE_BRITISH, RACE_ARTILLERY, "1010"), t = C(st, at), total;

    put(st, at, counter);
    if (with_wall)
        wall(st, "1010", "1011");
    force(st, face, 0);
    CHECK(listed(st, act(RACE_A_FIRE, u, -1, -1, t, -1)));
    CHECK_INT(do_act(st, act(RACE_A_FIRE, u, -1, -1, t, -1)), 0);
    total = st->roll[0].total;
    CHECK_INT(st->roll[0].kind, RACE_ROLL_ARTILLERY);
    *csup = st->cell[t].csup;
    *gone = st->cell[t].counter == RACE_C_NONE;
    *dry = st->unit[u].no_ammo;
    race_free(st);
    return total;
}

static void artillery_table_and_modifiers(void)
{
    int csup, gone, dry;

    /* adjacent Boxers: no modifier; 5 destroys */
    CHECK_INT(fire_once(RACE_C_BOXER, "1011", 5, &csup, &gone, &dry, 0), 5);
    CHECK(gone && !dry);
    /* adjacent Qing: +1, so 5 becomes 6: out of ammunition */
    CHECK_INT(fire_once(RACE_C_QING, "1011", 5, &csup, &gone, &dry, 0), 6);
    CHECK(!gone && dry && csup == 0);
    /* Qing artillery counts as Qing too */
    CHECK_INT(fire_once(RACE_C_QING_ART, "1011", 1, &csup, &gone, &dry, 0), 2);
    CHECK(gone);
    /* two hexes away: +1; 6 becomes 7: suppressed */
    CHECK_INT(fire_once(RACE_C_BOXER, "1012", 6, &csup, &gone, &dry, 0), 7);
    CHECK(!gone && csup == 1 && !dry);
    /* three hexes away: +2; 7 becomes 9: unaffected */
    CHECK_INT(fire_once(RACE_C_BOXER, "1013", 7, &csup, &gone, &dry, 0), 9);
    CHECK(!gone && csup == 0);
    /* behind a wall: +1 */
    CHECK_INT(fire_once(RACE_C_BOXER, "1011", 5, &csup, &gone, &dry, 1), 6);
    CHECK(dry && !gone);
    /* everything at once: Qing, 3 hexes, wall: 1 + 4 = 5, still destroyed */
    CHECK_INT(fire_once(RACE_C_QING, "1013", 1, &csup, &gone, &dry, 1), 5);
    CHECK(gone);
}

static void artillery_limits(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ARTILLERY);
    int u = add_unit(st, RACE_BRITISH, RACE_ARTILLERY, "1010");
    int t = add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    char why[200];
    race_action a;

    (void)t;
    put(st, "1014", RACE_C_BOXER);  /* 4 hexes: out of range */
    put(st, "1011", RACE_C_IMPASSABLE);
    put(st, "1012", RACE_C_BOXER);
    st->cell[C(st, "1012")].scouted = 0;
    a = act(RACE_A_FIRE, u, -1, -1, C(st, "1014"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "3 hexes");
    a.to = C(st, "1011");
    CHECK(!race_check(st, &a, why, sizeof why));
    a.to = C(st, "1012");
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "scouted hex");
    st->cell[C(st, "1012")].scouted = 1;
    CHECK(race_check(st, &a, why, sizeof why));
    st->unit[u].sup = 1;
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "suppression markers");
    st->unit[u].sup = 0;
    st->unit[u].no_ammo = 1;
    CHECK(!race_check(st, &a, why, sizeof why));
    st->unit[u].no_ammo = 0;
    /* troops cannot fire */
    a.unit = t;
    CHECK(!race_check(st, &a, why, sizeof why));
    race_free(st);
}

/* ---- breach ------------------------------------------------------------ */

static void breach_table(void)
{
    static const struct { int kind, face, breached, total; } t[] = {
        { RACE_TROOPS, 5, 0, 5 }, { RACE_TROOPS, 6, 1, 6 },
        { RACE_ARTILLERY, 3, 0, 5 }, { RACE_ARTILLERY, 4, 1, 6 },
    };
    int i;

    for (i = 0; i < 4; i++) {
        race_state *st = board(RACE_AMERICANS, RACE_PH_BREACH);
        int u = add_unit(st, RACE_AMERICANS, t[i].kind, "1010");
        int c = C(st, "1010"), m = C(st, "1011"), d = side_dir(st, c, m);

        wall(st, "1010", "1011");
        force(st, t[i].face, 0);
        CHECK(listed(st, act(RACE_A_BREACH, u, -1, -1, -1, d)));
        CHECK_INT(do_act(st, act(RACE_A_BREACH, u, -1, -1, -1, d)), 0);
        CHECK_INT(st->roll[0].total, t[i].total);
        CHECK_INT(race_side_closed(st, c, m), !t[i].breached);
        CHECK_INT(race_side_closed(st, m, c), !t[i].breached);
        race_free(st);
    }
}

static void breach_limits(void)
{
    race_state *st = board(RACE_AMERICANS, RACE_PH_BREACH);
    int u = add_unit(st, RACE_AMERICANS, RACE_TROOPS, "1010");
    int d = side_dir(st, C(st, "1010"), C(st, "1011"));
    race_action a = act(RACE_A_BREACH, u, -1, -1, -1, d);
    char why[200];

    /* no wall there */
    CHECK(!race_check(st, &a, why, sizeof why));
    wall(st, "1010", "1011");
    st->unit[u].sup = 1;
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "suppression markers");
    st->unit[u].sup = 0;
    CHECK(race_check(st, &a, why, sizeof why));
    force(st, 1, 0);
    CHECK_INT(do_act(st, a), 0);
    /* one attempt a turn */
    CHECK(!race_check(st, &a, why, sizeof why));
    race_free(st);
}

/* ---- rebel phase ------------------------------------------------------- */

static void activation_table(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    int c = C(st, "1010");
    race_action a = act(RACE_A_ACTIVATE, -1, -1, c, -1, -1);
    char why[200];

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0505");
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0707");  /* keeps the turn open */
    put(st, "1010", RACE_C_BOXER);
    put(st, "2020", RACE_C_BOXER);                    /* keeps the phase open */
    force(st, 4, 0);
    CHECK_INT(do_act(st, a), 0);
    CHECK_INT(st->pending, -1);
    CHECK_STR(st->roll[0].result, "does not act");
    /* one roll per unit and turn */
    CHECK(!race_check(st, &a, why, sizeof why));
    st->cell[c].ctried = 0;
    force(st, 3, 0);
    CHECK_INT(do_act(st, a), 0);
    CHECK_INT(st->pending, c);
    /* while it waits, nothing else is legal but its orders */
    a = act(RACE_A_END_PHASE, -1, -1, -1, -1, -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK(listed(st, act(RACE_A_REBEL_HOLD, -1, -1, c, -1, -1)));
    CHECK(listed(st, act(RACE_A_REBEL_MOVE, -1, -1, c, C(st, "1011"), -1)));
    CHECK_INT(do_act(st, act(RACE_A_REBEL_MOVE, -1, -1, c, C(st, "1011"), -1)), 0);
    CHECK_INT(st->cell[c].counter, RACE_C_NONE);
    CHECK_INT(st->cell[C(st, "1011")].counter, RACE_C_BOXER);
    CHECK_INT(st->pending, -1);
    race_free(st);
}

static void activation_of_suppressed_unit(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    int c = C(st, "1010");

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1011");
    put(st, "1010", RACE_C_QING);
    st->cell[c].csup = 2;
    force(st, 1, 0);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, c, -1, -1)), 0);
    CHECK_INT(st->cell[c].csup, 1);
    CHECK_INT(st->pending, -1);
    race_free(st);
}

/* What a Chinese attack did: both combat rolls and their effects. */
typedef struct raid {
    int loss_total, hit_total, unit_sup, unit_alive, chinese_left, csup, unit_cell;
} raid;

/* An activated Chinese unit of this kind at `from` (csup markers) attacks
 * the Russian unit at 1011 (sup markers); the activation die is 1, then
 * the two combat dice are forced: `loss` for the Chinese unit, `hit` for
 * the Russian one. */
static raid chinese_attack(int kind, const char *from, int csup, int sup, int loss, int hit)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    int u = add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1011"), c = C(st, from);
    int faces[3] = { 1, loss, hit };
    raid r;

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");  /* keeps the turn open */
    st->unit[u].sup = (unsigned char)sup;
    put(st, from, kind);
    dice_force(&st->dice, faces, 3);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, c, -1, -1)), 0);
    CHECK_INT(st->pending, c);
    /* markers on the Chinese unit are put on only now: one activated with
     * markers would have spent its activation removing one */
    st->cell[c].csup = (unsigned char)csup;
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, c, C(st, "1011"), -1)));
    CHECK_INT(do_act(st, act(RACE_A_REBEL_ATTACK, -1, -1, c, C(st, "1011"), -1)), 0);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(st->nroll, 2);
    CHECK_INT(st->roll[0].kind, RACE_ROLL_CHINESE_LOSS);
    CHECK_INT(st->roll[1].kind, kind == RACE_C_QING_ART ? RACE_ROLL_CHINESE_FIRE
                                                        : RACE_ROLL_CHINESE_ATTACK);
    r.loss_total = st->roll[0].total;
    r.hit_total = st->roll[1].total;
    r.unit_sup = st->unit[u].sup;
    r.unit_alive = st->unit[u].alive;
    r.unit_cell = st->unit[u].cell;
    r.chinese_left = st->cell[c].counter == kind;
    r.csup = st->cell[c].csup;
    race_free(st);
    return r;
}

/* A Chinese attack is settled by the two combat rolls: the first for the
 * Chinese unit (1-5 destroyed, 6-8 suppressed, 9+ unaffected; +1 Qing,
 * -1 per its marker), the second for the foreign one (1-7 unaffected,
 * 8-10 suppressed, 11+ destroyed; +1 per its marker, +1 Qing artillery). */
static void chinese_attacks(void)
{
    raid r;

    /* Boxers: no modifiers. 9 leaves them be, 7 leaves the target be */
    r = chinese_attack(RACE_C_BOXER, "1010", 0, 0, 9, 7);
    CHECK(r.loss_total == 9 && r.hit_total == 7);
    CHECK(r.chinese_left && r.csup == 0 && r.unit_alive && r.unit_sup == 0);
    /* 8 hits back and suppresses them; 8 suppresses the target */
    r = chinese_attack(RACE_C_BOXER, "1010", 0, 0, 8, 8);
    CHECK(r.chinese_left && r.csup == 1 && r.unit_sup == 1);
    /* 6 suppresses, 10 still only suppresses */
    r = chinese_attack(RACE_C_BOXER, "1010", 0, 0, 6, 10);
    CHECK(r.csup == 1 && r.unit_sup == 1 && r.unit_alive);
    /* 5 destroys the attackers (to the discards); the target is unharmed
     * and stays where it is */
    r = chinese_attack(RACE_C_BOXER, "1010", 0, 0, 5, 1);
    CHECK(!r.chinese_left && r.unit_alive && r.unit_sup == 0);
    /* Qing: +1 on their own roll (5 becomes 6), nothing on the target's */
    r = chinese_attack(RACE_C_QING, "1010", 0, 0, 5, 7);
    CHECK_INT(r.loss_total, 6);
    CHECK_INT(r.hit_total, 7);
    CHECK(r.chinese_left && r.csup == 1 && r.unit_sup == 0);
    /* -1 per marker the Chinese unit carries: 6 - 1 = 5 destroys */
    r = chinese_attack(RACE_C_BOXER, "1010", 1, 0, 6, 1);
    CHECK_INT(r.loss_total, 5);
    CHECK(!r.chinese_left);
    /* +1 per marker on the target: 9 + 2 = 11 destroys it */
    r = chinese_attack(RACE_C_BOXER, "1010", 0, 2, 9, 9);
    CHECK_INT(r.hit_total, 11);
    CHECK(!r.unit_alive && r.unit_cell == -1);
    /* Qing artillery two hexes off: +1 Qing on its roll, +1 Qing artillery
     * on the target's: 9 becomes 10 (suppressed), 10 becomes 11 */
    r = chinese_attack(RACE_C_QING_ART, "1009", 0, 0, 4, 9);
    CHECK_INT(r.loss_total, 5);
    CHECK_INT(r.hit_total, 10);
    CHECK(!r.chinese_left && r.unit_sup == 1 && r.unit_alive);
    r = chinese_attack(RACE_C_QING_ART, "1009", 0, 0, 9, 10);
    CHECK_INT(r.hit_total, 11);
    CHECK(!r.unit_alive && r.chinese_left);
}

static void chinese_targets(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_REBEL);
    int gun = C(st, "1010");

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1012");   /* 2 away */
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "1011");    /* own, 1 away: a target too */
    add_unit(st, RACE_JAPANESE, RACE_TROOPS, "0910");   /* 1 away: the closest */
    put(st, "1010", RACE_C_QING_ART);
    force(st, 1, 0);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, gun, -1, -1)), 0);
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "0910"), -1)));
    CHECK(!listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1012"), -1)));
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1011"), -1)));
    race_free(st);

    /* the guns aim at the closest foreign unit of any nation: with the
     * active player's own unit nearer, the rival 2 hexes off is safe and
     * the own unit is the only target */
    st = board(RACE_BRITISH, RACE_PH_REBEL);
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1012");   /* 2 away */
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "1011");    /* own, 1 away */
    put(st, "1010", RACE_C_QING_ART);
    force(st, 1, 0);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, gun, -1, -1)), 0);
    CHECK(!listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1012"), -1)));
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1011"), -1)));
    {
        race_action a = act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1012"), -1);
        char why[200];
        CHECK(!race_check(st, &a, why, sizeof why));
        CHECK_CONTAINS(why, "closest");
    }
    race_free(st);
    /* with nobody nearer, a rival 2 hexes off is in range; 3 is not */
    st = board(RACE_BRITISH, RACE_PH_REBEL);
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1012");   /* 2 away */
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1013");   /* 3 away */
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    put(st, "1010", RACE_C_QING_ART);
    force(st, 1, 0);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, gun, -1, -1)), 0);
    CHECK(listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1012"), -1)));
    CHECK(!listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, gun, C(st, "1013"), -1)));
    race_free(st);

    /* Boxers do not attack across an unbreached wall */
    st = board(RACE_BRITISH, RACE_PH_REBEL);
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1011");
    put(st, "1010", RACE_C_BOXER);
    wall(st, "1010", "1011");
    force(st, 1, 0);
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, C(st, "1010"), -1, -1)), 0);
    CHECK(!listed(st, act(RACE_A_REBEL_ATTACK, -1, -1, C(st, "1010"), C(st, "1011"), -1)));
    CHECK(listed(st, act(RACE_A_REBEL_HOLD, -1, -1, C(st, "1010"), -1, -1)));
    race_free(st);
}

/* ---- movement ---------------------------------------------------------- */

/* First step of a unit from 1010 to 1011; returns the roll modifier and
 * the steps left after it (-1 if it did not move). */
static int move_roll(int nation, int kind, int face, int *steps_left, int past)
{
    race_state *st = board(nation, RACE_PH_ACTION);
    int u = add_unit(st, nation, kind, "1010"), mod;

    if (past)  /* a Boxer beside both 1010 and 1011 */
        put(st, "0911", RACE_C_BOXER);
    add_unit(st, nation, RACE_TROOPS, "0505");  /* keeps the phase open */
    force(st, face, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(st->roll[0].kind, RACE_ROLL_MOVE);
    mod = st->roll[0].mod;
    *steps_left = st->unit[u].cell == C(st, "1011") ? st->unit[u].steps : -1;
    race_free(st);
    return mod;
}

static void movement_table_and_modifiers(void)
{
    int left;

    CHECK_INT(move_roll(RACE_BRITISH, RACE_TROOPS, 2, &left, 0), 0);
    CHECK_INT(left, -1);
    CHECK_INT(move_roll(RACE_BRITISH, RACE_TROOPS, 3, &left, 0), 0);
    CHECK_INT(left, 0);
    CHECK_INT(move_roll(RACE_BRITISH, RACE_TROOPS, 7, &left, 0), 0);
    CHECK_INT(left, 0);
    CHECK_INT(move_roll(RACE_BRITISH, RACE_TROOPS, 8, &left, 0), 0);
    CHECK_INT(left, 1);
    /* artillery -1 */
    CHECK_INT(move_roll(RACE_BRITISH, RACE_ARTILLERY, 8, &left, 0), -1);
    CHECK_INT(left, 0);
    CHECK_INT(move_roll(RACE_RUSSIANS, RACE_ARTILLERY, 3, &left, 0), -1);
    CHECK_INT(left, -1);
    /* Japanese troops -1, their artillery only the artillery -1 */
    CHECK_INT(move_roll(RACE_JAPANESE, RACE_TROOPS, 3, &left, 0), -1);
    CHECK_INT(left, -1);
    CHECK_INT(move_roll(RACE_JAPANESE, RACE_ARTILLERY, 8, &left, 0), -1);
    /* Americans +1, on artillery too */
    CHECK_INT(move_roll(RACE_AMERICANS, RACE_TROOPS, 7, &left, 0), 1);
    CHECK_INT(left, 1);
    CHECK_INT(move_roll(RACE_AMERICANS, RACE_TROOPS, 2, &left, 0), 1);
    CHECK_INT(left, 0);
    CHECK_INT(move_roll(RACE_AMERICANS, RACE_ARTILLERY, 8, &left, 0), 0);
    CHECK_INT(left, 1);
    /* moving past a Chinese unit -1 */
    CHECK_INT(move_roll(RACE_BRITISH, RACE_TROOPS, 8, &left, 1), -1);
    CHECK_INT(left, 0);
}

static void moving_past_a_rival(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010");

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0911");    /* beside both hexes */
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "1111");     /* own: no penalty */
    force(st, 5, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(st->roll[0].mod, -1);
    CHECK_CONTAINS(st->roll[0].result, "moves 1");
    race_free(st);
}

static void second_step_and_limits(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010");
    int v = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1013");
    race_action a;
    char why[200];

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1210");
    force(st, 9, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(st->unit[u].steps, 1);
    /* the second step rolls nothing */
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1012"), -1)), 0);
    CHECK_INT(st->nroll, 1);
    a = act(RACE_A_MOVE, u, -1, -1, C(st, "1013"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "no movement left");
    /* limits on the other unit */
    put(st, "1014", RACE_C_IMPASSABLE);
    a = act(RACE_A_MOVE, v, -1, -1, C(st, "1014"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "impassable");
    a.to = C(st, "1012");                 /* occupied by our own unit */
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "share a hex");
    a.to = C(st, "1015");                 /* two hexes: one step at a time */
    CHECK(!race_check(st, &a, why, sizeof why));
    st->cell[C(st, "0913")].scouted = 0;
    a.to = C(st, "0913");
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "unknown");
    wall(st, "1013", "1113");
    a.to = C(st, "1113");
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "wall");
    st->unit[v].sup = 1;
    a.to = C(st, "0914");
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "suppression markers");
    race_free(st);

    /* artillery that fired cannot move */
    st = board(RACE_BRITISH, RACE_PH_ACTION);
    u = add_unit(st, RACE_BRITISH, RACE_ARTILLERY, "1010");
    st->unit[u].fired = 1;
    a = act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "fired or worked on a wall");
    race_free(st);
}

/* ---- combat ------------------------------------------------------------ */

typedef struct fight {
    int attack_total, defence_total, chinese_left, csup, unit_sup, unit_alive;
    int entered;  /* took the hex: 1 when it was offered and taken */
    int offered;  /* the advance was offered (a legal move into the hex) */
} fight;

/* Unit at 1010, with a step left from its movement roll, enters the
 * Chinese unit's hex 1011; the two combat dice are forced. */
static fight combat(int counter, int csup, int atk, int def)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010"), t = C(st, "1011");
    int faces[2] = { atk, def };
    fight f;

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    put(st, "1011", counter);
    st->cell[t].csup = (unsigned char)csup;
    st->unit[u].rolled = 1;
    st->unit[u].steps = 1;
    dice_force(&st->dice, faces, 2);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, t, -1)), 0);
    f.attack_total = st->roll[0].total;
    f.defence_total = st->roll[1].total;
    f.chinese_left = st->cell[t].counter != RACE_C_NONE;
    f.csup = st->cell[t].csup;
    f.unit_sup = st->unit[u].sup;
    f.unit_alive = st->unit[u].alive;
    /* the fight itself never moves the unit */
    CHECK(!st->unit[u].alive || st->unit[u].cell == C(st, "1010"));
    f.offered = listed(st, act(RACE_A_MOVE, u, -1, -1, t, -1));
    f.entered = 0;
    if (f.offered) {
        CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, t, -1)), 0);
        CHECK_INT(st->nroll, 2);  /* the advance rolls no die */
        f.entered = st->unit[u].cell == t;
    }
    CHECK_INT(st->roll[0].kind, RACE_ROLL_ATTACK);
    CHECK_INT(st->roll[1].kind, RACE_ROLL_DEFENCE);
    CHECK(st->unit[u].fought);
    race_free(st);
    return f;
}

static void combat_tables(void)
{
    fight f;

    /* Boxers: 5 destroys, defence 7 unaffected: the unit may move in */
    f = combat(RACE_C_BOXER, 0, 5, 7);
    CHECK(!f.chinese_left && f.offered && f.entered && f.unit_sup == 0);
    /* 6 suppresses, defence 8 suppresses ours */
    f = combat(RACE_C_BOXER, 0, 6, 8);
    CHECK(f.chinese_left && f.csup == 1 && !f.entered && f.unit_sup == 1);
    /* 8 still suppresses, 9 leaves it unaffected; defence 10 suppresses */
    f = combat(RACE_C_BOXER, 0, 8, 10);
    CHECK(f.csup == 1 && f.unit_sup == 1);
    f = combat(RACE_C_BOXER, 0, 9, 1);
    CHECK(f.chinese_left && f.csup == 0 && f.unit_alive && !f.offered);
    /* Qing +1: 5 becomes 6 */
    f = combat(RACE_C_QING, 0, 5, 1);
    CHECK_INT(f.attack_total, 6);
    CHECK(f.chinese_left && f.csup == 1);
    /* -1 per marker on the Chinese unit: 7 - 2 = 5 destroys */
    f = combat(RACE_C_BOXER, 2, 7, 1);
    CHECK_INT(f.attack_total, 5);
    CHECK(!f.chinese_left && f.entered);
    /* destroyed but our unit suppressed: it may not move in */
    f = combat(RACE_C_BOXER, 0, 1, 9);
    CHECK(!f.chinese_left && !f.offered && f.unit_sup == 1);
    /* Qing artillery +1 on the defence: 10 becomes 11, destroyed */
    f = combat(RACE_C_QING_ART, 0, 9, 10);
    CHECK_INT(f.defence_total, 11);
    CHECK(!f.unit_alive);
}

static void no_move_after_fighting(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010");
    int f[3] = { 9, 1, 1 };                  /* two steps; destroy it, unharmed */
    race_action a;
    char why[200];

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    put(st, "1011", RACE_C_BOXER);
    dice_force(&st->dice, f, 3);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(st->unit[u].cell, C(st, "1010"));
    /* the step it had left is gone: only the advance is offered */
    a = act(RACE_A_MOVE, u, -1, -1, C(st, "0910"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "after fighting");
    CHECK_INT(race_unit_actions(st, u, NULL, 0), 0);
    {
        race_action l[16];
        CHECK_INT(race_unit_actions(st, u, l, 16), 1);
        CHECK(l[0].type == RACE_A_MOVE && l[0].to == C(st, "1011"));
    }
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(st->unit[u].cell, C(st, "1011"));
    CHECK_INT(st->unit[u].advance, 0);
    a = act(RACE_A_MOVE, u, -1, -1, C(st, "1012"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "after fighting");
    race_free(st);
}

/* The advance is a choice: the unit may stay, and the offer ends with the
 * turn; another unit may take the cleared hex first. */
static void advance_is_optional(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010");
    int v = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1111");
    int f[4] = { 5, 1, 1, 8 };  /* one step; destroy, unharmed; v moves 2 */
    race_action a;
    char why[200];

    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0505");
    put(st, "1011", RACE_C_BOXER);
    dice_force(&st->dice, f, 4);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK(st->unit[u].advance);
    /* the friend beside it walks into the cleared hex first */
    CHECK_INT(do_act(st, act(RACE_A_MOVE, v, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(st->unit[v].cell, C(st, "1011"));
    a = act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    CHECK_CONTAINS(why, "share a hex");
    race_free(st);

    /* staying: ending the phase leaves it where it stood, and the offer is
     * gone on its next turn */
    st = board(RACE_BRITISH, RACE_PH_ACTION);
    u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0505");
    put(st, "1011", RACE_C_BOXER);
    {
        int g[3] = { 5, 1, 1 };
        dice_force(&st->dice, g, 3);
    }
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK(listed(st, act(RACE_A_MOVE, u, -1, -1, C(st, "1011"), -1)));
    CHECK_INT(do_act(st, act(RACE_A_END_PHASE, -1, -1, -1, -1, -1)), 0);
    CHECK_INT(st->unit[u].cell, C(st, "1010"));
    CHECK_INT(st->unit[u].advance, 0);
    race_free(st);
}

/* ---- scouting ---------------------------------------------------------- */

static void scouting(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010"), to = C(st, "1011"), d;
    int around[HEX_DIRS], n = 0, disc, boxers = 0, imp = 0, empty = 0;

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    for (d = 0; d < HEX_DIRS; d++) {
        int m = st->nb[to][d];
        if (m >= 0 && st->cell[m].unit < 0) {
            st->cell[m].scouted = 0;
            around[n++] = m;
        }
    }
    CHECK_INT(n, 5);
    /* the top of the pile, in draw order: Boxers, Empty, Impassable, ... */
    deck_push(&st->pile, RACE_C_BOXER);
    deck_push(&st->pile, RACE_C_IMPASSABLE);
    deck_push(&st->pile, RACE_C_EMPTY);
    deck_push(&st->pile, RACE_C_EMPTY);
    deck_push(&st->pile, RACE_C_BOXER);
    disc = st->pile.ndiscard;
    force(st, 5, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, to, -1)), 0);
    for (d = 0; d < n; d++) {
        CHECK(st->cell[around[d]].scouted);
        boxers += st->cell[around[d]].counter == RACE_C_BOXER;
        imp += st->cell[around[d]].counter == RACE_C_IMPASSABLE;
        empty += st->cell[around[d]].counter == RACE_C_NONE;
    }
    CHECK_INT(boxers, 2);
    CHECK_INT(imp, 1);
    CHECK_INT(empty, 2);
    /* empty areas go straight to the discards */
    CHECK_INT(st->pile.ndiscard, disc + 2);
    race_free(st);
}

static void pile_refills_from_discards(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    int u = add_unit(st, RACE_BRITISH, RACE_TROOPS, "1010"), to = C(st, "1011");

    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    deck_clear(&st->pile);
    deck_discard(&st->pile, RACE_C_QING);
    st->cell[C(st, "1012")].scouted = 0;
    force(st, 5, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, to, -1)), 0);
    CHECK_INT(st->cell[C(st, "1012")].counter, RACE_C_QING);
    CHECK_INT(st->pile.ndiscard, 0);
    race_free(st);
}

static void destroyed_chinese_go_to_the_discards(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ARTILLERY);
    int u = add_unit(st, RACE_BRITISH, RACE_ARTILLERY, "1010"), disc = st->pile.ndiscard;

    put(st, "1011", RACE_C_BOXER);
    force(st, 1, 0);
    CHECK_INT(do_act(st, act(RACE_A_FIRE, u, -1, -1, C(st, "1011"), -1)), 0);
    CHECK_INT(st->pile.ndiscard, disc + 1);
    CHECK_INT(st->pile.discard[st->pile.ndiscard - 1], RACE_C_BOXER);
    race_free(st);
}

/* ---- reserve rule ------------------------------------------------------ */

static void reserve_rule(void)
{
    race_state *st = board(RACE_RUSSIANS, RACE_PH_ACTION);
    int h = add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1010");
    int s = add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1011");
    int r = add_unit(st, RACE_JAPANESE, RACE_TROOPS, "0910");
    race_action a = act(RACE_A_SWAP, h, -1, -1, -1, -1);
    char why[200];
    long uses;

    st->unit[s].sup = 1;
    st->unit[r].sup = 1;
    a.other = r;  /* another nation's unit: no */
    CHECK(!race_check(st, &a, why, sizeof why));
    a.other = s;
    st->unit[s].pinned = 1;
    CHECK(!race_check(st, &a, why, sizeof why));
    st->unit[s].pinned = 0;
    wall(st, "1010", "1011");
    CHECK(!race_check(st, &a, why, sizeof why));
    hex_side_set(&st->grid, hex_at(&st->grid, C(st, "1010")),
                 side_dir(st, C(st, "1010"), C(st, "1011")), RACE_LAYER_BREACH, 1);
    CHECK(listed(st, a));
    uses = (long)st->dice.r.uses;
    CHECK_INT(do_act(st, a), 0);
    CHECK_INT((long)st->dice.r.uses, uses);   /* no dice */
    CHECK_INT(st->unit[h].cell, C(st, "1011"));
    CHECK_INT(st->unit[s].cell, C(st, "1010"));
    CHECK_INT(st->cell[C(st, "1011")].unit, h);
    CHECK(st->unit[h].swapped && st->unit[s].swapped);
    /* it counts as the move of both */
    a = act(RACE_A_MOVE, h, -1, -1, C(st, "1012"), -1);
    CHECK(!race_check(st, &a, why, sizeof why));
    race_free(st);
}

/* ---- turn order and the end ------------------------------------------- */

static void turn_order(void)
{
    errs e;
    int seats[RACE_NATIONS] = { 0, 0, 0, 0 }, order[8], i;
    race_state *st;

    errs_clear(&e);
    st = race_new(".", "peking-1900", seats, 3, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    CHECK_INT(st->active, RACE_RUSSIANS);
    CHECK_INT(race_rules.seat_to_move(st), RACE_RUSSIANS);
    for (i = 0; i < 5; i++) {
        long t = st->turns;
        order[i] = st->active;
        while (st->turns == t && st->result == RACE_RES_NONE) {
            race_action a = act(RACE_A_END_PHASE, -1, -1, -1, -1, -1);
            if (st->pending >= 0)
                a = act(RACE_A_REBEL_HOLD, -1, -1, st->pending, -1, -1);
            CHECK_INT(do_act(st, a), 0);
        }
    }
    CHECK_INT(order[0], RACE_RUSSIANS);
    CHECK_INT(order[1], RACE_JAPANESE);
    CHECK_INT(order[2], RACE_AMERICANS);
    CHECK_INT(order[3], RACE_BRITISH);
    CHECK_INT(order[4], RACE_RUSSIANS);
    CHECK_INT(st->round, 2);
    race_free(st);

    /* empty seats never move; their armies are not on the map */
    seats[RACE_RUSSIANS] = RACE_SEAT_EMPTY;
    seats[RACE_AMERICANS] = RACE_SEAT_EMPTY;
    st = race_new(".", "peking-1900", seats, 3, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    CHECK_INT(st->active, RACE_JAPANESE);
    for (i = 0; i < st->nunits; i++)
        CHECK(st->unit[i].nation == RACE_BRITISH || st->unit[i].nation == RACE_JAPANESE);
    CHECK_INT(st->nunits, 9 + 21);
    race_free(st);

    /* fewer than two armies: refused */
    seats[RACE_BRITISH] = RACE_SEAT_EMPTY;
    errs_clear(&e);
    CHECK(race_new(".", "peking-1900", seats, 3, &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "at least 2");
}

/* Put units of the given nations into the legation hexes 0..n-1 (by
 * moving them there directly) and make the last one step in. */
/* Three legation hexes held, a fourth unit steps into the last one. */
static void fill_legation(race_state *st, int intruder, int *unit, int *last)
{
    int i, k, d, from = -1;
    char lab[8];

    /* the last hex: one with a free neighbour outside through an open side */
    for (k = 0; k < RACE_LEGATION_HEXES && from < 0; k++)
        for (d = 0; d < HEX_DIRS; d++) {
            int m = st->nb[st->legation[k]][d];
            if (m >= 0 && st->cell[m].terrain != RACE_LEGATION &&
                st->cell[m].terrain != RACE_PALACE &&
                !race_side_closed(st, st->legation[k], m)) {
                from = m;
                *last = st->legation[k];
                break;
            }
        }
    CHECK(from >= 0);
    for (i = 0, k = 0; i < RACE_LEGATION_HEXES; i++) {
        if (st->legation[i] == *last)
            continue;
        race_cell_label(st, st->legation[i], lab, sizeof lab);
        add_unit(st, k++ == 0 ? intruder : RACE_JAPANESE, RACE_TROOPS, lab);
    }
    race_cell_label(st, from, lab, sizeof lab);
    *unit = add_unit(st, RACE_JAPANESE, RACE_TROOPS, lab);
}

static void victory(void)
{
    race_state *st = board(RACE_JAPANESE, RACE_PH_ACTION);
    int u, last;
    char out[64];

    fill_legation(st, RACE_JAPANESE, &u, &last);
    CHECK(!race_rules.outcome(st, out, sizeof out));
    force(st, 5, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, last, -1)), 0);
    CHECK_INT(st->result, RACE_RES_TOTAL);
    CHECK_INT(st->winner, RACE_JAPANESE);
    CHECK(race_rules.outcome(st, out, sizeof out));
    CHECK_STR(out, "japanese-victory");
    CHECK_INT(race_rules.seat_to_move(st), -1);
    CHECK_INT(race_legal_actions(st, NULL, 0), 0);
    race_free(st);

    /* the same with one British unit inside: shared */
    st = board(RACE_JAPANESE, RACE_PH_ACTION);
    fill_legation(st, RACE_BRITISH, &u, &last);
    force(st, 5, 0);
    CHECK_INT(do_act(st, act(RACE_A_MOVE, u, -1, -1, last, -1)), 0);
    CHECK_INT(st->result, RACE_RES_SHARED);
    CHECK_INT(st->winner, -1);
    CHECK(race_rules.outcome(st, out, sizeof out));
    CHECK_STR(out, "shared-victory");
    race_free(st);
}

static void each_total_victory_name(void)
{
    static const char *const names[RACE_NATIONS] = {
        "british-victory", "russian-victory", "japanese-victory", "american-victory"
    };
    int n;

    for (n = 0; n < RACE_NATIONS; n++) {
        race_state *st = board(n, RACE_PH_ACTION);
        st->result = RACE_RES_TOTAL;
        st->winner = n;
        CHECK_STR(race_result_name(st), names[n]);
        race_free(st);
    }
}

static void no_result(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    char out[64];

    /* the round cap: the British close round cap, the Russians would open
     * the next one */
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0707");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0709");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0711");
    st->round = st->round_cap;
    CHECK_INT(do_act(st, act(RACE_A_END_PHASE, -1, -1, -1, -1, -1)), 0);
    CHECK_INT(st->result, RACE_RES_NORESULT);
    CHECK(race_rules.outcome(st, out, sizeof out));
    CHECK_STR(out, "no-result");
    race_free(st);

    /* fewer than four foreign units left */
    st = board(RACE_BRITISH, RACE_PH_REBEL);
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0505");
    add_unit(st, RACE_BRITISH, RACE_TROOPS, "0507");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "0709");
    add_unit(st, RACE_RUSSIANS, RACE_TROOPS, "1011");
    st->unit[3].sup = 3;
    put(st, "1010", RACE_C_BOXER);
    {
        int f[3] = { 1, 9, 10 };  /* activated; Boxers unaffected; 10 + 3 */
        dice_force(&st->dice, f, 3);
    }
    CHECK_INT(do_act(st, act(RACE_A_ACTIVATE, -1, -1, C(st, "1010"), -1, -1)), 0);
    CHECK_INT(do_act(st, act(RACE_A_REBEL_ATTACK, -1, -1, C(st, "1010"), C(st, "1011"), -1)), 0);
    CHECK_INT(st->result, RACE_RES_NORESULT);
    race_free(st);
}

/* ---- JSON and the log ------------------------------------------------- */

static void json_actions(void)
{
    race_state *st = board(RACE_JAPANESE, RACE_PH_ACTION);
    int u = add_unit(st, RACE_JAPANESE, RACE_TROOPS, "0612");
    race_action l[RACE_MAX_ACTIONS], back;
    cJSON *legal, *j, *bad;
    char why[200], *text;
    race_state *copy;
    int n, i;
    glog *log = glog_new(50);

    add_unit(st, RACE_JAPANESE, RACE_TROOPS, "0505");
    put(st, "0611", RACE_C_BOXER);
    /* every legal action survives the trip through JSON */
    n = race_legal_actions(st, l, RACE_MAX_ACTIONS);
    CHECK(n > 2);
    for (i = 0; i < n; i++) {
        j = race_action_json(st, &l[i]);
        CHECK_INT(race_action_from_json(st, j, &back, why, sizeof why), 0);
        CHECK(memcmp(&back, &l[i], sizeof back) == 0);
        cJSON_Delete(j);
    }
    legal = race_rules.legal(st);
    CHECK_INT(cJSON_GetArraySize(legal), n);
    cJSON_Delete(legal);
    /* the unit's own list holds its moves */
    legal = race_unit_legal_json(st, u);
    text = cJSON_PrintUnformatted(legal);
    CHECK_CONTAINS(text, "{\"type\":\"move\",\"unit\":0,\"to\":\"0611\"}");
    free(text);
    cJSON_Delete(legal);
    /* a refused action leaves the state exactly as it was */
    copy = malloc(sizeof *copy);
    memcpy(copy, st, sizeof *copy);
    bad = cJSON_Parse("{\"type\":\"move\",\"unit\":0,\"to\":\"0615\"}");
    CHECK_INT(race_rules.apply(st, bad, log, why, sizeof why), -1);
    CHECK_CONTAINS(why, "one hex at a time");
    CHECK(memcmp(copy, st, sizeof *copy) == 0);
    cJSON_Delete(bad);
    bad = cJSON_Parse("{\"type\":\"jump\"}");
    CHECK_INT(race_rules.apply(st, bad, log, why, sizeof why), -1);
    cJSON_Delete(bad);
    free(copy);
    /* the attack, with the sentence in the log */
    {
        int f[3] = { 5, 4, 7 };
        dice_force(&st->dice, f, 3);
    }
    j = cJSON_Parse("{\"type\":\"move\",\"unit\":0,\"to\":\"0611\"}");
    CHECK_INT(race_rules.apply(st, j, log, why, sizeof why), 0);
    cJSON_Delete(j);
    {
        int found = 0;
        for (i = 0; i < glog_count(log); i++)
            if (strstr(glog_get(log, i), "Japanese troops 0612 attack Boxers in 0611: "
                       "d10 4 +0 = 4: destroyed; defence d10 7 +0 = 7: unaffected"))
                found = 1;
        CHECK(found);
    }
    /* it stays until it takes the hex with a move */
    CHECK_INT(st->unit[u].cell, C(st, "0612"));
    j = cJSON_Parse("{\"type\":\"move\",\"unit\":0,\"to\":\"0611\"}");
    CHECK_INT(race_rules.apply(st, j, log, why, sizeof why), 0);
    cJSON_Delete(j);
    CHECK_INT(st->unit[u].cell, C(st, "0611"));
    glog_free(log);
    race_free(st);
}

static void legal_list_is_legal(void)
{
    errs e;
    race_state *st;
    int k, i, n, bad = 0, seats[RACE_NATIONS] = { 1, 1, 1, 1 };
    race_action l[RACE_MAX_ACTIONS];
    char why[200];

    errs_clear(&e);
    st = race_new(".", "peking-1900", seats, 11, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    for (k = 0; k < 3000 && st->result == RACE_RES_NONE; k++) {
        race_action a;
        n = race_legal_actions(st, l, RACE_MAX_ACTIONS);
        CHECK(n > 0);
        for (i = 0; i < n; i++)
            if (!race_check(st, &l[i], why, sizeof why))
                bad++;
        /* every unit's own list is part of the whole list */
        CHECK_INT(race_bot_choose(st, &a), 0);
        CHECK(race_check(st, &a, why, sizeof why));
        CHECK_INT(do_act(st, a), 0);
    }
    CHECK_INT(bad, 0);
    race_free(st);
}

static void state_json_has_the_board(void)
{
    race_state *st = board(RACE_BRITISH, RACE_PH_ACTION);
    cJSON *j;
    char *text;

    add_unit(st, RACE_BRITISH, RACE_ARTILLERY, "1010");
    put(st, "1011", RACE_C_QING);
    j = race_rules.state_json(st);
    text = cJSON_PrintUnformatted(j);
    CHECK_CONTAINS(text, "\"active\":\"british\"");
    CHECK_CONTAINS(text, "\"phase\":\"action\"");
    CHECK_CONTAINS(text, "{\"hex\":\"1011\",\"counter\":\"qing\",\"suppression\":0,\"tried\":false}");
    CHECK_CONTAINS(text, "\"kind\":\"artillery\",\"hex\":\"1010\"");
    free(text);
    cJSON_Delete(j);
    race_free(st);
}

int main(void)
{
    RUN(rally_table);
    RUN(rally_rout);
    RUN(rally_rout_nowhere);
    RUN(end_phase_rallies_the_rest);
    RUN(artillery_table_and_modifiers);
    RUN(artillery_limits);
    RUN(breach_table);
    RUN(breach_limits);
    RUN(activation_table);
    RUN(activation_of_suppressed_unit);
    RUN(chinese_attacks);
    RUN(chinese_targets);
    RUN(movement_table_and_modifiers);
    RUN(moving_past_a_rival);
    RUN(second_step_and_limits);
    RUN(combat_tables);
    RUN(no_move_after_fighting);
    RUN(advance_is_optional);
    RUN(scouting);
    RUN(pile_refills_from_discards);
    RUN(destroyed_chinese_go_to_the_discards);
    RUN(reserve_rule);
    RUN(turn_order);
    RUN(victory);
    RUN(each_total_victory_name);
    RUN(no_result);
    RUN(json_actions);
    RUN(legal_list_is_legal);
    RUN(state_json_has_the_board);
    TEST_END();
}
