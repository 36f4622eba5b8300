/* hexmarks: the marks map views draw on hexes (declared in hexmap.h), one
 * look for every hex game: where a unit may go, the chosen hex, a hex to
 * pick, a target, the hex under the pointer; the caption saying what is
 * under it. */
#include "ui/hexmap.h"

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

/* The caption sits in the bottom left of the map, where the Peking map's
 * edge row is (the Chinese enter there): over the very hex it describes,
 * or next to it, it moves to the top right. */
void hexmap_caption_clear(const hexmap *m, ui_app *a, gfx *g, SDL_Rect area, int cell, const char *text)
{
    int w = gfx_text_w(g, GFX_SMALL, text) + 20;
    SDL_Rect box = {area.x + 10, area.y + area.h - 40, w, 28};

    if (cell >= 0) {
        SDL_Rect h = hexmap_cell_rect(m, cell), near = {h.x - h.w, h.y - h.h, h.w * 3, h.h * 3};
        if (SDL_HasIntersection(&near, &box)) {
            box.y = area.y + 10;
            if (w + 20 <= area.w)
                box.x = area.x + area.w - 10 - w;
        }
        ui_part(a, h, "hover hex");
    }
    gfx_round(g, box, 6, gfx_rgba(0x1c150f, 210));
    gfx_text(g, GFX_SMALL, box.x + 10, box.y + 6, gfx_rgb(0xf3e9d2), text);
    ui_part(a, box, "hover caption");
}

void hexmap_caption(gfx *g, SDL_Rect area, const char *text)
{
    int w = gfx_text_w(g, GFX_SMALL, text) + 20;

    gfx_round(g, (SDL_Rect){area.x + 10, area.y + area.h - 40, w, 28}, 6, gfx_rgba(0x1c150f, 210));
    gfx_text(g, GFX_SMALL, area.x + 20, area.y + area.h - 34, gfx_rgb(0xf3e9d2), text);
}
