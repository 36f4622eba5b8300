/* test_peking_civ: Siege at Peking civilians (15): every civilian starts
 * with a combat unit beside it, and a move or a set-up shift that would
 * leave one alone is refused and not offered (moving with them is fine);
 * civilians left alone are eliminated, in a sentence that agrees. */
#include "test_peking_common.h"

static int escorted(const pk_state *st, int civ)
{
    int d, c = st->u[civ].cell;

    if (pk_manned(st, c))
        return 1;
    for (d = 0; d < HEX_DIRS; d++)
        if (st->d->nb[c][d] >= 0 && pk_manned(st, st->d->nb[c][d]))
            return 1;
    return 0;
}

static int offered(const pk_state *st, int type, int unit, int c)
{
    static pk_action l[PK_MAX_ACTIONS];
    int i, n = pk_legal(st, l, PK_MAX_ACTIONS);

    for (i = 0; i < n; i++)
        if (l[i].type == type && l[i].cell == c &&
            (type == PK_A_PLACE ? l[i].unit == unit : l[i].n == 1 && l[i].units[0] == unit))
            return 1;
    return 0;
}

static void test_start_escorted(void)
{
    pk_state *st = fresh();
    int i, civs = 0;

    for (i = 0; i < st->nunits; i++)
        if (st->u[i].kind == PK_K_CIVILIAN) {
            civs++;
            if (!escorted(st, i))
                printf("  %s starts alone\n", st->u[i].id);
            CHECK(escorted(st, i));
        }
    CHECK_INT(civs, 4);
    pk_free(st);
}

static void test_move_leaving_civilians(void)
{
    pk_state *st = empty_board(2, PK_PH_AMOVE);
    int brit = put(st, "brit-1", "1212"), civ = put(st, "civ-1", "1113");
    pk_action a = act(PK_A_MOVE);
    char why[200] = "";

    CHECK(escorted(st, civ));
    a.n = 1;
    a.units[0] = (short)brit;
    a.cell = cell(st, "1410");
    CHECK(pk_do(st, &a, NULL, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "(15)");
    CHECK(!offered(st, PK_A_MOVE, brit, a.cell));
    CHECK(st->u[brit].cell == cell(st, "1212"));
    /* a second unit stays with them: now the first may go */
    put(st, "brit-2", "1113");
    CHECK(offered(st, PK_A_MOVE, brit, a.cell));
    CHECK_INT(do_ok(st, a), 0);
    CHECK(st->u[civ].where == PK_W_MAP);
    pk_free(st);
}

static void test_setup_shift(void)
{
    pk_state *st = fresh();
    int civ = uid(st, "civ-3"), i, d, c = st->u[civ].cell, away = -1;
    pk_action a = act(PK_A_PLACE);
    char why[200] = "";

    CHECK_INT(st->phase, PK_PH_SETUP);
    /* the unit that escorts civ-3 alone may not step out of reach */
    for (i = 0; i < st->nunits && away < 0; i++) {
        const pk_unit *u = &st->u[i];
        int near = 0;
        if (u->where != PK_W_MAP || (u->kind != PK_K_INFANTRY && u->kind != PK_K_VOLUNTEER) ||
            pk_dist(st, u->cell, c) > 1)
            continue;
        for (d = 0; d < st->nunits; d++)
            if (d != i && st->u[d].where == PK_W_MAP && pk_dist(st, st->u[d].cell, c) <= 1 &&
                (st->u[d].kind == PK_K_INFANTRY || st->u[d].kind == PK_K_VOLUNTEER))
                near = 1;
        if (near)
            continue;
        for (d = 0; d < HEX_DIRS; d++) {
            int nc = st->d->nb[u->cell][d];
            if (nc >= 0 && pk_dist(st, nc, c) > 1 && st->d->inside[nc])
                away = nc, a.unit = i;
        }
    }
    if (away < 0) {
        printf("  civ-3 has more than one escort or none can step away: nothing to test\n");
        pk_free(st);
        return;
    }
    a.cell = away;
    CHECK(pk_do(st, &a, NULL, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "(15)");
    CHECK(!offered(st, PK_A_PLACE, a.unit, away));
    pk_free(st);
}

/* The log's verb agrees with the counter's plural name: "Civilians (1)
 * ... is eliminated" read wrong when their escort was killed. */
static void test_alone_log_plural(void)
{
    pk_state *st = empty_board(3, PK_PH_ACOMBAT);
    glog *log = glog_new(16);
    int civ = put(st, "civ-1", "1113"), i, found = 0;

    pk_check_civilians(st, log);
    CHECK(st->u[civ].where != PK_W_MAP);
    for (i = 0; i < glog_count(log); i++)
        found |= strstr(glog_get(log, i), "Civilians (1) at 1113 are eliminated") != NULL;
    if (!found && glog_count(log) > 0)
        printf("  log: %s\n", glog_get(log, glog_count(log) - 1));
    CHECK(found);
    glog_free(log);
    pk_free(st);
}

int main(void)
{
    RUN(test_start_escorted);
    RUN(test_move_leaving_civilians);
    RUN(test_setup_shift);
    RUN(test_alone_log_plural);
    TEST_END();
}
