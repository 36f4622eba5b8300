/* peking_map: what the map says about a position: terrain with ruins,
 * walls and their sides (18.4), zones of control and their exceptions (6,
 * 18.2, 15), lines of sight (8.5), movement costs (5, 18.1), unit
 * strengths and stacking values (7), command control (11.2). */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "peking.h"

int pk_nb(const pk_state *st, int cell, int dir)
{
    return cell < 0 ? -1 : st->d->nb[cell][dir];
}

int pk_wall_at(const pk_state *st, int cell)
{
    return st->ruin[cell] ? -1 : st->d->wall[cell];
}

/* Which side of wall w the centre of cell lies on: the sign of the cross
 * product of the wall's direction at its nearest hex with the offset to
 * cell. 0 on the wall itself. */
int pk_wall_side(const pk_state *st, int w, int cell)
{
    const pk_wall *wl = &st->d->walls[w];
    double x, y, bx = 0, by = 0, best = 1e9, tx, ty, ax, ay, cx, cy, cr;
    int i, k = 0;

    if (st->d->wall[cell] == w)
        return 0;
    hex_center(hex_at(&st->d->grid, cell), &x, &y);
    for (i = 0; i < wl->n; i++) {
        double wx, wy, dd;
        hex_center(hex_at(&st->d->grid, wl->cell[i]), &wx, &wy);
        dd = (wx - x) * (wx - x) + (wy - y) * (wy - y);
        if (dd < best) {
            best = dd;
            k = i;
            bx = wx;
            by = wy;
        }
    }
    hex_center(hex_at(&st->d->grid, wl->cell[k > 0 ? k - 1 : 0]), &ax, &ay);
    hex_center(hex_at(&st->d->grid, wl->cell[k < wl->n - 1 ? k + 1 : k]), &cx, &cy);
    tx = cx - ax;
    ty = cy - ay;
    cr = tx * (y - by) - ty * (x - bx);
    return cr > 0 ? 1 : -1;
}

int pk_mover(const pk_unit *u)
{
    if (u->kind == PK_K_BOXER)
        return PK_MV_BOXER;
    if (u->kind == PK_K_IMPERIAL)
        return PK_MV_IMPERIAL;
    return PK_MV_ALLIED;
}

/* A hex holds an Allied combat unit (not a leader or civilian) to man guns
 * and accompany civilians (9, 15). */
int pk_manned(const pk_state *st, int cell)
{
    int i;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where == PK_W_MAP && u->cell == cell && u->side == PK_ALLIED &&
            (u->kind == PK_K_INFANTRY || u->kind == PK_K_VOLUNTEER))
            return 1;
    }
    return 0;
}

/* 15: every civilian must have an Allied infantry or volunteer unit in
 * its hex or next to it at all times. 1 when the units grp may go from
 * their hex to dest without leaving a civilian that has such a unit now
 * with none; a civilian already alone does not forbid other moves. */
static int escorted_after(const pk_state *st, const short *grp, int ng, int dest, int at)
{
    int i, k, moved;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int c;
        if (u->where != PK_W_MAP || u->side != PK_ALLIED ||
            (u->kind != PK_K_INFANTRY && u->kind != PK_K_VOLUNTEER))
            continue;
        for (k = 0, moved = 0; k < ng; k++)
            moved |= grp[k] == i;
        c = moved ? dest : u->cell;
        if (pk_dist(st, c, at) <= 1)
            return 1;
    }
    return 0;
}

int pk_civ_escort_ok(const pk_state *st, const short *grp, int ng, int dest)
{
    int i, k, from, near = 0;

    if (ng < 1 || st->u[grp[0]].side != PK_ALLIED)
        return 1;
    from = st->u[grp[0]].cell;
    for (i = 0; i < st->nunits && !near; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where == PK_W_MAP && u->kind == PK_K_CIVILIAN && pk_dist(st, u->cell, from) <= 1)
            near = 1;
    }
    if (!near) /* most moves: no civilian in reach of the hex left */
        return 1;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int at, moved = 0;
        if (u->where != PK_W_MAP || u->kind != PK_K_CIVILIAN)
            continue;
        for (k = 0; k < ng; k++)
            moved |= grp[k] == i;
        at = moved ? dest : u->cell;
        if (escorted_after(st, grp, 0, dest, u->cell) && !escorted_after(st, grp, ng, dest, at))
            return 0;
    }
    return 1;
}

/* Units with a zone of control beyond their own hex: combat units and
 * leaders. Civilians and doctors have it only in their hex (15); an
 * unmanned gun has none. */
int pk_exerts_zoc(const pk_state *st, int unit)
{
    const pk_unit *u = &st->u[unit];

    (void)st;
    return pk_is_combat(u);
}

/* Does the ZOC of a unit in from reach the adjacent hex to (6, 18)? Not
 * into canal hexes, never into buildings, onto the Tartar Wall only from
 * the wall. */
int pk_zoc_reaches(const pk_state *st, int from, int to)
{
    int t = pk_terrain(st, to), f = pk_terrain(st, from);

    if (!st->d->zoc_into[t]) {
        if (t == PK_T_TARTAR && f == PK_T_TARTAR)
            return 1;
        return 0;
    }
    if (f == PK_T_CANAL)
        return 0;
    return 1;
}

/* Does a unit in cell block a line of sight (8.5)? Leaders alone and
 * unmanned guns do not; everything else does, civilians included. */
static int units_block(const pk_state *st, int cell)
{
    int i;

    if (!st->occ[0][cell] && !st->occ[1][cell])
        return 0;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != cell)
            continue;
        if (u->kind == PK_K_LEADER || u->kind == PK_K_GUN)
            continue;
        return 1;
    }
    return 0;
}

/* Line of sight from the centre of from to the centre of to (8.5): the
 * hexes between must hold no blocking terrain and no units. Walls and the
 * Tartar Wall do not block a firer on them who fires along them (18.4).
 * *blocker = the first blocking hex. */
int pk_los(const pk_state *st, int from, int to, int *blocker)
{
    hex line[96];
    int n, i, fw = pk_wall_at(st, from), ft = pk_terrain(st, from) == PK_T_TARTAR;

    if (blocker)
        *blocker = -1;
    n = hex_line(hex_at(&st->d->grid, from), hex_at(&st->d->grid, to), line, 96);
    for (i = 1; i < n - 1; i++) {
        int c = hex_index(&st->d->grid, line[i]), t;
        if (c < 0)
            continue;
        t = pk_terrain(st, c);
        if (st->fort[c] >= 0 || units_block(st, c)) {
            if (blocker)
                *blocker = c;
            return 0;
        }
        if (t == PK_T_TARTAR && ft)
            continue;
        if (pk_wall_at(st, c) >= 0) {
            if (pk_wall_at(st, c) == fw)
                continue;
            if (blocker)
                *blocker = c;
            return 0;
        }
        if (st->d->blocks_los[t]) {
            if (blocker)
                *blocker = c;
            return 0;
        }
    }
    return 1;
}

/* Movement points to step from into the adjacent to, for a mover kind;
 * 0 when impassable. The Tartar Wall costs 8 from the open ground outside,
 * 6 from the legation side, 1 along the top (18.1); with the reading
 * switch tartar_ramps, from the legation side only at the map's ramps. */
int pk_enter_cost_wall(const pk_state *st, int mover, int from, int to)
{
    int f;

    if (st->d->terrain[to] != PK_T_TARTAR)
        return st->mvcost[mover][to];
    f = pk_terrain(st, from);
    if (f == PK_T_TARTAR)
        return st->d->tartar_along;
    if (f == PK_T_OPEN)
        return st->d->tartar_outside;
    return !st->tartar_ramps || st->d->ramp[to] ? st->d->tartar_legation : 0;
}

/* The cost of entering each hex that is not on the Tartar Wall, kept in
 * the state: it changes only with ruins. */
void pk_terrain_changed(pk_state *st)
{
    int c, m, cells = st->d->cols * st->d->rows;
    unsigned char tt[PK_CELLS];

    st->flood.valid = 0;
    for (c = 0; c < cells; c++) {
        int t = pk_terrain(st, c);
        for (m = 0; m < PK_MOVERS; m++) {
            int k = st->d->move[t][m];
            if (k > 0 && pk_wall_at(st, c) >= 0 && t == PK_T_CLEAR)
                k = st->d->move[PK_T_WALL][m];
            st->mvcost[m][c] = (unsigned char)k;
        }
    }
    /* which neighbours a ZOC from each hex reaches (it changes with ruins
     * only), so pk_refresh does not ask pk_zoc_reaches each time */
    for (c = 0; c < cells; c++)
        tt[c] = (unsigned char)pk_terrain(st, c);
    for (c = 0; c < cells; c++) {
        st->zocdirs[c] = 0;
        for (m = 0; m < HEX_DIRS; m++) {
            int nc = st->d->nb[c][m], f = tt[c], t;
            if (nc < 0)
                continue;
            t = tt[nc]; /* as pk_zoc_reaches */
            if (st->d->zoc_into[t] ? f != PK_T_CANAL : t == PK_T_TARTAR && f == PK_T_TARTAR)
                st->zocdirs[c] |= (unsigned char)(1u << m);
        }
    }
}

/* After a ruin at cell: only that hex's entry costs and the ZOC reach of
 * it and its neighbours change (Big Guns make dozens of ruins a game). */
void pk_ruin_changed(pk_state *st, int cell)
{
    int m, d, k;

    st->flood.valid = 0;
    for (m = 0; m < PK_MOVERS; m++) {
        int t = pk_terrain(st, cell), c = st->d->move[t][m];
        if (c > 0 && pk_wall_at(st, cell) >= 0 && t == PK_T_CLEAR)
            c = st->d->move[PK_T_WALL][m];
        st->mvcost[m][cell] = (unsigned char)c;
    }
    for (k = -1; k < HEX_DIRS; k++) {
        int c = k < 0 ? cell : st->d->nb[cell][k];
        if (c < 0)
            continue;
        st->zocdirs[c] = 0;
        for (d = 0; d < HEX_DIRS; d++) {
            int nc = st->d->nb[c][d];
            if (nc >= 0 && pk_zoc_reaches(st, c, nc))
                st->zocdirs[c] |= (unsigned char)(1u << d);
        }
    }
}

/* The option cc_line: is the straight line of hexes from a to the
 * leader's hex b (a excepted) free of enemy ZOC, but where a friendly
 * unit holds the hex? */
static int cc_line_clear(const pk_state *st, int a, int b)
{
    hex line[16];
    int n = hex_line(hex_at(&st->d->grid, a), hex_at(&st->d->grid, b), line, 16), i;

    for (i = 1; i < n; i++) {
        int c = hex_index(&st->d->grid, line[i]);
        if (c >= 0 && st->zoc[PK_CHINESE][c] && !st->occ[PK_ALLIED][c])
            return 0;
    }
    return 1;
}

/* Command control (11.2): a leader within 4 hexes (same nation) or 3
 * (another), 2 for volunteers, along a path whose hexes (the unit's own
 * excepted) are free of enemy ZOC unless a friendly unit holds them: any
 * such path, or with the option cc_line the straight line only. */
int pk_in_cc(const pk_state *st, int unit)
{
    const pk_unit *u = &st->u[unit];
    short q[PK_CELLS], lcell[PK_MAX_UNITS];
    signed char dist[PK_CELLS];
    unsigned char lrange[PK_MAX_UNITS];
    int head = 0, tail = 0, i, k, maxr, nl = 0, near = 0;

    if (!st->cc_rule || u->kind == PK_K_LEADER)
        return 1;
    maxr = u->kind == PK_K_VOLUNTEER ? st->d->cc_vol
           : st->d->cc_same > st->d->cc_other ? st->d->cc_same : st->d->cc_other;
    /* the leaders first (a handful), so the search below looks at them
     * only, and gives up at once when none is in range at all */
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *l = &st->u[i];
        int r;
        if (l->where != PK_W_MAP || l->kind != PK_K_LEADER || l->side != PK_ALLIED)
            continue;
        r = u->kind == PK_K_VOLUNTEER ? st->d->cc_vol
            : l->nation == u->nation ? st->d->cc_same : st->d->cc_other;
        if (pk_dist(st, u->cell, l->cell) > r)
            continue;
        if (st->cc_line) {
            if (cc_line_clear(st, u->cell, l->cell))
                return 1;
            continue;
        }
        lcell[nl] = l->cell;
        lrange[nl++] = (unsigned char)r;
        near = 1;
    }
    if (!near)
        return 0;
    memset(dist, -1, (size_t)(st->d->cols * st->d->rows));
    dist[u->cell] = 0;
    q[tail++] = (short)u->cell;
    while (head < tail) {
        int c = q[head++], dd;
        for (k = 0; k < nl; k++)
            if (lcell[k] == c && dist[c] <= lrange[k])
                return 1;
        if (dist[c] >= maxr)
            continue;
        for (dd = 0; dd < HEX_DIRS; dd++) {
            int nc = st->d->nb[c][dd];
            if (nc < 0 || dist[nc] >= 0)
                continue;
            if (st->zoc[PK_CHINESE][nc] && !st->occ[PK_ALLIED][nc])
                continue;
            dist[nc] = (signed char)(dist[c] + 1);
            q[tail++] = (short)nc;
        }
    }
    return 0;
}

/* Rebuild occupancy, stacking strength and zones of control. */
void pk_refresh(pk_state *st)
{
    int i, k;
    uint64_t manned[(PK_CELLS + 63) / 64]; /* hexes pk_manned says yes to */

    st->flood.valid = 0;
    memset(st->zoc, 0, sizeof st->zoc);
    memset(st->occ, 0, sizeof st->occ);
    memset(st->sp, 0, sizeof st->sp);
    memset(st->guns, 0, sizeof st->guns);
    memset(manned, 0, sizeof manned);
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP)
            continue;
        st->occ[(int)u->side][u->cell]++;
        if (u->kind == PK_K_GUN)
            st->guns[u->cell]++;
        st->sp[(int)u->side][u->cell] =
            (unsigned char)(st->sp[(int)u->side][u->cell] + pk_stack_sp(u, st));
        if (u->side == PK_ALLIED && (u->kind == PK_K_INFANTRY || u->kind == PK_K_VOLUNTEER))
            manned[u->cell >> 6] |= (uint64_t)1 << (u->cell & 63);
    }
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP)
            continue;
        if (u->kind == PK_K_GUN && !(manned[u->cell >> 6] >> (u->cell & 63) & 1))
            continue;
        st->zoc[(int)u->side][u->cell] = 1;
        if (!pk_exerts_zoc(st, i))
            continue;
        for (k = 0; k < HEX_DIRS; k++)
            if (st->zocdirs[u->cell] & (1u << k))
                st->zoc[(int)u->side][st->d->nb[u->cell][k]] = 1;
    }
}
