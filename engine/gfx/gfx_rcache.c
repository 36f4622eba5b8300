/* gfx_rcache: rasterised SVG art kept on disk between runs. SDL_image's
 * rasteriser takes tens of milliseconds for a large drawing with gradients
 * (a board's paper at window size), which held back the first frame; the
 * pixels of such a drawing at that size are read back instead. A file is
 * named by a hash of the SVG text, the size and SDL_image's version, so an
 * edited asset or another library never meets a stale picture. Files are
 * written whole under a temporary name and renamed (no fsync: a lost or
 * torn file is only a cache miss, checked by its size). LEGATION_RASTER_CACHE=0
 * turns it off. */
#include <dirent.h>
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

#define MAGIC "LGRASTR2"
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

SDL_Surface *gfx_rcache_get(const char *data, size_t len, int w, int h)
{
    char path[1200], head[20];
    SDL_Surface *s = NULL;
    Uint32 fmt;
    FILE *f;

    if (!cache_on() || w < 1 || h < 1)
        return NULL;
    file_name(path, sizeof path, data, len, w, h);
    if (!(f = fopen(path, "rb")))
        return NULL;
    /* the pixels in the format SDL_image gave them: the texture made from
     * them is then the very one a fresh rasterisation gives */
    if (fread(head, 1, 20, f) != 20 || memcmp(head, MAGIC, 8) != 0 ||
        memcmp(head + 8, &w, 4) != 0 || memcmp(head + 12, &h, 4) != 0 ||
        (memcpy(&fmt, head + 16, 4), SDL_BYTESPERPIXEL(fmt) != 4) ||
        !(s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, fmt))) {
        fclose(f);
        return NULL;
    }
    for (int y = 0; y < h; y++) {
        if (fread((char *)s->pixels + (size_t)y * (size_t)s->pitch, 4, (size_t)w, f) != (size_t)w) {
            SDL_FreeSurface(s);     /* torn: a miss */
            fclose(f);
            return NULL;
        }
    }
    fclose(f);
    return s;
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
    Uint32 fmt;
    FILE *f;
    int ok;

    if (!cache_on() || !surf || surf->w != w || surf->h != h ||
        surf->format->BytesPerPixel != 4 || SDL_MUSTLOCK(surf))
        return;
    fmt = surf->format->format;
    file_name(path, sizeof path, data, len, w, h);
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    f = fopen(tmp, "wb");
    ok = f && fwrite(MAGIC, 1, 8, f) == 8 && fwrite(&w, 4, 1, f) == 1 &&
         fwrite(&h, 4, 1, f) == 1 && fwrite(&fmt, 4, 1, f) == 1;
    for (int y = 0; ok && y < h; y++)
        ok = fwrite((char *)s->pixels + (size_t)y * (size_t)s->pitch, 4, (size_t)w, f) == (size_t)w;
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok || rename(tmp, path) != 0)
        unlink(tmp);
    if (!pruned++)
        prune();
}
