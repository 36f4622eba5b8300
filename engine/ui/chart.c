/* chart: the line-and-bar chart widget (see chart.h): axes with a few
 * round values, the series' legend, lines with dots, bars side by side,
 * marks under the axis, and the point under the pointer picked out. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/chart.h"

/* A round top for the y axis (1, 2 or 5 times a power of ten). */
static double nice_top(double m)
{
    double p = 1, steps[] = {1, 2, 5};
    if (m <= 0)
        return 1;
    while (p * 10 <= m)
        p *= 10;
    while (p > m)
        p /= 10;
    for (;;) {
        for (int k = 0; k < 3; k++)
            if (steps[k] * p >= m)
                return steps[k] * p;
        p *= 10;
    }
}

static void legend(gfx *g, SDL_Rect r, const ui_chart *c, int *bottom)
{
    int x = r.x, y = r.y;
    for (int k = 0; k < c->nseries; k++) {
        const ui_chart_series *s = &c->s[k];
        int w = gfx_text_w(g, GFX_SMALL, s->name) + 34;
        if (x + w > r.x + r.w && x > r.x) {
            x = r.x;
            y += gfx_line_h(g, GFX_SMALL) + 4;
        }
        int cy = y + gfx_line_h(g, GFX_SMALL) / 2;
        if (s->kind == UI_CHART_LINE) {
            gfx_line(g, (float)x, (float)cy, (float)x + 18, (float)cy, 3, gfx_rgb(s->color));
        } else if (s->kind == UI_CHART_BAR) {
            gfx_fill(g, (SDL_Rect){x + 3, cy - 6, 12, 12}, gfx_rgb(s->color));
        } else {
            SDL_FPoint t[3] = {{(float)x + 9, (float)cy - 6}, {(float)x + 16, (float)cy + 6}, {(float)x + 2, (float)cy + 6}};
            gfx_poly(g, t, 3, gfx_rgb(s->color));
        }
        gfx_text(g, GFX_SMALL, x + 22, y, gfx_rgb(UI_INK), s->name);
        x += w;
    }
    *bottom = y + gfx_line_h(g, GFX_SMALL) + 6;
}

int ui_chart_draw(ui_app *a, SDL_Rect r, const ui_chart *c, const char *name)
{
    gfx *g = ui_gfx(a);
    const ui_input *in = ui_in(a);
    int k, i, nbars = 0, nmarks = 0, picked = -1, hover = -1, whole = 1;
    double top = 0;
    char buf[96];

    gfx_round(g, r, 6, gfx_rgb(0xfbf4e2));
    gfx_frame(g, r, gfx_rgba(0x3e3020, 160), 1);
    gfx_text(g, GFX_BOLD, r.x + 14, r.y + 8, gfx_rgb(UI_ACCENT), c->title);
    int ly;
    legend(g, (SDL_Rect){r.x + 14, r.y + 12 + gfx_line_h(g, GFX_BOLD), r.w - 28, 60}, c, &ly);
    for (k = 0; k < c->nseries; k++) {
        nbars += c->s[k].kind == UI_CHART_BAR;
        nmarks += c->s[k].kind == UI_CHART_MARK;
        if (c->s[k].kind != UI_CHART_MARK)
            for (i = 0; i < c->n; i++) {
                if (c->s[k].v[i] > top)
                    top = c->s[k].v[i];
                whole &= c->s[k].v[i] == floor(c->s[k].v[i]);
            }
    }
    /* counts (every value whole) get whole ticks: a top of 1 or 5 would
     * put "0.5" or "2.5" in the middle, so the next even number instead */
    if (whole && top < 10)
        top = top <= 2 ? 2 : 2 * ceil(top / 2);
    else
        top = nice_top(top);
    int under = 22 + (nmarks + (c->ticks ? 1 : 0)) * 12;
    SDL_Rect pl = {r.x + 50, ly + 6, r.w - 70, r.y + r.h - (ly + 6) - under - 8};
    if (pl.w < 20 || pl.h < 20 || c->n <= 0)
        return -1;
    /* the y axis: 0, the middle and the top, with faint lines */
    for (k = 0; k <= 2; k++) {
        double v = top * k / 2;
        int y = pl.y + pl.h - (int)(pl.h * k / 2);
        gfx_fill(g, (SDL_Rect){pl.x, y, pl.w, 1}, gfx_rgba(UI_MUTED, k ? 60 : 200));
        snprintf(buf, sizeof buf, v == floor(v) ? "%.0f" : "%.1f", v);
        gfx_text_align(g, GFX_SMALL, r.x + 4, y - gfx_line_h(g, GFX_SMALL) / 2, 40, GFX_RIGHT,
                       gfx_rgb(UI_MUTED), buf);
    }
    float step = (float)pl.w / c->n;
#define PX(i) (pl.x + step * ((float)(i) + 0.5f))
#define PY(v) (pl.y + pl.h - (float)((v) / top * pl.h))
    /* the point under the pointer, and a click on it */
    for (i = 0; i < c->n; i++) {
        SDL_Rect col = {(int)(pl.x + step * i), pl.y, (int)ceilf(step), pl.h + under};
        char tn[80];
        snprintf(tn, sizeof tn, "%s point %d", name, i);
        ui_target(a, col, tn);
        if (ui_hover(a, col))
            hover = i;
        if (ui_clicked(a, col))
            picked = i;
    }
    if (hover >= 0)
        gfx_fill(g, (SDL_Rect){(int)(pl.x + step * hover), pl.y, (int)ceilf(step), pl.h},
                 gfx_rgba(UI_GOLD, 60));
    /* bars, side by side in a point's column */
    int b = 0;
    for (k = 0; k < c->nseries; k++) {
        if (c->s[k].kind != UI_CHART_BAR)
            continue;
        float bw = step * 0.8f / nbars;
        for (i = 0; i < c->n; i++) {
            float x0 = pl.x + step * i + step * 0.1f + bw * b, y0 = PY(c->s[k].v[i]);
            SDL_Rect br = {(int)x0, (int)y0, bw > 2 ? (int)bw - 1 : 1, pl.y + pl.h - (int)y0};
            gfx_fill(g, br, gfx_rgba(c->s[k].color, 200));
        }
        b++;
    }
    /* lines, with a dot at each point when there is room */
    for (k = 0; k < c->nseries; k++) {
        if (c->s[k].kind != UI_CHART_LINE)
            continue;
        SDL_Color col = gfx_rgb(c->s[k].color);
        for (i = 1; i < c->n; i++)
            gfx_line(g, PX(i - 1), PY(c->s[k].v[i - 1]), PX(i), PY(c->s[k].v[i]), 2.5f, col);
        if (step >= 6)
            for (i = 0; i < c->n; i++)
                gfx_circle(g, PX(i), PY(c->s[k].v[i]), 3.5f, col);
    }
    /* the x axis: its labels where they fit, then the marks' rows */
    int ax = pl.y + pl.h + 4, last = -1000;
    if (c->x_name) /* the axis's name, under the values' column */
        gfx_text_align(g, GFX_SMALL, r.x + 4, ax, 40, GFX_RIGHT, gfx_rgb(UI_MUTED), c->x_name);
    for (i = 0; i < c->n; i++) {
        snprintf(buf, sizeof buf, "%d", c->x[i]);
        int tw = gfx_text_w(g, GFX_SMALL, buf), x = (int)PX(i) - tw / 2;
        if (x > last + 8) {
            gfx_text(g, GFX_SMALL, x, ax, gfx_rgb(UI_MUTED), buf);
            last = x + tw;
        }
    }
    int my = ax + 20;
    for (k = 0; k < c->nseries; k++) {
        if (c->s[k].kind != UI_CHART_MARK)
            continue;
        for (i = 0; i < c->n; i++)
            if (c->s[k].v[i] > 0) {
                SDL_FPoint t[3] = {{PX(i), (float)my}, {PX(i) + 5, (float)my + 9}, {PX(i) - 5, (float)my + 9}};
                gfx_poly(g, t, 3, gfx_rgb(c->s[k].color));
            }
        my += 12;
    }
    if (c->ticks)
        for (i = 0; i < c->n; i++)
            for (k = 0; k < c->ticks[i] && k < 8; k++)
                gfx_fill(g, (SDL_Rect){(int)PX(i) - 8 + k * 3, my, 2, 9}, gfx_rgb(0x6a4a9a));
    /* the values under the pointer */
    if (hover >= 0) {
        char tip[512];
        size_t n = (size_t)snprintf(tip, sizeof tip, "%s %d", c->x_name ? c->x_name : "point", c->x[hover]);
        for (k = 0; k < c->nseries && n < sizeof tip; k++)
            n += (size_t)snprintf(tip + n, sizeof tip - n, "\n%s: %g", c->s[k].name, c->s[k].v[hover]);
        if (c->ticks && n < sizeof tip)
            n += (size_t)snprintf(tip + n, sizeof tip - n, "\n%s: %d", c->ticks_name ? c->ticks_name : "marks",
                                  c->ticks[hover]);
        if (n < sizeof tip)
            snprintf(tip + n, sizeof tip - n, "\nClick to watch this moment.");
        ui_tooltip(a, (SDL_Rect){(int)(pl.x + step * hover), pl.y, (int)ceilf(step), pl.h + under}, tip);
    }
    (void)in;
#undef PX
#undef PY
    return picked;
}
