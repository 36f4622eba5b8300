/* kutf_end: the end screen — how the siege ended, the victory points and
 * where they came from, the table of levels with the one reached marked,
 * and the ways on: play again (same options, a new seed), back to the
 * menu, or look at the final board. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "core/rng.h"
#include "core/session.h"
#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/ui.h"
#include "ui/watch.h"

#include "games/kutf/view/kutf_view.h"

static const struct {
    int out;
    const char *title;
    const char *range;
} levels[] = {
    {KUTF_OUT_DECISIVE, "Decisive Victory", "75+ VP"},
    {KUTF_OUT_SUBSTANTIVE, "Substantive Victory", "63-74 VP"},
    {KUTF_OUT_MODERATE, "Moderate Victory (the historical result)", "46-62 VP"},
    {KUTF_OUT_MINOR, "Minor Victory", "29-45 VP"},
    {KUTF_OUT_PYRRHIC, "Pyrrhic Victory", "28 VP or less"},
    {KUTF_OUT_MODERATE_DEFEAT, "Moderate Defeat", "the cards ran out"},
    {KUTF_OUT_SUBSTANTIVE_DEFEAT, "Substantive Defeat", "all detachments lost"},
    {KUTF_OUT_DECISIVE_DEFEAT, "Decisive Defeat", "the compound overrun"},
};
enum { NLEVELS = (int)(sizeof levels / sizeof levels[0]) };

static const char *story(int out)
{
    switch (out) {
    case KUTF_OUT_DECISIVE_DEFEAT:
        return "The attackers broke through to the heart of the compound. The legations are "
               "overrun, and the news shakes every empire that sent its flag to Peking.";
    case KUTF_OUT_SUBSTANTIVE_DEFEAT:
        return "The last detachment has fallen; only the old gun still stands on the walls. "
               "The survivors' tale of the siege will stir the powers to return in force.";
    case KUTF_OUT_MODERATE_DEFEAT:
        return "The last card is played and the relief column is still on the road. Cut off "
               "and exhausted, the legations must ask for terms.";
    default:
        return "The Eight-Nation Army marches through the gates of Peking and the siege of "
               "the legations is lifted.";
    }
}

static int victory(int out)
{
    return out >= KUTF_OUT_PYRRHIC && out <= KUTF_OUT_DECISIVE;
}

static void play_again(kutfv *v)
{
    session *s = v->s;
    errs e;
    errs_clear(&e);
    /* a fresh seed from the cosmetic stream: the game's own rng is not ours */
    uint64_t seed = rng_next(ui_cosmetic_rng(v->a)) % 1000000000ull + 1;
    session *ns = session_new(s->rules, s->datadir, s->scenario, s->options, seed, &e);
    if (!ns) {
        ui_toast(v->a, "Cannot start a new game: %s", errs_first(&e));
        return;
    }
    ui_app *a = v->a;
    ui_pop(a); /* this screen (and its session) goes after the frame */
    ui_open_game(a, ns);
}

void kutfv_draw_end(kutfv *v)
{
    gfx *g = v->g;
    ui_app *a = v->a;
    const kutf_state *st = v->st;
    int out = st->outcome;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 150));
    SDL_Rect r = {(all.w - 780) / 2, 100, 780, 600};
    gfx_round(g, (SDL_Rect){r.x + 5, r.y + 7, r.w, r.h}, 12, gfx_rgba(0x000000, 110));
    gfx_round(g, r, 12, gfx_rgb(0xf6edd6));
    gfx_frame(g, r, gfx_rgb(0x2b2118), 3);
    SDL_Rect band = {r.x + 10, r.y + 10, r.w - 20, 84};
    gfx_gradient(g, band, gfx_rgb(victory(out) ? 0xd8b040 : 0xb8322c),
                 gfx_rgb(victory(out) ? 0xa57c14 : 0x82201c));

    const char *title = "The siege is over";
    for (int i = 0; i < NLEVELS; i++)
        if (levels[i].out == out)
            title = levels[i].title;
    /* the band shows the level without the historical note */
    char head[64];
    snprintf(head, sizeof head, "%s", title);
    char *paren = strstr(head, " (");
    if (paren)
        *paren = 0;
    gfx_text_align(g, GFX_TITLE, band.x, band.y + (band.h - gfx_line_h(g, GFX_TITLE)) / 2, band.w,
                   GFX_CENTER, gfx_rgb(0xfffbef), head);

    int x = r.x + 30, y = band.y + band.h + 14, w = r.w - 60;
    char line[160];
    if (victory(out))
        snprintf(line, sizeof line, "Peking relieved on turn %d", st->turn);
    else
        snprintf(line, sizeof line, "The siege ends on turn %d", st->turn);
    gfx_text_align(g, GFX_HEADING, x, y, w, GFX_CENTER, gfx_rgb(UI_INK), line);
    y += gfx_line_h(g, GFX_HEADING) + 6;
    y += gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x + 20, y, w - 40, 60}, gfx_rgb(0x4a3a2a), story(out)) + 6;
    {
        int cp = 0, alive = 0;
        for (int u = 0; u < KUTF_UNITS; u++)
            if (st->cp[u] > 0) {
                cp += st->cp[u];
                alive++;
            }
        int pos = st->relief_pos >= 0 && st->relief_pos < st->data->nroute ? st->relief_pos : 0;
        snprintf(line, sizeof line, "Relief column at %s  \xC2\xB7  %d detachment%s standing, %d CP  "
                 "\xC2\xB7  fortification %d  \xC2\xB7  heroic effort %d",
                 st->data->route[pos].name, alive, alive == 1 ? "" : "s", cp, st->fort, st->heroic);
        gfx_text_align(g, GFX_SMALL, x, y, w, GFX_CENTER, gfx_rgb(UI_MUTED), line);
        y += gfx_line_h(g, GFX_SMALL) + 12;
    }

    /* victory points */
    int colw = (w - 20) / 2;
    SDL_Rect vp = {x, y, colw, 250};
    gfx_round(g, vp, 6, gfx_rgb(0xfbf4e2));
    gfx_frame(g, vp, gfx_rgba(0x3e3020, 160), 1);
    gfx_text(g, GFX_BOLD, vp.x + 12, vp.y + 10, gfx_rgb(UI_ACCENT), "Victory points");
    int ly = vp.y + 40, lh = gfx_line_h(g, GFX_BODY) + 8;
    if (victory(out)) {
        const kutf_vp *p = &st->vp;
        char val[32];
        struct {
            const char *what;
            int pts;
            char note[48];
        } rows[4] = {
            {"Surviving Legation CP", p->cp, ""},
            {"Cards left in the draw pile", p->cards, ""},
            {"Speed and Combat Power DRMs", p->drm, ""},
            {"Heroic effort", p->heroic, ""},
        };
        snprintf(rows[3].note, sizeof rows[3].note, " (%d x 5)", p->heroic / 5);
        for (int i = 0; i < 4; i++) {
            snprintf(line, sizeof line, "%s%s", rows[i].what, rows[i].note);
            gfx_text(g, GFX_BODY, vp.x + 14, ly, gfx_rgb(UI_INK), line);
            snprintf(val, sizeof val, "%d", rows[i].pts);
            gfx_text_align(g, GFX_BOLD, vp.x, ly, vp.w - 16, GFX_RIGHT, gfx_rgb(UI_INK), val);
            ly += lh;
        }
        gfx_line(g, vp.x + 14, ly, vp.x + vp.w - 14, ly, 1.5f, gfx_rgb(0x3e3020));
        ly += 8;
        gfx_text(g, GFX_LARGE, vp.x + 14, ly, gfx_rgb(UI_INK), "Total");
        snprintf(val, sizeof val, "%d VP", p->total);
        gfx_text_align(g, GFX_LARGE, vp.x, ly, vp.w - 16, GFX_RIGHT, gfx_rgb(UI_ACCENT), val);
    } else {
        SDL_Rect tr = {vp.x + 14, ly, vp.w - 28, 160};
        gfx_text_wrap(g, GFX_BODY, tr, gfx_rgb(UI_MUTED),
                      "Victory points are counted only when the relief column reaches Peking. "
                      "Every lost siege ends in one of the three defeats below.");
    }

    /* level table */
    SDL_Rect lt = {x + colw + 20, y, colw, 250};
    gfx_round(g, lt, 6, gfx_rgb(0xfbf4e2));
    gfx_frame(g, lt, gfx_rgba(0x3e3020, 160), 1);
    gfx_text(g, GFX_BOLD, lt.x + 12, lt.y + 10, gfx_rgb(UI_ACCENT), "Levels of success");
    int ty = lt.y + 36, rh = (lt.h - 44) / NLEVELS;
    for (int i = 0; i < NLEVELS; i++) {
        SDL_Rect row = {lt.x + 8, ty + i * rh, lt.w - 16, rh - 2};
        int on = levels[i].out == out;
        if (on) {
            gfx_round(g, row, 4, gfx_rgb(victory(out) ? 0xd8b040 : 0xc0504a));
            kutfv_glow(g, row, UI_HILITE);
        }
        char nm[48];
        snprintf(nm, sizeof nm, "%s", levels[i].title);
        char *pp = strstr(nm, " (");
        if (pp)
            *pp = 0;
        int fy = row.y + (row.h - gfx_line_h(g, GFX_SMALL)) / 2;
        gfx_text(g, on ? GFX_BOLD : GFX_SMALL, row.x + 8, on ? row.y + (row.h - gfx_line_h(g, GFX_BOLD)) / 2 : fy,
                 gfx_rgb(on ? 0x1a120c : i >= 5 ? 0x7a2a24 : UI_INK), nm);
        gfx_text_align(g, GFX_SMALL, row.x, fy, row.w - 8, GFX_RIGHT, gfx_rgb(on ? 0x1a120c : UI_MUTED),
                       levels[i].range);
    }

    /* buttons */
    int by = r.y + r.h - 62;
    SDL_Rect b1 = {r.x + 20, by, 170, 44};
    SDL_Rect b2 = {r.x + 200, by, 150, 44};
    SDL_Rect b3 = {r.x + 360, by, 170, 44};
    SDL_Rect b4 = {r.x + 540, by, 105, 44}, b5 = {r.x + 655, by, 105, 44};
    /* the game again, move by move, or in charts (not from a replay) */
    if (!v->s->watch) {
        int wat = ui_button(a, b4, "Watch", 0), sto = ui_button(a, b5, "Story", 0);
        ui_tooltip(a, b4, "The whole game again on the board, move by move");
        ui_tooltip(a, b5, "The siege in charts, turn by turn");
        if (wat) {
            ui_watch_open(a, v->s, 0);
            return;
        }
        if (sto) {
            ui_story_open(a, v->s);
            return;
        }
    }
    if (ui_button(a, b1, "Play again", UI_PRIMARY)) {
        play_again(v);
        return;
    }
    if (ui_button(a, b2, "Back to menu", 0)) {
        ui_pop(a);
        return;
    }
    if (ui_button(a, b3, "View the board", 0))
        v->end_board = 1;
}
