/* test_peking_retreat: Siege at Peking retreats (8.3) with forced dice:
 * the five ways to be eliminated (by the search and through real combat,
 * with the reason in the log), a path chosen hex by hex with its refusals,
 * a retreat under way kept in a position, stopping early from a building,
 * a retreat "forwards" past the attacker. */
#include <stdlib.h>

#include "games/peking/rules/peking_json.h"
#include "test_peking_common.h"

/* 8.3: the five ways to die in a retreat. */
static void test_retreat_eliminations(void)
{
    pk_state *st;
    short d[64];
    const char *why;
    int u;
    static const char *const ring[6] = { "0520", "0620", "0621", "0522", "0421", "0420" };
    int i;

    /* 4: surrounded */
    st = empty_board(2, PK_PH_CCOMBAT);
    u = put(st, "brit-1", "0521");
    for (i = 0; i < 6; i++) {
        char id[16];
        snprintf(id, sizeof id, "boxer-%d", i + 1);
        put(st, id, ring[i]);
    }
    CHECK_INT(pk_retreat_dests(st, u, 0, d, 64, &why), 0);
    CHECK_STR(why, "surrounded by enemy units");
    pk_free(st);
    /* 1: every way back is in enemy ZOC */
    st = empty_board(2, PK_PH_CCOMBAT);
    u = put(st, "brit-1", "0521");
    put(st, "boxer-1", "0520");
    put(st, "boxer-2", "0522");
    CHECK_INT(pk_retreat_dests(st, u, 0, d, 64, &why), 0);
    CHECK_CONTAINS(why, "zones of control");
    pk_free(st);
    /* 2: the canal */
    st = empty_board(2, PK_PH_CCOMBAT);
    u = put(st, "brit-1", "1520");
    put(st, "boxer-1", "1519");
    put(st, "boxer-2", "1521");
    put(st, "boxer-3", "1420");
    put(st, "boxer-4", "1419");
    CHECK_INT(pk_retreat_dests(st, u, 0, d, 64, &why), 0);
    CHECK_CONTAINS(why, "canal");
    pk_free(st);
    /* 3: no hex to end in without overstacking (one-hex retreats here) */
    st = empty_board(2, PK_PH_CCOMBAT);
    st->d->retreat_hexes = 1;
    u = put(st, "brit-1", "1211");
    put(st, "boxer-1", "1210");
    put(st, "boxer-2", "1311");
    put(st, "boxer-3", "1111");
    {
        static const char *const full[3][5] = {
            { "russ-1", "russ-2", "russ-3", "russ-4", "amer-1" },
            { "amer-2", "amer-3", "germ-1", "germ-2", "germ-3" },
            { "fren-1", "fren-2", "aust-1", "aust-2", "ital-1" } };
        static const char *const where[3] = { "1312", "1212", "1112" };
        int k;
        for (k = 0; k < 3; k++)
            for (i = 0; i < 5; i++)
                put(st, full[k][i], where[k]);
    }
    CHECK_INT(pk_retreat_dests(st, u, 0, d, 64, &why), 0);
    CHECK_CONTAINS(why, "overstacking");
    /* 5: Allied units never leave the map; Chinese ones may */
    put(st, "brit-1", "0121");
    put(st, "boxer-1", "0120");
    put(st, "boxer-2", "0220");
    put(st, "boxer-3", "0221");
    put(st, "boxer-4", "0122");
    CHECK_INT(pk_retreat_dests(st, u, 0, d, 64, &why), 0);
    CHECK_STR(why, "forced off the map");
    tpl_state->d->retreat_hexes = 3;
    pk_free(st);
}

/* A Boxer at 'from' attacks brit-1; the forced die gives DR; brit-1 has no
 * legal retreat and dies; the log names the reason. */
static void dr_kills(pk_state *st, const char *target, const char *why_text)
{
    const char *ids[1] = { "boxer-1" };
    pk_action a = attack1(st, target, 1, ids);
    int die = die_for(st, &a, PK_R_DR), i, found = 0;
    glog *log = glog_new(64);
    char why[200] = "";

    CHECK(die > 0);
    force(st, 1, &die);
    CHECK_INT(pk_do(st, &a, log, why, sizeof why), 0);
    CHECK_STR(pk_result_name(st->last.result), "DR");
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD);
    for (i = 0; i < glog_count(log); i++)
        found |= strstr(glog_get(log, i), why_text) != NULL;
    if (!found)
        printf("  no log line with \"%s\"\n", why_text);
    CHECK(found);
    glog_free(log);
}

/* Four of the five eliminations of 8.3 through real combat with forced
 * dice. */
static void test_retreat_eliminations_in_combat(void)
{
    static const char *const ring[6] = { "0520", "0620", "0621", "0522", "0421", "0420" };
    pk_state *st;
    int i;

    st = empty_board(2, PK_PH_CCOMBAT); /* 4: surrounded */
    put(st, "brit-1", "0521");
    for (i = 0; i < 6; i++) {
        char id[16];
        snprintf(id, sizeof id, "boxer-%d", i + 1);
        put(st, id, ring[i]);
    }
    dr_kills(st, "0521", "surrounded by enemy units");
    pk_free(st);
    st = empty_board(2, PK_PH_CCOMBAT); /* 1: enemy ZOC all round */
    put(st, "brit-1", "0521");
    put(st, "boxer-1", "0520");
    put(st, "boxer-2", "0522");
    dr_kills(st, "0521", "zones of control");
    pk_free(st);
    st = empty_board(2, PK_PH_CCOMBAT); /* 2: the canal */
    put(st, "brit-1", "1520");
    put(st, "boxer-1", "1519");
    put(st, "boxer-2", "1521");
    put(st, "boxer-3", "1420");
    put(st, "boxer-4", "1419");
    dr_kills(st, "1520", "canal");
    pk_free(st);
    st = empty_board(2, PK_PH_CCOMBAT); /* 5: off the map */
    put(st, "brit-1", "0121");
    put(st, "boxer-1", "0120");
    put(st, "boxer-2", "0220");
    put(st, "boxer-3", "0221");
    put(st, "boxer-4", "0122");
    dr_kills(st, "0121", "forced off the map");
    pk_free(st);
    /* 3, ending over the stacking limit: the retreat may end there and
     * the owner chooses whom to eliminate (7); test_peking_issue27
     * retreat_overstack_owner_chooses */
}

/* Legal steps of unit u now, into l; checks each is next to it. */
static int steps_of(pk_state *st, int u, pk_action *l, int max)
{
    int n = pk_legal(st, l, max), i;

    for (i = 0; i < n; i++) {
        CHECK_INT(l[i].type, PK_A_RETREAT);
        CHECK_INT(l[i].unit, u);
        CHECK(l[i].cell == st->u[u].cell || pk_dist(st, st->u[u].cell, l[i].cell) == 1);
    }
    return n;
}

static int has_step(const pk_action *l, int n, int c)
{
    int i;

    for (i = 0; i < n; i++)
        if (l[i].cell == c)
            return 1;
    return 0;
}

/* 8.3: the owner picks the path hex by hex; never a hex twice, never a hex
 * that is not next to the unit; a retreat under way survives a position
 * dump and load; from a building the unit may stop after 1 or 2 hexes. */
static void test_retreat_path_chosen(void)
{
    static const char *const path[3] = { "0522", "0523", "0524" };
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *ids[1] = { "boxer-1" };
    pk_action a, l[64];
    int die, u, k, n;
    char why[200];

    u = put(st, "brit-1", "0521");
    put(st, "boxer-1", "0520");
    a = attack1(st, "0521", 1, ids);
    die = die_for(st, &a, PK_R_DR);
    CHECK(die > 0);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(pk_to_move(st), PK_ALLIED);
    CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
    n = steps_of(st, u, l, 64);
    CHECK(n >= 2);
    CHECK(!has_step(l, n, cell(st, "0521"))); /* no stopping on a 3-hex retreat */
    CHECK(!has_step(l, n, cell(st, "0620"))); /* in the Boxer's ZOC */
    for (k = 0; k < 3; k++) {
        a = act(PK_A_RETREAT);
        a.unit = u;
        a.cell = cell(st, "0521"); /* back where it started: never twice */
        CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
        a.cell = cell(st, "0525"); /* not next to it */
        CHECK_INT(pk_do(st, &a, NULL, why, sizeof why), -1);
        CHECK_CONTAINS(why, "one adjacent hex at a time");
        n = steps_of(st, u, l, 64);
        CHECK(has_step(l, n, cell(st, path[k])));
        CHECK(!has_step(l, n, cell(st, "0521")));
        a.cell = cell(st, path[k]);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->u[u].cell, cell(st, path[k]));
        if (k == 0) {
            /* under way: the position holds the path; the copy goes on alike */
            cJSON *j = pk_state_json(st);
            char *t1 = cJSON_Print(j), *t2;
            pk_state *back;
            pk_action l2[64];
            jdoc d;
            errs e;
            cJSON_Delete(j);
            CHECK_INT(pk_retreating(st), u);
            CHECK_CONTAINS(t1, "\"retreating\":\t\"brit-1\"");
            errs_clear(&e);
            memset(&d, 0, sizeof d);
            CHECK(jdoc_parse(&d, "pos.json", t1, &e));
            back = pk_state_load(".", "siege", NULL, &d, d.root, "start", &e);
            errs_print(&e, stdout);
            CHECK(back != NULL);
            if (back) {
                int i, m = pk_legal(back, l2, 64);
                n = pk_legal(st, l, 64);
                CHECK_INT(pk_retreating(back), u);
                CHECK_INT(m, n);
                for (i = 0; i < m && i < n; i++)
                    CHECK_INT(l2[i].cell, l[i].cell);
                j = pk_state_json(back);
                t2 = cJSON_Print(j);
                cJSON_Delete(j);
                CHECK_STR(t2, t1);
                free(t2);
                pk_free(back);
            }
            jdoc_free(&d);
            free(t1);
        }
    }
    CHECK_INT(pk_retreating(st), -1);
    CHECK(st->ntasks == 0 || st->task[0].kind != PK_TASK_RETREAT);
    pk_free(st);

    /* from a building: 1-3 hexes, stopping by choosing its own hex */
    st = empty_board(2, PK_PH_CCOMBAT);
    u = put(st, "brit-1", "1113");
    put(st, "boxer-1", "1112");
    a = attack1(st, "1113", 1, ids);
    die = die_for(st, &a, PK_R_DR);
    CHECK(die > 0);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
    n = steps_of(st, u, l, 64);
    CHECK(!has_step(l, n, cell(st, "1113"))); /* at least one hex */
    CHECK(has_step(l, n, cell(st, "1114")));
    a = act(PK_A_RETREAT);
    a.unit = u;
    a.cell = cell(st, "1114");
    CHECK_INT(do_ok(st, a), 0);
    n = steps_of(st, u, l, 64);
    CHECK(has_step(l, n, cell(st, "1114"))); /* may stop now */
    a.cell = cell(st, "1114");
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(st->u[u].cell, cell(st, "1114"));
    CHECK_INT(pk_retreating(st), -1);
    CHECK(st->ntasks == 0 || st->task[0].kind != PK_TASK_RETREAT);
    pk_free(st);
}

/* A retreat that kills, through the real combat path: DR with no way out. */
static void test_retreat_death_in_combat(void)
{
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *ids[1] = { "boxer-1" };
    int die = 6;
    pk_action a;

    put(st, "brit-1", "0521");
    put(st, "boxer-1", "0520");
    put(st, "boxer-2", "0522");
    st->d->chinese[0].strength = 4;
    a = attack1(st, "0521", 1, ids); /* 4 vs 2: 2-1, die 6: DL1 */
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DL1");
    CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD); /* reduced, then no way back */
    pk_free(st);
}

/* 8.3 note 3: a retreat may go "forwards". brit-1 at 0909 is attacked by
 * a Boxer at 1009 (north-east of it, row 09); two more Boxers hold its
 * other open neighbours in their ZOC (0810: 0809 and 0910; 0708: 0808).
 * The only ways back lead north into the building block (rows 04-08),
 * where no ZOC reaches, past the attacker: through 1008, the building hex
 * next to the Boxer, to 1006. No legal end is behind the attacker. */
static void test_retreat_forwards(void)
{
    static const char *const path[3] = { "1008", "1007", "1006" };
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *ids[1] = { "boxer-1" };
    pk_action a, l[64];
    short ends[64];
    const char *why;
    int die, u, k, n, x;

    u = put(st, "brit-1", "0909");
    x = put(st, "boxer-1", "1009");
    put(st, "boxer-2", "0810");
    put(st, "boxer-3", "0708");
    n = pk_retreat_dests(st, u, 0, ends, 64, &why);
    CHECK(n > 0);
    for (k = 0; k < n; k++) { /* every end lies north of the attacker's row 09 */
        char h[8];
        CHECK(ends[k] >= 0 && atoi(pk_label(st->d, ends[k], h, sizeof h) + 2) < 9);
    }
    a = attack1(st, "0909", 1, ids);
    die = die_for(st, &a, PK_R_DR);
    CHECK(die > 0);
    force(st, 1, &die);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_STR(pk_result_name(st->last.result), "DR");
    CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
    n = steps_of(st, u, l, 64);
    CHECK_INT(n, 2); /* 0908 and 1008, the building hexes to the north */
    CHECK(has_step(l, n, cell(st, "0908")));
    CHECK(has_step(l, n, cell(st, "1008")));
    for (k = 0; k < 3; k++) {
        a = act(PK_A_RETREAT);
        a.unit = u;
        a.cell = cell(st, path[k]);
        CHECK_INT(do_ok(st, a), 0);
    }
    CHECK(st->u[u].where == PK_W_MAP);
    CHECK_INT(st->u[u].cell, cell(st, "1006"));
    CHECK_INT(pk_dist(st, st->u[u].cell, st->u[x].cell), 3);
    CHECK_INT(pk_retreating(st), -1);
    pk_free(st);
}

int main(void)
{
    RUN(test_retreat_eliminations);
    RUN(test_retreat_eliminations_in_combat);
    RUN(test_retreat_path_chosen);
    RUN(test_retreat_death_in_combat);
    RUN(test_retreat_forwards);
    pk_free(tpl_state);
    TEST_END();
}
