/* gfx_local: what the files of the gfx module share (gfx.c the window,
 * fonts and frame; gfx_shapes.c; gfx_text.c; gfx_image.c): the gfx struct,
 * the caches' entries and the logical-to-pixel helpers. Not for callers. */
#ifndef ENGINE_GFX_LOCAL_H
#define ENGINE_GFX_LOCAL_H

#include <math.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "gfx/gfx.h"

#define TEXT_CACHE_MAX 1536
#define TEXT_CACHE_PIXELS (48 * 1024 * 1024) /* about 192 MB of ARGB at most */
#define IMG_CACHE_MAX 192
#define HASH_BUCKETS 4096
#define FEATHER 0.9f   /* soft edge of filled shapes, in pixels */

typedef struct text_entry {
    char *s;
    int font;
    unsigned hash;
    SDL_Texture *tex;
    int w, h;              /* pixels */
    unsigned long used;    /* frame it was last drawn in */
    int next;              /* bucket chain */
} text_entry;

typedef struct img_entry {
    char *key;             /* asset name, or the inline SVG text */
    unsigned hash;
    int pw, ph;            /* raster size (0,0 for bitmaps drawn scaled) */
    SDL_Texture *tex;      /* NULL when loading failed (not retried) */
    unsigned long used;
} img_entry;

/* Logical size and face of each font slot. */
static const struct { int size; int face; } font_spec[GFX_NFONTS] = {
    [GFX_SMALL] = {13, 0}, [GFX_BODY] = {16, 0}, [GFX_BOLD] = {16, 1},
    [GFX_LARGE] = {22, 1}, [GFX_TITLE] = {38, 2}, [GFX_HEADING] = {26, 2},
    [GFX_DISPLAY] = {84, 2},
};

struct gfx {
    SDL_Window *win;
    SDL_Renderer *ren;
    int full;              /* 0 windowed, 1 SDL's fullscreen, 2 by hand (no WM) */
    int win_x, win_y, win_w, win_h; /* the window before fullscreen by hand */
    int min_w, min_h;      /* the minimum-size hint: GFX_MIN_WIN_*, or the usable
                              area when a screen (its frame counted) is smaller */
    int pw, ph;            /* output size in pixels */
    float scale, ox, oy;   /* logical -> pixel: p = o + l * scale */
    int lw;                /* logical width */
    int below;             /* logical height kept under the screen being
                              laid out (gfx_keep_below) */
    TTF_Font *font[GFX_NFONTS];
    int font_px[GFX_NFONTS];
    /* Each face in memory once (its file mapped): FreeType reading glyphs
     * from the file goes through thousands of small seeks and reads
     * otherwise. */
    char *face_data[3];
    size_t face_len[3];
    int face_mapped[3];    /* face_data is a mapping of the file */
    char root[1024];

    text_entry *text;
    int ntext;
    long text_pixels;
    int tbucket[HASH_BUCKETS];
    img_entry img[IMG_CACHE_MAX];
    int nimg;
    unsigned long frame_no;

    SDL_Vertex *vbuf;      /* scratch for geometry */
    int *ibuf;
    int vcap, icap;

    char *rec;             /* strings drawn this frame, '\n' separated */
    size_t rec_len, rec_cap;

    int recording;         /* gfx_record_begin: hash, do not draw (depth) */
#define GFX_REC_NEST 8
    unsigned long long rec_outer[GFX_REC_NEST]; /* hashes of the outer recordings */
    struct gfx_tpack *tpack; /* the first frame's text from disk (gfx_tpack.c) */
    char frame_screen[64];   /* gfx_frame_worth: the screen, its misses */
    int frame_misses, frame_noted;
    SDL_Surface *frame_pic;  /* gfx_frame_save: written after the frame is shown */
    unsigned long long frame_key;
    unsigned long long rec_hash;
};


static inline float PX(const gfx *g, float x) { return g->ox + x * g->scale; }
static inline float PY(const gfx *g, float y) { return g->oy + y * g->scale; }

/* Logical rect -> pixel rect whose edges meet exactly when rects touch. */
static inline SDL_Rect prect(const gfx *g, SDL_Rect r)
{
    int x0 = (int)lroundf(PX(g, (float)r.x)), y0 = (int)lroundf(PY(g, (float)r.y));
    int x1 = (int)lroundf(PX(g, (float)(r.x + r.w))), y1 = (int)lroundf(PY(g, (float)(r.y + r.h)));
    SDL_Rect p = {x0, y0, x1 - x0, y1 - y0};
    return p;
}


/* gfx_shapes.c: while recording, what would be drawn is mixed into the
 * hash (gfx_record_begin). */
void gfx_rec_mix(gfx *g, const void *data, size_t n);

/* gfx_text.c */
unsigned gfx_hash_str(const char *s, size_t n, unsigned seed);
void gfx_text_rebuild_buckets(gfx *g);
/* Drops text textures not drawn this frame (all of them when keep_current
 * is 0): the bound on memory, and the whole cache on a resize. */
void gfx_text_evict(gfx *g, int keep_current);
/* gfx_rcache.c: rasterised SVGs on disk, by SVG text and pixel size.
 * get: a new surface, or NULL on a miss; put: keep surf (failures are
 * silent, the cache is only a shortcut). Worth it for slow drawings:
 * gfx_image puts those that took more than GFX_RCACHE_MS to rasterise (a
 * mapped file is read in a tenth of a millisecond). */
#define GFX_RCACHE_MS 0.25
SDL_Surface *gfx_rcache_get(const char *data, size_t len, int w, int h);
void gfx_rcache_put(const char *data, size_t len, int w, int h, SDL_Surface *surf);
/* 1 when every pixel of s is opaque (a cached picture's file says so). */
int gfx_surface_opaque(const SDL_Surface *s);
/* Frees a surface gfx_rcache_get gave (its pixels may be a mapped file). */
void gfx_rcache_free(SDL_Surface *s);
/* Names this build of the program (its file), for keys of drawings made
 * by code rather than by an SVG; 0 when it cannot be told. */
int gfx_rcache_build_id(char *out, size_t n);
/* gfx_rcache.c: gfx_layer_save in two steps: what the render target shows
 * (NULL on failure), and that picture kept under the layer's name. */
SDL_Surface *gfx_layer_grab(gfx *g, int w, int h);
void gfx_layer_keep(unsigned long long key, SDL_Surface *s);
/* gfx_image.c */
void gfx_img_clear(gfx *g);
/* gfx_swtri.c: triangles (SDL_RenderGeometry's, blended) drawn into the
 * window's pixels as SDL's software renderer would draw them, only
 * faster: 1 when drawn, 0 when SDL must draw them. */
int gfx_swtri(gfx *g, const SDL_Vertex *v, int nv, const int *ix, int ni);
/* gfx.c: the file of face 0 (regular), 1 (bold), 2 (serif bold) */
const char *gfx_font_file(int face);
/* gfx.c: a font slot, opened on first use (NULL if it cannot be) */
TTF_Font *gfx_font(gfx *g, int slot);
/* The style each face is drawn with (TTF_STYLE_BOLD where faked), and the
 * hinting of every slot. */
int gfx_font_style(int face);
#define GFX_HINTING TTF_HINTING_LIGHT
/* gfx_tpack.c: a screen's first-frame text on disk. open: NULL when the
 * cache is off; text: a surface over the file's pixels of that string in
 * that font slot (free it with SDL_FreeSurface before close), or NULL;
 * width: 1 and *w when the file has that measurement; put_*: what SDL_ttf
 * gave, kept for the file; close: writes the file when something missed. */
typedef struct gfx_tpack gfx_tpack;
gfx_tpack *gfx_tpack_open(gfx *g, const char *screen);
SDL_Surface *gfx_tpack_text(gfx_tpack *t, int font, const char *s);
void gfx_tpack_put_text(gfx_tpack *t, int font, const char *s, const SDL_Surface *surf);
int gfx_tpack_width(gfx_tpack *t, int font, const char *s, int *w);
/* A slot's line skip (TTF_FontLineSkip) from the file: 1 and *skip, or 0;
 * put: what the open font says, kept for the file. */
int gfx_tpack_skip(gfx_tpack *t, int font, int *skip);
void gfx_tpack_put_skip(gfx_tpack *t, int font, int skip);
void gfx_tpack_put_width(gfx_tpack *t, int font, const char *s, int w, int h);
void gfx_tpack_close(gfx_tpack *t);
/* What text pixels depend on besides the string (gfx_tpack.c's key): 1
 * and the text in out, or 0. */
int gfx_text_identity(gfx *g, char *out, size_t n);

/* Under an X11 window manager: the first window, frame included, fitted
 * to the screen's usable area (gfx_window.c). */
void gfx_window_fit(gfx *g);

#endif
