/* kutf_strip: the strip under the KUTF compound: the fortification track,
 * the legation's total strength and the heroic effort. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/ui.h"

#include "games/kutf/view/kutf_hud.h"
#include "games/kutf/view/kutf_view.h"

/* ------------------------------------------------------------------ */
/* strip: fortification, strength and heroic effort                    */

void kutfv_draw_strip(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    gfx_round(g, r, 6, gfx_rgba(0xf3e9d2, 220));
    gfx_frame(g, r, gfx_rgba(0x3e3020, 180), 1);
    int lh = gfx_line_h(g, GFX_SMALL);

    /* fortification 0..4 */
    int x = r.x + 10, y = r.y + 6;
    gfx_text(g, GFX_BOLD, x, y, gfx_rgb(UI_INK), "Fortification");
    int by = y + gfx_line_h(g, GFX_BOLD) + 6;
    for (int n = 0; n <= KUTF_MAX_FORT; n++) {
        SDL_Rect b = {x + n * 38, by, 34, 50};
        int on = st->fort == n;
        gfx_round(g, b, 3, gfx_rgb(on ? 0x8e7a5c : 0xfbf4e2));
        gfx_frame(g, b, gfx_rgba(0x3e3020, 200), 1);
        char s[16];
        snprintf(s, sizeof s, "%d", n);
        gfx_text_align(g, GFX_LARGE, b.x, b.y + (b.h - gfx_line_h(g, GFX_LARGE)) / 2 - 5, b.w, GFX_CENTER,
                       gfx_rgb(on ? 0xfbf4e2 : UI_MUTED), s);
        /* the current level says "now"; the next says "+1" only when a
         * fortify is possible, so the glowing box never reads as current */
        int fi = kutfv_find(v, KUTF_A_FORTIFY);
        if (on || (n == st->fort + 1 && fi >= 0))
            gfx_text_align(g, GFX_SMALL, b.x, b.y + b.h - lh - 2, b.w, GFX_CENTER,
                           gfx_rgb(on ? 0xfbf4e2 : 0x2e6b47), on ? "now" : "+1");
        if (on) {
            kutfv_tip(v, b, st->fort > 0 ? "The fortification level now: a melee casualty may be "
                                           "taken here instead of by a unit."
                                         : "The fortification level now: at 0 it cannot take "
                                           "casualties.");
            int i = kutfv_find_unit(v, KUTF_A_CASUALTY, -1);
            if (i >= 0) {
                char pv[200];
                kutfv_casualty_preview(v, &v->act[i].a, pv, sizeof pv);
                if (pv[0])
                    kutfv_tip(v, b, pv);
                kutfv_hot(v, b, i);
            } else if (st->pend == KUTF_PEND_CASUALTY && kutfv_click(v, b))
                kutfv_explain(v, "{\"type\":\"casualty\",\"target\":\"fort\"}");
        } else if (n == st->fort + 1) {
            if (fi >= 0) {
                kutfv_tip(v, b, "Fortify to this level: one Action raises it by one (at most 4).");
                kutfv_hot(v, b, fi);
            } else if (st->pend == KUTF_PEND_CASUALTY) {
                if (kutfv_click(v, b))
                    kutfv_explain(v, "{\"type\":\"casualty\",\"target\":\"fort\"}");
            } else if (kutfv_click(v, b)) {
                kutfv_explain(v, "{\"type\":\"fortify\"}");
            }
        }
    }

    /* strength 0..8: a flag marker per nation */
    int sx = r.x + 212;
    gfx_line(g, sx - 8, r.y + 8, sx - 8, r.y + r.h - 8, 1, gfx_rgba(0x3e3020, 120));
    gfx_text(g, GFX_BOLD, sx, y, gfx_rgb(UI_INK), "Legation Strength & Heroic Effort");
    int bw = 36;
    for (int n = 0; n <= KUTF_MAX_CP; n++) {
        SDL_Rect b = {sx + n * (bw + 2), by, bw, 62};
        gfx_fill(g, b, gfx_rgb(n == 0 ? 0xe2cfc2 : 0xfbf4e2));
        gfx_frame(g, b, gfx_rgba(0x3e3020, 200), 1);
        char s[16];
        snprintf(s, sizeof s, "%d", n);
        gfx_text_align(g, GFX_SMALL, b.x, b.y + 1, b.w, GFX_CENTER, gfx_rgb(UI_MUTED), s);
        int k = 0;
        for (int u = 0; u < KUTF_UNITS; u++) {
            int cp = st->seg == KUTF_SEG_SETUP && st->utrack[u] < 0 ? st->data->unit[u].start_cp : st->cp[u];
            if (cp != n)
                continue;
            SDL_Rect f = {b.x + 2 + (k % 2) * 17, b.y + lh + 2 + (k / 2) * 11, 15, 10};
            gfx_image(g, kutfv_unit_flag(st, u), f);
            k++;
            char tip[320];
            kutfv_unit_tip(st, u, tip, sizeof tip);
            kutfv_tip(v, f, tip);
            /* units off the board (eliminated) are chosen here */
            if (st->utrack[u] < 0 && st->seg != KUTF_SEG_SETUP) {
                int i = kutfv_find_unit(v, KUTF_A_GAIN, u);
                if (i >= 0)
                    kutfv_hot(v, f, i);
            }
        }
    }
    /* heroic effort */
    int hx = sx + 9 * (bw + 2) + 6;
    SDL_Rect hb = {hx, by, r.x + r.w - hx - 8, 62};
    gfx_round(g, hb, 4, gfx_rgb(0xf6e7b0));
    gfx_frame(g, hb, gfx_rgba(0x8a6a10, 220), 1);
    gfx_text_align(g, GFX_SMALL, hb.x, hb.y + 2, hb.w, GFX_CENTER, gfx_rgb(0x6b4f10), "Heroic");
    char hs[32];
    snprintf(hs, sizeof hs, "%d", st->heroic);
    gfx_text_align(g, GFX_LARGE, hb.x, hb.y + lh + 2, hb.w, GFX_CENTER, gfx_rgb(0x6b4f10), hs);
    snprintf(hs, sizeof hs, "%d VP", st->heroic * 5);
    gfx_text_align(g, GFX_SMALL, hb.x, hb.y + hb.h - lh - 2, hb.w, GFX_CENTER, gfx_rgb(0x6b4f10), hs);
    kutfv_tip(v, hb, "Heroic effort, earned from events and the Peitang: 5 victory points each.");
}
