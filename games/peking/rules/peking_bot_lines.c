/* peking_bot_lines: the hard Allies' prepared inner line. While the
 * Chinese are still far from a post (they enter from the map edges,
 * rule 22), its spare guards meet others on clear ground by a victory
 * hex the Allies hold, stand unmoved through the movement phase and
 * fortify it in the combat phase (13), then go back to their posts; the
 * fortification is then ground to hold, fall back on and retreat to.
 * Also the gathering of guards from several posts on one site, which
 * the reactive dig of peking_bot_levels.c uses too. */

#include "peking.h"

static const pk_bot_par *allied(const pk_state *st)
{
    return pk_bot_level(st, PK_ALLIED);
}

/* The counters of the stack at c that may step out to dig in: guards
 * first, a leader only to make up the points; a victory hex keeps keep
 * points. Their points, or 0. */
static int spare_group(const pk_state *st, int c, int keep, int want, short *grp, int *ng)
{
    int k, sp = 0, pass;

    if (!st->d->victory[c])
        keep = 0;
    *ng = 0;
    for (pass = 0; pass < 2; pass++)
        for (k = 0; k < st->nunits && sp < want && *ng < PK_MAX_SEL; k++) {
            const pk_unit *u = &st->u[k];
            int s;
            if (u->where != PK_W_MAP || u->cell != c || u->side != PK_ALLIED || u->mp <= 0 ||
                u->stopped || !pk_is_combat(u) || (u->kind == PK_K_LEADER) != pass)
                continue;
            s = pk_strength(st, u);
            if (st->sp[PK_ALLIED][c] - sp - s < keep)
                continue;
            grp[(*ng)++] = (short)k;
            sp += s;
        }
    return sp;
}

/* Guards of the posts g->post allows step out to a site g->site allows
 * in reach, one where the points to build are there or on their way (the
 * points already on it, their own, what other such posts within 3 hexes
 * could spare); the site worth most to g->worth, one with men on it
 * first. One move, or 0. */
int pk_bot_gather(pk_state *st, pk_action *a, const pk_gather *g, int keep)
{
    static _Thread_local short spare[PK_CELLS];
    int i, k, r, nr, cells = st->d->cols * st->d->rows, need = st->d->fort_sp[PK_ALLIED];
    unsigned char cost[PK_CELLS];
    short reach[PK_CELLS], src[PK_CELLS];
    int nsrc = 0;

    for (i = 0; i < cells; i++) {
        short grp[PK_MAX_SEL];
        int n;
        spare[i] = 0;
        if (!st->occ[PK_ALLIED][i] || st->zoc[PK_CHINESE][i] || !g->post(st, i))
            continue;
        spare[i] = (short)spare_group(st, i, keep, need, grp, &n);
        if (spare[i] > 0)
            src[nsrc++] = (short)i;
    }
    for (i = 0; i < nsrc; i++) {
        short grp[PK_MAX_SEL];
        int ng, sp, here = src[i], best = -1, bs = -(1 << 30);
        sp = spare_group(st, here, keep, need, grp, &ng);
        if (!sp)
            continue;
        nr = pk_move_reach_list(st, grp, ng, reach, cost);
        for (r = 0; r < nr; r++) {
            int c = reach[r], s, at, more = 0;
            if (cost[c] == 0 || !g->site(st, c) || !pk_stack_ok(st, PK_ALLIED, c, grp, ng))
                continue;
            at = st->sp[PK_ALLIED][c];
            if (at >= need)
                continue;
            for (k = 0; k < nsrc && at + sp + more < need; k++)
                if (src[k] != here && pk_dist(st, src[k], c) <= 3)
                    more += spare[src[k]];
            if (at + sp + more < need)
                continue;
            s = g->worth(st, c) - cost[c] + (at > 0 ? 60 : 0) +
                (int)(pk_bot_hash(st, c, here) >> 30);
            if (s > bs) {
                bs = s;
                best = c;
            }
        }
        if (best >= 0) {
            pk_bot_group_move(a, grp, ng, best);
            if (pk_move_check(st, a, NULL, 0) == 0)
                return 1;
        }
    }
    return 0;
}

/* The Allied fortifications on the map. */
static int allied_forts(const pk_state *st)
{
    int m, n = 0, cells = st->d->cols * st->d->rows;

    for (m = 0; m < cells; m++)
        n += st->fort[m] == PK_ALLIED;
    return n;
}

/* The nearest victory hex the Allies hold within the line's ring of c:
 * its distance, or -1. */
static int held_victory_near(const pk_state *st, int c)
{
    int i, best = -1;

    for (i = 0; i < st->d->nvic; i++) {
        int v = st->d->vic[i], d = pk_dist(st, c, v);
        if (st->d->victory[v] == 1 && st->control[v] == PK_ALLIED && d <= allied(st)->line_ring &&
            (best < 0 || d < best))
            best = d;
    }
    return best;
}

/* Ground of the prepared line: clear, a fortification could stand there,
 * near a victory hex the Allies hold, the line not yet complete. */
int pk_bot_line_fort(const pk_state *st, int c)
{
    const pk_bot_par *p = allied(st);

    return p->line > 0 && pk_bot_fort_ground(st, c) && held_victory_near(st, c) > 0 &&
           allied_forts(st) < p->line;
}

/* A post that may lend guards to the line: no Chinese within line_safe
 * hexes (the guards are back, or the post can hold, before they come). */
static int quiet_post(const pk_state *st, int c)
{
    return !pk_bot_chinese_near(st, c, allied(st)->line_safe) && !pk_bot_line_fort(st, c);
}

/* Buildings next to c. */
static int buildings_around(const pk_state *st, int c)
{
    int d, b = 0;

    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        b += n >= 0 && pk_terrain(st, n) == PK_T_BUILDING;
    }
    return b;
}

/* A site of the line: its ground, out of the Chinese ZOC, no Allied
 * fortification within 2 hexes (one a stretch of the line), across open
 * ground (at most line_open buildings next to it: measured, a lane
 * between buildings fortified cost 2-3 points of wins, notes.md). */
static int line_site(const pk_state *st, int c)
{
    return pk_bot_line_fort(st, c) && !st->zoc[PK_CHINESE][c] && !st->occ[PK_CHINESE][c] &&
           !pk_bot_allied_fort_within(st, c, 2) && buildings_around(st, c) <= allied(st)->line_open;
}

/* The line hugs the victory hexes, the primary ones (the heart of the
 * district) first. */
static int line_site_worth(const pk_state *st, int c)
{
    int d, s = 0;

    s -= held_victory_near(st, c) * 10;
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n >= 0 && st->d->victory[n] == 1 && st->control[n] == PK_ALLIED)
            s += 15;
    }
    return s;
}

/* Hard, in the reaction phase: guards of quiet posts gather on the
 * line. */
int pk_bot_line_move(pk_state *st, pk_action *a)
{
    static const pk_gather line = { quiet_post, line_site, line_site_worth };
    const pk_bot_par *p = allied(st);

    if (p->line <= 0 || st->phase != PK_PH_AREACT || allied_forts(st) >= p->line)
        return 0;
    return pk_bot_gather(st, a, &line, p->line_keep);
}

/* Does the group at here stay to fortify the line: the points to build
 * are on the site (in the movement phase, unmoved ones: 13)? */
int pk_bot_line_hold(const pk_state *st, int here)
{
    int need = st->d->fort_sp[PK_ALLIED];

    if (!pk_bot_line_fort(st, here))
        return 0;
    if (st->phase == PK_PH_AREACT)
        return st->sp[PK_ALLIED][here] >= need;
    return st->phase == PK_PH_AMOVE && pk_bot_standing(st, here) >= need;
}

/* An Allied fortification as ground: to hold, fall back on, withdraw and
 * retreat to (it defends like a building, 13). */
int pk_bot_line_worth(const pk_state *st, int c)
{
    return c >= 0 && st->fort[c] == PK_ALLIED ? allied(st)->line_worth : 0;
}
