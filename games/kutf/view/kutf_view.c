/* kutf_view: the play screen of "Keep Up The Fire!": the scene (layout,
 * frame, commands, open and close), its top bar with Suggest, the current
 * card and its zoom, and the game-module tables `kutf_view` and
 * `kutf_module`. The legal-action plumbing is in kutf_input.c, the prompt
 * bar in kutf_prompt.c, the dice trays in kutf_dice.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "core/session.h"
#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/ui.h"

#include "games/kutf/view/kutf_hud.h"
#include "games/kutf/view/kutf_view.h"

/* ------------------------------------------------------------------ */
/* top bar                                                            */

/* After undo the state is an older one: no pause for cards already seen,
 * no stale suggestion. */
static void after_undo(kutfv *v)
{
    v->seen_current = -2;
    v->npause = 0;
    v->sug_what[0] = v->sug_why[0] = 0;
}

/* Suggest: the computer's move for this position and one sentence why. */
static void suggest(kutfv *v)
{
    kutf_action a;
    char why[400];

    v->sug_what[0] = v->sug_why[0] = 0;
    if (!kutf_bot_suggest(v->st, &a, why, sizeof why))
        return;
    /* the sentence names the move; the label is kept for the script */
    kutfv_action_label(v, &a, v->sug_what, sizeof v->sug_what);
    snprintf(v->sug_why, sizeof v->sug_why, "%s", why);
    ui_wake(v->a, 0);
}

static void draw_top(kutfv *v, SDL_Rect r)
{
    gfx *g = v->g;
    const kutf_state *st = v->st;
    gfx_gradient(g, r, gfx_rgb(0x4a3a2c), gfx_rgb(0x2e241b));
    int ty = r.y + (r.h - gfx_line_h(g, GFX_HEADING)) / 2;
    int x = r.x + 14;
    x += gfx_text(g, GFX_HEADING, x, ty, gfx_rgb(UI_GOLD), "Keep Up The Fire!") + 22;
    char info[160];
    int left = st->deck.ndraw;
    if (st->seg == KUTF_SEG_SETUP)
        snprintf(info, sizeof info, "Peking, June 1900  \xC2\xB7  setting up");
    else
        snprintf(info, sizeof info, "Turn %d  \xC2\xB7  %s  \xC2\xB7  %d card%s in the draw pile",
                 st->turn, st->current >= 0 ? st->data->card[st->current].date : "",
                 left, left == 1 ? "" : "s");
    int iy = r.y + (r.h - gfx_line_h(g, GFX_BODY)) / 2;
    int iw = gfx_text(g, GFX_BODY, x, iy, gfx_rgb(0xf3e9d2), info);
    ui_part(v->a, (SDL_Rect){x, iy, iw, gfx_line_h(g, GFX_BODY)}, "label top bar turn");

    const char *labels[4] = {"Undo", "Save", "Load", "Menu"};
    int bx = r.x + r.w - 8;
    for (int i = 3; i >= 0; i--) {
        int bw = 76;
        bx -= bw;
        SDL_Rect b = {bx, r.y + 5, bw, r.h - 10};
        bx -= 6;
        if (i == 0) { /* Suggest and Help to the left of Undo */
            SDL_Rect bh = {bx - 76, r.y + 5, 76, r.h - 10};
            SDL_Rect bs = {bh.x - 6 - 92, r.y + 5, 92, r.h - 10};
            if (ui_button(v->a, bh, "Help", v->help.open ? UI_SELECTED : 0) && !v->busy)
                v->help.open = !v->help.open;
            if (!v->help.open) /* it would cover the help panel's Close button */
                ui_tooltip(v->a, bh, "The rules, the cards, the map values and how this game reads "
                                     "the unclear rules (H)");
            int sf = v->input && !v->busy && st->outcome == KUTF_OUT_NONE ? 0 : UI_DISABLED;
            if (ui_button(v->a, bs, "Suggest", sf) && !sf)
                suggest(v);
            ui_tooltip(v->a, bs, "What the computer would do now, and why (S)");
        }
        int flags = 0;
        if (i == 0 && session_can_undo(v->s) == 0)
            flags = UI_DISABLED;
        if (v->zoom >= 0 || (!v->input && i != 3))
            flags |= UI_DISABLED;
        if (ui_button(v->a, b, labels[i], flags) && !v->busy) {
            v->busy = 1;
            if (i == 0) {
                ui_undo(v->a, v->s);
            } else if (i == 1) {
                ui_save(v->a, v->s);
            } else if (i == 2) {
                ui_scene *d = ui_load_dialog_new(v->a, "kutf");
                if (d)
                    ui_push(v->a, d);
            } else if (i == 3) {
                v->leave = 2; /* the BACK command asks first */
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* the scene                                                           */

static void layout(kutfv *v, gfx *g)
{
    int W = gfx_w(g);
    /* d: the height kept below the view (Watch's bar); the map, the card
     * and the log give it up, so the strip and the log stay above it */
    int d = GFX_LOGICAL_H - gfx_h(g);
    if (d < 0 || d > 200)
        d = 0;
    v->w = W;
    v->r_top = (SDL_Rect){0, 0, W, 40};
    v->r_prompt = (SDL_Rect){0, 40, W, 36};
    v->r_map = (SDL_Rect){8, 80, 616 - d, 616 - d};
    v->r_strip = (SDL_Rect){8, 700 - d, 616, 96};
    int x0 = 632, rw = W - x0 - 8;
    v->r_relief = (SDL_Rect){x0, 80, rw, 300};
    v->r_card = (SDL_Rect){x0, 386, (364 - d) * 260 / 364, 364 - d};
    int cx = x0 + 268, cw = W - cx - 8;
    v->r_piles = (SDL_Rect){cx, 386, cw, 84};
    v->r_dice = (SDL_Rect){cx, 474, cw, 142};
    v->r_log = (SDL_Rect){cx, 620, cw, 176 - d};
}

static void draw_card_area(kutfv *v)
{
    gfx *g = v->g;
    const kutf_state *st = v->st;
    SDL_Rect r = v->r_card;
    if (st->current >= 0) {
        kutfv_draw_card(g, st, st->current, r, 0);
        if (v->input) {
            kutfv_tip(v, r, "Click to enlarge the current card");
            if (kutfv_click(v, r)) {
                v->zoom = st->current;
                v->zoom_fresh = 1;
                ui_wake(v->a, 0);
            }
        }
    } else {
        /* before the first card: the draw pile waits face down */
        gfx_round(g, r, 12, gfx_rgba(0x2b2118, 40));
        gfx_frame(g, r, gfx_rgba(0x8a7550, 160), 1);
        gfx_text_align(g, GFX_HEADING, r.x, r.y + 120, r.w, GFX_CENTER, gfx_rgb(UI_MUTED),
                       "Current card");
        gfx_text_align(g, GFX_SMALL, r.x + 10, r.y + 160, r.w - 20, GFX_CENTER, gfx_rgb(UI_MUTED),
                       "Card #1 is revealed when the");
        gfx_text_align(g, GFX_SMALL, r.x + 10, r.y + 178, r.w - 20, GFX_CENTER, gfx_rgb(UI_MUTED),
                       "units are on the walls.");
    }
}

static void draw_zoom(kutfv *v)
{
    gfx *g = v->g;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 170));
    int h = 740, w = h * 260 / 364;
    SDL_Rect r = {(all.w - w) / 2, (all.h - h) / 2, w, h};
    kutfv_draw_card(g, v->st, v->zoom, r, 1);
    gfx_text_align(g, GFX_SMALL, 0, r.y + r.h + 2, all.w, GFX_CENTER, gfx_rgba(0xf3e9d2, 200),
                   "click anywhere to close");
    const ui_input *in = ui_in(v->a);
    if (v->zoom_fresh) { /* the click that opened it is still this frame's */
        v->zoom_fresh = 0;
        return;
    }
    if (in->clicked || in->rclicked || in->key == SDLK_ESCAPE || in->key == SDLK_SPACE) {
        v->zoom = -1;
        ui_wake(v->a, 0);
    }
}

static void kutf_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    kutfv *v = sc->data;
    v->a = a;
    v->g = g;
    v->busy = 0;
    v->clicked_used = 0;
    if (v->leave == 1) {
        v->leave = 0;
        ui_pop(a);
        return;
    }
    kutfv_refresh(v);
    layout(v, g);
    const kutf_state *st = v->st;
    int over = st->seg == KUTF_SEG_OVER || st->outcome != KUTF_OUT_NONE;
    if (over)
        v->npause = 0;
    v->input = v->zoom < 0 && !(over && !v->end_board) && !v->help.open && v->npause == 0;

    SDL_Rect all = {0, 0, v->w, gfx_h(g)};
    gfx_clear(g, gfx_rgb(UI_BG));
    gfx_image(g, "kutf/paper.svg", all);

    draw_top(v, v->r_top);
    kutfv_draw_map(v, v->r_map);
    kutfv_draw_strip(v, v->r_strip);
    kutfv_draw_relief(v, v->r_relief);
    draw_card_area(v);
    kutfv_draw_piles(v, v->r_piles);
    kutfv_draw_dice(v, v->r_dice);
    ui_log_panel(a, v->r_log, v->s->log, &v->logv);
    /* the prompt last among the board pieces: it gets every legal action
     * that no board element took */
    kutfv_draw_prompt(v, v->r_prompt);

    /* Enter ends the segment (Actions, Movement, Commands) */
    const ui_input *in = ui_in(a);
    if (v->sug_what[0] && v->input) {
        SDL_Rect sr = {v->r_dice.x - 268, v->r_dice.y, v->r_dice.w + 268, 0};
        kutfv_suggest_draw(a, g, sr, "", v->sug_why);
    }
    if (!v->busy && v->zoom < 0 && v->npause == 0 && (in->key == SDLK_h || in->key == SDLK_F1)) {
        v->help.open = !v->help.open;
        ui_wake(a, 0);
    } else if (v->input && !v->busy && in->key == SDLK_s && !(SDL_GetModState() & KMOD_CTRL) &&
               st->outcome == KUTF_OUT_NONE) {
        suggest(v);
    }
    if (v->input) {
        int e = kutfv_find(v, KUTF_A_END);
        char loss[200], lb[96] = "";
        if (e >= 0)
            kutfv_action_label(v, &v->act[e].a, lb, sizeof lb);
        if (e >= 0 && ui_forfeit(a, !v->busy && (in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER),
                                 v->act[e].name, kutfv_end_loss(v, loss, sizeof loss), lb))
            kutfv_play(v, e);
    }
    /* a click on nothing clears a selection */
    if (v->input && !v->busy && v->sel >= 0 && (in->rclicked || (in->clicked && !v->clicked_used))) {
        v->sel = -1;
        ui_wake(a, 0);
    }

    if (v->leave == 2) {
        v->leave = 0;
        sc->command(sc, a, UI_CMD_BACK);
    }
    if (v->help.open) {
        SDL_Rect hr = {16, 52, v->w - 32, gfx_h(g) - 64};
        if (kutfv_help_draw(&v->help, st, a, g, hr))
            v->help.open = 0;
    } else if (v->npause > 0 && !over) {
        const kutf_card *c = &st->data->card[v->pause[0]];
        char cap[120];
        if (c->event)
            snprintf(cap, sizeof cap, "An event is revealed: %s", c->title);
        else
            snprintf(cap, sizeof cap, "Turn %d: a new headline card", st->turn);
        if (kutfv_pause_draw(a, g, st, v->pause[0], cap)) {
            memmove(v->pause, v->pause + 1, (size_t)(v->npause - 1) * sizeof v->pause[0]);
            v->npause--;
            ui_wake(a, 0);
        }
    } else if (v->zoom >= 0)
        draw_zoom(v);
    else if (over && !v->end_board && !v->s->watch) /* a replay's bar says it */
        kutfv_draw_end(v);
    else if (over && v->end_board && !v->s->watch) {
        /* in the prompt bar, where End Actions stands: lower right it
         * covered the log's last lines, which tell how the game ended */
        SDL_Rect b = {v->w - 190, v->r_prompt.y + 4, 180, v->r_prompt.h - 8};
        if (ui_button(a, b, "Show the result", UI_PRIMARY))
            v->end_board = 0;
    }
}

static void confirm_leave(ui_app *a, void *ctx, int choice)
{
    (void)a;
    kutfv *v = ctx;
    if (choice == 0)
        v->leave = 1; /* popped by our next frame: it is on top again */
}

static int kutf_command(ui_scene *sc, ui_app *a, int cmd)
{
    kutfv *v = sc->data;
    if (cmd == UI_CMD_UNDO) {
        ui_undo(a, v->s);
        return 1;
    }
    if (cmd == UI_CMD_SAVE) {
        ui_save(a, v->s);
        return 1;
    }
    if (cmd == UI_CMD_BACK) {
        if (v->help.open) {
            v->help.open = 0;
            return 1;
        }
        if (v->zoom >= 0) {
            v->zoom = -1;
            return 1;
        }
        if (v->sel >= 0) {
            v->sel = -1;
            return 1;
        }
        const kutf_state *st = v->s->state;
        /* a game over, or a replay (nothing of it to lose) */
        if (st->outcome != KUTF_OUT_NONE || v->s->watch) {
            v->leave = 1;
            return 1;
        }
        static const char *const btn[] = {"Leave", "Keep playing"};
        /* before the first move nothing is saved, and Continue would
         * open another game */
        ui_scene *d = ui_dialog_new("Leave this game?",
                                    !v->s->on_disk
                                        ? "Nothing of this game is saved yet: it is saved after "
                                          "your first move."
                                        : "The game is saved after every move: Continue in the "
                                          "menu takes you back to this turn.",
                                    btn, 2, confirm_leave, v);
        if (d)
            ui_push(a, d);
        return 1;
    }
    return 0;
}

/* A change has run between frames: take what the view keeps from the new
 * state (an undo has replaced it; an action has changed it). */
static void kutf_changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    kutfv *v = sc->data;
    v->a = a;
    v->st = v->s->state;
    if (!c->ok) {
        v->quick = 0;
        return;
    }
    if (c->kind == UI_CHANGE_UNDO) {
        /* undo stops at the last die roll, so the dice shown still stand;
         * only practice mode steps back past them: show what is left */
        if (v->s->practice) {
            v->nshown = 0;
            if (v->st->nrolls > 0) {
                memcpy(v->pre_ch, v->st->ch, sizeof v->pre_ch);
                v->pre_blocker = -1;
                kutfv_take_rolls(v);
                for (int i = 0; i < v->nshown; i++)
                    v->shown[i].at = 0;
            }
        }
        v->sel = -1;
        after_undo(v);
        return;
    }
    kutfv_forced_check(v);
    /* new dice only when this action drew on chance: taking a casualty
     * keeps the melee's dice in the rules state, unrolled */
    if (c->chance && v->st->nrolls > 0)
        kutfv_take_rolls(v);
    memset(&v->logv, 0, sizeof v->logv);
    if (v->quick)
        kutfv_quick_next(v);
}

static void kutf_destroy(ui_scene *sc)
{
    kutfv *v = sc->data;
    if (v) {
        kutfv_clear_legal(v);
        session_free(v->s);
        free(v);
    }
    free(sc);
}

static ui_scene *kutf_open(ui_app *a, session *s)
{
    ui_scene *sc = calloc(1, sizeof *sc);
    kutfv *v = calloc(1, sizeof *v);
    if (!sc || !v) {
        free(sc);
        free(v);
        session_free(s);
        return NULL;
    }
    v->s = s;
    v->a = a;
    v->st = s->state;
    v->sel = -1;
    v->zoom = -1;
    v->pre_blocker = -1;
    /* a game already under way shows no pause for cards seen before */
    v->seen_current = v->st->current >= 0 ? -2 : -1;
    /* a loaded game shows the dice of its last roll */
    if (v->st->nrolls > 0) {
        memcpy(v->pre_ch, v->st->ch, sizeof v->pre_ch);
        kutfv_take_rolls(v);
        for (int i = 0; i < v->nshown; i++)
            v->shown[i].at = 0;
    }
    sc->frame = kutf_frame;
    sc->command = kutf_command;
    sc->destroy = kutf_destroy;
    sc->changed = kutf_changed;
    sc->session = s;
    sc->data = v;
    return sc;
}

/* ------------------------------------------------------------------ */
/* the launcher's picture                                              */

static void kutf_picture(ui_app *a, gfx *g, SDL_Rect r)
{
    (void)a;
    /* the north approach of the compound: Qing at Extreme Range, Boxers
     * at Long Range, two detachments and the gun on the wall, the flag
     * over Fort Halliday */
    int side = r.w;
    float k = side / 640.f;
    SDL_Rect m = {r.x, r.y + (int)(4 * k), side, side};
    gfx_fill(g, r, gfx_rgb(0xe6d6b0));
    gfx_clip(g, &r);
    gfx_image(g, "kutf/compound.svg", m);
#define AT(cx, cy) (SDL_Rect){m.x + (int)(((cx) - 30) * k), m.y + (int)(((cy) - 30) * k), (int)(60 * k), (int)(60 * k)}
    gfx_image(g, "kutf/unit-qing.svg", AT(320, 30));
    gfx_image(g, "kutf/unit-boxer.svg", AT(320, 92));
    gfx_image(g, "kutf/unit-britain.svg", AT(254, 158));
    gfx_image(g, "kutf/unit-usa.svg", AT(386, 158));
    gfx_image(g, "kutf/unit-gun.svg", AT(452, 158));
    gfx_image(g, "kutf/unit-japan.svg", AT(158, 254));
    gfx_image(g, "kutf/unit-russia.svg", AT(482, 254));
#undef AT
    float fx = m.x + 320 * k, fy = m.y + 300 * k;
    gfx_line(g, fx, fy, fx, fy - 70 * k, 2.f, gfx_rgb(0x2b2118));
    SDL_Rect fl = {(int)fx, (int)(fy - 70 * k), (int)(48 * k), (int)(32 * k)};
    gfx_image(g, "kutf/flag-britain.svg", fl);
    gfx_clip(g, NULL);
    gfx_frame(g, r, gfx_rgb(0x3e3020), 2);
}

const game_view kutf_view = {kutf_open, kutf_picture, NULL}; /* one scenario */
const game_module kutf_module = {&kutf_rules, &kutf_view};
