/* tuan_legal: a useful finite list of the actions legal now. The table is
 * continuous, so moves are offered towards the enemy, the objectives, cover
 * and the eight compass points at full and half a move; the view lets a
 * player drag anywhere and apply checks it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tuan_local.h"

static int push(tu_action *out, int n, int max, const tu_action *a)
{
    if (n < max)
        out[n++] = *a;
    return n;
}

static tu_action act(int type, int tray, int target)
{
    tu_action a;

    memset(&a, 0, sizeof a);
    a.type = type;
    a.tray = tray;
    a.target = target;
    return a;
}

/* Biggest group led by lead: every tray that may join it. */
int tu_full_group(const tu_state *st, int lead, int *g)
{
    int n = 1;

    g[0] = lead;
    for (int j = 0; j < st->ntrays; j++) {
        if (j == lead || st->tray[j].side != st->side || !tu_available(st, j) ||
            st->tray[j].routed)
            continue;
        if (st->tray[j].must_charge < 0 && tu_member_ok(st, lead, j, NULL, 0) == 0)
            g[n++] = j;
    }
    return n;
}

/* Centre of the cover area nearest to p (broken ground or structure that
 * the tray may enter), or p itself when there is none. */
static vec2 nearest_cover(const tu_state *st, int i, vec2 p)
{
    table_rates r;
    vec2 best = p;
    double bd = 1e18;

    tu_rates(st, i, &r);
    for (int k = 0; k < st->tab.nareas; k++) {
        const table_area *a = &st->tab.area[k];
        vec2 c = geom_v(0, 0);
        if (!(table_kind_is_broken(a->kind) || table_kind_is_structure(a->kind)) ||
            r.ratio[a->kind] == TABLE_IMPASSABLE || !a->closed)
            continue;
        for (int m = 0; m < a->n; m++)
            c.x += a->pt[m].x / a->n, c.y += a->pt[m].y / a->n;
        if (geom_dist(p, c) < bd) {
            bd = geom_dist(p, c);
            best = c;
        }
    }
    return best;
}

vec2 tu_snap_pos(vec2 p)
{
    return geom_v((double)(long long)(p.x * 1000 + (p.x >= 0 ? .5 : -.5)) / 1000,
                  (double)(long long)(p.y * 1000 + (p.y >= 0 ? .5 : -.5)) / 1000);
}

double tu_snap_facing(double f)
{
    return (double)(long long)(f * 10) / 10;
}

/* A point reached along a path, on the JSON grid: pulled back a little
 * towards the start first, so rounding never lengthens the move past the
 * allowance nor pushes it over the edge of terrain it stopped at. */
static vec2 grid_reach(vec2 from, vec2 p)
{
    double d = geom_dist(from, p);

    if (d > 0.004)
        p = geom_v(p.x + (from.x - p.x) * 0.002 / d, p.y + (from.y - p.y) * 0.002 / d);
    return tu_snap_pos(p);
}

int tu_move_targets(const tu_state *st, int i, vec2 *out, int max)
{
    const tu_tray *t = &st->tray[i];
    table_rates r;
    double allow = tu_allowance(st, i);
    vec2 goals[TU_MAX_OBJ + 3];
    int ng = 0, n = 0, e = tu_nearest_enemy(st, i);

    if (allow <= 0)
        return 0;
    tu_rates(st, i, &r);
    for (int o = 0; o < st->nobj; o++)
        goals[ng++] = st->obj[o].at;
    if (e >= 0)
        goals[ng++] = st->tray[e].p.pos;
    goals[ng++] = nearest_cover(st, i, t->p.pos);
    if (t->crew_away)
        goals[ng++] = t->gun.pos;
    for (int k = 0; k < ng && n < max; k++) {
        vec2 g = goals[k];
        if (geom_dist(g, t->p.pos) < 0.3)
            continue;
        out[n++] = grid_reach(t->p.pos, table_path_reach(&st->tab, t->p.pos, g, &r, allow));
        if (n < max)
            out[n++] = grid_reach(t->p.pos,
                                  table_path_reach(&st->tab, t->p.pos, g, &r, allow / 2));
    }
    for (int d = 0; d < 8 && n < max; d++) {
        double a = d * M_PI / 4;
        vec2 g = geom_v(t->p.pos.x + cos(a) * allow * 3, t->p.pos.y + sin(a) * allow * 3);
        out[n++] = grid_reach(t->p.pos, table_path_reach(&st->tab, t->p.pos, g, &r, allow));
    }
    return n;
}

int tu_charge_extras(const tu_state *st, int i, int j, double allow, int *out)
{
    const tu_tray *t = &st->tray[i];
    int n = 0;
    table_piece dest;
    double cost;

    for (int k = 0; k < st->ntrays; k++) {
        const tu_tray *e = &st->tray[k];
        if (k == j || e->side == t->side || !tu_on_table(e) || e->arm == TU_TEAM ||
            tu_tray_dist(st, j, k) > fmax(t->p.width, t->p.depth) + 0.1 ||
            tu_charge_ok(st, i, k, NULL, 0) < 0)
            continue;
        if (tu_charge_spot(st, i, j, &k, 1, allow, &dest, &cost))
            out[n++] = k;
    }
    return n;
}

/* The facings offered to the owner of a tray that has just retreated:
 * as it stands (towards the enemy it fell back from), towards the
 * nearest enemy, and the eight points of the compass. */
static int face_choices(const tu_state *st, int f, tu_action *out, int n, int max)
{
    double want[10];
    int nw = 0, e = tu_nearest_enemy(st, f);

    want[nw++] = st->tray[f].p.facing;
    if (e >= 0)
        want[nw++] = geom_bearing(st->tray[f].p.pos, st->tray[e].p.pos);
    for (int d = 0; d < 8; d++)
        want[nw++] = d * 45;
    for (int k = 0; k < nw; k++) {
        double w = tu_snap_facing(fmod(want[k] + 360, 360));
        int dup = 0;
        for (int m = 0; m < k; m++)
            dup |= fabs(tu_snap_facing(fmod(want[m] + 360, 360)) - w) < 0.05;
        if (dup || tu_face_ok(st, f, w, NULL, 0) < 0)
            continue;
        tu_action a;
        memset(&a, 0, sizeof a);
        a.type = TA_FACE;
        a.tray = f;
        a.target = -1;
        a.facing = w;
        a.has_facing = 1;
        n = push(out, n, max, &a);
    }
    return n;
}

static int candidates(const tu_state *st, tu_action *out, int max)
{
    int n = 0, face;
    tu_action a;

    if (st->phase == TU_P_OVER)
        return 0;
    if (st->phase == TU_P_OPEN) {   /* the first dice for who activates */
        a = act(TA_START, -1, -1);
        return push(out, n, max, &a);
    }
    if ((face = tu_face_pending(st)) >= 0)
        return face_choices(st, face, out, n, max);
    if ((face = tu_ff_pending(st)) >= 0) {
        /* random event 2: each friendly tray it could hit */
        for (int j = 0; j < st->ntrays; j++)
            if (tu_ff_target_ok(st, face, j)) {
                a = act(TA_FIRE, -1, j);
                a.n = 1;
                a.trays[0] = face;
                n = push(out, n, max, &a);
            }
        return n;
    }
    if (st->phase == TU_P_SELECT) {
        int rally = 0;
        for (int i = 0; i < st->ntrays; i++) {
            const tu_tray *t = &st->tray[i];
            if (t->side != st->side || !tu_available(st, i))
                continue;
            if (tu_must_rally(st, i)) {
                a = act(TA_RALLY, i, -1);
                n = push(out, n, max, &a);
                rally = 1;
                continue;
            }
            if (t->melee >= 0) {
                a = act(TA_MELEE, i, t->melee);
                n = push(out, n, max, &a);
            }
            a = act(TA_ACTIVATE, -1, -1);
            a.n = 1;
            a.trays[0] = i;
            n = push(out, n, max, &a);
            a.n = tu_full_group(st, i, a.trays);
            if (a.n > 1)
                n = push(out, n, max, &a);
            a = act(TA_FORFEIT, i, -1);
            n = push(out, n, max, &a);
        }
        if (!rally) {
            a = act(TA_PASS, -1, -1);
            n = push(out, n, max, &a);
        }
        return n;
    }
    a = act(TA_END_ACTIVATION, -1, -1);
    n = push(out, n, max, &a);
    for (int k = 0; k < st->ngroup; k++) {
        int i = st->group[k];
        const tu_tray *t = &st->tray[i];
        vec2 to[32];
        table_piece q;
        int nt;

        if (!tu_in_group(st, i))
            continue;
        if (t->must_charge >= 0) {
            if (t->actions >= 2 && tu_charge_ok(st, i, t->must_charge, NULL, 0) == 0) {
                a = act(TA_CHARGE, i, t->must_charge);
                n = push(out, n, max, &a);
            }
            continue;
        }
        if (!st->fire_only[k]) {
            if (t->arm == TU_INFANTRY || t->arm == TU_CAVALRY) {
                a = act(TA_FORMATION, i, -1);
                n = push(out, n, max, &a);
            }
            if (t->arm == TU_CAVALRY) {
                a = act(TA_MOUNT, i, -1);
                n = push(out, n, max, &a);
            }
            if ((t->arm == TU_ARTILLERY || t->arm == TU_MG) && !t->crew_away) {
                a = act(TA_LIMBER, i, -1);
                n = push(out, n, max, &a);
            }
            if (t->crew_away && table_within(&t->p, &t->gun, 1)) {
                a = act(TA_RECREW, i, -1);
                n = push(out, n, max, &a);
            }
            nt = tu_move_targets(st, i, to, 32);
            for (int m = 0; m < nt; m++) {
                double f = geom_dist(t->p.pos, to[m]) > 0.01 ? geom_bearing(t->p.pos, to[m])
                                                             : t->p.facing;
                if (tu_move_ok(st, i, to[m], f, &q, NULL, 0) == 0) {
                    a = act(TA_MOVE, i, -1);
                    a.x = to[m].x;
                    a.y = to[m].y;
                    n = push(out, n, max, &a);
                }
            }
        }
        if (t->no_ammo && !t->spent) {
            a = act(TA_RESUPPLY, i, -1);
            n = push(out, n, max, &a);
        }
        for (int j = 0; j < st->ntrays; j++) {
            if (st->tray[j].side == t->side || !tu_on_table(&st->tray[j]))
                continue;
            if (tu_can_fire_at(st, i, j, NULL, 0)) {
                int pick = -1;
                vec2 at;
                a = act(TA_FIRE, -1, j);
                a.n = 1;
                a.trays[0] = i;
                n = push(out, n, max, &a);
                /* a cannon firing by a spotter: the computer's pick above,
                 * then every other leader who could spot instead */
                if (tu_spotter_pick(st, i, j, &pick, &at))
                    for (int s = 0; s < st->ntrays; s++)
                        if (s != pick && s != i &&
                            tu_spot_ok(st, i, j, s, st->tray[s].p.pos, NULL, 0)) {
                            a.has_spotter = 1;
                            a.spotter = s;
                            n = push(out, n, max, &a);
                        }
            }
            if (!st->fire_only[k] && t->actions >= 2 &&
                tu_tray_dist(st, i, j) <= 2 * tu_allowance(st, i) + 6 &&
                tu_charge_ok(st, i, j, NULL, 0) == 0) {
                int more[TU_MAX_TRAYS], nm;
                a = act(TA_CHARGE, i, j);
                n = push(out, n, max, &a);
                /* and each other enemy it could touch at the same time */
                nm = tu_charge_extras(st, i, j, 2 * tu_allowance(st, i) + 6, more);
                for (int m = 0; m < nm; m++) {
                    a.nmore = 1;
                    a.more[0] = more[m];
                    n = push(out, n, max, &a);
                }
            }
        }
    }
    /* several trays of the group charging one enemy together */
    for (int j = 0; !st->single && j < st->ntrays; j++) {
        if (st->tray[j].side == st->side || !tu_on_table(&st->tray[j]))
            continue;
        a = act(TA_CHARGE, -1, j);
        for (int m = 0; m < st->ngroup; m++) {
            int i = st->group[m];
            if (!tu_in_group(st, i) || st->fire_only[m] || st->tray[i].actions < 2 ||
                (st->tray[i].must_charge >= 0 && st->tray[i].must_charge != j) ||
                tu_tray_dist(st, i, j) > 2 * tu_allowance(st, i) + 6 ||
                tu_charge_ok(st, i, j, NULL, 0) < 0)
                continue;
            if (a.tray < 0)
                a.tray = i;
            else
                a.trays[a.n++] = i;
        }
        if (a.n > 0) {
            int more[TU_MAX_TRAYS], nm;
            n = push(out, n, max, &a);
            /* the lead may take on a second enemy it can touch as well */
            nm = tu_charge_extras(st, a.tray, j, 2 * tu_allowance(st, a.tray) + 6, more);
            for (int m = 0; m < nm; m++) {
                a.nmore = 1;
                a.more[0] = more[m];
                n = push(out, n, max, &a);
            }
        }
    }
    /* the combined fire of the whole group at each target */
    for (int j = 0; !st->single && j < st->ntrays; j++) {
        if (st->tray[j].side == st->side || !tu_on_table(&st->tray[j]))
            continue;
        a = act(TA_FIRE, -1, j);
        for (int m = 0; m < st->ngroup; m++)
            if (tu_in_group(st, st->group[m]) && st->tray[st->group[m]].must_charge < 0 &&
                tu_can_fire_at(st, st->group[m], j, NULL, 0))
                a.trays[a.n++] = st->group[m];
        if (a.n > 1)
            n = push(out, n, max, &a);
    }
    return n;
}

/* The candidates, each tried on a scratch copy: the list holds only what
 * apply accepts (its dice are rolled on the copy, not the game). */
int tu_legal(const tu_state *st, tu_action *out, int max)
{
    int n = candidates(st, out, max), k = 0;
    tu_state *w = malloc(sizeof *w);

    if (!w)
        return n;
    for (int i = 0; i < n; i++) {
        memcpy(w, st, sizeof *w);
        if (tu_apply(w, &out[i], NULL, NULL, 0) == 0)
            out[k++] = out[i];
    }
    free(w);
    return k;
}
