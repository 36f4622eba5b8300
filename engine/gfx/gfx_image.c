/* gfx_image: asset images and inline SVG, rasterised at the size drawn
 * and cached per size. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "core/paths.h"
#include "gfx/gfx_local.h"

void gfx_img_clear(gfx *g)
{
    for (int i = 0; i < g->nimg; i++) {
        if (g->img[i].tex)
            SDL_DestroyTexture(g->img[i].tex);
        free(g->img[i].key);
    }
    g->nimg = 0;
}

/* ------------------------------------------------------------- images */

static img_entry *img_find(gfx *g, const char *key, int pw, int ph)
{
    unsigned h = gfx_hash_str(key, strlen(key), (unsigned)(pw * 31 + ph));
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
    m->hash = gfx_hash_str(key, strlen(key), (unsigned)(pw * 31 + ph));
    m->pw = pw;
    m->ph = ph;
    m->used = g->frame_no;
    m->tex = surf ? SDL_CreateTextureFromSurface(g->ren, surf) : NULL;
    if (m->tex) {
        /* an opaque SVG raster (drawn at its own size, so never scaled)
         * is copied: blending opaque pixels gives those very pixels */
        SDL_SetTextureBlendMode(m->tex, pw > 0 && gfx_surface_opaque(surf) ? SDL_BLENDMODE_NONE
                                                                           : SDL_BLENDMODE_BLEND);
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

/* An SVG at w x h pixels: from the disk cache, or rasterised (and kept
 * there when that was slow). NULL with IMG_GetError() on failure. */
static SDL_Surface *rasterise(const char *data, size_t len, int w, int h)
{
    SDL_Surface *surf = gfx_rcache_get(data, len, w, h);
    if (surf)
        return surf;
    SDL_RWops *rw = SDL_RWFromConstMem(data, (int)len);
    if (!rw)
        return NULL;
    Uint64 t0 = SDL_GetPerformanceCounter();
    surf = IMG_LoadSizedSVG_RW(rw, w, h);
    double ms = (double)(SDL_GetPerformanceCounter() - t0) * 1e3 /
                (double)SDL_GetPerformanceFrequency();
    SDL_RWclose(rw);
    if (surf && ms > GFX_RCACHE_MS)
        gfx_rcache_put(data, len, w, h, surf);
    return surf;
}

void gfx_image(gfx *g, const char *asset, SDL_Rect r)
{
    SDL_Rect p = prect(g, r);
    if (!asset || p.w < 1 || p.h < 1)
        return;
    if (g->recording) { /* the file's name, size and age stand for it */
        char path[1400];
        struct stat st;
        long long id[3] = {0, 0, 0};
        snprintf(path, sizeof path, "%s/assets/%s", g->root, asset);
        if (stat(path, &st) == 0) {
            id[0] = (long long)st.st_size;
            id[1] = (long long)st.st_mtim.tv_sec;
            id[2] = (long long)st.st_mtim.tv_nsec;
        }
        gfx_rec_mix(g, asset, strlen(asset) + 1);
        gfx_rec_mix(g, id, sizeof id);
        gfx_rec_mix(g, &p, sizeof p);
        return;
    }
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
        SDL_RWops *rw = data && len && !svg ? SDL_RWFromConstMem(data, (int)len) : NULL;
        if (data && len) {
            SDL_ClearError();
            surf = svg ? rasterise(data, len, p.w, p.h) : rw ? IMG_Load_RW(rw, 0) : NULL;
            if (rw)
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
        gfx_rcache_free(surf);
    }
    if (m && m->tex)
        SDL_RenderCopy(g->ren, m->tex, NULL, &p);
}

void gfx_svg(gfx *g, const char *svg, SDL_Rect r)
{
    SDL_Rect p = prect(g, r);
    if (!svg || p.w < 1 || p.h < 1)
        return;
    if (g->recording) {
        gfx_rec_mix(g, svg, strlen(svg) + 1);
        gfx_rec_mix(g, &p, sizeof p);
        return;
    }
    img_entry *m = img_find(g, svg, p.w, p.h);
    if (!m) {
        SDL_Surface *surf = rasterise(svg, strlen(svg), p.w, p.h);
        if (!surf)
            fprintf(stderr, "legation: inline SVG did not load: %s\n", IMG_GetError());
        m = img_add(g, svg, p.w, p.h, surf);
        gfx_rcache_free(surf);
    }
    if (m && m->tex)
        SDL_RenderCopy(g->ren, m->tex, NULL, &p);
}

/* ------------------------------------------------------------- layers */

void gfx_layer(gfx *g, SDL_Rect r, void (*draw)(void *ctx, gfx *g), void *ctx)
{
    SDL_Rect p = prect(g, r);
    if (p.w < 1 || p.h < 1)
        return;
    if (g->recording) { /* a layer inside a recorded drawing */
        gfx_rec_mix(g, &p, sizeof p);
        draw(ctx, g);
        return;
    }
    gfx_record_begin(g);
    gfx_rec_mix(g, &p, sizeof p);
    draw(ctx, g);
    char key[40];
    snprintf(key, sizeof key, "layer %016llx", gfx_record_end(g));
    img_entry *m = img_find(g, key, p.w, p.h);
    if (!m) {
        /* no alpha, like the window: shapes blend into it exactly as
         * they would into the window */
        SDL_Texture *tex = SDL_CreateTexture(g->ren, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_TARGET,
                                             p.w, p.h);
        unsigned long long k = 0;
        sscanf(key + 6, "%llx", &k);
        if (tex && !gfx_layer_load(g, k, tex, p.w, p.h)) {
            SDL_Texture *was = SDL_GetRenderTarget(g->ren);
            float ox = g->ox, oy = g->oy;
            if (SDL_SetRenderTarget(g->ren, tex) != 0) {
                SDL_DestroyTexture(tex);
                tex = NULL;
            } else {
                /* drawn at the texture's origin */
                g->ox -= (float)p.x;
                g->oy -= (float)p.y;
                SDL_SetRenderDrawColor(g->ren, 0, 0, 0, 255);
                SDL_RenderClear(g->ren);
                draw(ctx, g);
                g->ox = ox;
                g->oy = oy;
                gfx_layer_save(g, k, p.w, p.h);
                SDL_SetRenderTarget(g->ren, was);
            }
        }
        if (!tex) { /* no texture: drawn straight */
            draw(ctx, g);
            return;
        }
        m = img_add(g, key, p.w, p.h, NULL);
        if (!m) {
            SDL_DestroyTexture(tex);
            return;
        }
        m->tex = tex;
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    }
    if (m->tex)
        SDL_RenderCopy(g->ren, m->tex, NULL, &p);
}

/* ------------------------------------------------------------- frames */

/* The frame's hash with what else its pixels depend on: the versions of
 * SDL and SDL_image and the text's key (fonts, their sizes, SDL_ttf,
 * FreeType, HarfBuzz; gfx_tpack.c); the layer's name adds this build. */
static int frame_key(gfx *g, unsigned long long key, unsigned long long *out)
{
    char id[4200];
    SDL_version v;
    const SDL_version *iv = IMG_Linked_Version();
    SDL_GetVersion(&v);
    int k = snprintf(id, sizeof id, "frame %016llx sdl %d.%d.%d img %d.%d.%d ", key, v.major,
                     v.minor, v.patch, iv->major, iv->minor, iv->patch);
    if (k < 0 || (size_t)k >= sizeof id || !gfx_text_identity(g, id + k, sizeof id - (size_t)k))
        return 0;
    unsigned long long h = 1469598103934665603ull;
    for (const char *c = id; *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ull;
    *out = h;
    return 1;
}

int gfx_frame_load(gfx *g, unsigned long long key)
{
    if (!frame_key(g, key, &key))
        return 0;
    /* streaming: a static texture without alpha would be RLE-coded by
     * the software renderer before its first copy */
    SDL_Texture *t = SDL_CreateTexture(g->ren, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_STREAMING,
                                       g->pw, g->ph);
    if (!t)
        return 0;
    int ok = gfx_layer_load(g, key, t, g->pw, g->ph);
    if (ok) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
        SDL_RenderSetClipRect(g->ren, NULL);
        ok = SDL_RenderCopy(g->ren, t, NULL, NULL) == 0;
    }
    SDL_DestroyTexture(t);
    return ok;
}

void gfx_frame_save(gfx *g, unsigned long long key)
{
    /* read now, written after the frame is shown (gfx_frame_note_end) */
    if (!g->frame_pic && frame_key(g, key, &g->frame_key))
        g->frame_pic = gfx_layer_grab(g, g->pw, g->ph);
}

/* A screen whose first frame misses every time (it depends on the random
 * seed of a new game, or it queues a move at once and is never kept) would
 * pay for the recording on every start: after two misses in a row the
 * recording is tried only on every eighth start, until it hits again. The
 * count is a small file beside the pictures, written after the frame. */
static int miss_path(const char *screen, char *out, size_t n)
{
    char dir[1024];
    const char *env = getenv("LEGATION_RASTER_CACHE");
    if ((env && !strcmp(env, "0")) || !paths_cache_dir("raster", dir, sizeof dir))
        return 0;
    char clean[64];
    int k = 0;
    for (const char *c = screen; *c && k < (int)sizeof clean - 1; c++)
        clean[k++] = (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') ? *c : '_';
    clean[k] = 0;
    snprintf(out, n, "%s/frame-%s.misses", dir, clean);
    return 1;
}

int gfx_frame_worth(gfx *g, const char *screen)
{
    char path[1200];
    if (!miss_path(screen, path, sizeof path))
        return 0;
    FILE *f = fopen(path, "r");
    int n = 0;
    if (f) {
        if (fscanf(f, "%d", &n) != 1 || n < 0)
            n = 0;
        fclose(f);
    }
    g->frame_misses = n;
    snprintf(g->frame_screen, sizeof g->frame_screen, "%s", screen);
    return n < 2 || n % 8 == 0;
}

void gfx_frame_outcome(gfx *g, int hit)
{
    g->frame_misses = hit ? -1 : g->frame_misses + 1;
    g->frame_noted = 1;
}

void gfx_frame_note_end(gfx *g)
{
    char path[1200];
    if (g->frame_pic) {
        gfx_layer_keep(g->frame_key, g->frame_pic);
        SDL_FreeSurface(g->frame_pic);
        g->frame_pic = NULL;
    }
    if (!g->frame_noted || !miss_path(g->frame_screen, path, sizeof path))
        return;
    g->frame_noted = 0;
    if (g->frame_misses < 0) {
        unlink(path);
        return;
    }
    FILE *f = fopen(path, "w");
    if (f) {
        fprintf(f, "%d\n", g->frame_misses);
        fclose(f);
    }
}
