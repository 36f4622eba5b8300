/* col_reinf: native forces coming on: the edge roll (1-4, 5-6 none), the
 * composition roll (2 average dice and a D6: better troops on a 6, the
 * higher average die in size; else regulars, the sum), the options that
 * widen it, the finite pool, and placing a group two deep along its edge. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "col_local.h"

static const char *const edge_names[4] = { "north", "east", "south", "west" };

void col_queue_reinf(col_state *st, int edge, int reroll, int joker)
{
    if (st->nrq >= COL_MAX_QUEUE)
        return;
    st->rq[st->nrq].edge = edge;
    st->rq[st->nrq].reroll = reroll;
    st->rq[st->nrq].joker = joker;
    st->nrq++;
    /* a double-sized battle: two units for every unit */
}

double col_edge_len(const col_state *st, int edge)
{
    return edge % 2 == 0 ? st->tab.w : st->tab.h;
}

static vec2 edge_point(const col_state *st, int edge, double along, double depth)
{
    switch (edge) {
    case 0: return geom_v(along, st->tab.h - depth);
    case 1: return geom_v(st->tab.w - depth, along);
    case 2: return geom_v(along, depth);
    default: return geom_v(depth, along);
    }
}

/* Spots of a group of count figures centred at along on the pending edge,
 * two deep with bases touching; 1 when all are free. */
int col_place_ok(const col_state *st, double at, vec2 *out, int count)
{
    int cols = (count + 1) / 2;
    double half = cols * COL_BASE / 2;

    if (at < half || at > col_edge_len(st, st->pend_edge) - half)
        return 0;
    for (int i = 0; i < count; i++) {
        double along = at + ((i / 2) - (cols - 1) / 2.0) * COL_BASE;
        vec2 p = edge_point(st, st->pend_edge, along, (i % 2) ? 1.5 * COL_BASE : 0.5 * COL_BASE);
        if (!col_spot_ok(st, -1, p, -1))
            return 0;
        if (out)
            out[i] = p;
    }
    if (st->type[st->pend_type].gun) {
        vec2 gp = edge_point(st, st->pend_edge, at, 2.8 * COL_BASE);
        if (!col_spot_ok(st, -1, gp, -1))
            return 0;
        if (out)
            out[count] = gp;
    }
    return 1;
}

static int any_place(const col_state *st)
{
    double len = col_edge_len(st, st->pend_edge);

    for (int k = 0; k <= 24; k++)
        if (col_place_ok(st, len * (k + 0.5) / 25.0, NULL, st->pend_size))
            return 1;
    return 0;
}

/* After a kind and size are known: place it, or lose it when the edge is full. */
static void want_place(col_state *st, glog *log)
{
    if (st->pend_size <= 0)
        return;
    if (!any_place(st)) {
        glog_add(log, "No room on the %s edge: the %s stay in the pool.",
                 edge_names[st->pend_edge], st->type[st->pend_type].name);
        return;
    }
    st->dec = DEC_PLACE;
}

/* the size of a better group of kind t with the higher average die hi */
static int special_size(const col_state *st, int t, int hi)
{
    if (st->type[t].gun)
        return st->pool[t] >= 4 ? 4 : 0;
    return hi < st->pool[t] ? hi : st->pool[t];
}

int col_special_ok(const col_state *st, int t)
{
    if (t < 0 || t >= st->ntypes || !st->type[t].special || st->pool[t] <= 0)
        return 0;
    if (st->type[t].gun)   /* the field gun needs a five on the number die */
        return st->pend_hi == 5 && st->pool[t] >= 4;
    return 1;
}

void col_choose_special(col_state *st, int t, glog *log)
{
    st->dec = DEC_NONE;
    st->pend_type = t;
    st->pend_size = special_size(st, t, st->pend_hi);
    if (st->type[t].gun) /* one gun and its crew, not so many guns */
        glog_add(log, "Better troops: a %s and its crew of %d.", st->type[t].name, st->pend_size);
    else
        glog_add(log, "Better troops: %d %s.", st->pend_size, st->type[t].name);
    want_place(st, log);
}

static void compose(col_state *st, glog *log)
{
    int a, b, d, basic = col_native_type_of(st, 0, 0), better, nspecial = 0, only = -1;

    st->pend_units--;
    dice_for(&st->dice, "composition, %s edge: first average die",
             edge_names[st->pend_edge & 3]);
    a = dice_avg(&st->dice);
    dice_for(&st->dice, "composition, %s edge: second average die",
             edge_names[st->pend_edge & 3]);
    b = dice_avg(&st->dice);
    dice_for(&st->dice, "composition, %s edge: D6 (6: better troops)",
             edge_names[st->pend_edge & 3]);
    d = dice_d6(&st->dice);
    better = d == 6 || (st->pend_joker && st->opt[CO_COMPOSITION] && d >= 5) ||
             (st->opt[CO_SCHEME] && st->pool[basic] == 0);
    st->pend_hi = a > b ? a : b;
    st->pend_size = 0;
    if (!better) {
        st->pend_type = basic;
        st->pend_size = a + b < st->pool[basic] ? a + b : st->pool[basic];
        if (st->pend_size == 0) {
            glog_add(log, "Rolled %d+%d ordinary natives for the %s edge: none left in the pool.",
                     a, b, edge_names[st->pend_edge]);
            return;
        }
        glog_add(log, "Reinforcements, %s edge: average dice %d and %d, D6 %d: %d %s.",
                 edge_names[st->pend_edge], a, b, d, st->pend_size, st->type[basic].name);
        want_place(st, log);
        return;
    }
    for (int t = 0; t < st->ntypes; t++)
        if (col_special_ok(st, t)) {
            nspecial++;
            only = t;
        }
    glog_add(log, "Reinforcements, %s edge: average dice %d and %d, D6 %d: better troops, up to %d.",
             edge_names[st->pend_edge], a, b, d, st->pend_hi);
    if (nspecial == 0) {
        glog_add(log, "No better troops are left in the pool.");
        return;
    }
    if (nspecial == 1) {
        col_choose_special(st, only, log);
        return;
    }
    st->dec = DEC_SPECIAL;
}

/* One step: compose the next unit of the roll in hand, or take the next
 * roll off the queue. */
void col_reinf_step(col_state *st, glog *log)
{
    col_reinf r;
    int edge;

    if (st->pend_units > 0) {
        compose(st, log);
        return;
    }
    r = st->rq[0];
    memmove(st->rq, st->rq + 1, (size_t)(st->nrq - 1) * sizeof st->rq[0]);
    st->nrq--;
    edge = r.edge;
    if (edge < 0) {
        do {
            dice_for(&st->dice, "reinforcements: edge (1-4; 5-6 none)");
            edge = dice_d6(&st->dice);
        } while (r.reroll && edge > 4);
        if (edge > 4) {
            glog_add(log, "Reinforcement roll %d: none come.", edge);
            return;
        }
        edge--;
    }
    st->pend_edge = edge;
    st->pend_joker = r.joker;
    st->pend_units = st->doubled ? 2 : 1;
    compose(st, log);
}

/* The attacker puts the pending group on its edge, centred at along. */
void col_place(col_state *st, double at, glog *log)
{
    vec2 spot[16];
    int g, t = st->pend_type;

    st->dec = DEC_NONE;
    if (!col_place_ok(st, at, spot, st->pend_size))
        return;
    g = col_new_group(st, COL_ATT, GK_NATIVE, t);
    if (g < 0) {
        glog_add(log, "Too many groups on the table: the %s stay in the pool.",
                 st->type[t].name);
        return;
    }
    for (int i = 0; i < st->pend_size; i++)
        col_new_fig(st, g, 0, spot[i]);
    st->pool[t] -= st->pend_size;
    if (st->type[t].gun) {
        st->grp[g].gun = spot[st->pend_size];
        st->grp[g].facing = geom_bearing(spot[st->pend_size], st->centre);
        st->grp[g].crew0 = 4;
    }
    if (st->type[t].gun)
        glog_add(log, "A %s and its crew of %d come on at the %s edge.", st->type[t].name,
                 st->pend_size, edge_names[st->pend_edge]);
    else
        glog_add(log, "%d %s come on at the %s edge.", st->pend_size, st->type[t].name,
                 edge_names[st->pend_edge]);
    st->pend_size = 0;
}
