/* tuan_apply: checking and carrying out one action: the choices of the
 * side that won the activation dice, and every action of an activated
 * tray (formation, move, fire, charge, mount, limber, recrew, resupply).
 * A refused action leaves the state as it was. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tuan_local.h"
#include "tuan_query.h"

static int is_gun(const tu_tray *t)
{
    return t->arm == TU_ARTILLERY || t->arm == TU_MG;
}

/* index in the activated group, or -1 */
static int group_slot(const tu_state *st, int i)
{
    for (int k = 0; k < st->ngroup; k++)
        if (st->group[k] == i)
            return k;
    return -1;
}

int tu_in_group(const tu_state *st, int i)
{
    int k = group_slot(st, i);

    return k >= 0 && st->tray[i].actions > 0 && !st->tray[i].routed &&
           tu_on_table(&st->tray[i]);
}

static int need_actor(const tu_state *st, int i, int actions, int moving,
                      char *why, size_t n)
{
    const tu_tray *t;
    int k;

    if (i < 0 || i >= st->ntrays)
        return tu_refuse(why, n, "No such tray.");
    t = &st->tray[i];
    k = group_slot(st, i);
    if (k < 0 || !tu_on_table(t))
        return tu_refuse(why, n, "%s is not among the activated trays.", t->name);
    if (t->routed)
        return tu_refuse(why, n, "%s is routed: it may only rally.", t->name);
    if (t->actions < actions)
        return tu_refuse(why, n, "%s has %d action%s left; this takes %d.", t->name,
                         t->actions, t->actions == 1 ? "" : "s", actions);
    if (moving && st->fire_only[k])
        return tu_refuse(why, n, "%s joined this activation from beyond 8\": it may "
                         "only fire.", t->name);
    return 0;
}

static int touches_enemy(const tu_state *st, int i, const table_piece *p)
{
    for (int j = 0; j < st->ntrays; j++)
        if (st->tray[j].side != st->tray[i].side && tu_on_table(&st->tray[j]) &&
            table_touching(p, &st->tray[j].p))
            return j;
    return -1;
}

static int near_rival(const tu_state *st, int i, const table_piece *p)
{
    if (!st->opt[TO_RUSSO_JAPANESE])
        return -1;
    for (int j = 0; j < st->ntrays; j++) {
        const tu_tray *a = &st->tray[i], *b = &st->tray[j];
        if (j == i || !tu_on_table(b) || b->side != a->side)
            continue;
        if (((!strcmp(a->nation, "russian") && !strcmp(b->nation, "japanese")) ||
             (!strcmp(a->nation, "japanese") && !strcmp(b->nation, "russian"))) &&
            table_piece_dist(p, &b->p) < 8 - 1e-9)
            return j;
    }
    return -1;
}

int tu_move_ok(const tu_state *st, int i, vec2 to, double facing, table_piece *out,
               char *why, size_t n)
{
    const tu_tray *t = &st->tray[i];
    table_rates r;
    double allow = tu_allowance(st, i), cost;
    int j;

    if (allow <= 0)
        return tu_refuse(why, n, "%s cannot move: %s.", t->name,
                         t->crew_away ? "no crew" : "it must limber (dismantle) first");
    tu_rates(st, i, &r);
    cost = table_path_cost(&st->tab, t->p.pos, to, &r, allow);
    if (cost < 0)
        return tu_refuse(why, n, "%s cannot go that way: terrain it may not enter, or "
                         "off the table.", t->name);
    if (cost > allow + 1e-9)
        return tu_refuse(why, n, "That move costs %.1f\" of %s's %.0f\".", cost, t->name,
                         allow);
    *out = t->p;
    out->pos = to;
    out->facing = facing;
    if (!tu_place_ok(st, i, out, why, n))
        return -1;
    j = touches_enemy(st, i, out);
    if (j >= 0 && j != t->melee)
        return tu_refuse(why, n, "Only a charge closes with %s.", st->tray[j].name);
    j = near_rival(st, i, out);
    if (j >= 0)
        return tu_refuse(why, n, "Russian and Japanese trays keep 8\" apart (optional "
                         "rule): %s is too near.", st->tray[j].name);
    return 0;
}

static int do_move(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    tu_tray *t;
    table_piece q;
    double f;
    vec2 to = geom_v(a->x, a->y);

    if (need_actor(st, a->tray, 1, 1, why, n) < 0)
        return -1;
    t = &st->tray[a->tray];
    if (t->must_charge >= 0)
        return tu_refuse(why, n, "%s is frenzied and must charge %s.", t->name,
                         st->tray[t->must_charge].name);
    f = a->has_facing ? a->facing
      : geom_dist(t->p.pos, to) > 0.01 ? geom_bearing(t->p.pos, to) : t->p.facing;
    if (tu_move_ok(st, a->tray, to, f, &q, why, n) < 0)
        return -1;
    glog_add(log, "%s moves %.1f\".", t->name, geom_dist(t->p.pos, to));
    if (t->melee >= 0 && !table_touching(&q, &st->tray[t->melee].p)) {
        st->tray[t->melee].melee = -1;
        t->melee = -1;
    }
    t->p = q;
    t->spot_by = -1;   /* its spotter, if any, comes back to the gun */
    t->actions--;
    return 0;
}

/* charge rates: touching a structure is enough, entering is not needed */
double tu_charge_cost(const tu_state *st, int i, vec2 to)
{
    table_rates r;

    tu_rates(st, i, &r);
    for (int k = 0; k < TK_KINDS; k++)
        if (r.ratio[k] == TABLE_FULL_MOVE)
            r.ratio[k] = 1;
    return table_path_cost(&st->tab, st->tray[i].p.pos, to, &r, 0);
}

int tu_charge_ok(const tu_state *st, int i, int target, char *why, size_t n)
{
    const tu_tray *t = &st->tray[i], *g;

    if (target < 0 || target >= st->ntrays)
        return tu_refuse(why, n, "No such tray to charge.");
    g = &st->tray[target];
    if (!tu_on_table(g) || g->side == t->side)
        return tu_refuse(why, n, "%s is not an enemy tray on the table.", g->name);
    if (t->arm == TU_TEAM)
        return tu_refuse(why, n, "Horse teams do not fight.");
    /* gun crews charge on foot: with the gun limbered (dismantled), or
     * away from it; guns are never casualties in a fight */
    if (is_gun(t) && tu_allowance(st, i) <= 0)
        return tu_refuse(why, n, "%s must limber (dismantle) before its crew can charge.",
                         t->name);
    if (t->column)
        return tu_refuse(why, n, "%s is in column and cannot charge.", t->name);
    if (t->arm == TU_CAVALRY && t->mounted) {
        if (table_point_in_kind(&st->tab, g->p.pos, TK_HOUSE) ||
            table_point_in_kind(&st->tab, g->p.pos, TK_TRENCH) ||
            table_point_in_kind(&st->tab, g->p.pos, TK_ENTRENCH) ||
            !table_los(&st->tab, t->p.pos, g->p.pos, 1u << TK_WALL, NULL, 0, -1, -1, NULL))
            return tu_refuse(why, n, "Cavalry may not attack into buildings, over walls "
                             "or into trenches.");
    }
    if (t->must_charge >= 0 && t->must_charge != target)
        return tu_refuse(why, n, "%s is frenzied and must charge %s.", t->name,
                         st->tray[t->must_charge].name);
    return 0;
}

/* does p touch every one of the other defenders named? */
static int touches_all(const tu_state *st, const table_piece *p, const int *more, int nmore)
{
    for (int m = 0; m < nmore; m++)
        if (!table_touching(p, &st->tray[more[m]].p))
            return 0;
    return 1;
}

int tu_charge_spot(const tu_state *st, int i, int target, const int *more, int nmore,
                   double allow, table_piece *dest, double *cost)
{
    const tu_tray *a = &st->tray[i], *g = &st->tray[target];
    table_piece q, direct;
    double c, base, reach;

    if (!tu_charge_contact(st, i, target, &direct))
        return 0;
    *dest = direct;
    c = tu_charge_cost(st, i, direct.pos);
    if (c >= 0 && c <= allow + 1e-6 && touches_all(st, &direct, more, nmore) &&
        tu_place_ok(st, i, &direct, NULL, 0)) {
        *cost = c;
        return 1;
    }
    /* otherwise squared up to the side it charges (its front against that
     * side), sliding along it, nearest first, until it finds room beside
     * the friends already in contact */
    {
        int sd = table_side_of(&g->p, a->p.pos);
        double face = g->p.facing + 180;
        if (sd == TABLE_REAR)
            face = g->p.facing;
        else if (sd == TABLE_FLANK)
            face = geom_angle_diff(geom_bearing(g->p.pos, a->p.pos), g->p.facing + 90) < 90
                 ? g->p.facing + 270 : g->p.facing + 90;
        face = fmod(face, 360);
        base = (face + 180) * M_PI / 180;
    }
    reach = (g->p.width + g->p.depth + a->p.width + a->p.depth) + 1;
    {
        vec2 u = geom_v(cos(base), sin(base)), side = geom_v(-u.y, u.x);
        for (int k = 1; k <= 4 * (int)reach; k++) {
            double lat = ((k + 1) / 2) * 0.5 * (k % 2 ? 1 : -1), lo = 0, hi = reach;
            vec2 o = geom_v(g->p.pos.x + side.x * lat, g->p.pos.y + side.y * lat);
            int near = 1;
            /* across the slide it stands at lat: too far aside to touch one
             * of the others, no need to place it */
            for (int m = 0; m < nmore && near; m++) {
                const table_piece *k2 = &st->tray[more[m]].p;
                double lk = (k2->pos.x - g->p.pos.x) * side.x + (k2->pos.y - g->p.pos.y) * side.y;
                near = fabs(lat - lk) <= hypot(a->p.width, a->p.depth) / 2 +
                                         hypot(k2->width, k2->depth) / 2 + 0.1;
            }
            if (!near)
                continue;
            q = a->p;
            q.facing = fmod(base * 180 / M_PI + 180, 360);
            for (int it = 0; it < 24; it++) {
                double m = (lo + hi) / 2;
                q.pos = geom_v(o.x + u.x * m, o.y + u.y * m);
                if (table_piece_dist(&q, &g->p) < 0.02) lo = m; else hi = m;
            }
            q.pos = geom_v(o.x + u.x * hi, o.y + u.y * hi);
            /* it comes round only within the side it charges from */
            if (!table_touching(&q, &g->p) ||
                table_side_of(&g->p, q.pos) != table_side_of(&g->p, a->p.pos))
                continue;
            if (!touches_all(st, &q, more, nmore))
                continue;
            c = tu_charge_cost(st, i, q.pos);
            if (c >= 0 && c <= allow + 1e-6 && tu_place_ok(st, i, &q, NULL, 0)) {
                *dest = q;
                *cost = c;
                return 1;
            }
        }
    }
    return 0;
}

/* Cavalry gets its charging bonus only in the open all the way. */
static int open_all_the_way(const tu_state *st, vec2 a, vec2 b)
{
    double len = geom_dist(a, b);

    for (double s = 0; s <= len + 1e-9; s += 0.5)
        if (tu_in_cover(st, geom_toward(a, b, s)))
            return 0;
    return !tu_in_cover(st, b);
}

/* the attacker that fell short stops where its allowance ran out, clear
 * of every tray and touching no enemy */
static void fall_short(tu_state *st, int i, vec2 start, const table_piece *dest, double allow)
{
    tu_tray *t = &st->tray[i];
    table_rates r;
    vec2 got;

    tu_rates(st, i, &r);
    for (int m = 0; m < TK_KINDS; m++)
        if (r.ratio[m] == TABLE_FULL_MOVE)
            r.ratio[m] = 1;
    got = table_path_reach(&st->tab, start, dest->pos, &r, allow);
    for (double s = geom_dist(start, got); s >= 0; s -= 0.25) {
        table_piece q = t->p;
        q.pos = geom_toward(start, got, s);
        q.facing = dest->facing;
        if (tu_place_ok(st, i, &q, NULL, 0) && touches_enemy(st, i, &q) < 0) {
            t->p = q;
            break;
        }
    }
}

static const char *side_words(int side)
{
    return side == TABLE_FRONT ? "" : side == TABLE_FLANK ? " in the flank" : " in the rear";
}

/* A charge: the lead tray (a->tray) and the trays "with" it charge
 * a->target; the lead may name more defenders it can touch at once
 * (a->more). Every attacker rolls its extra die and moves; then all that
 * reached fight every named defender one of them touches, in one fight. */
static int do_charge(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    int att[TU_MAX_TRAYS], na = 0, hit[TU_MAX_TRAYS], opn[TU_MAX_TRAYS], nh = 0;
    int def[TU_MAX_TRAYS], nd = 0, sides[TU_MAX_TRAYS * TU_MAX_TRAYS];
    vec2 start[TU_MAX_TRAYS];
    table_piece dest;
    double cost;

    att[na++] = a->tray;
    for (int k = 0; k < a->n && na < TU_MAX_TRAYS; k++)
        att[na++] = a->trays[k];
    if (na > 1 && st->single)
        return tu_refuse(why, n, "A tray activated alone charges alone.");
    if (a->nmore < 0 || a->nmore >= TU_MAX_TRAYS)
        return tu_refuse(why, n, "Too many trays to charge.");
    for (int k = 0; k < na; k++) {
        if (need_actor(st, att[k], 2, 1, why, n) < 0 ||
            tu_charge_ok(st, att[k], a->target, why, n) < 0)
            return -1;
        for (int j = 0; j < k; j++)
            if (att[j] == att[k])
                return tu_refuse(why, n, "%s is named twice.", st->tray[att[k]].name);
        if (!tu_charge_contact(st, att[k], a->target, &dest))
            return tu_refuse(why, n, "%s cannot reach %s.", st->tray[att[k]].name,
                             st->tray[a->target].name);
    }
    for (int m = 0; m < a->nmore; m++) {
        int d = a->more[m];
        if (d < 0 || d >= st->ntrays)
            return tu_refuse(why, n, "No such tray to charge.");
        if (d == a->target)
            return tu_refuse(why, n, "%s is named twice.", st->tray[d].name);
        for (int j = 0; j < m; j++)
            if (a->more[j] == d)
                return tu_refuse(why, n, "%s is named twice.", st->tray[d].name);
        if (tu_charge_ok(st, a->tray, d, why, n) < 0)
            return -1;
    }
    if (a->nmore > 0 &&
        !tu_charge_spot(st, a->tray, a->target, a->more, a->nmore, 1e9, &dest, &cost))
        return tu_refuse(why, n, "%s cannot touch %s and the other trays named at once.",
                         st->tray[a->tray].name, st->tray[a->target].name);
    /* every attacker moves first; then the one fight */
    for (int k = 0; k < na; k++) {
        int i = att[k], extra;
        tu_tray *t = &st->tray[i];
        double allow;
        int got;

        start[k] = t->p.pos;
        tu_die_for(st, "%s charges: extra inches", t->name);
        extra = dice_d6(&st->dice);
        allow = 2 * tu_allowance(st, i) + extra;
        t->actions -= 2;
        t->must_charge = -1;
        got = k == 0 && a->nmore > 0 &&
              tu_charge_spot(st, i, a->target, a->more, a->nmore, allow, &dest, &cost);
        if (!got && k == 0 && a->nmore > 0)
            glog_add(log, "%s cannot reach all the trays it named with %d\" more; it "
                     "charges %s alone.", t->name, extra, st->tray[a->target].name);
        if (!got)
            got = tu_charge_spot(st, i, a->target, NULL, 0, allow, &dest, &cost);
        if (got) {
            int side = table_side_of(&st->tray[a->target].p, start[k]);
            glog_add(log, "%s charges %s%s: two moves and %d\" more, %.1f\" needed: contact.",
                     t->name, st->tray[a->target].name, side_words(side), extra, cost);
            opn[nh] = open_all_the_way(st, start[k], dest.pos) &&
                      !tu_in_cover(st, st->tray[a->target].p.pos);
            t->p = dest;
            start[nh] = start[k];
            hit[nh++] = i;
        } else {
            glog_add(log, "%s charges %s: two moves and %d\" more are not enough; it falls short.",
                     t->name, st->tray[a->target].name, extra);
            fall_short(st, i, start[k], &dest, allow);
        }
    }
    if (nh == 0)
        return 0;
    /* the defenders: the target, and each other one named that an
     * attacker now touches */
    def[nd++] = a->target;
    for (int m = 0; m < a->nmore; m++) {
        int touched = 0;
        for (int k = 0; k < nh; k++)
            touched |= table_touching(&st->tray[hit[k]].p, &st->tray[a->more[m]].p);
        if (touched) {
            def[nd++] = a->more[m];
            glog_add(log, "%s attacks %s as well.", st->tray[hit[0]].name,
                     st->tray[a->more[m]].name);
        }
    }
    for (int k = 0; k < nh; k++)
        for (int m = 0; m < nd; m++)
            sides[k * nd + m] = table_side_of(&st->tray[def[m]].p, start[k]);
    tu_melee_many(st, hit, sides, nh, def, nd, 1, opn, log);
    return 0;
}

static int team_of(const tu_state *st, int gun)
{
    for (int j = 0; j < st->ntrays; j++)
        if (st->tray[j].arm == TU_TEAM && st->tray[j].team_of == gun)
            return j;
    return -1;
}

/* Limber or unlimber (mantle or dismantle); horses part from or rejoin a
 * gun that has a team. No action is counted here. */
int tu_do_limber(tu_state *st, int i, glog *log, char *why, size_t n)
{
    tu_tray *t = &st->tray[i];
    int j = team_of(st, i);

    if (!is_gun(t))
        return tu_refuse(why, n, "Only guns limber or set up.");
    if (t->crew_away)
        return tu_refuse(why, n, "%s has no crew at its gun.", t->name);
    if (!t->limbered) {
        table_rates r;
        t->limbered = 1;
        tu_rates(st, i, &r);
        t->limbered = 0;
        if (table_piece_blocked(&st->tab, &t->p, &r))
            return tu_refuse(why, n, "Horses cannot reach %s where it stands.", t->name);
        if (j >= 0 && !st->tray[j].off && !table_within(&t->p, &st->tray[j].p, 1))
            return tu_refuse(why, n, "The horses of %s must stand within 1\" to limber.",
                             t->name);
        if (j >= 0 && !st->tray[j].off) {
            st->tray[j].off = 1;
            glog_add(log, "%s limbers to its horses.", t->name);
        } else {
            glog_add(log, "%s %s.", t->name, t->arm == TU_MG ? "dismantles" : "limbers");
        }
        t->limbered = 1;
        t->spot_by = -1;
        return 0;
    }
    t->limbered = 0;
    if (t->has_team) {
        /* the horses stand behind the gun, or wherever there is room */
        if (j < 0 && st->ntrays < TU_MAX_TRAYS) {
            j = st->ntrays++;
            tu_tray *h = &st->tray[j];
            char gid[24], gname[48], gnat[16];
            memcpy(gid, t->id, sizeof gid);
            memcpy(gname, t->name, sizeof gname);
            memcpy(gnat, t->nation, sizeof gnat);
            memset(h, 0, sizeof *h);
            snprintf(h->id, sizeof h->id, "%.18s-team", gid);
            snprintf(h->name, sizeof h->name, "%.38s horses", gname);
            snprintf(h->nation, sizeof h->nation, "%s", gnat);
            h->side = t->side;
            h->arm = TU_TEAM;
            h->weapon = TW_HAND;
            h->cls = t->cls;
            h->figures = h->figures0 = 1;
            h->base_morale = t->base_morale;
            h->melee = h->must_charge = h->spot_by = -1;
            h->team_of = i;
            h->off = 1;
            h->activated = 1;
            h->p.width = 1.2;
            h->p.depth = 2.4;
        }
        if (j >= 0) {
            tu_tray *h = &st->tray[j];
            double f = t->p.facing * M_PI / 180;
            for (int k = 0; k < 8; k++) {
                double a = f + M_PI + k * M_PI / 4, d = t->p.depth / 2 + h->p.depth / 2 + 0.3;
                h->p.pos = geom_v(t->p.pos.x + cos(a) * d, t->p.pos.y + sin(a) * d);
                h->p.facing = t->p.facing;
                h->off = 0;
                if (tu_place_ok(st, j, &h->p, NULL, 0))
                    break;
                h->off = 1;
            }
            h->activated = 1;
        }
    }
    glog_add(log, "%s %s.", t->name, t->arm == TU_MG ? "sets up" : "unlimbers");
    return 0;
}

static int do_simple(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    tu_tray *t;
    int die;

    if (need_actor(st, a->tray, 1, a->type != TA_RESUPPLY, why, n) < 0)
        return -1;
    t = &st->tray[a->tray];
    if (t->must_charge >= 0)
        return tu_refuse(why, n, "%s is frenzied and must charge.", t->name);
    switch (a->type) {
    case TA_FORMATION:
        if (t->arm != TU_INFANTRY && t->arm != TU_CAVALRY)
            return tu_refuse(why, n, "Only infantry and cavalry change formation.");
        t->column = !t->column;
        glog_add(log, "%s forms %s.", t->name, t->column ? "column" : "skirmish order");
        break;
    case TA_MOUNT:
        if (t->arm != TU_CAVALRY)
            return tu_refuse(why, n, "Only cavalry mounts and dismounts.");
        t->mounted = !t->mounted;
        if (!tu_place_ok(st, a->tray, &t->p, NULL, 0)) {
            t->mounted = !t->mounted;
            return tu_refuse(why, n, "Horses cannot stand where %s is.", t->name);
        }
        glog_add(log, "%s %s.", t->name, t->mounted ? "mounts" : "dismounts");
        break;
    case TA_LIMBER:
        if (tu_do_limber(st, a->tray, log, why, n) < 0)
            return -1;
        break;
    case TA_RECREW:
        if (!t->crew_away)
            return tu_refuse(why, n, "%s is with its gun.", t->name);
        if (!table_within(&t->p, &t->gun, 1))
            return tu_refuse(why, n, "The crew of %s must return within 1\" of its gun.",
                             t->name);
        if (!tu_place_ok(st, a->tray, &t->gun, why, n))
            return tu_refuse(why, n, "Another tray stands at the gun of %s.", t->name);
        t->crew_away = 0;
        t->p = t->gun;
        glog_add(log, "The crew of %s mans its gun again.", t->name);
        break;
    default: /* TA_RESUPPLY */
        if (t->spent)
            return tu_refuse(why, n, "Thrown spears cannot be resupplied.");
        if (!t->no_ammo)
            return tu_refuse(why, n, "%s has ammunition.", t->name);
        tu_die_for(st, "resupply of %s", t->name);
        die = dice_d6(&st->dice);
        {
            int need = t->side == TU_ALLIES ? 3 : 5;
            if (die >= need)
                t->no_ammo = 0;
            glog_add(log, "%s tries to resupply (needs %d+): %d, %s.", t->name, need, die,
                     t->no_ammo ? "no ammunition comes" : "resupplied");
        }
        break;
    }
    t->actions--;
    return 0;
}

static int do_fire(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    if (a->n < 1)
        return tu_refuse(why, n, "Name the trays that fire.");
    if (a->target < 0 || a->target >= st->ntrays)
        return tu_refuse(why, n, "No such target.");
    for (int k = 0; k < a->n; k++) {
        if (need_actor(st, a->trays[k], 1, 0, why, n) < 0)
            return -1;
        for (int j = 0; j < k; j++)
            if (a->trays[j] == a->trays[k])
                return tu_refuse(why, n, "%s is named twice.", st->tray[a->trays[k]].name);
        if (st->tray[a->trays[k]].must_charge >= 0)
            return tu_refuse(why, n, "%s is frenzied and must charge.",
                             st->tray[a->trays[k]].name);
        if (st->opt[TO_RUSSO_JAPANESE] && k > 0) {
            const char *x = st->tray[a->trays[0]].nation, *y = st->tray[a->trays[k]].nation;
            if ((!strcmp(x, "russian") && !strcmp(y, "japanese")) ||
                (!strcmp(x, "japanese") && !strcmp(y, "russian")))
                return tu_refuse(why, n, "Russian and Japanese trays do not fire together "
                                 "(optional rule).");
        }
    }
    if (st->single && a->n > 1)
        return tu_refuse(why, n, "A tray activated alone fires alone.");
    return tu_fire_spotted(st, a->trays, a->n, a->target, a->has_spotter ? a->spotter : -1,
                           a->has_spot ? &a->spot : NULL, log, why, n);
}

static int select_tray(const tu_state *st, int i, char *why, size_t n)
{
    if (i < 0 || i >= st->ntrays)
        return tu_refuse(why, n, "No such tray.");
    if (st->tray[i].side != st->side)
        return tu_refuse(why, n, "%s is not a tray of the %s.", st->tray[i].name,
                         tu_side_name(st->side));
    if (!tu_available(st, i))
        return tu_refuse(why, n, "%s has already had its chance this turn.", st->tray[i].name);
    return 0;
}

static int do_select(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    tu_tray *t;

    switch (a->type) {
    case TA_ACTIVATE:
        for (int k = 0; k < a->n; k++)
            if (a->trays[k] < 0 || a->trays[k] >= st->ntrays)
                return tu_refuse(why, n, "No such tray.");
        if (tu_group_ok(st, a->trays, a->n, why, n) < 0)
            return -1;
        tu_activate(st, a->trays, a->n, log);
        tu_after_act(st, log);
        return 0;
    case TA_RALLY:
        if (a->tray < 0 || a->tray >= st->ntrays)
            return tu_refuse(why, n, "No such tray.");
        return tu_rally(st, a->tray, log, why, n);
    case TA_MELEE:
        if (select_tray(st, a->tray, why, n) < 0)
            return -1;
        t = &st->tray[a->tray];
        if (t->routed || t->melee < 0 || t->melee != a->target)
            return tu_refuse(why, n, "%s is not in hand-to-hand contact with that tray.",
                             t->name);
        {
            /* every tray of this side still in contact with the target and
             * not yet activated fights on with it, in one fight */
            int att[TU_MAX_TRAYS], sides[TU_MAX_TRAYS], na = 0;
            att[na++] = a->tray;
            for (int j = 0; j < st->ntrays; j++)
                if (j != a->tray && st->tray[j].side == st->side && tu_available(st, j) &&
                    !st->tray[j].routed && st->tray[j].melee == a->target &&
                    table_touching(&st->tray[j].p, &st->tray[a->target].p))
                    att[na++] = j;
            for (int k = 0; k < na; k++) {
                st->tray[att[k]].activated = 1;
                sides[k] = table_side_of(&st->tray[a->target].p, st->tray[att[k]].p.pos);
                glog_add(log, "%s fights on against %s.", st->tray[att[k]].name,
                         st->tray[a->target].name);
            }
            tu_melee_many(st, att, sides, na, &a->target, 1, 0, NULL, log);
        }
        tu_next_initiative(st, log);
        return 0;
    case TA_FORFEIT:
        if (select_tray(st, a->tray, why, n) < 0)
            return -1;
        if (st->tray[a->tray].routed)
            return tu_refuse(why, n, "%s must try to rally.", st->tray[a->tray].name);
        st->tray[a->tray].activated = 1;
        glog_add(log, "%s is activated and does nothing.", st->tray[a->tray].name);
        tu_next_initiative(st, log);
        return 0;
    default: /* TA_PASS */
        for (int i = 0; i < st->ntrays; i++)
            if (st->tray[i].side == st->side && tu_must_rally(st, i))
                return tu_refuse(why, n, "%s must try to rally first.", st->tray[i].name);
        for (int i = 0; i < st->ntrays; i++)
            if (st->tray[i].side == st->side && tu_available(st, i))
                st->tray[i].activated = 1;
        glog_add(log, "The %s forfeit the trays they have left this turn.",
                 tu_side_name(st->side));
        tu_next_initiative(st, log);
        return 0;
    }
}

/* An action of a game under way (not TU_P_OPEN). */
static int apply_open_game(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    int r;

    if (st->phase == TU_P_OVER)
        return tu_refuse(why, n, "The battle is over.");
    if (a->type == TA_START)
        return tu_refuse(why, n, "The battle has begun: its first dice are rolled.");
    r = tu_face_pending(st);
    if (a->type == TA_FACE || r >= 0) {
        if (a->type != TA_FACE)
            return tu_refuse(why, n, "First the %s choose which way %s faces after its "
                             "retreat.", tu_side_name(st->tray[r].side), st->tray[r].name);
        if (tu_do_face(st, a, log, why, n) < 0)
            return -1;
        st->nactions++;
        return 0;
    }
    tu_lapse_ff(st, log);
    r = tu_ff_pending(st);
    if (r >= 0) {
        if (tu_do_friendly_fire(st, a, r, log, why, n) < 0)
            return -1;
        st->nactions++;
        return 0;
    }
    if (st->phase == TU_P_SELECT) {
        if (a->type > TA_PASS)
            return tu_refuse(why, n, "First choose trays to activate (or rally, fight on, "
                             "forfeit or pass).");
        r = do_select(st, a, log, why, n);
    } else {
        if (a->type <= TA_PASS)
            return tu_refuse(why, n, "The activated trays act first (or end the activation).");
        switch (a->type) {
        case TA_MOVE: r = do_move(st, a, log, why, n); break;
        case TA_FIRE: r = do_fire(st, a, log, why, n); break;
        case TA_CHARGE: r = do_charge(st, a, log, why, n); break;
        case TA_END_ACTIVATION:
            for (int k = 0; k < st->ngroup; k++)
                st->tray[st->group[k]].actions = 0;
            r = 0;
            break;
        default: r = do_simple(st, a, log, why, n); break;
        }
        if (r == 0)
            tu_after_act(st, log);
    }
    if (r == 0)
        st->nactions++;
    return r;
}

/* A save made before games opened with "start" begins with its first
 * move: the first dice for who activates came from the seed at set-up
 * then, and none of the save's rolls (faces entered by hand) is theirs.
 * So they are rolled from the seed here, the feed set aside, and the
 * action applied after them; on a refusal nothing has changed. */
static int apply_unopened(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    tu_state *was = malloc(sizeof *was);
    dice_held held;
    int r;

    if (!was)
        return tu_refuse(why, n, "Out of memory.");
    memcpy(was, st, sizeof *st);
    dice_hold(&st->dice, &held);
    tu_next_initiative(st, NULL);
    dice_unhold(&st->dice, &held);
    r = apply_open_game(st, a, log, why, n);
    if (r < 0)
        memcpy(st, was, sizeof *st);
    free(was);
    return r;
}

int tu_apply(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    if (a->type < 0 || a->type >= TA_TYPES)
        return tu_refuse(why, n, "Unknown action.");
    st->spot_valid = 0;
    if (st->phase != TU_P_OPEN)
        return apply_open_game(st, a, log, why, n);
    if (a->type != TA_START)
        return apply_unopened(st, a, log, why, n);
    tu_next_initiative(st, log);
    st->nactions++;
    return 0;
}
