/* col_deploy: the defender's set-up (Setup: he places his forces inside the
 * compound) as a decision before the natives' first roll: each squad's
 * officer to a point of the compound, the squad formed round him; the gun
 * to a point in the open there, its crew round it, and turned free of
 * charge; then Done. The scenario's places are where the forces start. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "col_local.h"

int col_in_compound(const col_state *st, vec2 p)
{
    for (int k = 0; k < st->ncomp; k++)
        if (geom_point_in_poly(p, st->comp[k], st->compn[k]))
            return 1;
    return 0;
}

/* May squad g set up with its officer at p? The squad is formed there on
 * trial and put back: 0 when it fits with every figure inside the compound. */
int col_deploy_ok(col_state *st, int g, vec2 p, char *why, size_t n)
{
    vec2 was[COL_MAX_FIG];
    int ok = 1;

    if (g < 0 || g >= COL_MAX_GROUP || !st->grp[g].used || st->grp[g].side != COL_DEF ||
        (st->grp[g].kind != GK_SQUAD && st->grp[g].kind != GK_GUN))
        return col_refuse(why, n, "Only your squads and guns are placed now.");
    if (!col_in_compound(st, p))
        return col_refuse(why, n, "Your forces set up inside the compound.");
    if (st->grp[g].mounted && col_room_at(st, p) >= 0)
        return col_refuse(why, n, "Riders do not go into buildings.");
    if (st->grp[g].kind == GK_GUN && col_room_at(st, p) >= 0)
        return col_refuse(why, n, "A gun stands in the open, not in a building.");
    for (int f = 0; f < st->nfig; f++)
        was[f] = st->fig[f].pos;
    if (!col_form(st, g, p, -1, 1))
        return col_refuse(why, n, "%s does not fit there.", st->grp[g].name);
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == g && !col_in_compound(st, st->fig[f].pos))
            ok = 0;
    if (col_d2(st->fig[col_leader(st, g)].pos, p) > 1e-4)
        ok = -1;   /* the officer's own spot is taken */
    for (int f = 0; f < st->nfig; f++)
        st->fig[f].pos = was[f];
    if (ok < 0)
        return col_refuse(why, n, "Another figure or a wall stands there.");
    if (!ok)
        return col_refuse(why, n, "%s would stand partly outside the compound.",
                          st->grp[g].name);
    return 0;
}

/* the storey a squad placed at p stands on: its own if p is in the same
 * building and the building has it, else the ground floor */
static int floor_at(const col_state *st, int g, vec2 p)
{
    int r = col_room_at(st, p), old = col_group_room(st, g), b;

    if (r < 0 || old < 0 || st->room[r].building != st->room[old].building)
        return 0;
    b = st->room[r].building;
    return st->grp[g].floor <= st->build[b].floors + st->build[b].roof ? st->grp[g].floor : 0;
}

/* the highest storey at p: 0 outside, else the floors and the roof */
static int top_floor(const col_state *st, vec2 p)
{
    int r = col_room_at(st, p), b;

    if (r < 0)
        return 0;
    b = st->room[r].building;
    return st->build[b].floors + st->build[b].roof;
}

int col_deploy(col_state *st, const col_action *a, glog *log, char *why, size_t n)
{
    vec2 p = geom_v(a->x, a->y);
    int fl;

    if (a->type == CA_END) {
        st->dec = DEC_NONE;
        glog_add(log, "The defender has set up. The natives roll for their starting forces "
                 "on every edge.");
        return 0;
    }
    if (a->type == CA_FACE && a->group >= 0 && a->group < COL_MAX_GROUP &&
        st->grp[a->group].used && st->grp[a->group].side == COL_DEF &&
        st->grp[a->group].kind == GK_GUN) {
        /* setting the gun up includes its facing: no action spent */
        if (a->x < 0 || a->x >= 360)
            return col_refuse(why, n, "Facing is 0 to 359 degrees.");
        if (fabs(a->x - st->grp[a->group].facing) < 1e-9)
            return col_refuse(why, n, "The %s faces that way already.", st->grp[a->group].name);
        st->grp[a->group].facing = a->x;
        glog_add(log, "The %s is set up facing %s (%.0f\xC2\xB0).", st->grp[a->group].name,
                 geom_compass(a->x), a->x);
        return 0;
    }
    if (a->type != CA_DEPLOY)
        return col_refuse(why, n, "Place your squads and guns inside the compound, then Done.");
    if (col_deploy_ok(st, a->group, p, why, n) < 0)
        return -1;
    fl = a->n >= 0 ? a->n : floor_at(st, a->group, p);
    if (fl > top_floor(st, p))
        return col_refuse(why, n, "There is no storey %d there (the ground floor is 0).", fl);
    col_form(st, a->group, p, -1, 1);
    if (st->grp[a->group].kind == GK_GUN)
        st->grp[a->group].gun = p;
    st->grp[a->group].floor = fl;
    if (fl)
        glog_add(log, "%s sets up at (%.1f, %.1f), %s.", st->grp[a->group].name, p.x, p.y,
                 fl > st->build[st->room[col_room_at(st, p)].building].floors ? "on the roof"
                                                                               : "upstairs");
    else
        glog_add(log, "%s sets up at (%.1f, %.1f).", st->grp[a->group].name, p.x, p.y);
    return 0;
}

/* Done, then for each squad and gun the points of a 3" grid over the
 * compound where it fits (a sample: any point that fits is legal; the
 * storey the rules choose), for a squad in a building every other storey
 * there, and for a gun the seven other facings of the eight points. */
int col_deploy_legal(const col_state *st, col_state *scratch, col_action *out, int max)
{
    col_action a;
    int c = 0;

    memset(&a, 0, sizeof a);
    a.type = CA_END;
    a.group = a.target = -1;
    out[c++] = a;
    a.type = CA_DEPLOY;
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        int l = col_leader(st, g);
        if (!st->grp[g].used || (st->grp[g].kind != GK_SQUAD && st->grp[g].kind != GK_GUN) ||
            st->grp[g].side != COL_DEF || l < 0)
            continue;
        a.group = g;
        if (st->grp[g].kind == GK_GUN) {
            a.type = CA_FACE;
            for (int k = 0; k < 8 && c < max; k++)
                if (fabs(k * 45 - st->grp[g].facing) > 1e-9) {
                    a.x = k * 45;
                    out[c++] = a;
                }
            a.type = CA_DEPLOY;
        }
        if (col_group_room(st, g) >= 0)
            for (int f = 0; f <= top_floor(st, st->fig[l].pos) && c < max; f++)
                if (f != st->grp[g].floor) {
                    a.x = st->fig[l].pos.x;
                    a.y = st->fig[l].pos.y;
                    a.n = f;
                    out[c++] = a;
                }
        a.n = -1;
        for (int k = 0; k < st->ncomp; k++) {
            vec2 lo = st->comp[k][0], hi = lo;
            for (int i = 1; i < st->compn[k]; i++) {
                lo.x = fmin(lo.x, st->comp[k][i].x);
                lo.y = fmin(lo.y, st->comp[k][i].y);
                hi.x = fmax(hi.x, st->comp[k][i].x);
                hi.y = fmax(hi.y, st->comp[k][i].y);
            }
            for (double y = lo.y + 1.5; y < hi.y && c < max; y += 3)
                for (double x = lo.x + 1.5; x < hi.x && c < max; x += 3)
                    if (col_deploy_ok(scratch, g, geom_v(x, y), NULL, 0) == 0) {
                        a.x = x;
                        a.y = y;
                        out[c++] = a;
                    }
        }
    }
    return c;
}
