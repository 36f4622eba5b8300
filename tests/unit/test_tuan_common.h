/* Shared set-ups of the Tuan rule tests: the Appendix A table emptied of
 * trays, and a tray put back where a test wants it. */
#ifndef TEST_TUAN_COMMON_H
#define TEST_TUAN_COMMON_H

#include <stdio.h>

#include "games/tuan/rules/tuan_local.h"
#include "test.h"

/* The Appendix A table (options opt, NULL: none; both sides played by
 * hand) with every tray taken off, in the choosing phase; side >= 0 is
 * the side to choose. NULL, having said why, if it cannot be set up. */
static inline tu_state *tuan_board(const int *opt, int side)
{
    static const int people[TU_SIDES] = { 0, 0 };
    int none[TO_COUNT] = { 0 };
    errs e;
    tu_state *st;

    errs_clear(&e);
    st = tu_new(".", "appendix-a", opt ? opt : none, people, 3, &e);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        return NULL;
    }
    for (int i = 0; i < st->ntrays; i++)
        st->tray[i].off = 1;
    st->phase = TU_P_SELECT;
    if (side >= 0)
        st->side = side;
    return st;
}

/* Tray id back on the table at (x, y) facing facing; its index. */
static inline int tuan_put(tu_state *st, const char *id, double x, double y, double facing)
{
    int i = tu_find_tray(st, id);
    st->tray[i].off = 0;
    st->tray[i].p.pos = geom_v(x, y);
    st->tray[i].p.facing = facing;
    return i;
}

#endif
