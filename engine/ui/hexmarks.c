/* hexmarks: the marks map views draw on hexes (declared in hexmap.h), one
 * look for every hex game: where a unit may go, the chosen hex, a hex to
 * pick, a target, the hex under the pointer; the caption saying what is
 * under it. */
#include "ui/hexmap.h"
#include "ui/labels.h"

void hexmap_mark_move(gfx *g, float x, float y, float r)
{
    gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0x5fd38a, 120));
    gfx_hexagon_outline(g, x, y, r * 0.9f, r * 0.08f + 1, gfx_rgb(0x2e8b57));
}

void hexmap_mark_pick(gfx *g, float x, float y, float r, int alpha)
{
    gfx_ring(g, x, y, r * 0.8f, r * 0.07f + 1.2f, gfx_rgba(0xffe27a, alpha));
}

void hexmap_mark_selected(gfx *g, float x, float y, float r)
{
    gfx_ring(g, x, y, r * 0.86f, r * 0.12f + 1.5f, gfx_rgb(0xffd23a));
    gfx_ring(g, x, y, r * 0.86f + r * 0.12f, 1.2f, gfx_rgb(0x1a120c));
}

void hexmap_mark_target(gfx *g, float x, float y, float r, SDL_Color c)
{
    float rr = r * 0.5f;

    gfx_ring(g, x, y, rr, r * 0.08f + 1, c);
    gfx_line(g, x - rr * 1.35f, y, x - rr * 0.55f, y, r * 0.07f + 1, c);
    gfx_line(g, x + rr * 0.55f, y, x + rr * 1.35f, y, r * 0.07f + 1, c);
    gfx_line(g, x, y - rr * 1.35f, x, y - rr * 0.55f, r * 0.07f + 1, c);
    gfx_line(g, x, y + rr * 0.55f, x, y + rr * 1.35f, r * 0.07f + 1, c);
}

void hexmap_mark_hover(const hexmap *m, gfx *g, int cell)
{
    float x, y;

    if (cell < 0)
        return;
    hexmap_cell_xy(m, cell, &x, &y);
    gfx_hexagon_outline(g, x, y, hexmap_radius(m) * 0.97f, 2, gfx_rgba(0xffffff, 200));
}

/* The caption goes through the frame's label pass (labels.h) as the
 * hovered thing's verdict: placed first, so the names give way to it; at
 * a corner of the map, the bottom left first (the Peking map's edge row
 * is there, where the Chinese enter), never over the hex it describes or
 * its neighbours, and of the corners left the one that covers least of
 * what the game keeps seen (counters, stars). Long texts (a refusal's
 * reason) wrap on the plate, never run past the map's edge. */
void hexmap_caption_clear(const hexmap *m, ui_app *a, gfx *g, SDL_Rect area, int cell, const char *text)
{
    int w, h, k, ns = 0, maxw = area.w - 40 < 560 ? area.w - 40 : 560;
    lplace_spot all[4], sp[4];
    SDL_Rect near = {0, 0, 0, 0};

    if (!text || !*text)
        return;
    labels_size_wrap(g, text, maxw - 20, &w, &h);
    all[0] = (lplace_spot){(float)(area.x + 10), (float)(area.y + area.h - 12), 0, 1};
    all[1] = (lplace_spot){(float)(area.x + area.w - 10), (float)(area.y + 10), 1, 0};
    all[2] = (lplace_spot){(float)(area.x + 10), (float)(area.y + 10), 0, 0};
    all[3] = (lplace_spot){(float)(area.x + area.w - 10), (float)(area.y + area.h - 12), 1, 1};
    if (cell >= 0) {
        SDL_Rect hr = hexmap_cell_rect(m, cell);
        near = (SDL_Rect){hr.x - hr.w, hr.y - hr.h, hr.w * 3, hr.h * 3};
        ui_part(a, hr, "hover hex");
    }
    for (k = 0; k < 4; k++) {
        SDL_Rect b = {(int)(all[k].x - all[k].ax * (float)w), (int)(all[k].y - all[k].ay * (float)h), w, h};
        if (cell < 0 || !SDL_HasIntersection(&near, &b))
            sp[ns++] = all[k];
    }
    if (!ns) /* a caption taller than the map's free corners: the first */
        sp[ns++] = all[0];
    labels_add_wrap(g, LPLACE_VERDICT, LPLACE_IN_BOUNDS, text, maxw - 20, gfx_rgb(0xf3e9d2),
                    "hover caption", sp, ns);
}

void hexmap_caption(gfx *g, SDL_Rect area, const char *text)
{
    int w = gfx_text_w(g, GFX_SMALL, text) + 20;

    gfx_round(g, (SDL_Rect){area.x + 10, area.y + area.h - 40, w, 28}, 6, gfx_rgba(0x1c150f, 210));
    gfx_text(g, GFX_SMALL, area.x + 20, area.y + area.h - 34, gfx_rgb(0xf3e9d2), text);
}
