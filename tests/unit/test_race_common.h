/* Shared set-ups of the Race to the Legations rule tests: the shipped map
 * emptied, units and counters put where a test wants them, an action done
 * with its refusal printed. */
#ifndef TEST_RACE_COMMON_H
#define TEST_RACE_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/race/rules/race.h"
#include "test.h"

static const int all_human[RACE_NATIONS] = { 0, 0, 0, 0 };

/* The cell of a hex label ("0512"), telling when there is none. */
static inline int C(const race_state *st, const char *label)
{
    int c = race_cell_at(st, label);

    if (c < 0)
        printf("  bad hex %s\n", label);
    return c;
}

/* The map with no units and no walls, every hex scouted and empty, the
 * given nation to act in the given phase. */
static inline race_state *board(int active, int phase)
{
    errs e;
    race_state *st;
    int i, n;

    errs_clear(&e);
    st = race_new(".", "peking-1900", all_human, 7, &e);
    if (!st) {
        errs_print(&e, stdout);
        exit(1);
    }
    n = st->cols * st->rows;
    for (i = 0; i < n; i++) {
        st->cell[i].unit = -1;
        st->cell[i].counter = RACE_C_NONE;
        st->cell[i].csup = 0;
        st->cell[i].ctried = 0;
        st->cell[i].scouted = 1;
    }
    /* no walls but the ones a test builds */
    memset(st->grid.side, 0, sizeof st->grid.side);
    st->nunits = 0;
    st->active = active;
    st->phase = phase;
    st->pending = -1;
    st->rout = -1;
    st->result = RACE_RES_NONE;
    st->dice.nscript = st->dice.pos = 0;
    return st;
}

static inline int add_unit(race_state *st, int nation, int kind, const char *at)
{
    int u = st->nunits++, c = C(st, at);
    race_unit *p = &st->unit[u];

    memset(p, 0, sizeof *p);
    p->nation = (unsigned char)nation;
    p->kind = (unsigned char)kind;
    p->alive = 1;
    p->cell = (short)c;
    st->cell[c].unit = (signed char)u;
    return u;
}

static inline void put(race_state *st, const char *at, int counter)
{
    st->cell[C(st, at)].counter = (signed char)counter;
}

static inline int do_act(race_state *st, race_action a)
{
    char why[200];
    int r = race_do(st, &a, NULL, why, sizeof why);

    if (r < 0)
        printf("  refused: %s\n", why);
    return r;
}

#endif
