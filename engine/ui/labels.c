/* labels: one frame's words on a map (the hex map's, the table's): each
 * given with its priority, spots and shorter form, placed by the label
 * placer (lplace.c) against what must stay seen, then drawn, plate or
 * bare text, lowest first, and named for scripts. The table view puts
 * every word it writes through here (tags, name plates, overlays' labels,
 * the verdict, the game's own words); a hex map's game does the same. */
#include <stdio.h>
#include <string.h>

#include "ui/labels.h"

typedef struct vlabel {
    char text[512], shorter[64];
    SDL_Color ink;
    int plate;
    int wrap;          /* >0: the text wraps at this width on its plate */
    char part[96];
} vlabel;

/* One frame's labels: the view draws one frame at a time, so one set. */
static lplace LP;
static vlabel VL[LPLACE_MAX_LABELS];

#define PLATE_H 22
#define WRAP_PAD_X 10 /* a wrapped label's plate round its lines */
#define WRAP_PAD_Y 6

static int text_w(gfx *g, const char *s, int plate)
{
    return gfx_text_w(g, GFX_SMALL, s) + (plate ? 12 : 0);
}

int labels_add(gfx *g, int prio, int flags, const char *text, const char *shorter, SDL_Color ink,
                      int plate, const char *part, const lplace_spot *spots, int nspot)
{
    lplace_label l;
    int k;

    memset(&l, 0, sizeof l);
    l.prio = prio;
    l.flags = flags;
    l.w = text_w(g, text, plate);
    l.h = plate ? PLATE_H : gfx_line_h(g, GFX_SMALL);
    if (shorter && shorter[0]) {
        l.sw = text_w(g, shorter, plate);
        l.sh = l.h;
    }
    l.nspot = nspot < LPLACE_MAX_SPOTS ? nspot : LPLACE_MAX_SPOTS;
    memcpy(l.spot, spots, sizeof spots[0] * (size_t)l.nspot);
    l.key = LP.n;
    if ((k = lplace_add(&LP, &l)) < 0)
        return -1;
    snprintf(VL[k].text, sizeof VL[k].text, "%s", text);
    snprintf(VL[k].shorter, sizeof VL[k].shorter, "%s", shorter ? shorter : "");
    VL[k].ink = ink;
    VL[k].plate = plate;
    VL[k].wrap = 0;
    snprintf(VL[k].part, sizeof VL[k].part, "%s", part ? part : "");
    return k;
}

int labels_add_wrap(gfx *g, int prio, int flags, const char *text, int maxw, SDL_Color ink,
                    const char *part, const lplace_spot *spots, int nspot)
{
    lplace_label l;
    int k, tw = gfx_text_w(g, GFX_SMALL, text) + 2;

    memset(&l, 0, sizeof l);
    if (maxw < 40)
        maxw = 40;
    if (tw > maxw)
        tw = maxw;
    l.prio = prio;
    l.flags = flags;
    l.w = tw + 2 * WRAP_PAD_X;
    l.h = gfx_text_wrap_h(g, GFX_SMALL, tw, text) + 2 * WRAP_PAD_Y;
    l.nspot = nspot < LPLACE_MAX_SPOTS ? nspot : LPLACE_MAX_SPOTS;
    memcpy(l.spot, spots, sizeof spots[0] * (size_t)l.nspot);
    l.key = LP.n;
    if ((k = lplace_add(&LP, &l)) < 0)
        return -1;
    snprintf(VL[k].text, sizeof VL[k].text, "%s", text);
    VL[k].shorter[0] = 0;
    VL[k].ink = ink;
    VL[k].plate = 1;
    VL[k].wrap = tw;
    snprintf(VL[k].part, sizeof VL[k].part, "%s", part ? part : "");
    return k;
}

void labels_size_wrap(gfx *g, const char *text, int maxw, int *w, int *h)
{
    int tw = gfx_text_w(g, GFX_SMALL, text) + 2;

    if (maxw < 40)
        maxw = 40;
    if (tw > maxw)
        tw = maxw;
    *w = tw + 2 * WRAP_PAD_X;
    *h = gfx_text_wrap_h(g, GFX_SMALL, tw, text) + 2 * WRAP_PAD_Y;
}

/* Beside a box: under it centred, over it, right, left, and the corners
 * under it (a tag, a name plate). */
int labels_box_spots(SDL_Rect b, int gap, lplace_spot *s)
{
    float cx = b.x + b.w / 2.0f, cy = b.y + b.h / 2.0f, g = (float)gap;
    float l = (float)b.x, r = (float)(b.x + b.w), t = (float)b.y, bo = (float)(b.y + b.h);

    s[0] = (lplace_spot){cx, bo + g, 0.5f, 0};
    s[1] = (lplace_spot){cx, t - g, 0.5f, 1};
    s[2] = (lplace_spot){r + g, cy, 0, 0.5f};
    s[3] = (lplace_spot){l - g, cy, 1, 0.5f};
    s[4] = (lplace_spot){r, bo + g, 0, 0};
    s[5] = (lplace_spot){l, bo + g, 1, 0};
    s[6] = (lplace_spot){r, t - g, 0, 1};
    s[7] = (lplace_spot){l, t - g, 1, 1};
    return 8;
}

void labels_begin(SDL_Rect b)
{
    lplace_begin(&LP, (lplace_rect){b.x + 2, b.y + 2, b.w - 4, b.h - 4});
}

void labels_keep(SDL_Rect r, int weight)
{
    lplace_keep(&LP, (lplace_rect){r.x, r.y, r.w, r.h}, weight);
}

static void draw_one(gfx *g, const lplace_label *l, const vlabel *v)
{
    const char *s = l->shrunk ? v->shorter : v->text;

    if (v->wrap > 0) {
        gfx_round(g, (SDL_Rect){l->at.x, l->at.y, l->at.w, l->at.h}, 6, gfx_rgba(0x1c150f, 215));
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){l->at.x + WRAP_PAD_X, l->at.y + WRAP_PAD_Y, v->wrap,
                                               l->at.h - 2 * WRAP_PAD_Y}, v->ink, v->text);
    } else if (v->plate) {
        gfx_round(g, (SDL_Rect){l->at.x, l->at.y, l->at.w, l->at.h}, 5, gfx_rgba(0x1c150f, 215));
        gfx_text(g, GFX_SMALL, l->at.x + 6, l->at.y + 3, v->ink, s);
    } else {
        gfx_text(g, GFX_SMALL, l->at.x, l->at.y, v->ink, s);
    }
}

void labels_end(ui_app *a, gfx *g)
{
    int lo = 1 << 30, hi = -(1 << 30);

    lplace_solve(&LP);
    for (int i = 0; i < LP.n; i++) {
        lo = LP.lab[i].prio < lo ? LP.lab[i].prio : lo;
        hi = LP.lab[i].prio > hi ? LP.lab[i].prio : hi;
    }
    /* lowest first: should two ever touch, the higher is on top */
    for (int p = lo; p <= hi && LP.n; p++)
        for (int i = 0; i < LP.n; i++) {
            const lplace_label *l = &LP.lab[i];
            if (l->prio != p || !l->shown)
                continue;
            draw_one(g, l, &VL[i]);
            if (a && VL[i].part[0])
                ui_part(a, (SDL_Rect){l->at.x, l->at.y, l->at.w, l->at.h}, VL[i].part);
        }
    LP.n = 0;
}
