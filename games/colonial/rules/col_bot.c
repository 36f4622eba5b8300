/* col_bot: the computer players. An action is scarce (a card gives one to
 * three), so every candidate is ranked by what it brings. The defender
 * keeps its squads on the wall posts, shoots musketeers and guns first and
 * spends its counters while they last, keeps the gun crewed and fights
 * fires. The attacker shoots before it charges, charges when the natives
 * round a target have the melee odds (a room: massed at its door, half
 * the odds), feeds melees, crosses walls where they are undefended and
 * climbs to defenders upstairs through an empty room; a musket band with
 * no good volley walks to where it has one, and with the fires option
 * bands set alight the buildings that hold defenders. Candidates are
 * tried in order; a refused one costs nothing. The set-up and the
 * bookkeeping decisions are in col_bot_setup.c. The levels: easy is the
 * first computer (col_bot_old.c); a hard defender spends ammunition only
 * on good volleys, at any range, and a hard attacker goes for the
 * smallest squads and brings its new bands on at the corners
 * (col_bot_setup.c; notes.md, Computer levels). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "col_local.h"
#include "game.h"
#include "col_bot_local.h"

static int by_score(const void *x, const void *y)
{
    const cand *a = x, *b = y;
    return a->score < b->score ? 1 : a->score > b->score ? -1 : 0;
}

/* per-decision cache: counts, leaders' spots, the mass round each defender */
static struct {
    int cnt[COL_MAX_GROUP];
    vec2 lp[COL_MAX_GROUP];
    int mass[COL_MAX_GROUP];
} K;

static vec2 lead_pos(const col_state *st, int g)
{
    int l = col_leader(st, g);
    return st->grp[g].kind == GK_GUN || l < 0 ? st->grp[g].gun : st->fig[l].pos;
}

static double group_dist(const col_state *st, int g, int h)
{
    vec2 p = K.lp[g];
    double best = 1e18;

    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == h) {
            double dx = p.x - st->fig[f].pos.x, dy = p.y - st->fig[f].pos.y;
            if (dx * dx + dy * dy < best)
                best = dx * dx + dy * dy;
        }
    return sqrt(best);
}

static void fill_cache(const col_state *st)
{
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        K.cnt[g] = 0;
        K.mass[g] = -1;
        if (st->grp[g].used)
            K.lp[g] = lead_pos(st, g);
    }
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used)
            K.cnt[st->fig[f].group]++;
}

static int in_cover(const col_state *st, vec2 p)
{
    unsigned k = table_kinds_at(&st->tab, p);
    return (k & ((1u << TK_WOODS) | (1u << TK_ROCK) | (1u << TK_BRUSH))) != 0;
}

/* the first intact wall on the way from a to b, and where it is crossed */
static int first_wall(const col_state *st, vec2 a, vec2 b, vec2 *at)
{
    int best = -1;
    double bd = 1e9;

    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        if (!wl->intact)
            continue;
        for (int k = 0; k + 1 < wl->n; k++) {
            vec2 p = wl->pt[k], q = wl->pt[k + 1];
            double rx = b.x - a.x, ry = b.y - a.y, sx = q.x - p.x, sy = q.y - p.y;
            double den = rx * sy - ry * sx, t, u;
            if (fabs(den) < 1e-12)
                continue;
            t = ((p.x - a.x) * sy - (p.y - a.y) * sx) / den;
            u = ((p.x - a.x) * ry - (p.y - a.y) * rx) / den;
            if (t < 0 || t > 1 || u < 0 || u > 1)
                continue;
            {
                vec2 c = geom_v(a.x + t * rx, a.y + t * ry);
                if (wl->gate && wl->gate_open && geom_dist(c, wl->gate_at) < 1.0)
                    continue;
                if (t * hypot(rx, ry) < bd) {
                    bd = t * hypot(rx, ry);
                    best = w;
                    *at = c;
                }
            }
        }
    }
    return best;
}

/* moves of group g toward goal: straight, a little to either side, and
 * stopping at the first wall on the way; cover scores extra */
static void moves_toward(const col_state *st, blist *b, int g, vec2 goal, double stop_short,
                         double base)
{
    vec2 p = K.lp[g], at;
    double al = col_allowance(st, g), d = geom_dist(p, goal) - stop_short;
    int w;

    if (d < 1.0)
        return;
    for (int k = -2; k <= 2; k++) {
        double ang = geom_bearing(p, goal) + k * 20, len = d < al ? d : al - 0.05;
        col_action a = act(CA_MOVE, g, -1);
        a.x = p.x + len * cos(ang * M_PI / 180);
        a.y = p.y + len * sin(ang * M_PI / 180);
        add(b, a, base - abs(k) * 0.5 + (in_cover(st, geom_v(a.x, a.y)) ? 2 : 0));
    }
    w = first_wall(st, p, goal, &at);
    if (w >= 0 && geom_dist(p, at) > 2.0) {   /* else at the wall: over it */
        col_action a = act(CA_MOVE, g, -1);
        vec2 q = geom_toward(at, p, 1.3);
        if (geom_dist(p, q) <= al) {
            a.x = q.x;
            a.y = q.y;
            add(b, a, base - 0.2);
        }
    } else if (w >= 0) {
        col_action a = act(CA_MOVE, g, -1);
        vec2 q = geom_toward(at, goal, 1.2);
        a.x = q.x;
        a.y = q.y;
        add(b, a, base + 0.5);              /* step over a low wall */
        /* where it is defended, a little along it */
        for (int k = 1; k <= 8 && st->grp[g].side == COL_ATT; k++) {
            vec2 e0 = st->wall[w].pt[0], e1 = st->wall[w].pt[st->wall[w].n - 1];
            double len = geom_dist(e0, e1), o = (k % 2 ? 1 : -1) * 1.6 * ((k + 1) / 2);
            vec2 c;
            if (len < 1e-6)
                break;
            c = geom_v(at.x + (e1.x - e0.x) / len * o, at.y + (e1.y - e0.y) / len * o);
            q = geom_v(c.x + (q.x - at.x), c.y + (q.y - at.y));
            if (geom_dist(p, q) > al)
                continue;
            a.x = q.x;
            a.y = q.y;
            add(b, a, base + 0.4 - 0.05 * k);
            q = geom_toward(at, goal, 1.2);
        }
        /* defended all along here: walk along the wall to find a way */
        for (int k = -1; k <= 1 && st->grp[g].side == COL_ATT; k += 2) {
            vec2 e0 = st->wall[w].pt[0], e1 = st->wall[w].pt[st->wall[w].n - 1];
            double len = geom_dist(e0, e1);
            if (len < 1e-6)
                break;
            a.x = p.x + (e1.x - e0.x) / len * k * (al - 0.1);
            a.y = p.y + (e1.y - e0.y) / len * k * (al - 0.1);
            add(b, a, base - 1.5);
        }
        if (st->wall[w].high)
            add(b, act(CA_CLIMB, g, w), base + 1);  /* or climb a high one */
        if (st->wall[w].barricade)
            add(b, act(CA_PULL, g, w), base + 0.8);
        if (st->wall[w].gate && !st->wall[w].gate_open)
            add(b, act(CA_GATE, g, w), base + 1.5);
    }
}

static int nearest_enemy(const col_state *st, int g, double *dist)
{
    int best = -1;

    *dist = 1e9;
    for (int h = 0; h < COL_MAX_GROUP; h++) {
        double d;
        if (!st->grp[h].used || st->grp[h].side == st->grp[g].side || K.cnt[h] == 0)
            continue;
        d = group_dist(st, g, h);
        if (d < *dist) {
            *dist = d;
            best = h;
        }
    }
    return best;
}

static double expected_kills(const col_state *st, int g, int h)
{
    int cover = col_cover_of(st, h, g, 0);
    double d = group_dist(st, g, h);

    if (st->opt[CO_RANGE] && d >= 24)
        cover += 3;
    return 3.5 * col_fire_dice(st, g) / cover;
}

/* A shooter with no good volley from where it stands (less than a kill)
 * looks round its move for a spot with a better one: each move is tried
 * on a scratch copy of the state and undone. A spot is worth its best
 * volley, less a little for the defenders' best volley at the band there
 * (they shoot the muskets first). Muskets are what kill the defenders
 * (about five of six of them, notes.md), so where they stand matters
 * more than how fast they close. */
static void shooter_moves(const col_state *st, blist *b, int g, double now, int *fresh)
{
    static col_state scr;   /* one copy a decision; each try is undone */
    vec2 p = K.lp[g];
    double al = col_allowance(st, g);
    char why[8];

    if (!*fresh) {
        memcpy(&scr, st, sizeof scr);
        *fresh = 1;
    }
    /* twelve ways, a full move and half of one */
    for (int k = 0; k < 24; k++) {
        double ang = k % 12 * 30.0 * M_PI / 180, len = k < 12 ? al - 0.1 : al / 2;
        vec2 to = geom_v(p.x + len * cos(ang), p.y + len * sin(ang));
        double fv, thr;
        if (col_do_move(&scr, g, to, NULL, why, sizeof why) == 0) {
            fv = col_shot_value(&scr, g, &thr);
            if (fv >= 0.5 && fv > now + 0.3) {
                col_action a = act(CA_MOVE, g, -1);
                a.x = to.x;
                a.y = to.y;
                add(b, a, 24 + 10 * fv - 2 * thr);
            }
        }
        memcpy(scr.fig, st->fig, (size_t)st->nfig * sizeof st->fig[0]);
        scr.grp[g] = st->grp[g];
    }
}

static void defender_acts(const col_state *st, blist *b)
{
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        double d;
        int cnt;
        if (!gr->used || gr->side != COL_DEF || gr->melee >= 0)
            continue;
        cnt = K.cnt[g];
        for (int h = 0; h < COL_MAX_GROUP; h++) {
            double ek, dist, reach;
            if (!st->grp[h].used || st->grp[h].side != COL_ATT)
                continue;
            dist = group_dist(st, g, h);
            if (st->grp[h].melee >= 0) {
                /* feed a melee the natives are winning */
                if (gr->kind == GK_SQUAD && dist < col_allowance(st, g) + 1 &&
                    col_in_melee_count(st, st->grp[h].melee, COL_ATT) >
                    col_in_melee_count(st, st->grp[h].melee, COL_DEF))
                    add(b, act(CA_CHARGE, g, h), 30);
                continue;
            }
            if (col_can_fire(st, g, h, NULL, 0) < 0)
                continue;
            ek = expected_kills(st, g, h);
            if (ek > K.cnt[h])
                ek = K.cnt[h];
            /* ammunition is saved for close targets as it runs down (the
             * old computer ended games with half its counters unspent) */
            reach = gr->kind == GK_GUN ? (st->gunammo > 2 ? 30 : 16)
                    : col_rifle_seen(st) > 8 ? 30 : col_rifle_seen(st) > 5 ? 18 : 10;
            /* hard: ammunition goes on good volleys at any range rather
             * than on any volley at close range (measured, notes.md) */
            if (st->level[COL_DEF] == GAME_LEVEL_HARD)
                reach *= 2;
            if (dist > reach || ek < (gr->kind == GK_GUN ? 1.5 : 0.7) *
                                     (st->level[COL_DEF] == GAME_LEVEL_HARD ? 1.5 : 1))
                continue;
            /* the muskets and guns first: they kill defenders on the walls */
            add(b, act(CA_FIRE, g, h), 10 + 6 * ek + (24 - dist) * 0.3 +
                (col_fire_dice(st, h) > 0 ? 8 : 0));
        }
        if (gr->kind == GK_GUN) {
            int h = nearest_enemy(st, g, &d);
            if (cnt == gr->crew0 && h >= 0 && d < 24 &&
                !geom_in_arc(gr->gun, gr->facing, 90, K.lp[h])) {
                col_action a = act(CA_FACE, g, -1);
                a.x = floor(geom_bearing(gr->gun, K.lp[h]));
                add(b, a, 9);
            }
            if (st->gunammo == 0)
                for (int s = 0; s < COL_MAX_GROUP; s++)
                    if (st->grp[s].used && st->grp[s].kind == GK_SQUAD && K.cnt[s] < 7)
                        add(b, act(CA_CREWMAN, g, s), 2);
            continue;
        }
        /* squads: the gun crewed, fires fought, weak squads joined, posts held */
        for (int k = 0; k < COL_MAX_GROUP; k++)
            if (st->grp[k].used && st->grp[k].kind == GK_GUN && st->gunammo > 0 &&
                K.cnt[k] < st->grp[k].crew0 && cnt >= 3)
                add(b, act(CA_RECREW, g, k), 14);
        for (int bd = 0; bd < st->nbuilds; bd++)
            if (st->build[bd].orig > 0 && !st->build[bd].burned) {
                col_action a = act(CA_FIGHTFIRE, g, bd);
                /* never take the last match while smoke is left: the
                 * building would be all smoke, engulfed */
                a.n = st->build[bd].matches >= 2 || st->build[bd].smoke == 0 ? 0 : 1;
                add(b, a, 28);
            }
        if (cnt <= 3)
            for (int k = 0; k < COL_MAX_GROUP; k++)
                if (k != g && st->grp[k].used && st->grp[k].kind == GK_SQUAD &&
                    cnt + K.cnt[k] <= 7)
                    add(b, act(CA_COMBINE, g, k), 8);
        {
            vec2 p = K.lp[g];
            int best = -1;
            double bdist = 1e9;
            for (int q = 0; q < st->nposts; q++) {
                int taken = 0;
                for (int k = 0; k < COL_MAX_GROUP && !taken; k++)
                    if (k != g && st->grp[k].used && st->grp[k].side == COL_DEF &&
                        geom_dist(K.lp[k], st->post[q]) < 3)
                        taken = 1;
                if (!taken && geom_dist(p, st->post[q]) < bdist) {
                    bdist = geom_dist(p, st->post[q]);
                    best = q;
                }
            }
            if (best >= 0 && bdist > 2.5)
                moves_toward(st, b, g, st->post[best], 0, 4);
        }
    }
}

/* natives standing (not fighting) within r of group k's figures, plus those
 * already in its melee */
static int local_mass(const col_state *st, int k, double r)
{
    int n = 0;

    if (K.mass[k] >= 0)
        return K.mass[k];

    for (int f = 0; f < st->nfig; f++) {
        const col_group *gr = &st->grp[st->fig[f].group];
        if (!st->fig[f].used || gr->side != COL_ATT)
            continue;
        if (gr->melee >= 0 && gr->melee == st->grp[k].melee)
            n++;
        else if (gr->melee < 0 && col_d2(st->fig[f].pos, K.lp[k]) < r * r)
            n++;
    }
    K.mass[k] = n;
    return n;
}

/* natives standing on group k's floor of its building (upstairs: only
 * they can close with it) */
static int floor_mass(const col_state *st, int k)
{
    int rk = col_group_room(st, k), n = 0;

    if (rk < 0)
        return 0;
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        int rg;
        if (!st->grp[g].used || st->grp[g].side != COL_ATT || st->grp[g].melee >= 0 ||
            st->grp[g].floor != st->grp[k].floor)
            continue;
        rg = col_group_room(st, g);
        if (rg >= 0 && st->room[rg].building == st->room[rk].building)
            n += K.cnt[g];
    }
    return n;
}

/* The melee odds of natives massed at group k: what they would kill
 * (per the divisor of k's position) over what k would kill of them. */
static double melee_odds(const col_state *st, int g, int k, int mass)
{
    int div = st->grp[k].melee >= 0 ? st->grp[k].mcover
              : col_group_room(st, k) >= 0 ? COVER_HARD : col_cover_of(st, k, g, 0);
    int def = K.cnt[k];

    if (div < COVER_OPEN)
        div = COVER_OPEN;
    if (st->grp[k].kind == GK_GUN)
        def = def > 0 ? def : 1;
    return ((double)mass / div) / ((double)(def > 0 ? def : 1) / COVER_OPEN);
}

/* The way into the building of group k (upstairs) for a native group at
 * p: the room behind the outside door nearest p whose ground floor holds
 * no defenders (an empty hall below a squad upstairs), and that door;
 * -1 none. Upper floors are reached from any room of the building. */
static int way_in(const col_state *st, int k, vec2 p, vec2 *door)
{
    int r = col_group_room(st, k), found = -1;
    double bd = 1e9;

    if (r < 0)
        return -1;
    for (int d = 0; d < st->ndoors; d++) {
        int in = st->door[d].room[0], busy = 0;
        if (st->door[d].room[1] >= 0 || in < 0 ||
            st->room[in].building != st->room[r].building)
            continue;
        for (int g = 0; g < COL_MAX_GROUP && !busy; g++)
            busy = st->grp[g].used && st->grp[g].side == COL_DEF && K.cnt[g] > 0 &&
                   st->grp[g].floor == 0 && col_group_room(st, g) == in;
        if (!busy && geom_dist(st->door[d].at, p) < bd) {
            bd = geom_dist(st->door[d].at, p);
            *door = st->door[d].at;
            found = in;
        }
    }
    return found;
}

/* the spot just outside the door of room r nearest to p; 0 none */
static int door_outside(const col_state *st, int r, vec2 p, vec2 *at)
{
    const col_room *rm = &st->room[r];
    vec2 mid = geom_v((rm->lo.x + rm->hi.x) / 2, (rm->lo.y + rm->hi.y) / 2);
    double bd = 1e9;

    for (int d = 0; d < st->ndoors; d++)
        if (st->door[d].room[0] == r || st->door[d].room[1] == r) {
            vec2 q = geom_toward(st->door[d].at, mid, -1.2);
            if (geom_dist(q, p) < bd) {
                bd = geom_dist(q, p);
                *at = q;
            }
        }
    return bd < 1e9;
}

/* defenders in building bd, on any floor */
static int garrison(const col_state *st, int bd)
{
    int n = 0;

    for (int k = 0; k < COL_MAX_GROUP; k++) {
        int r;
        if (st->grp[k].used && st->grp[k].side == COL_DEF && (r = col_group_room(st, k)) >= 0 &&
            st->room[r].building == bd)
            n += K.cnt[k];
    }
    return n;
}

/* Fires (the option): a band goes to touch the nearest building with
 * defenders in it that is not alight yet, at a spot no plain move is
 * barred from (2.5" clear of defenders on the ground floor), to set it
 * alight: the garrison then spends its actions fighting the fire or is
 * burned out into the open. */
static void fire_moves(const col_state *st, blist *b, int g)
{
    vec2 p = K.lp[g];
    double al = col_allowance(st, g);

    for (int bd = 0; bd < st->nbuilds; bd++) {
        int gar;
        if (st->build[bd].orig > 0 || st->build[bd].burned || (gar = garrison(st, bd)) == 0)
            continue;
        for (int r = 0; r < st->nrooms; r++) {
            const table_area *ar = &st->tab.area[st->room[r].area];
            vec2 mid = geom_v((st->room[r].lo.x + st->room[r].hi.x) / 2,
                              (st->room[r].lo.y + st->room[r].hi.y) / 2);
            if (st->room[r].building != bd)
                continue;
            {
                /* into an empty ground floor of it (under a squad upstairs) */
                int busy = 0;
                for (int k = 0; k < COL_MAX_GROUP && !busy; k++)
                    busy = st->grp[k].used && st->grp[k].side == COL_DEF && K.cnt[k] > 0 &&
                           st->grp[k].floor == 0 && col_group_room(st, k) == r;
                if (!busy && geom_dist(p, mid) < al + 3) {
                    col_action a = act(CA_MOVE, g, -1);
                    a.x = mid.x;
                    a.y = mid.y;
                    add(b, a, 16 + 0.5 * gar);
                }
            }
            for (int k = 0; k < ar->n; k++) {
                vec2 a0 = ar->pt[k], a1 = ar->pt[(k + 1) % ar->n];
                double len = geom_dist(a0, a1);
                for (double t = 0.5; t < len; t += 1.0) {
                    vec2 on = geom_v(a0.x + (a1.x - a0.x) * t / len,
                                     a0.y + (a1.y - a0.y) * t / len);
                    vec2 q = geom_toward(on, mid, -0.8);
                    double dq = geom_dist(p, q);
                    int clear = col_room_at(st, q) < 0;
                    for (int f = 0; f < st->nfig && clear; f++)
                        clear = !(st->fig[f].used && st->grp[st->fig[f].group].side == COL_DEF &&
                                  st->grp[st->fig[f].group].floor == 0 &&
                                  col_d2(st->fig[f].pos, q) < 2.6 * 2.6);
                    if (clear && dq > 0.5 && dq < al - 0.1) {
                        col_action a = act(CA_MOVE, g, -1);
                        a.x = q.x;
                        a.y = q.y;
                        add(b, a, 16 + 0.5 * gar - 0.1 * dq);
                    }
                }
            }
        }
    }
}

/* The defender group a native group goes for: near, weak, not out of reach
 * upstairs, and not already swamped by other natives. */
static int att_target(const col_state *st, int g, double *dist)
{
    int best = -1;
    double bs = 1e18;

    *dist = 1e9;
    for (int k = 0; k < COL_MAX_GROUP; k++) {
        double d, sc;
        if (!st->grp[k].used || st->grp[k].side != COL_DEF || K.cnt[k] == 0)
            continue;
        d = group_dist(st, g, k);
        /* hard: the squad's size counts for more than its distance */
        sc = d + (st->level[COL_ATT] == GAME_LEVEL_HARD ? 5 : 1.5) * K.cnt[k] +
             (st->grp[k].floor > 0 ? 6 : 0) +
             (st->grp[k].melee >= 0 ? -4 : 0) +
             (st->grp[k].melee < 0 && col_group_room(st, k) >= 0 ? 6 : 0);
        if (sc < bs) {
            bs = sc;
            best = k;
            *dist = d;
        }
    }
    return best;
}

static void attacker_acts(const col_state *st, blist *b)
{
    int fresh = 0;

    /* No waiting on a ring round the compound: a black card gives one to
     * three actions, and the column is coming (massing there first lost
     * more games, notes.md). The natives mass at their target instead: a
     * group charges only with the odds of the natives round the target. */
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        int cnt, h, fan, shooter, gun;
        double d, al, best_fire = 0;
        if (!gr->used || gr->side != COL_ATT || gr->melee >= 0)
            continue;
        cnt = K.cnt[g];
        al = col_allowance(st, g);
        fan = st->type[gr->type].fanatic;
        gun = st->type[gr->type].gun;
        shooter = col_fire_dice(st, g) > 0;
        /* shooting first: the muskets and the gun soften a target up */
        if (shooter)
            for (int k = 0; k < COL_MAX_GROUP; k++) {
                double ek;
                int dv;
                if (!st->grp[k].used || st->grp[k].side != COL_DEF || K.cnt[k] == 0 ||
                    col_can_fire(st, g, k, NULL, 0) != 0)
                    continue;
                /* whole kills: a small band at hard cover mostly misses;
                 * the volley that kills most goes first */
                dv = col_cover_of(st, k, g, 0);
                if (st->opt[CO_RANGE] && group_dist(st, g, k) >= 24)
                    dv += 3;
                ek = col_exact_kills(col_fire_dice(st, g), dv, K.cnt[k]);
                if (ek >= 0.3) {
                    add(b, act(CA_FIRE, g, k), 30 + 10 * ek);
                    if (ek > best_fire)
                        best_fire = ek;
                }
            }
        for (int k = 0; k < COL_MAX_GROUP && !gun; k++) {
            double dist, odds, ek;
            int mass, div;
            if (!st->grp[k].used || st->grp[k].side != COL_DEF || K.cnt[k] == 0)
                continue;
            dist = group_dist(st, g, k);
            if (dist >= al + 2)
                continue;
            mass = st->grp[k].floor > 0 && st->grp[k].melee < 0 ? floor_mass(st, k)
                   : local_mass(st, k, 11);
            if (st->grp[k].melee < 0 && mass < cnt)
                mass = cnt;
            odds = melee_odds(st, g, k, mass);
            /* an action is scarce (a black card gives one to three): rank
             * charges, feeds and volleys by the kills they bring */
            div = st->grp[k].melee >= 0 ? st->grp[k].mcover
                  : col_group_room(st, k) >= 0 ? COVER_HARD : col_cover_of(st, k, g, 0);
            ek = 3.5 * cnt / (div < COVER_OPEN ? COVER_OPEN : div);
            if (ek > K.cnt[k])
                ek = K.cnt[k];
            if (st->grp[k].melee >= 0) {
                /* feed a melee, the ones the natives may lose first */
                int us = col_in_melee_count(st, st->grp[k].melee, COL_ATT);
                int them = col_in_melee_count(st, st->grp[k].melee, COL_DEF);
                add(b, act(CA_CHARGE, g, k), 32 + 3 * ek + (us < 2 * them ? 4 : 0));
            } else if (fan || K.cnt[k] <= 2 ||
                       odds >= (col_group_room(st, k) >= 0 ? 0.5 : 1.0)) {
                /* a volley first where one is worth it: it costs no
                 * rout, and a room is charged at half the odds (the
                 * defenders in it are the ones the volleys cannot end) */
                add(b, act(CA_CHARGE, g, k), 30 + 3 * ek + odds - 5);
            }
            /* upstairs: into the building and up to them */
            if (st->grp[k].floor > 0 && st->grp[k].melee < 0) {
                int rk = col_group_room(st, k), rg = col_group_room(st, g);
                if (rg >= 0 && rk >= 0 && st->room[rg].building == st->room[rk].building &&
                    gr->floor != st->grp[k].floor) {
                    col_action a = act(CA_FLOOR, g, -1);
                    a.n = st->grp[k].floor;
                    add(b, a, 36);
                }
            }
        }
        if (shooter && !gun && best_fire < 1.0)
            shooter_moves(st, b, g, best_fire, &fresh);
        /* fires: only a building with defenders in it is worth a match
         * (an empty one burns out for nothing); the more in it, the better */
        if (st->opt[CO_FIRES] && !gun)
            for (int bd = 0; bd < st->nbuilds; bd++)
                if (st->build[bd].orig == 0 && !st->build[bd].burned && garrison(st, bd) > 0)
                    add(b, act(CA_IGNITE, g, bd), 38 + garrison(st, bd));
        if (st->opt[CO_FIRES] && !gun && !shooter)
            fire_moves(st, b, g);
        h = att_target(st, g, &d);
        if (gun) {
            if (gr->fired || (h >= 0 && d < 24))
                continue;    /* in range: let it shoot rather than walk */
        }
        if (cnt <= 2 && d > 20)
            add(b, act(CA_WITHDRAW, g, -1), 1);
        if (h < 0)
            continue;
        {
            vec2 door;
            int r = st->grp[h].floor > 0 ? way_in(st, h, K.lp[g], &door) : -1;
            int rg = col_group_room(st, g);
            if (r >= 0 && (rg < 0 || st->room[rg].building != st->room[r].building)) {
                /* into their room (down first if upstairs elsewhere), at
                 * its middle or a corner clear of them */
                const col_room *rm = &st->room[r];
                col_action a = act(CA_FLOOR, g, -1);
                if (gr->floor > 0)
                    add(b, a, 17);
                a = act(CA_MOVE, g, -1);
                for (int c = 0; c < 5 && geom_dist(K.lp[g], door) < al + 1; c++) {
                    a.x = c == 0 ? (rm->lo.x + rm->hi.x) / 2 : c % 2 ? rm->lo.x + 1 : rm->hi.x - 1;
                    a.y = c == 0 ? (rm->lo.y + rm->hi.y) / 2 : c < 3 ? rm->lo.y + 1 : rm->hi.y - 1;
                    add(b, a, 16 - 0.1 * c);
                }
                moves_toward(st, b, g, door, 1.0, 14 + 0.3 * cnt - 0.25 * d);
            } else if (r >= 0) {
                /* in their building: up to their floor (then charge) */
                if (gr->floor != st->grp[h].floor) {
                    col_action a = act(CA_FLOOR, g, -1);
                    a.n = st->grp[h].floor;
                    add(b, a, 20);
                }
            } else if (st->grp[h].floor == 0 && col_group_room(st, h) >= 0 &&
                       col_group_room(st, g) != col_group_room(st, h) &&
                       door_outside(st, col_group_room(st, h), K.lp[g], &door)) {
                /* a room is charged through its door: mass just outside it */
                moves_toward(st, b, g, door, 0.5, 14 + 0.3 * cnt - 0.25 * d);
            } else {
                /* the groups nearest contact first: they charge next */
                moves_toward(st, b, g, K.lp[h], 1.6, 14 + 0.3 * cnt - 0.25 * d);
            }
        }
    }
}

static void rank(const col_state *st, blist *b)
{
    b->n = 0;
    fill_cache(st);
    switch (st->dec) {
    case DEC_CASUALTY:
        col_bot_casualty_cands(st, b);
        break;
    case DEC_SPECIAL:
        for (int t = 0; t < st->ntypes; t++)
            if (col_special_ok(st, t)) {
                col_action a = act(CA_SPECIAL, -1, -1);
                a.n = t;
                /* muskets kill most for an action spent (notes.md) */
                add(b, a, (st->type[t].gun ? 100 : 0) + st->pool[t] +
                    (st->type[t].fanatic ? 5 : 0) + (st->type[t].shoots ? 60 : 0));
            }
        break;
    case DEC_PLACE:
        col_bot_place_cands(st, b);
        break;
    case DEC_EDGE: {
        col_action a = act(CA_EDGE, -1, -1);
        a.n = 0;
        add(b, a, 0);
        break;
    }
    case DEC_DEPLOY:
        col_bot_deploy_cands(st, b);
        break;
    case DEC_OPEN:     /* the natives' opening roll */
        add(b, act(CA_START, -1, -1), 0);
        break;
    case DEC_FOLLOW: {
        col_action a = act(CA_FOLLOW, -1, -1);
        a.n = col_follow_choice(st);
        add(b, a, 0);
        break;
    }
    case DEC_REGROUP:
        /* after a melee: a weak squad (three or fewer) joins a larger one
         * for free, the larger keeping its officer; otherwise as they are */
        add(b, act(CA_END, -1, -1), 0);
        for (int g = 0; g < COL_MAX_GROUP; g++)
            for (int t = 0; t < COL_MAX_GROUP; t++)
                if (col_regroup_ok(st, g, t) && col_count(st, t) <= 3 &&
                    col_count(st, t) <= col_count(st, g))
                    add(b, act(CA_COMBINE, g, t), 10 + col_count(st, g) + col_count(st, t));
        break;
    default:
        if (st->side == COL_DEF)
            defender_acts(st, b);
        else
            attacker_acts(st, b);
        break;
    }
    qsort(b->c, (size_t)b->n, sizeof b->c[0], by_score);
}

/* Choose and apply: the best candidate the rules accept. */
int col_bot_choose(col_state *st, col_action *a, glog *log)
{
    static blist b;   /* large; one game at a time per thread of play */
    char why[8];

    if (st->over)
        return -1;
    if ((st->bot_old & 1 << col_seat_to_move(st)) ||
        st->level[col_seat_to_move(st)] == GAME_LEVEL_EASY)
        return col_bot_old_choose(st, a, log);
    rank(st, &b);
    for (int i = 0; i < b.n; i++)
        if (col_apply(st, &b.c[i].a, log, why, sizeof why) == 0) {
            *a = b.c[i].a;
            return 0;
        }
    if (st->dec == DEC_NONE) {
        *a = act(CA_END, -1, -1);
        return col_apply(st, a, log, why, sizeof why);
    }
    {
        col_action l[1];
        if (col_legal(st, l, 1) < 1)
            return -1;
        *a = l[0];
        return col_apply(st, a, log, why, sizeof why);
    }
}

/* The computer's choice without playing it (for the session). */
int col_bot_pick(const col_state *st, col_action *a)
{
    col_state *s = malloc(sizeof *s);
    int r;

    if (!s)
        return -1;
    memcpy(s, st, sizeof *s);
    r = col_bot_choose(s, a, NULL);
    free(s);
    return r;
}
