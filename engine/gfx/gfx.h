/* gfx: drawing for every screen. Screens lay out in logical units: the
 * logical height is always GFX_LOGICAL_H and the logical width follows the
 * window's shape (at least GFX_MIN_LOGICAL_W). gfx multiplies by the window
 * scale itself, so text and SVG art are rendered at the real pixel size and
 * stay sharp from 1024x640 to 4K and on HiDPI screens.
 * Text and SVG textures are cached; the cache is dropped on a resize. */
#ifndef ENGINE_GFX_H
#define ENGINE_GFX_H

#include <SDL.h>

#include "core/errs.h"

#define GFX_LOGICAL_H 800
#define GFX_MIN_LOGICAL_W 1280
/* The smallest window: at its scale (0.8) the smallest type (13 logical
 * px) still draws at 10 px, the least that stays legible. */
#define GFX_MIN_WIN_W 1024
#define GFX_MIN_WIN_H 640

/* GFX_HEADING (serif, mid size) and GFX_DISPLAY (serif, very large, for the
 * launcher's title) were added after the first five. */
enum { GFX_SMALL, GFX_BODY, GFX_BOLD, GFX_LARGE, GFX_TITLE, GFX_HEADING,
       GFX_DISPLAY, GFX_NFONTS };
enum { GFX_LEFT = 0, GFX_CENTER = 1, GFX_RIGHT = 2 };

typedef struct gfx gfx;

/* Window + renderer + fonts. Under SDL_VIDEODRIVER=dummy this gives a
 * software renderer whose pixels can be read back. NULL with a message a
 * person can act on (no display, no font) in e. */
/* Call first in main, before anything else of SDL: SDL's big blocks
 * (pictures) are then mapped with their pages at once (gfx_mem.c). */
void gfx_memory_setup(void);
gfx *gfx_new(const char *title, int w, int h, int fullscreen, errs *e);
void gfx_free(gfx *g);
SDL_Window *gfx_window(gfx *g);
/* Fullscreen on (1) or off (0), and what it is now. Works without a window
 * manager too (X11: the window is then sized over the display by hand);
 * the layout follows at once (gfx_resized). 0 on success. */
int gfx_set_fullscreen(gfx *g, int on);
int gfx_fullscreen(const gfx *g);
SDL_Renderer *gfx_renderer(gfx *g);
/* Recompute the scale after the window changed size. */
void gfx_resized(gfx *g);
int gfx_w(const gfx *g);      /* logical width */
int gfx_h(const gfx *g);      /* logical height (GFX_LOGICAL_H, less the
                                 strip kept below) */
/* Keep a strip h high at the bottom out of gfx_h, so that a screen laid
 * out by gfx_h leaves it free (the replay bar under a game's board);
 * 0 gives the whole height back. Scale and coordinates do not change. */
void gfx_keep_below(gfx *g, int h);
/* Keep a strip h high at the top: the logical origin moves down by h, so
 * a screen laid out from y 0 by gfx_h lies under it, and the strip is
 * drawn at y -h to 0 (a networked game's line of who is connected); mouse
 * and scripts use the same moved coordinates. 0 gives it back. */
void gfx_keep_above(gfx *g, int h);
int gfx_above(const gfx *g);
float gfx_scale(const gfx *g);
/* Window pixel coordinates -> logical. */
void gfx_to_logical(const gfx *g, int px, int py, int *lx, int *ly);
/* Logical -> window coordinates (what mouse events and xdotool use). */
void gfx_to_window(const gfx *g, int lx, int ly, int *wx, int *wy);
/* Path of the font file in use (fc-match, known paths, $LEGATION_FONT). */
const char *gfx_font_path(void);
/* A path found on an earlier run (kept in the settings): used when the file
 * still exists, which spares asking fontconfig again. Call before gfx_new. */
void gfx_font_hint(const char *path);
/* Folder holding assets/ (set once by the app). */
void gfx_set_root(gfx *g, const char *root);

SDL_Color gfx_rgb(unsigned hex);               /* 0xRRGGBB */
SDL_Color gfx_rgba(unsigned hex, int alpha);

void gfx_clear(gfx *g, SDL_Color c);
void gfx_fill(gfx *g, SDL_Rect r, SDL_Color c);
void gfx_frame(gfx *g, SDL_Rect r, SDL_Color c, int thickness);
/* Filled rectangle with rounded corners (radius in logical units). */
void gfx_round(gfx *g, SDL_Rect r, int radius, SDL_Color c);
void gfx_line(gfx *g, float x1, float y1, float x2, float y2, float width, SDL_Color c);
void gfx_circle(gfx *g, float cx, float cy, float r, SDL_Color c);       /* filled */
void gfx_ring(gfx *g, float cx, float cy, float r, float width, SDL_Color c);
/* Filled convex or simple polygon (triangulated as a fan from point 0). */
void gfx_poly(gfx *g, const SDL_FPoint *pts, int n, SDL_Color c);
void gfx_poly_outline(gfx *g, const SDL_FPoint *pts, int n, float width, SDL_Color c);
/* Flat-topped hexagon of circumradius r. */
void gfx_hexagon(gfx *g, float cx, float cy, float r, SDL_Color fill);
void gfx_hexagon_outline(gfx *g, float cx, float cy, float r, float width, SDL_Color c);

/* Text. Returns the logical width drawn. */
int gfx_text(gfx *g, int font, int x, int y, SDL_Color c, const char *s);
int gfx_textf(gfx *g, int font, int x, int y, SDL_Color c, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* Aligned within [x, x+w): align GFX_LEFT/CENTER/RIGHT. */
void gfx_text_align(gfx *g, int font, int x, int y, int w, int align, SDL_Color c, const char *s);
int gfx_text_w(gfx *g, int font, const char *s);
int gfx_line_h(gfx *g, int font);
/* Word-wrapped into r; returns the logical height used. */
int gfx_text_wrap(gfx *g, int font, SDL_Rect r, SDL_Color c, const char *s);
/* The same, each line aligned GFX_LEFT/CENTER/RIGHT within r. */
int gfx_text_wrap_align(gfx *g, int font, SDL_Rect r, int align, SDL_Color c, const char *s);
/* Height that gfx_text_wrap would use for width w. */
int gfx_text_wrap_h(gfx *g, int font, int w, const char *s);
/* Word-wrapped into r and kept within its height: a text too long is cut
 * at a word and ends in an ellipsis. Returns 1 when it was cut. */
int gfx_text_wrap_fit(gfx *g, int font, SDL_Rect r, SDL_Color c, const char *s);

/* An SVG or PNG under assets/ drawn into r (cached per size). */
void gfx_image(gfx *g, const char *asset, SDL_Rect r);
/* SVG text given inline (cached by its text and size). */
void gfx_svg(gfx *g, const char *svg, SDL_Rect r);

void gfx_clip(gfx *g, const SDL_Rect *r);     /* NULL removes the clip */
/* Vertical gradient from top colour to bottom colour. */
void gfx_gradient(gfx *g, SDL_Rect r, SDL_Color top, SDL_Color bottom);

/* Every string drawn since gfx_frame_begin is recorded, so scripts can ask
 * whether a frame showed some text (substring of one drawn string). */
void gfx_frame_begin(gfx *g);
/* The same frame drawn again: the record of its text starts afresh. */
void gfx_frame_restart(gfx *g);
int gfx_frame_has_text(const gfx *g, const char *s);
/* Record s as drawn, for text drawn in pieces (letter-spaced titles). */
void gfx_frame_note(gfx *g, const char *s);
/* Layers kept on disk between runs (a board's static layer costs tens of
 * milliseconds to draw, reading it back a few). Between record_begin and
 * record_end nothing is drawn: every call that would draw is hashed
 * instead, so the hash names what the drawing shows. layer_load fills tex
 * (w x h, ARGB8888) from the cache and gives 1, or 0 on a miss;
 * layer_save keeps what the current render target shows (w x h). */
void gfx_record_begin(gfx *g);
unsigned long long gfx_record_end(gfx *g);
/* 1 between record_begin and record_end (recordings nest). */
int gfx_recording(const gfx *g);
int gfx_layer_load(gfx *g, unsigned long long key, SDL_Texture *tex, int w, int h);
/* What draw(ctx, g) draws inside r, made once into a texture (kept in
 * memory, and on disk between runs) and copied after: for pictures of
 * many shapes that do not change. draw runs every time, recording only
 * (anything it does besides drawing still happens). It must cover r with
 * opaque paint: the texture has no alpha (black where nothing is drawn). */
void gfx_layer(gfx *g, SDL_Rect r, void (*draw)(void *ctx, gfx *g), void *ctx);
void gfx_layer_save(gfx *g, unsigned long long key, int w, int h);

/* A screen's first frame: between begin and end the strings drawn and
 * measured come from the screen's file of text where they are in it
 * (rendered and measured by an earlier run: the same pixels, without
 * FreeType and HarfBuzz); end writes the file anew when some were not.
 * screen names the file ("launcher", a game's id). */
void gfx_text_pack_begin(gfx *g, const char *screen);
void gfx_text_pack_end(gfx *g);
/* A whole frame's picture kept on disk (named by the hash of a recording
 * of that frame, the window's size, this build and the versions of the
 * libraries and fonts that draw it). load: 1 when it was there and is now
 * in the window; save: keeps what the window shows (before present). */
int gfx_frame_load(gfx *g, unsigned long long key);
void gfx_frame_save(gfx *g, unsigned long long key);
/* Whether the screen's first frame is worth recording (0 while its
 * pictures keep missing: tried on one start in eight); outcome: this
 * start's (1 hit, 0 miss or not tried). note_end, after the frame is
 * shown, writes the outcome and the picture save read. */
int gfx_frame_worth(gfx *g, const char *screen);
void gfx_frame_outcome(gfx *g, int hit);
void gfx_frame_note_end(gfx *g);

/* Read the current frame back and save it as PNG (call before present). */
int gfx_screenshot(gfx *g, const char *path);
void gfx_present(gfx *g);

#endif
