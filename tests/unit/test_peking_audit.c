/* test_peking_audit: the rules audit of Siege at Peking (notes.md "Rules
 * audit"): each fault the audit found, failing on the code before its fix;
 * the worked examples of the rule text the other tests did not have, with
 * forced dice; the readings the rules core makes checkable (both Big Guns
 * on one hex) and the options that give the other side of two readings
 * (the Tartar Wall, command in a straight line). */
#include <stdio.h>

#include "games/peking/rules/peking_json.h"
#include "test_peking_common.h"

extern const game_rules peking_rules;

/* ---- faults fixed ------------------------------------------------------ */

/* EX (8.2): the attacker owes what the defender lost at face value. A
 * leader stacked with the eliminated guards is not lost: he joins the
 * nearest friends (11.1), so the Boxers owe 2, not 3. */
static void ex_owes_only_what_was_lost(void)
{
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *two[2] = { "boxer-1", "boxer-2" };
    pk_action a;
    int die = 6; /* 6 less the defending leader's 1 = 5: EX at 4-1 */

    put(st, "boxer-1", "0520");
    put(st, "boxer-2", "0520");
    put(st, "brit-1", "0521");
    put(st, "myers", "0521");
    a = attack1(st, "0521", 2, two); /* 8 against 2: 4-1 */
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(defend_with(st, 1), 0); /* the leader's 1 on the die */
    CHECK_STR(pk_result_name(st->last.result), "EX");
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD);
    CHECK(st->u[uid(st, "myers")].where == PK_W_MAP);
    CHECK_INT(st->u[uid(st, "myers")].cell, cell(st, "3604"));
    CHECK_INT(st->task[0].kind, PK_TASK_LOSS);
    CHECK_INT(st->task[0].need_sp, 2);
    pk_free(st);
}

/* 11.1: a leader aids an attack only when stacked with another unit of
 * it; next to the target from another hex he may not join; alone he may
 * attack by himself. */
static void leader_aids_only_stacked(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *three[3] = { "brit-1", "brit-2", "strouts" };
    const char *lone[1] = { "strouts" };
    pk_action a;
    pk_combat c;
    char why[200] = "";

    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0522");
    put(st, "brit-2", "0522");
    put(st, "strouts", "0520");
    a = attack1(st, "0521", 3, three);
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), -1);
    CHECK_CONTAINS(why, "stacked");
    put(st, "strouts", "0522");
    a = attack1(st, "0521", 3, three);
    a.drm = 1;
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), 0);
    CHECK_INT(c.att, 4);
    CHECK_INT(c.drm, 1);
    put(st, "strouts", "0520");
    a = attack1(st, "0521", 1, lone);
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), 0);
    pk_free(st);
}

/* 8.1.2: no attack may be made below 1-3; a unit forced to attack at such
 * odds (in the defender's ZOC) suffers the automatic AE. A ranged attack
 * below 1-3 used to be accepted: it hurt nobody (ranged firers are
 * unhurt) and marked the defenders attacked, which let the forced unit
 * off its attack. A charge below 1-3 is never forced. */
static void no_attack_below_1_3_unless_forced(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *adj[1] = { "brit-1" }, *far[1] = { "russ-1" }, *lone[1] = { "strouts" };
    pk_action a;
    char why[200] = "";
    int i;

    for (i = 1; i <= 4; i++) {
        char id[16];
        snprintf(id, sizeof id, "boxer-%d", i);
        put(st, id, "0521");
    }
    put(st, "brit-1", "0522"); /* in their ZOC: must attack */
    put(st, "russ-1", "0518"); /* 3 hexes off, free */
    a = attack1(st, "0521", 1, far);
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "1-3");
    CHECK(!pk_end_ok(st)); /* brit-1 still owes its attack */
    a = attack1(st, "0521", 1, adj);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "AE");
    CHECK_INT(st->last.die, 0);
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD);
    pk_free(st);
    /* a leader alone charging 16 (4 against 16) */
    st = empty_board(2, PK_PH_ACOMBAT);
    for (i = 1; i <= 4; i++) {
        char id[16];
        snprintf(id, sizeof id, "boxer-%d", i);
        put(st, id, "0521");
    }
    put(st, "strouts", "0523");
    a = act(PK_A_CHARGE);
    a.n = 1;
    a.units[0] = (short)uid(st, lone[0]);
    a.cell = cell(st, "0521");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "1-3");
    CHECK_INT(st->charge_used, 0);
    pk_free(st);
}

/* attack a with a forced 6 (1-2, die 6: a DR), then settle what it
 * leaves (retreat, advance) by the last legal choice each time */
static void attack_dr_settled(pk_state *st, pk_action a)
{
    static pk_action l[256];
    int six = 6, n;

    force(st, 1, &six);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DR");
    while (st->ntasks > 0 && st->phase == PK_PH_ACOMBAT) {
        n = pk_legal(st, l, 256);
        if (n < 1 || do_ok(st, l[n - 1]) < 0)
            break;
    }
}

/* 8.1.2: a phasing unit must attack all the enemy units whose ZOC it is
 * in. A guard between two Boxer hexes attacking one of them alone left the
 * other unattacked, and the phase could end. Now it attacks both at once
 * (the legal list offers that attack), unless another unit in the second
 * hex's ZOC is left to attack it, which then must. */
static void must_attack_every_zoc_hex(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *one[1] = { "brit-1" }, *two[1] = { "brit-2" };
    pk_action a, l[256];
    pk_combat c;
    char why[200] = "";
    int i, n, both = 0;

    put(st, "boxer-1", "0520");
    put(st, "boxer-2", "0522");
    put(st, "brit-1", "0521");
    a = attack1(st, "0520", 1, one);
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), -1);
    CHECK_CONTAINS(why, "0522");
    a.defs[a.nd++] = (short)cell(st, "0522");
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), 0);
    n = pk_legal(st, l, 256);
    for (i = 0; i < n; i++)
        both |= l[i].type == PK_A_ATTACK && l[i].nd == 2 && l[i].n == 1 &&
                l[i].units[0] == uid(st, "brit-1");
    CHECK(both);
    /* a second guard in the ZOC of 0522: brit-1 may attack 0520 alone,
     * and then brit-2 must attack 0522 before the phase ends */
    put(st, "brit-2", "0523");
    a = attack1(st, "0520", 1, one);
    attack_dr_settled(st, a);
    CHECK(!pk_end_ok(st));
    a = attack1(st, "0522", 1, two);
    attack_dr_settled(st, a);
    CHECK(pk_end_ok(st));
    pk_free(st);
}

/* 11.1: only a leader stacked with eliminated combat units escapes to his
 * friends. A leader alone in his hex, attacked with a guard's hex in one
 * multi-hex attack, was saved by the guard next door. */
static void lone_leader_dies_in_multihex(void)
{
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *six[6] = { "boxer-1", "boxer-2", "boxer-3", "boxer-4", "boxer-5", "boxer-6" };
    pk_action a;
    int i, die = 6; /* 24 against 3: 8-1, die 6: DE */

    for (i = 0; i < 6; i++)
        put(st, six[i], i < 3 ? "0620" : "0522");
    put(st, "brit-1", "0521");
    put(st, "strouts", "0621");
    a = attack1(st, "0521", 6, six);
    a.defs[a.nd++] = (short)cell(st, "0621");
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DE");
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD);
    CHECK(st->u[uid(st, "strouts")].where == PK_W_DEAD);
    pk_free(st);
}

/* ---- worked examples ---------------------------------------------------- */

/* 9: a gun of 2 makes a 2-1 a 4-1; guns of 1 and 2 make it 5-1. Eight
 * guards against a Boxer of 4, die 4: DR at 2-1, DL1 at 4-1, EX at 5-1. */
static void example_artillery_shifts(void)
{
    static const char *const ids[4] = { "brit-1", "brit-2", "brit-3", "brit-4" };
    const char *want[3] = { "DR", "DL1", "EX" };
    int guns, die = 4, i;

    for (guns = 0; guns < 3; guns++) {
        pk_state *st = empty_board(2, PK_PH_ACOMBAT);
        pk_action a;
        pk_combat c;
        put(st, "boxer-1", "0521");
        for (i = 0; i < 4; i++)
            put(st, ids[i], "0522");
        put(st, "one-pounder", "0522");
        put(st, "vol-1", "0519");
        put(st, "colt", "0519");
        a = attack1(st, "0521", 4, ids);
        if (guns >= 1)
            a.guns[a.ng++] = (short)uid(st, "one-pounder");
        if (guns >= 2)
            a.guns[a.ng++] = (short)uid(st, "colt");
        CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
        CHECK_INT(c.col, 3); /* 2-1 */
        CHECK_INT(c.shift, guns == 0 ? 0 : guns == 1 ? 2 : 3);
        force(st, 1, &die);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_STR(pk_result_name(st->last.result), want[guns]);
        pk_free(st);
    }
}

/* 21: holding as many victory hexes as the turn number wins at once:
 * 5 on turn 5 wins, 4 does not. */
static void example_victory_turn_number(void)
{
    int held;

    for (held = 4; held <= 5; held++) {
        pk_state *st = empty_board(5, PK_PH_CMOVE);
        int i;
        for (i = 0; i < held; i++)
            st->control[st->d->vic[i]] = PK_CHINESE;
        CHECK_INT(do_ok(st, act(PK_A_END)), 0);
        CHECK_INT(st->end, held == 5 ? PK_END_SUDDEN : PK_END_NONE);
        pk_free(st);
    }
}

static void lose_civilians(pk_state *st)
{
    int i;

    for (i = 0; i < st->nunits; i++)
        if (st->u[i].kind == PK_K_CIVILIAN) {
            st->u[i].where = PK_W_DEAD;
            st->civs_dead++;
        }
}

/* 15: with all four civilians lost the Chinese need two hexes fewer: 5 on
 * turn 7 win; at the end 5 of the 7 primary hexes win (not without the
 * civilians lost). */
static void example_civilians_lost(void)
{
    pk_state *st = empty_board(7, PK_PH_CMOVE);
    int i, lost;

    for (i = 0; i < 5; i++)
        st->control[st->d->vic[i]] = PK_CHINESE;
    CHECK_INT(do_ok(st, act(PK_A_END)), 0);
    CHECK_INT(st->end, PK_END_NONE);
    pk_free(st);
    st = empty_board(7, PK_PH_CMOVE);
    lose_civilians(st);
    for (i = 0; i < 5; i++)
        st->control[st->d->vic[i]] = PK_CHINESE;
    CHECK_INT(pk_victory_needed(st), 5);
    CHECK_INT(do_ok(st, act(PK_A_END)), 0);
    CHECK_INT(st->end, PK_END_SUDDEN);
    pk_free(st);
    for (lost = 0; lost <= 1; lost++) {
        st = empty_board(11, PK_PH_END);
        if (lost)
            lose_civilians(st);
        for (i = 0; i < 5; i++) /* primary hexes come first */
            st->control[st->d->vic[i]] = PK_CHINESE;
        CHECK_INT(do_ok(st, act(PK_A_END)), 0);
        CHECK_INT(st->end, lost ? PK_END_PRIMARY : PK_END_ALLIED_HOLD);
        pk_free(st);
    }
}

/* 15, 21: the end names the condition met, not "all seven": with the
 * civilians lost, 5 of the 7 primary hexes at the end, and the turn
 * number less two at once; in the log as on the result screen. */
static void end_states_the_condition_met(void)
{
    pk_state *st = empty_board(11, PK_PH_END);
    glog *log = glog_new(16);
    char why[200] = "", said[200];
    pk_action e = act(PK_A_END);
    int i, found = 0;

    lose_civilians(st);
    for (i = 0; i < 5; i++)
        st->control[st->d->vic[i]] = PK_CHINESE;
    CHECK_INT(pk_do(st, &e, log, why, sizeof why), 0);
    CHECK_INT(st->end, PK_END_PRIMARY);
    for (i = 0; i < glog_count(log); i++)
        found |= strstr(glog_get(log, i), "Game over on turn 11: the Chinese hold 5 of the 7 "
                                           "primary victory hexes after the last turn; with every "
                                           "civilian lost they need 5 (21.2, 15).") != NULL;
    CHECK(found);
    glog_free(log);
    pk_free(st);
    st = empty_board(7, PK_PH_CMOVE);
    lose_civilians(st);
    for (i = 0; i < 5; i++)
        st->control[st->d->vic[i]] = PK_CHINESE;
    CHECK_INT(do_ok(st, act(PK_A_END)), 0);
    CHECK_INT(st->end, PK_END_SUDDEN);
    pk_end_reason(st, said, sizeof said);
    CHECK_STR(said, "the Chinese hold 5 victory hexes, the turn number (7) less 2 with every "
                    "civilian lost (21.1, 15)");
    pk_free(st);
}

/* 10: a flight die of 5 carries the shell 20 hexes along its line. */
static void example_big_gun_20_hexes(void)
{
    pk_state *st = empty_board(2, PK_PH_BIGGUN);
    pk_action a = act(PK_A_GUN);
    int faces[2] = { 5, 1 };

    a.unit = 0;
    a.cell = cell(st, "2040");
    CHECK_INT(do_ok(st, a), 0);
    a = act(PK_A_SHELL);
    a.unit = 0;
    a.dir = 0; /* north, up the column */
    force(st, 2, faces);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->shell.die, 5);
    CHECK_INT(st->shell.dist, 20);
    CHECK_INT(st->shell.land, cell(st, "2020"));
    CHECK_INT(pk_dist(st, cell(st, "2040"), st->shell.land), 20);
    pk_free(st);
}

/* 11.2: a unit out of command for a whole turn spends at most 2 MP in the
 * reaction phase and 3 in the movement phase; one in command 3 and 6. */
static void example_command_control_mp(void)
{
    pk_state *st = empty_board(1, PK_PH_CMOVE);
    int out, in;

    st->cc_rule = 1;
    out = put(st, "brit-1", "0521");  /* far from every leader */
    in = put(st, "fren-1", "3606");   /* 2 hexes from Darcy */
    CHECK_INT(do_ok(st, act(PK_A_END)), 0);
    CHECK_INT(st->phase, PK_PH_AREACT);
    CHECK_INT(st->u[out].mp, 2);
    CHECK_INT(st->u[in].mp, 3);
    while (st->phase != PK_PH_AMOVE && !st->end)
        CHECK_INT(do_ok(st, act(PK_A_END)), 0);
    CHECK_INT(st->u[out].mp, 3);
    CHECK_INT(st->u[in].mp, 6);
    pk_free(st);
}

/* 6: an Allied unit that enters an enemy ZOC in the reaction phase stops
 * there and may not leave it in that phase, but leaves it in the full
 * movement phase that follows. */
static void example_reaction_zoc(void)
{
    pk_state *st = empty_board(1, PK_PH_AREACT);
    pk_action a = act(PK_A_MOVE);
    int u;
    char why[200] = "";

    put(st, "boxer-1", "0520");
    u = put(st, "brit-1", "0524");
    st->u[u].mp = 3;
    a.n = 1;
    a.units[0] = (short)u;
    a.cell = cell(st, "0521");
    CHECK_INT(do_ok(st, a), 0);
    CHECK(st->u[u].stopped);
    a.cell = cell(st, "0523");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    /* the Allied movement phase: fresh points, out of the ZOC */
    st->phase = PK_PH_AMOVE;
    st->u[u].mp = 6;
    st->u[u].stopped = 0;
    st->u[u].moved = 0;
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->u[u].cell, cell(st, "0523"));
    pk_free(st);
}

/* 12: the withdrawal roll is per leader: a unit one leader fails to take
 * back, another leader next to it may. */
static void example_withdrawal_per_leader(void)
{
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    pk_action a = act(PK_A_WITHDRAW);
    int fail = 5, pass = 2, i, found = 0;

    st->step = 0;
    put(st, "boxer-1", "0520");
    put(st, "brit-1", "0521");
    put(st, "strouts", "0522");
    put(st, "myers", "0421");
    CHECK_INT(pk_dist(st, cell(st, "0421"), cell(st, "0521")), 1);
    a.unit = uid(st, "strouts");
    force(st, 1, &fail);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->ntasks, 0);
    a.unit = uid(st, "strouts");
    CHECK_INT(pk_do(st, &a, NULL, NULL, 0), -1); /* one roll a leader */
    a.unit = uid(st, "myers");
    force(st, 1, &pass);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->ntasks, 1);
    CHECK_INT(st->task[0].kind, PK_TASK_WITHDRAW);
    for (i = 0; i < st->task[0].n; i++)
        found |= st->task[0].unit[i] == uid(st, "brit-1");
    CHECK(found);
    pk_free(st);
}

/* 5.1, 18.1: the Tartar Wall costs 8 from the open ground outside, 6 from
 * the legation side (at a ramp), 1 along the top. */
static void example_tartar_wall_costs(void)
{
    pk_state *st = empty_board(1, PK_PH_CMOVE);

    CHECK_INT(pk_enter_cost(st, PK_MV_BOXER, cell(st, "2039"), cell(st, "2038")), 8);
    CHECK_INT(pk_enter_cost(st, PK_MV_ALLIED, cell(st, "2037"), cell(st, "2038")), 6);
    CHECK_INT(pk_enter_cost(st, PK_MV_ALLIED, cell(st, "2138"), cell(st, "2238")), 1);
    pk_free(st);
}

/* 8.1.2: a phasing unit in the open must attack an enemy in the next
 * building hex; the unit in the building, phasing, need not attack the
 * one in the open. */
static void example_building_obligation(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);

    put(st, "boxer-1", "1212");  /* British Legation building */
    put(st, "brit-1", "1211");   /* the street north of it */
    CHECK_INT(pk_terrain(st, cell(st, "1212")), PK_T_BUILDING);
    CHECK(pk_terrain(st, cell(st, "1211")) != PK_T_BUILDING);
    CHECK_INT(pk_dist(st, cell(st, "1212"), cell(st, "1211")), 1);
    CHECK(!pk_end_ok(st));
    pk_free(st);
    st = empty_board(2, PK_PH_CCOMBAT);
    put(st, "boxer-1", "1212");
    put(st, "brit-1", "1211");
    CHECK(pk_end_ok(st));
    pk_free(st);
}

/* ---- readings ------------------------------------------------------------ */

/* 10: both Big Guns may stand on one hex (the text places both guns
 * within 3 hexes of an edge and forbids only an enemy ZOC). */
static void reading_big_guns_share_a_hex(void)
{
    pk_state *st = empty_board(2, PK_PH_BIGGUN);
    pk_action a = act(PK_A_GUN);

    a.unit = 0;
    a.cell = cell(st, "2040");
    CHECK_INT(do_ok(st, a), 0);
    CHECK(pk_gun_place_ok(st, 1, cell(st, "2040")));
    a.unit = 1;
    CHECK_INT(do_ok(st, a), 0);
    pk_free(st);
}

/* 18.1 and the option tartar_shared: a Boxer on the Wall attacked by a
 * guard below it and a guard firing along the Wall is x4 (16) as we read
 * the rule; with the option the firer on the Wall cancels it (4). */
static void option_tartar_shared(void)
{
    const char *two[2] = { "brit-1", "brit-2" };
    cJSON *o;
    errs e;
    pk_state *st;
    pk_action a;
    pk_combat c;
    int opt;

    for (opt = 0; opt <= 1; opt++) {
        st = empty_board(2, PK_PH_ACOMBAT);
        st->tartar_shared = opt;
        put(st, "boxer-1", "2138");
        put(st, "brit-1", "2137");
        put(st, "brit-2", "2338");
        a = attack1(st, "2138", 2, two);
        CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
        CHECK_INT(c.ranged[1], 1);
        CHECK_INT(c.def, opt ? 4 : 16);
        /* with every attacker off the Wall it is x4 either way */
        put(st, "brit-2", NULL);
        a = attack1(st, "2138", 1, two);
        CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
        CHECK_INT(c.def, 16);
        pk_free(st);
    }
    /* the option from the setup (off by default) and in a position */
    errs_clear(&e);
    o = cJSON_Parse("{\"tartar_shared\": true}");
    st = peking_rules.create(".", "siege", o, 1, &e);
    CHECK(st != NULL);
    if (st) {
        cJSON *j = pk_state_json(st);
        CHECK_INT(st->tartar_shared, 1);
        CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "tartar_shared")));
        cJSON_Delete(j);
        pk_free(st);
    }
    cJSON_Delete(o);
    st = peking_rules.create(".", "siege", NULL, 1, &e);
    CHECK(st && st->tartar_shared == 0);
    pk_free(st);
    o = cJSON_Parse("{\"tartar_shared\": 1}");
    CHECK(peking_rules.create(".", "siege", o, 1, &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "tartar_shared");
    cJSON_Delete(o);
}

/* 11.2 and the option command_line: a guard two hexes from his leader,
 * the hex between them in the ZOC of a Boxer beside the guard, the way
 * round on the other side free (3 hexes, within the 4 of his own
 * nation's leader): in
 * command as we read the rule (any way), out of it along the straight
 * line; a friend in the hex between lets the line through. */
static void option_command_line(void)
{
    pk_state *st = empty_board(2, PK_PH_CMOVE);
    int u, m = cell(st, "0522"), d, side = -1;
    cJSON *o;
    errs e;

    st->cc_rule = 1;
    u = put(st, "brit-1", "0521");
    put(st, "strouts", "0523");
    for (d = 0; d < HEX_DIRS && side < 0; d++) {
        int b = st->d->nb[m][d];
        if (b >= 0 && pk_dist(st, b, cell(st, "0521")) == 1 && pk_dist(st, b, cell(st, "0523")) == 2)
            side = b;
    }
    CHECK(side >= 0);
    CHECK_INT(pk_in_cc(st, u), 1);
    st->cc_line = 1;
    CHECK_INT(pk_in_cc(st, u), 1); /* no ZOC yet */
    st->u[uid(st, "boxer-1")].where = PK_W_MAP;
    st->u[uid(st, "boxer-1")].cell = (short)side;
    pk_refresh(st);
    CHECK(st->zoc[PK_CHINESE][m]);
    st->cc_line = 0;
    CHECK_INT(pk_in_cc(st, u), 1); /* round the ZOC */
    st->cc_line = 1;
    CHECK_INT(pk_in_cc(st, u), 0); /* the line runs through it */
    put(st, "brit-2", "0522");
    CHECK_INT(pk_in_cc(st, u), 1); /* a friend holds the hex */
    pk_free(st);
    errs_clear(&e);
    o = cJSON_Parse("{\"command_line\": true}");
    st = peking_rules.create(".", "siege", o, 1, &e);
    CHECK(st && st->cc_line == 1 && st->tartar_shared == 0);
    if (st) {
        cJSON *j = pk_state_json(st);
        CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "command_line")));
        cJSON_Delete(j);
    }
    pk_free(st);
    cJSON_Delete(o);
}

int main(void)
{
    RUN(ex_owes_only_what_was_lost);
    RUN(leader_aids_only_stacked);
    RUN(no_attack_below_1_3_unless_forced);
    RUN(must_attack_every_zoc_hex);
    RUN(lone_leader_dies_in_multihex);
    RUN(example_artillery_shifts);
    RUN(example_victory_turn_number);
    RUN(example_civilians_lost);
    RUN(end_states_the_condition_met);
    RUN(example_big_gun_20_hexes);
    RUN(example_command_control_mp);
    RUN(example_reaction_zoc);
    RUN(example_withdrawal_per_leader);
    RUN(example_tartar_wall_costs);
    RUN(example_building_obligation);
    RUN(reading_big_guns_share_a_hex);
    RUN(option_tartar_shared);
    RUN(option_command_line);
    pk_free(tpl_state);
    TEST_END();
}
