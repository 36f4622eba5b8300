/* table: terrain areas, pieces and the rule questions asked of them (see
 * table.h). Paths are cut wherever they cross a terrain edge, so costs and
 * lengths are exact, not sampled. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

#define EPS 1e-9
#define TOUCH 0.05

static const char *const kind_ids[TK_KINDS] = {
    "open", "rock", "brush", "woods", "gully", "slope", "stream", "river",
    "house", "wall", "trench", "entrenchment", "road", "hill"
};

const char *table_kind_id(int kind)
{
    return kind >= 0 && kind < TK_KINDS ? kind_ids[kind] : "?";
}

int table_kind_from_id(const char *id)
{
    for (int k = 0; id && k < TK_KINDS; k++)
        if (strcmp(id, kind_ids[k]) == 0)
            return k;
    return -1;
}

int table_kind_is_broken(int kind)
{
    return kind >= TK_ROCK && kind <= TK_RIVER;
}

int table_kind_is_structure(int kind)
{
    return kind >= TK_HOUSE && kind <= TK_ENTRENCH;
}

void table_init(table *t, double w, double h)
{
    memset(t, 0, sizeof *t);
    t->w = w;
    t->h = h;
}

static void shape_box(table_shape *s)
{
    s->lo = s->hi = s->pt[0];
    for (int i = 1; i < s->n; i++) {
        s->lo.x = fmin(s->lo.x, s->pt[i].x);
        s->lo.y = fmin(s->lo.y, s->pt[i].y);
        s->hi.x = fmax(s->hi.x, s->pt[i].x);
        s->hi.y = fmax(s->hi.y, s->pt[i].y);
    }
}

int table_add_area(table *t, int kind, int closed, const vec2 *pts, int n,
                   double width, double elev, const char *name)
{
    table_area *a;
    int need = closed ? 1 : n - 1;

    if (kind < 0 || kind >= TK_KINDS || n < (closed ? 3 : 2) || n > TABLE_MAX_PTS ||
        t->nareas >= TABLE_MAX_AREAS || t->nshapes + need > TABLE_MAX_SHAPES ||
        (!closed && width <= 0))
        return -1;
    a = &t->area[t->nareas];
    a->kind = kind;
    a->closed = closed;
    a->width = width;
    a->elev = elev;
    a->n = n;
    memcpy(a->pt, pts, (size_t)n * sizeof *pts);
    snprintf(a->name, sizeof a->name, "%s", name ? name : kind_ids[kind]);
    if (closed) {
        table_shape *s = &t->shape[t->nshapes++];
        s->area = t->nareas;
        s->n = n;
        memcpy(s->pt, pts, (size_t)n * sizeof *pts);
        shape_box(s);
    } else {
        /* A band of the given width around each segment, its ends pushed
         * out by half the width so that joints leave no gap. */
        for (int i = 0; i + 1 < n; i++) {
            table_shape *s = &t->shape[t->nshapes++];
            vec2 p = pts[i], q = pts[i + 1];
            double len = geom_dist(p, q), hw = width / 2, ux, uy;
            if (len < EPS)
                len = EPS;
            ux = (q.x - p.x) / len * hw;
            uy = (q.y - p.y) / len * hw;
            s->area = t->nareas;
            s->n = 4;
            s->pt[0] = geom_v(p.x - ux - uy, p.y - uy + ux);
            s->pt[1] = geom_v(q.x + ux - uy, q.y + uy + ux);
            s->pt[2] = geom_v(q.x + ux + uy, q.y + uy - ux);
            s->pt[3] = geom_v(p.x - ux + uy, p.y - uy - ux);
            shape_box(s);
        }
    }
    t->nareas++;
    return t->nareas - 1;
}

/* Squared distance from p to segment ab (no square roots: this is the
 * innermost loop of every query). */
static double dist2_seg(vec2 p, vec2 a, vec2 b)
{
    double dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy, t, ex, ey;

    t = l2 < EPS * EPS ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    ex = a.x + dx * t - p.x;
    ey = a.y + dy * t - p.y;
    return ex * ex + ey * ey;
}

/* Point in polygon, the boundary inside, as geom_point_in_poly but cheaper. */
static int in_poly(vec2 p, const vec2 *poly, int n)
{
    int in = 0;

    for (int i = 0, j = n - 1; i < n; j = i++) {
        if (dist2_seg(p, poly[j], poly[i]) < 1e-14)
            return 1;
        if ((poly[i].y > p.y) != (poly[j].y > p.y)) {
            double x = poly[j].x + (p.y - poly[j].y) * (poly[i].x - poly[j].x) /
                       (poly[i].y - poly[j].y);
            if (p.x < x)
                in = !in;
        }
    }
    return in;
}

static int in_shape(const table_shape *s, vec2 p)
{
    if (p.x < s->lo.x - EPS || p.x > s->hi.x + EPS || p.y < s->lo.y - EPS ||
        p.y > s->hi.y + EPS)
        return 0;
    return in_poly(p, s->pt, s->n);
}

static int in_area(const table *t, int area, vec2 p)
{
    for (int i = 0; i < t->nshapes; i++)
        if (t->shape[i].area == area && in_shape(&t->shape[i], p))
            return 1;
    return 0;
}

unsigned table_kinds_at(const table *t, vec2 p)
{
    unsigned m = 0;

    for (int i = 0; i < t->nshapes; i++)
        if (in_shape(&t->shape[i], p))
            m |= 1u << t->area[t->shape[i].area].kind;
    return m;
}

int table_point_in_kind(const table *t, vec2 p, int kind)
{
    return (table_kinds_at(t, p) >> kind) & 1;
}

double table_elev(const table *t, vec2 p)
{
    double e = 0;

    for (int i = 0; i < t->nshapes; i++) {
        const table_area *a = &t->area[t->shape[i].area];
        if (a->kind == TK_HILL && a->elev > e && in_shape(&t->shape[i], p))
            e = a->elev;
    }
    return e;
}

static int on_table(const table *t, vec2 p)
{
    return p.x >= -EPS && p.y >= -EPS && p.x <= t->w + EPS && p.y <= t->h + EPS;
}

static int cmp_double(const void *pa, const void *pb)
{
    double a = *(const double *)pa, b = *(const double *)pb;

    return (a > b) - (a < b);
}

static int seg_box_hits(vec2 a, vec2 b, const table_shape *s)
{
    return !(fmax(a.x, b.x) < s->lo.x - EPS || fmin(a.x, b.x) > s->hi.x + EPS ||
             fmax(a.y, b.y) < s->lo.y - EPS || fmin(a.y, b.y) > s->hi.y + EPS);
}

/* Parameters in (0,1) where ab crosses an edge of shape s, appended to t. */
static int cuts(vec2 a, vec2 b, const table_shape *s, double *t, int k, int cap)
{
    for (int i = 0, j = s->n - 1; i < s->n && k < cap; j = i++) {
        vec2 c = s->pt[j], d = s->pt[i];
        double den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
        if (fabs(den) < EPS)
            continue;
        double u = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
        double v = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / den;
        if (u > EPS && u < 1 - EPS && v >= -EPS && v <= 1 + EPS)
            t[k++] = u;
    }
    return k;
}

#define MAX_CUTS 512

/* All cut parameters of ab, sorted, starting with 0 and ending with 1. */
static int path_cuts(const table *t, vec2 a, vec2 b, double *ts)
{
    int k = 0;

    ts[k++] = 0;
    for (int i = 0; i < t->nshapes; i++)
        if (seg_box_hits(a, b, &t->shape[i]))
            k = cuts(a, b, &t->shape[i], ts, k, MAX_CUTS - 1);
    ts[k++] = 1;
    qsort(ts, (size_t)k, sizeof *ts, cmp_double);
    return k;
}

static vec2 lerp(vec2 a, vec2 b, double u)
{
    return geom_v(a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u);
}

/* Rate of one piece of path whose kinds are m; sets *enter when it is in a
 * full-move kind that the start point was not in. */
static double piece_rate(unsigned m, unsigned start, int climbing,
                         const table_rates *r, int *enter)
{
    double rate = 1, road = -1;
    int any = 0;

    for (int k = 0; k < TK_KINDS; k++) {
        double q;
        if (!((m >> k) & 1))
            continue;
        if (k == TK_HILL) {
            if (!climbing)
                continue;
            q = r->ratio[TK_SLOPE];
        } else {
            q = r->ratio[k];
        }
        if (q == TABLE_IMPASSABLE)
            return TABLE_IMPASSABLE;
        if (q == TABLE_FULL_MOVE) {
            if (!((start >> k) & 1))
                *enter = 1;
            continue;
        }
        if (k == TK_ROAD) {
            road = q;
            continue;
        }
        if (k != TK_OPEN) {
            rate = any ? fmax(rate, q) : q;
            any = 1;
        }
    }
    if (!any && road > 0)
        rate = road;
    return rate;
}

/* Walk ab piece by piece; returns the cost, or -1 if impassable. With
 * stop_at >= 0 it returns how far (parameter) the allowance stop_at gets
 * in *reach instead. */
static double walk(const table *t, vec2 a, vec2 b, const table_rates *r,
                   double allowance, double stop_at, double *reach)
{
    double ts[MAX_CUTS], len = geom_dist(a, b), cost = 0;
    unsigned start = table_kinds_at(t, a);
    int climbing = table_elev(t, b) > table_elev(t, a) + EPS, enter = 0;
    int k = path_cuts(t, a, b, ts);

    if (reach)
        *reach = 1;
    for (int i = 0; i + 1 < k; i++) {
        double u0 = ts[i], u1 = ts[i + 1], seg, rate;
        if (u1 - u0 < 1e-12)
            continue;
        vec2 m = lerp(a, b, (u0 + u1) / 2);
        if (!on_table(t, m)) {
            if (reach)
                *reach = fmax(0, u0 - 1e-6);
            return -1;
        }
        rate = piece_rate(table_kinds_at(t, m), start, climbing, r, &enter);
        if (rate == TABLE_IMPASSABLE) {
            if (reach)
                *reach = fmax(0, u0 - 1e-6);
            return -1;
        }
        seg = (u1 - u0) * len * rate;
        if (enter) {
            /* a structure takes the whole move: stop just inside it */
            if (reach)
                *reach = u1;
            return fmax(cost + seg, allowance);
        }
        if (stop_at >= 0 && cost + seg > stop_at + EPS) {
            if (reach)
                *reach = u0 + (u1 - u0) * (stop_at - cost) / seg;
            return stop_at;
        }
        cost += seg;
    }
    if (!on_table(t, b))
        return -1;
    return cost;
}

double table_path_cost(const table *t, vec2 a, vec2 b, const table_rates *r,
                       double allowance)
{
    return walk(t, a, b, r, allowance, -1, NULL);
}

vec2 table_path_reach(const table *t, vec2 a, vec2 b, const table_rates *r,
                      double allowance)
{
    double u = 1;

    walk(t, a, b, r, allowance, allowance, &u);
    return lerp(a, b, u);
}

/* ---- pieces ------------------------------------------------------------ */

static vec2 fwd_of(const table_piece *p)
{
    double f = p->facing * M_PI / 180.0;
    return geom_v(cos(f), sin(f));
}

void table_piece_corners(const table_piece *p, vec2 out[4])
{
    vec2 u = fwd_of(p), r = geom_v(u.y, -u.x);
    double hw = p->width / 2, hd = p->round ? p->width / 2 : p->depth / 2;

    out[0] = geom_v(p->pos.x + u.x * hd - r.x * hw, p->pos.y + u.y * hd - r.y * hw);
    out[1] = geom_v(p->pos.x + u.x * hd + r.x * hw, p->pos.y + u.y * hd + r.y * hw);
    out[2] = geom_v(p->pos.x - u.x * hd + r.x * hw, p->pos.y - u.y * hd + r.y * hw);
    out[3] = geom_v(p->pos.x - u.x * hd - r.x * hw, p->pos.y - u.y * hd - r.y * hw);
    if (p->round) {
        /* four points of the circle: front, right, rear, left */
        out[0] = geom_v(p->pos.x + u.x * hw, p->pos.y + u.y * hw);
        out[1] = geom_v(p->pos.x + r.x * hw, p->pos.y + r.y * hw);
        out[2] = geom_v(p->pos.x - u.x * hw, p->pos.y - u.y * hw);
        out[3] = geom_v(p->pos.x - r.x * hw, p->pos.y - r.y * hw);
    }
}

/* Distance from p to a rectangle (0 inside). */
static double point_rect_dist(vec2 p, const vec2 c[4])
{
    double d = 1e18;

    if (in_poly(p, c, 4))
        return 0;
    for (int i = 0, j = 3; i < 4; j = i++) {
        double q = dist2_seg(p, c[j], c[i]);
        d = q < d ? q : d;
    }
    return sqrt(d);
}

static double rect_rect_dist(const vec2 a[4], const vec2 b[4])
{
    double d = 1e18;

    for (int i = 0, j = 3; i < 4; j = i++)
        for (int k = 0, l = 3; k < 4; l = k++)
            if (geom_seg_intersect(a[j], a[i], b[l], b[k]))
                return 0;
    for (int i = 0; i < 4; i++) {
        d = fmin(d, point_rect_dist(a[i], b));
        d = fmin(d, point_rect_dist(b[i], a));
    }
    return d;
}

/* Radius of the circle around a piece: a cheap lower bound on distances. */
static double reach_of(const table_piece *p)
{
    return p->round ? p->width / 2 : hypot(p->width, p->depth) / 2;
}

static int far_apart(const table_piece *a, const table_piece *b, double gap)
{
    double dx = a->pos.x - b->pos.x, dy = a->pos.y - b->pos.y;
    double r = reach_of(a) + reach_of(b) + gap;

    return dx * dx + dy * dy > r * r;
}

double table_piece_dist(const table_piece *a, const table_piece *b)
{
    vec2 ca[4], cb[4];

    if (a->round && b->round)
        return fmax(0, geom_dist(a->pos, b->pos) - a->width / 2 - b->width / 2);
    if (a->round || b->round) {
        const table_piece *c = a->round ? a : b, *r = a->round ? b : a;
        table_piece_corners(r, cb);
        return fmax(0, point_rect_dist(c->pos, cb) - c->width / 2);
    }
    table_piece_corners(a, ca);
    table_piece_corners(b, cb);
    return rect_rect_dist(ca, cb);
}

int table_within(const table_piece *a, const table_piece *b, double inches)
{
    if (far_apart(a, b, inches + EPS))
        return 0;
    if (geom_dist(a->pos, b->pos) <= inches)   /* edges are nearer than centres */
        return 1;
    return table_piece_dist(a, b) <= inches + EPS;
}

int table_touching(const table_piece *a, const table_piece *b)
{
    if (far_apart(a, b, TOUCH))
        return 0;
    return table_piece_dist(a, b) < TOUCH;
}

int table_overlap(const table_piece *a, const table_piece *b)
{
    table_piece sa = *a, sb = *b;

    if (far_apart(a, b, 0))
        return 0;
    /* shrink both a little: bases that merely touch do not overlap */
    sa.width -= 2 * TOUCH;
    sb.width -= 2 * TOUCH;
    sa.depth -= 2 * TOUCH;
    sb.depth -= 2 * TOUCH;
    return table_piece_dist(&sa, &sb) <= EPS;
}

int table_in_front_arc(const table_piece *p, double arc_deg,
                       const table_piece *target)
{
    vec2 u = fwd_of(p), c[4], o;
    double hd = p->round ? p->width / 2 : p->depth / 2;

    o = geom_v(p->pos.x + u.x * hd, p->pos.y + u.y * hd);
    table_piece_corners(target, c);
    for (int i = 0; i < 5; i++) {
        vec2 q = i < 4 ? c[i] : target->pos;
        double ahead = (q.x - o.x) * u.x + (q.y - o.y) * u.y;
        if (arc_deg >= 180 - EPS ? ahead > -EPS : geom_in_arc(o, p->facing, arc_deg, q))
            return 1;
    }
    return 0;
}

int table_side_of(const table_piece *p, vec2 other)
{
    vec2 u = fwd_of(p), v = geom_v(other.x - p->pos.x, other.y - p->pos.y);
    double f = v.x * u.x + v.y * u.y, s = fabs(v.x * u.y - v.y * u.x);
    double hw = p->width / 2, hd = p->round ? hw : p->depth / 2;

    /* inside the cone through the front corners: s/hw <= f/hd */
    if (f > 0 && s * hd <= f * hw + EPS)
        return TABLE_FRONT;
    if (f < 0 && s * hd <= -f * hw + EPS)
        return TABLE_REAR;
    return TABLE_FLANK;
}

vec2 table_away_from(vec2 pos, vec2 from, double d)
{
    double len = geom_dist(pos, from);

    if (len < EPS)
        return geom_v(pos.x + d, pos.y);
    return geom_v(pos.x + (pos.x - from.x) / len * d, pos.y + (pos.y - from.y) / len * d);
}

int table_group_coherent(const vec2 *pos, int n, double base_width)
{
    int seen[64], stack[64], top = 0, count = 1;

    if (n <= 1)
        return 1;
    if (n > 64)
        return 0;
    memset(seen, 0, sizeof seen);
    seen[0] = 1;
    stack[top++] = 0;
    while (top) {
        int i = stack[--top];
        for (int j = 0; j < n; j++)
            if (!seen[j] && geom_dist(pos[i], pos[j]) <= base_width + EPS) {
                seen[j] = 1;
                stack[top++] = j;
                count++;
            }
    }
    return count == n;
}

int table_piece_blocked(const table *t, const table_piece *p,
                        const table_rates *r)
{
    vec2 c[4];

    table_piece_corners(p, c);
    for (int i = 0; i < 5; i++) {
        vec2 q = i < 4 ? c[i] : p->pos;
        unsigned m;
        if (!on_table(t, q))
            return 1;
        m = table_kinds_at(t, q);
        for (int k = 0; k < TK_KINDS; k++)
            if (((m >> k) & 1) && r->ratio[k] == TABLE_IMPASSABLE)
                return 1;
    }
    return 0;
}

static int seg_hits_poly(vec2 a, vec2 b, const vec2 *poly, int n)
{
    if (in_poly(a, poly, n) || in_poly(b, poly, n))
        return 1;
    for (int i = 0, j = n - 1; i < n; j = i++)
        if (geom_seg_intersect(a, b, poly[j], poly[i]))
            return 1;
    return 0;
}

/* The first area (index) that hides b from a: a blocking kind, or a hill
 * rising above the sight line; -1 when the terrain leaves it clear. */
static int terrain_blocker(const table *t, vec2 a, vec2 b, unsigned block_mask, double ea,
                           double eb)
{
    for (int i = 0; i < t->nshapes; i++) {
        const table_shape *s = &t->shape[i];
        const table_area *ar = &t->area[s->area];
        int blocks = (block_mask >> ar->kind) & 1, hill = ar->kind == TK_HILL;
        if ((!blocks && !hill) || !seg_box_hits(a, b, s) ||
            !seg_hits_poly(a, b, s->pt, s->n))
            continue;
        /* the area the firer or the target stands in does not hide them */
        if (in_area(t, s->area, a) || in_area(t, s->area, b))
            continue;
        if (blocks)
            return s->area;
        /* a hill hides what is behind it when it rises above the line */
        double ts[2 * TABLE_MAX_PTS + 2];
        int k = 0;
        ts[k++] = 0;
        k = cuts(a, b, s, ts, k, 2 * TABLE_MAX_PTS + 1);
        ts[k++] = 1;
        qsort(ts, (size_t)k, sizeof *ts, cmp_double);
        for (int j = 0; j + 1 < k; j++) {
            double lo = fmin(ea + (eb - ea) * ts[j], ea + (eb - ea) * ts[j + 1]);
            if (in_shape(s, lerp(a, b, (ts[j] + ts[j + 1]) / 2)) &&
                ar->elev > lo + EPS)
                return s->area;
        }
    }
    return -1;
}

int table_los(const table *t, vec2 a, vec2 b, unsigned block_mask,
              const table_piece *pieces, int npieces, int skip1, int skip2,
              int *blocker)
{
    double ea = table_elev(t, a), eb = table_elev(t, b);

    if (blocker)
        *blocker = -1;
    for (int i = 0; i < npieces; i++) {
        vec2 c[4];
        if (i == skip1 || i == skip2)
            continue;
        double r = reach_of(&pieces[i]);
        if (dist2_seg(pieces[i].pos, a, b) > r * r)
            continue;
        table_piece_corners(&pieces[i], c);
        if (pieces[i].round ? geom_dist_to_seg(pieces[i].pos, a, b) < pieces[i].width / 2
                            : seg_hits_poly(a, b, c, 4)) {
            if (blocker)
                *blocker = i;
            return 0;
        }
    }
    return terrain_blocker(t, a, b, block_mask, ea, eb) < 0;
}

int table_los_area(const table *t, vec2 a, vec2 b, unsigned block_mask)
{
    return terrain_blocker(t, a, b, block_mask, table_elev(t, a), table_elev(t, b));
}
