/* gfx_rcache: rasterised SVG art kept on disk between runs. SDL_image's
 * rasteriser takes tens of milliseconds for a large drawing with gradients
 * (a board's paper at window size), which held back the first frame; the
 * pixels of such a drawing at that size are read back instead. A file is
 * named by a hash of the SVG text, the size and SDL_image's version, so an
 * edited asset or another library never meets a stale picture. Files are
 * written whole under a temporary name and renamed (no fsync: a lost or
 * torn file is only a cache miss, checked by its size). LEGATION_RASTER_CACHE=0
 * turns it off. Layers (gfx_layer_load) are kept here too, named by the
 * hash of what they draw and by this build of the program.
 * A file's header also says whether every pixel is opaque: such a picture
 * is copied, not blended (the same pixels, a fraction of the work). */
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "core/paths.h"
#include "gfx/gfx_local.h"

#define MAGIC "LGRASTR3"
#define HEAD 24                        /* magic, w, h, format, flags */
#define F_OPAQUE 1u
#define CACHE_MAX_BYTES (64L << 20)   /* pruned back to 3/4 when over */

static int state = -1;                 /* -1 not known yet, 0 off, 1 on */
static char dir[1024];
static int pruned;

static int cache_on(void)
{
    if (state < 0) {
        const char *env = getenv("LEGATION_RASTER_CACHE");
        state = !(env && !strcmp(env, "0")) && paths_cache_dir("raster", dir, sizeof dir);
    }
    return state;
}

static void file_name(char *out, size_t n, const char *data, size_t len, int w, int h)
{
    const SDL_version *v = IMG_Linked_Version();
    uint64_t x = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++)
        x = (x ^ (unsigned char)data[i]) * 1099511628211ull;
    snprintf(out, n, "%s/%016llx-%dx%d-%d.%d.%d.px", dir, (unsigned long long)x, w, h,
             v->major, v->minor, v->patch);
}

/* A cached file is read in one go into one of SDL's big blocks (in huge
 * pages, gfx_mem.c: copied from there into a texture at memory speed; a
 * mapping of the file would give small pages, three times slower on a
 * virtual machine, and its unmapping costs too). The block goes with the
 * surface, in gfx_rcache_free. */
#define MAPPED_TAG 0x4c47524dU

typedef struct mapped {
    unsigned tag;
    unsigned flags;        /* F_OPAQUE */
    void *base;            /* SDL_malloc'd: the whole file */
} mapped;

SDL_Surface *gfx_rcache_get(const char *data, size_t len, int w, int h)
{
    char path[1200];
    SDL_Surface *s = NULL;
    Uint32 fmt, flags;
    struct stat st;
    size_t need = HEAD + (size_t)w * (size_t)h * 4, got = 0;
    int fd;

    if (!cache_on() || w < 1 || h < 1)
        return NULL;
    file_name(path, sizeof path, data, len, w, h);
    if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
        return NULL;
    /* the pixels in the format SDL_image gave them: the texture made from
     * them is then the very one a fresh rasterisation gives; a short
     * (torn) file is a miss */
    char *base = NULL;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size == need &&
        (base = SDL_malloc(need)))
        while (got < need) {
            ssize_t k = read(fd, base + got, need - got);
            if (k <= 0)
                break;
            got += (size_t)k;
        }
    close(fd);
    if (!base || got != need) {
        SDL_free(base);
        return NULL;
    }
    const char *head = base;
    mapped *mp = malloc(sizeof *mp);
    if (mp && memcmp(head, MAGIC, 8) == 0 && memcmp(head + 8, &w, 4) == 0 &&
        memcmp(head + 12, &h, 4) == 0 && (memcpy(&fmt, head + 16, 4), SDL_BYTESPERPIXEL(fmt) == 4))
        s = SDL_CreateRGBSurfaceWithFormatFrom(base + HEAD, w, h, 32, w * 4, fmt);
    if (!s) {
        free(mp);
        SDL_free(base);
        return NULL;
    }
    memcpy(&flags, head + 20, 4);
    mp->tag = MAPPED_TAG;
    mp->flags = flags;
    mp->base = base;
    s->userdata = mp;
    return s;
}

static mapped *mapping_of(const SDL_Surface *s)
{
    mapped *mp = s && (s->flags & SDL_PREALLOC) ? s->userdata : NULL;
    return mp && mp->tag == MAPPED_TAG ? mp : NULL;
}

int gfx_surface_opaque(const SDL_Surface *s)
{
    const mapped *mp = mapping_of(s);
    if (mp)
        return (mp->flags & F_OPAQUE) != 0;
    if (!s || s->format->BytesPerPixel != 4 || SDL_MUSTLOCK(s))
        return 0;
    Uint32 am = s->format->Amask;
    if (!am)
        return 0;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const char *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++)
            if ((row[x] & am) != am)
                return 0;
    }
    return 1;
}

void gfx_rcache_free(SDL_Surface *s)
{
    if (!s)
        return;
    mapped *mp = mapping_of(s);
    SDL_FreeSurface(s);
    if (mp) {
        SDL_free(mp->base);
        free(mp);
    }
}

int gfx_rcache_build_id(char *out, size_t n)
{
    struct stat st;
    if (stat("/proc/self/exe", &st) != 0)
        return 0;
    snprintf(out, n, "%llx:%llx:%lld:%lld.%09ld", (unsigned long long)st.st_dev,
             (unsigned long long)st.st_ino, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
             (long)st.st_mtim.tv_nsec);
    return 1;
}

/* The name a layer is kept under: its drawing's hash and this build. */
static int layer_name(char *out, size_t n, unsigned long long key)
{
    char id[200];
    if (!cache_on() || !gfx_rcache_build_id(id, sizeof id))
        return 0;
    snprintf(out, n, "legation layer %016llx %s", key, id);
    return 1;
}

int gfx_layer_load(gfx *g, unsigned long long key, SDL_Texture *tex, int w, int h)
{
    char name[300];
    (void)g;
    if (!layer_name(name, sizeof name, key))
        return 0;
    SDL_Surface *s = gfx_rcache_get(name, strlen(name), w, h);
    /* saved as ARGB8888: the layout of an RGB888 texture too */
    int ok = s && s->format->format == SDL_PIXELFORMAT_ARGB8888 &&
             SDL_UpdateTexture(tex, NULL, s->pixels, s->pitch) == 0;
    gfx_rcache_free(s);
    return ok;
}

void gfx_layer_save(gfx *g, unsigned long long key, int w, int h)
{
    SDL_Surface *s = gfx_layer_grab(g, w, h);
    gfx_layer_keep(key, s);
    SDL_FreeSurface(s);
}

SDL_Surface *gfx_layer_grab(gfx *g, int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s && SDL_RenderReadPixels(g->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        s = NULL;
    }
    return s;
}

void gfx_layer_keep(unsigned long long key, SDL_Surface *s)
{
    char name[300];
    if (s && layer_name(name, sizeof name, key))
        gfx_rcache_put(name, strlen(name), s->w, s->h, s);
}

typedef struct old_file {
    char name[256];
    time_t when;
    long size;
} old_file;

static int by_age(const void *a, const void *b)
{
    const old_file *x = a, *y = b;
    return x->when < y->when ? -1 : x->when > y->when;
}

/* Once a run: over CACHE_MAX_BYTES, the oldest files go. */
static void prune(void)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    old_file *fl = NULL;
    int n = 0, cap = 0;
    long total = 0;
    char p[1400];

    if (!d)
        return;
    while ((de = readdir(d))) {
        struct stat st;
        if (de->d_name[0] == '.' || strlen(de->d_name) >= sizeof fl->name)
            continue;
        snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
        if (stat(p, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        if (n == cap) {
            old_file *nf = realloc(fl, (size_t)(cap = cap * 2 + 64) * sizeof *fl);
            if (!nf)
                break;
            fl = nf;
        }
        snprintf(fl[n].name, sizeof fl[n].name, "%s", de->d_name);
        fl[n].when = st.st_mtime;
        fl[n].size = (long)st.st_size;
        total += fl[n++].size;
    }
    closedir(d);
    if (total > CACHE_MAX_BYTES) {
        qsort(fl, (size_t)n, sizeof *fl, by_age);
        for (int i = 0; i < n && total > CACHE_MAX_BYTES / 4 * 3; i++) {
            snprintf(p, sizeof p, "%s/%s", dir, fl[i].name);
            if (unlink(p) == 0)
                total -= fl[i].size;
        }
    }
    free(fl);
}

void gfx_rcache_put(const char *data, size_t len, int w, int h, SDL_Surface *surf)
{
    char path[1200], tmp[1300];
    SDL_Surface *s = surf;
    Uint32 fmt, flags;
    FILE *f;
    int ok;

    if (!cache_on() || !surf || surf->w != w || surf->h != h ||
        surf->format->BytesPerPixel != 4 || SDL_MUSTLOCK(surf))
        return;
    fmt = surf->format->format;
    flags = gfx_surface_opaque(surf) ? F_OPAQUE : 0;
    file_name(path, sizeof path, data, len, w, h);
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    f = fopen(tmp, "wb");
    ok = f && fwrite(MAGIC, 1, 8, f) == 8 && fwrite(&w, 4, 1, f) == 1 &&
         fwrite(&h, 4, 1, f) == 1 && fwrite(&fmt, 4, 1, f) == 1 && fwrite(&flags, 4, 1, f) == 1;
    for (int y = 0; ok && y < h; y++)
        ok = fwrite((char *)s->pixels + (size_t)y * (size_t)s->pitch, 4, (size_t)w, f) == (size_t)w;
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok || rename(tmp, path) != 0)
        unlink(tmp);
    if (!pruned++)
        prune();
}
