/* tableview_draw: how the table looks. Terrain by kind (each one readable
 * at a glance: trees in woods, stones in rock fields, hatching on slopes
 * and gullies, water bands, roofs, walls, zigzag trenches, hills with
 * their height), the pieces as trays of figures or round bases with their
 * facing and markers, and the tools over them (ghost, tape, overlays,
 * line of sight). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/tableview.h"

static const struct { const char *name; unsigned rgb; } kinds[TK_KINDS] = {
    [TK_OPEN] = {"open ground", 0x9aa56a},
    [TK_ROCK] = {"rock field", 0x9c9586},
    [TK_BRUSH] = {"brush", 0x8f9a4a},
    [TK_WOODS] = {"woods", 0x3f6b35},
    [TK_GULLY] = {"gully", 0x8a6a45},
    [TK_SLOPE] = {"slope", 0xb8a370},
    [TK_STREAM] = {"stream", 0x6fa3c8},
    [TK_RIVER] = {"river", 0x3d76a8},
    [TK_HOUSE] = {"house", 0xa4553a},
    [TK_WALL] = {"wall", 0x6d6258},
    [TK_TRENCH] = {"trench", 0x5a4028},
    [TK_ENTRENCH] = {"entrenchment", 0x7a5a34},
    [TK_ROAD] = {"road", 0xd8c597},
    [TK_HILL] = {"hill", 0xa9a45f},
};

const char *tableview_kind_name(int kind)
{
    return kind >= 0 && kind < TK_KINDS ? kinds[kind].name : "?";
}

unsigned tableview_kind_rgb(int kind)
{
    return kind >= 0 && kind < TK_KINDS ? kinds[kind].rgb : 0x808080;
}

static SDL_FPoint scr(const tableview *tv, vec2 p)
{
    SDL_FPoint o;
    tableview_to_screen(tv, p, &o.x, &o.y);
    return o;
}

static SDL_Color shade(unsigned rgb, double f, int alpha)
{
    int r = (int)(((rgb >> 16) & 255) * f), g = (int)(((rgb >> 8) & 255) * f),
        b = (int)((rgb & 255) * f);
    r = r > 255 ? 255 : r;
    g = g > 255 ? 255 : g;
    b = b > 255 ? 255 : b;
    return gfx_rgba((unsigned)(r << 16 | g << 8 | b), alpha);
}

/* ------------------------------------------------------------ terrain */

/* The screen polygon of an area (closed) or of one band segment. */
static int area_poly(const tableview *tv, const table_area *ar, SDL_FPoint *out)
{
    for (int i = 0; i < ar->n; i++)
        out[i] = scr(tv, ar->pt[i]);
    return ar->n;
}

/* Symbols scattered over a closed area on a grid of step inches. */
static void scatter(tableview *tv, gfx *g, const table_area *ar, double step, int kind)
{
    vec2 lo = ar->pt[0], hi = ar->pt[0];
    float s = (float)tv->scale;

    for (int i = 1; i < ar->n; i++) {
        lo.x = fmin(lo.x, ar->pt[i].x), lo.y = fmin(lo.y, ar->pt[i].y);
        hi.x = fmax(hi.x, ar->pt[i].x), hi.y = fmax(hi.y, ar->pt[i].y);
    }
    for (double y = floor(lo.y / step) * step + step / 2; y < hi.y; y += step)
        for (double x = floor(lo.x / step) * step + step / 2; x < hi.x; x += step) {
            /* a fixed jitter per point, so the pattern looks hand-made */
            double jx = fmod(fabs(sin(x * 12.9898 + y * 78.233)) * 43758.5453, 1) - 0.5;
            double jy = fmod(fabs(sin(x * 39.346 + y * 11.135)) * 24634.6345, 1) - 0.5;
            vec2 p = geom_v(x + jx * step * 0.5, y + jy * step * 0.5);
            SDL_FPoint q;
            if (!geom_point_in_poly(p, ar->pt, ar->n))
                continue;
            q = scr(tv, p);
            switch (kind) {
            case TK_WOODS:
                gfx_circle(g, q.x + 1.5f, q.y + 1.5f, s * 0.75f, gfx_rgba(0x1c2e17, 120));
                gfx_circle(g, q.x, q.y, s * 0.75f, gfx_rgb(0x2f5a2a));
                gfx_circle(g, q.x - s * 0.2f, q.y - s * 0.2f, s * 0.35f, gfx_rgb(0x4d7f3f));
                break;
            case TK_ROCK:
                gfx_circle(g, q.x, q.y, s * 0.32f, gfx_rgb(0x77706a));
                gfx_circle(g, q.x + s * 0.5f, q.y + s * 0.25f, s * 0.2f, gfx_rgb(0x6a645d));
                break;
            case TK_BRUSH:
                gfx_line(g, q.x - s * 0.3f, q.y + s * 0.2f, q.x, q.y - s * 0.3f, 1.5f, gfx_rgb(0x5b6a2a));
                gfx_line(g, q.x + s * 0.3f, q.y + s * 0.2f, q.x, q.y - s * 0.3f, 1.5f, gfx_rgb(0x5b6a2a));
                gfx_line(g, q.x, q.y + s * 0.25f, q.x, q.y - s * 0.35f, 1.5f, gfx_rgb(0x5b6a2a));
                break;
            case TK_GULLY: case TK_SLOPE:
                gfx_line(g, q.x - s * 0.4f, q.y - s * 0.4f, q.x + s * 0.4f, q.y + s * 0.4f, 1.5f,
                         kind == TK_GULLY ? gfx_rgb(0x5c4429) : gfx_rgb(0x8c7a4c));
                break;
            default:
                break;
            }
        }
}

/* A band (polyline area) drawn segment by segment with round joints. */
static void band(tableview *tv, gfx *g, const table_area *ar, SDL_Color c, double width)
{
    float w = (float)(width * tv->scale);

    for (int i = 0; i + 1 < ar->n; i++) {
        SDL_FPoint a = scr(tv, ar->pt[i]), b = scr(tv, ar->pt[i + 1]);
        gfx_line(g, a.x, a.y, b.x, b.y, w, c);
    }
    for (int i = 0; i < ar->n; i++) {
        SDL_FPoint a = scr(tv, ar->pt[i]);
        gfx_circle(g, a.x, a.y, w / 2, c);
    }
}

/* Zigzag along a trench; ticks along an entrenchment; stones on a wall. */
static void band_marks(tableview *tv, gfx *g, const table_area *ar)
{
    float s = (float)tv->scale;

    for (int i = 0; i + 1 < ar->n; i++) {
        vec2 a = ar->pt[i], b = ar->pt[i + 1];
        double len = geom_dist(a, b), nx, ny;
        int steps = (int)(len / 1.0);
        if (len < 1e-6)
            continue;
        nx = -(b.y - a.y) / len;
        ny = (b.x - a.x) / len;
        for (int k = 0; k < steps; k++) {
            vec2 p = geom_toward(a, b, k + 0.5), q = geom_toward(a, b, k + 1.0);
            double o = (k % 2 ? 1 : -1) * ar->width * 0.25;
            SDL_FPoint sp, sq;
            switch (ar->kind) {
            case TK_TRENCH:
                sp = scr(tv, geom_v(p.x + nx * o, p.y + ny * o));
                sq = scr(tv, geom_v(q.x - nx * o, q.y - ny * o));
                gfx_line(g, sp.x, sp.y, sq.x, sq.y, 1.5f, gfx_rgb(0xc9b27a));
                break;
            case TK_ENTRENCH:
                sp = scr(tv, geom_v(p.x + nx * ar->width * 0.4, p.y + ny * ar->width * 0.4));
                sq = scr(tv, geom_v(p.x + nx * ar->width * 0.1, p.y + ny * ar->width * 0.1));
                gfx_line(g, sp.x, sp.y, sq.x, sq.y, 2, gfx_rgb(0x3f2c18));
                break;
            case TK_WALL:
                sp = scr(tv, p);
                gfx_line(g, sp.x - s * 0.2f, sp.y, sp.x + s * 0.2f, sp.y, 1, gfx_rgb(0x4a4239));
                break;
            case TK_STREAM: case TK_RIVER:
                sp = scr(tv, p);
                gfx_line(g, sp.x - s * 0.3f, sp.y, sp.x + s * 0.3f, sp.y, 1, gfx_rgba(0xe6f2ff, 150));
                break;
            default:
                break;
            }
        }
    }
}

static void draw_area(tableview *tv, gfx *g, const table_area *ar)
{
    SDL_FPoint p[TABLE_MAX_PTS];
    unsigned rgb = kinds[ar->kind].rgb;
    int n;

    if (!ar->closed) {
        double w = ar->width > 0 ? ar->width : 0.5;
        if (ar->kind == TK_ROAD)
            band(tv, g, ar, gfx_rgb(0xb9a572), w + 0.3);
        band(tv, g, ar, gfx_rgb(rgb), w);
        band_marks(tv, g, ar);
        return;
    }
    n = area_poly(tv, ar, p);
    switch (ar->kind) {
    case TK_HILL: {
        /* higher hills darker, each with a contour line and its height */
        double f = 1.0 - 0.08 * (ar->elev > 0 ? ar->elev : 0);
        vec2 c = geom_v(0, 0);
        char buf[24];
        SDL_FPoint q;
        gfx_poly(g, p, n, shade(rgb, f, 255));
        gfx_poly_outline(g, p, n, 2.5f, shade(0x6d6a3a, f, 255));
        for (int i = 0; i < ar->n; i++)
            c.x += ar->pt[i].x / ar->n, c.y += ar->pt[i].y / ar->n;
        for (int i = 0; i < ar->n; i++)
            p[i] = scr(tv, geom_toward(c, ar->pt[i], geom_dist(c, ar->pt[i]) * 0.6));
        gfx_poly_outline(g, p, n, 1.2f, shade(0x6d6a3a, f, 160));
        q = scr(tv, c);
        snprintf(buf, sizeof buf, "+%g", ar->elev);
        gfx_text_align(g, GFX_SMALL, (int)q.x - 30, (int)q.y - 8, 60, GFX_CENTER,
                       gfx_rgba(0x3d3a1c, 200), buf);
        return;
    }
    case TK_HOUSE: {
        gfx_poly(g, p, n, gfx_rgb(rgb));
        gfx_poly_outline(g, p, n, 2, gfx_rgb(0x4b2416));
        if (n == 4) { /* a roof ridge along the long side */
            SDL_FPoint m1, m2;
            double l01 = hypot(p[1].x - p[0].x, p[1].y - p[0].y), l12 = hypot(p[2].x - p[1].x, p[2].y - p[1].y);
            if (l01 >= l12) {
                m1 = (SDL_FPoint){(p[0].x + p[3].x) / 2, (p[0].y + p[3].y) / 2};
                m2 = (SDL_FPoint){(p[1].x + p[2].x) / 2, (p[1].y + p[2].y) / 2};
            } else {
                m1 = (SDL_FPoint){(p[0].x + p[1].x) / 2, (p[0].y + p[1].y) / 2};
                m2 = (SDL_FPoint){(p[2].x + p[3].x) / 2, (p[2].y + p[3].y) / 2};
            }
            gfx_line(g, m1.x, m1.y, m2.x, m2.y, 2, gfx_rgb(0x6b2f1d));
        }
        return;
    }
    case TK_STREAM: case TK_RIVER:
        gfx_poly(g, p, n, gfx_rgb(rgb));
        gfx_poly_outline(g, p, n, 1.5f, gfx_rgb(0x2d5a80));
        return;
    default:
        gfx_poly(g, p, n, gfx_rgba(rgb, ar->kind == TK_WOODS ? 200 : 170));
        gfx_poly_outline(g, p, n, 1.5f, shade(rgb, 0.7, 255));
        scatter(tv, g, ar, ar->kind == TK_WOODS ? 2.2 : ar->kind == TK_ROCK ? 1.6 : 1.4, ar->kind);
        return;
    }
}

/* Drawing order: ground first, water and roads, then what stands up. */
static int layer_of(int kind)
{
    switch (kind) {
    case TK_HILL: return 0;
    case TK_SLOPE: case TK_GULLY: case TK_OPEN: return 1;
    case TK_STREAM: case TK_RIVER: return 2;
    case TK_ROAD: return 3;
    case TK_ROCK: case TK_BRUSH: return 4;
    case TK_WOODS: return 5;
    case TK_TRENCH: case TK_ENTRENCH: return 6;
    default: return 7;
    }
}

void tableview_draw_terrain(tableview *tv, gfx *g)
{
    const table *t = tv->tab;
    SDL_FPoint a = scr(tv, geom_v(0, t->h)), b = scr(tv, geom_v(t->w, 0));
    SDL_Rect cloth = {(int)a.x, (int)a.y, (int)(b.x - a.x), (int)(b.y - a.y)};

    /* the cloth's shadow only where the cloth will not cover it (a blended
     * fill the size of the table is slow in the software renderer) */
    if (cloth.w > 6 && cloth.h > 8) {
        gfx_fill(g, (SDL_Rect){cloth.x + cloth.w, cloth.y + 8, 6, cloth.h}, gfx_rgba(0, 90));
        gfx_fill(g, (SDL_Rect){cloth.x + 6, cloth.y + cloth.h, cloth.w - 6, 8}, gfx_rgba(0, 90));
    } else {
        gfx_fill(g, (SDL_Rect){cloth.x + 6, cloth.y + 8, cloth.w, cloth.h}, gfx_rgba(0, 90));
    }
    gfx_fill(g, cloth, gfx_rgb(kinds[TK_OPEN].rgb));
    /* a faint 6-inch grid: distances read at a glance */
    for (int i = 6; i < t->w; i += 6) {
        SDL_FPoint p = scr(tv, geom_v(i, 0)), q = scr(tv, geom_v(i, t->h));
        gfx_line(g, p.x, p.y, q.x, q.y, 1, gfx_rgba(0x5b6636, 50));
    }
    for (int i = 6; i < t->h; i += 6) {
        SDL_FPoint p = scr(tv, geom_v(0, i)), q = scr(tv, geom_v(t->w, i));
        gfx_line(g, p.x, p.y, q.x, q.y, 1, gfx_rgba(0x5b6636, 50));
    }
    /* terrain stops at the table's edge (bands run to it and beyond) */
    {
        SDL_Rect clip;
        if (!SDL_IntersectRect(&cloth, &tv->r, &clip))
            clip = cloth;
        gfx_clip(g, &clip);
    }
    for (int layer = 0; layer < 8; layer++) {
        /* hills from the lowest up, so a crest sits on its foot */
        for (double e = 0; e < 10; e += 1)
            for (int i = 0; i < t->nareas; i++) {
                const table_area *ar = &t->area[i];
                if (layer_of(ar->kind) != layer)
                    continue;
                if (ar->kind == TK_HILL ? (ar->elev < e || ar->elev >= e + 1) : e > 0)
                    continue;
                draw_area(tv, g, ar);
            }
    }
    gfx_clip(g, &tv->r);
    gfx_frame(g, cloth, gfx_rgb(0x4a3b22), 3);
}
