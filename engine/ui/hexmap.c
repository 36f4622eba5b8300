/* hexmap: the camera, geometry, hit tests, input and cached static layer
 * of a hex map on screen (see hexmap.h). */
#include <math.h>
#include <string.h>

#include <SDL.h>

#include "ui/labels.h"
#include "ui/hexmap.h"

#define ZOOM_MAX 90.0   /* hex radius in logical units */

static int ncells(const hexmap *m) { return m->grid ? m->grid->cols * m->grid->rows : 0; }

static int in_rect(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

void hexmap_fit(hexmap *m, SDL_Rect r, int force)
{
    double minx = 1e9, miny = 1e9, maxx = -1e9, maxy = -1e9, sx, sy;
    int i, n = ncells(m);

    if (!force && m->user_moved && m->fit_scale > 0)
        return;
    for (i = 0; i < n; i++) {
        double x, y;
        hex_center(hex_at(m->grid, i), &x, &y);
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
    m->scale = sx < sy ? sx : sy;
    m->fit_scale = m->scale;
    m->ox = r.x + r.w / 2.0 - (minx + maxx) / 2 * m->scale;
    m->oy = r.y + r.h / 2.0 - (miny + maxy) / 2 * m->scale;
    m->fitted_to = r;
    m->fit_margin_x = (int)((r.w - (maxx - minx) * m->scale) / 2);
    m->ext[0] = minx;
    m->ext[1] = miny;
    m->ext[2] = maxx;
    m->ext[3] = maxy;
    m->user_moved = 0;
}

void hexmap_area(hexmap *m, SDL_Rect r)
{
    m->rect = r;
    if (m->fitted_to.w != r.w || m->fitted_to.h != r.h) {
        hexmap_fit(m, r, m->fit_scale <= 0 || !m->user_moved);
        hexmap_pan(m, 0, 0);   /* a resize keeps the view covered too */
    }
}

void hexmap_zoom(hexmap *m, double factor, int mx, int my)
{
    double ns = m->scale * factor, ux, uy;
    double lo = m->fit_scale;   /* further out the map only shrank */

    if (ns > ZOOM_MAX)
        ns = ZOOM_MAX;
    if (ns < lo)
        ns = lo;
    ux = (mx - m->ox) / m->scale;
    uy = (my - m->oy) / m->scale;
    m->scale = ns;
    m->ox = mx - ux * ns;
    m->oy = my - uy * ns;
    m->user_moved = 1;
    hexmap_pan(m, 0, 0);
}

void hexmap_pan(hexmap *m, double dx, double dy)
{
    SDL_Rect r = m->rect;
    double left, top, w, h;

    if (!m->grid)
        return;
    m->ox += dx;
    m->oy += dy;
    if (dx != 0 || dy != 0)
        m->user_moved = 1;
    if (m->fit_scale <= 0)
        return;
    /* the hexes cover the view where they are larger than it and are
     * centred where smaller (a quarter of the view was all that had to
     * stay, so three quarters could be empty) */
    left = m->ox + m->ext[0] * m->scale;
    top = m->oy + m->ext[1] * m->scale;
    w = (m->ext[2] - m->ext[0]) * m->scale;
    h = (m->ext[3] - m->ext[1]) * m->scale;
    m->ox += ui_clamp_span(left, w, r.x, r.w) - left;
    m->oy += ui_clamp_span(top, h, r.y, r.h) - top;
}

float hexmap_radius(const hexmap *m) { return (float)m->scale; }

/* How far the centre of cell lies outside the map area shrunk by a
 * margin of one hex (0, 0 when inside). */
static void outside_by(const hexmap *m, int cell, double *dx, double *dy)
{
    float x, y, mg = hexmap_radius(m) * 1.2f;
    SDL_Rect r = m->rect;
    double ml = mg, mr = mg, mt = mg, mb = mg;

    hexmap_cell_xy(m, cell, &x, &y);
    if (m->fit_scale > 0) {
        /* a cell by the map's edge comes no further in than the edge
         * (the map covers the view, hexmap_pan) */
        double l = x - (m->ox + m->ext[0] * m->scale), t = y - (m->oy + m->ext[1] * m->scale);
        double rr = m->ox + m->ext[2] * m->scale - x, b = m->oy + m->ext[3] * m->scale - y;
        if (l < ml) ml = l;
        if (rr < mr) mr = rr;
        if (t < mt) mt = t;
        if (b < mb) mb = b;
    }
    *dx = *dy = 0;
    if (x < r.x + ml)
        *dx = r.x + ml - x;
    else if (x > r.x + r.w - mr)
        *dx = r.x + r.w - mr - x;
    if (y < r.y + mt)
        *dy = r.y + mt - y;
    else if (y > r.y + r.h - mb)
        *dy = r.y + r.h - mb - y;
    /* a cell just panned to the margin (hexmap_zoom_keep) lands there up to
     * float rounding: count it as inside, or the next wheel step would see
     * no unit in sight and lose them all */
    if (fabs(*dx) < 0.5)
        *dx = 0;
    if (fabs(*dy) < 0.5)
        *dy = 0;
}

void hexmap_show(hexmap *m, int cell)
{
    double dx, dy;
    int moved = m->user_moved;

    if (cell < 0 || cell >= ncells(m))
        return;
    outside_by(m, cell, &dx, &dy);
    if (dx != 0 || dy != 0) {
        hexmap_pan(m, dx, dy);
        m->user_moved = moved;  /* following play is not the player's pan */
    }
}

void hexmap_zoom_keep(hexmap *m, double factor, int mx, int my, const int *cells, int n)
{
    int i, best = -1, seen = 0;
    double bd = 1e18, dx, dy;

    for (i = 0; i < n; i++) {
        outside_by(m, cells[i], &dx, &dy);
        seen |= dx == 0 && dy == 0;
    }
    hexmap_zoom(m, factor, mx, my);
    if (!seen)
        return;
    for (i = 0; i < n; i++) {
        outside_by(m, cells[i], &dx, &dy);
        if (dx == 0 && dy == 0)
            return;  /* still one in sight */
        if (dx * dx + dy * dy < bd) {
            bd = dx * dx + dy * dy;
            best = cells[i];
        }
    }
    /* every unit went off screen: bring the nearest back */
    if (best >= 0) {
        outside_by(m, best, &dx, &dy);
        hexmap_pan(m, dx, dy);
    }
}

void hexmap_cell_xy(const hexmap *m, int cell, float *x, float *y)
{
    double hx, hy;

    hex_center(hex_at(m->grid, cell), &hx, &hy);
    *x = (float)(m->ox + hx * m->scale);
    *y = (float)(m->oy + hy * m->scale);
}

int hexmap_cell_at(const hexmap *m, int x, int y)
{
    hex h;

    if (m->scale <= 0 || !m->grid)
        return -1;
    h = hex_from_point((x - m->ox) / m->scale, (y - m->oy) / m->scale);
    return hex_in_grid(m->grid, h) ? hex_index(m->grid, h) : -1;
}

/* The side lies halfway to the neighbour's centre, whatever the grid's
 * orientation. */
void hexmap_side_xy(const hexmap *m, int cell, int dir, float *x, float *y)
{
    hex h = hex_at(m->grid, cell), n = hex_neighbor(h, dir);
    double ax, ay, bx, by;

    hex_center(h, &ax, &ay);
    hex_center(n, &bx, &by);
    *x = (float)(m->ox + (ax + bx) / 2 * m->scale);
    *y = (float)(m->oy + (ay + by) / 2 * m->scale);
}

void hexmap_side_ends(const hexmap *m, int cell, int dir, float *x1, float *y1, float *x2, float *y2)
{
    float cx, cy, mx, my, dx, dy, len, half;

    hexmap_cell_xy(m, cell, &cx, &cy);
    hexmap_side_xy(m, cell, dir, &mx, &my);
    /* the side is perpendicular to centre->midpoint, one radius long */
    dx = mx - cx;
    dy = my - cy;
    len = sqrtf(dx * dx + dy * dy);
    half = hexmap_radius(m) / 2;
    if (len <= 0)
        len = 1;
    *x1 = mx - dy / len * half;
    *y1 = my + dx / len * half;
    *x2 = mx + dy / len * half;
    *y2 = my - dx / len * half;
}

SDL_Rect hexmap_square(float x, float y, float half)
{
    return (SDL_Rect){(int)lroundf(x - half), (int)lroundf(y - half),
                      (int)lroundf(2 * half), (int)lroundf(2 * half)};
}

SDL_Rect hexmap_cell_rect(const hexmap *m, int cell)
{
    float x, y;

    hexmap_cell_xy(m, cell, &x, &y);
    return hexmap_square(x, y, hexmap_radius(m) * 0.62f);
}

SDL_Rect hexmap_side_rect(const hexmap *m, int cell, int dir)
{
    float x, y, r = hexmap_radius(m) * 0.3f + 3;

    if (r < 8)
        r = 8;
    hexmap_side_xy(m, cell, dir, &x, &y);
    return hexmap_square(x, y, r);
}

int hexmap_visible(const hexmap *m, float x, float y, float r)
{
    SDL_Rect a = m->rect;
    return x + r >= a.x && x - r <= a.x + a.w && y + r >= a.y && y - r <= a.y + a.h;
}

/* ------------------------------------------------------------- input */

SDL_Rect hexmap_button_rect(const hexmap *m, int which)
{
    SDL_Rect fit = {m->rect.x + m->rect.w - 12 - 48, m->rect.y + m->rect.h - 12 - 32, 48, 32};

    /* a map narrower than its area (Siege at Peking's): the buttons go
     * up the free margin at its right, off the corner hexes; placed by
     * the fitted map, so they stay put while the player zooms */
    if (m->fit_margin_x >= 48 + 16) {
        fit.x = m->rect.x + m->rect.w - 8 - 48;
        SDL_Rect out = {fit.x, fit.y - 6 - 32, 48, 32}, in = {fit.x, out.y - 6 - 32, 48, 32};
        return which == 0 ? in : which == 1 ? out : fit;
    }
    SDL_Rect out = {fit.x - 6 - 32, fit.y, 32, 32};
    SDL_Rect in = {out.x - 6 - 32, fit.y, 32, 32};
    return which == 0 ? in : which == 1 ? out : fit;
}

int hexmap_hit(const hexmap *m, int x, int y)
{
    int i;

    if (!in_rect(m->rect, x, y))
        return 0;
    for (i = 0; i < 3; i++)
        if (in_rect(hexmap_button_rect(m, i), x, y))
            return 0;
    return 1;
}

int hexmap_input(hexmap *m, ui_app *a, const int *keep, int nkeep)
{
    const ui_input *in = ui_in(a);
    SDL_Rect r = m->rect;
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;

    if (ui_clicked(a, hexmap_button_rect(m, 0)) || in->key == SDLK_PLUS || in->key == SDLK_EQUALS ||
        in->key == SDLK_KP_PLUS) {
        hexmap_zoom(m, 1.25, cx, cy);
        return 0;
    }
    if (ui_clicked(a, hexmap_button_rect(m, 1)) || in->key == SDLK_MINUS || in->key == SDLK_KP_MINUS) {
        hexmap_zoom(m, 0.8, cx, cy);
        return 0;
    }
    if (ui_clicked(a, hexmap_button_rect(m, 2)) || in->key == SDLK_0 || in->key == SDLK_f) {
        hexmap_fit(m, r, 1);
        return 0;
    }
    if (in->key == SDLK_LEFT) hexmap_pan(m, 80, 0);
    if (in->key == SDLK_RIGHT) hexmap_pan(m, -80, 0);
    if (in->key == SDLK_UP) hexmap_pan(m, 0, 80);
    if (in->key == SDLK_DOWN) hexmap_pan(m, 0, -80);
    if (in_rect(r, in->mx, in->my) && in->wheel)
        hexmap_zoom_keep(m, pow(1.2, in->wheel), in->mx, in->my, keep, nkeep);
    if (in->down && in_rect(r, in->press_x, in->press_y)) {
        int dx = in->mx - in->press_x, dy = in->my - in->press_y;
        if (!m->dragging && dx * dx + dy * dy > 36) {
            m->dragging = 1;
            m->drag_lx = in->press_x;
            m->drag_ly = in->press_y;
        }
        if (m->dragging) {
            hexmap_pan(m, in->mx - m->drag_lx, in->my - m->drag_ly);
            m->drag_lx = in->mx;
            m->drag_ly = in->my;
        }
    }
    if (!in->down && !in->clicked)
        m->dragging = 0; /* released outside the window */
    if (in->clicked) {
        int was_drag = m->dragging;
        m->dragging = 0;
        return !was_drag && hexmap_hit(m, in->mx, in->my) && in_rect(r, in->press_x, in->press_y);
    }
    return 0;
}

void hexmap_buttons(hexmap *m, ui_app *a)
{
    /* drawn once a frame over the map: the map's visible area for scripts */
    ui_map_area(a, m->rect);
    ui_button(a, hexmap_button_rect(m, 0), "+", 0);
    ui_button(a, hexmap_button_rect(m, 1), "-", 0);
    ui_button(a, hexmap_button_rect(m, 2), "Fit", 0);
    /* named for scripts: assert-apart "zoom control" tells whether the
     * buttons stand off the hexes */
    SDL_Rect hexes = {(int)(m->ox + m->ext[0] * m->scale), (int)(m->oy + m->ext[1] * m->scale),
                      (int)((m->ext[2] - m->ext[0]) * m->scale),
                      (int)((m->ext[3] - m->ext[1]) * m->scale)};
    ui_part(a, hexes, "zoom control: the hexes");
    ui_part(a, hexmap_button_rect(m, 0), "zoom control +");
    ui_part(a, hexmap_button_rect(m, 1), "zoom control -");
    ui_part(a, hexmap_button_rect(m, 2), "zoom control Fit");
    ui_tooltip(a, hexmap_button_rect(m, 2), "Show the whole map (0). Wheel or +/- zoom, drag or arrow keys pan.");
}

/* ------------------------------------------------------ static layer */

static void paint(hexmap *m, gfx *g, void (*draw)(void *, gfx *), void *ctx)
{
    gfx_clip(g, &m->rect);
    draw(ctx, g);
    gfx_clip(g, NULL);
}

void hexmap_static(hexmap *m, gfx *g, Uint32 sig, void (*draw)(void *ctx, gfx *g), void *ctx)
{
    SDL_Renderer *ren = gfx_renderer(g);
    int pw = 0, ph = 0;

    if (gfx_recording(g)) { /* a recorded frame: what the layer shows is hashed */
        paint(m, g, draw, ctx);
        return;
    }
    SDL_GetRendererOutputSize(ren, &pw, &ph);
    if (m->base && (m->base_w != pw || m->base_h != ph)) {
        SDL_DestroyTexture(m->base);
        m->base = NULL;
    }
    if (!m->base && !m->base_failed && SDL_RenderTargetSupported(ren)) {
        m->base = SDL_CreateTexture(ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, pw, ph);
        m->base_w = pw;
        m->base_h = ph;
        m->base_valid = 0;
        if (!m->base)
            m->base_failed = 1;
        else
            SDL_SetTextureBlendMode(m->base, SDL_BLENDMODE_NONE);
    }
    if (!m->base) {
        paint(m, g, draw, ctx);
        return;
    }
    if (!m->base_valid || m->base_sig != sig || m->base_scale != m->scale || m->base_ox != m->ox ||
        m->base_oy != m->oy || memcmp(&m->base_rect, &m->rect, sizeof m->base_rect) != 0) {
        /* The first picture of a new layer (a screen's first frame, a
         * resize) may be on disk from an earlier run: what it draws is
         * hashed first (a dry run) and names the file. */
        unsigned long long key = 0;
        int first = !m->base_valid, loaded = 0;
        if (first) {
            gfx_record_begin(g);
            paint(m, g, draw, ctx);
            key = gfx_record_end(g);
            loaded = gfx_layer_load(g, key, m->base, pw, ph);
        }
        if (!loaded) {
            if (SDL_SetRenderTarget(ren, m->base) != 0) {
                SDL_DestroyTexture(m->base);
                m->base = NULL;
                m->base_failed = 1;
                paint(m, g, draw, ctx);
                return;
            }
            paint(m, g, draw, ctx);
            if (first)
                gfx_layer_save(g, key, pw, ph);
            SDL_SetRenderTarget(ren, NULL);
        }
        m->base_valid = 1;
        m->base_sig = sig;
        m->base_scale = m->scale;
        m->base_ox = m->ox;
        m->base_oy = m->oy;
        m->base_rect = m->rect;
    }
    gfx_clip(g, &m->rect);
    SDL_RenderCopy(ren, m->base, NULL, NULL);
    gfx_clip(g, NULL);
}

void hexmap_free(hexmap *m)
{
    if (m->base)
        SDL_DestroyTexture(m->base);
    m->base = NULL;
}

void hexmap_labels_begin(const hexmap *m)
{
    labels_begin(m->rect);
    for (int k = 0; k < 3; k++)
        labels_keep(hexmap_button_rect(m, k), 4);
}
