/* gfx_tpack: the text of a screen's first frame kept on disk between runs.
 * Shaping and rasterising a hundred strings (and measuring twice as many)
 * was a third of a board's first frame; the strings that frame drew, their
 * pixels as SDL_ttf gave them, the widths it measured and the fonts' line
 * skips are written to one file per screen after it, and the next start of that screen reads
 * the file in one go and takes its strings from there (the textures made
 * from them are the very ones a fresh rendering gives).
 *
 * The file is named by the screen (ui: the game's id, or "launcher") and
 * holds a key that must match in full: this build of the program, the
 * versions of SDL_ttf, FreeType and HarfBuzz, and for every font slot its
 * file (name, size, date), pixel size, style and hinting. A changed font,
 * library, window scale or build is a miss and the file is written anew.
 * A torn or foreign file is a miss too (every length is checked). Written
 * whole under a temporary name and renamed; LEGATION_RASTER_CACHE=0 turns
 * it off with the raster cache. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "core/paths.h"
#include "gfx/gfx_local.h"

#define TP_MAGIC "LGTEXT02"
#define TP_MAX_STR 4096
#define TP_BUCKETS 1024

typedef struct tp_ent {
    int font;
    int w, h;              /* pixels; measured only: pix NULL */
    const char *s;         /* NUL-terminated */
    const Uint32 *pix;     /* w * h ARGB8888, rows packed */
    unsigned hash;
    int next;
} tp_ent;

typedef struct tp_list {
    tp_ent *e;
    int n, cap;
    int bucket[TP_BUCKETS];
    char **own;            /* blocks this list allocated */
    int nown, capown;
} tp_list;

struct gfx_tpack {
    int skip_old[GFX_NFONTS]; /* line skips from the file, -1 unknown */
    int skip_now[GFX_NFONTS]; /* the same, as this run knows them */
    char path[1100];
    char key[4096];
    char *file;            /* the file read, entries of `old` point in it */
    tp_list old;           /* what the file holds */
    tp_list now;           /* what this frame used */
    int missed;            /* something was not in the file */
};

static unsigned ent_hash(int font, const char *s)
{
    return gfx_hash_str(s, strlen(s), (unsigned)font * 40503u);
}

static void list_init(tp_list *l)
{
    memset(l, 0, sizeof *l);
    for (int i = 0; i < TP_BUCKETS; i++)
        l->bucket[i] = -1;
}

static void list_free(tp_list *l)
{
    for (int i = 0; i < l->nown; i++)
        free(l->own[i]);
    free(l->own);
    free(l->e);
    list_init(l);
}

/* An entry of that font and string: a rendering (want_pixels 1) or a
 * measurement (0), which are told apart: each is only ever answered by
 * what the same call of SDL_ttf gave. */
static const tp_ent *list_find(const tp_list *l, int font, const char *s, int want_pixels)
{
    unsigned h = ent_hash(font, s);
    for (int i = l->bucket[h % TP_BUCKETS]; i >= 0; i = l->e[i].next) {
        const tp_ent *e = &l->e[i];
        if (e->hash == h && e->font == font && (e->pix != NULL) == want_pixels && !strcmp(e->s, s))
            return e;
    }
    return NULL;
}

static int list_own(tp_list *l, char *block)
{
    if (l->nown == l->capown) {
        int cap = l->capown * 2 + 64;
        char **n = realloc(l->own, (size_t)cap * sizeof *n);
        if (!n)
            return 0;
        l->own = n;
        l->capown = cap;
    }
    l->own[l->nown++] = block;
    return 1;
}

/* Adds e (its string and pixels already where they stay). */
static int list_add(tp_list *l, const tp_ent *e)
{
    if (l->n == l->cap) {
        int cap = l->cap * 2 + 128;
        tp_ent *n = realloc(l->e, (size_t)cap * sizeof *n);
        if (!n)
            return 0;
        l->e = n;
        l->cap = cap;
    }
    tp_ent *d = &l->e[l->n];
    *d = *e;
    d->hash = ent_hash(e->font, e->s);
    d->next = l->bucket[d->hash % TP_BUCKETS];
    l->bucket[d->hash % TP_BUCKETS] = l->n++;
    return 1;
}

/* Everything the text's pixels depend on, besides the string. */
static int make_key(gfx *g, char *out, size_t n)
{
    char id[200];
    if (!gfx_rcache_build_id(id, sizeof id))
        return 0;
    const SDL_version *tv = TTF_Linked_Version();
    int fa = 0, fb = 0, fc = 0, ha = 0, hb = 0, hc = 0;
    TTF_GetFreeTypeVersion(&fa, &fb, &fc);
    TTF_GetHarfBuzzVersion(&ha, &hb, &hc);
    int k = snprintf(out, n, "%s ttf %d.%d.%d ft %d.%d.%d hb %d.%d.%d", id, tv->major, tv->minor,
                     tv->patch, fa, fb, fc, ha, hb, hc);
    for (int i = 0; i < GFX_NFONTS && k > 0 && (size_t)k < n; i++) {
        const char *file = gfx_font_file(font_spec[i].face);
        struct stat st;
        if (!file || stat(file, &st) != 0)
            return 0;
        /* as gfx.c opens every slot (kerning left at SDL_ttf's default) */
        k += snprintf(out + k, n - (size_t)k, " | %s %lld %lld.%09ld %d %d %d", file,
                      (long long)st.st_size, (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
                      g->font_px[i], gfx_font_style(font_spec[i].face), GFX_HINTING);
    }
    return k > 0 && (size_t)k < n;
}

int gfx_text_identity(gfx *g, char *out, size_t n)
{
    return make_key(g, out, n);
}

static uint32_t rd32(const char **p)
{
    uint32_t v;
    memcpy(&v, *p, 4);
    *p += 4;
    return v;
}

/* Takes the file's entries into t->old; 0 (and nothing kept) when it is
 * not a whole file made for this key. */
static int parse(gfx_tpack *t, size_t len)
{
    const char *p = t->file, *end = t->file + len;
    size_t klen = strlen(t->key);
    if (len < 16 || memcmp(p, TP_MAGIC, 8) != 0)
        return 0;
    p += 8;
    size_t kpad = (klen + 3) / 4 * 4;
    if (rd32(&p) != klen || (size_t)(end - p) < kpad + 4 || memcmp(p, t->key, klen) != 0)
        return 0;
    p += kpad;
    if ((size_t)(end - p) < 4 * GFX_NFONTS + 4)
        return 0;
    for (int i = 0; i < GFX_NFONTS; i++) {
        int32_t v = (int32_t)rd32(&p);
        t->skip_old[i] = v > 0 && v < 10000 ? v : -1;
    }
    uint32_t count = rd32(&p);
    for (uint32_t i = 0; i < count; i++) {
        if (end - p < 20)
            return 0;
        tp_ent e = {0};
        e.font = (int)rd32(&p);
        e.w = (int)rd32(&p);
        e.h = (int)rd32(&p);
        uint32_t has = rd32(&p), slen = rd32(&p);
        if (e.font < 0 || e.font >= GFX_NFONTS || e.w < 0 || e.h < 0 || e.w > 1 << 14 ||
            e.h > 1 << 14 || slen == 0 || slen > TP_MAX_STR ||
            (size_t)(end - p) < (slen + 1 + 3) / 4 * 4 || p[slen] != 0 || memchr(p, 0, slen))
            return 0;
        e.s = p;
        p += (slen + 1 + 3) / 4 * 4;
        if (has) {
            size_t px = (size_t)e.w * (size_t)e.h * 4;
            if (p > end || (size_t)(end - p) < px || ((uintptr_t)p & 3))
                return 0;
            e.pix = (const Uint32 *)(const void *)p;
            p += px;
        }
        if (p > end || !list_add(&t->old, &e))
            return 0;
    }
    return p == end;
}

gfx_tpack *gfx_tpack_open(gfx *g, const char *screen)
{
    char dir[1024], clean[64];
    const char *env = getenv("LEGATION_RASTER_CACHE");
    if ((env && !strcmp(env, "0")) || !paths_cache_dir("raster", dir, sizeof dir))
        return NULL;
    gfx_tpack *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    list_init(&t->old);
    list_init(&t->now);
    if (!make_key(g, t->key, sizeof t->key)) {
        free(t);
        return NULL;
    }
    int k = 0;
    for (const char *c = screen; *c && k < (int)sizeof clean - 1; c++)
        clean[k++] = (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') ? *c : '_';
    clean[k] = 0;
    snprintf(t->path, sizeof t->path, "%s/text-%s.pack", dir, clean);

    int fd = open(t->path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        st.st_size < (64L << 20) && (t->file = SDL_malloc((size_t)st.st_size))) {
        /* SDL's allocator: a big block comes with its pages (gfx_mem.c) */
        size_t got = 0, need = (size_t)st.st_size;
        while (got < need) {
            ssize_t r = read(fd, t->file + got, need - got);
            if (r <= 0)
                break;
            got += (size_t)r;
        }
        if (got != need || !parse(t, need)) {
            for (int i = 0; i < GFX_NFONTS; i++)
                t->skip_old[i] = -1;
            list_free(&t->old);
            SDL_free(t->file);
            t->file = NULL;
        }
    }
    if (fd >= 0)
        close(fd);
    return t;
}

/* Notes that this frame used e (from the file or fresh). */
static void keep(gfx_tpack *t, const tp_ent *e, int copy)
{
    if (list_find(&t->now, e->font, e->s, e->pix != NULL))
        return;
    tp_ent c = *e;
    if (copy) {
        size_t sl = strlen(e->s) + 1, px = e->pix ? (size_t)e->w * (size_t)e->h * 4 : 0;
        char *b = malloc(sl + px + 4);
        if (!b || !list_own(&t->now, b)) {
            free(b);
            return;
        }
        memcpy(b, e->pix ? (const char *)e->pix : "", px);
        memcpy(b + px, e->s, sl);
        c.pix = e->pix ? (const Uint32 *)(void *)b : NULL;
        c.s = b + px;
    }
    list_add(&t->now, &c);
}

SDL_Surface *gfx_tpack_text(gfx_tpack *t, int font, const char *s)
{
    const tp_ent *e = t && strlen(s) <= TP_MAX_STR ? list_find(&t->old, font, s, 1) : NULL;
    if (!e) {
        if (t)
            t->missed = 1;
        return NULL;
    }
    keep(t, e, 0);
    return SDL_CreateRGBSurfaceWithFormatFrom((void *)e->pix, e->w, e->h, 32, e->w * 4,
                                              SDL_PIXELFORMAT_ARGB8888);
}

void gfx_tpack_put_text(gfx_tpack *t, int font, const char *s, const SDL_Surface *surf)
{
    if (!t || strlen(s) > TP_MAX_STR || surf->format->format != SDL_PIXELFORMAT_ARGB8888 ||
        SDL_MUSTLOCK(surf))
        return;
    /* rows packed: the surface's pitch may carry padding */
    size_t row = (size_t)surf->w * 4;
    Uint32 *px = malloc(row * (size_t)surf->h + 4);
    if (!px)
        return;
    for (int y = 0; y < surf->h; y++)
        memcpy((char *)px + row * (size_t)y, (const char *)surf->pixels + (size_t)surf->pitch * (size_t)y,
               row);
    tp_ent e = {font, surf->w, surf->h, s, px, 0, 0};
    keep(t, &e, 1);
    free(px);
}

int gfx_tpack_width(gfx_tpack *t, int font, const char *s, int *w)
{
    const tp_ent *e = t && strlen(s) <= TP_MAX_STR ? list_find(&t->old, font, s, 0) : NULL;
    if (!e) {
        if (t)
            t->missed = 1;
        return 0;
    }
    tp_ent m = *e;
    m.pix = NULL;
    keep(t, &m, 0);
    *w = e->w;
    return 1;
}

void gfx_tpack_put_width(gfx_tpack *t, int font, const char *s, int w, int h)
{
    if (!t || strlen(s) > TP_MAX_STR)
        return;
    tp_ent e = {font, w, h, s, NULL, 0, 0};
    keep(t, &e, 1);
}

int gfx_tpack_skip(gfx_tpack *t, int font, int *skip)
{
    if (!t || font < 0 || font >= GFX_NFONTS)
        return 0;
    if (t->skip_old[font] <= 0) {
        t->missed = 1;
        return 0;
    }
    *skip = t->skip_now[font] = t->skip_old[font];
    return 1;
}

void gfx_tpack_put_skip(gfx_tpack *t, int font, int skip)
{
    if (t && font >= 0 && font < GFX_NFONTS)
        t->skip_now[font] = skip;
}

static int wr32(FILE *f, uint32_t v)
{
    return fwrite(&v, 4, 1, f) == 1;
}

static void write_pack(gfx_tpack *t)
{
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", t->path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    size_t klen = strlen(t->key);
    static const char zero[4];
    size_t kpad = (4 - klen % 4) % 4;
    /* everything 4-aligned, so the pixels can be used where they are read */
    int ok = f && fwrite(TP_MAGIC, 1, 8, f) == 8 && wr32(f, (uint32_t)klen) &&
             fwrite(t->key, 1, klen, f) == klen && fwrite(zero, 1, kpad, f) == kpad;
    for (int i = 0; ok && i < GFX_NFONTS; i++)
        ok = wr32(f, (uint32_t)t->skip_now[i]);
    ok = ok && wr32(f, (uint32_t)t->now.n);
    for (int i = 0; ok && i < t->now.n; i++) {
        const tp_ent *e = &t->now.e[i];
        size_t sl = strlen(e->s) + 1, pad = (4 - sl % 4) % 4;
        ok = wr32(f, (uint32_t)e->font) && wr32(f, (uint32_t)e->w) && wr32(f, (uint32_t)e->h) &&
             wr32(f, e->pix != NULL) && wr32(f, (uint32_t)(sl - 1)) && fwrite(e->s, 1, sl, f) == sl &&
             fwrite(zero, 1, pad, f) == pad;
        if (ok && e->pix) {
            size_t px = (size_t)e->w * (size_t)e->h * 4;
            ok = fwrite(e->pix, 1, px, f) == px;
        }
    }
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok || rename(tmp, t->path) != 0)
        unlink(tmp);
}

void gfx_tpack_close(gfx_tpack *t)
{
    if (!t)
        return;
    if (t->missed && t->now.n > 0)
        write_pack(t);
    list_free(&t->now);
    list_free(&t->old);
    SDL_free(t->file);
    free(t);
}
