/* gfx_swtri: soft-edged geometry under SDL's software renderer, drawn
 * straight into the window's pixels. That renderer fills every triangle
 * into a small surface of its own, blends it onto the window and frees it:
 * some 4,000 instructions for a triangle of a few pixels, and a table of
 * round pieces is 20,000 triangles (two thirds of Colonial Siege's first
 * frame). Here SDL 2's own arithmetic runs without those surfaces, so each
 * pixel comes out as SDL would make it: corners cut to whole pixels, pixel
 * centres tested with the top-left rule, colours interpolated by integer
 * division, and the per-pixel alpha blend of its 32-bit blitter. Pairs of
 * triangles that SDL draws as a filled rectangle still go to SDL, in
 * order. A check on first use draws a set of shapes both ways on a small
 * surface; where the two differ by a single bit (another SDL, another
 * blitter) SDL draws everything, as it does for other renderers, for
 * render targets and with LEGATION_SWTRI=0. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "gfx/gfx_local.h"

/* Corners beyond these pixels are left to SDL: its edge sums in int are
 * exact up to there. */
#define LIM_LO (-2048.0f)
#define LIM_HI 10240.0f
#define SWTRI_SEG_MIN 6    /* sides of the check's discs: 6 to 9 */

typedef struct corner {
    int x, y;              /* twice the pixel (SDL's one bit of fraction) */
    SDL_Color c;
} corner;

typedef struct target {
    Uint32 *px;
    int pitch;             /* in pixels */
    int x0, y0, x1, y1;    /* the clip, inside the surface */
} target;

static long long edge(const corner *a, const corner *b, int cx, int cy)
{
    return (long long)(b->x - a->x) * (cy - a->y) - (long long)(b->y - a->y) * (cx - a->x);
}

/* SDL's top-left rule: pixel centres on this edge belong to the triangle */
static int top_left(const corner *a, const corner *b, int clockwise)
{
    if (clockwise)
        return (a->y == b->y && a->x < b->x) || b->y < a->y;
    return (a->y == b->y && b->x < a->x) || a->y < b->y;
}

/* One source pixel (ARGB) over the window's: the 32-bit blitter's blend,
 * each byte (the unused top one too, as if the source's were 255)
 * s*a/256 + d*(255-a)/256, each quotient cut; two bytes a multiply, as no
 * product spills into the next byte's half. */
static Uint32 blend(Uint32 d, Uint32 s)
{
    Uint32 a = s >> 24, na = 255 - a;
    if (a == 0)
        return d;
    if (a == 255)
        return s;
    s |= 0xff000000u;
    return ((((s & 0xff00ffu) * a) >> 8) & 0xff00ffu) + ((((d & 0xff00ffu) * na) >> 8) & 0xff00ffu) +
           ((((s >> 8) & 0xff00ffu) * a) & 0xff00ff00u) + ((((d >> 8) & 0xff00ffu) * na) & 0xff00ff00u);
}

/* Narrows [lo, hi] to the steps n at which an edge sum rb + n * step is
 * not negative (the pixel is on the inner side of that edge). */
static void run(long long rb, long long step, long long *lo, long long *hi)
{
    if (step > 0 && rb < 0) {
        long long n = (-rb + step - 1) / step;
        *lo = n > *lo ? n : *lo;
    } else if (step < 0) {
        long long n = rb < 0 ? -1 : rb / -step;
        *hi = n < *hi ? n : *hi;
    } else if (step == 0 && rb < 0) {
        *hi = -1;
    }
}

static void fill(const target *t, const corner *d0, const corner *d1, const corner *d2)
{
    long long area = edge(d0, d1, d2->x, d2->y);
    if (area == 0)
        return;
    int minx = d0->x, maxx = d0->x, miny = d0->y, maxy = d0->y;
    const corner *d[3] = {d0, d1, d2};
    for (int k = 1; k < 3; k++) {
        minx = d[k]->x < minx ? d[k]->x : minx;
        maxx = d[k]->x > maxx ? d[k]->x : maxx;
        miny = d[k]->y < miny ? d[k]->y : miny;
        maxy = d[k]->y > maxy ? d[k]->y : maxy;
    }
    /* the pixels of the box (its far edge excluded), inside the clip */
    int x0 = minx / 2, y0 = miny / 2, x1 = x0 + (maxx - minx) / 2, y1 = y0 + (maxy - miny) / 2;
    x0 = x0 > t->x0 ? x0 : t->x0;
    y0 = y0 > t->y0 ? y0 : t->y0;
    x1 = x1 < t->x1 ? x1 : t->x1;
    y1 = y1 < t->y1 ? y1 : t->y1;
    if (x1 <= x0 || y1 <= y0)
        return;
    int cw = area > 0;
    long long s = cw ? 1 : -1;
    area = area > 0 ? area : -area;
    long long b0 = top_left(d1, d2, cw) ? 0 : -1, b1 = top_left(d2, d0, cw) ? 0 : -1,
              b2 = top_left(d0, d1, cw) ? 0 : -1;
    /* edge sums at the first pixel's centre and their steps */
    int px = 2 * x0 + 1, py = 2 * y0 + 1;
    long long r0 = s * edge(d1, d2, px, py), r1 = s * edge(d2, d0, px, py), r2 = s * edge(d0, d1, px, py);
    long long sx0 = s * 2 * (d1->y - d2->y), sx1 = s * 2 * (d2->y - d0->y), sx2 = s * 2 * (d0->y - d1->y);
    long long sy0 = s * 2 * (d2->x - d1->x), sy1 = s * 2 * (d0->x - d2->x), sy2 = s * 2 * (d1->x - d0->x);
    SDL_Color c0 = d0->c, c1 = d1->c, c2 = d2->c;
    int uniform = !memcmp(&c0, &c1, sizeof c0) && !memcmp(&c1, &c2, sizeof c1);
    Uint32 flat = (Uint32)c0.a << 24 | (Uint32)c0.r << 16 | (Uint32)c0.g << 8 | c0.b;
    static const int shift[4] = {16, 8, 0, 24};
    const long long ch[3][4] = {{c0.r, c0.g, c0.b, c0.a}, {c1.r, c1.g, c1.b, c1.a}, {c2.r, c2.g, c2.b, c2.a}};
    unsigned varies = 0;
    for (int k = 0; k < 4; k++)
        varies |= (unsigned)(ch[0][k] != ch[1][k] || ch[1][k] != ch[2][k]) << k;

    long long last = x1 - x0 - 1;
    for (int y = y0; y < y1; y++, r0 += sy0, r1 += sy1, r2 += sy2) {
        /* the row's run of pixels inside all three edges, worked out
         * rather than tested pixel by pixel (thin slivers have wide boxes) */
        long long lo = 0, hi = last;
        run(r0 + b0, sx0, &lo, &hi);
        run(r1 + b1, sx1, &lo, &hi);
        run(r2 + b2, sx2, &lo, &hi);
        Uint32 *row = t->px + (size_t)y * (size_t)t->pitch + x0;
        long long w0 = r0 + lo * sx0, w1 = r1 + lo * sx1, w2 = r2 + lo * sx2;
        for (long long x = lo; x <= hi; x++, w0 += sx0, w1 += sx1, w2 += sx2) {
            Uint32 src = flat;
            if (!uniform) {
                /* a channel equal at the three corners is that value (the
                 * weights add up to the area); the others divided as SDL does */
                for (int k = 0; k < 4; k++)
                    if (varies & 1u << k) {
                        Uint32 v = (Uint32)((w0 * ch[0][k] + w1 * ch[1][k] + w2 * ch[2][k]) / area);
                        src = (src & ~(255u << shift[k])) | (v & 255) << shift[k];
                    }
            }
            row[x] = blend(row[x], src);
        }
    }
}

static corner at(const SDL_Vertex *v)
{
    corner c = {(int)v->position.x * 2, (int)v->position.y * 2, v->color};
    return c;
}

static int same_colour(const SDL_Vertex *v, int a, int b)
{
    return !memcmp(&v[a].color, &v[b].color, sizeof v[a].color);
}

/* SDL's software path takes two triangles in a row that share an edge and
 * make an upright rectangle of one colour as a filled rectangle: the
 * rectangle's corners (A top-left, B bottom-right), or 0. */
static int as_rect(const SDL_Vertex *v, const int *prev, const int *k, SDL_FRect *out)
{
    int shared = 0;
    for (int j = 0; j < 3; j++)
        shared += prev[j] == k[0] || prev[j] == k[1] || prev[j] == k[2];
    if (shared != 2)
        return 0;
    float x0 = v[k[0]].position.x, y0 = v[k[0]].position.y, x1 = v[k[1]].position.x,
          y1 = v[k[1]].position.y, x2 = v[k[2]].position.x, y2 = v[k[2]].position.y;
    int A, B, C = k[2], C2 = prev[2];
    if (x0 <= x1 && y0 <= y1)
        A = x0 <= x2 && y0 <= y2 ? k[0] : k[2];
    else
        A = x1 <= x2 && y1 <= y2 ? k[1] : k[2];
    if (x0 >= x1 && y0 >= y1)
        B = x0 >= x2 && y0 >= y2 ? k[0] : k[2];
    else
        B = x1 >= x2 && y1 >= y2 ? k[1] : k[2];
    for (int j = 2; j >= 0; j--) {
        if (k[j] != A && k[j] != B)
            C = k[j];
        if (prev[j] != A && prev[j] != B)
            C2 = prev[j];
    }
    const SDL_FPoint *a = &v[A].position, *b = &v[B].position;
    for (int m = 0; m < 2; m++) {
        const SDL_FPoint *c = &v[m ? C2 : C].position;
        if (!((a->x == c->x && b->y == c->y) || (a->y == c->y && b->x == c->x)))
            return 0;
    }
    if (!same_colour(v, A, B) || !same_colour(v, A, C) || !same_colour(v, A, C2))
        return 0;
    *out = (SDL_FRect){a->x, a->y, b->x - a->x, b->y - a->y};
    return 1;
}

static void fill_prev(const target *t, const SDL_Vertex *v, const int *k)
{
    corner a = at(&v[k[0]]), b = at(&v[k[1]]), c = at(&v[k[2]]);
    fill(t, &a, &b, &c);
}

/* The triangles of one call in SDL's order: rectangles queued on ren (and
 * run at once, so what follows lands over them), the rest into t. */
static void draw_list(SDL_Renderer *ren, const target *t, const SDL_Vertex *v, const int *ix, int ni)
{
    int prev[3] = {-1, -1, -1};
    for (int i = 0; i + 2 < ni; i += 3) {
        const int *k = ix + i;
        SDL_FRect r;
        if (prev[0] < 0) {
            memcpy(prev, k, sizeof prev);
            continue;
        }
        if (as_rect(v, prev, k, &r)) {
            if (r.w != 0.0f && r.h != 0.0f) {
                SDL_Color c = v[k[0]].color;
                SDL_SetRenderDrawColor(ren, c.r, c.g, c.b, c.a);
                SDL_RenderFillRectF(ren, &r);
                SDL_RenderFlush(ren);
            }
            prev[0] = -1;
            continue;
        }
        fill_prev(t, v, prev);
        memcpy(prev, k, sizeof prev);
    }
    if (prev[0] >= 0)
        fill_prev(t, v, prev);
}

/* The pixels of s inside the renderer's clip, as its software renderer
 * clips them; 0 when s is not a surface this file blends like SDL. */
static int target_of(SDL_Renderer *ren, SDL_Surface *s, target *t)
{
    const SDL_PixelFormat *f = s ? s->format : NULL;
    if (!f || f->BytesPerPixel != 4 || f->Rmask != 0xff0000 || f->Gmask != 0xff00 ||
        f->Bmask != 0xff || (f->Amask && f->Amask != 0xff000000u) || SDL_MUSTLOCK(s) ||
        s->pitch % 4)
        return 0;
    SDL_Rect vp;
    float sx, sy;
    SDL_RenderGetViewport(ren, &vp);
    SDL_RenderGetScale(ren, &sx, &sy);
    if (vp.x || vp.y || sx != 1.0f || sy != 1.0f)
        return 0;
    t->px = s->pixels;
    t->pitch = s->pitch / 4;
    t->x0 = 0;
    t->y0 = 0;
    t->x1 = s->w < vp.w ? s->w : vp.w;
    t->y1 = s->h < vp.h ? s->h : vp.h;
    if (SDL_RenderIsClipEnabled(ren)) {
        SDL_Rect c;
        SDL_RenderGetClipRect(ren, &c);
        t->x0 = c.x > 0 ? c.x : 0;
        t->y0 = c.y > 0 ? c.y : 0;
        t->x1 = c.x + c.w < t->x1 ? c.x + c.w : t->x1;
        t->y1 = c.y + c.h < t->y1 ? c.y + c.h : t->y1;
    }
    return 1;
}

static int in_reach(const SDL_Vertex *v, int nv)
{
    for (int i = 0; i < nv; i++)
        if (!(v[i].position.x >= LIM_LO && v[i].position.x <= LIM_HI &&
              v[i].position.y >= LIM_LO && v[i].position.y <= LIM_HI))
            return 0;
    return 1;
}

/* ------------------------------------------------------ the check */

static Uint32 mix(Uint32 *st)
{
    *st = *st * 1664525u + 1013904223u;
    return *st >> 8;
}

/* A test picture in a square of side w: soft discs like gfx_shapes'
 * (fans with a feather of alpha 0), some cut by the edges, upright
 * rectangles, both windings, colours with alpha 0, 255 and between. */
static int test_shapes(Uint32 st, int shapes, int w, SDL_Vertex *v, int *ix, int *nv)
{
    int n = 0, ni = 0;
    for (int s = 0; s < shapes; s++) {
        SDL_Color c = {(Uint8)mix(&st), (Uint8)mix(&st), (Uint8)mix(&st), (Uint8)mix(&st)};
        if (s % 5 == 0)
            c.a = 255;
        float cx = (float)(mix(&st) % (unsigned)(w * 125)) / 100.0f - (float)w / 8,
              cy = (float)(mix(&st) % (unsigned)(w * 125)) / 100.0f - (float)w / 8,
              r = 1.5f + (float)(mix(&st) % (unsigned)(w * 20)) / 100.0f;
        if (s % 4 == 3) { /* an upright rectangle as two triangles */
            float rw = (float)(mix(&st) % (unsigned)(w / 2)) + 1;
            SDL_FPoint p[4] = {{cx, cy}, {cx + rw, cy}, {cx + rw, cy + r}, {cx, cy + r}};
            int q[6] = {0, 1, 2, 0, 2, 3};
            for (int k = 0; k < 4; k++)
                v[n + k] = (SDL_Vertex){p[k], c, {0, 0}};
            for (int k = 0; k < 6; k++)
                ix[ni++] = n + q[k];
            n += 4;
            continue;
        }
        int seg = SWTRI_SEG_MIN + (int)(mix(&st) % 4);
        float turn = s % 2 ? 6.2831853f : -6.2831853f;
        SDL_Color clear = c;
        clear.a = 0;
        for (int k = 0; k < seg; k++) {
            float dx = SDL_cosf(turn * (float)k / (float)seg), dy = SDL_sinf(turn * (float)k / (float)seg);
            v[n + k] = (SDL_Vertex){{cx + r * dx, cy + r * dy}, c, {0, 0}};
            v[n + seg + k] = (SDL_Vertex){{cx + (r + 0.9f) * dx, cy + (r + 0.9f) * dy}, clear, {0, 0}};
        }
        for (int k = 1; k + 1 < seg; k++) {
            int q[3] = {0, k, k + 1};
            for (int m = 0; m < 3; m++)
                ix[ni++] = n + q[m];
        }
        for (int k = 0; k < seg; k++) {
            int j = (k + 1) % seg;
            int q[6] = {k, j, seg + j, k, seg + j, seg + k};
            for (int m = 0; m < 6; m++)
                ix[ni++] = n + q[m];
        }
        n += 2 * seg;
    }
    *nv = n;
    return ni;
}

/* The test picture drawn by SDL and by this file over the same noisy
 * ground, clipped: 1 when every byte agrees. */
static int check(Uint32 seed, int shapes, int w)
{
    SDL_Vertex *v = malloc((size_t)shapes * 2 * (SWTRI_SEG_MIN + 3) * sizeof *v);
    int *ix = malloc((size_t)shapes * 9 * (SWTRI_SEG_MIN + 3) * sizeof *ix);
    SDL_Surface *s[2] = {SDL_CreateRGBSurfaceWithFormat(0, w, w, 32, SDL_PIXELFORMAT_RGB888),
                         SDL_CreateRGBSurfaceWithFormat(0, w, w, 32, SDL_PIXELFORMAT_RGB888)};
    SDL_Renderer *r[2] = {NULL, NULL};
    int nv = 0, ni = v && ix ? test_shapes(seed, shapes, w, v, ix, &nv) : 0, ok = ni > 0;
    for (int i = 0; i < 2 && ok && s[0] && s[1]; i++)
        r[i] = SDL_CreateSoftwareRenderer(s[i]);
    ok = ok && r[0] && r[1];
    Uint32 st = seed ^ 0x9e3779b9u;
    for (int y = 0; y < w && ok; y++)
        for (int x = 0; x < w; x++) {
            Uint32 p = mix(&st) ^ mix(&st) << 8;
            ((Uint32 *)s[0]->pixels)[y * (s[0]->pitch / 4) + x] = p;
            ((Uint32 *)s[1]->pixels)[y * (s[1]->pitch / 4) + x] = p;
        }
    SDL_Rect clip = {w / 10, w / 16, w - w / 4, w - w / 6};
    target t;
    for (int i = 0; i < 2 && ok; i++) {
        SDL_RenderSetClipRect(r[i], &clip);
        SDL_SetRenderDrawBlendMode(r[i], SDL_BLENDMODE_BLEND);
        SDL_RenderFlush(r[i]);
    }
    if (ok && target_of(r[1], s[1], &t)) {
        SDL_RenderGeometry(r[0], NULL, v, nv, ix, ni);
        SDL_RenderFlush(r[0]);
        draw_list(r[1], &t, v, ix, ni);
        SDL_RenderFlush(r[1]);
        for (int y = 0; y < w && ok; y++)
            ok = !memcmp((char *)s[0]->pixels + y * s[0]->pitch, (char *)s[1]->pixels + y * s[1]->pitch,
                         (size_t)w * 4);
    } else {
        ok = 0;
    }
    for (int i = 0; i < 2; i++) {
        if (r[i])
            SDL_DestroyRenderer(r[i]);
        SDL_FreeSurface(s[i]);
    }
    free(v);
    free(ix);
    return ok;
}

/* LEGATION_SWTRI_CHECK=N (tests): N more pictures, large and small, each
 * compared with SDL's; says how many agreed on standard error. */
static int long_check(int rounds)
{
    int good = 0;
    for (int i = 0; i < rounds; i++)
        good += check(2024u + (Uint32)i * 7919u, 12 + i % 60, 24 + (i * 37) % 200);
    fprintf(stderr, "swtri check: %d of %d pictures as SDL draws them\n", good, rounds);
    return good == rounds;
}

/* ------------------------------------------------------------ use */

/* Is s the very surface the renderer draws into? Two marks written to its
 * first pixel must come back through SDL_RenderReadPixels; the pixel is
 * put back after. */
static int same_buffer(SDL_Renderer *ren, SDL_Surface *s)
{
    Uint32 *p = s->pixels, keep = p[0], got = 0;
    SDL_Rect one = {0, 0, 1, 1};
    int ok = s->w > 0 && s->h > 0;
    for (int k = 0; k < 2 && ok; k++) {
        Uint32 mark = k ? 0xa5c3e1u : 0x5a3c1eu;
        p[0] = mark;
        ok = SDL_RenderReadPixels(ren, &one, s->format->format, &got, 4) == 0 &&
             (got & 0xffffffu) == mark;
    }
    p[0] = keep;
    return ok;
}

int gfx_swtri(gfx *g, const SDL_Vertex *v, int nv, const int *ix, int ni)
{
    static int verdict = -1;   /* the check, once a run */
    if (verdict < 0) {
        const char *off = getenv("LEGATION_SWTRI");
        SDL_RendererInfo info;
        const char *more = getenv("LEGATION_SWTRI_CHECK");
        verdict = !(off && *off == '0') && SDL_GetRendererInfo(g->ren, &info) == 0 &&
                  (info.flags & SDL_RENDERER_SOFTWARE);
        verdict = verdict && check(1900, 8, 32) + (more ? long_check(atoi(more)) : 1) == 2;
    }
    if (!verdict || SDL_GetRenderTarget(g->ren) || !in_reach(v, nv))
        return 0;
    /* what SDL still holds queued is drawn first, as it would be */
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderFlush(g->ren);
    static SDL_Surface *proven; /* the window surface same_buffer found */
    static int proven_w, proven_h;
    SDL_Surface *s = SDL_GetWindowSurface(g->win);
    target t;
    if (!target_of(g->ren, s, &t))
        return 0;
    if (s != proven || s->w != proven_w || s->h != proven_h) {
        if (!same_buffer(g->ren, s)) {
            verdict = 0; /* not this renderer's pixels: SDL draws from now on */
            return 0;
        }
        proven = s;
        proven_w = s->w;
        proven_h = s->h;
    }
    Uint8 r, gr, b, a;
    SDL_GetRenderDrawColor(g->ren, &r, &gr, &b, &a);
    draw_list(g->ren, &t, v, ix, ni);
    SDL_SetRenderDrawColor(g->ren, r, gr, b, a);
    return 1;
}
