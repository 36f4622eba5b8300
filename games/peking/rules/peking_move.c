/* peking_move: movement (5, 6, 7, 11.2): where a group of units from one
 * hex can go with the points they have left, through friends, never
 * through enemies, stopping on entering an enemy ZOC and never from one
 * enemy ZOC straight into another; Chinese units entering from the map
 * edge; stacking limits at the end of a move; control of victory hexes
 * passed through (21). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "peking.h"

/* Only unmanned Allied guns in cell (the Chinese may move through and
 * destroy them, 9). */
static int only_unmanned_guns(const pk_state *st, int cell)
{
    int i;

    if (!st->occ[PK_ALLIED][cell])
        return 0;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where == PK_W_MAP && u->cell == cell && u->side == PK_ALLIED &&
            u->kind != PK_K_GUN)
            return 0;
    }
    return 1;
}

static int enemy_blocks(const pk_state *st, int side, int cell)
{
    if (!st->occ[1 - side][cell])
        return 0;
    return !(side == PK_CHINESE && only_unmanned_guns(st, cell));
}

#define UNREACHED 255

/* The flood just made, remembered in the state (see pk_flood_memo). */
static int memo_put(const pk_state *cst_st, int side, int mover, int start, int budget,
                    int reaction, const unsigned char *cst, const short *pred,
                    const short *reached, int nr)
{
    pk_flood_memo *m = &((pk_state *)cst_st)->flood; /* a cache, not the game */
    int i;

    m->valid = 1;
    m->side = side;
    m->mover = mover;
    m->start = start;
    m->budget = budget;
    m->reaction = reaction;
    m->nr = nr;
    for (i = 0; i < nr; i++) {
        m->reached[i] = reached[i];
        m->pred[i] = pred[reached[i]];
        m->cost[i] = cst[reached[i]];
    }
    return nr;
}

/* Dijkstra from start over cells, by buckets of movement points: cst[]
 * the cost of each hex reached (255 not reached), pred[] the way back,
 * reached[] the hexes reached in the order found. Returns how many. The
 * byte costs keep the clearing of the map cheap (this runs hundreds of
 * times a game). */
static int flood8(const pk_state *st, int side, int mover, int start, int budget,
                  int reaction, unsigned char *cst, short *pred, short *reached)
{
    int cells = st->d->cols * st->d->rows, i, b, e = 1 - side, nr = 0;
    short bucket[24][PK_CELLS / 4];
    int nb[24];
    const pk_flood_memo *m = &st->flood;

    memset(cst, UNREACHED, (size_t)cells);
    if (m->valid && m->start == start && m->side == side && m->mover == mover &&
        m->budget == budget && m->reaction == reaction) {
        for (i = 0; i < m->nr; i++) {
            int c = m->reached[i];
            reached[i] = (short)c;
            cst[c] = m->cost[i];
            pred[c] = m->pred[i];
        }
        return m->nr;
    }
    memset(nb, 0, sizeof nb);
    cst[start] = 0;
    pred[start] = -1;
    reached[nr++] = (short)start;
    if (reaction && st->zoc[e][start])
        return memo_put(st, side, mover, start, budget, reaction, cst, pred, reached, nr);
    bucket[0][nb[0]++] = (short)start;
    for (b = 0; b <= budget && b < 24; b++) {
        for (i = 0; i < nb[b]; i++) {
            int c = bucket[b][i], d;
            if (cst[c] != b)
                continue;
            if (c != start && st->zoc[e][c])
                continue; /* entered an enemy ZOC: stop here */
            for (d = 0; d < HEX_DIRS; d++) {
                int n = st->d->nb[c][d], k, nc;
                /* a hex already reached at b + 1 or less cannot improve
                 * (every step costs 1 or more) */
                if (n < 0 || cst[n] <= b + 1 || (st->occ[e][n] && enemy_blocks(st, side, n)))
                    continue;
                k = pk_enter_cost(st, mover, c, n);
                if (k <= 0)
                    continue;
                if (c == start && st->zoc[e][start] && st->zoc[e][n])
                    continue; /* ZOC to ZOC */
                nc = b + k;
                if (nc > budget || nc >= 24 || cst[n] <= nc)
                    continue;
                if (nb[nc] >= PK_CELLS / 4)
                    continue;
                if (cst[n] == UNREACHED)
                    reached[nr++] = (short)n;
                cst[n] = (unsigned char)nc;
                pred[n] = (short)c;
                bucket[nc][nb[nc]++] = (short)n;
            }
        }
    }
    return memo_put(st, side, mover, start, budget, reaction, cst, pred, reached, nr);
}

/* The same with the costs as ints for every hex (-1 not reached). */
static int flood(const pk_state *st, int side, int mover, int start, int budget,
                 int reaction, int *cost, short *pred)
{
    unsigned char cst[PK_CELLS];
    short reached[PK_CELLS];
    int i, cells = st->d->cols * st->d->rows;

    flood8(st, side, mover, start, budget, reaction, cst, pred, reached);
    for (i = 0; i < cells; i++)
        cost[i] = cst[i] == UNREACHED ? -1 : cst[i];
    return budget;
}

/* The mover kind paying the most for a group (Boxers and Imperials pay the
 * same on the shipped chart; mixed groups pay the dearest). */
static int group_mover(const pk_state *st, const short *units, int n)
{
    int i, m = pk_mover(&st->u[units[0]]);

    for (i = 1; i < n; i++)
        if (pk_mover(&st->u[units[i]]) == PK_MV_BOXER)
            m = PK_MV_BOXER;
    return m;
}

static int group_budget(const pk_state *st, const short *units, int n)
{
    int i, b = 99;

    for (i = 0; i < n; i++)
        if (st->u[units[i]].mp < b)
            b = st->u[units[i]].mp;
    return b;
}

int pk_move_reach(const pk_state *st, const short *units, int n, int *cost)
{
    short pred[PK_CELLS];
    const pk_unit *u = &st->u[units[0]];

    if (n <= 0 || u->stopped)
        return 0;
    flood(st, u->side, group_mover(st, units, n), u->cell, group_budget(st, units, n),
          st->phase == PK_PH_AREACT, cost, pred);
    return 1;
}

int pk_move_reach_list(const pk_state *st, const short *units, int n, short *cells,
                       unsigned char *cost)
{
    short pred[PK_CELLS];
    const pk_unit *u = &st->u[units[0]];
    int m;

    if (n <= 0 || u->stopped)
        return 0;
    m = flood8(st, u->side, group_mover(st, units, n), u->cell, group_budget(st, units, n),
               st->phase == PK_PH_AREACT, cost, pred, cells);
    {
        /* into the order of a scan of the map (ties between equally good
         * hexes go to the first), through a bitmap of the hexes */
        uint64_t bits[(PK_CELLS + 63) / 64];
        int w, k = 0;
        memset(bits, 0, sizeof bits);
        for (w = 0; w < m; w++)
            bits[cells[w] >> 6] |= (uint64_t)1 << (cells[w] & 63);
        for (w = 0; w < (PK_CELLS + 63) / 64; w++) {
            uint64_t x = bits[w];
            while (x) {
                int b = __builtin_ctzll(x);
                cells[k++] = (short)(w * 64 + b);
                x &= x - 1;
            }
        }
    }
    return m;
}

/* Would units (of side) fit into cell, counting what is there? */
/* Strength points and Allied guns in cell once units stand there too. */
static void stack_after(const pk_state *st, int side, int cell, const short *units, int n,
                        int *sp, int *guns)
{
    int i;

    *sp = st->sp[side][cell];
    *guns = st->guns[cell];
    for (i = 0; i < n; i++) {
        const pk_unit *u = &st->u[units[i]];
        if (u->where == PK_W_MAP && u->cell == cell)
            continue;
        *sp += pk_stack_sp(u, st);
        if (u->kind == PK_K_GUN)
            ++*guns;
    }
}

int pk_stack_ok(const pk_state *st, int side, int cell, const short *units, int n)
{
    int sp, guns;

    stack_after(st, side, cell, units, n, &sp, &guns);
    return sp <= st->d->stack[side] && guns <= 1;
}

const char *pk_stack_why(const pk_state *st, int side, int cell, const short *units, int n,
                         char *buf, size_t len)
{
    int sp, guns;

    stack_after(st, side, cell, units, n, &sp, &guns);
    if (guns > 1)
        snprintf(buf, len, "Only one Allied gun may stand in a hex, and one is there "
                 "already (7).");
    else if (sp > st->d->stack[side])
        snprintf(buf, len, "Too many strength points for one hex: %d, where %d may stack (7).",
                 sp, st->d->stack[side]);
    else
        return NULL;
    return buf;
}

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

/* Shape of a group: distinct units of the side to move, together. */
static int group_check(const pk_state *st, const pk_action *a, int where, char *why,
                       size_t n)
{
    int i, k, side = st->u[a->units[0]].side, escort = 0, needs = 0;

    if (a->n < 1 || a->n > PK_MAX_SEL)
        return why_set(why, n, "Name the units to move.");
    for (i = 0; i < a->n; i++) {
        const pk_unit *u = &st->u[a->units[i]];
        if (a->units[i] < 0 || a->units[i] >= st->nunits)
            return why_set(why, n, "There is no such unit.");
        for (k = 0; k < i; k++)
            if (a->units[k] == a->units[i])
                return why_set(why, n, "A unit is named twice.");
        if (u->side != side || u->where != where ||
            (where == PK_W_MAP && u->cell != st->u[a->units[0]].cell))
            return why_set(why, n, "The units must move together from one hex.");
        if (u->kind == PK_K_INFANTRY || u->kind == PK_K_VOLUNTEER)
            escort = 1;
        if (u->kind == PK_K_GUN || u->kind == PK_K_CIVILIAN)
            needs = 1;
        if (where == PK_W_MAP && (u->stopped || u->mp <= 0))
            return why_set(why, n, "A unit has no movement left this phase.");
    }
    if (needs && !escort)
        return why_set(why, n, "Guns and civilians move only with an Allied combat unit (9, 15).");
    return 0;
}

/* pk_move_check, leaving the flood of a move in cost and pred for
 * pk_move to follow (one flood per move, not two). */
static int check_flood(const pk_state *st, const pk_action *a, char *why, size_t n,
                       unsigned char *cost, short *pred)
{
    int side;
    char sw[120];

    if (a->n < 1 || a->units[0] < 0 || a->units[0] >= st->nunits)
        return why_set(why, n, "Name the units to move.");
    side = st->u[a->units[0]].side;
    if (a->type == PK_A_ENTER) {
        if (st->phase != PK_PH_CMOVE)
            return why_set(why, n, "Chinese units enter only in the Chinese movement phase.");
        if (group_check(st, a, PK_W_OFF, why, n) < 0)
            return -1;
        if (a->cell < 0 || !st->d->edge[a->cell])
            return why_set(why, n, "Units enter on a map edge hex (19, 22).");
        if (enemy_blocks(st, side, a->cell))
            return why_set(why, n, "That edge hex holds Allied units.");
        if (!pk_enter_cost(st, group_mover(st, a->units, a->n), a->cell, a->cell) &&
            pk_terrain(st, a->cell) != PK_T_TARTAR)
            return why_set(why, n, "Units cannot enter there.");
        if (pk_stack_why(st, side, a->cell, a->units, a->n, sw, sizeof sw))
            return why_set(why, n, sw);
        return 0;
    }
    if (group_check(st, a, PK_W_MAP, why, n) < 0)
        return -1;
    if ((side == PK_CHINESE) != (st->phase == PK_PH_CMOVE))
        return why_set(why, n, "It is not that side's movement phase.");
    if (a->cell < 0 || a->cell == st->u[a->units[0]].cell)
        return why_set(why, n, "Name a hex to move to.");
    if (st->phase == PK_PH_AREACT && st->zoc[PK_CHINESE][st->u[a->units[0]].cell])
        return why_set(why, n, "Allied units may not leave an enemy ZOC in the reaction phase (6).");
    {
        short reached[PK_CELLS];
        const pk_unit *u = &st->u[a->units[0]];
        if (u->stopped)
            return why_set(why, n, "A unit has no movement left this phase.");
        flood8(st, side, group_mover(st, a->units, a->n), u->cell, group_budget(st, a->units, a->n),
               st->phase == PK_PH_AREACT, cost, pred, reached);
    }
    if (cost[a->cell] == UNREACHED || cost[a->cell] == 0)
        return why_set(why, n, "The units cannot reach that hex this phase.");
    if (enemy_blocks(st, side, a->cell) || (st->occ[1 - side][a->cell] && side == PK_ALLIED))
        return why_set(why, n, "A unit may not end its move with enemy units (5.1).");
    if (pk_stack_why(st, side, a->cell, a->units, a->n, sw, sizeof sw))
        return why_set(why, n, sw);
    if (!pk_civ_escort_ok(st, a->units, a->n, a->cell))
        return why_set(why, n, "That would leave civilians with no combat unit beside "
                               "them: take them along or leave a unit with them (15).");
    return 0;
}

int pk_move_check(const pk_state *st, const pk_action *a, char *why, size_t n)
{
    unsigned char cost[PK_CELLS];
    short pred[PK_CELLS];

    return check_flood(st, a, why, n, cost, pred);
}

static void pass_hex(pk_state *st, int side, int cell, glog *log)
{
    char h[8];
    int i;

    if (st->d->victory[cell] && st->control[cell] != side) {
        st->control[cell] = (signed char)side;
        glog_add(log, "Victory hex %s passes to the %s.", pk_label(st->d, cell, h, sizeof h),
                 side == PK_ALLIED ? "Allies" : "Chinese");
    }
    if (side == PK_CHINESE && st->occ[PK_ALLIED][cell])
        for (i = 0; i < st->nunits; i++)
            if (st->u[i].where == PK_W_MAP && st->u[i].cell == cell &&
                st->u[i].side == PK_ALLIED && st->u[i].kind == PK_K_GUN)
                pk_eliminate(st, i, log, "overrun while unmanned");
}

int pk_move(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    unsigned char cost[PK_CELLS];
    int i, c, side, k = 0;
    short pred[PK_CELLS], path[PK_CELLS];
    char h1[8], h2[8];

    if (check_flood(st, a, why, n, cost, pred) < 0)
        return -1;
    side = st->u[a->units[0]].side;
    if (a->type == PK_A_ENTER) {
        int mover = group_mover(st, a->units, a->n);
        int ec = pk_terrain(st, a->cell) == PK_T_TARTAR ? st->d->tartar_outside
                 : pk_enter_cost(st, mover, a->cell, a->cell);
        for (i = 0; i < a->n; i++) {
            pk_unit *u = &st->u[a->units[i]];
            u->where = PK_W_MAP;
            u->cell = (short)a->cell;
            u->mp = (signed char)(st->d->mp[pk_mover(u)] - ec);
            if (u->mp < 0)
                u->mp = 0;
            u->moved = 1;
            u->stopped = 0;
        }
        pk_refresh(st);
        if (st->zoc[PK_ALLIED][a->cell])
            for (i = 0; i < a->n; i++)
                st->u[a->units[i]].stopped = 1;
        glog_add(log, "%d Chinese unit%s enter%s at %s.", a->n, a->n > 1 ? "s" : "",
                 a->n > 1 ? "" : "s", pk_label(st->d, a->cell, h1, sizeof h1));
        pass_hex(st, side, a->cell, log);
        pk_refresh(st);
        return 0;
    }
    pk_label(st->d, st->u[a->units[0]].cell, h1, sizeof h1);
    for (c = a->cell; c >= 0; c = pred[c])
        path[k++] = (short)c;
    for (i = 0; i < a->n; i++) {
        pk_unit *u = &st->u[a->units[i]];
        u->mp = (signed char)(u->mp - cost[a->cell]);
        u->cell = (short)a->cell;
        u->moved = 1;
        if (st->zoc[1 - side][a->cell])
            u->stopped = 1;
    }
    /* one counter is named (a player reading the log cannot tell from a
     * hex number which of a stack went); a stack is counted. The move is
     * told before the hexes it takes and the guns it overruns. */
    if (a->n == 1) {
        const pk_unit *u = &st->u[a->units[0]];
        glog_add(log, "%s moves %s from %s to %s (%d MP).",
                 side == PK_ALLIED ? "Allied player" : "Chinese player",
                 u->side == PK_ALLIED ? st->d->allied[u->def].name : st->d->chinese[u->def].name, h1,
                 pk_label(st->d, a->cell, h2, sizeof h2), cost[a->cell]);
    } else {
        glog_add(log, "%s moves %d units from %s to %s (%d MP).",
                 side == PK_ALLIED ? "Allied player" : "Chinese player", a->n, h1,
                 pk_label(st->d, a->cell, h2, sizeof h2), cost[a->cell]);
    }
    for (i = k - 2; i >= 0; i--)
        pass_hex(st, side, path[i], log);
    pk_refresh(st);
    pk_check_civilians(st, log);
    return 0;
}
