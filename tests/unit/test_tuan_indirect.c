/* test_tuan_indirect: a cannon's indirect fire is said in the log, with
 * where its leader spotted from, and kept for the view's spotter line
 * (QA: a computer gun fired through a hill and nothing said so). */
#include <string.h>

#include "test_tuan_common.h"

static int logged(const glog *log, const char *s)
{
    for (int i = 0; i < glog_count(log); i++)
        if (strstr(glog_get(log, i), s))
            return 1;
    return 0;
}

/* The gun and its target of the artillery rules' test, a wood between
 * them: the gun fires, spotted from west of the wood. */
static void test_indirect_fire_logged(void)
{
    tu_state *st = tuan_board(NULL, -1);
    glog *log = glog_new(32);
    vec2 wood[4] = { { 22, 18 }, { 40, 18 }, { 40, 22 }, { 22, 22 } };
    char why[200] = "";
    int gun, cn, trays[1];

    if (!st)
        { CHECK(0); return; }
    gun = tuan_put(st, "gun", 24, 8, 90);
    st->tray[gun].limbered = 0;
    cn = tuan_put(st, "cn1", 24, 40, 270);
    table_add_area(&st->tab, TK_WOODS, 1, wood, 4, 0, 0, "wood");
    trays[0] = gun;
    CHECK_INT(tu_fire(st, trays, 1, cn, log, why, sizeof why), 0);
    if (why[0])
        printf("  refused: %s\n", why);
    CHECK(logged(log, ", indirect, spotted by its leader from "));
    CHECK(st->spot_valid && st->spot_gun == gun && st->spot_target == cn);
    CHECK(geom_dist(st->spot_at, st->tray[gun].p.pos) <= 6 + 1e-9);
    /* a direct shot says nothing of it */
    st->tab.nareas--;
    st->tab.nshapes--;
    st->spot_valid = 0;
    st->tray[cn].off = 1;
    cn = tuan_put(st, "cn2", 24, 40, 270);
    st->tray[gun].fired = 0;
    st->tray[gun].actions = 1;
    glog_free(log);
    log = glog_new(32);
    why[0] = 0;
    CHECK_INT(tu_fire(st, trays, 1, cn, log, why, sizeof why), 0);
    if (why[0])
        printf("  refused: %s\n", why);
    CHECK(!logged(log, "indirect"));
    CHECK(!st->spot_valid);
    glog_free(log);
    tu_free(st);
}

int main(void)
{
    RUN(test_indirect_fire_logged);
    TEST_END();
}
