/* col_special: the special actions (force a gate, climb an undefended
 * wall, pull down a barricade, set fire and fight it, recrew the gun from a
 * squad, a crewman to a squad), combining weak squads, the attacker taking
 * a group off, turning a gun, changing floors; and the fire markers. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "col_local.h"

static double fig_to_wall(const col_state *st, int g, int w, vec2 *near, vec2 *foot)
{
    const col_wall *wl = &st->wall[w];
    double best = 1e9;

    for (int f = 0; f < st->nfig; f++) {
        if (!st->fig[f].used || st->fig[f].group != g)
            continue;
        for (int k = 0; k + 1 < wl->n; k++) {
            double d = geom_dist_to_seg(st->fig[f].pos, wl->pt[k], wl->pt[k + 1]);
            if (d < best) {
                vec2 a = wl->pt[k], b = wl->pt[k + 1], p = st->fig[f].pos;
                double L2 = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y), t;
                t = L2 > 0 ? ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / L2 : 0;
                t = t < 0 ? 0 : t > 1 ? 1 : t;
                best = d;
                if (foot)
                    *foot = geom_v(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
                if (near)
                    *near = p;
            }
        }
    }
    return best;
}

static double fig_to_building(const col_state *st, int g, int b)
{
    double best = 1e9;

    for (int f = 0; f < st->nfig; f++) {
        if (!st->fig[f].used || st->fig[f].group != g)
            continue;
        for (int r = 0; r < st->nrooms; r++) {
            const table_area *a = &st->tab.area[st->room[r].area];
            if (st->room[r].building != b)
                continue;
            if (geom_point_in_poly(st->fig[f].pos, a->pt, a->n))
                return 0;
            for (int k = 0; k < a->n; k++) {
                double d = geom_dist_to_seg(st->fig[f].pos, a->pt[k], a->pt[(k + 1) % a->n]);
                if (d < best)
                    best = d;
            }
        }
    }
    return best;
}

static int men_of(const col_state *st, int g)
{
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        n += st->fig[f].used && st->fig[f].group == g && !st->fig[f].officer;
    return n;
}

static int burning(const col_build *b)
{
    return b->orig > 0 && !b->burned;
}

/* A building burns down: its occupants flee a full move; the attacker
 * rolls a D6 per original match, a casualty per 12 on the garrison. */
static void engulf(col_state *st, int b, glog *log)
{
    col_build *bd = &st->build[b];
    int big = -1, bn = 0, sum = 0;
    vec2 c = { 0, 0 };
    int nr = 0;

    bd->burned = 1;
    for (int r = 0; r < st->nrooms; r++)
        if (st->room[r].building == b) {
            c.x += (st->room[r].lo.x + st->room[r].hi.x) / 2;
            c.y += (st->room[r].lo.y + st->room[r].hi.y) / 2;
            nr++;
        }
    c.x /= nr;
    c.y /= nr;
    glog_add(log, "Fire engulfs %s.", bd->name);
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        int r;
        if (!st->grp[g].used || st->grp[g].kind == GK_GUN)
            continue;
        r = col_group_room(st, g);
        if (r < 0 || st->room[r].building != b)
            continue;
        col_fall_back(st, g, c);
        if (st->grp[g].side == COL_DEF && col_count(st, g) > bn) {
            bn = col_count(st, g);
            big = g;
        }
    }
    if (big < 0)
        return;
    dice_for(&st->dice, "fire casualties: %d dice", bd->orig);
    for (int i = 0; i < bd->orig; i++)
        sum += dice_d6(&st->dice);
    glog_add(log, "Fire casualties: %d on %d dice, per 12.", sum, bd->orig);
    {
        int k = sum / 12, n = col_count(st, big);
        col_start_casualties(st, COL_DEF, big, -1, k < n ? k : n, THEN_FIRE, log);
    }
}

/* A burning building with only smoke left is engulfed. Called whenever no
 * decision is open: a match may have gone while a casualty choice was
 * pending (the building must still burn once it is made), or a fire
 * fighter may have removed the last match with smoke left. */
void col_fire_check(col_state *st, glog *log)
{
    for (int b = 0; b < st->nbuilds && st->dec == DEC_NONE; b++)
        if (burning(&st->build[b]) && st->build[b].matches == 0)
            engulf(st, b, log);
}

/* Every defender action but fighting a fire turns a match to smoke. */
void col_fire_tick(col_state *st, int acting_group, glog *log)
{
    (void)acting_group;
    for (int b = 0; b < st->nbuilds; b++) {
        col_build *bd = &st->build[b];
        if (!burning(bd) || bd->matches == 0)
            continue;
        bd->matches--;
        bd->smoke++;
    }
    col_fire_check(st, log);
}

/* Squad t joins squad g: its officer becomes a man; at most six men and an
 * officer together; riders who join infantry are infantry. */
static int combine(col_state *st, int g, int t, glog *log, char *why, size_t n)
{
    col_group *gr = &st->grp[g];
    int la = col_leader(st, g);
    col_fig save[COL_MAX_FIG];

    if (col_count(st, g) + col_count(st, t) > 7)
        return col_refuse(why, n, "Together they would be more than six men and an officer.");
    memcpy(save, st->fig, (size_t)st->nfig * sizeof save[0]);
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == t) {
            st->fig[f].group = g;
            st->fig[f].officer = 0;
        }
    if (!col_form(st, g, st->fig[la].pos, la, 1)) {
        memcpy(st->fig, save, (size_t)st->nfig * sizeof save[0]);
        return col_refuse(why, n, "No room to stand together.");
    }
    gr->mounted = gr->mounted && st->grp[t].mounted;
    st->grp[t].used = 0;
    glog_add(log, "%s take in %s.", gr->name, st->grp[t].name);
    return 0;
}

/* After a melee the squads that fought and survive may be combined for
 * free (Melee: they form squads again as the defender wishes, no squad
 * over six men and an officer). Two such squads that fit together? */
int col_regroup_ok(const col_state *st, int g, int t)
{
    return g != t && g >= 0 && t >= 0 && g < COL_MAX_GROUP && t < COL_MAX_GROUP &&
           st->grp[g].used && st->grp[t].used && st->grp[g].regroup && st->grp[t].regroup &&
           col_count(st, g) > 0 && col_count(st, t) > 0 &&
           col_count(st, g) + col_count(st, t) <= 7;
}

/* Open the defender's free regrouping when two squads of the melee fit
 * together; otherwise let it pass. */
void col_offer_regroup(col_state *st)
{
    for (int g = 0; g < COL_MAX_GROUP; g++)
        for (int t = 0; t < COL_MAX_GROUP; t++)
            if (col_regroup_ok(st, g, t)) {
                st->dec = DEC_REGROUP;
                return;
            }
    for (int g = 0; g < COL_MAX_GROUP; g++)
        st->grp[g].regroup = 0;
    if (st->dec == DEC_REGROUP)
        st->dec = DEC_NONE;
}

/* The defender's answer: combine two squads of the melee, or end. */
int col_regroup(col_state *st, const col_action *a, glog *log, char *why, size_t n)
{
    if (a->type == CA_END) {
        for (int g = 0; g < COL_MAX_GROUP; g++)
            st->grp[g].regroup = 0;
        st->dec = DEC_NONE;
        return 0;
    }
    if (a->type != CA_COMBINE)
        return col_refuse(why, n, "Combine squads that fought, or end the regrouping.");
    if (!col_regroup_ok(st, a->group, a->target))
        return col_refuse(why, n, "Only squads of the melee that fit into one squad combine.");
    if (combine(st, a->group, a->target, log, why, n) < 0)
        return -1;
    col_offer_regroup(st);
    return 0;
}

int col_special(col_state *st, const col_action *a, glog *log, char *why, size_t n)
{
    int g = a->group, side = st->grp[g].side;
    col_group *gr = &st->grp[g];

    if (gr->melee >= 0 && a->type != CA_FIGHTFIRE)
        return col_refuse(why, n, "%s is in a melee.", gr->name);
    switch (a->type) {
    case CA_GATE: {
        col_wall *w;
        vec2 nr;
        if (a->target < 0 || a->target >= st->nwalls || !st->wall[a->target].gate)
            return col_refuse(why, n, "Name a wall with a gate.");
        w = &st->wall[a->target];
        if (w->gate_open || !w->intact)
            return col_refuse(why, n, "That gate is already open.");
        (void)fig_to_wall(st, g, a->target, &nr, NULL);
        {
            int close = 0;
            for (int f = 0; f < st->nfig; f++)
                close |= st->fig[f].used && st->fig[f].group == g &&
                         geom_dist(st->fig[f].pos, w->gate_at) < 2.0;
            if (!close)
                return col_refuse(why, n, "%s must stand at the gate.", gr->name);
        }
        w->gate_open = 1;
        glog_add(log, "%s force the gate in the %s.", gr->name, w->id);
        return 0;
    }
    case CA_CLIMB: {
        vec2 p, foot, to;
        col_wall *w;
        double d;
        int lead = col_leader(st, g);
        if (a->target < 0 || a->target >= st->nwalls || !st->wall[a->target].intact)
            return col_refuse(why, n, "Name a standing wall.");
        w = &st->wall[a->target];
        if (gr->mounted || gr->kind == GK_GUN)
            return col_refuse(why, n, "Only troops on foot climb walls.");
        if (gr->type >= 0 && st->type[gr->type].gun)
            return col_refuse(why, n, "A gun cannot climb a wall.");
        d = fig_to_wall(st, g, a->target, &p, &foot);
        if (d > 1.6)
            return col_refuse(why, n, "%s must stand at the %s.", gr->name, w->id);
        if (col_wall_defended(st, a->target, foot, side))
            return col_refuse(why, n, "The %s is defended there.", w->id);
        if (geom_dist(p, foot) < 1e-6)
            return col_refuse(why, n, "No clear side to climb from.");
        to = geom_toward(foot, p, -(w->width / 2 + COL_BASE * 1.2));
        {
            col_fig save[COL_MAX_FIG];
            memcpy(save, st->fig, (size_t)st->nfig * sizeof save[0]);
            if (!col_form(st, g, to, lead, 0)) {
                memcpy(st->fig, save, (size_t)st->nfig * sizeof save[0]);
                return col_refuse(why, n, "No room on the far side of the %s.", w->id);
            }
        }
        glog_add(log, "%s climb the %s.", gr->name, w->id);
        return 0;
    }
    case CA_PULL: {
        vec2 foot;
        if (a->target < 0 || a->target >= st->nwalls || !st->wall[a->target].barricade ||
            !st->wall[a->target].intact)
            return col_refuse(why, n, "Name a standing barricade.");
        if (fig_to_wall(st, g, a->target, NULL, &foot) > 1.6)
            return col_refuse(why, n, "%s must stand at the barricade.", gr->name);
        if (col_wall_defended(st, a->target, foot, side))
            return col_refuse(why, n, "The barricade is defended.");
        st->wall[a->target].intact = 0;
        glog_add(log, "%s pull down the %s.", gr->name, st->wall[a->target].id);
        return 0;
    }
    case CA_IGNITE: {
        col_build *b;
        if (!st->opt[CO_FIRES])
            return col_refuse(why, n, "Fires are not in play (an option).");
        if (side != COL_ATT)
            return col_refuse(why, n, "Only the attacker sets fires.");
        if (a->target < 0 || a->target >= st->nbuilds)
            return col_refuse(why, n, "Name a building.");
        b = &st->build[a->target];
        if (b->orig > 0 || b->burned)
            return col_refuse(why, n, "Fire is already in %s.", b->name);
        if (fig_to_building(st, g, a->target) > 1.0)
            return col_refuse(why, n, "%s must be in or touching %s.", gr->name, b->name);
        dice_for(&st->dice, "fire: actions before it catches");
        b->orig = b->matches = dice_avg(&st->dice);
        b->smoke = 0;
        glog_add(log, "%s set %s alight: %d matches.", gr->name, b->name, b->orig);
        return 0;
    }
    case CA_FIGHTFIRE: {
        col_build *b;
        if (side != COL_DEF || gr->kind != GK_SQUAD)
            return col_refuse(why, n, "A defending squad fights fires.");
        if (a->target < 0 || a->target >= st->nbuilds || !burning(&st->build[a->target]))
            return col_refuse(why, n, "Name a burning building.");
        b = &st->build[a->target];
        if (fig_to_building(st, g, a->target) > 2.0)
            return col_refuse(why, n, "%s must be in or within 2\" of %s.", gr->name,
                              b->name);
        if (a->n == 0 && b->matches > 0) {
            b->matches--;   /* orig stays: the fire's dice count the original matches */
        } else if (a->n == 1 && b->smoke > 0) {
            b->smoke--;
            b->matches++;
        } else {
            return col_refuse(why, n, "Nothing to do that with (mode %d).", a->n);
        }
        if (b->matches == 0 && b->smoke == 0) {
            b->orig = 0;
            glog_add(log, "%s put out the fire in %s.", gr->name, b->name);
        } else {
            glog_add(log, "%s fight the fire in %s.", gr->name, b->name);
        }
        return 0;
    }
    case CA_RECREW: {
        int t = a->target, man = -1;
        if (gr->kind != GK_SQUAD || t < 0 || t >= COL_MAX_GROUP || !st->grp[t].used ||
            st->grp[t].kind != GK_GUN)
            return col_refuse(why, n, "A squad gives a man to a machine gun or field gun.");
        if (col_count(st, t) >= st->grp[t].crew0)
            return col_refuse(why, n, "The gun is fully crewed.");
        if (st->grp[t].melee >= 0)
            return col_refuse(why, n, "The gun is in a melee.");
        for (int f = 0; f < st->nfig && man < 0; f++)
            if (st->fig[f].used && st->fig[f].group == g && !st->fig[f].officer)
                man = f;
        if (man < 0)
            return col_refuse(why, n, "%s has no man to spare.", gr->name);
        st->fig[man].group = t;
        if (!col_form(st, t, st->grp[t].gun, -1, 1)) {
            st->fig[man].group = g;
            return col_refuse(why, n, "No room at the gun.");
        }
        glog_add(log, "A man of %s joins the crew of the %s.", gr->name, st->grp[t].name);
        return 0;
    }
    case CA_CREWMAN: {
        int t = a->target, man = -1;
        if (gr->kind != GK_GUN)
            return col_refuse(why, n, "Only a gun's crewman can become an infantryman.");
        if (st->gunammo > 0)
            return col_refuse(why, n, "The gun still has ammunition.");
        if (t < 0 || t >= COL_MAX_GROUP || !st->grp[t].used || st->grp[t].kind != GK_SQUAD ||
            men_of(st, t) >= 6 || st->grp[t].melee >= 0)
            return col_refuse(why, n, "Name a squad with room for him.");
        for (int f = 0; f < st->nfig && man < 0; f++)
            if (st->fig[f].used && st->fig[f].group == g)
                man = f;
        if (man < 0)
            return col_refuse(why, n, "No crew left.");
        st->fig[man].group = t;
        if (!col_form(st, t, st->fig[col_leader(st, t)].pos, -1, 1)) {
            st->fig[man].group = g;
            return col_refuse(why, n, "No room by the squad.");
        }
        glog_add(log, "A crewman of the %s joins %s.", gr->name, st->grp[t].name);
        return 0;
    }
    case CA_COMBINE: {
        int t = a->target;
        if (gr->kind != GK_SQUAD || t < 0 || t >= COL_MAX_GROUP || t == g || !st->grp[t].used ||
            st->grp[t].kind != GK_SQUAD || st->grp[t].melee >= 0)
            return col_refuse(why, n, "Combine two squads.");
        if (geom_dist(st->fig[col_leader(st, g)].pos, st->fig[col_leader(st, t)].pos) > 6.0)
            return col_refuse(why, n, "The squads must be within 6\" of each other.");
        return combine(st, g, t, log, why, n);
    }
    case CA_WITHDRAW:
        if (side != COL_ATT)
            return col_refuse(why, n, "Only the attacker takes groups off.");
        glog_add(log, "%s leave the table for the pool.", gr->name);
        col_remove_group(st, g, 1);
        return 0;
    case CA_FACE:
        if (!(gr->kind == GK_GUN || (gr->type >= 0 && st->type[gr->type].gun && !gr->fired)))
            return col_refuse(why, n, "Only guns turn.");
        if (col_count(st, g) < gr->crew0)
            return col_refuse(why, n, "Only a fully crewed gun can turn.");
        if (a->x < 0 || a->x >= 360)
            return col_refuse(why, n, "Facing is 0 to 359 degrees.");
        gr->facing = a->x;
        glog_add(log, "The %s turns to face %s (%.0f\xC2\xB0).", gr->name, geom_compass(a->x), a->x);
        return 0;
    case CA_FLOOR: {
        int r = col_group_room(st, g), top;
        if (r < 0 || gr->kind == GK_GUN)
            return col_refuse(why, n, "%s is not in a building.", gr->name);
        top = st->build[st->room[r].building].floors + st->build[st->room[r].building].roof;
        if (a->n < 0 || a->n > top || a->n == gr->floor)
            return col_refuse(why, n, "Floors here are 0 to %d (now %d).", top, gr->floor);
        gr->floor = a->n;
        glog_add(log, "%s go to %s %d.", gr->name, a->n == top &&
                 st->build[st->room[r].building].roof ? "the roof, level" : "floor", a->n);
        return 0;
    }
    default:
        return col_refuse(why, n, "Not a special action.");
    }
}
