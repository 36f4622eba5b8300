/* geom: plane geometry for the miniatures table, in inches and degrees
 * (0 = east, counter-clockwise). Touching counts as meeting throughout, so
 * a line of sight that grazes a corner of a wood is touched by it. */
#include <math.h>
#include <stdlib.h>

#include "geom.h"

#define EPS 1e-9

vec2 geom_v(double x, double y)
{
    vec2 v;

    v.x = x;
    v.y = y;
    return v;
}

double geom_dist(vec2 a, vec2 b)
{
    return hypot(b.x - a.x, b.y - a.y);
}

double geom_bearing(vec2 a, vec2 b)
{
    double deg = atan2(b.y - a.y, b.x - a.x) * (180.0 / M_PI);

    if (deg < 0)
        deg += 360.0;
    if (deg >= 360.0)
        deg -= 360.0;
    return deg;
}

double geom_angle_diff(double a, double b)
{
    double d = fmod(fabs(a - b), 360.0);

    return d > 180.0 ? 360.0 - d : d;
}

int geom_in_arc(vec2 from, double facing_deg, double arc_deg, vec2 target)
{
    if (geom_dist(from, target) < EPS)
        return 1;
    if (arc_deg >= 360.0)
        return 1;
    return geom_angle_diff(geom_bearing(from, target), facing_deg) <=
           arc_deg / 2.0 + EPS;
}

static double cross(vec2 o, vec2 a, vec2 b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static int sign(double v)
{
    return v > EPS ? 1 : v < -EPS ? -1 : 0;
}

/* p on segment ab, given that the three are collinear. */
static int on_seg(vec2 a, vec2 b, vec2 p)
{
    return p.x >= fmin(a.x, b.x) - EPS && p.x <= fmax(a.x, b.x) + EPS &&
           p.y >= fmin(a.y, b.y) - EPS && p.y <= fmax(a.y, b.y) + EPS;
}

int geom_seg_intersect(vec2 a, vec2 b, vec2 c, vec2 d)
{
    int d1 = sign(cross(c, d, a)), d2 = sign(cross(c, d, b));
    int d3 = sign(cross(a, b, c)), d4 = sign(cross(a, b, d));

    if (d1 * d2 < 0 && d3 * d4 < 0)
        return 1;
    return (d1 == 0 && on_seg(c, d, a)) || (d2 == 0 && on_seg(c, d, b)) ||
           (d3 == 0 && on_seg(a, b, c)) || (d4 == 0 && on_seg(a, b, d));
}

double geom_dist_to_seg(vec2 p, vec2 a, vec2 b)
{
    double dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy, t;

    if (l2 < EPS * EPS)
        return geom_dist(p, a);
    t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return geom_dist(p, geom_v(a.x + dx * t, a.y + dy * t));
}

int geom_point_in_poly(vec2 p, const vec2 *poly, int n)
{
    int i, j, in = 0;

    if (!poly || n < 3)
        return 0;
    for (i = 0, j = n - 1; i < n; j = i++) {
        if (geom_dist_to_seg(p, poly[j], poly[i]) < 1e-7)
            return 1;
        /* Crossing count of a ray towards +x. */
        if ((poly[i].y > p.y) != (poly[j].y > p.y)) {
            double x = poly[j].x + (p.y - poly[j].y) * (poly[i].x - poly[j].x) /
                       (poly[i].y - poly[j].y);
            if (p.x < x)
                in = !in;
        }
    }
    return in;
}

int geom_seg_hits_poly(vec2 a, vec2 b, const vec2 *poly, int n)
{
    int i, j;

    if (!poly || n < 3)
        return 0;
    if (geom_point_in_poly(a, poly, n) || geom_point_in_poly(b, poly, n))
        return 1;
    for (i = 0, j = n - 1; i < n; j = i++)
        if (geom_seg_intersect(a, b, poly[j], poly[i]))
            return 1;
    return 0;
}

static int cmp_double(const void *pa, const void *pb)
{
    double a = *(const double *)pa, b = *(const double *)pb;

    return (a > b) - (a < b);
}

/* Parameter t along ab of point p (assumed on the line). */
static double param(vec2 a, vec2 b, vec2 p)
{
    double dx = b.x - a.x, dy = b.y - a.y;

    return ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
}

double geom_seg_len_in_poly(vec2 a, vec2 b, const vec2 *poly, int n)
{
    double ts[2 * 64 + 2], *t = ts, len = geom_dist(a, b), total = 0;
    int i, j, k = 0, cap;

    if (!poly || n < 3 || len < EPS)
        return 0;
    cap = 2 * n + 2;
    if (cap > (int)(sizeof ts / sizeof ts[0])) {
        t = malloc((size_t)cap * sizeof *t);
        if (!t)
            return 0;
    }
    /* Split ab wherever it meets an edge; each piece is then wholly in or
     * out, judged by its midpoint. */
    t[k++] = 0;
    t[k++] = 1;
    for (i = 0, j = n - 1; i < n; j = i++) {
        vec2 c = poly[j], d = poly[i];
        double den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
        if (fabs(den) > EPS) {
            double s = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
            double u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / den;
            if (s > 0 && s < 1 && u >= -EPS && u <= 1 + EPS)
                t[k++] = s;
        } else if (sign(cross(a, b, c)) == 0) {
            /* Along the edge: its ends split the segment. */
            double s1 = param(a, b, c), s2 = param(a, b, d);
            if (s1 > 0 && s1 < 1)
                t[k++] = s1;
            if (s2 > 0 && s2 < 1)
                t[k++] = s2;
        }
    }
    qsort(t, (size_t)k, sizeof *t, cmp_double);
    for (i = 0; i + 1 < k; i++) {
        double m = (t[i] + t[i + 1]) / 2;
        if (t[i + 1] - t[i] < 1e-12)
            continue;
        if (geom_point_in_poly(geom_v(a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m),
                               poly, n))
            total += (t[i + 1] - t[i]) * len;
    }
    if (t != ts)
        free(t);
    return total;
}

vec2 geom_toward(vec2 a, vec2 b, double d)
{
    double len = geom_dist(a, b);

    if (d <= 0 || len < EPS)
        return a;
    if (d >= len)
        return b;
    return geom_v(a.x + (b.x - a.x) * d / len, a.y + (b.y - a.y) * d / len);
}

const char *geom_compass(double deg)
{
    static const char *const pt[8] = { "east", "north-east", "north", "north-west",
                                       "west", "south-west", "south", "south-east" };
    double f = fmod(fmod(deg, 360) + 360, 360);

    return pt[(int)floor((f + 22.5) / 45) % 8];
}
