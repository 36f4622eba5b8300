/* Unit tests from the rules audit of Tuan (scenarios/tuan/notes.md, "Rules
 * audit"): the worked example of the Move action (4 inches up a slope
 * cost 8), and each fault the audit fixed, pinned so that it cannot come
 * back: only a cannon on higher ground fires over lower trays. */
#include <math.h>
#include <stdlib.h>

#include "games/tuan/rules/tuan_local.h"
#include "test.h"

static const int humans[TU_SIDES] = { 0, 0 };

/* The Appendix A table with every tray taken off; put() brings back the
 * ones a test needs, where it wants them. */
static tu_state *board(void)
{
    int none[TO_COUNT] = { 0 };
    errs e;
    tu_state *st;

    errs_clear(&e);
    st = tu_new(".", "appendix-a", none, humans, 3, &e);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        return NULL;
    }
    for (int i = 0; i < st->ntrays; i++)
        st->tray[i].off = 1;
    st->phase = TU_P_SELECT;
    return st;
}

static int put(tu_state *st, const char *id, double x, double y, double facing)
{
    int i = tu_find_tray(st, id);
    st->tray[i].off = 0;
    st->tray[i].p.pos = geom_v(x, y);
    st->tray[i].p.facing = facing;
    return i;
}

/* IV, Move: "an infantry platoon traveling 4 inches up a slope pays 1:2,
 * a cost of 8 inches" -- more than its 6, so one move cannot do it; the
 * same 4 inches climbing onto a hill cost the same. */
static void move_example_slope(void)
{
    tu_state *st = board();
    vec2 slope[4] = { { 2, 20 }, { 12, 20 }, { 12, 30 }, { 2, 30 } };
    table_rates r;
    table_piece q;
    char why[160] = "";
    int inf;

    if (!st)
        { CHECK(0); return; }
    table_add_area(&st->tab, TK_SLOPE, 1, slope, 4, 0, 0, "slope");
    inf = put(st, "jp1", 7, 21, 90);
    tu_rates(st, inf, &r);
    CHECK(fabs(table_path_cost(&st->tab, geom_v(7, 21), geom_v(7, 25), &r, 6) - 8) < 1e-6);
    CHECK(tu_move_ok(st, inf, geom_v(7, 25), 90, &q, why, sizeof why) < 0);
    CHECK(strstr(why, "costs 8.0") != NULL);
    /* 3 inches up the slope cost 6: one move */
    CHECK(tu_move_ok(st, inf, geom_v(7, 24), 90, &q, why, sizeof why) == 0);
    /* onto the gun hill (34-40 by 10-15, height 1): 1 inch of open
     * ground, then 4 inches climbing at 1:2 (notes: a move that ends
     * higher than it began pays the slope rate on the hill) */
    CHECK(fabs(table_path_cost(&st->tab, geom_v(37, 9), geom_v(37, 14), &r, 6) - 9) < 1e-6);
    /* along the hilltop, not climbing: open ground */
    CHECK(fabs(table_path_cost(&st->tab, geom_v(35, 11), geom_v(35, 14), &r, 6) - 3) < 1e-6);
    /* and across level open ground it is 4 */
    CHECK(fabs(table_path_cost(&st->tab, geom_v(20, 10), geom_v(20, 14), &r, 6) - 4) < 1e-6);
    tu_free(st);
}

/* IV, Fire: "Trays cannot fire through trays." The one exception the
 * text makes by height is the artillery's (Fire with artillery): a
 * platoon on the hill may not fire over a friendly platoon below it,
 * the cannon standing in the same place may. (The old code let any tray
 * on higher ground fire over lower trays.) */
static void only_cannon_fires_over_trays(void)
{
    tu_state *st = board();
    char why[160] = "";
    int hi, lo, cn, gun;

    if (!st)
        { CHECK(0); return; }
    hi = put(st, "jp1", 37, 12.5, 90);   /* on the gun hill */
    lo = put(st, "jp2", 37, 20, 90);     /* below, in the line of fire */
    cn = put(st, "cn1", 37, 30, 270);
    CHECK(table_elev(&st->tab, st->tray[hi].p.pos) > table_elev(&st->tab, st->tray[lo].p.pos));
    CHECK(!tu_can_fire_at(st, hi, cn, why, sizeof why));
    CHECK(strstr(why, "blocked by") != NULL);
    /* with the platoon below gone, the line is clear */
    st->tray[lo].off = 1;
    CHECK(tu_can_fire_at(st, hi, cn, NULL, 0));
    st->tray[lo].off = 0;
    /* the gun, unlimbered on the hill, fires over the same platoon */
    st->tray[hi].off = 1;
    gun = put(st, "gun", 37, 12.5, 90);
    st->tray[gun].limbered = 0;
    CHECK(tu_can_fire_at(st, gun, cn, why, sizeof why));
    /* and the same gun on level ground may not */
    st->tray[gun].p.pos = geom_v(37, 8);
    CHECK(table_elev(&st->tab, st->tray[gun].p.pos) <= 0);
    CHECK(!tu_can_fire_at(st, gun, cn, NULL, 0));
    tu_free(st);
}

int main(void)
{
    RUN(move_example_slope);
    RUN(only_cannon_fires_over_trays);
    TEST_END();
}
