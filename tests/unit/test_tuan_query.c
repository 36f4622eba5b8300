/* Unit tests of the screen's questions to the Tuan rules (tuan_query):
 * the cost of a drag through open ground, up a hill, and a barred way. */
#include <math.h>
#include <stdlib.h>

#include "games/tuan/rules/tuan_query.h"
#include "test.h"

static const int no_opt[TO_COUNT];
static const int humans[TU_SIDES] = { 0, 0 };

static void move_costs(void)
{
    errs e;
    tu_state *st;
    int jp1, gun;

    errs_clear(&e);
    st = tu_new(".", "appendix-a", no_opt, humans, 5, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    jp1 = tu_find_tray(st, "jp1");
    gun = tu_find_tray(st, "gun");
    /* open ground: one inch per inch */
    CHECK(fabs(tu_move_cost(st, jp1, geom_v(6, 8)) - 4) < 1e-6);
    /* off the table: barred */
    CHECK(tu_move_cost(st, jp1, geom_v(-3, 4)) < 0);
    /* the gun climbs its hill (from y 10 up): 2" of open ground cost 2,
     * the inch uphill costs more than an inch */
    CHECK(fabs(tu_move_cost(st, gun, geom_v(37, 10)) - 2) < 1e-6);
    CHECK(tu_move_cost(st, gun, geom_v(37, 11)) > 3 + 1e-6);
    CHECK(tu_move_cost(st, -1, geom_v(1, 1)) < 0);
    tu_free(st);
}

int main(void)
{
    RUN(move_costs);
    TEST_END();
}
