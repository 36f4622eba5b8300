/* peking_bot: the computer player for both sides, after the designer's
 * notes. The Chinese pick the weakest Allied-held victory hex, pour in
 * from the nearest edges, fortify next to the enemy, shell the defenders
 * and attack every adjacent enemy, advancing after combat. The Allies hold
 * buildings and victory hexes, send their free units to the most
 * threatened hex, retake lost hexes, withdraw from hopeless open ground,
 * charge and attack only at good odds, use the hospital. The choices
 * inside pending tasks are in peking_bot_tasks.c, the Allied fire brigade
 * and charge odds in peking_bot_allied.c, what sets the easy and hard
 * levels apart in peking_bot_levels.c (the hard Allies' charges and
 * counter-attacks in peking_bot_strike.c); the random player, the game
 * loop and the invariants in peking_play.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "peking.h"

/* Reset the per-phase notes when the phase changes. */
static void notes(pk_state *st)
{
    int key = st->turn * 32 + st->phase * 2 + st->step;

    if (key != st->bot_key) {
        st->bot_key = key;
        memset(st->bot_done, 0, sizeof st->bot_done);
    }
}

/* Allied strength near a cell, with terrain: how hard a hex is to take. */
static int allied_guard(const pk_state *st, int cell, int radius)
{
    int i, g = 0;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int t;
        if (u->side != PK_ALLIED || u->where != PK_W_MAP || !pk_is_combat(u) ||
            pk_dist(st, u->cell, cell) > radius)
            continue;
        t = pk_terrain(st, u->cell);
        g += pk_strength(st, u) * (t == PK_T_BUILDING ? 3 : t == PK_T_TARTAR ? 4 : 1);
    }
    return g;
}

int pk_bot_chinese_near(const pk_state *st, int cell, int radius)
{
    int i, s = 0;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->side == PK_CHINESE && u->where == PK_W_MAP &&
            pk_dist(st, u->cell, cell) <= radius)
            s += pk_strength(st, u);
    }
    return s;
}

static int edge_dist(const pk_state *st, int cell)
{
    hex h = hex_at(&st->d->grid, cell);
    int a = h.col - 1, b = h.row - 1, c = st->d->cols - h.col, d = st->d->rows - h.row;
    int m = a < b ? a : b;

    m = m < c ? m : c;
    return m < d ? m : d;
}

/* Chinese movement cost from every hex to target (a bucket flood run
 * backwards from the target: each step is the reverse of a move). */
static void dist_map(pk_state *st, int k, int target)
{
    static _Thread_local short q[16][PK_CELLS];
    int nq[16], i, b, cells = st->d->cols * st->d->rows;
    short *dist = st->bot_dist[k];

    for (i = 0; i < cells; i++)
        dist[i] = 999;
    memset(nq, 0, sizeof nq);
    dist[target] = 0;
    q[0][nq[0]++] = (short)target;
    for (b = 0; b < 2000; b++) {
        int slot = b % 16, any = 0, j;
        for (j = 0; j < 16; j++)
            any |= nq[j] > 0;
        if (!any)
            break;
        for (i = 0; i < nq[slot]; i++) {
            int c = q[slot][i], d, wall = st->d->terrain[c] == PK_T_TARTAR;
            int w0 = st->mvcost[PK_MV_BOXER][c];
            if (dist[c] != b || (!wall && w0 <= 0))
                continue;
            for (d = 0; d < HEX_DIRS; d++) {
                int n = st->d->nb[c][d], w, nd;
                if (n < 0 || dist[n] <= b + 1)
                    continue; /* no step costs less than 1 */
                /* entering c costs the same from every side but onto the
                 * Wall (pk_enter_cost) */
                w = wall ? pk_enter_cost_wall(st, PK_MV_BOXER, n, c) : w0;
                if (w <= 0)
                    continue;
                nd = b + w;
                if (nd < dist[n]) {
                    dist[n] = (short)nd;
                    if (nq[nd % 16] < PK_CELLS)
                        q[nd % 16][nq[nd % 16]++] = (short)n;
                }
            }
        }
        nq[slot] = 0;
    }
}

/* The Chinese points of effort: the Allied-held victory hexes that are
 * cheapest to reach and weakest held; the second is the diversion. */
static void chinese_target(pk_state *st)
{
    int i, best = -1, second = -1, bs = 1 << 30, ss = 1 << 30;

    for (i = 0; i < st->d->nvic; i++) {
        int v = st->d->vic[i], s;
        if (st->control[v] == PK_CHINESE && !st->occ[PK_ALLIED][v])
            continue;
        s = allied_guard(st, v, 2) * 2 + edge_dist(st, v) * 3;
        if (s < bs) {
            ss = bs;
            second = best;
            bs = s;
            best = v;
        } else if (s < ss) {
            ss = s;
            second = v;
        }
    }
    if (best < 0)
        best = st->d->vic[0];
    if (second < 0)
        second = best;
    /* the maps change only with the targets (ruins barely alter them) */
    if (best != st->bot_target) {
        st->bot_target = best;
        dist_map(st, 0, best);
    }
    if (second != st->bot_second) {
        st->bot_second = second;
        dist_map(st, 1, second);
    }
    st->bot_dist_key = st->turn;
}

/* Which effort a unit belongs to: in the first five turns one unit in
 * four makes the diversion; then everything goes for the main effort. */
static int effort(const pk_state *st, int unit)
{
    return st->turn < 6 && unit % 4 == 0;
}

/* ---- where the Allies like to be ------------------------------------------- */

int pk_bot_cell_score(const pk_state *st, int c)
{
    int t = pk_terrain(st, c), s = 0, d;

    if (c < 0)
        return -10000;
    s += t == PK_T_BUILDING ? 30 : t == PK_T_TARTAR ? 25 : t == PK_T_RUIN ? 15 : 0;
    if (st->fort[c] >= 0 || pk_wall_at(st, c) >= 0)
        s += 20;
    if (st->d->victory[c])
        s += 40;
    if (st->d->hospital[c])
        s += 5;
    s += pk_bot_retreat_room(st, c);
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n >= 0 && st->occ[PK_CHINESE][n])
            s -= 15;
        if (n >= 0 && st->occ[PK_ALLIED][n])
            s += 3;
    }
    return s;
}

/* pk_stack_ok for a group that stands together on one hex, entering
 * another: the group's load is summed once, not once per reachable hex
 * (the same answer; the bot asks it for every hex of every flood). */
typedef struct load {
    int sp, guns;
} load;

static load group_load(const pk_state *st, const short *grp, int ng)
{
    load l = { 0, 0 };
    int k;

    for (k = 0; k < ng; k++) {
        l.sp += pk_stack_sp(&st->u[grp[k]], st);
        l.guns += st->u[grp[k]].kind == PK_K_GUN;
    }
    return l;
}

/* a: the move of the ng counters grp to cell. */
void pk_bot_group_move(pk_action *a, const short *grp, int ng, int cell)
{
    pk_action_init(a, PK_A_MOVE);
    a->n = ng;
    memcpy(a->units, grp, sizeof grp[0] * (size_t)ng);
    a->cell = cell;
}

static int fits(const pk_state *st, int side, int c, int here, load l, const short *grp, int ng)
{
    if (c == here)
        return pk_stack_ok(st, side, c, grp, ng);
    return st->sp[side][c] + l.sp <= st->d->stack[side] && st->guns[c] + l.guns <= 1;
}

/* ---- movement ----------------------------------------------------------------- */

/* Would civilians near from keep an escort if group left? */
static int civilians_safe(const pk_state *st, const short *grp, int ng, int dest)
{
    int i, k, d, j;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *c = &st->u[i];
        int ok = 0, cc;
        if (c->kind != PK_K_CIVILIAN || c->where != PK_W_MAP)
            continue;
        cc = c->cell;
        for (k = 0; k < ng; k++)
            if (grp[k] == i)
                cc = dest;
        for (j = 0; j < st->nunits && !ok; j++) {
            const pk_unit *u = &st->u[j];
            int uc = u->cell, mv = 0;
            if (u->side != PK_ALLIED || u->where != PK_W_MAP ||
                (u->kind != PK_K_INFANTRY && u->kind != PK_K_VOLUNTEER))
                continue;
            for (k = 0; k < ng; k++)
                if (grp[k] == j)
                    mv = 1;
            if (mv)
                uc = dest;
            if (uc == cc)
                ok = 1;
            for (d = 0; d < HEX_DIRS && !ok; d++)
                if (st->d->nb[cc][d] == uc)
                    ok = 1;
        }
        if (!ok)
            return 0;
    }
    return 1;
}

/* The units that count for allied_need, gathered once per decision:
 * [0] Allied combat units with their terrain-weighted strength (as
 * allied_guard), [1] Chinese units with their strength (as chinese_near). */
typedef struct strengths {
    int n[2];
    short cell[2][PK_MAX_UNITS], val[2][PK_MAX_UNITS];
} strengths;

/* Strengths by hex (a stack counts once: the sums below run over hexes,
 * not over every counter). */
static void gather(const pk_state *st, strengths *g)
{
    static _Thread_local short at[2][PK_CELLS]; /* entry + 1 of a hex, 0 none */
    int i, s;

    g->n[0] = g->n[1] = 0;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int t, k, v;
        if (u->where != PK_W_MAP)
            continue;
        if (u->side == PK_ALLIED) {
            if (!pk_is_combat(u))
                continue;
            t = pk_terrain(st, u->cell);
            s = 0;
            v = pk_strength(st, u) * (t == PK_T_BUILDING ? 3 : t == PK_T_TARTAR ? 4 : 1);
        } else {
            s = 1;
            v = pk_strength(st, u);
        }
        if (at[s][u->cell]) {
            g->val[s][at[s][u->cell] - 1] = (short)(g->val[s][at[s][u->cell] - 1] + v);
            continue;
        }
        k = g->n[s]++;
        at[s][u->cell] = (short)(k + 1);
        g->val[s][k] = (short)v;
        g->cell[s][k] = u->cell;
    }
    for (s = 0; s < 2; s++)
        for (i = 0; i < g->n[s]; i++)
            at[s][g->cell[s][i]] = 0;
}

static int sum_within(const pk_state *st, const strengths *g, int side, int cell, int radius)
{
    int i, s = 0;

    for (i = 0; i < g->n[side]; i++)
        if (pk_dist(st, g->cell[side][i], cell) <= radius)
            s += g->val[side][i];
    return s;
}

static int allied_need(const pk_state *st, const strengths *g, int v)
{
    return sum_within(st, g, 1, v, 4) / 3 - sum_within(st, g, 0, v, 1) / 2;
}

static int allied_move(pk_state *st, pk_action *a)
{
    int i, k, c, r, nr;
    unsigned char cost[PK_CELLS];
    short reach[PK_CELLS];
    int need[PK_MAX_VIC], worst = -1, wn = -(1 << 30);
    strengths g;

    if (!pk_bot_first(st, PK_ALLIED) && st->phase == PK_PH_AMOVE && pk_bot_leader_move(st, a))
        return 1;
    if (pk_bot_dig_move(st, a))
        return 1;
    gather(st, &g);
    for (i = 0; i < st->d->nvic; i++) {
        need[i] = allied_need(st, &g, st->d->vic[i]);
        if (st->control[st->d->vic[i]] == PK_ALLIED && need[i] > wn) {
            wn = need[i];
            worst = st->d->vic[i];
        }
    }
    for (i = 0; i < st->nunits; i++) {
        pk_unit *u = &st->u[i];
        short grp[PK_MAX_SEL];
        int ng = 0, escort = 0, best = -1, bs, here = u->cell, sp = 0, reduced = 0;
        load gl;
        if (u->side != PK_ALLIED || u->where != PK_W_MAP || st->bot_done[i] || u->mp <= 0 ||
            u->stopped)
            continue;
        for (k = 0; k < st->nunits; k++)
            if (st->u[k].cell == here && st->u[k].where == PK_W_MAP && st->u[k].side == PK_ALLIED)
                st->bot_done[k] = 1;
        if (st->phase == PK_PH_AREACT && st->zoc[PK_CHINESE][here])
            continue;
        for (k = 0; k < st->nunits; k++) {
            const pk_unit *v = &st->u[k];
            if (v->cell == here && v->where == PK_W_MAP && v->side == PK_ALLIED &&
                (v->kind == PK_K_INFANTRY || v->kind == PK_K_VOLUNTEER) && v->mp > 0 && !v->stopped)
                escort = 1;
        }
        for (k = 0; k < st->nunits && ng < PK_MAX_SEL; k++) {
            const pk_unit *v = &st->u[k];
            if (v->cell != here || v->where != PK_W_MAP || v->side != PK_ALLIED || v->mp <= 0 ||
                v->stopped)
                continue;
            if ((v->kind == PK_K_GUN || v->kind == PK_K_CIVILIAN) && !escort)
                continue;
            if (v->kind == PK_K_DOCTOR && st->d->hospital[here])
                continue; /* doctors stay at the hospital */
            grp[ng++] = (short)k;
            sp += pk_stack_sp(v, st);
            reduced |= v->reduced;
        }
        if (!ng || sp == 0)
            continue;
        /* holding a victory hex under threat: stay */
        if (st->d->victory[here] && allied_need(st, &g, here) > -2)
            continue;
        if (st->d->hospital[here] && reduced)
            continue;
        /* hard: a group on the line to fall back on stays to fortify it */
        if (pk_bot_dig_in(st, here))
            continue;
        /* the fire brigade: a led stack with a Chinese hex it could charge
         * at 2-1 after the doubling stays unmoved for it (8.1.3); hard, at
         * the odds it will charge at */
        if (!pk_bot_first(st, PK_ALLIED) && st->phase == PK_PH_AMOVE &&
            (pk_bot_charge_target(st, here) || pk_bot_brigade_holds(st, here)))
            continue;
        nr = pk_move_reach_list(st, grp, ng, reach, cost);
        gl = group_load(st, grp, ng);
        bs = pk_bot_cell_score(st, here) + (st->d->victory[here] ? 60 : 0);
        if (worst >= 0)
            bs -= pk_dist(st, here, worst) * 4;
        /* hard: a post is left only for a clearly better one; easy: the
         * stay is judged as sloppily as the hexes it could go to */
        bs += pk_bot_stay_bonus(st, PK_ALLIED) + pk_bot_jitter(st, PK_ALLIED, here, i);
        for (r = 0; r < nr; r++) {
            int s;
            c = reach[r];
            if (cost[c] == 0 || st->occ[PK_CHINESE][c] || !fits(st, PK_ALLIED, c, here, gl, grp, ng))
                continue;
            s = pk_bot_cell_score(st, c);
            if (st->d->victory[c]) {
                int vi;
                for (vi = 0; vi < st->d->nvic && st->d->vic[vi] != c; vi++)
                    ;
                if (st->control[c] == PK_CHINESE)
                    s += 400;
                else if (vi < st->d->nvic && need[vi] > 0)
                    s += 40 + need[vi] * 10;
            }
            if (worst >= 0)
                s -= pk_dist(st, c, worst) * 4;
            if (reduced && st->d->hospital[c] && st->phase == PK_PH_AMOVE)
                s += 80;
            if (pk_terrain(st, c) == PK_T_CLEAR || pk_terrain(st, c) == PK_T_OPEN)
                s -= 10;
            s += pk_bot_dig_score(st, c, sp) + pk_bot_jitter(st, PK_ALLIED, c, i);
            /* equal hexes: the game's own tie-break, not the first reached */
            if ((s > bs || (s == bs && best >= 0 &&
                            pk_bot_hash(st, c, PK_MAX_UNITS) > pk_bot_hash(st, best, PK_MAX_UNITS))) &&
                civilians_safe(st, grp, ng, c)) {
                bs = s;
                best = c;
            }
        }
        if (best >= 0) {
            pk_bot_group_move(a, grp, ng, best);
            return 1;
        }
    }
    return 0;
}

/* The designer's Chinese "advance under cover": a stack of 10 points or
 * more on clear ground within 2 hexes of the Allies, with counters left
 * and none here yet, stays unmoved so that it can fortify before combat. */
static int fort_forward(const pk_state *st, int here, const short *grp, int ng)
{
    int k, sp = 0, d, near = 0;

    if (st->forts_left[PK_CHINESE] <= 0 || st->fort[here] >= 0 || st->d->edge[here] ||
        st->ruin[here] || pk_wall_at(st, here) >= 0 ||
        (pk_terrain(st, here) != PK_T_CLEAR && pk_terrain(st, here) != PK_T_OPEN))
        return 0;
    for (k = 0; k < ng; k++)
        if (pk_is_combat(&st->u[grp[k]]))
            sp += pk_strength(st, &st->u[grp[k]]);
    if (sp < st->d->fort_sp[PK_CHINESE])
        return 0;
    /* one fortified post per stretch of front: none within 3 hexes yet */
    for (k = 0; k < st->d->cols * st->d->rows; k++)
        if (st->fort[k] == PK_CHINESE && pk_dist(st, k, here) <= 3)
            return 0;
    for (d = 0; d < HEX_DIRS && !near; d++) {
        int n = st->d->nb[here][d], e;
        if (n < 0)
            continue;
        if (st->occ[PK_ALLIED][n])
            near = 1;
        for (e = 0; e < HEX_DIRS && !near; e++) {
            int m = st->d->nb[n][e];
            near = m >= 0 && st->occ[PK_ALLIED][m];
        }
    }
    return near;
}

static int chinese_move(pk_state *st, pk_action *a)
{
    int i, k, c, r, nr, cells = st->d->cols * st->d->rows;
    unsigned char rcost[PK_CELLS];
    short reach[PK_CELLS];

    /* enter from the edge nearest the target, a full stack at a time */
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int best = -1, bd = 1 << 30, sp = 0;
        if (u->side != PK_CHINESE || u->where != PK_W_OFF)
            continue;
        pk_action_init(a, PK_A_ENTER);
        for (k = i; k < st->nunits && a->n < PK_MAX_SEL; k++) {
            const pk_unit *v = &st->u[k];
            int s = st->d->chinese[v->def].strength;
            if (v->side != PK_CHINESE || v->where != PK_W_OFF || sp + s > st->d->stack[1])
                continue;
            sp += s;
            a->units[a->n++] = (short)k;
        }
        for (c = 0; c < cells; c++) {
            int dd;
            if (!st->d->edge[c] || st->occ[PK_ALLIED][c] || st->sp[PK_CHINESE][c] ||
                pk_terrain(st, c) == PK_T_CANAL)
                continue;
            dd = st->bot_dist[effort(st, i)][c] * 4 + (int)(pk_bot_hash(st, c, 0) >> 29);
            if (dd < bd) {
                bd = dd;
                best = c;
            }
        }
        if (best < 0)
            break;
        a->cell = best;
        if (pk_move_check(st, a, NULL, 0) == 0)
            return 1;
        break;
    }
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        short grp[PK_MAX_SEL];
        int ng = 0, here = u->cell, best = -1, bs, d;
        load gl;
        if (u->side != PK_CHINESE || u->where != PK_W_MAP || st->bot_done[i] || u->mp <= 0 ||
            u->stopped)
            continue;
        for (k = 0; k < st->nunits; k++)
            if (st->u[k].where == PK_W_MAP && st->u[k].cell == here && st->u[k].side == PK_CHINESE) {
                st->bot_done[k] = 1;
                if (st->u[k].mp > 0 && !st->u[k].stopped && ng < PK_MAX_SEL)
                    grp[ng++] = (short)k;
            }
        /* already in contact: stay and fight */
        for (d = 0; d < HEX_DIRS; d++) {
            int n = st->d->nb[here][d];
            if (n >= 0 && st->occ[PK_ALLIED][n] && pk_zoc_reaches(st, n, here))
                break;
        }
        if (d < HEX_DIRS && !st->d->edge[here])
            continue;
        nr = pk_move_reach_list(st, grp, ng, reach, rcost);
        gl = group_load(st, grp, ng);
        bs = -st->bot_dist[effort(st, i)][here] * 10 + pk_bot_jitter(st, PK_CHINESE, here, i) +
             pk_bot_stay_bonus(st, PK_CHINESE);
        for (r = 0; r < nr; r++) {
            int s, t;
            c = reach[r];
            if (rcost[c] == 0 || st->occ[PK_ALLIED][c] || !fits(st, PK_CHINESE, c, here, gl, grp, ng))
                continue;
            t = pk_terrain(st, c);
            s = -st->bot_dist[effort(st, i)][c] * 10;
            if (st->d->victory[c] && st->control[c] != PK_CHINESE)
                s += 1000;
            if (t == PK_T_BUILDING || st->fort[c] >= 0 || t == PK_T_RUIN)
                s += 6;
            if (st->zoc[PK_ALLIED][c])
                s += 4;
            s += (int)(pk_bot_hash(st, c, i) >> 30) + pk_bot_jitter(st, PK_CHINESE, c, i);
            if (s > bs) {
                bs = s;
                best = c;
            }
        }
        /* no victory hex within reach: dig in here this turn instead (13) */
        if (best >= 0 && bs < 500 && pk_bot_level(st, PK_CHINESE)->forward &&
            fort_forward(st, here, grp, ng))
            continue;
        if (best >= 0) {
            pk_bot_group_move(a, grp, ng, best);
            return 1;
        }
    }
    return 0;
}

/* ---- combat ------------------------------------------------------------------- */

/* The best attack on the list for side; min_col the worst odds worth it
 * (obligated attacks go at any odds). */
static int best_attack(const pk_state *st, const pk_action *l, int n, int min_col, int lead,
                       pk_action *a)
{
    int i, best = -1, bs = -1000;

    for (i = 0; i < n; i++) {
        pk_combat c;
        int s, col, k, onvic = 0, forced = 0, ease;
        if (l[i].type != PK_A_ATTACK || pk_attack_check(st, &l[i], &c, NULL, 0) < 0)
            continue;
        col = c.col < 0 ? -1 : (c.col + c.shift > 9 ? 9 : c.col + c.shift);
        for (k = 0; k < l[i].nd; k++)
            if (st->d->victory[l[i].defs[k]])
                onvic = 1;
        for (k = 0; k < l[i].n; k++) {
            const pk_unit *u = &st->u[l[i].units[k]];
            if (st->zoc[1 - c.side][u->cell] && !c.ranged[k])
                forced = 1;
        }
        s = col * 10 + (onvic ? 25 : 0) + c.drm * 5;
        ease = c.side == PK_ALLIED ? pk_bot_attack_ease(st, &l[i], &c, min_col) : 0;
        /* a leader's +1 is worth about a column (1-1+1: two in three DR);
         * so is the hard Allies' counter-attack by a victory hex; their
         * ranged fire alone goes lower (peking_bot_strike.c) */
        if (col < min_col - (onvic ? 1 : 0) - (lead && c.drm > 0 && ease < 1 ? 1 : ease) && !forced)
            continue;
        if (s > bs) {
            bs = s;
            best = i;
        }
    }
    if (best < 0)
        return 0;
    *a = l[best];
    return 1;
}

static pk_action *scratch(void)
{
    static _Thread_local pk_action *buf;

    if (!buf)
        buf = malloc(PK_MAX_ACTIONS * sizeof *buf);
    return buf;
}

static int big_gun(pk_state *st, pk_action *a)
{
    int g, c, d, k, cells = st->d->cols * st->d->rows;

    for (g = 0; g < st->d->nbig_guns; g++) {
        if (st->gun_cell[g] >= 0 && st->gun_shots[g] < st->d->gun_shots) {
            int bd = 0, bv = -1;
            for (d = 0; d < HEX_DIRS; d++) {
                int v = 0;
                for (k = 1; k <= 6; k++) {
                    int x = st->gun_cell[g], s;
                    for (s = 0; s < k * st->d->gun_perpip && x >= 0; s++)
                        x = st->d->nb[x][d];
                    if (x < 0)
                        continue;
                    if (st->occ[PK_ALLIED][x])
                        v += pk_terrain(st, x) == PK_T_CLEAR ? 3 : 2;
                    else if (pk_terrain(st, x) == PK_T_BUILDING)
                        v += 1;
                }
                if (v > bv) {
                    bv = v;
                    bd = d;
                }
            }
            pk_action_init(a, PK_A_SHELL);
            a->unit = g;
            a->dir = bd;
            return 1;
        }
        if (st->gun_cell[g] < 0 && st->gun_shots[g] == 0) {
            int best = -1, bs = -1;
            for (c = 0; c < cells; c++) {
                int s;
                if (!st->d->band[c] || !pk_gun_place_ok(st, g, c) || edge_dist(st, c) != 2)
                    continue;
                s = 100 - pk_dist(st, c, st->bot_target) + (int)(pk_bot_hash(st, c, 0) >> 29);
                if (s > bs) {
                    bs = s;
                    best = c;
                }
            }
            if (best < 0)
                continue;
            pk_action_init(a, PK_A_GUN);
            a->unit = g;
            a->cell = best;
            return 1;
        }
    }
    return 0;
}

void pk_bot_prepare(pk_state *st)
{
    chinese_target(st);
}

int pk_bot_choose(pk_state *st, pk_action *a)
{
    pk_action *l = scratch();
    int side = pk_to_move(st), n, i;

    if (side < 0 || !l)
        return -1;
    notes(st);
    if (st->bot_target < 0 || st->bot_dist_key != st->turn ||
        (st->control[st->bot_target] == PK_CHINESE && !st->occ[PK_ALLIED][st->bot_target]))
        chinese_target(st);
    if (st->ntasks > 0)
        return pk_bot_task(st, l, side, a);
    switch (st->phase) {
    case PK_PH_BIGGUN:
        if (big_gun(st, a))
            return 0;
        break;
    case PK_PH_CMOVE:
        if (st->step == 0 && st->mines_left > 0 && st->turn >= st->d->mines_from) {
            int c, cells = st->d->cols * st->d->rows, best = -1, bs = 2;
            for (c = 0; c < cells; c++) {
                if (!st->occ[PK_ALLIED][c] || st->ruin[c] || !pk_mine_ok(st, c))
                    continue;
                if (st->sp[PK_ALLIED][c] > bs) {
                    bs = st->sp[PK_ALLIED][c];
                    best = c;
                }
            }
            if (best >= 0) {
                pk_action_init(a, PK_A_MINE);
                a->cell = best;
                return 0;
            }
        }
        if (chinese_move(st, a))
            return 0;
        break;
    case PK_PH_AREACT:
    case PK_PH_AMOVE:
        if (allied_move(st, a))
            return 0;
        break;
    case PK_PH_SNIPER:
        n = pk_legal(st, l, PK_MAX_ACTIONS);
        for (i = 0; i < n; i++)
            if (l[i].type == PK_A_SNIPE) {
                *a = l[i];
                return 0;
            }
        break;
    case PK_PH_CCOMBAT:
    case PK_PH_ACOMBAT:
        n = pk_legal(st, l, PK_MAX_ACTIONS);
        if (st->phase == PK_PH_CCOMBAT && st->step == 0) {
            for (i = 0; i < n; i++) {
                short us[64];
                int m, k, bad = 0;
                if (l[i].type != PK_A_WITHDRAW)
                    continue;
                m = pk_withdraw_units(st, l[i].unit, us);
                for (k = 0; k < m; k++) {
                    const pk_unit *u = &st->u[us[k]];
                    int t = pk_terrain(st, u->cell);
                    int near = pk_bot_chinese_near(st, u->cell, 1);
                    int def = st->sp[PK_ALLIED][u->cell] *
                              (t == PK_T_TARTAR ? 4 : t == PK_T_BUILDING || st->fort[u->cell] >= 0 ? 3 : 1);
                    if (!st->d->victory[u->cell] && t != PK_T_BUILDING && t != PK_T_TARTAR &&
                        st->fort[u->cell] < 0 && near > 2 * (st->sp[PK_ALLIED][u->cell] + 1))
                        bad = 1;
                    /* hopeless anywhere but a primary hex: 4-1 or worse
                     * off the victory hexes, 6-1 on a secondary one */
                    if (!pk_bot_first(st, PK_ALLIED) && st->d->victory[u->cell] != 1 &&
                        near > (st->d->victory[u->cell] ? 6 : 4) * (def + 1))
                        bad = 1;
                }
                if (bad) {
                    *a = l[i];
                    return 0;
                }
            }
            break;
        }
        if (side == PK_ALLIED && pk_bot_hard_fort(st, l, n, a))
            return 0;
        for (i = 0; i < n; i++)
            if (l[i].type == PK_A_FORT) {
                int d, e, near = 0;
                for (d = 0; d < HEX_DIRS; d++) {
                    int nc = st->d->nb[l[i].cell][d];
                    if (nc < 0)
                        continue;
                    if (st->occ[1 - side][nc])
                        near = 1;
                    for (e = 0; e < HEX_DIRS && side == PK_CHINESE; e++) {
                        int m = st->d->nb[nc][e];
                        if (m >= 0 && st->occ[1 - side][m])
                            near = 1;
                    }
                }
                if (near) {
                    *a = l[i];
                    return 0;
                }
            }
        if (side == PK_ALLIED && !st->combat_started && pk_bot_level(st, side)->charge) {
            if (pk_bot_strike_charge(st, l, n, a))
                return 0;
        } else if (side == PK_ALLIED && !st->combat_started) {
            int bi = -1, bs = -1;
            for (i = 0; i < n; i++) {
                int sp, col, s;
                if (l[i].type != PK_A_CHARGE || pk_charge_check(st, &l[i], &sp, NULL, 0) < 0)
                    continue;
                col = pk_bot_charge_odds(st, sp, l[i].cell);
                s = col + (st->d->victory[l[i].cell] ? 2 : 0);
                /* 1-1 only to retake a victory hex, or onto clear ground from
                 * a stack that holds none: measured, 1-1 charges from a
                 * victory hex lost the hex and 13 points of wins */
                if (col >= pk_bot_charge_col(st) + (pk_bot_charge_at_evens(st, &l[i]) ? 0 : 1) &&
                    s > bs) { /* 2-1 or better after doubling (8.1.3) */
                    bs = s;
                    bi = i;
                }
            }
            if (bi >= 0) {
                *a = l[bi];
                return 0;
            }
        }
        if (best_attack(st, l, n, side == PK_CHINESE ? 1 + pk_bot_easy_odds(st) : 3,
                        side == PK_ALLIED && !pk_bot_first(st, PK_ALLIED), a))
            return 0;
        break;
    default:
        break;
    }
    pk_action_init(a, PK_A_END);
    if (!pk_end_ok(st)) {
        /* an attack is owed: make the best one open */
        n = pk_legal(st, l, PK_MAX_ACTIONS);
        if (best_attack(st, l, n, -1, 0, a))
            return 0;
        if (n > 0)
            *a = l[0];
    }
    return 0;
}
