/* race_map: the hex map of Peking for the Race to the Legations view. The
 * camera (fit, zoom, pan), hit tests, and drawing of terrain, fog over
 * unscouted hexes, walls and breaches on hex sides, counters, markers and
 * the highlights of what the player may click. Also the launcher picture. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/race/view/race_view_local.h"

#define ZOOM_MAX 90.0   /* hex radius in logical units */

/* --------------------------------------------------------- nation look */

unsigned racev_nation_rgb(int nation)
{
    static const unsigned rgb[RACE_NATIONS] = {
        [RACE_BRITISH] = 0x1c2b58, [RACE_RUSSIANS] = 0xf1ece0,
        [RACE_JAPANESE] = 0xa81c25, [RACE_AMERICANS] = 0x2c6631,
    };
    return nation >= 0 && nation < RACE_NATIONS ? rgb[nation] : 0xe07a1f;
}

unsigned racev_nation_ink(int nation)
{
    return nation == RACE_RUSSIANS || nation < 0 ? 0x1d2a4a : 0xffffff;
}

const char *racev_nation_flag(int nation)
{
    static const char *const flag[RACE_NATIONS] = {
        [RACE_BRITISH] = "race/flag_gb.svg", [RACE_RUSSIANS] = "race/flag_ru.svg",
        [RACE_JAPANESE] = "race/flag_jp.svg", [RACE_AMERICANS] = "race/flag_us.svg",
    };
    return nation >= 0 && nation < RACE_NATIONS ? flag[nation] : "race/flag_qing.svg";
}

const char *racev_nation_adj(int nation)
{
    static const char *const adj[RACE_NATIONS] = {
        [RACE_BRITISH] = "British", [RACE_RUSSIANS] = "Russian",
        [RACE_JAPANESE] = "Japanese", [RACE_AMERICANS] = "American",
    };
    return nation >= 0 && nation < RACE_NATIONS ? adj[nation] : "Chinese";
}

const char *racev_map_unit_art(int nation, int kind)
{
    static const char *const art[RACE_NATIONS][2] = {
        [RACE_BRITISH] = {"race/gb_troops.svg", "race/gb_artillery.svg"},
        [RACE_RUSSIANS] = {"race/ru_troops.svg", "race/ru_artillery.svg"},
        [RACE_JAPANESE] = {"race/jp_troops.svg", "race/jp_artillery.svg"},
        [RACE_AMERICANS] = {"race/us_troops.svg", "race/us_artillery.svg"},
    };
    if (nation < 0 || nation >= RACE_NATIONS)
        nation = 0;
    return art[nation][kind == RACE_ARTILLERY];
}

const char *racev_map_counter_art(int counter)
{
    switch (counter) {
    case RACE_C_QING: return "race/qing_troops.svg";
    case RACE_C_QING_ART: return "race/qing_artillery.svg";
    case RACE_C_BOXER: return "race/boxers.svg";
    case RACE_C_EMPTY: return "race/empty.svg";
    case RACE_C_IMPASSABLE: return "race/impassable.svg";
    default: return NULL;
    }
}

/* ------------------------------------------------------------- camera */

static const race_state *ST(const rview *v) { return v->s->state; }

static hex cell_hex(const rview *v, int cell) { return hex_at(&ST(v)->grid, cell); }

void racev_map_fit(rview *v, SDL_Rect r, int force)
{
    const race_state *st = ST(v);
    double minx = 1e9, miny = 1e9, maxx = -1e9, maxy = -1e9, sx, sy;
    int i, n = st->cols * st->rows;

    if (!force && v->cam.user_moved && v->cam.fit_scale > 0)
        return;
    for (i = 0; i < n; i++) {
        double x, y;
        hex_center(cell_hex(v, i), &x, &y);
        if (x - 1 < minx) minx = x - 1;
        if (x + 1 > maxx) maxx = x + 1;
        if (y - 0.87 < miny) miny = y - 0.87;
        if (y + 0.87 > maxy) maxy = y + 0.87;
    }
    if (n == 0) {
        minx = miny = 0;
        maxx = maxy = 1;
    }
    sx = (r.w - 24) / (maxx - minx);
    sy = (r.h - 24) / (maxy - miny);
    v->cam.scale = sx < sy ? sx : sy;
    v->cam.fit_scale = v->cam.scale;
    v->cam.ox = r.x + r.w / 2.0 - (minx + maxx) / 2 * v->cam.scale;
    v->cam.oy = r.y + r.h / 2.0 - (miny + maxy) / 2 * v->cam.scale;
    v->cam.fitted_to = r;
    v->cam.user_moved = 0;
}

void racev_map_zoom(rview *v, double factor, int mx, int my)
{
    double ns = v->cam.scale * factor, ux, uy;
    double lo = v->cam.fit_scale * 0.8;

    if (ns > ZOOM_MAX)
        ns = ZOOM_MAX;
    if (ns < lo)
        ns = lo;
    ux = (mx - v->cam.ox) / v->cam.scale;
    uy = (my - v->cam.oy) / v->cam.scale;
    v->cam.scale = ns;
    v->cam.ox = mx - ux * ns;
    v->cam.oy = my - uy * ns;
    v->cam.user_moved = 1;
    racev_map_pan(v, 0, 0);
}

/* Pan, keeping at least a quarter of the map area covered by the map. */
void racev_map_pan(rview *v, double dx, double dy)
{
    const race_state *st = ST(v);
    double x0, y0, x1, y1, w, h;
    SDL_Rect r = v->maprect;

    hex_center((hex){1, 1}, &x0, &y0);
    hex_center((hex){st->cols, st->rows}, &x1, &y1);
    w = (x1 - x0 + 2) * v->cam.scale;
    h = (y1 - y0 + 2) * v->cam.scale;
    v->cam.ox += dx;
    v->cam.oy += dy;
    /* left edge of the map may not pass 3/4 of the area, right edge may
     * not come before 1/4 of it */
    {
        double left = v->cam.ox + (x0 - 1) * v->cam.scale, top = v->cam.oy + (y0 - 1) * v->cam.scale;
        double maxl = r.x + r.w * 0.75, minl = r.x + r.w * 0.25 - w;
        double maxt = r.y + r.h * 0.75, mint = r.y + r.h * 0.25 - h;
        if (left > maxl) v->cam.ox -= left - maxl;
        if (left < minl) v->cam.ox += minl - left;
        if (top > maxt) v->cam.oy -= top - maxt;
        if (top < mint) v->cam.oy += mint - top;
    }
    if (dx != 0 || dy != 0)
        v->cam.user_moved = 1;
}

float racev_map_radius(const rview *v) { return (float)v->cam.scale; }

/* How far the centre of cell lies outside the map area shrunk by a
 * margin of one hex (0, 0 when inside). */
static void outside_by(const rview *v, int cell, double *dx, double *dy)
{
    float x, y, m = racev_map_radius(v) * 1.2f;
    SDL_Rect r = v->maprect;

    racev_map_cell_xy(v, cell, &x, &y);
    *dx = *dy = 0;
    if (x < r.x + m)
        *dx = r.x + m - x;
    else if (x > r.x + r.w - m)
        *dx = r.x + r.w - m - x;
    if (y < r.y + m)
        *dy = r.y + m - y;
    else if (y > r.y + r.h - m)
        *dy = r.y + r.h - m - y;
}

void racev_map_show(rview *v, int cell)
{
    double dx, dy;
    int moved = v->cam.user_moved;

    if (cell < 0 || cell >= ST(v)->cols * ST(v)->rows)
        return;
    outside_by(v, cell, &dx, &dy);
    if (dx != 0 || dy != 0) {
        racev_map_pan(v, dx, dy);
        v->cam.user_moved = moved;  /* following play is not the player's pan */
    }
}

void racev_map_zoom_keep(rview *v, double factor, int mx, int my, const int *cells, int n)
{
    int i, best = -1, seen = 0;
    double bd = 1e18;

    for (i = 0; i < n; i++) {
        double dx, dy;
        outside_by(v, cells[i], &dx, &dy);
        seen |= dx == 0 && dy == 0;
    }
    racev_map_zoom(v, factor, mx, my);
    if (!seen)
        return;
    for (i = 0; i < n; i++) {
        double dx, dy;
        outside_by(v, cells[i], &dx, &dy);
        if (dx == 0 && dy == 0)
            return;  /* still one in sight */
        if (dx * dx + dy * dy < bd) {
            bd = dx * dx + dy * dy;
            best = cells[i];
        }
    }
    /* every unit went off screen: bring the nearest back */
    if (best >= 0) {
        double dx, dy;
        outside_by(v, best, &dx, &dy);
        racev_map_pan(v, dx, dy);
    }
}

void racev_map_cell_xy(const rview *v, int cell, float *x, float *y)
{
    double hx, hy;

    hex_center(cell_hex(v, cell), &hx, &hy);
    *x = (float)(v->cam.ox + hx * v->cam.scale);
    *y = (float)(v->cam.oy + hy * v->cam.scale);
}

int racev_map_cell_at(const rview *v, int x, int y)
{
    const race_state *st = ST(v);
    hex h;

    if (v->cam.scale <= 0)
        return -1;
    h = hex_from_point((x - v->cam.ox) / v->cam.scale, (y - v->cam.oy) / v->cam.scale);
    return hex_in_grid(&st->grid, h) ? hex_index(&st->grid, h) : -1;
}

/* The side lies halfway to the neighbour's centre, whatever the grid's
 * orientation. */
void racev_map_side_xy(const rview *v, int cell, int dir, float *x, float *y)
{
    hex h = cell_hex(v, cell), n = hex_neighbor(h, dir);
    double ax, ay, bx, by;

    hex_center(h, &ax, &ay);
    hex_center(n, &bx, &by);
    *x = (float)(v->cam.ox + (ax + bx) / 2 * v->cam.scale);
    *y = (float)(v->cam.oy + (ay + by) / 2 * v->cam.scale);
}

static void side_ends(const rview *v, int cell, int dir, float *x1, float *y1, float *x2, float *y2)
{
    float cx, cy, mx, my, dx, dy;

    racev_map_cell_xy(v, cell, &cx, &cy);
    racev_map_side_xy(v, cell, dir, &mx, &my);
    /* the side is perpendicular to centre->midpoint, one radius long */
    dx = mx - cx;
    dy = my - cy;
    {
        float len = sqrtf(dx * dx + dy * dy), half = racev_map_radius(v) / 2;
        if (len <= 0)
            len = 1;
        *x1 = mx - dy / len * half;
        *y1 = my + dx / len * half;
        *x2 = mx + dy / len * half;
        *y2 = my - dx / len * half;
    }
}

SDL_Rect racev_map_cell_rect(const rview *v, int cell)
{
    float x, y, r = racev_map_radius(v) * 0.62f;

    racev_map_cell_xy(v, cell, &x, &y);
    return (SDL_Rect){(int)lroundf(x - r), (int)lroundf(y - r), (int)lroundf(2 * r), (int)lroundf(2 * r)};
}

SDL_Rect racev_map_side_rect(const rview *v, int cell, int dir)
{
    float x, y, r = racev_map_radius(v) * 0.3f + 3;

    if (r < 8)
        r = 8;
    racev_map_side_xy(v, cell, dir, &x, &y);
    return (SDL_Rect){(int)lroundf(x - r), (int)lroundf(y - r), (int)lroundf(2 * r), (int)lroundf(2 * r)};
}

/* ------------------------------------------------------------ drawing */

static unsigned terrain_rgb(int t)
{
    switch (t) {
    case RACE_CITY: return 0xcdbf9f;
    case RACE_PALACE: return 0xc98f5a;
    case RACE_LEGATION: return 0xe9dfbd;
    default: return 0x9fb26a;
    }
}

static const char *terrain_art(int t)
{
    switch (t) {
    case RACE_CITY: return "race/terrain_city.svg";
    case RACE_PALACE: return "race/terrain_palace.svg";
    case RACE_LEGATION: return "race/terrain_legation.svg";
    default: return "race/terrain_rural.svg";
    }
}

static SDL_Rect square(float x, float y, float half)
{
    return (SDL_Rect){(int)lroundf(x - half), (int)lroundf(y - half),
                      (int)lroundf(2 * half), (int)lroundf(2 * half)};
}

static int visible(const rview *v, float x, float y, float r)
{
    SDL_Rect m = v->maprect;
    return x + r >= m.x && x - r <= m.x + m.w && y + r >= m.y && y - r <= m.y + m.h;
}

/* Rural hexes are always known; the city's hexes start hidden. */
static int hidden(const race_state *st, int cell)
{
    return !st->cell[cell].scouted;
}

static void draw_wall(gfx *g, float x1, float y1, float x2, float y2, float r)
{
    float w = r * 0.24f, dx = x2 - x1, dy = y2 - y1, len = sqrtf(dx * dx + dy * dy), e;

    if (w < 3)
        w = 3;
    if (len <= 0)
        return;
    /* stretch past the corners so neighbouring sides join without caps */
    e = w * 0.3f / len;
    x1 -= dx * e;
    y1 -= dy * e;
    x2 += dx * e;
    y2 += dy * e;
    gfx_line(g, x1, y1, x2, y2, w + 2, gfx_rgba(0x1a120c, 210));
    gfx_line(g, x1, y1, x2, y2, w, gfx_rgb(0x6e6257));
    gfx_line(g, x1, y1, x2, y2, w * 0.35f, gfx_rgb(0x9c8f80));
}

static void draw_walls(rview *v, gfx *g)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, c, d;
    float r = racev_map_radius(v);

    for (c = 0; c < n; c++) {
        hex h = cell_hex(v, c);
        float cx, cy;

        racev_map_cell_xy(v, c, &cx, &cy);
        if (!visible(v, cx, cy, 2 * r))
            continue;
        for (d = 0; d < HEX_DIRS; d++) {
            hex nb = hex_neighbor(h, d);
            int other = hex_in_grid(&st->grid, nb) ? hex_index(&st->grid, nb) : -1;
            float x1, y1, x2, y2;

            if (!hex_side_get(&st->grid, h, d, RACE_LAYER_WALL))
                continue;
            if (other >= 0 && other < c)
                continue; /* drawn from the other cell */
            side_ends(v, c, d, &x1, &y1, &x2, &y2);
            if (hex_side_get(&st->grid, h, d, RACE_LAYER_BREACH)) {
                /* a gap in the middle of the side, with the rubble mark */
                float mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
                draw_wall(g, x1, y1, x1 + (mx - x1) * 0.45f, y1 + (my - y1) * 0.45f, r);
                draw_wall(g, x2, y2, x2 + (mx - x2) * 0.45f, y2 + (my - y2) * 0.45f, r);
                gfx_image(g, "race/breach.svg", square(mx, my, r * 0.34f < 6 ? 6 : r * 0.34f));
            } else {
                draw_wall(g, x1, y1, x2, y2, r);
            }
        }
    }
}

/* Counters fill most of the hex (flat to flat is 1.73 r), so that they
 * stay legible when the whole map is fitted into the window. */
/* The walls of one legation hex drawn again over its rim, and each open
 * side towards the city (the gate) marked by two posts and a gold bar. */
static void legation_sides(rview *v, gfx *g, int c, float r)
{
    const race_state *st = ST(v);
    int d;

    for (d = 0; d < HEX_DIRS; d++) {
        int m = st->nb[c][d];
        float x1, y1, x2, y2, px, py, qx, qy;
        if (m < 0)
            continue;
        side_ends(v, c, d, &x1, &y1, &x2, &y2);
        if (hex_side_get(&st->grid, cell_hex(v, c), d, RACE_LAYER_WALL) &&
            !hex_side_get(&st->grid, cell_hex(v, c), d, RACE_LAYER_BREACH)) {
            draw_wall(g, x1, y1, x2, y2, r);
            continue;
        }
        if (st->cell[m].terrain == RACE_LEGATION ||
            hex_side_get(&st->grid, cell_hex(v, c), d, RACE_LAYER_WALL))
            continue;  /* inside the legation, or a breach (drawn already) */
        px = x1 + (x2 - x1) * 0.15f;
        py = y1 + (y2 - y1) * 0.15f;
        qx = x2 + (x1 - x2) * 0.15f;
        qy = y2 + (y1 - y2) * 0.15f;
        gfx_line(g, px, py, qx, qy, r * 0.1f + 1.5f, gfx_rgba(0xf6d36b, 230));
        gfx_circle(g, px, py, r * 0.14f + 2, gfx_rgb(0x1a120c));
        gfx_circle(g, px, py, r * 0.14f + 1, gfx_rgb(0x9c8f80));
        gfx_circle(g, qx, qy, r * 0.14f + 2, gfx_rgb(0x1a120c));
        gfx_circle(g, qx, qy, r * 0.14f + 1, gfx_rgb(0x9c8f80));
    }
}

static void draw_counter(gfx *g, const char *art, float x, float y, float r)
{
    gfx_image(g, art, square(x, y, r * 0.8f));
}

/* Suppression markers sit on the counter's top-right corner; a number
 * says how many when there is more than one. */
static void draw_suppression(gfx *g, float x, float y, float r, int n)
{
    float half = r * 0.32f < 7 ? 7 : r * 0.32f;
    float mx = x + r * 0.55f, my = y - r * 0.5f;

    if (n <= 0)
        return;
    if (n > 1)
        gfx_image(g, "race/suppressed.svg", square(mx + 2, my - 2, half));
    gfx_image(g, "race/suppressed.svg", square(mx, my, half));
    if (n > 1) {
        char b[8];
        snprintf(b, sizeof b, "%d", n);
        gfx_circle(g, mx + half, my + half * 0.6f, 7, gfx_rgb(0xf5c518));
        gfx_text_align(g, GFX_SMALL, (int)(mx + half - 7), (int)(my + half * 0.6f - 8), 14,
                       GFX_CENTER, gfx_rgb(0x1a1a1a), b);
    }
}

static void draw_no_ammo(gfx *g, float x, float y, float r)
{
    float cx = x - r * 0.5f, cy = y - r * 0.5f, rr = r * 0.2f < 5 ? 5 : r * 0.2f;

    gfx_circle(g, cx, cy, rr + 1, gfx_rgb(0xf2efe6));
    gfx_circle(g, cx, cy, rr, gfx_rgb(0x2e3138));
    gfx_line(g, cx - rr * 0.45f, cy + rr * 0.2f, cx + rr * 0.45f, cy + rr * 0.2f, rr * 0.35f,
             gfx_rgb(0xc9a227));
    gfx_line(g, cx - rr * 0.7f, cy + rr * 0.7f, cx + rr * 0.7f, cy - rr * 0.7f, rr * 0.3f,
             gfx_rgb(0xd8353d));
}

/* Pips under a unit for the steps its movement roll left it. */
static void draw_steps(gfx *g, float x, float y, float r, int n)
{
    int i;
    float pr = r * 0.09f < 2.5f ? 2.5f : r * 0.09f;

    for (i = 0; i < n; i++) {
        float px = x + (i - (n - 1) / 2.0f) * pr * 3, py = y + r * 0.72f;
        gfx_circle(g, px, py, pr + 1, gfx_rgb(0x1a120c));
        gfx_circle(g, px, py, pr, gfx_rgb(0x7fe0a0));
    }
}

static void draw_crosshair(gfx *g, float x, float y, float r, SDL_Color c)
{
    float rr = r * 0.5f;

    gfx_ring(g, x, y, rr, r * 0.08f + 1, c);
    gfx_line(g, x - rr * 1.35f, y, x - rr * 0.55f, y, r * 0.07f + 1, c);
    gfx_line(g, x + rr * 0.55f, y, x + rr * 1.35f, y, r * 0.07f + 1, c);
    gfx_line(g, x, y - rr * 1.35f, x, y - rr * 0.55f, r * 0.07f + 1, c);
    gfx_line(g, x, y + rr * 0.55f, x, y + rr * 1.35f, r * 0.07f + 1, c);
}

/* What the static layer shows: it is redrawn only when this changes. */
static Uint32 static_signature(const rview *v)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, i;
    Uint32 h = 2166136261u;

    for (i = 0; i < n; i++) {
        h = (h ^ st->cell[i].scouted) * 16777619u;
        h = (h ^ st->grid.side[RACE_LAYER_BREACH][i]) * 16777619u;
        h = (h ^ st->grid.side[RACE_LAYER_WALL][i]) * 16777619u;
    }
    return h;
}

/* Terrain, fog, grid, start edges, walls, breaches. */
static void draw_static(rview *v, gfx *g)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, c;
    float r = racev_map_radius(v);
    int deco = r >= 13;

    gfx_clip(g, &v->maprect);
    gfx_gradient(g, v->maprect, gfx_rgb(0x3b4a33), gfx_rgb(0x27301f));
    for (c = 0; c < n; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;

        racev_map_cell_xy(v, c, &x, &y);
        if (!visible(v, x, y, r))
            continue;
        gfx_hexagon(g, x, y, r + 0.6f, gfx_rgb(terrain_rgb(ce->terrain)));
        if (hidden(st, c)) {
            SDL_Rect fr = {(int)lroundf(x - r), (int)lroundf(y - r * 0.866f),
                           (int)lroundf(2 * r), (int)lroundf(1.732f * r)};
            gfx_image(g, "race/unscouted.svg", fr);
        } else if (deco) {
            gfx_image(g, terrain_art(ce->terrain), square(x, y, r * 0.8f));
        }
    }
    for (c = 0; c < n; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;

        racev_map_cell_xy(v, c, &x, &y);
        if (!visible(v, x, y, r))
            continue;
        gfx_hexagon_outline(g, x, y, r, r > 20 ? 1.2f : 0.8f, gfx_rgba(0x2b2118, 70));
        if (ce->start >= 0)
            gfx_hexagon_outline(g, x, y, r * 0.86f, r * 0.1f + 1,
                                gfx_rgba(racev_nation_rgb(ce->start), 170));
    }
    draw_walls(v, g);
    gfx_clip(g, NULL);
}

/* The static layer is kept in a texture the size of the window and drawn
 * again only when the camera, the window or the map's marks change: the
 * software renderer is slow at hundreds of hexagons, and an unchanged map
 * should cost one copy. Falls back to drawing directly without targets. */
static void static_layer(rview *v, gfx *g)
{
    SDL_Renderer *ren = gfx_renderer(g);
    int pw = 0, ph = 0;
    Uint32 sig = static_signature(v);

    SDL_GetRendererOutputSize(ren, &pw, &ph);
    if (v->base && (v->base_w != pw || v->base_h != ph)) {
        SDL_DestroyTexture(v->base);
        v->base = NULL;
    }
    if (!v->base && !v->base_failed && SDL_RenderTargetSupported(ren)) {
        v->base = SDL_CreateTexture(ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, pw, ph);
        v->base_w = pw;
        v->base_h = ph;
        v->base_valid = 0;
        if (!v->base)
            v->base_failed = 1;
        else
            SDL_SetTextureBlendMode(v->base, SDL_BLENDMODE_NONE);
    }
    if (!v->base) {
        draw_static(v, g);
        return;
    }
    if (!v->base_valid || v->base_sig != sig || v->base_scale != v->cam.scale || v->base_ox != v->cam.ox ||
        v->base_oy != v->cam.oy || memcmp(&v->base_rect, &v->maprect, sizeof v->base_rect) != 0) {
        if (SDL_SetRenderTarget(ren, v->base) != 0) {
            SDL_DestroyTexture(v->base);
            v->base = NULL;
            v->base_failed = 1;
            draw_static(v, g);
            return;
        }
        draw_static(v, g);
        SDL_SetRenderTarget(ren, NULL);
        v->base_valid = 1;
        v->base_sig = sig;
        v->base_scale = v->cam.scale;
        v->base_ox = v->cam.ox;
        v->base_oy = v->cam.oy;
        v->base_rect = v->maprect;
    }
    gfx_clip(g, &v->maprect);
    SDL_RenderCopy(ren, v->base, NULL, NULL);
    gfx_clip(g, NULL);
}

void racev_map_free(rview *v)
{
    if (v->base)
        SDL_DestroyTexture(v->base);
    v->base = NULL;
}

void racev_map_draw(rview *v, ui_app *a, gfx *g)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, c, i;
    float r = racev_map_radius(v);

    (void)a;
    static_layer(v, g);
    gfx_clip(g, &v->maprect);

    /* highlights under the counters */
    for (c = 0; c < n; c++) {
        unsigned m = v->mark[c];
        float x, y;

        if (!m)
            continue;
        racev_map_cell_xy(v, c, &x, &y);
        if (m & RM_MOVE) {
            gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0x5fd38a, 120));
            gfx_hexagon_outline(g, x, y, r * 0.9f, r * 0.08f + 1, gfx_rgb(0x2e8b57));
        }
        if (m & (RM_ATTACK | RM_FIRE))
            gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0xe0443c, 110));
        if (m & RM_SWAP)
            gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0x4a90d9, 120));
    }

    /* counters */
    for (c = 0; c < n; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;

        if (ce->unit < 0 && (ce->counter < 0 || ce->counter == RACE_C_EMPTY))
            continue;
        racev_map_cell_xy(v, c, &x, &y);
        if (!visible(v, x, y, r))
            continue;
        if (ce->counter >= 0 && ce->counter != RACE_C_EMPTY && !hidden(st, c)) {
            draw_counter(g, racev_map_counter_art(ce->counter), x, y, r);
            draw_suppression(g, x, y, r, ce->csup);
        }
        if (ce->unit >= 0 && ce->unit < st->nunits) {
            const race_unit *u = &st->unit[ce->unit];
            draw_counter(g, racev_map_unit_art(u->nation, u->kind), x, y, r);
            draw_suppression(g, x, y, r, u->sup);
            if (u->no_ammo)
                draw_no_ammo(g, x, y, r);
            if (u->nation == st->active && st->phase == RACE_PH_ACTION && u->rolled && u->steps > 0)
                draw_steps(g, x, y, r, u->steps);
        }
    }

    /* the legation's gold rim stays visible over the counters, and its
     * walls and gate over the rim */
    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        float x, y;
        if (st->legation[i] < 0 || st->legation[i] >= n)
            continue;
        racev_map_cell_xy(v, st->legation[i], &x, &y);
        gfx_hexagon_outline(g, x, y, r * 0.93f, r * 0.09f + 1.5f, gfx_rgb(UI_GOLD));
    }
    for (i = 0; i < RACE_LEGATION_HEXES; i++)
        if (st->legation[i] >= 0 && st->legation[i] < n)
            legation_sides(v, g, st->legation[i], r);
    /* where the last dice fell: a thin white ring, so a player sees
     * what the computer did */
    for (i = 0; i < v->nroll_cell; i++) {
        float x, y;
        if (v->roll_cell[i] < 0 || v->roll_cell[i] >= n)
            continue;
        racev_map_cell_xy(v, v->roll_cell[i], &x, &y);
        gfx_ring(g, x, y, r * 0.78f, 2.5f, gfx_rgba(0x1a120c, 160));
        gfx_ring(g, x, y, r * 0.78f, 1.3f, gfx_rgb(0xffffff));
    }

    /* markers over the counters */
    for (c = 0; c < n; c++) {
        unsigned m = v->mark[c];
        float x, y;

        if (!m)
            continue;
        racev_map_cell_xy(v, c, &x, &y);
        if (m & RM_PICK)
            gfx_ring(g, x, y, r * 0.8f, r * 0.07f + 1.2f, gfx_rgba(0xffe27a, 220));
        if (m & RM_SEL) {
            gfx_ring(g, x, y, r * 0.86f, r * 0.12f + 1.5f, gfx_rgb(0xffd23a));
            gfx_ring(g, x, y, r * 0.86f + r * 0.12f, 1.2f, gfx_rgb(0x1a120c));
        }
        if (m & RM_FIRE)
            draw_crosshair(g, x, y, r, gfx_rgb(0xb3151c));
        if (m & RM_ATTACK)
            draw_crosshair(g, x, y, r, gfx_rgb(0x7a0d12));
    }
    for (i = 0; i < v->nbreach; i++) {
        float x, y, x1, y1, x2, y2;
        int sc = v->breach_cell, d = v->breach_dir[i];

        side_ends(v, sc, d, &x1, &y1, &x2, &y2);
        gfx_line(g, x1, y1, x2, y2, r * 0.3f + 2, gfx_rgba(0xff8c1a, 200));
        racev_map_side_xy(v, sc, d, &x, &y);
        gfx_circle(g, x, y, r * 0.26f + 5, gfx_rgb(0x1a120c));
        gfx_circle(g, x, y, r * 0.26f + 3.5f, gfx_rgb(0xff9a2e));
        gfx_image(g, "race/breach.svg", square(x, y, r * 0.24f + 2));
    }
    if (v->hover_cell >= 0) {
        float x, y;
        racev_map_cell_xy(v, v->hover_cell, &x, &y);
        gfx_hexagon_outline(g, x, y, r * 0.97f, 2, gfx_rgba(0xffffff, 200));
    }
    gfx_clip(g, NULL);
}

/* -------------------------------------------------- launcher picture */

/* Terrain of the picture's little map: fields on the left, the city
 * wall, then streets with the palace and a legation. */
static int picture_terrain(int col, int row)
{
    if (col < 3)
        return RACE_RURAL;
    if (col == 6 && row <= 1)
        return RACE_PALACE;
    if (col == 7 && row == 1)
        return RACE_PALACE;
    if ((col == 6 && row == 2) || (col == 7 && row == 2))
        return RACE_LEGATION;
    return RACE_CITY;
}

void racev_map_picture(ui_app *a, gfx *g, SDL_Rect r)
{
    float hr = r.h / 6.4f, band = r.h * 0.22f;
    int ncols = (int)(r.w / (hr * 1.5f)) + 2, nrows = (int)(r.h / (hr * 1.732f)) + 2;
    int col, row, i;
    static const int order[RACE_NATIONS] = {RACE_RUSSIANS, RACE_BRITISH, RACE_JAPANESE, RACE_AMERICANS};

    (void)a;
    gfx_clip(g, &r);
    gfx_gradient(g, r, gfx_rgb(0x3b4a33), gfx_rgb(0x27301f));
    for (col = 0; col < ncols; col++)
        for (row = 0; row < nrows; row++) {
            float x = r.x + hr * 0.3f + col * hr * 1.5f;
            float y = r.y + (row + (col % 2) * 0.5f) * hr * 1.732f;
            int t = picture_terrain(col, row);
            gfx_hexagon(g, x, y, hr + 0.5f, gfx_rgb(terrain_rgb(t)));
            gfx_image(g, terrain_art(t), square(x, y, hr * 0.8f));
            gfx_hexagon_outline(g, x, y, hr, 1, gfx_rgba(0x2b2118, 80));
        }
    /* the city wall along the east sides of column 2 */
    for (row = 0; row < nrows; row++) {
        float x = r.x + hr * 0.3f + 2 * hr * 1.5f, y = r.y + row * hr * 1.732f;
        draw_wall(g, x + hr * 0.5f, y - hr * 0.866f, x + hr, y, hr);
        draw_wall(g, x + hr, y, x + hr * 0.5f, y + hr * 0.866f, hr);
    }
    {
        float x = r.x + hr * 0.3f + 2 * hr * 1.5f, y = r.y + 2 * hr * 1.732f;
        gfx_image(g, "race/breach.svg", square(x + hr * 0.75f, y - hr * 0.433f, hr * 0.32f));
    }
    {
        /* a few counters: column, row in hex heights, art */
        static const struct { float col, row; const char *art; } pieces[] = {
            {2, 2, "race/gb_troops.svg"}, {1, 0.5f, "race/ru_artillery.svg"},
            {4, 2, "race/boxers.svg"}, {6, 1, "race/qing_troops.svg"},
        };
        for (i = 0; i < (int)(sizeof pieces / sizeof pieces[0]); i++)
            gfx_image(g, pieces[i].art, square(r.x + hr * 0.3f + pieces[i].col * hr * 1.5f,
                                               r.y + pieces[i].row * hr * 1.732f, hr * 0.68f));
    }
    /* the four armies' flags on a dark band along the bottom */
    gfx_fill(g, (SDL_Rect){r.x, r.y + r.h - (int)band, r.w, (int)band}, gfx_rgba(0x120c08, 170));
    for (i = 0; i < RACE_NATIONS; i++) {
        int fh = (int)(band * 0.62f), fw = fh * 3 / 2, gap = fw / 2;
        int total = 4 * fw + 3 * gap;
        SDL_Rect fr = {r.x + (r.w - total) / 2 + i * (fw + gap),
                       r.y + r.h - (int)band + ((int)band - fh) / 2, fw, fh};
        gfx_fill(g, (SDL_Rect){fr.x + 2, fr.y + 2, fr.w, fr.h}, gfx_rgba(0, 110));
        gfx_image(g, racev_nation_flag(order[i]), fr);
    }
    gfx_clip(g, NULL);
}
