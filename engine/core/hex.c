/* hex: flat-topped hexes in printed-map numbering (CCRR, 1-based, even
 * columns half a hex lower). Geometry is done in cube coordinates
 * (x + y + z = 0), where neighbours, distances and straight lines are
 * simple; the grid keeps hex-side marks and runs Dijkstra for paths. */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hex.h"

typedef struct cube {
    int x, y, z;
} cube;

/* Cube steps for N, NE, SE, S, SW, NW (z grows southwards). */
static const cube dir_step[HEX_DIRS] = {
    { 0, 1, -1 }, { 1, 0, -1 }, { 1, -1, 0 },
    { 0, -1, 1 }, { -1, 0, 1 }, { -1, 1, 0 },
};

static const double SQRT3 = 1.7320508075688772;

static cube to_cube(hex h)
{
    cube c;
    int q = h.col - 1, r = h.row - 1;

    /* Odd 0-based columns (even printed columns) are the lowered ones. */
    c.x = q;
    c.z = r - (q - (q & 1)) / 2;
    c.y = -c.x - c.z;
    return c;
}

static hex from_cube(cube c)
{
    hex h;

    h.col = c.x + 1;
    h.row = c.z + (c.x - (c.x & 1)) / 2 + 1;
    return h;
}

int hex_parse(const char *label, hex *out)
{
    size_t n, i;
    int v = 0;
    hex h;

    if (!label)
        return 0;
    n = strlen(label);
    if (n != 3 && n != 4)
        return 0;
    for (i = 0; i < n; i++) {
        if (label[i] < '0' || label[i] > '9')
            return 0;
        v = v * 10 + (label[i] - '0');
    }
    h.col = v / 100;
    h.row = v % 100;
    if (h.col < 1 || h.row < 1)
        return 0;
    if (out)
        *out = h;
    return 1;
}

const char *hex_label(hex h, char *buf, size_t n)
{
    /* the usual two-digit case without printf: maps label thousands of
     * hexes when they are written out */
    if (buf && n >= 5 && h.col >= 0 && h.col < 100 && h.row >= 0 && h.row < 100) {
        buf[0] = (char)('0' + h.col / 10);
        buf[1] = (char)('0' + h.col % 10);
        buf[2] = (char)('0' + h.row / 10);
        buf[3] = (char)('0' + h.row % 10);
        buf[4] = 0;
    } else if (buf && n > 0) {
        snprintf(buf, n, "%02d%02d", h.col, h.row);
    }
    return buf;
}

int hex_eq(hex a, hex b)
{
    return a.col == b.col && a.row == b.row;
}

hex hex_neighbor(hex h, int dir)
{
    cube c = to_cube(h);

    assert(dir >= 0 && dir < HEX_DIRS);
    dir = ((dir % HEX_DIRS) + HEX_DIRS) % HEX_DIRS;
    c.x += dir_step[dir].x;
    c.y += dir_step[dir].y;
    c.z += dir_step[dir].z;
    return from_cube(c);
}

int hex_dir_to(hex a, hex b)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++)
        if (hex_eq(hex_neighbor(a, d), b))
            return d;
    return -1;
}

int hex_distance(hex a, hex b)
{
    cube p = to_cube(a), q = to_cube(b);

    return (abs(p.x - q.x) + abs(p.y - q.y) + abs(p.z - q.z)) / 2;
}

void hex_center(hex h, double *x, double *y)
{
    double cx = 1.5 * (h.col - 1);
    double cy = SQRT3 * (h.row - 1 + ((h.col % 2 == 0) ? 0.5 : 0.0));

    if (x)
        *x = cx;
    if (y)
        *y = cy;
}

static cube cube_round(double fx, double fy, double fz)
{
    double rx = floor(fx + 0.5), ry = floor(fy + 0.5), rz = floor(fz + 0.5);
    double dx = fabs(rx - fx), dy = fabs(ry - fy), dz = fabs(rz - fz);
    cube c;

    /* Rounding each coordinate alone can break x + y + z = 0: rebuild the
     * one that moved furthest from the others. */
    if (dx > dy && dx > dz)
        rx = -ry - rz;
    else if (dy > dz)
        ry = -rx - rz;
    else
        rz = -rx - ry;
    c.x = (int)rx;
    c.y = (int)ry;
    c.z = (int)rz;
    return c;
}

hex hex_from_point(double x, double y)
{
    double fx = x / 1.5;
    double fz = y / SQRT3 - fx / 2.0;

    return from_cube(cube_round(fx, -fx - fz, fz));
}

int hex_line(hex a, hex b, hex *out, int max)
{
    double ax, ay, bx, by, dx, dy, len, nx, ny;
    int n = hex_distance(a, b), i, k = 0;

    if (!out || max <= 0)
        return 0;
    out[k++] = a;
    if (n == 0)
        return k;
    hex_center(a, &ax, &ay);
    hex_center(b, &bx, &by);
    dx = bx - ax;
    dy = by - ay;
    len = sqrt(dx * dx + dy * dy);
    /* A line along a hex side would round either way: shift it a hair to
     * the left of the a-to-b direction (y grows downwards on the map, so
     * left of (dx, dy) is (dy, -dx)). */
    nx = dy / len * 1e-6;
    ny = -dx / len * 1e-6;
    for (i = 1; i <= n && k < max; i++) {
        double t = (double)i / n;
        out[k++] = i == n ? b : hex_from_point(ax + dx * t + nx, ay + dy * t + ny);
    }
    return k;
}

void hex_grid_init(hexgrid *g, int cols, int rows)
{
    memset(g, 0, sizeof *g);
    assert(cols >= 0 && rows >= 0 && cols * rows <= HEX_MAX_CELLS);
    if (cols < 0 || rows < 0 || (long)cols * rows > HEX_MAX_CELLS)
        cols = rows = 0;
    g->cols = cols;
    g->rows = rows;
}

int hex_in_grid(const hexgrid *g, hex h)
{
    return h.col >= 1 && h.col <= g->cols && h.row >= 1 && h.row <= g->rows;
}

int hex_index(const hexgrid *g, hex h)
{
    if (!hex_in_grid(g, h))
        return -1;
    return (h.row - 1) * g->cols + (h.col - 1);
}

hex hex_at(const hexgrid *g, int index)
{
    hex h;

    h.col = g->cols > 0 ? index % g->cols + 1 : 0;
    h.row = g->cols > 0 ? index / g->cols + 1 : 0;
    return h;
}

void hex_side_set(hexgrid *g, hex h, int dir, int layer, int on)
{
    int i, j;

    if (dir < 0 || dir >= HEX_DIRS || layer < 0 || layer > 1)
        return;
    i = hex_index(g, h);
    j = hex_index(g, hex_neighbor(h, dir));
    if (i >= 0) {
        if (on)
            g->side[layer][i] |= (unsigned char)(1u << dir);
        else
            g->side[layer][i] &= (unsigned char)~(1u << dir);
    }
    if (j >= 0) {
        int back = (dir + 3) % HEX_DIRS;
        if (on)
            g->side[layer][j] |= (unsigned char)(1u << back);
        else
            g->side[layer][j] &= (unsigned char)~(1u << back);
    }
}

int hex_side_get(const hexgrid *g, hex h, int dir, int layer)
{
    int i, j;

    if (dir < 0 || dir >= HEX_DIRS || layer < 0 || layer > 1)
        return 0;
    i = hex_index(g, h);
    if (i >= 0)
        return (g->side[layer][i] >> dir) & 1;
    /* A side on the grid's edge, asked from the outside. */
    j = hex_index(g, hex_neighbor(h, dir));
    return j >= 0 ? (g->side[layer][j] >> ((dir + 3) % HEX_DIRS)) & 1 : 0;
}

/* ---- Dijkstra over the grid, with an indexed binary heap ---------------- */

typedef struct heap {
    int cell[HEX_MAX_CELLS];
    int pos[HEX_MAX_CELLS];   /* index in cell[], -1 when not queued */
    int n;
    const int *key;
} heap;

static int heap_less(const heap *h, int a, int b)
{
    int ka = h->key[h->cell[a]], kb = h->key[h->cell[b]];

    return ka < kb || (ka == kb && h->cell[a] < h->cell[b]);
}

static void heap_swap(heap *h, int a, int b)
{
    int t = h->cell[a];

    h->cell[a] = h->cell[b];
    h->cell[b] = t;
    h->pos[h->cell[a]] = a;
    h->pos[h->cell[b]] = b;
}

static void heap_up(heap *h, int i)
{
    while (i > 0 && heap_less(h, i, (i - 1) / 2)) {
        heap_swap(h, i, (i - 1) / 2);
        i = (i - 1) / 2;
    }
}

static void heap_down(heap *h, int i)
{
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->n && heap_less(h, l, m))
            m = l;
        if (r < h->n && heap_less(h, r, m))
            m = r;
        if (m == i)
            return;
        heap_swap(h, i, m);
        i = m;
    }
}

static int heap_pop(heap *h)
{
    int top = h->cell[0];

    h->pos[top] = -1;
    h->n--;
    if (h->n > 0) {
        h->cell[0] = h->cell[h->n];
        h->pos[h->cell[0]] = 0;
        heap_down(h, 0);
    }
    return top;
}

static void heap_push_or_lower(heap *h, int cell)
{
    if (h->pos[cell] < 0) {
        h->cell[h->n] = cell;
        h->pos[cell] = h->n;
        h->n++;
    }
    heap_up(h, h->pos[cell]);
}

/* Costs from a into dist (-1 unreachable) and predecessors into prev;
 * stops early once target (an index, or -1) is settled. */
static void dijkstra(const hexgrid *g, hex a, int target, hex_cost_fn cost,
                     void *ctx, int *dist, int *prev, heap *h)
{
    int ncell = g->cols * g->rows, i, d, start = hex_index(g, a);

    for (i = 0; i < ncell; i++) {
        dist[i] = -1;
        prev[i] = -1;
        h->pos[i] = -1;
    }
    h->n = 0;
    h->key = dist;
    if (start < 0 || !cost)
        return;
    dist[start] = 0;
    heap_push_or_lower(h, start);
    while (h->n > 0) {
        int u = heap_pop(h);
        hex hu = hex_at(g, u);
        if (u == target)
            return;
        for (d = 0; d < HEX_DIRS; d++) {
            hex hv = hex_neighbor(hu, d);
            int v = hex_index(g, hv), c, nd;
            if (v < 0)
                continue;
            c = cost(ctx, hu, hv);
            if (c < 0)
                continue;
            nd = dist[u] + c;
            if (dist[v] < 0 || nd < dist[v]) {
                /* A settled cell never improves with costs >= 0. */
                if (dist[v] >= 0 && h->pos[v] < 0)
                    continue;
                dist[v] = nd;
                prev[v] = u;
                heap_push_or_lower(h, v);
            }
        }
    }
}

typedef struct search {
    int dist[HEX_MAX_CELLS];
    int prev[HEX_MAX_CELLS];
    heap h;
} search;

int hex_path(const hexgrid *g, hex a, hex b, hex_cost_fn cost, void *ctx,
             hex *path, int max, int *len)
{
    search s;
    int ia = hex_index(g, a), ib = hex_index(g, b), k = 0, i, n;

    if (len)
        *len = 0;
    if (ia < 0 || ib < 0)
        return -1;
    dijkstra(g, a, ib, cost, ctx, s.dist, s.prev, &s.h);
    if (s.dist[ib] < 0)
        return -1;
    /* Count the steps, then write from a forwards (as far as fits). */
    for (i = ib, n = 0; i >= 0; i = s.prev[i])
        n++;
    if (path && max > 0) {
        int skip = n > max ? n - max : 0;  /* cells beyond max, at the b end */
        for (i = ib; i >= 0; i = s.prev[i]) {
            int at = n - 1 - k++;
            if (at < n - skip)
                path[at] = hex_at(g, i);
        }
        k = n - skip;
    } else {
        k = n;
    }
    if (len)
        *len = k;
    return s.dist[ib];
}

void hex_flood(const hexgrid *g, hex a, hex_cost_fn cost, void *ctx, int *dist)
{
    search s;
    int i, ncell = g->cols * g->rows;

    dijkstra(g, a, -1, cost, ctx, s.dist, s.prev, &s.h);
    for (i = 0; i < ncell; i++)
        dist[i] = s.dist[i];
}
