/* kutf_hud: the view's guidance for new players: what the relief column
 * needs next (a sentence for the relief panel), the pause that shows a
 * newly revealed card (event or headline) before play goes on, and the
 * Suggest banner with the computer's move and its reason. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/kutf/view/kutf_hud.h"
#include "games/kutf/view/kutf_view.h"

static int pct_over(int mod, int target)
{
    int need = target - mod + 1;

    return need <= 1 ? 100 : need > 6 ? 0 : (7 - need) * 100 / 6;
}

void kutfv_relief_need(const kutf_state *st, char *buf, size_t n)
{
    const kutf_data *d = st->data;
    const kutf_card *c = st->current >= 0 ? &d->card[st->current] : NULL;
    int am = kutf_power_drm(st) + (c ? c->drm_attack : 0) + st->turn_attack +
             st->perm_attack;
    int sm = kutf_speed_drm(st) + (c ? c->drm_advance : 0) + st->turn_advance +
             st->perm_advance;

    if (st->outcome) {
        buf[0] = 0;
        return;
    }
    if (st->arrived) {
        snprintf(buf, n, "In Peking: leftover Commands may still raise Speed "
                 "or Combat Power.");
        return;
    }
    if (st->seg != KUTF_SEG_COMMANDS || st->blocker < 0) {
        snprintf(buf, n, "Each turn: beat the blocker (die + Combat Power over "
                 "its strength), then advance in the same turn (die + Speed "
                 "over 6).");
        return;
    }
    if (pct_over(sm, 6) == 0) { /* a won attack would lead nowhere */
        snprintf(buf, n, "An advance at %+d never gets over 6: raise Speed (a Command a box) "
                 "before attacking the blocker.", sm);
        return;
    }
    if (!st->dispersed) {
        int str = d->blocker[st->blocker].strength;
        if (st->commands_left >= 2)
            snprintf(buf, n, "Next: attack the blocker (%d): over %d with %+d "
                     "is %d%%. Win, then advance with the Commands left.",
                     str, str, am, pct_over(am, str));
        else if (st->speed_box >= d->speed.nboxes - 1 &&
                 st->power_box >= d->power.nboxes - 1)
            snprintf(buf, n, "One Command left: no advance could follow a "
                     "win, and Speed and Combat Power are full: end the "
                     "Commands.");
        else
            snprintf(buf, n, "One Command left: no advance could follow a "
                     "win (the blocker returns to the cup); build Speed or "
                     "Combat Power.");
        return;
    }
    snprintf(buf, n, "The road is open this turn: advance (over 6 with %+d is "
             "%d%%)%s.", sm, pct_over(sm, 6), st->advances_made ?
             "; each further advance costs a Speed box" : "");
}

int kutfv_pause_draw(ui_app *a, gfx *g, const kutf_state *st, int card,
                     const char *caption)
{
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)}, r, b;
    const ui_input *in = ui_in(a);
    int h = gfx_h(g) - 150, w, go;
    int lh = gfx_line_h(g, GFX_HEADING), cw = gfx_text_w(g, GFX_HEADING, caption);
    /* the caption on a band of its own under the top bar (whose Help and
     * Menu stay usable), not written over the bar's turn and date */
    SDL_Rect band = {0, 42, all.w, lh + 10};

    if (h > 640)
        h = 640;
    w = h * 260 / 364;
    gfx_fill(g, all, gfx_rgba(0x120c08, 170));
    gfx_fill(g, band, gfx_rgba(0x120c08, 245));
    r = (SDL_Rect){(all.w - w) / 2, band.y + band.h + 6, w, h};
    ui_part(a, (SDL_Rect){(all.w - cw) / 2, band.y + 5, cw, lh}, "label pause caption");
    gfx_text_align(g, GFX_HEADING, 0, band.y + 5, all.w, GFX_CENTER,
                   gfx_rgb(0xf3e9d2), caption);
    kutfv_draw_card(g, st, card, r, 1);
    b = (SDL_Rect){(all.w - 200) / 2, r.y + r.h + 14, 200, 40};
    go = ui_button(a, b, "Continue", UI_PRIMARY);
    ui_target(a, b, "next");           /* scripts' bot-click acknowledges it */
    if (in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER ||
        in->key == SDLK_SPACE || in->key == SDLK_ESCAPE)
        go = 1;
    return go;
}

void kutfv_suggest_draw(ui_app *a, gfx *g, SDL_Rect r, const char *what,
                        const char *why)
{
    int lh = gfx_line_h(g, GFX_BOLD), th;
    char text[600];

    (void)a;
    snprintf(text, sizeof text, "%s%s%s", what, what[0] ? " " : "", why);
    th = gfx_text_wrap_h(g, GFX_BODY, r.w - 24, text);
    r.h = th + lh + 18;
    gfx_round(g, r, 8, gfx_rgba(0x24324a, 235));
    gfx_frame(g, r, gfx_rgb(0xd8b45a), 2);
    gfx_text(g, GFX_BOLD, r.x + 12, r.y + 6, gfx_rgb(0xf3d98a),
             "Suggestion (the computer's move)");
    gfx_text_wrap(g, GFX_BODY, (SDL_Rect){r.x + 12, r.y + 8 + lh, r.w - 24, th},
                  gfx_rgb(0xf6ecd2), text);
}
