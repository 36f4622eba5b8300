/* tuan_move: Table 1 (movement and terrain) and where trays may stand:
 * rates per arm, allowances, falling back after a lost fight or a failed
 * morale check, the contact point of a charge. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tuan_local.h"

int tu_refuse(char *why, size_t n, const char *fmt, ...)
{
    va_list ap;

    if (why && n) {
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

void tu_die_for(tu_state *st, const char *fmt, ...)
{
    char buf[sizeof st->dice.purpose];
    va_list ap;

    if (!dice_feeding(&st->dice))
        return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    dice_for(&st->dice, "%s", buf);
}

int tu_on_table(const tu_tray *t)
{
    return !t->off;
}

int tu_enemy_side(int side)
{
    return 1 - side;
}

/* Moves on foot: infantry, dismounted cavalry, hand-carried guns, crews. */
static int on_foot(const tu_tray *t)
{
    if (t->arm == TU_INFANTRY)
        return 1;
    if (t->arm == TU_CAVALRY)
        return !t->mounted;
    if (t->crew_away)
        return 1;
    if (t->arm == TU_MG)
        return t->weapon != TW_MECH_MG;
    return 0;
}

void tu_rates(const tu_state *st, int i, table_rates *r)
{
    const tu_tray *t = &st->tray[i];
    int foot = on_foot(t), k;
    double base = tu_allowance(st, i), road;

    for (k = 0; k < TK_KINDS; k++)
        r->ratio[k] = table_kind_is_broken(k) ? (foot ? 2 : 3) : 1;
    if (foot) {
        r->ratio[TK_HOUSE] = r->ratio[TK_WALL] = r->ratio[TK_TRENCH] =
            r->ratio[TK_ENTRENCH] = TABLE_FULL_MOVE;
        road = 8;
    } else {
        /* horses and wheels: no rock fields, no structures */
        r->ratio[TK_ROCK] = r->ratio[TK_HOUSE] = r->ratio[TK_WALL] =
            r->ratio[TK_TRENCH] = r->ratio[TK_ENTRENCH] = TABLE_IMPASSABLE;
        road = t->arm == TU_CAVALRY ? 14 : 12;
    }
    /* the road bonus is for trays in column; guns and teams on a road
     * are always in column */
    if (base > 0 && (t->column || (!foot && t->arm != TU_CAVALRY)))
        r->ratio[TK_ROAD] = base / road;
    (void)st;
}

double tu_allowance(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];

    /* guns, hand-carried ones too, move only limbered (dismantled) */
    if ((t->arm == TU_ARTILLERY || t->arm == TU_MG) && !t->crew_away && !t->limbered)
        return 0;
    if (on_foot(t))
        return 6;
    if (t->arm == TU_CAVALRY)
        return 12;
    if (t->arm == TU_TEAM)
        return 10;
    return 10;
}

int tu_pieces(const tu_state *st, table_piece *out)
{
    for (int i = 0; i < st->ntrays; i++) {
        out[i] = st->tray[i].p;
        if (!tu_on_table(&st->tray[i]))
            out[i].width = out[i].depth = 0, out[i].pos = geom_v(-1000, -1000);
    }
    return st->ntrays;
}

/* The engine looks at the corners and the centre; a narrow house or
 * rock field can lie under the middle of a tray's edge, so look along the
 * edges and through the tray too (every inch or so). */
static int blocked_inside(const tu_state *st, const table_piece *p, const table_rates *r)
{
    vec2 c[4];
    int nu, nv;

    table_piece_corners(p, c);
    nu = 1 + (int)ceil(geom_dist(c[0], c[1]));
    nv = 1 + (int)ceil(geom_dist(c[1], c[2]));
    for (int u = 0; u <= nu; u++)
        for (int v = 0; v <= nv; v++) {
            double fu = (double)u / nu, fv = (double)v / nv;
            vec2 a = geom_v(c[0].x + (c[1].x - c[0].x) * fu, c[0].y + (c[1].y - c[0].y) * fu);
            vec2 q = geom_v(a.x + (c[2].x - c[1].x) * fv, a.y + (c[2].y - c[1].y) * fv);
            unsigned m = table_kinds_at(&st->tab, q);
            for (int k = 0; k < TK_KINDS; k++)
                if (((m >> k) & 1) && r->ratio[k] == TABLE_IMPASSABLE)
                    return 1;
        }
    return 0;
}

int tu_place_ok(const tu_state *st, int i, const table_piece *p, char *why, size_t n)
{
    table_rates r;

    tu_rates(st, i, &r);
    if (table_piece_blocked(&st->tab, p, &r) || blocked_inside(st, p, &r))
        return tu_refuse(why, n, "%s cannot stand there (off the table or in "
                         "terrain it may not enter).", st->tray[i].name) + 1;
    for (int j = 0; j < st->ntrays; j++)
        if (j != i && tu_on_table(&st->tray[j]) && table_overlap(p, &st->tray[j].p))
            return tu_refuse(why, n, "%s would stand on %s.", st->tray[i].name,
                             st->tray[j].name) + 1;
    return 1;
}

double tu_tray_dist(const tu_state *st, int a, int b)
{
    return table_piece_dist(&st->tray[a].p, &st->tray[b].p);
}

int tu_nearest_enemy(const tu_state *st, int i)
{
    int best = -1;
    double bd = 1e18;

    for (int j = 0; j < st->ntrays; j++) {
        double d;
        if (st->tray[j].side == st->tray[i].side || !tu_on_table(&st->tray[j]) ||
            st->tray[j].arm == TU_TEAM)
            continue;
        d = geom_dist(st->tray[i].p.pos, st->tray[j].p.pos);
        if (d < bd) {
            bd = d;
            best = j;
        }
    }
    return best;
}

int tu_in_cover(const tu_state *st, vec2 p)
{
    unsigned m = table_kinds_at(&st->tab, p);

    for (int k = 0; k < TK_KINDS; k++)
        if (((m >> k) & 1) && (table_kind_is_broken(k) || table_kind_is_structure(k)))
            return 1;
    return 0;
}

static int leaves_table(const tu_state *st, vec2 p)
{
    return p.x < 0 || p.y < 0 || p.x > st->tab.w || p.y > st->tab.h;
}

void tu_fall_back(tu_state *st, int i, vec2 from, double inches, int face_away, glog *log)
{
    tu_tray *t = &st->tray[i];
    table_rates r;
    vec2 start = t->p.pos, want = table_away_from(start, from, inches), got;
    table_piece q = t->p;

    t->spot_by = -1;   /* a spotter falls back with his crew */
    if ((t->arm == TU_ARTILLERY || t->arm == TU_MG) && !t->limbered && !t->crew_away) {
        /* the crew leaves the gun where it stands */
        t->crew_away = 1;
        t->gun = t->p;
        glog_add(log, "The crew of %s leaves its gun.", t->name);
    }
    tu_rates(st, i, &r);
    if (r.ratio[TK_OPEN] > 0 && tu_allowance(st, i) <= 0)
        return;
    if (leaves_table(st, want)) {
        /* how far to the edge, and can it get there? */
        double lo = 0, hi = 1;
        for (int k = 0; k < 40; k++) {
            double m = (lo + hi) / 2;
            vec2 v = geom_v(start.x + (want.x - start.x) * m, start.y + (want.y - start.y) * m);
            if (leaves_table(st, v)) hi = m; else lo = m;
        }
        vec2 edge = geom_v(start.x + (want.x - start.x) * lo, start.y + (want.y - start.y) * lo);
        double c = table_path_cost(&st->tab, start, edge, &r, inches);
        if (c >= 0 && c <= inches + 1e-9) {
            t->off = 1;
            t->melee = -1;
            glog_add(log, "%s falls back off the table and is out of the battle.", t->name);
            return;
        }
    }
    got = table_path_reach(&st->tab, start, want, &r, inches);
    /* back off along the path until it stands clear */
    double len = geom_dist(start, got);
    for (double s = len; s >= 0; s -= 0.25) {
        q.pos = geom_toward(start, got, s);
        if (face_away == 1)
            q.facing = geom_bearing(from, start);
        else if (face_away == 2 && geom_dist(from, q.pos) > 1e-6)
            q.facing = geom_bearing(q.pos, from);
        if (tu_place_ok(st, i, &q, NULL, 0)) {
            t->p = q;
            glog_add(log, "%s falls back %.1f\".", t->name, s);
            return;
        }
    }
    if (face_away) {
        q = t->p;
        q.facing = face_away == 1 ? geom_bearing(from, start) : geom_bearing(start, from);
        if (tu_place_ok(st, i, &q, NULL, 0))
            t->p = q;
    }
    glog_add(log, "%s has nowhere to fall back to and stays.", t->name);
}

int tu_charge_contact(const tu_state *st, int i, int target, table_piece *dest)
{
    const tu_tray *a = &st->tray[i], *b = &st->tray[target];
    double lo = 0, hi = geom_dist(a->p.pos, b->p.pos);
    vec2 u;

    if (hi < 1e-9)
        return 0;
    u = geom_v((a->p.pos.x - b->p.pos.x) / hi, (a->p.pos.y - b->p.pos.y) / hi);
    *dest = a->p;
    dest->facing = geom_bearing(a->p.pos, b->p.pos);
    if (table_piece_dist(&a->p, &b->p) < 0.05) {
        *dest = a->p;
        return 1;
    }
    for (int k = 0; k < 24; k++) {  /* to a millionth of the distance */
        double m = (lo + hi) / 2;
        dest->pos = geom_v(b->p.pos.x + u.x * m, b->p.pos.y + u.y * m);
        if (table_piece_dist(dest, &b->p) < 0.02) lo = m; else hi = m;
    }
    dest->pos = geom_v(b->p.pos.x + u.x * hi, b->p.pos.y + u.y * hi);
    return 1;
}
