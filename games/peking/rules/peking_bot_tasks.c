/* peking_bot_tasks: the computer player's choices inside the decisions
 * the rules wait for: which unit takes a loss, each step of a retreat or
 * withdrawal (looking ahead to where the step can lead), whether and
 * where to advance after combat, which unit attrition takes, how a
 * defending leader's 1 counts (11.1), which unit leaves an overstacked
 * hex (7). */
#include <string.h>

#include "peking.h"

static int pick_loss(const pk_state *st, const pk_action *l, int n)
{
    int i, best = 0, bs = 1 << 30;

    for (i = 0; i < n; i++) {
        const pk_unit *u = &st->u[l[i].unit];
        int s = pk_strength(st, u) * 10 + (u->reduced ? 50 : 0) +
                (u->kind == PK_K_LEADER ? 200 : 0) + (u->kind == PK_K_IMPERIAL ? 5 : 0);
        if (s < bs) {
            bs = s;
            best = i;
        }
    }
    return best;
}

/* Where the Allies fall back to: the hex's worth to them, an Allied
 * fortification of the hard level's prepared line more (pk_bot_line_worth). */
static int ground(const pk_state *st, int c)
{
    return pk_bot_cell_score(st, c) + pk_bot_line_worth(st, c);
}

static int retreat_end_score(const pk_state *st, int side, int c)
{
    if (side == PK_ALLIED)
        return ground(st, c);
    return c < 0 ? -500 : -pk_dist(st, c, st->bot_target) * 5 +
           (pk_terrain(st, c) == PK_T_BUILDING ? 10 : 0);
}

/* Each step is worth the best end it leads to (a retreat is chosen hex by
 * hex, 8.3); withdrawal steps must beat staying where the unit is. */
static int pick_retreat(const pk_state *st, const pk_action *l, int n, int side, int *score)
{
    int i, k, best = -1, bs = -(1 << 30);
    short ends[64];

    for (i = 0; i < n; i++) {
        int s = -(1 << 30), m;
        if (l[i].type != PK_A_RETREAT)
            continue;
        /* easy: no look-ahead, the step's own hex */
        if (!pk_bot_level(st, side)->lookahead)
            m = 1, ends[0] = (short)l[i].cell;
        else
            m = pk_retreat_ends_after(st, l[i].unit, l[i].cell, ends, 64);
        for (k = 0; k < m; k++) {
            int v = retreat_end_score(st, side, ends[k]);
            if (v > s)
                s = v;
        }
        if (s > bs) {
            bs = s;
            best = i;
        }
    }
    if (score)
        *score = bs;
    return best < 0 ? 0 : best;
}

/* What a combat result is worth to the Allied defender. */
static int defence_worth(int r)
{
    static const int worth[PK_RESULTS] = { 8, 5, 3, -1, -4, -8, -6 }; /* AE AL1 AR DR DL1 DE EX */

    return r >= 0 && r < PK_RESULTS ? worth[r] : 0;
}

/* 11.1: the number of leaders on the die that gives the Allies the best
 * results over the six faces (a point may lift the odds column, -1 on
 * the die moves every face; ties keep the die, as before the choice). */
int pk_bot_defend(const pk_state *st)
{
    int k, f, best = 0, bs = -(1 << 30), need = st->ntasks > 0 ? st->task[0].need : 0;

    for (k = need; k >= 0; k--) {
        pk_combat c;
        int s = 0;
        if (pk_defend_odds(st, k, &c) < 0)
            continue;
        for (f = 1; f <= 6; f++) {
            int t = f + c.drm, col = c.col + c.shift > 9 ? 9 : c.col + c.shift;
            s += c.col < 0 ? defence_worth(PK_R_AE)
                           : defence_worth(pk_crt(st, col, t < 1 ? 1 : t > 6 ? 6 : t));
        }
        if (s > bs) {
            bs = s;
            best = k;
        }
    }
    return best;
}

/* 7: the unit to eliminate from an overstacked hex: the one whose loss
 * leaves the most strength there, so the fewest points go (a unit that
 * alone brings the hex within the limit before any that does not;
 * leaders and full-strength units kept before reduced ones). */
int pk_bot_overstack(const pk_state *st, const pk_action *l, int n)
{
    int i, best = 0, bs = 1 << 30;
    const pk_task *t = &st->task[0];
    int c = t->cell[0], over = st->sp[t->side][c] - st->d->stack[t->side];

    for (i = 0; i < n; i++) {
        const pk_unit *u = &st->u[l[i].unit];
        int sp = pk_stack_sp(u, st), s;
        if (u->kind == PK_K_GUN)
            s = 0; /* a second gun: the one that goes matters little */
        else
            s = (sp >= over ? 0 : 1000) + sp * 10 + (u->kind == PK_K_LEADER ? 60 : 0) -
                (u->reduced ? 5 : 0);
        if (s < bs) {
            bs = s;
            best = i;
        }
    }
    return best;
}

int pk_bot_task(pk_state *st, pk_action *l, int side, pk_action *a)
{
    const pk_task *t = &st->task[0];
    int n, i;

    n = pk_task_legal(st, l, PK_MAX_ACTIONS);
    if (n <= 0)
        return -1;
    switch (t->kind) {
    case PK_TASK_LOSS:
        *a = l[pick_loss(st, l, n)];
        return 0;
    case PK_TASK_RETREAT:
        *a = l[pick_retreat(st, l, n, side, NULL)];
        return 0;
    case PK_TASK_WITHDRAW: {
        int bs, bi = pick_retreat(st, l, n, side, &bs), mover = pk_retreating(st);
        /* a unit under way finishes; a new one goes only to a better hex */
        if (mover >= 0 || (l[bi].type == PK_A_RETREAT &&
                           bs > ground(st, st->u[l[bi].unit].cell)))
            *a = l[bi];
        else
            pk_action_init(a, PK_A_END);
        return 0;
    }
    case PK_TASK_ADVANCE: {
        int bi = -1, bs = -1000;
        for (i = 0; i < n; i++) {
            int s;
            if (l[i].type != PK_A_ADVANCE)
                continue;
            s = st->d->victory[l[i].cell] ? 100 : 0;
            s += side == PK_CHINESE ? 10 + pk_strength(st, &st->u[l[i].unit])
                                    : pk_bot_cell_score(st, l[i].cell) - 20;
            if (s > bs) {
                bs = s;
                bi = i;
            }
        }
        if (bi >= 0 && bs > 0)
            *a = l[bi];
        else
            pk_action_init(a, PK_A_END);
        return 0;
    }
    case PK_TASK_ATTRITION: {
        int bi = 0, bs = 1 << 30;
        for (i = 0; i < n; i++) {
            const pk_unit *u = &st->u[l[i].unit];
            int s = pk_strength(st, u) * 10 - pk_bot_chinese_near(st, u->cell, 3) / 4 +
                    (st->d->victory[u->cell] ? 20 : 0);
            if (s < bs) {
                bs = s;
                bi = i;
            }
        }
        *a = l[bi];
        return 0;
    }
    case PK_TASK_DEFEND:
        pk_action_init(a, PK_A_DEFEND);
        a->ddie = pk_bot_defend(st);
        return 0;
    case PK_TASK_STACK:
        *a = l[pk_bot_overstack(st, l, n)];
        return 0;
    }
    *a = l[0];
    return 0;
}
