/* peking_play: whole games without a person: the random legal player
 * (the yardstick the computer player is measured against), the invariants
 * checked after every action in test runs, and the game loop of the
 * simulator and the tests. */
#include <stdio.h>
#include <string.h>

#include "peking.h"

int pk_random_choose(pk_state *st, pk_action *a, rng *r)
{
    static pk_action l[PK_MAX_ACTIONS]; /* too big for the stack */
    int n;

    n = pk_legal(st, l, PK_MAX_ACTIONS);
    if (n <= 0)
        return -1;
    *a = l[rng_range(r, n)];
    return 0;
}

/* ---- invariants and the game loop ------------------------------------------ */

/* A hex over the limit waits for its owner's eliminations (7). */
static int stack_pending(const pk_state *st, int c)
{
    int k;

    for (k = 0; k < st->ntasks; k++)
        if (st->task[k].kind == PK_TASK_STACK && st->task[k].cell[0] == c)
            return 1;
    return 0;
}

int pk_invariants(const pk_state *st, const signed char *was, char *why, size_t n)
{
    int c, i, cells = st->d->cols * st->d->rows, forts[2] = { 0, 0 }, guns[PK_CELLS];
    int moving = pk_retreating(st), mid = moving >= 0 ? st->u[moving].cell : -1;
    char h[8];

    memset(guns, 0, sizeof guns);
    for (c = 0; c < cells; c++) {
        /* a retreat may pass through a full hex, not end in one (8.3) */
        if (c != mid && (st->sp[0][c] > st->d->stack[0] || st->sp[1][c] > st->d->stack[1]) &&
            !stack_pending(st, c)) {
            snprintf(why, n, "overstacked at %s", pk_label(st->d, c, h, sizeof h));
            return -1;
        }
        if (st->occ[0][c] && st->occ[1][c] && st->ntasks == 0) {
            snprintf(why, n, "both sides at %s", pk_label(st->d, c, h, sizeof h));
            return -1;
        }
        if (st->fort[c] >= 0)
            forts[(int)st->fort[c]]++;
    }
    for (i = 0; i < 2; i++)
        if (forts[i] + st->forts_left[i] != st->d->forts || forts[i] > st->d->forts) {
            snprintf(why, n, "fortifications of side %d: %d on the map, %d left", i, forts[i],
                     st->forts_left[i]);
            return -1;
        }
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where == PK_W_MAP && u->kind == PK_K_GUN && ++guns[u->cell] > 1 && u->cell != mid &&
            !stack_pending(st, u->cell)) {
            snprintf(why, n, "two guns at %s", pk_label(st->d, u->cell, h, sizeof h));
            return -1;
        }
        if (u->side == PK_CHINESE && u->where == PK_W_DEAD) {
            snprintf(why, n, "Chinese unit %s lost from map, pool and reserve", u->id);
            return -1;
        }
        if (u->side == PK_ALLIED && (u->where == PK_W_POOL || u->where == PK_W_OFF)) {
            snprintf(why, n, "Allied unit %s off the map", u->id);
            return -1;
        }
        if (was && was[i] == PK_W_DEAD && u->where != PK_W_DEAD) {
            snprintf(why, n, "Allied unit %s came back", u->id);
            return -1;
        }
        if (u->where == PK_W_MAP && (u->cell < 0 || u->cell >= cells)) {
            snprintf(why, n, "unit %s on no hex", u->id);
            return -1;
        }
    }
    return 0;
}

int pk_play(pk_state *st, const int kind[2], rng *r, int check, glog *log, char *why, size_t n)
{
    return pk_play_counted(st, kind, r, check, log, why, n, NULL);
}

int pk_play_counted(pk_state *st, const int kind[2], rng *r, int check, glog *log, char *why,
                    size_t n, long counts[2][PK_ACTIONS])
{
    signed char was[PK_MAX_UNITS]; /* where each unit was: losses stay lost */
    long steps = 0;
    int side, i;

    while ((side = pk_to_move(st)) >= 0) {
        pk_action a;
        char w[200];
        if (++steps > 40000) {
            snprintf(why, n, "the game did not end (turn %d, %s)", st->turn,
                     pk_phase_name(st->phase));
            return -1;
        }
        if (check)
            for (i = 0; i < st->nunits; i++)
                was[i] = st->u[i].where;
        if ((kind[side] ? pk_random_choose(st, &a, r) : pk_bot_choose(st, &a)) < 0) {
            snprintf(why, n, "no action for side %d in %s", side, pk_phase_name(st->phase));
            return -1;
        }
        if (pk_do(st, &a, log, w, sizeof w) < 0) {
            /* a refused choice is a bot defect: say so in checked runs */
            if (check) {
                snprintf(why, n, "refused %d in %s turn %d: %s", a.type,
                         pk_phase_name(st->phase), st->turn, w);
                return -1;
            }
            if (pk_random_choose(st, &a, r) < 0 || pk_do(st, &a, log, w, sizeof w) < 0) {
                snprintf(why, n, "stuck: %s", w);
                return -1;
            }
        }
        if (counts && a.type >= 0 && a.type < PK_ACTIONS)
            counts[side][a.type]++;
        if (check && pk_invariants(st, was, why, n) < 0)
            return -1;
    }
    return 0;
}
