/* test_peking_rules: Siege at Peking combat with forced dice: every CRT
 * cell, the 16:8 example of 8.2, the multi-hex example, the six wall
 * cases of 18.4, lines of sight, zones of control and their exceptions,
 * movement limits, stacking, results applied (EX, DL1 with its retreat,
 * advance). Retreats are in test_peking_retreat.c. */
#include "test_peking_common.h"

/* The CRT as the rule text prints it: rows die 1-6, columns 1-3 .. 8-1. */
static const char *const crt_text[6][10] = {
    { "AE", "AE", "AL1", "AL1", "AR", "DR", "DR", "DL1", "DL1", "EX" },
    { "AE", "AL1", "AL1", "AR", "DR", "DR", "DL1", "DL1", "EX", "EX" },
    { "AL1", "AL1", "AR", "DR", "DR", "DL1", "DL1", "EX", "EX", "DE" },
    { "AL1", "AR", "DR", "DR", "DL1", "DL1", "EX", "EX", "DE", "DE" },
    { "AR", "DR", "DR", "DR", "DL1", "EX", "EX", "DE", "DE", "DE" },
    { "DR", "DR", "DR", "DL1", "EX", "EX", "DE", "DE", "DE", "DE" },
};

static void test_odds_columns(void)
{
    CHECK_INT(pk_odds_column(1, 4), -1);
    CHECK_INT(pk_odds_column(1, 3), 0);
    CHECK_INT(pk_odds_column(5, 12), 0);  /* 5:12 is worse than 1-2: 1-3 */
    CHECK_INT(pk_odds_column(6, 12), 1);
    CHECK_INT(pk_odds_column(11, 12), 1); /* fractions dropped: 1-2 */
    CHECK_INT(pk_odds_column(12, 12), 2);
    CHECK_INT(pk_odds_column(23, 12), 2); /* 1.9-1 is 1-1 */
    CHECK_INT(pk_odds_column(16, 8), 3);
    CHECK_INT(pk_odds_column(64, 8), 9);
    CHECK_INT(pk_odds_column(99, 2), 9);  /* above 8-1 is 8-1 */
}

/* Every cell: a Boxer of strength a attacks an Allied unit of strength d
 * in the open, die forced. */
static void test_every_crt_cell(void)
{
    static const int att[10] = { 1, 1, 1, 2, 3, 4, 5, 6, 7, 8 };
    static const int def[10] = { 3, 2, 1, 1, 1, 1, 1, 1, 1, 1 };
    int col, die, bad = 0;

    for (col = 0; col < 10; col++)
        for (die = 1; die <= 6; die++) {
            pk_state *st = empty_board(2, PK_PH_CCOMBAT);
            const char *ids[1] = { "boxer-1" };
            pk_action a;
            st->d->chinese[0].strength = att[col];
            st->d->allied[uid(st, "brit-1")].strength = def[col];
            put(st, "boxer-1", "0520");
            put(st, "brit-1", "0521");
            a = attack1(st, "0521", 1, ids);
            force(st, 1, &die);
            if (do_ok(st, a) < 0 || st->last.col != col ||
                strcmp(pk_result_name(st->last.result), crt_text[die - 1][col])) {
                printf("  column %d die %d: got column %d, %s\n", col, die, st->last.col,
                       pk_result_name(st->last.result));
                bad++;
            }
            CHECK_INT(pk_crt(st, col, die), st->last.result);
            pk_free(st);
        }
    tpl_state->d->chinese[0].strength = 4;
    tpl_state->d->allied[uid(tpl_state, "brit-1")].strength = 2;
    CHECK_INT(bad, 0);
}

/* 11.1 and the CRT: a die of 1 less an Allied leader's defending point is
 * read as 1 (the table has no 0); the log says so, not "1-1=1". */
static void test_drm_below_one_told(void)
{
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *ids[1] = { "boxer-1" };
    pk_action a;
    int die = 1;

    put(st, "boxer-1", "0520");
    put(st, "brit-1", "0521");
    put(st, "myers", "0521");
    a = attack1(st, "0521", 1, ids);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(defend_with(st, 1), 0);
    CHECK_INT(st->last.drm, -1);
    CHECK_INT(st->last.total, 1);
    CHECK(strstr(st->last.text, "die 1-1=0, read as 1:") != NULL);
    if (!strstr(st->last.text, "read as"))
        printf("  %s\n", st->last.text);
    pk_free(st);
}

/* 8.2: an Allied 6 next to a Boxer 8 and an Allied 10 three hexes away
 * firing in: 16:8 is 2-1. */
static void test_example_16_8(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *ids[2] = { "brit-1", "russ-1" };
    pk_action a;
    pk_combat c;
    int die = 6;

    st->d->chinese[0].strength = 8;
    st->d->allied[uid(st, "brit-1")].strength = 6;
    st->d->allied[uid(st, "russ-1")].strength = 10;
    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0522");
    put(st, "russ-1", "0518");
    a = attack1(st, "0521", 2, ids);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.att, 16);
    CHECK_INT(c.def, 8);
    CHECK_INT(c.col, 3); /* 2-1 */
    CHECK(c.ranged[1] && !c.ranged[0]);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DL1"); /* 2-1, die 6 */
    tpl_state->d->chinese[0].strength = 4;
    tpl_state->d->allied[uid(tpl_state, "brit-1")].strength = 2;
    tpl_state->d->allied[uid(tpl_state, "russ-1")].strength = 2;
    pk_free(st);
}

/* Multi-hex: two attackers each next to both defending hexes; a third
 * next to only one of them may not join; a ranged unit in range of both
 * may. */
static void test_multihex(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    pk_action a = act(PK_A_ATTACK);
    pk_combat c;
    char why[200];

    put(st, "boxer-1", "0521");
    put(st, "boxer-2", "0621");
    put(st, "brit-1", "0620");
    put(st, "brit-2", "0522");
    a.nd = 2;
    a.defs[0] = (short)cell(st, "0521");
    a.defs[1] = (short)cell(st, "0621");
    a.n = 2;
    a.units[0] = (short)uid(st, "brit-1");
    a.units[1] = (short)uid(st, "brit-2");
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), 0);
    CHECK_INT(c.att, 4);
    CHECK_INT(c.def, 8);
    put(st, "brit-3", "0520");  /* next to 0521 only */
    a.units[a.n++] = (short)uid(st, "brit-3");
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), -1);
    CHECK_CONTAINS(why, "every attacked hex");
    /* a firer whose line to the far hex crosses the near one may not join */
    a.n = 2;
    put(st, "brit-3", NULL);
    put(st, "russ-1", "0419");
    a.units[a.n++] = (short)uid(st, "russ-1");
    CHECK_INT(pk_attack_check(st, &a, &c, why, sizeof why), -1);
    pk_free(st);
}

/* The six wall cases of 18.4 on the British Legation's north wall (row 10):
 * a Boxer (4) on wall hex 1210 is tripled (12) or not. */
static int wall_def(const char *const *ids, const char *const *hexes, int n,
                    const char *target, const char *dhex)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    pk_action a;
    pk_combat c;
    char why[200] = "";
    int i, r;

    put(st, "boxer-1", dhex);
    for (i = 0; i < n; i++)
        put(st, ids[i], hexes[i]);
    a = attack1(st, target, n, ids);
    r = pk_attack_check(st, &a, &c, why, sizeof why);
    if (r < 0)
        printf("  refused: %s\n", why);
    pk_free(st);
    return r < 0 ? -1 : c.def;
}

static void test_wall_cases(void)
{
    const char *one[1] = { "brit-1" }, *two[2] = { "brit-1", "brit-2" };
    const char *h1[1] = { "1209" }, *h2[1] = { "1310" }, *h3[1] = { "1410" };
    const char *h4[2] = { "1209", "1410" }, *h5[2] = { "1209", "1211" };
    const char *h6[1] = { "1311" };

    CHECK_INT(wall_def(one, h1, 1, "1210", "1210"), 12); /* (1) tripled */
    CHECK_INT(wall_def(one, h2, 1, "1210", "1210"), 4);  /* (2) both on the wall */
    CHECK_INT(wall_def(one, h3, 1, "1210", "1210"), 4);  /* (3) ranged along it */
    CHECK_INT(wall_def(two, h4, 2, "1210", "1210"), 4);  /* (4) one firer on it */
    CHECK_INT(wall_def(two, h5, 2, "1210", "1210"), 4);  /* (5) both sides */
    CHECK_INT(wall_def(one, h6, 1, "1211", "1211"), 4);  /* (6) not manning it */
}

static void test_terrain_multipliers(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *ids[1] = { "brit-1" };
    pk_action a;
    pk_combat c;

    /* a guard of 4, so that no attack below is worse than 1-3 (8.1.2) */
    st->d->allied[uid(st, "brit-1")].strength = 4;
    /* a building is x3 even from the same building */
    put(st, "boxer-1", "1213");
    put(st, "brit-1", "1214");
    a = attack1(st, "1213", 1, ids);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.def, 12);
    /* the Tartar Wall is x4 from below, x1 from the wall */
    put(st, "boxer-1", "2138");
    put(st, "brit-1", "2137");
    a = attack1(st, "2138", 1, ids);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.def, 16);
    put(st, "brit-1", "2238");
    a = attack1(st, "2138", 1, ids);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.def, 4);
    /* a ruined building is rubble (x2); a fortification x3 */
    put(st, "boxer-1", "1213");
    put(st, "brit-1", "1214");
    st->ruin[cell(st, "1213")] = 1;
    pk_terrain_changed(st);
    a = attack1(st, "1213", 1, ids);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.def, 8);
    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0522");
    st->fort[cell(st, "0521")] = PK_ALLIED; /* whoever built it */
    a = attack1(st, "0521", 1, ids);
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.def, 12);
    tpl_state->d->allied[uid(tpl_state, "brit-1")].strength = 2;
    pk_free(st);
}

static void test_los(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    int b;

    CHECK(pk_los(st, cell(st, "0518"), cell(st, "0521"), NULL));
    /* buildings: into yes, through no */
    CHECK(pk_los(st, cell(st, "1211"), cell(st, "1213"), &b) == 0);
    CHECK_INT(b, cell(st, "1212"));
    CHECK(pk_los(st, cell(st, "1210"), cell(st, "1212"), NULL));
    /* a wall: not through it from off the wall; along it from on it */
    CHECK(!pk_los(st, cell(st, "1209"), cell(st, "1211"), NULL));
    CHECK(pk_los(st, cell(st, "1410"), cell(st, "1210"), NULL));
    CHECK(pk_los(st, cell(st, "1208"), cell(st, "1210"), NULL)); /* into it */
    /* the Tartar Wall: not over it; along the top; up at it */
    CHECK(!pk_los(st, cell(st, "2037"), cell(st, "2039"), NULL));
    CHECK(pk_los(st, cell(st, "2238"), cell(st, "2038"), NULL));
    CHECK(pk_los(st, cell(st, "2040"), cell(st, "2038"), NULL));
    /* the stone bridge blocks like a wall */
    CHECK(!pk_los(st, cell(st, "1531"), cell(st, "1730"), &b));
    CHECK_INT(b, cell(st, "1630"));
    /* units block; a leader alone and an unmanned gun do not; civilians do */
    put(st, "strouts", "0519");
    CHECK(pk_los(st, cell(st, "0518"), cell(st, "0521"), NULL));
    put(st, "colt", "0520");
    CHECK(pk_los(st, cell(st, "0518"), cell(st, "0521"), NULL));
    put(st, "civ-1", "0520");
    CHECK(!pk_los(st, cell(st, "0518"), cell(st, "0521"), NULL));
    put(st, "civ-1", NULL);
    put(st, "boxer-2", "0520");
    CHECK(!pk_los(st, cell(st, "0518"), cell(st, "0521"), NULL));
    put(st, "boxer-2", NULL);
    st->fort[cell(st, "0520")] = PK_CHINESE;
    CHECK(!pk_los(st, cell(st, "0518"), cell(st, "0521"), NULL));
    pk_free(st);
}

static void test_zoc(void)
{
    pk_state *st = empty_board(2, PK_PH_CMOVE);

    /* not into buildings; out of them yes; never building to building */
    put(st, "boxer-1", "1211");
    CHECK(st->zoc[PK_CHINESE][cell(st, "1311")]);
    CHECK(!st->zoc[PK_CHINESE][cell(st, "1212")]);
    put(st, "brit-1", "1212");
    CHECK(st->zoc[PK_ALLIED][cell(st, "1211")]);
    CHECK(!st->zoc[PK_ALLIED][cell(st, "1213")]);
    /* not across the canal */
    put(st, "boxer-2", "1520");
    CHECK(!st->zoc[PK_CHINESE][cell(st, "1619")]);
    /* onto the Tartar Wall only from the Wall */
    put(st, "boxer-3", "2037");
    CHECK(!st->zoc[PK_CHINESE][cell(st, "2038")]);
    put(st, "boxer-4", "2238");
    CHECK(st->zoc[PK_CHINESE][cell(st, "2138")]);
    /* civilians: their own hex only */
    put(st, "civ-1", "0521");
    CHECK(st->zoc[PK_ALLIED][cell(st, "0521")]);
    CHECK(!st->zoc[PK_ALLIED][cell(st, "0520")]);
    pk_free(st);
}

static void test_movement_limits(void)
{
    pk_state *st = empty_board(2, PK_PH_CMOVE);
    pk_action a = act(PK_A_MOVE);
    char why[200];

    put(st, "brit-1", "0521");
    put(st, "brit-2", "0721");
    put(st, "boxer-1", "0519");
    /* 0520 is in the ZOC of brit-1: the Boxer may enter it and stops */
    a.n = 1;
    a.units[0] = (short)uid(st, "boxer-1");
    a.cell = cell(st, "0620");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), 0);
    CHECK(st->u[a.units[0]].stopped);
    a.cell = cell(st, "0619");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    /* from one enemy ZOC straight into another: never */
    st->u[a.units[0]].stopped = 0;
    st->u[a.units[0]].mp = 1;
    a.cell = cell(st, "0621"); /* next to both */
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    /* never into an enemy */
    st->u[a.units[0]].mp = 8;
    a.cell = cell(st, "0521");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    /* Allied reaction: may not leave an enemy ZOC */
    st->phase = PK_PH_AREACT;
    st->u[uid(st, "brit-1")].mp = 3;
    a.units[0] = (short)uid(st, "brit-1");
    a.cell = cell(st, "0420");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "reaction");
    /* the Tartar Wall from outside costs 8: a Boxer needs all its points */
    st->phase = PK_PH_CMOVE;
    put(st, "boxer-2", "2039");
    st->u[uid(st, "boxer-2")].mp = 7;
    a.units[0] = (short)uid(st, "boxer-2");
    a.cell = cell(st, "2038");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    st->u[uid(st, "boxer-2")].mp = 8;
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), 0);
    CHECK_INT(st->u[uid(st, "boxer-2")].mp, 0);
    pk_free(st);
}

static void test_stacking(void)
{
    pk_state *st = empty_board(2, PK_PH_AMOVE);
    pk_action a = act(PK_A_MOVE);
    char why[200];
    int i;
    static const char *const five[5] = { "brit-1", "brit-2", "brit-3", "brit-4", "russ-1" };

    for (i = 0; i < 5; i++)
        put(st, five[i], "0521"); /* 10 points */
    put(st, "russ-2", "0522");
    st->u[uid(st, "russ-2")].mp = 6;
    a.n = 1;
    a.units[0] = (short)uid(st, "russ-2");
    a.cell = cell(st, "0521");
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "(7)");
    /* guns and civilians are free, but one gun a hex */
    put(st, "civ-1", "0521");
    put(st, "colt", "0521");
    CHECK_INT(st->sp[PK_ALLIED][cell(st, "0521")], 10);
    put(st, "maxim", "0522");
    a.n = 2;
    a.units[1] = (short)uid(st, "maxim");
    st->u[a.units[1]].mp = 6;
    a.units[0] = (short)uid(st, "russ-2");
    put(st, "russ-1", NULL);
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1); /* a second gun */
    a.n = 1;
    CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), 0);
    pk_free(st);
}

/* DR: the owner chooses each unit's hex; the attacker advances one unit
 * that took part into the vacated hex; EX: the attacker loses at least as
 * many points as the defender. */
static void test_results_applied(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *ids[2] = { "brit-1", "strouts" };
    pk_action a, l[64];
    int die = 5, n, i, k, dl;

    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0522");
    put(st, "strouts", "0522");
    a = attack1(st, "0521", 2, ids); /* 3 vs 4 is 1-2, die 5: DR */
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DR");
    /* the retreat had several choices: the Chinese player picks */
    CHECK_INT(pk_to_move(st), PK_CHINESE);
    CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
    /* hex by hex: every choice is a hex next to the unit, out of ZOC */
    for (k = 0; k < 3; k++) {
        int at = st->u[uid(st, "boxer-1")].cell;
        CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
        n = pk_legal(st, l, 64);
        CHECK(n > 1);
        for (i = 0; i < n; i++)
            CHECK(l[i].type == PK_A_RETREAT && pk_dist(st, at, l[i].cell) == 1 &&
                  !st->zoc[PK_ALLIED][l[i].cell]);
        CHECK_INT(do_ok(st, l[0]), 0);
    }
    CHECK_INT(pk_dist(st, cell(st, "0521"), st->u[uid(st, "boxer-1")].cell) >= 1, 1);
    /* the Allies advance (a leader took part) */
    CHECK_INT(pk_to_move(st), PK_ALLIED);
    CHECK_INT(st->task[0].kind, PK_TASK_ADVANCE);
    n = pk_legal(st, l, 64);
    CHECK(n >= 2);
    a = act(PK_A_ADVANCE);
    a.unit = uid(st, "brit-1");
    a.cell = cell(st, "0521");
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->u[uid(st, "brit-1")].cell, cell(st, "0521"));
    CHECK_INT(st->ntasks, 0);
    pk_free(st);

    /* EX: two Boxers (8 points) eliminate an Allied 2 and lose >= 2 */
    st = empty_board(2, PK_PH_CCOMBAT);
    put(st, "brit-1", "0521");
    put(st, "boxer-1", "0520");
    put(st, "boxer-2", "0520");
    {
        const char *two[2] = { "boxer-1", "boxer-2" };
        a = attack1(st, "0521", 2, two); /* 8 vs 2: 4-1, die 5: EX */
    }
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "EX");
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD);
    CHECK_INT(st->task[0].kind, PK_TASK_LOSS);
    n = pk_legal(st, l, 64);
    CHECK_INT(n, 2);
    CHECK_INT(do_ok(st, l[0]), 0); /* 4 -> 2: two points, enough */
    CHECK_INT(st->ntasks, 1);
    CHECK_INT(st->task[0].kind, PK_TASK_ADVANCE); /* into the emptied hex */
    dl = 0;
    for (i = 0; i < st->nunits; i++)
        dl += st->u[i].side == PK_CHINESE && st->u[i].reduced;
    CHECK_INT(dl, 1);
    pk_free(st);

    /* below 1-3 and not forced (a unit in a building is in no ZOC): no
     * attack at all (8.1.2); the forced automatic AE is in
     * test_peking_audit.c */
    st = empty_board(2, PK_PH_ACOMBAT);
    put(st, "boxer-1", "1213");
    put(st, "brit-1", "1214");
    st->d->allied[uid(st, "brit-1")].strength = 2;
    {
        const char *one[1] = { "brit-1" };
        a = attack1(st, "1213", 1, one); /* 2 vs 12 */
    }
    CHECK_INT(pk_do(st, &a, NULL, NULL, 0), -1);
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_MAP);
    pk_free(st);
}

/* Units in an enemy ZOC must attack before the phase ends (8.1.2); a
 * phasing unit in a building is not in the ZOC of a unit outside. */
static void test_must_attack(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    char why[200];
    pk_action e = act(PK_A_END);

    put(st, "brit-1", "0522");
    put(st, "boxer-1", "0521");
    CHECK_INT(pk_do(st, &e, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "must attack");
    put(st, "brit-1", "1212");
    put(st, "boxer-1", "1211");
    CHECK_INT(pk_do(st, &e, NULL, why, sizeof why), 0);
    pk_free(st);
}

/* The log tells a move before what it did: "Victory hex 1236 passes to
 * the Chinese." came before the line saying who moved there. */
static void test_move_before_hex_passes(void)
{
    pk_state *st = empty_board(2, PK_PH_CMOVE);
    glog *log = glog_new(16);
    pk_action a = act(PK_A_MOVE);
    char why[200] = "";
    int i, moved = -1, passed = -1;

    a.n = 1;
    a.units[0] = (short)put(st, "boxer-1", "1237");
    a.cell = cell(st, "1236");
    CHECK_INT(pk_do(st, &a, log, why, sizeof why), 0);
    for (i = 0; i < glog_count(log); i++) {
        if (strstr(glog_get(log, i), "moves Boxers from 1237 to 1236"))
            moved = i;
        if (strstr(glog_get(log, i), "Victory hex 1236 passes to the Chinese"))
            passed = i;
    }
    CHECK(moved >= 0 && passed >= 0);
    CHECK(moved < passed);
    glog_free(log);
    pk_free(st);
}

int main(void)
{
    RUN(test_odds_columns);
    RUN(test_every_crt_cell);
    RUN(test_example_16_8);
    RUN(test_drm_below_one_told);
    RUN(test_multihex);
    RUN(test_wall_cases);
    RUN(test_terrain_multipliers);
    RUN(test_los);
    RUN(test_zoc);
    RUN(test_movement_limits);
    RUN(test_stacking);
    RUN(test_results_applied);
    RUN(test_must_attack);
    RUN(test_move_before_hex_passes);
    pk_free(tpl_state);
    TEST_END();
}
