/* lplace: the label placer of the hex map and the table. A frame's labels
 * (each with a priority, the places it may take round its anchor, and a
 * shorter form it may shrink to) are placed against keep-out rectangles
 * (counters, stars, pieces: what must stay seen) and against each other:
 * the highest priority first (the hovered thing's verdict), so names give
 * way, move aside, shrink or, when they may, are left out. Pure geometry,
 * no SDL: the caller measures the text and draws the results. */
#ifndef ENGINE_UI_LPLACE_H
#define ENGINE_UI_LPLACE_H

typedef struct lplace_rect {
    int x, y, w, h;
} lplace_rect;

/* A place a label may take: the point (x, y) is where the label's own
 * point (ax * w, ay * h) goes, so ax = 0.5, ay = 0 hangs it centred under
 * (x, y) whatever its width. Listed in the order they are preferred. */
typedef struct lplace_spot {
    float x, y, ax, ay;
} lplace_spot;

/* Priorities: higher is placed first and never covered by a lower one. */
enum {
    LPLACE_NAME = 10,     /* names written on the map (buildings, gates) */
    LPLACE_TAG = 20,      /* a piece's short tag */
    LPLACE_MARK = 30,     /* an overlay's label (a move radius, a melee) */
    LPLACE_PLATE = 40,    /* the name of the piece chosen or pointed at */
    LPLACE_VERDICT = 50   /* what the hovered thing means (a shot's verdict) */
};

/* Flags of a label. */
enum {
    LPLACE_MAY_DROP = 1,  /* left out when no place is clear */
    LPLACE_IN_BOUNDS = 2  /* kept wholly inside the bounds */
};

#define LPLACE_MAX_SPOTS 12
#define LPLACE_MAX_LABELS 256
#define LPLACE_MAX_KEEP 1024

typedef struct lplace_label {
    int prio, flags;
    int w, h;                 /* full size */
    int sw, sh;               /* shrunk size (a shorter text); 0: none */
    lplace_spot spot[LPLACE_MAX_SPOTS];
    int nspot;
    int key;                  /* the caller's, untouched */
    /* results of lplace_solve */
    lplace_rect at;
    int shown;                /* 0: left out */
    int shrunk;               /* 1: at the shrunk size */
} lplace_label;

typedef struct lplace {
    lplace_rect bounds;
    lplace_rect keep[LPLACE_MAX_KEEP];
    int keep_w[LPLACE_MAX_KEEP];
    int nkeep;
    lplace_label lab[LPLACE_MAX_LABELS];
    int n;
} lplace;

/* Start a frame: no labels, no keep-outs; labels stay within bounds when
 * they ask to. */
void lplace_begin(lplace *p, lplace_rect bounds);
/* Something a label should not cover; weight: how bad covering it is per
 * unit of area. */
void lplace_keep(lplace *p, lplace_rect r, int weight);
/* A label to place; returns its index, -1 when full. The label's spots
 * must be filled (nspot >= 1). */
int lplace_add(lplace *p, const lplace_label *l);
/* Place every label: by priority (earlier first among equals), each at
 * its first spot that covers no keep-out and no label placed before it,
 * at full size, then shrunk. A label never covers one placed before it:
 * with no such spot it is left out. When every spot left covers a
 * keep-out, a label that may be dropped is left out and another takes
 * the spot and size that cover least. */
void lplace_solve(lplace *p);
/* The overlap of two rectangles' areas (0 when apart). */
int lplace_overlap(lplace_rect a, lplace_rect b);

#endif
