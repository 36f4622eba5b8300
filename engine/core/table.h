/* table: the miniatures table on top of geom, shared by the two miniatures
 * games. It owns the table's size, its terrain (polygons, or polylines
 * widened into bands: walls, streams, roads), the pieces standing on it
 * (trays as oriented rectangles, single figures as round bases, each with a
 * facing) and the questions a rule asks of them: what a path costs through
 * terrain, how far apart two pieces are edge to edge, which side of a piece
 * another stands on, whether a line of sight is blocked by terrain, by other
 * pieces or by a hill. Inches and degrees, as in geom.h. */
#ifndef ENGINE_TABLE_H
#define ENGINE_TABLE_H

#include "geom.h"

enum table_kind {
    TK_OPEN, TK_ROCK, TK_BRUSH, TK_WOODS, TK_GULLY, TK_SLOPE, TK_STREAM,
    TK_RIVER, TK_HOUSE, TK_WALL, TK_TRENCH, TK_ENTRENCH, TK_ROAD, TK_HILL,
    TK_KINDS
};

#define TABLE_MAX_AREAS 48
#define TABLE_MAX_SHAPES 160
#define TABLE_MAX_PTS 24

/* One convex-or-not polygon the terrain is made of; a polyline area gives
 * one four-cornered shape per segment. */
typedef struct table_shape {
    int area;          /* index of its area */
    int n;
    vec2 pt[TABLE_MAX_PTS];
    vec2 lo, hi;       /* bounding box, for quick rejection */
} table_shape;

typedef struct table_area {
    int kind;          /* enum table_kind */
    int closed;        /* 1 polygon, 0 polyline */
    double width;      /* polyline: width of the band */
    double elev;       /* TK_HILL: height in levels above the table */
    int n;
    vec2 pt[TABLE_MAX_PTS];
    char name[32];
} table_area;

typedef struct table {
    double w, h;       /* inches; x from 0 to w, y from 0 to h */
    int nareas, nshapes;
    table_area area[TABLE_MAX_AREAS];
    table_shape shape[TABLE_MAX_SHAPES];
} table;

/* A tray (round = 0: width along its front, depth front to back) or a
 * round base (round = 1: width is the diameter). Facing in degrees. */
typedef struct table_piece {
    vec2 pos;          /* centre */
    double facing;
    double width, depth;
    int round;
} table_piece;

/* How a mover pays for terrain. ratio[k]: inches of allowance per inch
 * moved in kind k (1 open, 2 for 1:2, 0.75 for a road at 8" instead of
 * 6"); TABLE_IMPASSABLE refuses the kind; TABLE_FULL_MOVE: entering costs
 * the whole allowance (structures). Where areas overlap the dearest counts,
 * except roads, which count only where nothing else does. A hill counts as
 * kind TK_SLOPE where the path climbs onto it. */
#define TABLE_IMPASSABLE (-1.0)
#define TABLE_FULL_MOVE (-2.0)
typedef struct table_rates {
    double ratio[TK_KINDS];
} table_rates;

enum { TABLE_FRONT, TABLE_FLANK, TABLE_REAR };

void table_init(table *t, double w, double h);
/* Add terrain; polylines (closed = 0) need a width. -1 when full or the
 * point count is out of range. */
int table_add_area(table *t, int kind, int closed, const vec2 *pts, int n,
                   double width, double elev, const char *name);
/* Kind names ("rock field" style ids: "rock", "woods", "house"...). */
const char *table_kind_id(int kind);
int table_kind_from_id(const char *id);
int table_kind_is_broken(int kind);
int table_kind_is_structure(int kind);

/* Is p inside any area of this kind? */
int table_point_in_kind(const table *t, vec2 p, int kind);
/* Ground height at p: the highest hill containing it, 0 outside hills. */
double table_elev(const table *t, vec2 p);
/* Bitmask (1 << kind) of the kinds covering p. */
unsigned table_kinds_at(const table *t, vec2 p);

/* Cost in inches of allowance of moving straight from a to b, or -1 when
 * the path crosses impassable terrain or leaves the table. */
double table_path_cost(const table *t, vec2 a, vec2 b, const table_rates *r,
                       double allowance);
/* How far along a->b a mover gets with this allowance (stops before
 * impassable terrain or the table edge). */
vec2 table_path_reach(const table *t, vec2 a, vec2 b, const table_rates *r,
                      double allowance);

/* The four corners of a tray (front-left, front-right, rear-right,
 * rear-left); a round base gives four points of its circle. */
void table_piece_corners(const table_piece *p, vec2 out[4]);
/* Edge-to-edge distance (0 when touching or overlapping). */
double table_piece_dist(const table_piece *a, const table_piece *b);
int table_within(const table_piece *a, const table_piece *b, double inches);
/* Bases touch: less than 1/20" apart. */
int table_touching(const table_piece *a, const table_piece *b);
/* Overlap by more than a touch. */
int table_overlap(const table_piece *a, const table_piece *b);
/* Is any part of target within arc_deg (180: all ahead of the front edge;
 * 90: +/-45 degrees) of the middle of p's front? */
int table_in_front_arc(const table_piece *p, double arc_deg,
                       const table_piece *target);
/* Which side of p the centre of other stands on: quadrants cut by the
 * diagonals of p's rectangle. */
int table_side_of(const table_piece *p, vec2 other);
/* The point d inches straight away from `from`, starting at pos. */
vec2 table_away_from(vec2 pos, vec2 from, double d);
/* Are all n figure positions one group, each within base_width of another
 * (a chain)? */
int table_group_coherent(const vec2 *pos, int n, double base_width);
/* Is any part of the piece in impassable terrain under r, or off the table? */
int table_piece_blocked(const table *t, const table_piece *p,
                        const table_rates *r);

/* Line of sight from a to b (ground level at each plus eye heights), blocked
 * by areas whose kind is in block_mask (1 << kind) unless a or b stands in
 * that very area, by the npieces pieces (skipping index skip1 and skip2),
 * and by ground higher than the sight line. Returns 1 when clear; when
 * blocked, *blocker (if not NULL) is the piece index or -1 for terrain. */
int table_los(const table *t, vec2 a, vec2 b, unsigned block_mask,
              const table_piece *pieces, int npieces, int skip1, int skip2,
              int *blocker);

/* Which terrain hides b from a, for a screen to mark it: the index of the
 * first area (in t->area) that blocks the line as table_los would, or -1
 * when terrain leaves it clear (pieces are not looked at). */
int table_los_area(const table *t, vec2 a, vec2 b, unsigned block_mask);

#endif
