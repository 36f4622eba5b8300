/* dice: the dice tray widget. A roll tumbles for a moment (faces flicker,
 * dice spin and settle), then shows its faces, the modifiers and the
 * outcome. d6 with pips (red ones and fours, as on Chinese dice), d10 as a
 * numbered kite, the average die as an amber cube with its number. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/ui_local.h"

#define TUMBLE_MS 650
#define FLICKER_MS 70

static SDL_FPoint rot(float cx, float cy, float x, float y, float ang)
{
    float c = cosf(ang), s = sinf(ang);
    SDL_FPoint p = {cx + x * c - y * s, cy + x * s + y * c};
    return p;
}

/* Rounded square of half-size h, rotated by ang, as a polygon. */
static int rounded_square(SDL_FPoint *p, float cx, float cy, float h, float ang)
{
    float rad = h * 0.28f, in = h - rad;
    int n = 0;
    static const float cxs[4] = {1, -1, -1, 1}, cys[4] = {-1, -1, 1, 1};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i <= 5; i++) {
            float a = (float)((k * 90.0 + 18.0 * i) * M_PI / 180.0);
            p[n++] = rot(cx, cy, cxs[k] * in + rad * cosf(a), cys[k] * in - rad * sinf(a), ang);
        }
    return n;
}

static void d6_pips(gfx *g, float cx, float cy, float h, float ang, int face)
{
    static const signed char pip[7][6][2] = {
        {{0}}, {{0, 0}}, {{-1, -1}, {1, 1}}, {{-1, -1}, {0, 0}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
    };
    if (face < 1 || face > 6)
        return;
    float off = h * 0.5f;
    float pr = face == 1 ? h * 0.24f : h * 0.15f;
    SDL_Color c = gfx_rgb(face == 1 || face == 4 ? 0xb3202a : 0x1f1812);
    for (int i = 0; i < face; i++) {
        SDL_FPoint p = rot(cx, cy, pip[face][i][0] * off, pip[face][i][1] * off, ang);
        gfx_circle(g, p.x, p.y, pr, c);
    }
}

static void draw_die(gfx *g, int sides, int face, float cx, float cy, float size, float ang)
{
    float h = size / 2;
    SDL_FPoint p[32];
    char num[16];
    snprintf(num, sizeof num, "%d", face);
    if (sides == 10) {
        static const float kx[4] = {0, 0.92f, 0, -0.92f}, ky[4] = {-1.08f, -0.12f, 1.0f, -0.12f};
        for (int i = 0; i < 4; i++)
            p[i] = rot(cx + 1.5f, cy + 3, kx[i] * h, ky[i] * h, ang);
        gfx_poly(g, p, 4, gfx_rgba(0x000000, 90)); /* shadow */
        for (int i = 0; i < 4; i++)
            p[i] = rot(cx, cy, kx[i] * h, ky[i] * h, ang);
        gfx_poly(g, p, 4, gfx_rgb(0xa3262a));
        /* the lower facets, a shade darker, give the kite its depth */
        SDL_FPoint low[4] = {p[1], p[2], p[3], rot(cx, cy, 0, 0.42f * h, ang)};
        gfx_poly(g, low, 4, gfx_rgb(0x7f1b1f));
        gfx_poly_outline(g, p, 4, 1.5f, gfx_rgb(0x4a0f12));
        gfx_line(g, low[3].x, low[3].y, p[1].x, p[1].y, 1, gfx_rgba(0xf3e9d2, 90));
        gfx_line(g, low[3].x, low[3].y, p[3].x, p[3].y, 1, gfx_rgba(0xf3e9d2, 90));
        int font = size >= 44 ? GFX_LARGE : GFX_BOLD;
        int lh = gfx_line_h(g, font);
        gfx_text_align(g, font, (int)(cx - h), (int)(cy - h * 0.42f - lh / 2.f), (int)size,
                       GFX_CENTER, gfx_rgb(0xfbf3dc), num);
        return;
    }
    int n = rounded_square(p, cx + 1.5f, cy + 3, h, ang);
    gfx_poly(g, p, n, gfx_rgba(0x000000, 90));
    n = rounded_square(p, cx, cy, h, ang);
    int avg = sides == 7;
    gfx_poly(g, p, n, gfx_rgb(avg ? 0xe2b34a : 0xfaf4e4));
    gfx_poly_outline(g, p, n, 1.5f, gfx_rgb(avg ? 0x7a5512 : 0x5c4a36));
    if (avg) {
        int font = size >= 44 ? GFX_LARGE : GFX_BOLD;
        int lh = gfx_line_h(g, font);
        gfx_text_align(g, font, (int)(cx - h), (int)(cy - lh / 2.f), (int)size, GFX_CENTER,
                       gfx_rgb(0x2b2118), num);
    } else {
        d6_pips(g, cx, cy, h, ang, face);
    }
}

void ui_die(gfx *g, int sides, int face, float cx, float cy, float size)
{
    draw_die(g, sides == 10 ? 10 : sides == 7 ? 7 : 6, face, cx, cy, size, 0);
}

/* Centred text in the larger font when it fits, else the smaller one,
 * cut short with an ellipsis when even that is too wide (the whole line
 * stays in the log). Returns 1 when it was cut. */
static int fit_text(gfx *g, int big, int small, SDL_Rect r, SDL_Color c, const char *s)
{
    int font = gfx_text_w(g, big, s) <= r.w ? big : small;
    char cut[256];
    size_t n = strlen(s);

    if (font == big || gfx_text_w(g, small, s) <= r.w || n >= sizeof cut - 4) {
        gfx_text_align(g, font, r.x, r.y, r.w, GFX_CENTER, c, s);
        return 0;
    }
    /* the longest start that fits with the ellipsis, whole characters only */
    while (n > 0) {
        do
            n--;
        while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80);
        memcpy(cut, s, n);
        memcpy(cut + n, "\xe2\x80\xa6", 4);
        if (gfx_text_w(g, small, cut) <= r.w)
            break;
    }
    gfx_text_align(g, small, r.x, r.y, r.w, GFX_CENTER, c, cut);
    return 1;
}

static int face_range(int sides)
{
    return sides == 10 ? 10 : 6;
}

void ui_dice_tray(ui_app *a, SDL_Rect r, const ui_roll *roll)
{
    gfx *g = a->g;
    /* a wooden rim and a green baize floor */
    gfx_round(g, r, 8, gfx_rgb(0x4b3323));
    SDL_Rect rim = {r.x + 3, r.y + 3, r.w - 6, r.h - 6};
    gfx_round(g, rim, 6, gfx_rgb(0x6d4a31));
    SDL_Rect felt = {r.x + 8, r.y + 8, r.w - 16, r.h - 16};
    gfx_round(g, felt, 4, gfx_rgb(0x22493a));
    SDL_Rect hi = {felt.x, felt.y, felt.w, felt.h / 2};
    gfx_gradient(g, hi, gfx_rgba(0xffffff, 18), gfx_rgba(0xffffff, 0));
    int lhs = gfx_line_h(g, GFX_SMALL), lhb = gfx_line_h(g, GFX_BOLD);
    if (!roll || roll->n <= 0) {
        gfx_text_align(g, GFX_SMALL, felt.x, felt.y + (felt.h - lhs) / 2, felt.w, GFX_CENTER,
                       gfx_rgba(0xf3e9d2, 150), "No dice rolled yet");
        return;
    }
    Uint32 now = ui_now(a);
    Uint32 age = now - roll->at;
    int tumbling = (Sint32)age >= 0 && age < TUMBLE_MS;
    if (tumbling)
        ui_animate(a);
    float t = tumbling ? (float)age / TUMBLE_MS : 1.f; /* 0 .. 1 */

    /* A small tray drops the line of modifiers (it becomes the tray's
     * tooltip) and uses smaller type, so the dice keep a readable size. */
    int full_room = felt.h - 16 - (roll->what[0] ? lhb + 4 : 0) -
                    (roll->mods[0] ? lhs + 2 : 0) - (roll->result[0] ? lhb + 2 : 0);
    int compact = full_room < 44;
    int show_mods = roll->mods[0] && !compact;
    int y = felt.y + (compact ? 5 : 8);
    if (roll->what[0]) {
        int f = compact ? GFX_SMALL : GFX_BOLD, lh = compact ? lhs : lhb;
        fit_text(g, f, GFX_SMALL, (SDL_Rect){felt.x + 10, y, felt.w - 20, lh},
                 gfx_rgb(0xf3e9d2), roll->what);
        y += lh + (compact ? 2 : 4);
    }
    if (compact && roll->mods[0] && !tumbling)
        ui_tooltip(a, r, roll->mods);
    int bottom_lines = (show_mods ? lhs + 2 : 0) + (roll->result[0] ? lhb + 2 : 0);
    int room = felt.y + felt.h - (compact ? 4 : 8) - bottom_lines - y;
    int n = roll->n > 4 ? 4 : roll->n;
    float size = room * (compact ? 0.92f : 0.78f);
    if (size > 64)
        size = 64;
    if (size < 16)
        size = 16;
    float gap = size * 0.45f;
    /* dice, then "+2 = 7" beside them once they have settled */
    char tot[32] = "";
    if (!tumbling) {
        if (roll->modifier)
            snprintf(tot, sizeof tot, "%+d = %d", roll->modifier, roll->total);
        else if (n > 1)
            snprintf(tot, sizeof tot, "= %d", roll->total);
    }
    int totfont = size >= 40 ? GFX_LARGE : GFX_BOLD;
    int totw = tot[0] ? gfx_text_w(g, totfont, tot) + (int)gap : 0;
    float rowpw = n * size + (n - 1) * gap + totw;
    if (rowpw > felt.w - 16) { /* too wide: smaller dice, closer */
        float k = (felt.w - 16 - totw) / (n * size + (n - 1) * gap);
        size *= k > 0.3f ? k : 0.3f;
        gap *= k > 0.3f ? k : 0.3f;
        rowpw = n * size + (n - 1) * gap + totw;
    }
    float x = felt.x + (felt.w - rowpw) / 2 + size / 2;
    float cy = y + room / 2.f;
    for (int i = 0; i < n; i++) {
        int sides = roll->sides[i] == 10 ? 10 : roll->sides[i] == 7 ? 7 : 6;
        int face = roll->face[i];
        float ang = 0, dx = 0, dy = 0;
        if (tumbling) {
            /* a local stream for the show: never the game's rng */
            rng show;
            rng_seed(&show, (uint64_t)roll->at * 977u + (uint64_t)(age / FLICKER_MS) * 31u + (uint64_t)i);
            face = 1 + rng_range(&show, face_range(sides));
            if (sides == 7)
                face = 2 + rng_range(&show, 4);
            float left = (1 - t) * (1 - t);
            ang = left * (float)(rng_range(&show, 628) - 314) / 100.f * 1.6f;
            dx = left * (float)(rng_range(&show, 21) - 10) * size / 40.f;
            dy = -fabsf(sinf(t * 9.4f)) * left * size * 0.35f;
        }
        draw_die(g, sides, face, x + dx, cy + dy, size, ang);
        x += size + gap;
    }
    if (tot[0]) {
        int lhl = gfx_line_h(g, totfont);
        gfx_text(g, totfont, (int)(x - size / 2), (int)(cy - lhl / 2.f), gfx_rgb(0xf3e9d2), tot);
    }
    int by = felt.y + felt.h - (compact ? 4 : 8) - bottom_lines;
    if (!tumbling && show_mods) {
        gfx_text_align(g, GFX_SMALL, felt.x + 10, by, felt.w - 20, GFX_CENTER,
                       gfx_rgba(0xf3e9d2, 200), roll->mods);
        by += lhs + 2;
    }
    if (!tumbling && roll->result[0] &&
        fit_text(g, GFX_BOLD, GFX_SMALL, (SDL_Rect){felt.x + 10, by, felt.w - 20, lhb},
                 gfx_rgb(0xe9c766), roll->result))
        ui_tooltip(a, r, roll->result); /* the whole line on hover */
}
