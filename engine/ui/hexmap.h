/* hexmap: a hex map on screen, for any game's view. Owns the camera (fit
 * the whole map, zoom at a point, pan, follow a hex, keep the player's
 * units in sight), the geometry of cells and sides in logical units, hit
 * tests, the standard map input (wheel, drag, arrow keys, +/-/0 and the
 * zoom buttons) and a cached static layer (terrain drawn once per camera
 * change). What is drawn on a hex is the game's business. */
#ifndef ENGINE_UI_HEXMAP_H
#define ENGINE_UI_HEXMAP_H

#include <SDL.h>

#include "core/hex.h"
#include "gfx/gfx.h"
#include "ui/ui.h"

/* A point (x, y) in hex units (circumradius 1, hex_center) is drawn at
 * (ox + x * scale, oy + y * scale) in logical units. */
typedef struct hexmap {
    const hexgrid *grid;  /* the map shown (set by the view) */
    SDL_Rect rect;        /* the map's area on screen, this frame */
    double scale, ox, oy;
    double fit_scale;
    SDL_Rect fitted_to;   /* map area the fit was made for */
    int fit_margin_x;     /* free width left and right of the map at fit */
    double ext[4];        /* the map's extent in hex units: x0, y0, x1, y1 */
    int user_moved;       /* zoomed or panned since the last fit */
    int dragging, drag_lx, drag_ly;
    /* the static layer's texture, and what it was drawn for */
    SDL_Texture *base;
    int base_w, base_h, base_valid, base_failed;
    Uint32 base_sig;
    double base_scale, base_ox, base_oy;
    SDL_Rect base_rect;
} hexmap;

/* Set the map area for this frame; fits the map when the area changed
 * size (keeping the player's zoom unless it never moved). */
void hexmap_area(hexmap *m, SDL_Rect r);
/* Fit the whole map into r (keeps the user's zoom unless force). */
void hexmap_fit(hexmap *m, SDL_Rect r, int force);
void hexmap_zoom(hexmap *m, double factor, int mx, int my);
/* Pan, keeping at least a quarter of the map area covered by the map. */
void hexmap_pan(hexmap *m, double dx, double dy);
/* Pan so that cell is in sight (following play); not the player's pan. */
void hexmap_show(hexmap *m, int cell);
/* Wheel zoom at (mx, my) that never leaves none of cells (the player's
 * units) in sight when one was before. */
void hexmap_zoom_keep(hexmap *m, double factor, int mx, int my, const int *cells, int n);
/* Cell under a logical point, -1 if none. */
int hexmap_cell_at(const hexmap *m, int x, int y);
/* Centre of a cell, and the hex radius, in logical units. */
void hexmap_cell_xy(const hexmap *m, int cell, float *x, float *y);
float hexmap_radius(const hexmap *m);
/* Midpoint of side dir of a cell, and its two ends. */
void hexmap_side_xy(const hexmap *m, int cell, int dir, float *x, float *y);
void hexmap_side_ends(const hexmap *m, int cell, int dir, float *x1, float *y1, float *x2, float *y2);
/* Square click target of a cell (inside the hex) / of a side's marker. */
SDL_Rect hexmap_cell_rect(const hexmap *m, int cell);
SDL_Rect hexmap_side_rect(const hexmap *m, int cell, int dir);
/* A square of half-size half centred on (x, y). */
SDL_Rect hexmap_square(float x, float y, float half);
/* A circle of radius r at (x, y) touches the map area. */
int hexmap_visible(const hexmap *m, float x, float y, float r);

/* The zoom buttons (+, -, Fit) in the map area's bottom right corner. */
SDL_Rect hexmap_button_rect(const hexmap *m, int which); /* 0 +, 1 -, 2 Fit */
/* A point on the map area and not on the zoom buttons. */
int hexmap_hit(const hexmap *m, int x, int y);
/* This frame's map input: zoom buttons and keys, arrows, wheel (keeping
 * keep[] in sight), drag to pan. Returns 1 when the frame's click was a
 * click on the map (not a drag, not a button): the view acts on it at
 * (in->mx, in->my). Call before drawing. */
int hexmap_input(hexmap *m, ui_app *a, const int *keep, int nkeep);
/* Draw the zoom buttons (after the map). */
void hexmap_buttons(hexmap *m, ui_app *a);

/* Marks on a hex centred on (x, y) of radius r (hexmarks.c), one look
 * for every game: a hex a unit may go to (under the counters), one to
 * pick (alpha: how strong), the chosen one, a target (crosshair in c),
 * the hex under the pointer (none if cell < 0). */
void hexmap_mark_move(gfx *g, float x, float y, float r);
void hexmap_mark_pick(gfx *g, float x, float y, float r, int alpha);
void hexmap_mark_selected(gfx *g, float x, float y, float r);
void hexmap_mark_target(gfx *g, float x, float y, float r, SDL_Color c);
void hexmap_mark_hover(const hexmap *m, gfx *g, int cell);
/* A line of text on a dark label in the bottom left of area (the map):
 * what lies under the pointer. */
void hexmap_caption(gfx *g, SDL_Rect area, const char *text);
/* The same for the hex `cell` under the pointer, as the verdict of the
 * frame's label pass (between hexmap_labels_begin and labels_end: the
 * names give way to it): at a corner of area clear of that hex and its
 * neighbours, wrapped when long; names the parts "hover caption" and
 * "hover hex". */
void hexmap_caption_clear(const hexmap *m, ui_app *a, gfx *g, SDL_Rect area, int cell, const char *text);

/* Start the frame's labels (labels.h) over the map area, the zoom buttons
 * kept clear; the game adds what else must stay seen (counters, stars)
 * and its words, then labels_end. */
void hexmap_labels_begin(const hexmap *m);

/* Draw the static layer: draw(ctx, g) paints terrain into the map area; it
 * is kept in a texture and painted again only when sig, the camera or the
 * area change (the software renderer is slow at hundreds of hexagons).
 * Falls back to drawing every frame without render targets. */
void hexmap_static(hexmap *m, gfx *g, Uint32 sig, void (*draw)(void *ctx, gfx *g), void *ctx);
/* Drop the cached layer (before the renderer goes). */
void hexmap_free(hexmap *m);

#endif
