/* gfx: the window, the renderer, fonts, shapes, cached text and SVG
 * textures. Everything is drawn from logical units multiplied by the window
 * scale here, so text and art are rasterised at the real pixel size. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "core/paths.h"
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
    int pw, ph;            /* output size in pixels */
    float scale, ox, oy;   /* logical -> pixel: p = o + l * scale */
    int lw;                /* logical width */
    TTF_Font *font[GFX_NFONTS];
    int font_px[GFX_NFONTS];
    /* Each face read into memory once: FreeType reading glyphs from the
     * file goes through thousands of small seeks and reads otherwise. */
    char *face_data[3];
    size_t face_len[3];
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
};

/* ---------------------------------------------------------------- fonts */

static char font_files[3][1024]; /* regular, bold, serif bold */
static int font_style[3];        /* TTF_STYLE_BOLD when faked */

static int file_exists(const char *p)
{
    struct stat st;
    return p && *p && stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static void sibling(char *out, size_t n, const char *file, const char *name)
{
    const char *slash = strrchr(file, '/');
    int dirlen = slash ? (int)(slash - file) : 1;
    snprintf(out, n, "%.*s/%s", dirlen, slash ? file : ".", name);
}

/* Resolves the three faces once. Regular: $LEGATION_FONT, then fontconfig,
 * then the usual Debian/Arch/Fedora places. Bold and serif bold are looked
 * for beside it; without them the regular face is emboldened. */
static char font_hint[1024];

void gfx_font_hint(const char *path)
{
    snprintf(font_hint, sizeof font_hint, "%s", path ? path : "");
}

/* fontconfig's answer comes from a child process; gfx_new starts it
 * first and reads it after the window is up, so both happen at once. */
static FILE *fc_pipe;
static int fonts_done, fonts_ok;
static int font_from_hint;  /* the regular face is the settings' "font" */

static void fonts_ask(void)
{
    const char *env = getenv("LEGATION_FONT");
    if (fonts_done || fc_pipe || (env && *env) || file_exists(font_hint))
        return;
    fc_pipe = popen("fc-match -f '%{file}' 'DejaVu Sans' 2>/dev/null", "r");
}

static int fonts_resolve(void)
{
    static const char *known[] = {
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/local/share/fonts/DejaVuSans.ttf",
        NULL,
    };
    char *reg = font_files[0];
    if (fonts_done)
        return fonts_ok;
    fonts_done = 1;
    const char *env = getenv("LEGATION_FONT");
    if (env && *env) {
        if (!file_exists(env)) {
            fprintf(stderr, "legation: LEGATION_FONT=%s is not a readable file\n", env);
            return fonts_ok = 0;
        }
        snprintf(reg, sizeof font_files[0], "%s", env);
    }
    font_from_hint = 0;
    if (!*reg && file_exists(font_hint)) {
        snprintf(reg, sizeof font_files[0], "%s", font_hint);
        font_from_hint = 1;
    }
    if (!*reg)
        fonts_ask();
    if (fc_pipe) {
        size_t k = fread(reg, 1, sizeof font_files[0] - 1, fc_pipe);
        reg[k] = 0;
        pclose(fc_pipe);
        fc_pipe = NULL;
        if (!file_exists(reg))
            reg[0] = 0;
    }
    for (int i = 0; !*reg && known[i]; i++)
        if (file_exists(known[i]))
            snprintf(reg, sizeof font_files[0], "%s", known[i]);
    if (!*reg)
        return fonts_ok = 0;
    sibling(font_files[1], sizeof font_files[1], reg, "DejaVuSans-Bold.ttf");
    if (!file_exists(font_files[1])) {
        snprintf(font_files[1], sizeof font_files[1], "%s", reg);
        font_style[1] = TTF_STYLE_BOLD;
    }
    sibling(font_files[2], sizeof font_files[2], reg, "DejaVuSerif-Bold.ttf");
    if (!file_exists(font_files[2])) {
        snprintf(font_files[2], sizeof font_files[2], "%s", font_files[1]);
        font_style[2] = font_style[1];
    }
    return fonts_ok = 1;
}

const char *gfx_font_path(void)
{
    return fonts_resolve() ? font_files[0] : NULL;
}

/* -------------------------------------------------------------- caches */

static unsigned hash_str(const char *s, size_t n, unsigned seed)
{
    unsigned h = 2166136261u ^ seed;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void text_rebuild_buckets(gfx *g)
{
    for (int i = 0; i < HASH_BUCKETS; i++)
        g->tbucket[i] = -1;
    for (int i = 0; i < g->ntext; i++) {
        int b = (int)(g->text[i].hash % HASH_BUCKETS);
        g->text[i].next = g->tbucket[b];
        g->tbucket[b] = i;
    }
}

/* Drops text textures not drawn this frame (all of them when keep_current
 * is 0): the bound on memory, and the whole cache on a resize. */
static void text_evict(gfx *g, int keep_current)
{
    int k = 0;
    g->text_pixels = 0;
    for (int i = 0; i < g->ntext; i++) {
        text_entry *t = &g->text[i];
        if (keep_current && t->used == g->frame_no) {
            g->text[k++] = *t;
            g->text_pixels += (long)t->w * t->h;
        } else {
            if (t->tex)
                SDL_DestroyTexture(t->tex);
            free(t->s);
        }
    }
    g->ntext = k;
    text_rebuild_buckets(g);
}

static void img_clear(gfx *g)
{
    for (int i = 0; i < g->nimg; i++) {
        if (g->img[i].tex)
            SDL_DestroyTexture(g->img[i].tex);
        free(g->img[i].key);
    }
    g->nimg = 0;
}

/* ------------------------------------------------------------ lifetime */

static void close_fonts(gfx *g)
{
    for (int i = 0; i < GFX_NFONTS; i++) {
        if (g->font[i])
            TTF_CloseFont(g->font[i]);
        g->font[i] = NULL;
        g->font_px[i] = 0;
    }
    for (int i = 0; i < 3; i++) {
        free(g->face_data[i]);
        g->face_data[i] = NULL;
        g->face_len[i] = 0;
    }
}

static int open_fonts(gfx *g, errs *e)
{
    for (int i = 0; i < GFX_NFONTS; i++) {
        int px = (int)lroundf(font_spec[i].size * g->scale);
        if (px < 6)
            px = 6;
        if (g->font[i] && g->font_px[i] == px)
            continue;
        if (!g->font[i]) {
            int face = font_spec[i].face;
            if (!g->face_data[face]) {
                errno = 0;
                g->face_data[face] = paths_read_file(font_files[face], &g->face_len[face]);
                if (!g->face_data[face] || g->face_len[face] == 0) {
                    /* say why here: SDL's error text would be a stale one */
                    errs_add(e, "cannot open the font %s: %s", font_files[face],
                             g->face_data[face] ? "the file is empty" : paths_strerror(errno));
                    return 0;
                }
            }
            SDL_ClearError();
            g->font[i] = TTF_OpenFontRW(SDL_RWFromConstMem(g->face_data[face],
                                                           (int)g->face_len[face]), 1, px);
            if (!g->font[i]) {
                const char *why = TTF_GetError();
                errs_add(e, "cannot open the font %s: %s", font_files[face],
                         why && *why ? why : "not a font SDL_ttf can read");
                return 0;
            }
            TTF_SetFontStyle(g->font[i], font_style[font_spec[i].face]);
            TTF_SetFontHinting(g->font[i], TTF_HINTING_LIGHT);
        } else if (TTF_SetFontSize(g->font[i], px) != 0) {
            errs_add(e, "cannot resize the font: %s", TTF_GetError());
            return 0;
        }
        g->font_px[i] = px;
    }
    return 1;
}

static void compute_scale(gfx *g)
{
    int pw = 0, ph = 0;
    SDL_GetRendererOutputSize(g->ren, &pw, &ph);
    if (pw < 1)
        pw = 1;
    if (ph < 1)
        ph = 1;
    g->pw = pw;
    g->ph = ph;
    float sh = (float)ph / GFX_LOGICAL_H, sw = (float)pw / GFX_MIN_LOGICAL_W;
    if (sw < sh) { /* narrow window: full width, bands above and below */
        g->scale = sw;
        g->lw = GFX_MIN_LOGICAL_W;
        g->ox = 0;
        g->oy = floorf((ph - GFX_LOGICAL_H * sw) / 2);
    } else {
        g->scale = sh;
        g->lw = (int)floorf(pw / sh);
        g->ox = floorf((pw - g->lw * sh) / 2);
        g->oy = 0;
    }
}

gfx *gfx_new(const char *title, int w, int h, int fullscreen, errs *e)
{
    fonts_ask(); /* answered while SDL opens the window */
    /* The software renderer in a window should blit straight to the window
     * surface, not through a software OpenGL stack (slower to start). */
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        errs_add(e, "cannot open a window: %s (no display? headless runs can set "
                 "SDL_VIDEODRIVER=dummy)", SDL_GetError());
        return NULL;
    }
    /* With no usable display SDL falls back to its invisible "offscreen"
     * driver and the program would run showing nothing: unless that
     * driver was asked for, it is no window at all. */
    const char *want = getenv("SDL_VIDEODRIVER"), *got = SDL_GetCurrentVideoDriver();
    if (got && !strcmp(got, "offscreen") && !(want && !strcmp(want, "offscreen"))) {
        const char *dpy = getenv("DISPLAY");
        char clean[200];
        errs_escape(clean, sizeof clean, dpy ? dpy : "");
        errs_add(e, "cannot open a window: no display could be opened%s%s%s (no display? "
                 "headless runs can set SDL_VIDEODRIVER=dummy)", dpy ? " (DISPLAY=" : "",
                 clean, dpy ? ")" : "");
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
        return NULL;
    }
    if (TTF_Init() != 0) {
        errs_add(e, "cannot start SDL_ttf: %s", TTF_GetError());
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
        return NULL;
    }
    IMG_Init(IMG_INIT_PNG);
    gfx *g = calloc(1, sizeof *g);
    if (!g) {
        errs_add(e, "out of memory");
        return NULL;
    }
    const char *drv = SDL_GetCurrentVideoDriver();
    const char *rd = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    int software = (drv && (!strcmp(drv, "dummy") || !strcmp(drv, "offscreen"))) ||
                   (rd && !strcmp(rd, "software"));
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    g->win = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              w, h, flags);
    if (!g->win) {
        errs_add(e, "cannot create a %dx%d window: %s", w, h, SDL_GetError());
        gfx_free(g);
        return NULL;
    }
    SDL_SetWindowMinimumSize(g->win, GFX_MIN_WIN_W, GFX_MIN_WIN_H);
    if (!software)
        g->ren = SDL_CreateRenderer(g->win, -1, SDL_RENDERER_ACCELERATED |
                                    SDL_RENDERER_PRESENTVSYNC);
    if (!g->ren)
        g->ren = SDL_CreateRenderer(g->win, -1, SDL_RENDERER_SOFTWARE);
    if (!g->ren) {
        errs_add(e, "cannot create a renderer: %s", SDL_GetError());
        gfx_free(g);
        return NULL;
    }
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    if (!fonts_resolve()) {
        errs_add(e, "no font found: install the fonts-dejavu-core package "
                 "(or set LEGATION_FONT to a .ttf file)");
        gfx_free(g);
        return NULL;
    }
    text_rebuild_buckets(g);
    compute_scale(g);
    errs fe;
    errs_clear(&fe);
    if (!open_fonts(g, &fe) && font_from_hint) {
        /* a remembered font that no longer works is forgotten, never a
         * reason not to start: look for one afresh */
        fprintf(stderr, "legation: settings.json: \"font\": %s; the setting is set aside\n",
                errs_first(&fe));
        close_fonts(g);
        font_hint[0] = 0;
        fonts_done = 0;
        memset(font_files, 0, sizeof font_files);
        memset(font_style, 0, sizeof font_style);
        errs_clear(&fe);
        if (!fonts_resolve())
            errs_add(&fe, "no font found: install the fonts-dejavu-core package "
                     "(or set LEGATION_FONT to a .ttf file)");
        else
            open_fonts(g, &fe);
    }
    if (fe.n) {
        errs_add(e, "%s", errs_first(&fe));
        gfx_free(g);
        return NULL;
    }
    snprintf(g->root, sizeof g->root, ".");
    return g;
}

void gfx_free(gfx *g)
{
    if (!g)
        return;
    text_evict(g, 0);
    free(g->text);
    img_clear(g);
    for (int i = 0; i < GFX_NFONTS; i++)
        if (g->font[i])
            TTF_CloseFont(g->font[i]);
    for (int i = 0; i < 3; i++)
        free(g->face_data[i]);
    if (g->ren)
        SDL_DestroyRenderer(g->ren);
    if (g->win)
        SDL_DestroyWindow(g->win);
    free(g->vbuf);
    free(g->ibuf);
    free(g->rec);
    free(g);
    IMG_Quit();
    TTF_Quit();
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
}

SDL_Window *gfx_window(gfx *g) { return g->win; }
SDL_Renderer *gfx_renderer(gfx *g) { return g->ren; }
int gfx_w(const gfx *g) { return g->lw; }
int gfx_h(const gfx *g) { (void)g; return GFX_LOGICAL_H; }
float gfx_scale(const gfx *g) { return g->scale; }

void gfx_resized(gfx *g)
{
    int opw = g->pw, oph = g->ph;
    compute_scale(g);
    if (g->pw == opw && g->ph == oph)
        return;
    text_evict(g, 0);
    img_clear(g);
    errs e;
    errs_clear(&e);
    if (!open_fonts(g, &e))
        fprintf(stderr, "legation: %s\n", errs_first(&e));
}

void gfx_to_logical(const gfx *g, int px, int py, int *lx, int *ly)
{
    int ww = 1, wh = 1;
    SDL_GetWindowSize(g->win, &ww, &wh);
    /* Events come in window units; HiDPI output has more pixels. */
    float fx = ww > 0 ? (float)px * g->pw / ww : (float)px;
    float fy = wh > 0 ? (float)py * g->ph / wh : (float)py;
    *lx = (int)floorf((fx - g->ox) / g->scale);
    *ly = (int)floorf((fy - g->oy) / g->scale);
}

void gfx_to_window(const gfx *g, int lx, int ly, int *wx, int *wy)
{
    int ww = 1, wh = 1;
    SDL_GetWindowSize(g->win, &ww, &wh);
    float fx = g->ox + lx * g->scale, fy = g->oy + ly * g->scale;
    *wx = (int)lroundf(g->pw > 0 ? fx * ww / g->pw : fx);
    *wy = (int)lroundf(g->ph > 0 ? fy * wh / g->ph : fy);
}

void gfx_set_root(gfx *g, const char *root)
{
    snprintf(g->root, sizeof g->root, "%s", root && *root ? root : ".");
}

/* ------------------------------------------------------------- helpers */

static float PX(const gfx *g, float x) { return g->ox + x * g->scale; }
static float PY(const gfx *g, float y) { return g->oy + y * g->scale; }

/* Logical rect -> pixel rect whose edges meet exactly when rects touch. */
static SDL_Rect prect(const gfx *g, SDL_Rect r)
{
    int x0 = (int)lroundf(PX(g, (float)r.x)), y0 = (int)lroundf(PY(g, (float)r.y));
    int x1 = (int)lroundf(PX(g, (float)(r.x + r.w))), y1 = (int)lroundf(PY(g, (float)(r.y + r.h)));
    SDL_Rect p = {x0, y0, x1 - x0, y1 - y0};
    return p;
}

SDL_Color gfx_rgb(unsigned hex)
{
    SDL_Color c = {(Uint8)(hex >> 16), (Uint8)(hex >> 8), (Uint8)hex, 255};
    return c;
}

SDL_Color gfx_rgba(unsigned hex, int alpha)
{
    SDL_Color c = gfx_rgb(hex);
    c.a = (Uint8)(alpha < 0 ? 0 : alpha > 255 ? 255 : alpha);
    return c;
}

static int reserve(gfx *g, int nv, int ni)
{
    if (nv > g->vcap) {
        int cap = nv + 256;
        SDL_Vertex *v = realloc(g->vbuf, (size_t)cap * sizeof *v);
        if (!v)
            return 0;
        g->vbuf = v;
        g->vcap = cap;
    }
    if (ni > g->icap) {
        int cap = ni + 768;
        int *ix = realloc(g->ibuf, (size_t)cap * sizeof *ix);
        if (!ix)
            return 0;
        g->ibuf = ix;
        g->icap = cap;
    }
    return 1;
}

static SDL_Vertex vtx(float x, float y, SDL_Color c)
{
    SDL_Vertex v = {{x, y}, c, {0, 0}};
    return v;
}

/* Colour for rectangle fills: opaque ones skip blending (a plain fill is
 * several times faster in the software renderer). */
static void fill_color(gfx *g, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(g->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->ren, c.r, c.g, c.b, c.a);
}

static void geometry(gfx *g, int nv, int ni)
{
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND); /* soft edges */
    SDL_RenderGeometry(g->ren, NULL, g->vbuf, nv, g->ibuf, ni);
}

/* Filled polygon in pixel coordinates, fanned from point 0, with a soft
 * edge one pixel wide: outer copies of the outline at alpha 0. */
static void fill_px(gfx *g, const SDL_FPoint *p, int n, SDL_Color c)
{
    if (n < 3 || !reserve(g, 2 * n, 3 * (n - 2) + 6 * n))
        return;
    double area = 0;
    for (int i = 0; i < n; i++) {
        const SDL_FPoint *a = &p[i], *b = &p[(i + 1) % n];
        area += (double)a->x * b->y - (double)b->x * a->y;
    }
    float orient = area >= 0 ? 1.f : -1.f;
    SDL_Color clear = c;
    clear.a = 0;
    int ni = 0;
    for (int i = 0; i < n; i++) {
        const SDL_FPoint *prev = &p[(i + n - 1) % n], *cur = &p[i], *nx = &p[(i + 1) % n];
        float e1x = cur->x - prev->x, e1y = cur->y - prev->y;
        float e2x = nx->x - cur->x, e2y = nx->y - cur->y;
        float l1 = sqrtf(e1x * e1x + e1y * e1y), l2 = sqrtf(e2x * e2x + e2y * e2y);
        float n1x = 0, n1y = 0, n2x = 0, n2y = 0;
        if (l1 > 1e-4f) { n1x = e1y / l1 * orient; n1y = -e1x / l1 * orient; }
        if (l2 > 1e-4f) { n2x = e2y / l2 * orient; n2y = -e2x / l2 * orient; }
        float bx = n1x + n2x, by = n1y + n2y, bl = sqrtf(bx * bx + by * by);
        if (bl > 1e-4f) {
            bx /= bl;
            by /= bl;
            float d = bx * n2x + by * n2y; /* 1/cos of half the turn */
            float k = d > 0.35f ? FEATHER / d : FEATHER / 0.35f;
            bx *= k;
            by *= k;
        }
        g->vbuf[i] = vtx(cur->x, cur->y, c);
        g->vbuf[n + i] = vtx(cur->x + bx, cur->y + by, clear);
    }
    for (int i = 1; i + 1 < n; i++) {
        g->ibuf[ni++] = 0;
        g->ibuf[ni++] = i;
        g->ibuf[ni++] = i + 1;
    }
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        g->ibuf[ni++] = i;
        g->ibuf[ni++] = j;
        g->ibuf[ni++] = n + j;
        g->ibuf[ni++] = i;
        g->ibuf[ni++] = n + j;
        g->ibuf[ni++] = n + i;
    }
    geometry(g, 2 * n, ni);
}

static int arc_segments(float rpx)
{
    int n = (int)(rpx * 0.9f) + 12;
    return n > 180 ? 180 : n;
}

/* ------------------------------------------------------------- shapes */

void gfx_clear(gfx *g, SDL_Color c)
{
    SDL_SetRenderDrawColor(g->ren, c.r, c.g, c.b, 255);
    SDL_RenderSetClipRect(g->ren, NULL);
    SDL_RenderClear(g->ren);
}

void gfx_fill(gfx *g, SDL_Rect r, SDL_Color c)
{
    SDL_Rect p = prect(g, r);
    fill_color(g, c);
    SDL_RenderFillRect(g->ren, &p);
}

void gfx_frame(gfx *g, SDL_Rect r, SDL_Color c, int thickness)
{
    SDL_Rect p = prect(g, r);
    int t = (int)lroundf(thickness * g->scale);
    if (t < 1)
        t = 1;
    if (2 * t >= p.w || 2 * t >= p.h) {
        fill_color(g, c);
        SDL_RenderFillRect(g->ren, &p);
        return;
    }
    SDL_Rect s[4] = {
        {p.x, p.y, p.w, t}, {p.x, p.y + p.h - t, p.w, t},
        {p.x, p.y + t, t, p.h - 2 * t}, {p.x + p.w - t, p.y + t, t, p.h - 2 * t},
    };
    fill_color(g, c);
    SDL_RenderFillRects(g->ren, s, 4);
}

/* Quarter disc at (cx, cy) for corner k (0 top-right, 1 top-left,
 * 2 bottom-left, 3 bottom-right), soft on the arc only so it meets the
 * rectangles beside it without a seam. */
static void corner_px(gfx *g, float cx, float cy, float rad, int k, SDL_Color c)
{
    int seg = arc_segments(rad) / 4 + 2;
    if (seg > 48)
        seg = 48;
    if (!reserve(g, 2 * (seg + 1) + 1, 9 * seg))
        return;
    SDL_Color clear = c;
    clear.a = 0;
    g->vbuf[0] = vtx(cx, cy, c);
    for (int i = 0; i <= seg; i++) {
        double a = (k * 90.0 + 90.0 * i / seg) * M_PI / 180.0;
        float cs = (float)cos(a), sn = (float)-sin(a);
        g->vbuf[1 + i] = vtx(cx + rad * cs, cy + rad * sn, c);
        g->vbuf[2 + seg + i] = vtx(cx + (rad + FEATHER) * cs, cy + (rad + FEATHER) * sn, clear);
    }
    int ni = 0;
    for (int i = 0; i < seg; i++) {
        int a0 = 1 + i, a1 = 2 + i, o0 = 2 + seg + i, o1 = 3 + seg + i;
        g->ibuf[ni++] = 0; g->ibuf[ni++] = a0; g->ibuf[ni++] = a1;
        g->ibuf[ni++] = a0; g->ibuf[ni++] = o1; g->ibuf[ni++] = a1;
        g->ibuf[ni++] = a0; g->ibuf[ni++] = o0; g->ibuf[ni++] = o1;
    }
    geometry(g, 2 * (seg + 1) + 1, ni);
}

void gfx_round(gfx *g, SDL_Rect r, int radius, SDL_Color c)
{
    SDL_Rect p = prect(g, r);
    int rad = (int)lroundf(radius * g->scale);
    if (rad > p.w / 2)
        rad = p.w / 2;
    if (rad > p.h / 2)
        rad = p.h / 2;
    fill_color(g, c);
    if (rad < 1) {
        SDL_RenderFillRect(g->ren, &p);
        return;
    }
    /* Straight parts as rectangles (fast in every renderer), the four
     * corners as quarter discs. */
    SDL_Rect parts[3] = {
        {p.x, p.y + rad, p.w, p.h - 2 * rad},
        {p.x + rad, p.y, p.w - 2 * rad, rad},
        {p.x + rad, p.y + p.h - rad, p.w - 2 * rad, rad},
    };
    SDL_RenderFillRects(g->ren, parts, 3);
    float fr = (float)rad;
    corner_px(g, (float)(p.x + p.w - rad), (float)(p.y + rad), fr, 0, c);
    corner_px(g, (float)(p.x + rad), (float)(p.y + rad), fr, 1, c);
    corner_px(g, (float)(p.x + rad), (float)(p.y + p.h - rad), fr, 2, c);
    corner_px(g, (float)(p.x + p.w - rad), (float)(p.y + p.h - rad), fr, 3, c);
}

void gfx_line(gfx *g, float x1, float y1, float x2, float y2, float width, SDL_Color c)
{
    float ax = PX(g, x1), ay = PY(g, y1), bx = PX(g, x2), by = PY(g, y2);
    float dx = bx - ax, dy = by - ay, len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-3f)
        return;
    float w = width * g->scale;
    if (w < 1.f)
        w = 1.f;
    float nx = -dy / len * w / 2, ny = dx / len * w / 2;
    SDL_FPoint q[4] = {{ax + nx, ay + ny}, {bx + nx, by + ny}, {bx - nx, by - ny}, {ax - nx, ay - ny}};
    fill_px(g, q, 4, c);
}

static void circle_px(gfx *g, float cx, float cy, float r, SDL_Color c)
{
    int n = arc_segments(r);
    SDL_FPoint pts[200];
    for (int i = 0; i < n; i++) {
        double a = 2 * M_PI * i / n;
        pts[i].x = cx + (float)(r * cos(a));
        pts[i].y = cy + (float)(r * sin(a));
    }
    fill_px(g, pts, n, c);
}

void gfx_circle(gfx *g, float cx, float cy, float r, SDL_Color c)
{
    circle_px(g, PX(g, cx), PY(g, cy), r * g->scale, c);
}

void gfx_ring(gfx *g, float cx, float cy, float r, float width, SDL_Color c)
{
    float pcx = PX(g, cx), pcy = PY(g, cy), w = width * g->scale;
    if (w < 1.f)
        w = 1.f;
    float ro = r * g->scale + w / 2, ri = ro - w;
    if (ri < 0)
        ri = 0;
    int n = arc_segments(ro);
    if (!reserve(g, 4 * n, 18 * n))
        return;
    SDL_Color clear = c;
    clear.a = 0;
    float rr[4] = {ri - FEATHER, ri, ro, ro + FEATHER};
    if (rr[0] < 0)
        rr[0] = 0;
    for (int i = 0; i < n; i++) {
        double a = 2 * M_PI * i / n;
        float cs = (float)cos(a), sn = (float)sin(a);
        for (int k = 0; k < 4; k++)
            g->vbuf[k * n + i] = vtx(pcx + rr[k] * cs, pcy + rr[k] * sn,
                                     (k == 0 || k == 3) ? clear : c);
    }
    int ni = 0;
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            int a0 = k * n + i, a1 = k * n + j, b0 = (k + 1) * n + i, b1 = (k + 1) * n + j;
            g->ibuf[ni++] = a0; g->ibuf[ni++] = a1; g->ibuf[ni++] = b1;
            g->ibuf[ni++] = a0; g->ibuf[ni++] = b1; g->ibuf[ni++] = b0;
        }
    geometry(g, 4 * n, ni);
}

void gfx_poly(gfx *g, const SDL_FPoint *pts, int n, SDL_Color c)
{
    if (n < 3)
        return;
    SDL_FPoint stackp[64];
    SDL_FPoint *q = n <= 64 ? stackp : malloc((size_t)n * sizeof *q);
    if (!q)
        return;
    for (int i = 0; i < n; i++) {
        q[i].x = PX(g, pts[i].x);
        q[i].y = PY(g, pts[i].y);
    }
    fill_px(g, q, n, c);
    if (q != stackp)
        free(q);
}

void gfx_poly_outline(gfx *g, const SDL_FPoint *pts, int n, float width, SDL_Color c)
{
    for (int i = 0; i < n; i++) {
        const SDL_FPoint *a = &pts[i], *b = &pts[(i + 1) % n];
        gfx_line(g, a->x, a->y, b->x, b->y, width, c);
    }
    /* round joints so corners close cleanly */
    if (width * g->scale >= 2.5f)
        for (int i = 0; i < n; i++)
            gfx_circle(g, pts[i].x, pts[i].y, width / 2, c);
}

static void hex_points(float cx, float cy, float r, SDL_FPoint *p)
{
    for (int i = 0; i < 6; i++) {
        double a = M_PI / 3 * i;
        p[i].x = cx + (float)(r * cos(a));
        p[i].y = cy + (float)(r * sin(a));
    }
}

void gfx_hexagon(gfx *g, float cx, float cy, float r, SDL_Color fill)
{
    SDL_FPoint p[6];
    hex_points(cx, cy, r, p);
    gfx_poly(g, p, 6, fill);
}

void gfx_hexagon_outline(gfx *g, float cx, float cy, float r, float width, SDL_Color c)
{
    SDL_FPoint p[6];
    hex_points(cx, cy, r, p);
    gfx_poly_outline(g, p, 6, width, c);
}

void gfx_gradient(gfx *g, SDL_Rect r, SDL_Color top, SDL_Color bottom)
{
    /* Bands of solid colour, one per step of the widest-changing channel:
     * looks the same as a smooth ramp and costs one fill, where shaded
     * triangles are slow in the software renderer. */
    SDL_Rect p = prect(g, r);
    int d = abs(top.r - bottom.r);
    if (abs(top.g - bottom.g) > d)
        d = abs(top.g - bottom.g);
    if (abs(top.b - bottom.b) > d)
        d = abs(top.b - bottom.b);
    if (abs(top.a - bottom.a) > d)
        d = abs(top.a - bottom.a);
    int n = d + 1;
    if (n > p.h)
        n = p.h;
    if (n > 160)
        n = 160;
    if (n < 1)
        return;
    for (int i = 0; i < n; i++) {
        int y0 = p.y + p.h * i / n, y1 = p.y + p.h * (i + 1) / n;
        float t = n > 1 ? (float)i / (n - 1) : 0;
        SDL_Color c = {(Uint8)lroundf(top.r + (bottom.r - top.r) * t),
                       (Uint8)lroundf(top.g + (bottom.g - top.g) * t),
                       (Uint8)lroundf(top.b + (bottom.b - top.b) * t),
                       (Uint8)lroundf(top.a + (bottom.a - top.a) * t)};
        fill_color(g, c);
        SDL_Rect band = {p.x, y0, p.w, y1 - y0};
        SDL_RenderFillRect(g->ren, &band);
    }
}

void gfx_clip(gfx *g, const SDL_Rect *r)
{
    if (!r) {
        SDL_RenderSetClipRect(g->ren, NULL);
        return;
    }
    SDL_Rect p = prect(g, *r);
    if (p.w < 1)
        p.w = 1; /* a zero-size clip would mean "no clip" to SDL */
    if (p.h < 1)
        p.h = 1;
    SDL_RenderSetClipRect(g->ren, &p);
}

/* --------------------------------------------------------------- text */

static void record(gfx *g, const char *s)
{
    size_t n = strlen(s);
    if (g->rec_len + n + 2 > g->rec_cap) {
        size_t cap = (g->rec_len + n + 2) * 2 + 1024;
        char *r = realloc(g->rec, cap);
        if (!r)
            return;
        g->rec = r;
        g->rec_cap = cap;
    }
    memcpy(g->rec + g->rec_len, s, n);
    g->rec_len += n;
    g->rec[g->rec_len++] = '\n';
    g->rec[g->rec_len] = 0;
}

void gfx_frame_begin(gfx *g)
{
    g->rec_len = 0;
    if (g->rec)
        g->rec[0] = 0;
    g->frame_no++;
}

void gfx_frame_note(gfx *g, const char *s)
{
    if (s && *s)
        record(g, s);
}

int gfx_frame_has_text(const gfx *g, const char *s)
{
    if (!s || !*s)
        return 1;
    return g->rec && strstr(g->rec, s) != NULL;
}

static int clamp_font(int font)
{
    return font < 0 || font >= GFX_NFONTS ? GFX_BODY : font;
}

/* Texture of s in white (tinted when drawn), from the cache. */
static text_entry *text_get(gfx *g, int font, const char *s)
{
    size_t n = strlen(s);
    unsigned h = hash_str(s, n, (unsigned)font * 7919u);
    for (int i = g->tbucket[h % HASH_BUCKETS]; i >= 0; i = g->text[i].next) {
        text_entry *t = &g->text[i];
        if (t->hash == h && t->font == font && !strcmp(t->s, s)) {
            t->used = g->frame_no;
            return t;
        }
    }
    if (g->ntext >= TEXT_CACHE_MAX || g->text_pixels > TEXT_CACHE_PIXELS)
        text_evict(g, 1);
    if (g->ntext >= TEXT_CACHE_MAX)
        text_evict(g, 0);
    if (!g->text) {
        g->text = calloc(TEXT_CACHE_MAX, sizeof *g->text);
        if (!g->text)
            return NULL;
    }
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *surf = TTF_RenderUTF8_Blended(g->font[font], s, white);
    if (!surf)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(g->ren, surf);
    text_entry *t = &g->text[g->ntext];
    t->w = surf->w;
    t->h = surf->h;
    SDL_FreeSurface(surf);
    if (!tex)
        return NULL;
    t->s = malloc(n + 1);
    if (!t->s) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    memcpy(t->s, s, n + 1);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    t->tex = tex;
    t->font = font;
    t->hash = h;
    t->used = g->frame_no;
    int b = (int)(h % HASH_BUCKETS);
    t->next = g->tbucket[b];
    g->tbucket[b] = g->ntext;
    g->text_pixels += (long)t->w * t->h;
    return &g->text[g->ntext++];
}

static int to_logical_w(const gfx *g, int px)
{
    return (int)ceilf(px / g->scale);
}

/* Draw without recording (wrapped text records the whole string once). */
static int draw_text(gfx *g, int font, int x, int y, SDL_Color c, const char *s)
{
    if (!s || !*s)
        return 0;
    font = clamp_font(font);
    text_entry *t = text_get(g, font, s);
    if (!t)
        return 0;
    SDL_Rect dst = {(int)lroundf(PX(g, (float)x)), (int)lroundf(PY(g, (float)y)), t->w, t->h};
    SDL_SetTextureColorMod(t->tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t->tex, c.a);
    SDL_RenderCopy(g->ren, t->tex, NULL, &dst);
    return to_logical_w(g, t->w);
}

int gfx_text(gfx *g, int font, int x, int y, SDL_Color c, const char *s)
{
    if (!s || !*s)
        return 0;
    record(g, s);
    return draw_text(g, font, x, y, c, s);
}

int gfx_textf(gfx *g, int font, int x, int y, SDL_Color c, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return gfx_text(g, font, x, y, c, buf);
}

int gfx_text_w(gfx *g, int font, const char *s)
{
    int w = 0, h = 0;
    if (!s || !*s)
        return 0;
    font = clamp_font(font);
    if (TTF_SizeUTF8(g->font[font], s, &w, &h) != 0)
        return 0;
    return to_logical_w(g, w);
}

void gfx_text_align(gfx *g, int font, int x, int y, int w, int align, SDL_Color c, const char *s)
{
    if (!s || !*s)
        return;
    int tw = gfx_text_w(g, font, s);
    if (align == GFX_CENTER)
        x += (w - tw) / 2;
    else if (align == GFX_RIGHT)
        x += w - tw;
    gfx_text(g, font, x, y, c, s);
}

int gfx_line_h(gfx *g, int font)
{
    font = clamp_font(font);
    return (int)ceilf(TTF_FontLineSkip(g->font[font]) / g->scale);
}

static int px_width(gfx *g, int font, const char *s, size_t n, char *tmp, size_t cap)
{
    int w = 0, h = 0;
    if (n >= cap)
        n = cap - 1;
    memcpy(tmp, s, n);
    tmp[n] = 0;
    if (!n || TTF_SizeUTF8(g->font[font], tmp, &w, &h) != 0)
        return 0;
    return w;
}

/* Greedy word wrap; calls draw for each line unless measuring. */
static int wrap(gfx *g, int font, SDL_Rect r, SDL_Color c, const char *s, int drawing,
                int align)
{
    char tmp[2048];
    font = clamp_font(font);
    int lh = gfx_line_h(g, font), y = 0;
    float maxpx = r.w * g->scale;
    const char *p = s;
    while (p && *p) {
        const char *nl = strchr(p, '\n');
        const char *end = nl ? nl : p + strlen(p);
        const char *ls = p;
        if (ls == end) { /* blank line */
            y += lh;
            p = nl ? nl + 1 : end;
            continue;
        }
        while (ls < end) {
            const char *best = NULL, *q = ls;
            while (q < end) {
                const char *sp = q;
                while (sp < end && *sp != ' ')
                    sp++;
                int fits = px_width(g, font, ls, (size_t)(sp - ls), tmp, sizeof tmp) <= maxpx;
                if (!fits && best)
                    break;
                if (!fits) { /* one word wider than the box: cut it where it must */
                    const char *cut = ls + 1;
                    while (cut < sp && (*cut & 0xc0) == 0x80)
                        cut++;
                    for (const char *q2 = cut; q2 < sp;) {
                        const char *nx = q2 + 1;
                        while (nx < sp && (*nx & 0xc0) == 0x80)
                            nx++;
                        if (px_width(g, font, ls, (size_t)(nx - ls), tmp, sizeof tmp) > maxpx)
                            break;
                        cut = nx;
                        q2 = nx;
                    }
                    best = cut;
                    break;
                }
                best = sp;
                q = sp < end ? sp + 1 : end;
            }
            if (drawing) {
                size_t n = (size_t)(best - ls);
                if (n >= sizeof tmp)
                    n = sizeof tmp - 1;
                memcpy(tmp, ls, n);
                tmp[n] = 0;
                int x = r.x;
                if (align != GFX_LEFT) {
                    int lw = to_logical_w(g, px_width(g, font, tmp, n, tmp, sizeof tmp));
                    x += align == GFX_CENTER ? (r.w - lw) / 2 : r.w - lw;
                }
                draw_text(g, font, x, r.y + y, c, tmp);
            }
            y += lh;
            ls = best;
            while (ls < end && *ls == ' ')
                ls++;
        }
        p = nl ? nl + 1 : end;
    }
    return y;
}

int gfx_text_wrap(gfx *g, int font, SDL_Rect r, SDL_Color c, const char *s)
{
    if (!s || !*s)
        return 0;
    record(g, s);
    return wrap(g, font, r, c, s, 1, GFX_LEFT);
}

int gfx_text_wrap_align(gfx *g, int font, SDL_Rect r, int align, SDL_Color c, const char *s)
{
    if (!s || !*s)
        return 0;
    record(g, s);
    return wrap(g, font, r, c, s, 1, align);
}

int gfx_text_wrap_h(gfx *g, int font, int w, const char *s)
{
    SDL_Rect r = {0, 0, w, 0};
    SDL_Color c = {0, 0, 0, 0};
    if (!s || !*s)
        return 0;
    return wrap(g, font, r, c, s, 0, GFX_LEFT);
}

/* ------------------------------------------------------------- images */

static img_entry *img_find(gfx *g, const char *key, int pw, int ph)
{
    unsigned h = hash_str(key, strlen(key), (unsigned)(pw * 31 + ph));
    for (int i = 0; i < g->nimg; i++) {
        img_entry *m = &g->img[i];
        if (m->hash == h && m->pw == pw && m->ph == ph && !strcmp(m->key, key)) {
            m->used = g->frame_no;
            return m;
        }
    }
    return NULL;
}

static img_entry *img_add(gfx *g, const char *key, int pw, int ph, SDL_Surface *surf)
{
    if (g->nimg >= IMG_CACHE_MAX) { /* drop the least recently drawn */
        int old = 0;
        for (int i = 1; i < g->nimg; i++)
            if (g->img[i].used < g->img[old].used)
                old = i;
        if (g->img[old].tex)
            SDL_DestroyTexture(g->img[old].tex);
        free(g->img[old].key);
        g->img[old] = g->img[--g->nimg];
    }
    img_entry *m = &g->img[g->nimg];
    m->key = strdup(key);
    if (!m->key)
        return NULL;
    m->hash = hash_str(key, strlen(key), (unsigned)(pw * 31 + ph));
    m->pw = pw;
    m->ph = ph;
    m->used = g->frame_no;
    m->tex = surf ? SDL_CreateTextureFromSurface(g->ren, surf) : NULL;
    if (m->tex) {
        SDL_SetTextureBlendMode(m->tex, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(m->tex, SDL_ScaleModeLinear);
    }
    g->nimg++;
    return m;
}

static int ends_with(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcasecmp(s + a - b, suf);
}

/* A broken asset is drawn at many sizes on every screen: say it once. */
static void asset_failed(const char *path, const char *why)
{
    static char said[32][256];
    static int nsaid;
    for (int i = 0; i < nsaid; i++)
        if (!strncmp(said[i], path, sizeof said[i] - 1))
            return;
    if (nsaid < 32) {
        size_t k = strlen(path);
        if (k >= sizeof said[0])
            k = sizeof said[0] - 1;
        memcpy(said[nsaid], path, k);
        said[nsaid++][k] = 0;
    }
    char clean[600];
    errs_escape(clean, sizeof clean, path);
    fprintf(stderr, "legation: cannot load %s: %s\n", clean, why ? why : "unknown error");
}

void gfx_image(gfx *g, const char *asset, SDL_Rect r)
{
    SDL_Rect p = prect(g, r);
    if (!asset || p.w < 1 || p.h < 1)
        return;
    int svg = ends_with(asset, ".svg");
    int kw = svg ? p.w : 0, kh = svg ? p.h : 0;
    img_entry *m = img_find(g, asset, kw, kh);
    if (!m) {
        char path[1400];
        snprintf(path, sizeof path, "%s/assets/%s", g->root, asset);
        SDL_Surface *surf = NULL;
        size_t len = 0;
        /* read it ourselves: a folder or a device handed to SDL_image
         * crashes it or never ends */
        errno = 0;
        char *data = paths_read_file(path, &len);
        const char *why = data ? NULL : paths_strerror(errno);
        SDL_RWops *rw = data && len ? SDL_RWFromConstMem(data, (int)len) : NULL;
        if (rw) {
            SDL_ClearError();
            surf = svg ? IMG_LoadSizedSVG_RW(rw, p.w, p.h) : IMG_Load_RW(rw, 0);
            SDL_RWclose(rw);
            if (!surf)
                why = *IMG_GetError() ? IMG_GetError() : "not an image SDL_image can read";
        } else if (data) {
            why = "the file is empty";
        }
        free(data);
        if (!surf)
            asset_failed(path, why);
        m = img_add(g, asset, kw, kh, surf);
        if (surf)
            SDL_FreeSurface(surf);
    }
    if (m && m->tex)
        SDL_RenderCopy(g->ren, m->tex, NULL, &p);
}

void gfx_svg(gfx *g, const char *svg, SDL_Rect r)
{
    SDL_Rect p = prect(g, r);
    if (!svg || p.w < 1 || p.h < 1)
        return;
    img_entry *m = img_find(g, svg, p.w, p.h);
    if (!m) {
        SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)strlen(svg));
        SDL_Surface *surf = rw ? IMG_LoadSizedSVG_RW(rw, p.w, p.h) : NULL;
        if (rw)
            SDL_RWclose(rw);
        if (!surf)
            fprintf(stderr, "legation: inline SVG did not load: %s\n", IMG_GetError());
        m = img_add(g, svg, p.w, p.h, surf);
        if (surf)
            SDL_FreeSurface(surf);
    }
    if (m && m->tex)
        SDL_RenderCopy(g->ren, m->tex, NULL, &p);
}

/* ---------------------------------------------------------- the frame */

int gfx_screenshot(gfx *g, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, g->pw, g->ph, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return -1;
    int rc = SDL_RenderReadPixels(g->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    if (rc == 0)
        rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    return rc == 0 ? 0 : -1;
}

void gfx_present(gfx *g)
{
    SDL_RenderPresent(g->ren);
}
