/* test_peking_issue27: the rule faults of issue 27 in Siege at Peking,
 * each with forced dice: the defender chooses how a defending leader's 1
 * counts (11.1) and an old save without the choice plays as before; the
 * owner eliminates units from a hex left over the stacking limit by a
 * forced retreat, a recovery or a loaded position (7); the Tartar Wall
 * climbed from the legation side anywhere at 6 MP, the ramps a switch
 * (5.1, 18.1); a leader's die bonus in ranged fire alone and a second gun
 * in a hex refused with their reasons. */
#include <stdio.h>

#include "games/peking/rules/peking_json.h"
#include "test_peking_common.h"

extern const game_rules peking_rules;

/* An Imperial and a Boxer (10) at 0520 attack brit-1 and Myers at 0521
 * in the open. */
static pk_state *leader_attacked(pk_action *a)
{
    static const char *const two[2] = { "imperial-1", "boxer-1" };
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);

    put(st, "imperial-1", "0520");
    put(st, "boxer-1", "0520");
    put(st, "brit-1", "0521");
    put(st, "myers", "0521");
    *a = attack1(st, "0521", 2, two);
    return st;
}

/* 11.1: the defender chooses. Myers's 1 as a point: 10 against 3, 3-1;
 * on the die: 10 against 2, 5-1, -1. Die 3: DR at 3-1, DL1 at 5-1 with
 * the -1. The die waits for the Allied player's choice; the computer
 * takes the point (3-1 does the Allies less harm over the six faces). */
static void defending_leader_chooses(void)
{
    int k, die = 3;

    for (k = 0; k <= 1; k++) {
        pk_action a, l[8];
        pk_combat c;
        pk_state *st = leader_attacked(&a);
        int n, i, seen = 0;

        force(st, 1, &die);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->ntasks, 1);
        CHECK_INT(st->task[0].kind, PK_TASK_DEFEND);
        CHECK_INT(pk_to_move(st), PK_ALLIED);
        CHECK_INT(st->dice.pos, 0); /* no die rolled yet */
        n = pk_legal(st, l, 8);
        CHECK_INT(n, 2);
        for (i = 0; i < n; i++)
            seen |= l[i].type == PK_A_DEFEND ? 1 << l[i].ddie : 0;
        CHECK_INT(seen, 3);
        CHECK_INT(pk_defend_odds(st, 0, &c), 0);
        CHECK_INT(c.def, 3);
        CHECK_INT(c.drm, 0);
        CHECK_INT(c.col, 4); /* 3-1 */
        CHECK_INT(pk_defend_odds(st, 1, &c), 0);
        CHECK_INT(c.def, 2);
        CHECK_INT(c.drm, -1);
        CHECK_INT(c.col, 6); /* 5-1 */
        CHECK_INT(pk_bot_defend(st), 0);
        {
            char why[200] = "";
            pk_state *cp = pk_clone(st);
            pk_action y = act(PK_A_DEFEND);
            y.ddie = 2; /* one leader a combat */
            CHECK(pk_do(cp, &y, NULL, why, sizeof why) < 0);
            CHECK_CONTAINS(why, "11.1");
            CHECK_INT(cp->task[0].kind, PK_TASK_DEFEND);
            pk_free(cp);
        }
        CHECK_INT(defend_with(st, k), 0);
        CHECK_STR(pk_result_name(st->last.result), k ? "DL1" : "DR");
        CHECK_INT(st->last.drm, k ? -1 : 0);
        pk_free(st);
    }
}

/* 11.1 and 8.1.2: a Boxer (4) at 1237 attacks brit-1, brit-2 and Myers
 * in the American Legation (1236, x3): with Myers on the die 4 against
 * 12, 1-3, an attack the Chinese may make; Myers as a point makes it 4
 * against 15, below 1-3: the attack fails at once (AE), no die. The
 * computer defender sees it. */
static void defending_leader_point_below_1_3(void)
{
    const char *one[1] = { "boxer-1" };
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    pk_action a;
    pk_combat c;
    int b;

    b = put(st, "boxer-1", "1237");
    put(st, "brit-1", "1236");
    put(st, "brit-2", "1236");
    put(st, "myers", "1236");
    a = attack1(st, "1236", 1, one);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->task[0].kind, PK_TASK_DEFEND);
    CHECK_INT(pk_defend_odds(st, 1, &c), 0);
    CHECK_INT(c.col, 0);
    CHECK_INT(pk_defend_odds(st, 0, &c), 0);
    CHECK_INT(c.def, 15);
    CHECK_INT(c.col, -1);
    CHECK_INT(pk_bot_defend(st), 0);
    CHECK_INT(defend_with(st, 0), 0);
    CHECK_STR(pk_result_name(st->last.result), "AE");
    CHECK_INT(st->dice.r.uses, 0);
    CHECK_INT(st->u[b].where, PK_W_POOL);
    pk_free(st);
}

/* A save from before the choice: the attack is followed straight by the
 * next move. That move finds the attack rolled as then (the leader on the
 * die: 5-1, die 3-1=2, DL1) and is applied after it; a move the rules
 * refuse there changes nothing. */
static void defending_leader_old_save(void)
{
    pk_action a, l[64], bad = act(PK_A_LOSE);
    pk_state *st, *ref;
    char why[200] = "";
    int die = 3, n;
    cJSON *j1, *j2;

    st = leader_attacked(&a);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->task[0].kind, PK_TASK_DEFEND);
    ref = pk_clone(st);
    CHECK_INT(pk_defend_resolve(ref, -1, NULL, why, sizeof why), 0);
    CHECK_STR(pk_result_name(ref->last.result), "DL1");
    n = pk_legal(ref, l, 64);
    CHECK(n > 0 && l[0].type == PK_A_RETREAT);
    /* refused after the roll: all undone */
    bad.unit = uid(st, "myers");
    CHECK(pk_do(st, &bad, NULL, why, sizeof why) < 0);
    CHECK_INT(st->task[0].kind, PK_TASK_DEFEND);
    CHECK_INT(st->u[uid(st, "brit-1")].reduced, 0);
    CHECK_INT(st->dice.pos, 0);
    /* the old save's next move */
    CHECK_INT(do_ok(st, l[0]), 0);
    CHECK_INT(do_ok(ref, l[0]), 0);
    CHECK_STR(pk_result_name(st->last.result), "DL1");
    CHECK_INT(st->last.drm, -1);
    j1 = pk_state_json(st);
    j2 = pk_state_json(ref);
    CHECK(cJSON_Compare(j1, j2, 1));
    cJSON_Delete(j1);
    cJSON_Delete(j2);
    pk_free(ref);
    pk_free(st);
}

/* 8.3.3 and 7: brit-1 at 1211, a Boxer on three sides, must retreat one
 * hex (retreat_hexes 1) and every hex it can reach holds 10 points. It
 * retreats into one (it was eliminated before it moved) and the Allied
 * player eliminates units there until 10 remain: here Russian guard
 * russ-1; brit-1 survives. */
static void retreat_overstack_owner_chooses(void)
{
    static const char *const full[3][5] = {
        { "russ-1", "russ-2", "russ-3", "russ-4", "amer-1" },
        { "amer-2", "amer-3", "germ-1", "germ-2", "germ-3" },
        { "fren-1", "fren-2", "aust-1", "aust-2", "ital-1" } };
    static const char *const where[3] = { "1312", "1212", "1112" };
    const char *one[1] = { "boxer-1" };
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    pk_action a, l[64];
    int k, i, n, b1, die, ok = 0;

    st->d->retreat_hexes = 1;
    b1 = put(st, "brit-1", "1211");
    put(st, "boxer-1", "1210");
    put(st, "boxer-2", "1311");
    put(st, "boxer-3", "1111");
    for (k = 0; k < 3; k++)
        for (i = 0; i < 5; i++)
            put(st, full[k][i], where[k]);
    a = attack1(st, "1211", 1, one);
    die = die_for(st, &a, PK_R_DR);
    CHECK(die > 0);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DR");
    CHECK_INT(st->u[b1].where, PK_W_MAP);
    CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
    n = pk_legal(st, l, 64);
    for (i = 0; i < n; i++)
        ok |= l[i].type == PK_A_RETREAT && l[i].cell == cell(st, "1312");
    CHECK(ok);
    a = act(PK_A_RETREAT);
    a.unit = b1;
    a.cell = cell(st, "1312");
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->task[0].kind, PK_TASK_STACK);
    CHECK_INT(st->task[0].side, PK_ALLIED);
    CHECK_INT(pk_to_move(st), PK_ALLIED);
    n = pk_legal(st, l, 64);
    CHECK_INT(n, 6); /* the five guards and brit-1 */
    for (i = 0; i < n; i++)
        CHECK_INT(l[i].type, PK_A_ELIMINATE);
    a = act(PK_A_ELIMINATE);
    a.unit = uid(st, "boxer-1");
    CHECK(pk_do(st, &a, NULL, NULL, 0) < 0);
    a.unit = uid(st, "russ-1");
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->u[uid(st, "russ-1")].where, PK_W_DEAD);
    CHECK_INT(st->u[b1].where, PK_W_MAP);
    CHECK_INT(st->sp[PK_ALLIED][cell(st, "1312")], 10);
    CHECK(st->ntasks == 0 || st->task[0].kind != PK_TASK_STACK);
    st->d->retreat_hexes = 3;
    pk_free(st);
}

/* The computer eliminates the fewest points: with 6 guards (12) and a
 * leader in a hex it takes one guard (2), never the leader. */
static void overstack_bot_takes_fewest(void)
{
    static const char *const six[6] = { "brit-1", "brit-2", "brit-3", "brit-4", "russ-1",
                                        "russ-2" };
    pk_state *st = empty_board(2, PK_PH_AMOVE);
    pk_action l[64], a;
    int i, n;

    for (i = 0; i < 6; i++)
        put(st, six[i], "0521");
    put(st, "myers", "0521");
    pk_stack_tasks(st);
    CHECK_INT(st->task[0].kind, PK_TASK_STACK);
    n = pk_legal(st, l, 64);
    CHECK_INT(n, 7);
    CHECK_INT(pk_bot_choose(st, &a), 0);
    CHECK_INT(a.type, PK_A_ELIMINATE);
    CHECK(st->u[a.unit].kind == PK_K_INFANTRY);
    CHECK_INT(do_ok(st, a), 0);
    /* 13 - 2 = 11: one more */
    CHECK_INT(st->task[0].kind, PK_TASK_STACK);
    CHECK_INT(pk_bot_choose(st, &a), 0);
    CHECK(st->u[a.unit].kind == PK_K_INFANTRY);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->ntasks, 0);
    CHECK_INT(st->u[uid(st, "myers")].where, PK_W_MAP);
    pk_free(st);
}

/* A position with 11 points in a hex loads with the owner's choice
 * waiting (it loaded and stayed overstacked through the turns). */
static void loaded_overstack_asks_owner(void)
{
    static const char *const six[6] = { "brit-1", "brit-2", "brit-3", "brit-4", "russ-1",
                                        "myers" };
    pk_state *st = empty_board(2, PK_PH_AMOVE), *back;
    char *text;
    cJSON *j;
    jdoc d;
    errs e;
    int i;

    for (i = 0; i < 5; i++)
        put(st, six[i], "0521");
    put(st, "myers", "0521");
    put(st, "russ-2", "0521"); /* 6 guards and a leader: 13 */
    j = pk_state_json(st);
    text = cJSON_Print(j);
    cJSON_Delete(j);
    errs_clear(&e);
    memset(&d, 0, sizeof d);
    CHECK(jdoc_parse(&d, "pos.json", text, &e));
    back = pk_state_load(".", "siege", NULL, &d, d.root, "start", &e);
    errs_print(&e, stdout);
    CHECK(back != NULL);
    if (back) {
        CHECK(back->ntasks > 0);
        CHECK_INT(back->task[0].kind, PK_TASK_STACK);
        CHECK_INT(back->task[0].cell[0], cell(back, "0521"));
        CHECK_INT(pk_to_move(back), PK_ALLIED);
    }
    pk_free(back);
    jdoc_free(&d);
    free(text);
    pk_free(st);
}

/* 8.6 and 7: a unit that recovers in hospital may bring its hex over the
 * limit: the Allies then choose whom to eliminate. Four British guards
 * (8) and a reduced one (1) with Dr Velde at the hospital 1114: die 1,
 * the reduced guard recovers: 10 + ... 11 with Myers. */
static void recovery_overstack_asks_owner(void)
{
    static const char *const four[4] = { "brit-1", "brit-2", "brit-3", "brit-4" };
    pk_state *st = empty_board(2, PK_PH_END);
    pk_action a = act(PK_A_END);
    int i, die = 1, r, doctor = -1;

    for (i = 0; i < 4; i++)
        put(st, four[i], "1114");
    r = put(st, "russ-1", "1114");
    st->u[r].reduced = 1;
    put(st, "myers", "1114");
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].kind == PK_K_DOCTOR && doctor < 0)
            doctor = i;
    CHECK(doctor >= 0);
    st->u[doctor].where = PK_W_MAP;
    st->u[doctor].cell = (short)cell(st, "1114");
    pk_refresh(st);
    CHECK_INT(st->sp[PK_ALLIED][cell(st, "1114")], 10);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0); /* to turn 3's Big Gun phase: the hospital rolls */
    CHECK_INT(st->u[r].reduced, 0);
    CHECK(st->ntasks > 0);
    CHECK_INT(st->task[0].kind, PK_TASK_STACK);
    CHECK_INT(pk_to_move(st), PK_ALLIED);
    pk_free(st);
}

/* 5.1, 18.1: from the legation side the Wall costs 6 anywhere (2437 ->
 * 2438, no ramp there); with the switch tartar_ramps only at a ramp. */
static void tartar_wall_from_legation_side(void)
{
    pk_state *st = empty_board(1, PK_PH_AMOVE);

    CHECK(pk_terrain(st, cell(st, "2437")) != PK_T_OPEN);
    CHECK(pk_terrain(st, cell(st, "2437")) != PK_T_TARTAR);
    CHECK(!st->d->ramp[cell(st, "2438")]);
    CHECK_INT(pk_enter_cost(st, PK_MV_ALLIED, cell(st, "2437"), cell(st, "2438")), 6);
    CHECK_INT(pk_enter_cost(st, PK_MV_ALLIED, cell(st, "2037"), cell(st, "2038")), 6);
    st->tartar_ramps = 1;
    CHECK_INT(pk_enter_cost(st, PK_MV_ALLIED, cell(st, "2437"), cell(st, "2438")), 0);
    CHECK_INT(pk_enter_cost(st, PK_MV_ALLIED, cell(st, "2037"), cell(st, "2038")), 6);
    pk_free(st);
    /* a guard moves up there by default */
    st = empty_board(1, PK_PH_AMOVE);
    {
        pk_action a = act(PK_A_MOVE);
        a.n = 1;
        a.units[0] = (short)put(st, "amer-1", "2437");
        a.cell = cell(st, "2438");
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->u[a.units[0]].cell, cell(st, "2438"));
    }
    pk_free(st);
}

/* 11.1: a leader's die bonus asked for ranged fire alone is refused with
 * the reason (it was quietly read as his point). Brit-1 and Myers at
 * 0523 fire two hexes at a Boxer at 0521. */
static void leader_die_refused_in_ranged_fire(void)
{
    const char *two[2] = { "brit-1", "myers" };
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    pk_action a;
    pk_combat c;
    char why[200] = "";

    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0523");
    put(st, "myers", "0523");
    a = attack1(st, "0521", 2, two);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.att, 3);
    a.drm = 1;
    CHECK(pk_attack_check(st, &a, &c, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "ranged");
    CHECK_CONTAINS(why, "11.1");
    CHECK(pk_do(st, &a, NULL, why, sizeof why) < 0);
    CHECK_INT(st->u[uid(st, "brit-1")].attacked, 0);
    pk_free(st);
}

/* 7: a second Allied gun in a hex is refused as such, not as too many
 * strength points. */
static void second_gun_refused_as_such(void)
{
    pk_state *st = empty_board(2, PK_PH_AMOVE);
    int g[2], n = 0, i;
    pk_action a = act(PK_A_MOVE);
    char why[200] = "";

    for (i = 0; i < st->nunits && n < 2; i++)
        if (st->u[i].kind == PK_K_GUN)
            g[n++] = i;
    CHECK_INT(n, 2);
    put(st, "brit-1", "0521");
    put(st, st->u[g[0]].id, "0521");
    put(st, "brit-2", "0621");
    put(st, st->u[g[1]].id, "0621");
    a.n = 2;
    a.units[0] = (short)uid(st, "brit-2");
    a.units[1] = (short)g[1];
    a.cell = cell(st, "0521");
    CHECK(pk_do(st, &a, NULL, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "one Allied gun");
    CHECK(strstr(why, "strength points") == NULL);
    pk_free(st);
}

int main(void)
{
    RUN(defending_leader_chooses);
    RUN(defending_leader_point_below_1_3);
    RUN(defending_leader_old_save);
    RUN(retreat_overstack_owner_chooses);
    RUN(overstack_bot_takes_fewest);
    RUN(loaded_overstack_asks_owner);
    RUN(recovery_overstack_asks_owner);
    RUN(tartar_wall_from_legation_side);
    RUN(leader_die_refused_in_ranged_fire);
    RUN(second_gun_refused_as_such);
    pk_free(tpl_state);
    TEST_END();
}
