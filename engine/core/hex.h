/* hex: a flat-topped hex grid addressed like a printed wargame map.
 * Hex "0914" is column 9, row 14 (both 1-based); even columns sit half a
 * hex lower than odd ones. Directions run clockwise from north:
 * 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. The grid also keeps two marks on every
 * hex side (used for walls and breaches) and finds cheapest paths. */
#ifndef ENGINE_HEX_H
#define ENGINE_HEX_H

#include <stddef.h>

#define HEX_MAX_CELLS 4096
#define HEX_DIRS 6

typedef struct hex {
    int col, row; /* 1-based */
} hex;

enum { HEX_N, HEX_NE, HEX_SE, HEX_S, HEX_SW, HEX_NW };

typedef struct hexgrid {
    int cols, rows;
    /* Bit d of side[i] marks side d of cell i. Two independent layers:
     * layer 0 is typically "wall", layer 1 "breach". Setters keep both
     * cells that share a side in agreement. */
    unsigned char side[2][HEX_MAX_CELLS];
} hexgrid;

/* Parse "0914" (or "914" with 3 digits: col 9, row 14 is always 4 digits
 * here: CCRR). Returns 1 on success. */
int hex_parse(const char *label, hex *out);
/* Writes "CCRR" into buf (n >= 5); returns buf. */
const char *hex_label(hex h, char *buf, size_t n);
int hex_eq(hex a, hex b);
hex hex_neighbor(hex h, int dir);
/* Direction from a to an adjacent b, or -1 if not adjacent. */
int hex_dir_to(hex a, hex b);
int hex_distance(hex a, hex b);
/* Hexes on the straight line from a to b, both ends included, in order.
 * Returns how many were written (at most max). Ties on a hex side are
 * broken consistently towards the a-to-b left side. */
int hex_line(hex a, hex b, hex *out, int max);
/* Centre in units of the hex size (circumradius 1), for drawing. */
void hex_center(hex h, double *x, double *y);
/* The hex whose centre is nearest (x, y) in the same units. */
hex hex_from_point(double x, double y);

void hex_grid_init(hexgrid *g, int cols, int rows);
int hex_in_grid(const hexgrid *g, hex h);
int hex_index(const hexgrid *g, hex h); /* -1 when outside */
hex hex_at(const hexgrid *g, int index);
/* Mark or clear side dir of h on a layer (both cells sharing it). */
void hex_side_set(hexgrid *g, hex h, int dir, int layer, int on);
int hex_side_get(const hexgrid *g, hex h, int dir, int layer);

/* Cost to step from a into adjacent b; negative means impassable. */
typedef int (*hex_cost_fn)(void *ctx, hex from, hex to);
/* Cheapest path from a to b (Dijkstra). Writes the path, a and b included,
 * into path (if not NULL, at most max hexes) and its length into *len.
 * Returns the total cost, or -1 if b cannot be reached. */
int hex_path(const hexgrid *g, hex a, hex b, hex_cost_fn cost, void *ctx,
             hex *path, int max, int *len);
/* Cost of the cheapest path from a to every cell (dist[i] = -1 if
 * unreachable). dist has g->cols*g->rows entries. */
void hex_flood(const hexgrid *g, hex a, hex_cost_fn cost, void *ctx, int *dist);

#endif
