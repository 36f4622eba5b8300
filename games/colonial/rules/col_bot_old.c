/* col_bot_old: the computer players of the first pass, kept unchanged so
 * the simulator can play the new ones against them (LEGATION_COLONIAL_OLD,
 * see notes.md), and the easy level of the difficulty option. The
 * defender holds the wall posts and shoots at close targets; the attacker
 * masses on a ring and closes. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "col_local.h"

#define BOT_MAX 160
#define STAGE_R 17.0     /* the ring the attacker masses on */

typedef struct cand {
    col_action a;
    double score;
} cand;

typedef struct blist {
    cand c[BOT_MAX];
    int n;
} blist;

static void add(blist *b, col_action a, double score)
{
    if (b->n < BOT_MAX) {
        b->c[b->n].a = a;
        b->c[b->n].score = score;
        b->n++;
    }
}

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

static col_action act(int type, int g, int t)
{
    col_action a;
    memset(&a, 0, sizeof a);
    a.type = type;
    a.group = g;
    a.target = t;
    return a;
}

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

    if (d < 0.5)
        return;
    for (int k = -2; k <= 2; k++) {
        double ang = geom_bearing(p, goal) + k * 20, len = d < al ? d : al - 0.05;
        col_action a = act(CA_MOVE, g, -1);
        a.x = p.x + len * cos(ang * M_PI / 180);
        a.y = p.y + len * sin(ang * M_PI / 180);
        add(b, a, base - abs(k) * 0.5 + (in_cover(st, geom_v(a.x, a.y)) ? 2 : 0));
    }
    w = first_wall(st, p, goal, &at);
    if (w >= 0 && geom_dist(p, at) > 1.4) {
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
            /* ammunition is saved for close targets as it runs down */
            reach = gr->kind == GK_GUN ? (st->gunammo > 2 ? 30 : 14)
                    : col_rifle_seen(st) > 14 ? 22 : col_rifle_seen(st) > 7 ? 14 : 9;
            if (dist > reach || ek < (gr->kind == GK_GUN ? 1.5 : 0.9))
                continue;
            add(b, act(CA_FIRE, g, h), 10 + 6 * ek + (24 - dist) * 0.3);
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

static void attacker_acts(const col_state *st, blist *b)
{
    int massed = 0, total = 0, left = 0, closing;

    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->grp[st->fig[f].group].side == COL_ATT) {
            total++;
            massed += geom_dist(st->fig[f].pos, st->centre) < STAGE_R + 3;
        }
    for (int t = 0; t < st->ntypes; t++)
        left += st->pool[t];
    /* mass first; close when enough are up, the pool is spent or the column is near */
    closing = massed >= 14 || left < 10 || st->sighted;
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        int cnt, h, fan;
        double d, al;
        if (!gr->used || gr->side != COL_ATT || gr->melee >= 0)
            continue;
        cnt = K.cnt[g];
        al = col_allowance(st, g);
        fan = st->type[gr->type].fanatic;
        for (int k = 0; k < COL_MAX_GROUP; k++) {
            double dist;
            int mass, def;
            if (!st->grp[k].used || st->grp[k].side != COL_DEF || K.cnt[k] == 0)
                continue;
            dist = group_dist(st, g, k);
            def = K.cnt[k];
            if (dist < al + 2 && !st->type[gr->type].gun) {
                mass = local_mass(st, k, 11);
                if (st->grp[k].melee >= 0)
                    add(b, act(CA_CHARGE, g, k), 40 + cnt);           /* feed the melee */
                else if (fan || mass >= 2 * def || (closing && mass >= def))
                    add(b, act(CA_CHARGE, g, k), 30 + mass - def);
            }
            if (col_fire_dice(st, g) > 0 && col_can_fire(st, g, k, NULL, 0) == 0) {
                double ek = expected_kills(st, g, k);
                if (ek >= 0.5)
                    add(b, act(CA_FIRE, g, k), 18 + 8 * ek);
            }
        }
        if (st->opt[CO_FIRES] && !st->type[gr->type].gun)
            for (int bd = 0; bd < st->nbuilds; bd++)
                if (st->build[bd].orig == 0 && !st->build[bd].burned)
                    add(b, act(CA_IGNITE, g, bd), 33);
        h = nearest_enemy(st, g, &d);
        if (st->type[gr->type].gun) {
            if (gr->fired || (h >= 0 && d < 24))
                continue;    /* in range: let it shoot rather than walk */
        }
        if (cnt <= 2 && d > 20)
            add(b, act(CA_WITHDRAW, g, -1), 1);
        if (h < 0)
            continue;
        if (st->type[gr->type].shoots && d < 20 && !closing)
            continue;        /* musketeers hold their ground and shoot */
        if (!closing && geom_dist(K.lp[g], st->centre) > STAGE_R + 1)
            moves_toward(st, b, g, st->centre, STAGE_R, 6);
        else if (closing)
            moves_toward(st, b, g, K.lp[h], 2.8, 12);
    }
}

/* Casualties: the figure farthest from the enemy goes first. */
static void casualty_cands(const col_state *st, blist *b)
{
    vec2 c = { 0, 0 };
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->grp[st->fig[f].group].side != st->cas_side) {
            c.x += st->fig[f].pos.x;
            c.y += st->fig[f].pos.y;
            n++;
        }
    if (n) {
        c.x /= n;
        c.y /= n;
    }
    for (int f = 0; f < st->nfig; f++)
        if (col_cas_candidate(st, f)) {
            col_action a = act(CA_CASUALTY, -1, -1);
            a.n = f;
            add(b, a, geom_dist(st->fig[f].pos, c));
        }
}

static void place_cands(const col_state *st, blist *b)
{
    double len = col_edge_len(st, st->pend_edge);
    double mid = st->pend_edge % 2 == 0 ? st->centre.x : st->centre.y;

    int found = 0;
    double step = len / 25.0;

    /* outward from the middle of the edge: the first few that fit */
    for (int k = 0; k <= 50 && found < 3; k++) {
        col_action a = act(CA_PLACE, -1, -1);
        a.x = mid + ((k + 1) / 2) * step * (k % 2 ? 1 : -1);
        if (a.x < 0 || a.x > len)
            continue;
        if (col_place_ok(st, a.x, NULL, st->pend_size)) {
            add(b, a, -fabs(a.x - mid));
            found++;
        }
    }
}

static void rank(const col_state *st, blist *b)
{
    b->n = 0;
    fill_cache(st);
    switch (st->dec) {
    case DEC_CASUALTY:
        casualty_cands(st, b);
        break;
    case DEC_SPECIAL:
        for (int t = 0; t < st->ntypes; t++)
            if (col_special_ok(st, t)) {
                col_action a = act(CA_SPECIAL, -1, -1);
                a.n = t;
                add(b, a, (st->type[t].gun ? 100 : 0) + st->pool[t] +
                    (st->type[t].fanatic ? 5 : 0));
            }
        break;
    case DEC_PLACE:
        place_cands(st, b);
        break;
    case DEC_EDGE: {
        col_action a = act(CA_EDGE, -1, -1);
        a.n = 0;
        add(b, a, 0);
        break;
    }
    case DEC_DEPLOY:   /* the scenario's places (notes.md, Computer players) */
        add(b, act(CA_END, -1, -1), 0);
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
    case DEC_REGROUP:   /* (came after it: keeps its squads as they are) */
        add(b, act(CA_END, -1, -1), 0);
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
int col_bot_old_choose(col_state *st, col_action *a, glog *log)
{
    static blist b;   /* large; one game at a time per thread of play */
    char why[8];

    if (st->over)
        return -1;
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
