/* race_map: what the Race to the Legations view draws on its hex map
 * (engine/ui/hexmap.h owns the camera and the geometry): terrain, fog
 * over unscouted hexes, walls and breaches on hex sides, counters,
 * markers and the highlights of what the player may click. Also the
 * launcher picture. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/race/view/race_view_local.h"

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

static hex cell_hex(const rview *v, int cell) { return hex_at(&ST(v)->grid, cell); }

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

/* Half the size of the rubble mark on a breached wall side: at Fit a few
 * pixels of orange on the pale city were hard to find, so never under 9
 * logical units, on a dark disc. */
static float rubble_half(float r)
{
    return r * 0.45f < 9 ? 9 : r * 0.45f;
}

/* Each breached wall side's mark named for tests (the static layer that
 * draws them is cached and names nothing). */
static void name_rubble(rview *v, ui_app *a, float r)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows;

    for (int c = 0; c < n; c++)
        for (int d = 0; d < HEX_DIRS; d++) {
            hex h = cell_hex(v, c), nb = hex_neighbor(h, d);
            int other = hex_in_grid(&st->grid, nb) ? hex_index(&st->grid, nb) : -1;
            float x1, y1, x2, y2;
            char nm[48];
            if (!hex_side_get(&st->grid, h, d, RACE_LAYER_WALL) ||
                !hex_side_get(&st->grid, h, d, RACE_LAYER_BREACH) || (other >= 0 && other < c))
                continue;
            hexmap_side_ends(&v->map, c, d, &x1, &y1, &x2, &y2);
            snprintf(nm, sizeof nm, "breach rubble cell %d side %d", c, d);
            ui_part(a, hexmap_square((x1 + x2) / 2, (y1 + y2) / 2, rubble_half(r)), nm);
        }
}

static void draw_walls(rview *v, gfx *g)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, c, d;
    float r = hexmap_radius(&v->map);

    for (c = 0; c < n; c++) {
        hex h = cell_hex(v, c);
        float cx, cy;

        hexmap_cell_xy(&v->map, c, &cx, &cy);
        if (!hexmap_visible(&v->map, cx, cy, 2 * r))
            continue;
        for (d = 0; d < HEX_DIRS; d++) {
            hex nb = hex_neighbor(h, d);
            int other = hex_in_grid(&st->grid, nb) ? hex_index(&st->grid, nb) : -1;
            float x1, y1, x2, y2;

            if (!hex_side_get(&st->grid, h, d, RACE_LAYER_WALL))
                continue;
            if (other >= 0 && other < c)
                continue; /* drawn from the other cell */
            hexmap_side_ends(&v->map, c, d, &x1, &y1, &x2, &y2);
            if (hex_side_get(&st->grid, h, d, RACE_LAYER_BREACH)) {
                /* a gap in the middle of the side, with the rubble mark */
                float mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
                draw_wall(g, x1, y1, x1 + (mx - x1) * 0.45f, y1 + (my - y1) * 0.45f, r);
                draw_wall(g, x2, y2, x2 + (mx - x2) * 0.45f, y2 + (my - y2) * 0.45f, r);
                gfx_circle(g, mx, my, rubble_half(r) * 0.8f, gfx_rgba(0x1a120c, 200));
                gfx_image(g, "race/breach.svg", hexmap_square(mx, my, rubble_half(r)));
            } else {
                draw_wall(g, x1, y1, x2, y2, r);
            }
        }
    }
}

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
        hexmap_side_ends(&v->map, c, d, &x1, &y1, &x2, &y2);
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

/* A counter's half size, in hex radii: flat to flat is 1.73 r, so this
 * fills the hex's height but for a hair, the most it can without
 * covering the counter above or below. The map is fitted to the
 * window's height, so this is what makes counters legible at "Fit". */
#define COUNTER_HALF 0.84f

static void draw_counter(gfx *g, const char *art, float x, float y, float r)
{
    gfx_image(g, art, hexmap_square(x, y, r * COUNTER_HALF));
}

/* State marks sit on a counter's corners, drawn after every counter so a
 * neighbour never covers them, and large enough to see at a glance at
 * "Fit": a badge is over half the hex across. */
static float badge_r(float r)
{
    return r * 0.56f < 7 ? 7 : r * 0.56f;
}

/* Suppression: a dark badge with yellow chevrons on the top-right
 * corner; more than one marker adds the count in a yellow bubble below
 * it. Named for scripts ("mark suppressed ..."). */
static void draw_suppression(ui_app *a, gfx *g, float x, float y, float r, int n, const char *who)
{
    float rb = badge_r(r), off = r * COUNTER_HALF * 0.72f, mx = x + off, my = y - off;
    float half = rb * 16 / 14; /* the art's circle is 14 of its 16 half-units */
    char name[64];

    if (n <= 0)
        return;
    gfx_image(g, "race/suppressed.svg", hexmap_square(mx, my, half));
    snprintf(name, sizeof name, "mark suppressed %s", who);
    ui_part(a, hexmap_square(mx, my, rb), name);
    if (n > 1) {
        char b[8];
        float nb = r * 0.42f < 7 ? 7 : r * 0.42f, bx = mx + rb * 0.45f, by = my + rb + nb * 0.55f;
        int lh = gfx_line_h(g, GFX_SMALL);
        snprintf(b, sizeof b, "%d", n);
        gfx_circle(g, bx, by, nb + 1.2f, gfx_rgb(0x1a1a1a));
        gfx_circle(g, bx, by, nb, gfx_rgb(0xf5c518));
        gfx_text_align(g, GFX_SMALL, (int)lroundf(bx - nb), (int)lroundf(by - lh / 2.0f),
                       (int)lroundf(2 * nb), GFX_CENTER, gfx_rgb(0x1a1a1a), b);
    }
}

/* Out of ammunition: an empty shell struck through, top-left corner. */
static void draw_no_ammo(ui_app *a, gfx *g, float x, float y, float r, int unit)
{
    float rr = badge_r(r) * 0.9f, off = r * COUNTER_HALF * 0.72f, cx = x - off, cy = y - off;
    char name[48];

    gfx_circle(g, cx, cy, rr + 1.2f, gfx_rgb(0xf2efe6));
    gfx_circle(g, cx, cy, rr, gfx_rgb(0x2e3138));
    gfx_line(g, cx - rr * 0.45f, cy + rr * 0.2f, cx + rr * 0.45f, cy + rr * 0.2f, rr * 0.35f,
             gfx_rgb(0xc9a227));
    gfx_line(g, cx - rr * 0.7f, cy + rr * 0.7f, cx + rr * 0.7f, cy - rr * 0.7f, rr * 0.3f,
             gfx_rgb(0xd8353d));
    snprintf(name, sizeof name, "mark no ammunition unit %d", unit);
    ui_part(a, hexmap_square(cx, cy, rr), name);
}

/* Pips on a unit's bottom edge for the steps its movement roll left it. */
static void draw_steps(gfx *g, float x, float y, float r, int n)
{
    int i;
    float pr = r * 0.13f < 3 ? 3 : r * 0.13f;

    for (i = 0; i < n; i++) {
        float px = x + (i - (n - 1) / 2.0f) * pr * 2.8f, py = y + r * COUNTER_HALF;
        gfx_circle(g, px, py, pr + 1.2f, gfx_rgb(0x1a120c));
        gfx_circle(g, px, py, pr, gfx_rgb(0x7fe0a0));
    }
}

/* Every counter's state marks, over all counters and highlights. */
static void draw_state_marks(rview *v, ui_app *a, gfx *g, float r)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, c;

    for (c = 0; c < n; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;
        char who[32];

        if (ce->unit < 0 && (ce->counter < 0 || ce->counter == RACE_C_EMPTY))
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (!hexmap_visible(&v->map, x, y, r * 1.5f))
            continue;
        if (ce->unit >= 0 && ce->unit < st->nunits) {
            const race_unit *u = &st->unit[ce->unit];
            snprintf(who, sizeof who, "unit %d", ce->unit);
            draw_suppression(a, g, x, y, r, u->sup, who);
            if (u->no_ammo)
                draw_no_ammo(a, g, x, y, r, ce->unit);
            if (u->nation == st->active && st->phase == RACE_PH_ACTION && u->rolled && u->steps > 0)
                draw_steps(g, x, y, r, u->steps);
        } else if (ce->counter >= 0 && !hidden(st, c)) {
            race_cell_label(st, c, who + 4, sizeof who - 4);
            memcpy(who, "hex ", 4);
            draw_suppression(a, g, x, y, r, ce->csup, who);
        }
    }
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
    float r = hexmap_radius(&v->map);
    int deco = r >= 13;

    gfx_clip(g, &v->map.rect);
    gfx_gradient(g, v->map.rect, gfx_rgb(0x3b4a33), gfx_rgb(0x27301f));
    for (c = 0; c < n; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;

        hexmap_cell_xy(&v->map, c, &x, &y);
        if (!hexmap_visible(&v->map, x, y, r))
            continue;
        gfx_hexagon(g, x, y, r + 0.6f, gfx_rgb(terrain_rgb(ce->terrain)));
        if (hidden(st, c)) {
            SDL_Rect fr = {(int)lroundf(x - r), (int)lroundf(y - r * 0.866f),
                           (int)lroundf(2 * r), (int)lroundf(1.732f * r)};
            gfx_image(g, "race/unscouted.svg", fr);
        } else if (deco) {
            gfx_image(g, terrain_art(ce->terrain), hexmap_square(x, y, r * 0.8f));
        }
    }
    for (c = 0; c < n; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;

        hexmap_cell_xy(&v->map, c, &x, &y);
        if (!hexmap_visible(&v->map, x, y, r))
            continue;
        gfx_hexagon_outline(g, x, y, r, r > 20 ? 1.2f : 0.8f, gfx_rgba(0x2b2118, 70));
        if (ce->start >= 0)
            gfx_hexagon_outline(g, x, y, r * 0.86f, r * 0.1f + 1,
                                gfx_rgba(racev_nation_rgb(ce->start), 170));
    }
    draw_walls(v, g);
    gfx_clip(g, NULL);
}

static void draw_static_cb(void *ctx, gfx *g) { draw_static(ctx, g); }

void racev_map_draw(rview *v, ui_app *a, gfx *g)
{
    const race_state *st = ST(v);
    int n = st->cols * st->rows, c, i;
    float r = hexmap_radius(&v->map);

    hexmap_static(&v->map, g, static_signature(v), draw_static_cb, v);
    gfx_clip(g, &v->map.rect);

    /* highlights under the counters */
    for (c = 0; c < n; c++) {
        unsigned m = v->mark[c];
        float x, y;

        if (!m)
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (m & RM_MOVE)
            hexmap_mark_move(g, x, y, r);
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
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (ce->unit >= 0 && ce->unit < st->nunits) {
            /* named for scripts (assert-in-view), on screen or not */
            char name[64];
            const race_unit *u = &st->unit[ce->unit];
            snprintf(name, sizeof name, "unit %d %s %s", ce->unit, racev_nation_adj(u->nation),
                     racev_kind_name(u->kind));
            ui_part(a, hexmap_square(x, y, r * COUNTER_HALF), name);
        }
        if (!hexmap_visible(&v->map, x, y, r))
            continue;
        if (ce->counter >= 0 && ce->counter != RACE_C_EMPTY && !hidden(st, c))
            draw_counter(g, racev_map_counter_art(ce->counter), x, y, r);
        if (ce->unit >= 0 && ce->unit < st->nunits) {
            const race_unit *u = &st->unit[ce->unit];
            draw_counter(g, racev_map_unit_art(u->nation, u->kind), x, y, r);
        }
    }

    /* the legation's gold rim stays visible over the counters, and its
     * walls and gate over the rim */
    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        float x, y;
        if (st->legation[i] < 0 || st->legation[i] >= n)
            continue;
        hexmap_cell_xy(&v->map, st->legation[i], &x, &y);
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
        hexmap_cell_xy(&v->map, v->roll_cell[i], &x, &y);
        gfx_ring(g, x, y, r * 0.78f, 2.5f, gfx_rgba(0x1a120c, 160));
        gfx_ring(g, x, y, r * 0.78f, 1.3f, gfx_rgb(0xffffff));
    }

    /* markers over the counters */
    for (c = 0; c < n; c++) {
        unsigned m = v->mark[c];
        float x, y;

        if (!m)
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (m & RM_PICK)
            hexmap_mark_pick(g, x, y, r, 220);
        if (m & RM_SEL)
            hexmap_mark_selected(g, x, y, r);
        if (m & RM_FIRE)
            hexmap_mark_target(g, x, y, r, gfx_rgb(0xb3151c));
        if (m & RM_ATTACK)
            hexmap_mark_target(g, x, y, r, gfx_rgb(0x7a0d12));
    }
    draw_state_marks(v, a, g, r);
    name_rubble(v, a, r);
    for (i = 0; i < v->nbreach; i++) {
        float x, y, x1, y1, x2, y2;
        int sc = v->breach_cell, d = v->breach_dir[i];

        float br, sx, sy;
        char nm[48];
        hexmap_side_ends(&v->map, sc, d, &x1, &y1, &x2, &y2);
        gfx_line(g, x1, y1, x2, y2, r * 0.3f + 2, gfx_rgba(0xff8c1a, 200));
        hexmap_side_xy(&v->map, sc, d, &sx, &sy);
        racev_breach_marker(v, sc, d, &x, &y, &br);
        if (fabsf(x - sx) + fabsf(y - sy) > 1)   /* pushed out: a lead to its side */
            gfx_line(g, sx, sy, x, y, 2, gfx_rgba(0x1a120c, 200));
        gfx_circle(g, x, y, br, gfx_rgb(0x1a120c));
        gfx_circle(g, x, y, br - 1.5f, gfx_rgb(0xff9a2e));
        gfx_image(g, "race/breach.svg", hexmap_square(x, y, br - 3));
        snprintf(nm, sizeof nm, "breach marker side %d", d);
        ui_part(a, hexmap_square(x, y, br), nm);
    }
    hexmap_mark_hover(&v->map, g, v->hover_cell);
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
    /* hexes sized by the height on a wide strip, by the width on a
     * squarer card, so the legation (column 7) stays in the picture */
    float hr = r.h / 6.4f < r.w / 12.0f ? r.h / 6.4f : r.w / 12.0f, band = r.h * 0.22f;
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
            gfx_image(g, terrain_art(t), hexmap_square(x, y, hr * 0.8f));
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
        gfx_image(g, "race/breach.svg", hexmap_square(x + hr * 0.75f, y - hr * 0.433f, hr * 0.32f));
    }
    {
        /* a few counters: column, row in hex heights, art */
        static const struct { float col, row; const char *art; } pieces[] = {
            {2, 2, "race/gb_troops.svg"}, {1, 0.5f, "race/ru_artillery.svg"},
            {4, 2, "race/boxers.svg"}, {6, 1, "race/qing_troops.svg"},
        };
        for (i = 0; i < (int)(sizeof pieces / sizeof pieces[0]); i++)
            gfx_image(g, pieces[i].art, hexmap_square(r.x + hr * 0.3f + pieces[i].col * hr * 1.5f,
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
