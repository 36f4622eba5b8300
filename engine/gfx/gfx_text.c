/* gfx_text: text drawn from a cache of rendered strings, wrapping, and
 * the record of what a frame drew (scripts assert on it). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "core/paths.h"
#include "gfx/gfx_local.h"

/* ---------------------------------------------------------- text cache */

unsigned gfx_hash_str(const char *s, size_t n, unsigned seed)
{
    unsigned h = 2166136261u ^ seed;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

void gfx_text_rebuild_buckets(gfx *g)
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
void gfx_text_evict(gfx *g, int keep_current)
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
    gfx_text_rebuild_buckets(g);
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

void gfx_frame_restart(gfx *g)
{
    g->rec_len = 0;
    if (g->rec)
        g->rec[0] = 0;
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
    unsigned h = gfx_hash_str(s, n, (unsigned)font * 7919u);
    for (int i = g->tbucket[h % HASH_BUCKETS]; i >= 0; i = g->text[i].next) {
        text_entry *t = &g->text[i];
        if (t->hash == h && t->font == font && !strcmp(t->s, s)) {
            t->used = g->frame_no;
            return t;
        }
    }
    if (g->ntext >= TEXT_CACHE_MAX || g->text_pixels > TEXT_CACHE_PIXELS)
        gfx_text_evict(g, 1);
    if (g->ntext >= TEXT_CACHE_MAX)
        gfx_text_evict(g, 0);
    if (!g->text) {
        g->text = calloc(TEXT_CACHE_MAX, sizeof *g->text);
        if (!g->text)
            return NULL;
    }
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *surf = g->tpack ? gfx_tpack_text(g->tpack, font, s) : NULL;
    if (!surf) {
        TTF_Font *f = gfx_font(g, font);
        surf = f ? TTF_RenderUTF8_Blended(f, s, white) : NULL;
        if (surf && g->tpack)
            gfx_tpack_put_text(g->tpack, font, s, surf);
    }
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
    if (g->recording) {
        gfx_rec_mix(g, &dst, sizeof dst);
        gfx_rec_mix(g, &c, sizeof c);
        gfx_rec_mix(g, &font, sizeof font);
        gfx_rec_mix(g, s, strlen(s) + 1);
        return to_logical_w(g, t->w);
    }
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
    if (g->tpack && gfx_tpack_width(g->tpack, font, s, &w))
        return to_logical_w(g, w);
    TTF_Font *f = gfx_font(g, font);
    if (!f || TTF_SizeUTF8(f, s, &w, &h) != 0)
        return 0;
    if (g->tpack)
        gfx_tpack_put_width(g->tpack, font, s, w, h);
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
    int skip = 0;
    if (!g->tpack || !gfx_tpack_skip(g->tpack, font, &skip)) {
        TTF_Font *f = gfx_font(g, font);
        skip = f ? TTF_FontLineSkip(f) : (int)lroundf(font_spec[font].size * 1.2f * g->scale);
        if (f && g->tpack)
            gfx_tpack_put_skip(g->tpack, font, skip);
    }
    return (int)ceilf(skip / g->scale);
}

static int px_width(gfx *g, int font, const char *s, size_t n, char *tmp, size_t cap)
{
    int w = 0, h = 0;
    if (n >= cap)
        n = cap - 1;
    memcpy(tmp, s, n);
    tmp[n] = 0;
    if (!n)
        return 0;
    if (g->tpack && gfx_tpack_width(g->tpack, font, tmp, &w))
        return w;
    TTF_Font *f = gfx_font(g, font);
    if (!f || TTF_SizeUTF8(f, tmp, &w, &h) != 0)
        return 0;
    if (g->tpack)
        gfx_tpack_put_width(g->tpack, font, tmp, w, h);
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

int gfx_text_wrap_fit(gfx *g, int font, SDL_Rect r, SDL_Color c, const char *s)
{
    char buf[1024];
    int lo = 0, hi;

    if (!s || gfx_text_wrap_h(g, font, r.w, s) <= r.h) {
        gfx_text_wrap(g, font, r, c, s);
        return 0;
    }
    /* the longest cut at a space whose text and ellipsis still fit */
    hi = (int)strlen(s);
    if (hi > (int)sizeof buf - 8)
        hi = (int)sizeof buf - 8;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2, k = mid;
        while (k > 0 && s[k] != ' ')
            k--;
        snprintf(buf, sizeof buf, "%.*s\xE2\x80\xA6", k, s);
        if (k > 0 && gfx_text_wrap_h(g, font, r.w, buf) <= r.h)
            lo = mid;
        else
            hi = mid - 1;
    }
    while (lo > 0 && s[lo] != ' ')
        lo--;
    snprintf(buf, sizeof buf, "%.*s\xE2\x80\xA6", lo, s);
    gfx_text_wrap(g, font, r, c, buf);
    return 1;
}

int gfx_text_wrap_h(gfx *g, int font, int w, const char *s)
{
    SDL_Rect r = {0, 0, w, 0};
    SDL_Color c = {0, 0, 0, 0};
    if (!s || !*s)
        return 0;
    return wrap(g, font, r, c, s, 0, GFX_LEFT);
}
