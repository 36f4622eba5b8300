/* Unit tests of engine/core/hex: numbering, neighbours, distance, lines,
 * centres, side marks and paths. */
#include <math.h>
#include <stdlib.h>

#include "hex.h"
#include "test.h"

static hex H(int col, int row)
{
    hex h;

    h.col = col;
    h.row = row;
    return h;
}

#define CHECK_HEX(h, c, r) do { hex hh_ = (h); CHECK_INT(hh_.col, c); \
    CHECK_INT(hh_.row, r); } while (0)

static void labels_round_trip(void)
{
    char buf[8];
    hex h;
    int c, r, ok = 1;

    CHECK(hex_parse("0914", &h));
    CHECK_HEX(h, 9, 14);
    CHECK_STR(hex_label(h, buf, sizeof buf), "0914");
    CHECK(hex_parse("914", &h));
    CHECK_HEX(h, 9, 14);
    CHECK(hex_parse("1203", &h));
    CHECK_HEX(h, 12, 3);
    CHECK(!hex_parse("0900", &h));   /* rows start at 1 */
    CHECK(!hex_parse("09a4", &h));
    CHECK(!hex_parse("12345", &h));
    CHECK(!hex_parse("", &h));
    CHECK(!hex_parse(NULL, &h));
    for (c = 1; c <= 99; c++)
        for (r = 1; r <= 99; r++) {
            hex_label(H(c, r), buf, sizeof buf);
            ok &= hex_parse(buf, &h) && h.col == c && h.row == r;
        }
    CHECK(ok);
}

static void neighbours_of_odd_column(void)
{
    hex h = H(3, 5);   /* odd column: not lowered */

    CHECK_HEX(hex_neighbor(h, HEX_N), 3, 4);
    CHECK_HEX(hex_neighbor(h, HEX_NE), 4, 4);
    CHECK_HEX(hex_neighbor(h, HEX_SE), 4, 5);
    CHECK_HEX(hex_neighbor(h, HEX_S), 3, 6);
    CHECK_HEX(hex_neighbor(h, HEX_SW), 2, 5);
    CHECK_HEX(hex_neighbor(h, HEX_NW), 2, 4);
}

static void neighbours_of_even_column(void)
{
    hex h = H(4, 5);   /* even column: half a hex lower */

    CHECK_HEX(hex_neighbor(h, HEX_N), 4, 4);
    CHECK_HEX(hex_neighbor(h, HEX_NE), 5, 5);
    CHECK_HEX(hex_neighbor(h, HEX_SE), 5, 6);
    CHECK_HEX(hex_neighbor(h, HEX_S), 4, 6);
    CHECK_HEX(hex_neighbor(h, HEX_SW), 3, 6);
    CHECK_HEX(hex_neighbor(h, HEX_NW), 3, 5);
}

static void neighbours_match_centres(void)
{
    /* Each neighbour's centre lies sqrt(3) away in the right compass
     * direction (y grows southwards). */
    static const double ang[6] = { 270, 330, 30, 90, 150, 210 };
    int c, d, ok = 1;

    for (c = 1; c <= 4; c++)
        for (d = 0; d < 6; d++) {
            double x0, y0, x1, y1, a;
            hex h = H(c, 5), n = hex_neighbor(h, d);
            hex_center(h, &x0, &y0);
            hex_center(n, &x1, &y1);
            ok &= fabs(hypot(x1 - x0, y1 - y0) - sqrt(3.0)) < 1e-9;
            a = atan2(y1 - y0, x1 - x0) * 180 / M_PI;
            if (a < 0)
                a += 360;
            ok &= fabs(a - ang[d]) < 1e-6;
            ok &= hex_dir_to(h, n) == d;
            ok &= hex_eq(hex_neighbor(n, (d + 3) % 6), h);
        }
    CHECK(ok);
    CHECK_INT(hex_dir_to(H(3, 5), H(3, 7)), -1);
    CHECK_INT(hex_dir_to(H(3, 5), H(3, 5)), -1);
}

static void centres(void)
{
    double x, y;

    hex_center(H(1, 1), &x, &y);
    CHECK(fabs(x) < 1e-12 && fabs(y) < 1e-12);
    hex_center(H(2, 1), &x, &y);
    CHECK(fabs(x - 1.5) < 1e-12 && fabs(y - sqrt(3.0) / 2) < 1e-12);
    hex_center(H(3, 4), &x, &y);
    CHECK(fabs(x - 3.0) < 1e-12 && fabs(y - 3 * sqrt(3.0)) < 1e-12);
}

static void from_point_inverts_centre(void)
{
    int c, r, ok = 1;

    for (c = 1; c <= 20; c++)
        for (r = 1; r <= 20; r++) {
            double x, y;
            hex_center(H(c, r), &x, &y);
            ok &= hex_eq(hex_from_point(x, y), H(c, r));
            /* Well inside the hex (radius 0.8 of the inner circle). */
            ok &= hex_eq(hex_from_point(x + 0.69, y), H(c, r));
            ok &= hex_eq(hex_from_point(x, y - 0.69), H(c, r));
            ok &= hex_eq(hex_from_point(x - 0.35, y + 0.6), H(c, r));
        }
    CHECK(ok);
}

/* BFS over hex_neighbor on a 10x10 grid from every cell. */
static void distance_matches_bfs(void)
{
    hexgrid g;
    int dist[100], queue[100], a, i, bad = 0, asym = 0;

    hex_grid_init(&g, 10, 10);
    for (a = 0; a < 100; a++) {
        int head = 0, tail = 0;
        for (i = 0; i < 100; i++)
            dist[i] = -1;
        dist[a] = 0;
        queue[tail++] = a;
        while (head < tail) {
            int u = queue[head++], d;
            for (d = 0; d < 6; d++) {
                int v = hex_index(&g, hex_neighbor(hex_at(&g, u), d));
                if (v >= 0 && dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    queue[tail++] = v;
                }
            }
        }
        for (i = 0; i < 100; i++) {
            hex ha = hex_at(&g, a), hb = hex_at(&g, i);
            bad += hex_distance(ha, hb) != dist[i];
            asym += hex_distance(ha, hb) != hex_distance(hb, ha);
        }
    }
    CHECK_INT(bad, 0);
    CHECK_INT(asym, 0);
    CHECK_INT(hex_distance(H(1, 1), H(10, 10)), 14);
    CHECK_INT(hex_distance(H(5, 5), H(5, 5)), 0);
}

static void lines_are_contiguous_with_right_ends(void)
{
    hexgrid g;
    hex line[64];
    int a, b, i, n, bad = 0;

    hex_grid_init(&g, 10, 10);
    for (a = 0; a < 100; a++)
        for (b = 0; b < 100; b++) {
            hex ha = hex_at(&g, a), hb = hex_at(&g, b);
            n = hex_line(ha, hb, line, 64);
            bad += n != hex_distance(ha, hb) + 1;
            bad += !hex_eq(line[0], ha) || !hex_eq(line[n - 1], hb);
            for (i = 1; i < n; i++)
                bad += hex_distance(line[i - 1], line[i]) != 1;
        }
    CHECK_INT(bad, 0);
    /* A straight column. */
    n = hex_line(H(3, 2), H(3, 6), line, 64);
    CHECK_INT(n, 5);
    for (i = 0; i < n; i++)
        CHECK_HEX(line[i], 3, 2 + i);
    /* max caps the output. */
    CHECK_INT(hex_line(H(1, 1), H(1, 9), line, 3), 3);
}

static void line_ties_break_to_the_left(void)
{
    hex l1[8], l2[8];
    int n;

    /* 0101 to 0202 passes exactly between 0102 and 0201. Heading
     * south-south-east, the left hand is to the north-east: 0201. */
    n = hex_line(H(1, 1), H(2, 2), l1, 8);
    CHECK_INT(n, 3);
    CHECK_HEX(l1[1], 2, 1);
    /* Walking back, the left hand is the other hex. */
    n = hex_line(H(2, 2), H(1, 1), l2, 8);
    CHECK_INT(n, 3);
    CHECK_HEX(l2[1], 1, 2);
    /* Along a row of sides: eastwards the line keeps to the north side
     * (off the top of a map starting at row 1), westwards to the south. */
    n = hex_line(H(1, 3), H(3, 3), l1, 8);
    CHECK_INT(n, 3);
    CHECK_HEX(l1[1], 2, 2);
    n = hex_line(H(3, 3), H(1, 3), l2, 8);
    CHECK_HEX(l2[1], 2, 3);
    /* No tie: the line runs through the middle hex's centre. */
    n = hex_line(H(1, 1), H(3, 2), l1, 8);
    CHECK_INT(n, 3);
    CHECK_HEX(l1[1], 2, 1);
    n = hex_line(H(3, 2), H(1, 1), l2, 8);
    CHECK_HEX(l2[1], 2, 1);
}

static void grid_indexing(void)
{
    hexgrid g;
    int i, ok = 1;

    hex_grid_init(&g, 7, 5);
    CHECK(hex_in_grid(&g, H(1, 1)));
    CHECK(hex_in_grid(&g, H(7, 5)));
    CHECK(!hex_in_grid(&g, H(8, 5)));
    CHECK(!hex_in_grid(&g, H(0, 1)));
    CHECK_INT(hex_index(&g, H(0, 1)), -1);
    for (i = 0; i < 35; i++)
        ok &= hex_index(&g, hex_at(&g, i)) == i;
    CHECK(ok);
}

static void sides_are_shared(void)
{
    hexgrid g;
    hex h = H(4, 5), n = hex_neighbor(h, HEX_NE);

    hex_grid_init(&g, 10, 10);
    hex_side_set(&g, h, HEX_NE, 0, 1);
    CHECK(hex_side_get(&g, h, HEX_NE, 0));
    CHECK(hex_side_get(&g, n, HEX_SW, 0));
    CHECK(!hex_side_get(&g, h, HEX_NE, 1));   /* other layer untouched */
    CHECK(!hex_side_get(&g, h, HEX_N, 0));
    hex_side_set(&g, n, HEX_SW, 1, 1);
    CHECK(hex_side_get(&g, h, HEX_NE, 1));
    hex_side_set(&g, n, HEX_SW, 0, 0);        /* clear from the other side */
    CHECK(!hex_side_get(&g, h, HEX_NE, 0));
    CHECK(hex_side_get(&g, h, HEX_NE, 1));
    /* A side on the map's edge: only the inside cell holds it. */
    hex_side_set(&g, H(1, 1), HEX_N, 0, 1);
    CHECK(hex_side_get(&g, H(1, 1), HEX_N, 0));
    CHECK(hex_side_get(&g, H(1, 0), HEX_S, 0));
    hex_side_set(&g, h, 9, 0, 1);             /* bad direction: ignored */
}

typedef struct walls {
    const hexgrid *g;
    int rough;   /* index of a cell that costs 5 to enter, or -1 */
} walls;

static int wall_cost(void *ctx, hex from, hex to)
{
    walls *w = ctx;

    if (hex_side_get(w->g, from, hex_dir_to(from, to), 0))
        return -1;
    return hex_index(w->g, to) == w->rough ? 5 : 1;
}

static void paths_match_distance_in_open_ground(void)
{
    hexgrid g;
    walls w;
    hex path[64];
    int len = 0, cost, i, bad = 0, a, b;

    hex_grid_init(&g, 10, 10);
    w.g = &g;
    w.rough = -1;
    for (a = 0; a < 100; a += 7)
        for (b = 0; b < 100; b += 3) {
            cost = hex_path(&g, hex_at(&g, a), hex_at(&g, b), wall_cost, &w, path, 64, &len);
            bad += cost != hex_distance(hex_at(&g, a), hex_at(&g, b));
            bad += len != cost + 1;
            for (i = 1; i < len; i++)
                bad += hex_distance(path[i - 1], path[i]) != 1;
        }
    CHECK_INT(bad, 0);
    cost = hex_path(&g, H(2, 2), H(2, 2), wall_cost, &w, path, 64, &len);
    CHECK_INT(cost, 0);
    CHECK_INT(len, 1);
    CHECK_INT(hex_path(&g, H(2, 2), H(11, 2), wall_cost, &w, path, 64, &len), -1);
    CHECK_INT(len, 0);
}

static void walls_block_and_detour(void)
{
    hexgrid g;
    walls w;
    hex path[64];
    int len = 0, cost, d, dist[25];

    hex_grid_init(&g, 5, 5);
    w.g = &g;
    w.rough = -1;
    /* Wall in 0303 on every side: it cannot be entered or left. */
    for (d = 0; d < 6; d++)
        hex_side_set(&g, H(3, 3), d, 0, 1);
    CHECK_INT(hex_path(&g, H(1, 3), H(3, 3), wall_cost, &w, path, 64, &len), -1);
    CHECK_INT(hex_path(&g, H(3, 3), H(1, 3), wall_cost, &w, path, 64, &len), -1);
    /* Going past it costs a detour: 0302 to 0304 is 2 straight, 3 around
     * (through 0402 and 0403, or 0202 and 0203). */
    cost = hex_path(&g, H(3, 2), H(3, 4), wall_cost, &w, path, 64, &len);
    CHECK_INT(cost, 3);
    CHECK_INT(len, 4);
    CHECK_HEX(path[0], 3, 2);
    CHECK_HEX(path[3], 3, 4);
    CHECK(path[1].col != 3 && path[2].col == path[1].col);
    for (d = 0; d < len; d++)
        CHECK(!hex_eq(path[d], H(3, 3)));
    /* The flood sees the same. */
    hex_flood(&g, H(3, 2), wall_cost, &w, dist);
    CHECK_INT(dist[hex_index(&g, H(3, 3))], -1);
    CHECK_INT(dist[hex_index(&g, H(3, 4))], 3);
    CHECK_INT(dist[hex_index(&g, H(3, 2))], 0);
    /* A short buffer gets the start of the path. */
    cost = hex_path(&g, H(3, 2), H(3, 4), wall_cost, &w, path, 2, &len);
    CHECK_INT(cost, 3);
    CHECK_INT(len, 2);
    CHECK_HEX(path[0], 3, 2);
}

static void costs_steer_the_path(void)
{
    hexgrid g;
    walls w;
    hex path[16];
    int len = 0, cost, dist[16];

    /* 4x4: 0101 and 0301 share one neighbour, 0201, which is rough (5 to
     * enter); going round by 0102, 0202 and 0302 costs 4 instead of 6. */
    hex_grid_init(&g, 4, 4);
    w.g = &g;
    w.rough = hex_index(&g, H(2, 1));
    cost = hex_path(&g, H(1, 1), H(3, 1), wall_cost, &w, path, 16, &len);
    CHECK_INT(cost, 4);
    CHECK_INT(len, 5);
    CHECK_HEX(path[1], 1, 2);
    CHECK_HEX(path[2], 2, 2);
    CHECK_HEX(path[3], 3, 2);
    hex_flood(&g, H(1, 1), wall_cost, &w, dist);
    CHECK_INT(dist[hex_index(&g, H(2, 1))], 5);
    CHECK_INT(dist[hex_index(&g, H(3, 3))], 3);
    /* Cheaper rough: straight through. */
    w.rough = -1;
    CHECK_INT(hex_path(&g, H(1, 1), H(3, 1), wall_cost, &w, path, 16, &len), 2);
    CHECK_HEX(path[1], 2, 1);
}

static void big_grid_flood(void)
{
    hexgrid *g = malloc(sizeof *g);
    walls w;
    int *dist = malloc(HEX_MAX_CELLS * sizeof *dist), i, bad = 0;

    hex_grid_init(g, 64, 64);
    w.g = g;
    w.rough = -1;
    hex_flood(g, H(1, 1), wall_cost, &w, dist);
    for (i = 0; i < 64 * 64; i++)
        bad += dist[i] != hex_distance(H(1, 1), hex_at(g, i));
    CHECK_INT(bad, 0);
    free(dist);
    free(g);
}

int main(void)
{
    RUN(labels_round_trip);
    RUN(neighbours_of_odd_column);
    RUN(neighbours_of_even_column);
    RUN(neighbours_match_centres);
    RUN(centres);
    RUN(from_point_inverts_centre);
    RUN(distance_matches_bfs);
    RUN(lines_are_contiguous_with_right_ends);
    RUN(line_ties_break_to_the_left);
    RUN(grid_indexing);
    RUN(sides_are_shared);
    RUN(paths_match_distance_in_open_ground);
    RUN(walls_block_and_detour);
    RUN(costs_steer_the_path);
    RUN(big_grid_flood);
    TEST_END();
}
