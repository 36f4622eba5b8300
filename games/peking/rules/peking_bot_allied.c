/* peking_bot_allied: the Allied computer's fire brigade (leaders sent
 * to the posts in contact, led stacks kept back for a charge) and its
 * charge odds; the rest of its play is in peking_bot.c. */
#include "peking.h"

int pk_bot_contact(const pk_state *st, int cell)
{
    int d, s = 0;

    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[cell][d];
        if (n >= 0)
            s += st->sp[PK_CHINESE][n];
    }
    return s;
}

static int has_leader(const pk_state *st, int cell, int except)
{
    int i;

    for (i = 0; i < st->nunits; i++)
        if (i != except && st->u[i].where == PK_W_MAP && st->u[i].cell == cell &&
            st->u[i].side == PK_ALLIED && st->u[i].kind == PK_K_LEADER)
            return 1;
    return 0;
}

/* The fire brigade's officers: a leader not needed where he stands goes
 * alone to the most pressed stack in contact that has none, so that it
 * can withdraw in the Chinese combat phase (12) and charge next turn. */
int pk_bot_leader_move(pk_state *st, pk_action *a)
{
    int i, r, nr;
    unsigned char cost[PK_CELLS];
    short reach[PK_CELLS];

    short tgt[PK_MAX_UNITS];
    int nt = 0, t;

    /* the posts worth joining, so that a flood runs only when one is near */
    for (i = 0; i < st->nunits && nt < PK_MAX_UNITS; i++) {
        const pk_unit *v = &st->u[i];
        int dup = 0;
        if (v->side != PK_ALLIED || v->where != PK_W_MAP || st->sp[PK_ALLIED][v->cell] < 2 ||
            !pk_bot_contact(st, v->cell) || has_leader(st, v->cell, -1))
            continue;
        for (t = 0; t < nt; t++)
            dup |= tgt[t] == v->cell;
        if (!dup)
            tgt[nt++] = v->cell;
    }
    if (!nt)
        return 0;
    for (i = 0; i < st->nunits; i++) {
        pk_unit *u = &st->u[i];
        short one = (short)i;
        int here = u->cell, best = -1, bs = 0, combat = 0, k, near = 0;
        if (u->side != PK_ALLIED || u->where != PK_W_MAP || u->kind != PK_K_LEADER ||
            u->mp <= 0 || u->stopped || u->moved)
            continue;
        for (k = 0; k < st->nunits; k++)
            if (st->u[k].where == PK_W_MAP && st->u[k].cell == here && k != i &&
                st->u[k].side == PK_ALLIED && pk_is_combat(&st->u[k]) &&
                st->u[k].kind != PK_K_LEADER)
                combat = 1;
        /* needed here: with troops in contact and the only leader, or
         * with a stack that digs in (hard) */
        if ((combat && pk_bot_contact(st, here) && !has_leader(st, here, i)) ||
            pk_bot_dig_in(st, here) || pk_bot_brigade_holds(st, here))
            continue;
        for (t = 0; t < nt && !near; t++)
            near = pk_dist(st, here, tgt[t]) <= u->mp;
        if (!near)
            continue;
        nr = pk_move_reach_list(st, &one, 1, reach, cost);
        for (r = 0; r < nr; r++) {
            int c = reach[r], s, p;
            if (cost[c] == 0 || st->occ[PK_CHINESE][c] || !st->occ[PK_ALLIED][c] ||
                st->sp[PK_ALLIED][c] < 2 || has_leader(st, c, -1) ||
                !pk_stack_ok(st, PK_ALLIED, c, &one, 1))
                continue;
            p = pk_bot_contact(st, c);
            if (!p)
                continue;
            s = p + st->sp[PK_ALLIED][c] * 2 + (st->d->victory[c] ? 20 : 0) - cost[c];
            if (s > bs || (s == bs && best >= 0 &&
                           pk_bot_hash(st, c, i) > pk_bot_hash(st, best, i))) {
                bs = s;
                best = c;
            }
        }
        if (best >= 0) {
            pk_bot_group_move(a, &one, 1, best);
            return 1;
        }
    }
    return 0;
}

/* As the computer reckons a charge: the chargers' points times the
 * multiplier against the hex's points, tripled in a building. */
int pk_bot_charge_odds(const pk_state *st, int sp, int cell)
{
    return pk_odds_column(sp * st->d->charge_mult,
                          st->sp[PK_CHINESE][cell] * (pk_terrain(st, cell) == PK_T_BUILDING ? 3 : 1));
}

/* The worst odds column the Allies charge at after the doubling: the old
 * computer 2-1; now 1-1, since a defender under the chargers can seldom
 * retreat, so DR (half the 1-1 column) is usually elimination. */
int pk_bot_charge_col(const pk_state *st)
{
    return pk_bot_first(st, PK_ALLIED) ? 3 : 2;
}

int pk_bot_charge_at_evens(const pk_state *st, const pk_action *a)
{
    int c = a->cell, from = st->u[a->units[0]].cell;

    if (st->d->victory[c] && st->control[c] == PK_CHINESE)
        return 1;
    return pk_terrain(st, c) <= PK_T_CLEAR && st->fort[c] < 0 && !st->d->victory[from];
}

/* A Chinese hex within 3 of the led stack at here that it would charge
 * at 2-1 or better after the doubling (the combat phase's own test). */
int pk_bot_charge_target(const pk_state *st, int here)
{
    int i, sp = 0, lead = 0, c, cells = st->d->cols * st->d->rows;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != here || u->side != PK_ALLIED || !pk_is_combat(u))
            continue;
        lead |= u->kind == PK_K_LEADER;
        sp += pk_strength(st, u);
    }
    if (!lead || sp < 4)
        return 0;
    if (sp > st->d->charge_max - st->charge_used)
        sp = st->d->charge_max - st->charge_used;
    for (c = 0; c < cells; c++)
        if (st->occ[PK_CHINESE][c] && pk_dist(st, c, here) <= 3 &&
            pk_bot_charge_odds(st, sp, c) >= pk_bot_charge_col(st))
            return 1;
    return 0;
}

