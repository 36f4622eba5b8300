/* race_breach: the breach phase of Race to the Legations: a unit works
 * on an unbreached wall on a side of its own hex; a breach is for good
 * and opens the side to everybody. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

int race_can_breach(const race_state *st, const race_unit *u)
{
    return u->alive && u->nation == st->active && !u->sup && !u->breach_tried;
}

int race_breach_side(const race_state *st, int c, int d)
{
    return race_nb(st, c, d) >= 0 && race_closed(st, c, d);
}

int race_any_breach(const race_state *st)
{
    int i, d, lo, hi;

    race_active_span(st, &lo, &hi);
    for (i = lo; i < hi; i++) {
        const race_unit *u = &st->unit[i];
        if (!race_can_breach(st, u) ||
            !(st->grid.side[RACE_LAYER_WALL][u->cell] & ~st->grid.side[RACE_LAYER_BREACH][u->cell]))
            continue;  /* (the last: no closed side at all, the common case) */
        for (d = 0; d < HEX_DIRS; d++)
            if (race_breach_side(st, u->cell, d))
                return 1;
    }
    return 0;
}

/* May unit a->unit try to breach side a->dir now? NULL, or why not. */
const char *race_check_breach(const race_state *st, const race_action *a)
{
    const char *r;
    const race_unit *u;

    if (st->phase != RACE_PH_BREACH)
        return "Breaching happens in the breach phase.";
    if ((r = race_unit_check(st, a->unit)))
        return r;
    u = &st->unit[a->unit];
    if (u->sup)
        return "A unit with suppression markers cannot work on a wall.";
    if (u->breach_tried)
        return "That unit has already tried to breach this turn.";
    if (a->dir < 0 || a->dir >= HEX_DIRS || !race_breach_side(st, u->cell, a->dir))
        return "There is no unbreached wall on that side of the unit's hex.";
    return NULL;
}

void race_do_breach(race_state *st, int u, int dir, glog *log)
{
    race_unit *p = &st->unit[u];
    race_mods m;
    race_roll *r;
    char name[64], rt[128];
    static const char *const dn[HEX_DIRS] = { "N", "NE", "SE", "S", "SW", "NW" };

    race_mods_clear(&m);
    if (p->kind == RACE_ARTILLERY)
        race_mod_add(&m, 2, "artillery", log);
    r = race_roll_d10(st, RACE_ROLL_BREACH, p->nation, u, p->cell, &m);
    p->breach_tried = 1;
    if (r->total >= 6) {
        hex_side_set(&st->grid, hex_at(&st->grid, p->cell), dir, RACE_LAYER_BREACH, 1);
        st->epoch++;
        race_set_result(r, "wall breached");
    } else {
        race_set_result(r, "wall holds");
    }
    if (log)
        glog_add(log, "%s tries to breach the %s wall: %s: %s.",
                 race_unit_name(st, u, name, sizeof name), dn[dir],
                 race_roll_text(r, rt, sizeof rt), r->result);
}
