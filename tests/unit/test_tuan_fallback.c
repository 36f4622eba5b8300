/* test_tuan_fallback: where retreats and routs end. Rivers are broken
 * ground by Table 1 (1:2 on foot), so a rout may end in one, having paid
 * double for it; terrain a tray may not enter (horses and houses) stops it
 * short; the sim's invariant catches a tray standing in such terrain. */
#include <math.h>

#include "games/tuan/rules/tuan_local.h"
#include "test.h"

static const int no_opt[TO_COUNT];
static const int humans[TU_SIDES] = { 0, 0 };

static tu_state *fresh(const char *scen)
{
    errs e;
    tu_state *st;

    errs_clear(&e);
    st = tu_new(".", scen, no_opt, humans, 5, &e);
    if (!st)
        printf("  %s\n", errs_first(&e));
    return st;
}

static void rout_into_the_river_pays_double(void)
{
    tu_state *st = fresh("beicang");
    int i;
    char why[200];

    if (!st)
        { CHECK(0); return; }
    i = tu_find_tray(st, "jp3");
    CHECK(i >= 0);
    st->tray[i].p.pos = geom_v(50, 20);
    st->tray[i].p.facing = 0;
    /* 12" away from (40, 20): 4" of open ground to the bank at 54, then 8"
     * of allowance buys 4" of river: the centre ends near 58 (a little
     * less when its corners would leave the table), not off the table */
    tu_fall_back(st, i, geom_v(40, 20), 12, 1, NULL);
    CHECK(tu_on_table(&st->tray[i]));
    printf("  ends at %.2f, %.2f\n", st->tray[i].p.pos.x, st->tray[i].p.pos.y);
    CHECK(st->tray[i].p.pos.x > 55 && st->tray[i].p.pos.x < 58.05);
    CHECK(fabs(st->tray[i].p.pos.y - 20) < 1e-6);
    CHECK(tu_check_invariants(st, why, sizeof why));
    tu_free(st);
}

static void horses_stop_short_of_a_house(void)
{
    tu_state *st = fresh("beicang");
    int i, mu;
    char why[200] = "";

    if (!st)
        { CHECK(0); return; }
    i = tu_find_tray(st, "bl");
    mu = tu_find_tray(st, "mu");
    CHECK(i >= 0 && mu >= 0);
    st->tray[mu].off = 1;   /* out of the way */
    st->tray[i].mounted = 1;
    st->tray[i].p.pos = geom_v(36, 34.5);
    st->tray[i].p.facing = 0;
    if (!tu_check_invariants(st, why, sizeof why)) {
        printf("  %s\n", why);
        CHECK(0);
    }
    /* 24" south, straight at the village house (y 38 to 44) */
    tu_fall_back(st, i, geom_v(36, 25), 24, 1, NULL);
    printf("  ends at %.2f, %.2f\n", st->tray[i].p.pos.x, st->tray[i].p.pos.y);
    CHECK(st->tray[i].p.pos.y > 34.5 && st->tray[i].p.pos.y < 38);
    CHECK(tu_check_invariants(st, why, sizeof why));
    /* stood in the house, the invariant names it */
    st->tray[i].p.pos = geom_v(36, 41);
    CHECK(!tu_check_invariants(st, why, sizeof why));
    printf("  %s\n", why);
    tu_free(st);
}

/* A 2" house under the middle of a 4" tray's long edge: no corner and
 * not the centre is in it, and still the horses may not stand there. */
static void a_narrow_house_under_a_tray(void)
{
    tu_state *st = fresh("langfang");
    table_rates r;
    table_piece q;
    int i, found = 0;

    if (!st)
        { CHECK(0); return; }
    i = tu_find_tray(st, "rn1");
    CHECK(i >= 0);
    st->tray[i].arm = TU_CAVALRY;
    st->tray[i].mounted = 1;
    tu_rates(st, i, &r);
    for (int j = 0; j < st->ntrays; j++)   /* nobody else to stand on */
        if (j != i)
            st->tray[j].off = 1;
    q = st->tray[i].p;
    /* the small house is x 31-33, y 14-16: slide the tray's centre up to
     * just below it, wide side along x */
    for (double y = 16.2; y < 18 && !found; y += 0.05)
        for (double f = 0; f < 360 && !found; f += 90) {
            q.pos = geom_v(32, y);
            q.facing = f;
            if (!table_piece_blocked(&st->tab, &q, &r)) {
                found = 1;
                printf("  corners and centre clear at y %.2f facing %.0f\n", y, f);
                CHECK(!tu_place_ok(st, i, &q, NULL, 0));
            }
        }
    CHECK(found);
    tu_free(st);
}

/* A retreat ends facing the enemy it fell back from (the owner's choice,
 * made for him); a rout faces away. */
static void retreat_faces_the_enemy_rout_faces_away(void)
{
    tu_state *st = fresh("beicang");
    int i;

    if (!st)
        { CHECK(0); return; }
    i = tu_find_tray(st, "jp1");
    CHECK(i >= 0);
    st->tray[i].p.pos = geom_v(36, 20);
    st->tray[i].p.facing = 30;
    tu_fall_back(st, i, geom_v(36, 10), 6, 2, NULL);
    CHECK(fabs(st->tray[i].p.pos.y - 26) < 1e-6);
    CHECK(fabs(st->tray[i].p.facing - geom_bearing(st->tray[i].p.pos, geom_v(36, 10))) < 1e-6);
    tu_fall_back(st, i, geom_v(36, 20), 2, 1, NULL);
    CHECK(fabs(st->tray[i].p.facing - geom_bearing(geom_v(36, 20), geom_v(36, 26))) < 1e-6);
    CHECK(fabs(st->tray[i].p.facing - geom_bearing(st->tray[i].p.pos, geom_v(36, 10))) > 1);
    tu_free(st);
}

int main(void)
{
    RUN(retreat_faces_the_enemy_rout_faces_away);
    RUN(a_narrow_house_under_a_tray);
    RUN(rout_into_the_river_pays_double);
    RUN(horses_stop_short_of_a_house);
    TEST_END();
}
