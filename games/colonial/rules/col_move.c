/* col_move: moving groups (measured from the officer, or from any native
 * figure), doors and floors of buildings, linear obstacles (a full move on
 * foot, 6" mounted, high walls closed to horses, defended obstacles closed),
 * contact that starts a melee, falling back, and the special actions. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "col_local.h"

#define STEP_OVER 3.5     /* a foot move that crosses an obstacle: just over it */

int col_wall_defended(const col_state *st, int w, vec2 at, int mover_side)
{
    (void)w;
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->grp[st->fig[f].group].side != mover_side &&
            col_d2(st->fig[f].pos, at) < 1.6 * 1.6)
            return 1;
    return 0;
}

static int seg_cross(vec2 a, vec2 b, vec2 c, vec2 d, vec2 *at)
{
    double rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y;
    double den = rx * sy - ry * sx, t;

    if (!geom_seg_intersect(a, b, c, d))
        return 0;
    if (fabs(den) < 1e-12) {
        *at = c;
        return 1;
    }
    t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
    *at = geom_v(a.x + t * rx, a.y + t * ry);
    return 1;
}

/* Extra cost of the segment p-q for group g: 0, the obstacle penalty, or -1
 * when closed (why says so). *crossed: an obstacle was crossed. */
static double seg_obstacles(const col_state *st, int g, vec2 p, vec2 q, int allow_a, int allow_b,
                            int *crossed, char *why, size_t n)
{
    const col_group *gr = &st->grp[g];
    double extra = 0;

    for (int r = 0; r < st->nrooms; r++) {
        const table_area *ar = &st->tab.area[st->room[r].area];
        if (r == allow_a || r == allow_b)
            continue;
        if (geom_seg_hits_poly(p, q, ar->pt, ar->n))
            return col_refuse(why, n, "A building is in the way (enter by its doors).");
    }
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        vec2 at;
        if (!wl->intact)
            continue;
        for (int k = 0; k + 1 < wl->n; k++) {
            if (!seg_cross(p, q, wl->pt[k], wl->pt[k + 1], &at))
                continue;
            if (wl->gate && wl->gate_open && geom_dist(at, wl->gate_at) < 1.0)
                continue;
            if (wl->high)
                return col_refuse(why, n, "The %s is a high wall: climb it as a special "
                                  "action, or use a gate.", wl->id);
            if (col_wall_defended(st, w, at, gr->side))
                return col_refuse(why, n, "The %s is defended here: it cannot be crossed "
                                  "until its defenders are gone.", wl->id);
            *crossed = 1;
            extra += gr->mounted ? 6 : 0;
        }
    }
    return extra;
}

static int door_of(const col_door *d, int r)
{
    return d->room[0] == r || d->room[1] == r;
}

/* Cost of moving from a to b (measured from the door when leaving a
 * building), or -1 with why. */
static double path_cost(const col_state *st, int g, vec2 a, vec2 b, char *why, size_t n)
{
    int ra = col_room_at(st, a), rb = col_room_at(st, b), crossed = 0;
    double best = -1, x;
    char w2[160] = "";

    if (rb >= 0 && st->build[st->room[rb].building].burned)
        return col_refuse(why, n, "That building has burned: it cannot be entered.");
    if (rb >= 0 && st->grp[g].mounted)
        return col_refuse(why, n, "Mounted troops cannot enter buildings.");
    if (ra == rb) {
        x = seg_obstacles(st, g, a, b, ra, -1, &crossed, why, n);
        if (x < 0)
            return -1;
        if (crossed && !st->grp[g].mounted && geom_dist(a, b) > STEP_OVER)
            return col_refuse(why, n, "Crossing an obstacle takes the whole move: stop just "
                              "beyond it (within %.1f\").", STEP_OVER);
        return geom_dist(a, b) + x;
    }
    if (ra >= 0 && st->grp[g].floor > 0)
        return col_refuse(why, n, "Come down to the ground floor first.");
    /* through one door (out, in, or room to room) or two (out and in); the
     * outside legs stop short of the door so they may not cut through rooms */
    for (int i = 0; i < st->ndoors; i++) {
        const col_door *d1 = &st->door[i];
        double c = -1, c1, c2;
        int cr = 0;
        if (ra < 0 && d1->room[1] == -1 && d1->room[0] == rb) {
            c1 = seg_obstacles(st, g, a, geom_toward(d1->at, a, 0.3), -1, -1, &cr, w2, sizeof w2);
            c2 = c1 < 0 ? -1 : seg_obstacles(st, g, d1->at, b, rb, -1, &cr, w2, sizeof w2);
            if (c2 >= 0)
                c = c1 + c2 + geom_dist(a, d1->at) + geom_dist(d1->at, b);
        } else if (ra >= 0 && rb < 0 && d1->room[1] == -1 && d1->room[0] == ra) {
            c1 = seg_obstacles(st, g, geom_toward(d1->at, b, 0.3), b, -1, -1, &cr, w2, sizeof w2);
            if (c1 >= 0)
                c = c1 + geom_dist(d1->at, b);
        } else if (ra >= 0 && rb >= 0 && door_of(d1, ra) && door_of(d1, rb)) {
            c1 = seg_obstacles(st, g, d1->at, b, rb, -1, &cr, w2, sizeof w2);
            if (c1 >= 0)
                c = c1 + geom_dist(d1->at, b);
        } else if (ra >= 0 && rb >= 0 && d1->room[1] == -1 && d1->room[0] == ra) {
            for (int j = 0; j < st->ndoors; j++) {
                const col_door *d2 = &st->door[j];
                if (d2->room[1] != -1 || d2->room[0] != rb)
                    continue;
                cr = 0;
                c1 = seg_obstacles(st, g, geom_toward(d1->at, d2->at, 0.3),
                                   geom_toward(d2->at, d1->at, 0.3), -1, -1, &cr, w2, sizeof w2);
                c2 = c1 < 0 ? -1 : seg_obstacles(st, g, d2->at, b, rb, -1, &cr, w2, sizeof w2);
                if (c2 >= 0 && !cr) {
                    double cc = c1 + c2 + geom_dist(d1->at, d2->at) + geom_dist(d2->at, b);
                    if (best < 0 || cc < best)
                        best = cc;
                }
            }
            continue;
        }
        if (c < 0 || (cr && !st->grp[g].mounted))
            continue;
        if (best < 0 || c < best)
            best = c;
    }
    if (best < 0)
        return col_refuse(why, n, "%s", w2[0] ? w2 : "No door leads there.");
    return best;
}

int col_path_ok(const col_state *st, int g, vec2 a, vec2 b, double allow, char *why, size_t n)
{
    double c = path_cost(st, g, a, b, why, n);

    if (c < 0)
        return 0;
    if (c > allow + 1e-6)
        return col_refuse(why, n, "Too far: %.1f\" of a %.0f\" move.", c, allow) + 1;
    return 1;
}

static int can_move(const col_state *st, int g, char *why, size_t n)
{
    const col_group *gr = &st->grp[g];

    if (gr->kind == GK_GUN)
        return col_refuse(why, n, "Machine guns and field guns of the defender never move.");
    if (gr->type >= 0 && st->type[gr->type].gun && gr->fired)
        return col_refuse(why, n, "The field gun has fired: it stays where it is.");
    if (gr->melee >= 0)
        return col_refuse(why, n, "%s is in a melee and cannot break off.", gr->name);
    if (col_count(st, g) == 0)
        return col_refuse(why, n, "%s has no figures.", gr->name);
    return 0;
}

/* The figure the move is measured from: the officer, or for natives the
 * figure with a legal path that stands nearest the goal. */
static int mover(const col_state *st, int g, vec2 to, double allow, char *why, size_t n)
{
    int best = -1;
    double bd = 1e9;

    if (st->grp[g].side == COL_DEF) {
        int l = col_leader(st, g);
        return col_path_ok(st, g, st->fig[l].pos, to, allow, why, n) ? l : -1;
    }
    for (int k = 0; k < 3; k++) {
        int pick = -1;
        double pd = 1e9;
        for (int f = 0; f < st->nfig; f++) {
            double d;
            if (!st->fig[f].used || st->fig[f].group != g)
                continue;
            d = geom_dist(st->fig[f].pos, to);
            if (d > bd || (d == bd && f <= best) || d >= pd)
                continue;
            pd = d;
            pick = f;
        }
        if (pick < 0)
            break;
        if (col_path_ok(st, g, st->fig[pick].pos, to, allow, why, n))
            return pick;
        best = pick;
        bd = pd;
    }
    return -1;
}

/* An enemy figure within r of p on the same level: defenders upstairs are
 * out of reach of the room below (they are charged from their own floor),
 * so they do not stop a group from entering it. */
static int near_enemy(const col_state *st, int side, int floor, vec2 p, double r)
{
    for (int f = 0; f < st->nfig; f++) {
        const col_group *e = &st->grp[st->fig[f].group];
        if (st->fig[f].used && e->side != side && e->floor == floor &&
            col_d2(st->fig[f].pos, p) < r * r)
            return 1;
    }
    return 0;
}

int col_do_move(col_state *st, int g, vec2 to, glog *log, char *why, size_t n)
{
    int lead, from_room, to_room, lvl;

    if (can_move(st, g, why, n) < 0)
        return -1;
    if (to.x < 0.5 || to.y < 0.5 || to.x > st->tab.w - 0.5 || to.y > st->tab.h - 0.5)
        return col_refuse(why, n, "That is off the table.");
    from_room = col_group_room(st, g);
    to_room = col_room_at(st, to);
    /* a move within a room keeps the floor; any other ends on the ground */
    lvl = from_room >= 0 && from_room == to_room ? st->grp[g].floor : 0;
    if (near_enemy(st, st->grp[g].side, lvl, to, 2.5))
        return col_refuse(why, n, "That is in contact with the enemy: charge instead.");
    lead = mover(st, g, to, col_allowance(st, g), why, n);
    if (lead < 0)
        return -1;
    {
        col_fig save[COL_MAX_FIG];
        memcpy(save, st->fig, (size_t)st->nfig * sizeof save[0]);
        if (!col_form(st, g, to, lead, 1))
            return col_refuse(why, n, "There is no room for the group there.");
        for (int f = 0; f < st->nfig; f++)
            if (st->fig[f].used && st->fig[f].group == g &&
                near_enemy(st, st->grp[g].side, lvl, st->fig[f].pos, COL_BASE + 0.2)) {
                memcpy(st->fig, save, (size_t)st->nfig * sizeof save[0]);
                return col_refuse(why, n, "That would touch the enemy: charge instead.");
            }
    }
    if (from_room != to_room)
        st->grp[g].floor = 0;
    if (st->grp[g].type >= 0 && st->type[st->grp[g].type].gun) {
        st->grp[g].facing = geom_bearing(st->grp[g].gun, to);
        st->grp[g].gun = to;
    }
    glog_add(log, "%s moves to (%.1f, %.1f).", st->grp[g].name, to.x, to.y);
    return 0;
}

/* Where g's mover stands to fight target figure t; the cover h has there. */
static int contact_point(const col_state *st, int g, int t, vec2 from, vec2 *out, int *cover)
{
    vec2 tp = st->fig[t].pos;
    int rh = col_room_at(st, tp), rg = col_room_at(st, from);
    double d = geom_dist(tp, from);

    *cover = COVER_OPEN;
    if (d < 1e-6)
        return 0;
    if (rh >= 0 && rh != rg) {
        /* outside the building, at its wall: the defenders hold the windows */
        for (double s = 0.25; s < d; s += 0.25) {
            vec2 p = geom_toward(tp, from, s);
            if (col_room_at(st, p) != rh) {
                *out = geom_toward(tp, from, s + 0.6);
                *cover = COVER_HARD;
                return col_room_at(st, *out) < 0;
            }
        }
        return 0;
    }
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        vec2 at;
        if (!wl->intact)
            continue;
        for (int k = 0; k + 1 < wl->n; k++) {
            if (!seg_cross(from, tp, wl->pt[k], wl->pt[k + 1], &at))
                continue;
            if (wl->gate && wl->gate_open && geom_dist(at, wl->gate_at) < 1.0)
                continue;
            if (geom_dist(at, tp) > 2.0)
                return 0;   /* a wall between, not the one it defends */
            *out = geom_toward(at, from, wl->width / 2 + COL_BASE / 2 + 0.1);
            *cover = wl->barricade ? COVER_SOFT : COVER_HARD;
            return 1;
        }
    }
    (void)g;
    *out = geom_toward(tp, from, COL_BASE);
    return 1;
}

int col_do_charge(col_state *st, int g, int h, glog *log, char *why, size_t n)
{
    col_group *gr = &st->grp[g], *hr = &st->grp[h];
    int lead = -1, tfig = -1, cover = COVER_OPEN, m;
    double bd = 1e9;
    vec2 cp = { 0, 0 };
    col_fig save[COL_MAX_FIG];

    if (can_move(st, g, why, n) < 0)
        return -1;
    if (!hr->used || hr->side == gr->side || col_count(st, h) == 0)
        return col_refuse(why, n, "Charge an enemy group with figures.");
    if (hr->floor > 0 && (col_group_room(st, g) < 0 || gr->floor != hr->floor ||
                          st->room[col_group_room(st, g)].building !=
                          st->room[col_group_room(st, h)].building))
        return col_refuse(why, n, "%s is upstairs: reach that floor first.", hr->name);
    for (int f = 0; f < st->nfig; f++) {
        if (!st->fig[f].used || st->fig[f].group != g)
            continue;
        if (gr->side == COL_DEF && !st->fig[f].officer && col_leader(st, g) != f)
            continue;
        for (int t = 0; t < st->nfig; t++) {
            double d;
            if (!st->fig[t].used || st->fig[t].group != h)
                continue;
            d = geom_dist(st->fig[f].pos, st->fig[t].pos);
            if (d < bd) {
                bd = d;
                lead = f;
                tfig = t;
            }
        }
    }
    if (lead < 0 || !contact_point(st, g, tfig, st->fig[lead].pos, &cp, &cover))
        return col_refuse(why, n, "No way into contact with %s from here.", hr->name);
    if (gr->mounted && cover == COVER_HARD && st->opt[CO_CAVALRY])
        return col_refuse(why, n, "Mounted troops cannot fight troops in defensive positions.");
    if (!col_path_ok(st, g, st->fig[lead].pos, cp, col_allowance(st, g), why, n))
        return -1;
    memcpy(save, st->fig, (size_t)st->nfig * sizeof save[0]);
    /* the others fall in behind the mover */
    if (!col_form(st, g, cp, lead, 1)) {
        memcpy(st->fig, save, (size_t)st->nfig * sizeof save[0]);
        return col_refuse(why, n, "There is no room to close with %s.", hr->name);
    }
    if (hr->melee >= 0) {
        m = hr->melee;
    } else {
        m = st->next_melee++;
        hr->melee = m;
        hr->mcover = cover;
    }
    gr->melee = m;
    gr->mcover = COVER_OPEN;
    if (col_room_at(st, cp) != col_room_at(st, st->fig[lead].pos))
        gr->floor = 0;
    if (gr->type >= 0 && st->type[gr->type].gun)
        gr->gun = cp;
    glog_add(log, "%s charges %s: melee.", gr->name, hr->name);
    return 0;
}

/* The loser of a melee (or a burning garrison) falls back a full move away
 * from `from`, out of any building. */
void col_fall_back(col_state *st, int g, vec2 from)
{
    int l = col_leader(st, g);
    double allow = col_allowance(st, g);
    vec2 p;

    if (l < 0 || st->grp[g].kind == GK_GUN)
        return;
    if (allow <= 0)
        allow = 6;
    p = st->fig[l].pos;
    st->grp[g].floor = 0;
    for (double d = allow; d >= 1; d -= 1.5)
        for (int k = 0; k < 12; k++) {
            double base = geom_bearing(from, p), ang = base + ((k + 1) / 2) * 30.0 * (k % 2 ? 1 : -1);
            vec2 q = geom_v(p.x + d * cos(ang * M_PI / 180), p.y + d * sin(ang * M_PI / 180));
            if (geom_dist(from, p) < 1e-6)
                q = geom_v(p.x + d, p.y);
            if (q.x < 1 || q.y < 1 || q.x > st->tab.w - 1 || q.y > st->tab.h - 1)
                continue;
            if (near_enemy(st, st->grp[g].side, 0, q, 2.5))
                continue;
            if (col_form(st, g, q, l, 0)) {
                if (st->grp[g].type >= 0 && st->type[st->grp[g].type].gun)
                    st->grp[g].gun = q;
                return;
            }
        }
}
