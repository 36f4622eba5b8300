/* gfx: the window, the renderer, the fonts, the logical-to-pixel scale and
 * the frame. Everything is drawn from logical units multiplied by the window
 * scale, so text and art are rasterised at the real pixel size; the shapes
 * are in gfx_shapes.c, cached text in gfx_text.c, images in gfx_image.c. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "core/paths.h"
#include "gfx/gfx_local.h"

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

int gfx_font_style(int face)
{
    return face >= 0 && face < 3 ? font_style[face] : 0;
}

const char *gfx_font_file(int face)
{
    return face >= 0 && face < 3 && fonts_done && fonts_ok ? font_files[face] : NULL;
}

const char *gfx_font_path(void)
{
    return fonts_resolve() ? font_files[0] : NULL;
}

/* ------------------------------------------------------------ lifetime */

/* A face's file, mapped where it can be (read otherwise): FreeType reads
 * only the tables and glyphs it needs, and nothing is copied first. */
static char *face_read(const char *path, size_t *len, int *mapped)
{
    struct stat st;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    *mapped = 0;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        st.st_size < (1L << 30)) {
        void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        close(fd);
        if (p != MAP_FAILED) {
            *len = (size_t)st.st_size;
            *mapped = 1;
            return p;
        }
    } else if (fd >= 0) {
        close(fd);
    }
    return paths_read_file(path, len);
}

static void face_free(gfx *g, int i)
{
    if (g->face_mapped[i])
        munmap(g->face_data[i], g->face_len[i]);
    else
        free(g->face_data[i]);
    g->face_data[i] = NULL;
    g->face_len[i] = 0;
    g->face_mapped[i] = 0;
}

static void close_fonts(gfx *g)
{
    for (int i = 0; i < GFX_NFONTS; i++) {
        if (g->font[i])
            TTF_CloseFont(g->font[i]);
        g->font[i] = NULL;
        g->font_px[i] = 0;
    }
    for (int i = 0; i < 3; i++) {
        face_free(g, i);
    }
}

/* One font slot opened at its pixel size (g->font_px). */
static int open_slot(gfx *g, int i, errs *e)
{
    int face = font_spec[i].face;
    if (!g->face_data[face]) {
        errno = 0;
        g->face_data[face] = face_read(font_files[face], &g->face_len[face], &g->face_mapped[face]);
        if (!g->face_data[face] || g->face_len[face] == 0) {
            /* say why here: SDL's error text would be a stale one */
            errs_add(e, "cannot open the font %s: %s", font_files[face],
                     g->face_data[face] ? "the file is empty" : paths_strerror(errno));
            return 0;
        }
    }
    SDL_ClearError();
    g->font[i] = TTF_OpenFontRW(SDL_RWFromConstMem(g->face_data[face], (int)g->face_len[face]), 1,
                                g->font_px[i]);
    if (!g->font[i]) {
        const char *why = TTF_GetError();
        errs_add(e, "cannot open the font %s: %s", font_files[face],
                 why && *why ? why : "not a font SDL_ttf can read");
        return 0;
    }
    TTF_SetFontStyle(g->font[i], font_style[face]);
    TTF_SetFontHinting(g->font[i], GFX_HINTING);
    return 1;
}

/* The slots' pixel sizes at the window's scale. Slots are opened when
 * first needed (gfx_font): a first frame whose text all comes from the
 * screen's text file (gfx_tpack.c) opens only the body face, which
 * gfx_new opens to know the fonts work. Open slots follow a new size. */
static int open_fonts(gfx *g, errs *e)
{
    for (int i = 0; i < GFX_NFONTS; i++) {
        int px = (int)lroundf(font_spec[i].size * g->scale);
        if (px < 6)
            px = 6;
        if (g->font[i] && g->font_px[i] != px && TTF_SetFontSize(g->font[i], px) != 0) {
            errs_add(e, "cannot resize the font: %s", TTF_GetError());
            return 0;
        }
        g->font_px[i] = px;
    }
    return g->font[GFX_BODY] || open_slot(g, GFX_BODY, e);
}

TTF_Font *gfx_font(gfx *g, int slot)
{
    if (!g->font[slot]) {
        errs e;
        errs_clear(&e);
        if (!open_slot(g, slot, &e)) {
            static int said;
            if (!said++)
                fprintf(stderr, "legation: %s\n", errs_first(&e));
            return NULL;
        }
    }
    return g->font[slot];
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
    g->min_w = GFX_MIN_WIN_W;
    g->min_h = GFX_MIN_WIN_H;
    const char *drv = SDL_GetCurrentVideoDriver();
    const char *rd = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    int software = (drv && (!strcmp(drv, "dummy") || !strcmp(drv, "offscreen"))) ||
                   (rd && !strcmp(rd, "software"));
    /* fullscreen comes after the window is up (gfx_set_fullscreen), which
     * works with and without a window manager */
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    g->win = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              w, h, flags);
    if (!g->win) {
        errs_add(e, "cannot create a %dx%d window: %s", w, h, SDL_GetError());
        gfx_free(g);
        return NULL;
    }
    SDL_SetWindowMinimumSize(g->win, g->min_w, g->min_h);
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
    /* an OpenGL renderer makes the X window afresh, without the
     * minimum-size hint given above: give it again */
    SDL_SetWindowMinimumSize(g->win, g->min_w, g->min_h);
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    if (!fonts_resolve()) {
        errs_add(e, "no font found: install the fonts-dejavu-core package "
                 "(or set LEGATION_FONT to a .ttf file)");
        gfx_free(g);
        return NULL;
    }
    gfx_text_rebuild_buckets(g);
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
    gfx_window_fit(g);
    if (fullscreen)
        gfx_set_fullscreen(g, 1);
    return g;
}

void gfx_free(gfx *g)
{
    if (!g)
        return;
    gfx_tpack_close(g->tpack);
    SDL_FreeSurface(g->frame_pic);
    gfx_text_evict(g, 0);
    free(g->text);
    gfx_img_clear(g);
    for (int i = 0; i < GFX_NFONTS; i++)
        if (g->font[i])
            TTF_CloseFont(g->font[i]);
    for (int i = 0; i < 3; i++)
        face_free(g, i);
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
int gfx_h(const gfx *g) { return GFX_LOGICAL_H - g->below; }

void gfx_keep_below(gfx *g, int h)
{
    g->below = h > 0 && h < GFX_LOGICAL_H / 2 ? h : 0;
}
float gfx_scale(const gfx *g) { return g->scale; }

void gfx_resized(gfx *g)
{
    int opw = g->pw, oph = g->ph;
    compute_scale(g);
    if (g->pw == opw && g->ph == oph)
        return;
    gfx_text_evict(g, 0);
    gfx_img_clear(g);
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

/* ---------------------------------------------------------- the frame */

void gfx_text_pack_begin(gfx *g, const char *screen)
{
    if (!g->tpack)
        g->tpack = gfx_tpack_open(g, screen ? screen : "screen");
}

void gfx_text_pack_end(gfx *g)
{
    gfx_tpack_close(g->tpack);
    g->tpack = NULL;
}

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
