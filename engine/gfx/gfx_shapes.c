/* gfx_shapes: filled and outlined shapes (rectangles, rounded corners,
 * lines, circles, polygons, hexagons, gradients) as soft-edged geometry in
 * pixels, and the clip rectangle. */
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

/* ------------------------------------------------------------- helpers */

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

void gfx_rec_mix(gfx *g, const void *data, size_t n)
{
    const unsigned char *b = data;
    unsigned long long h = g->rec_hash;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        unsigned long long w;
        memcpy(&w, b + i, 8);
        h = (h ^ w) * 0x9e3779b97f4a7c15ull;
        h ^= h >> 29;
    }
    for (; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    g->rec_hash = h ^ (h >> 31);
}

void gfx_record_begin(gfx *g)
{
    /* recordings nest (a board's static layer inside a recorded first
     * frame): the outer one takes the inner one's hash when it ends */
    if (g->recording > 0 && g->recording <= GFX_REC_NEST)
        g->rec_outer[g->recording - 1] = g->rec_hash;
    g->recording++;
    g->rec_hash = 0xcbf29ce484222325ull;
    /* the calls that are recorded by their logical arguments need the
     * mapping to pixels beside them */
    float map[3] = {g->scale, g->ox, g->oy};
    int px[2] = {g->pw, g->ph};
    gfx_rec_mix(g, map, sizeof map);
    gfx_rec_mix(g, px, sizeof px);
}

unsigned long long gfx_record_end(gfx *g)
{
    unsigned long long k = g->rec_hash;
    if (g->recording > 0)
        g->recording--;
    if (g->recording > 0 && g->recording <= GFX_REC_NEST) {
        g->rec_hash = g->rec_outer[g->recording - 1];
        gfx_rec_mix(g, &k, sizeof k);
    }
    return k;
}

int gfx_recording(const gfx *g)
{
    return g->recording > 0;
}

/* Rectangle fills in the colour fill_color set (or recorded). */
static void fill_rects(gfx *g, const SDL_Rect *r, int n)
{
    if (g->recording)
        gfx_rec_mix(g, r, (size_t)n * sizeof *r);
    else
        SDL_RenderFillRects(g->ren, r, n);
}

/* Colour for rectangle fills: opaque ones skip blending (a plain fill is
 * several times faster in the software renderer). */
static void fill_color(gfx *g, SDL_Color c)
{
    if (g->recording) {
        gfx_rec_mix(g, &c, sizeof c);
        return;
    }
    SDL_SetRenderDrawBlendMode(g->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->ren, c.r, c.g, c.b, c.a);
}

static void geometry(gfx *g, int nv, int ni)
{
    if (g->recording) {
        gfx_rec_mix(g, g->vbuf, (size_t)nv * sizeof *g->vbuf);
        gfx_rec_mix(g, g->ibuf, (size_t)ni * sizeof *g->ibuf);
        return;
    }
    if (gfx_swtri(g, g->vbuf, nv, g->ibuf, ni))
        return;
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
    if (g->recording) {
        gfx_rec_mix(g, "clear", 5);
        gfx_rec_mix(g, &c, 3);
        return;
    }
    SDL_SetRenderDrawColor(g->ren, c.r, c.g, c.b, 255);
    SDL_RenderSetClipRect(g->ren, NULL);
    SDL_RenderClear(g->ren);
}

void gfx_fill(gfx *g, SDL_Rect r, SDL_Color c)
{
    SDL_Rect p = prect(g, r);
    fill_color(g, c);
    fill_rects(g, &p, 1);
}

void gfx_frame(gfx *g, SDL_Rect r, SDL_Color c, int thickness)
{
    SDL_Rect p = prect(g, r);
    int t = (int)lroundf(thickness * g->scale);
    if (t < 1)
        t = 1;
    if (2 * t >= p.w || 2 * t >= p.h) {
        fill_color(g, c);
        fill_rects(g, &p, 1);
        return;
    }
    SDL_Rect s[4] = {
        {p.x, p.y, p.w, t}, {p.x, p.y + p.h - t, p.w, t},
        {p.x, p.y + t, t, p.h - 2 * t}, {p.x + p.w - t, p.y + t, t, p.h - 2 * t},
    };
    fill_color(g, c);
    fill_rects(g, s, 4);
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
        fill_rects(g, &p, 1);
        return;
    }
    /* Straight parts as rectangles (fast in every renderer), the four
     * corners as quarter discs. */
    SDL_Rect parts[3] = {
        {p.x, p.y + rad, p.w, p.h - 2 * rad},
        {p.x + rad, p.y, p.w - 2 * rad, rad},
        {p.x + rad, p.y + p.h - rad, p.w - 2 * rad, rad},
    };
    fill_rects(g, parts, 3);
    float fr = (float)rad;
    corner_px(g, (float)(p.x + p.w - rad), (float)(p.y + rad), fr, 0, c);
    corner_px(g, (float)(p.x + rad), (float)(p.y + rad), fr, 1, c);
    corner_px(g, (float)(p.x + rad), (float)(p.y + p.h - rad), fr, 2, c);
    corner_px(g, (float)(p.x + p.w - rad), (float)(p.y + p.h - rad), fr, 3, c);
}

void gfx_line(gfx *g, float x1, float y1, float x2, float y2, float width, SDL_Color c)
{
    if (g->recording) { /* its arguments stand for it: no need to shape it */
        float f[6] = {1, x1, y1, x2, y2, width};
        gfx_rec_mix(g, f, sizeof f);
        gfx_rec_mix(g, &c, sizeof c);
        return;
    }
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
    if (g->recording) {
        float f[4] = {2, cx, cy, r};
        gfx_rec_mix(g, f, sizeof f);
        gfx_rec_mix(g, &c, sizeof c);
        return;
    }
    circle_px(g, PX(g, cx), PY(g, cy), r * g->scale, c);
}

void gfx_ring(gfx *g, float cx, float cy, float r, float width, SDL_Color c)
{
    if (g->recording) {
        float f[5] = {3, cx, cy, r, width};
        gfx_rec_mix(g, f, sizeof f);
        gfx_rec_mix(g, &c, sizeof c);
        return;
    }
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
    if (g->recording) {
        float f[4] = {4, cx, cy, r};
        gfx_rec_mix(g, f, sizeof f);
        gfx_rec_mix(g, &fill, sizeof fill);
        return;
    }
    SDL_FPoint p[6];
    hex_points(cx, cy, r, p);
    gfx_poly(g, p, 6, fill);
}

void gfx_hexagon_outline(gfx *g, float cx, float cy, float r, float width, SDL_Color c)
{
    if (g->recording) {
        float f[5] = {5, cx, cy, r, width};
        gfx_rec_mix(g, f, sizeof f);
        gfx_rec_mix(g, &c, sizeof c);
        return;
    }
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
        fill_rects(g, &band, 1);
    }
}

void gfx_clip(gfx *g, const SDL_Rect *r)
{
    if (g->recording) {
        SDL_Rect none = {0, 0, -1, -1}, p = r ? prect(g, *r) : none;
        gfx_rec_mix(g, &p, sizeof p);
        return;
    }
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
