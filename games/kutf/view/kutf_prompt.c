/* kutf_prompt: the KUTF play screen's prompt bar: what the player is
 * asked now, the buttons for the choices and the quick actions. */
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
/* prompt bar                                                          */

static const char *unit_name(const kutf_state *st, int u)
{
    if (u == KUTF_GUN)
        return "International Gun";
    return u >= 0 && u < KUTF_UNITS ? st->data->unit[u].name : "unit";
}

static void prompt_text(const kutfv *v, char *title, size_t tn, char *text, size_t n)
{
    const kutf_state *st = v->st;
    int held = 0;
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == KUTF_A_PLAY_EVENT)
            held = 1;
    const char *ev = held ? " A held event can be played now." : "";
    switch (st->pend) {
    case KUTF_PEND_PLACE:
        snprintf(title, tn, "Place the %s", unit_name(st, st->pend_unit));
        snprintf(text, n, "Click a highlighted box on the walls.%s", ev);
        return;
    case KUTF_PEND_CASUALTY:
        snprintf(title, tn, "Melee casualties: %d to take", st->cas_left);
        snprintf(text, n, "One click, one casualty: a defender on the %s wall%s. Shared "
                 "evenly%s; once only one choice is left, the rest go there by themselves.",
                 kutfv_track_name(st, st->cas_track),
                 st->fort > 0 ? " or the fortification" : " (the fortification is at 0)",
                 st->fort > 0 ? ", the fort at most one ahead" : "");
        return;
    case KUTF_PEND_GAIN:
        snprintf(title, tn, "Reinforcements: +%d CP", st->fx_amount);
        snprintf(text, n, "Click a unit below its starting strength (%d pick%s left).",
                 st->fx_picks, st->fx_picks == 1 ? "" : "s");
        return;
    case KUTF_PEND_LOSE:
        snprintf(title, tn, "Losses: -%d CP", st->fx_amount);
        snprintf(text, n, "Click the unit that suffers them (%d pick%s left).",
                 st->fx_picks, st->fx_picks == 1 ? "" : "s");
        return;
    case KUTF_PEND_LOSS:
        snprintf(title, tn, "Relief column: %d Loss%s", st->loss_left,
                 st->loss_left == 1 ? "" : "es");
        snprintf(text, n, "Give up Speed or Combat Power boxes, or fall back toward Taku.%s", ev);
        return;
    case KUTF_PEND_HALT:
        snprintf(title, tn, "Hold one attack");
        snprintf(text, n, "Click the Chinese unit that does not advance this turn.");
        return;
    default:
        break;
    }
    switch (st->seg) {
    case KUTF_SEG_SETUP:
        snprintf(title, tn, "Set up the defence");
        snprintf(text, n, "Place the eight Legation units, two on each wall: click a unit, "
                 "then a highlighted box.");
        return;
    case KUTF_SEG_ACTIONS:
        snprintf(title, tn, "Legation Actions: %d left", st->actions_left);
        snprintf(text, n, "Fire at range, melee at the Wall or in the Street, fortify%s.%s",
                 st->peitang_open ? ", or aid the Peitang" : "", ev);
        return;
    case KUTF_SEG_MOVEMENT:
        snprintf(title, tn, "Legation Movement");
        snprintf(text, n, "Move unengaged units: click one, then another wall (or a unit "
                 "to trade places). End when ready.");
        return;
    case KUTF_SEG_COMMANDS:
        snprintf(title, tn, "Relief Commands: %d left", st->commands_left);
        snprintf(text, n, "Improve Speed or Combat Power, attack the blocker, advance once "
                 "it is dispersed.%s", ev);
        return;
    case KUTF_SEG_OVER:
        snprintf(title, tn, "The game is over");
        snprintf(text, n, "%s.", st->outcome >= KUTF_OUT_PYRRHIC ? "The relief column reached Peking"
                                 : "The siege was lost");
        return;
    default:
        snprintf(title, tn, "Turn %d", st->turn);
        snprintf(text, n, "%s", "");
        return;
    }
}

/* What ending the segment gives up that is still to be had, for the
 * question asked first (engine/ui ui_forfeit); "" when nothing is. The
 * Actions and Commands segments count what is left, and an unused one
 * is not kept for a later turn; Movement has no count (moving is free
 * repositioning), so ending it gives nothing up. */
const char *kutfv_end_loss(const kutfv *v, char *buf, size_t n)
{
    const kutf_state *st = v->st;
    int acts = 0, cmds = 0;
    buf[0] = 0;
    for (int i = 0; i < v->nact; i++) {
        int t = v->act[i].a.type;
        acts |= t == KUTF_A_FORTIFY || t == KUTF_A_FIRE || t == KUTF_A_MELEE || t == KUTF_A_PEITANG;
        cmds |= t == KUTF_A_SPEED || t == KUTF_A_POWER || t == KUTF_A_ATTACK || t == KUTF_A_ADVANCE;
    }
    if (st->seg == KUTF_SEG_ACTIONS && acts && st->actions_left > 0)
        snprintf(buf, n, "End the Actions segment with %d action%s unused: %s lost, not kept for "
                 "a later turn.", st->actions_left, st->actions_left == 1 ? "" : "s",
                 st->actions_left == 1 ? "it is" : "they are");
    else if (st->seg == KUTF_SEG_COMMANDS && cmds && st->commands_left > 0)
        snprintf(buf, n, "End the Commands segment with %d command%s unused: the relief column "
                 "does not get %s, and %s not kept for a later turn.", st->commands_left,
                 st->commands_left == 1 ? "" : "s", st->commands_left == 1 ? "it" : "them",
                 st->commands_left == 1 ? "it is" : "they are");
    return buf;
}

/* Label of a legal action that has no place on the board. */
void kutfv_action_label(const kutfv *v, const kutf_action *a, char *buf, size_t n)
{
    const kutf_state *st = v->st;
    switch (a->type) {
    case KUTF_A_END:
        snprintf(buf, n, "%s", st->seg == KUTF_SEG_ACTIONS    ? "End Actions"
                               : st->seg == KUTF_SEG_MOVEMENT ? "End Movement"
                               : st->seg == KUTF_SEG_COMMANDS ? "End Commands"
                                                              : "Done");
        return;
    case KUTF_A_LOSS: {
        const char *t = a->choice == KUTF_LOSS_SPEED2 ? "Lose 2 Speed"
                        : a->choice == KUTF_LOSS_CP2  ? "Lose 2 Combat Power"
                        : a->choice == KUTF_LOSS_BOTH ? "Lose 1 of each"
                                                      : "Retreat 1 space";
        snprintf(buf, n, "%s", t);
        return;
    }
    case KUTF_A_FORTIFY: snprintf(buf, n, "Fortify"); return;
    case KUTF_A_PEITANG: snprintf(buf, n, "Aid the Peitang"); return;
    case KUTF_A_SPEED: snprintf(buf, n, "Speed +1"); return;
    case KUTF_A_POWER: snprintf(buf, n, "Combat Power +1"); return;
    case KUTF_A_ATTACK: snprintf(buf, n, "Attack"); return;
    case KUTF_A_ADVANCE: snprintf(buf, n, "Advance"); return;
    case KUTF_A_FIRE: snprintf(buf, n, "Fire %s", kutfv_track_name(st, a->track)); return;
    case KUTF_A_MELEE: snprintf(buf, n, "Melee %s", kutfv_track_name(st, a->track)); return;
    case KUTF_A_HALT: snprintf(buf, n, "Hold %s", kutfv_track_name(st, a->track)); return;
    case KUTF_A_CASUALTY:
        snprintf(buf, n, "Casualty: %s", a->unit < 0 ? "fort" : unit_name(st, a->unit));
        return;
    case KUTF_A_GAIN: snprintf(buf, n, "Gain: %s", unit_name(st, a->unit)); return;
    case KUTF_A_LOSE: snprintf(buf, n, "Lose: %s", unit_name(st, a->unit)); return;
    case KUTF_A_PLAY_EVENT:
        snprintf(buf, n, "Play %s", a->card >= 0 ? st->data->card[a->card].title : "event");
        return;
    case KUTF_A_PLACE: {
        char b[8];
        snprintf(buf, n, "%s to %s", unit_name(st, a->unit),
                 kutf_box_name(st, a->unit == KUTF_GUN ? a->box : a->box, a->unit == KUTF_GUN, b, sizeof b));
        return;
    }
    case KUTF_A_MOVE:
        snprintf(buf, n, "%s to %s", unit_name(st, a->unit), kutfv_track_name(st, a->track));
        return;
    case KUTF_A_SWAP:
        snprintf(buf, n, "Swap %s/%s", unit_name(st, a->unit), unit_name(st, a->other));
        return;
    default:
        snprintf(buf, n, "Go");
        return;
    }
}

static int button_w(gfx *g, const char *label)
{
    int w = gfx_text_w(g, GFX_BOLD, label) + 28;
    return w < 84 ? 84 : w;
}

/* The quick set-up: the bot's placements, one legal action at a time;
 * each next one is chosen when the last has run (kutf_changed). */
void kutfv_quick_next(kutfv *v)
{
    const kutf_state *st = v->s->state;
    cJSON *j = NULL;
    if (st->seg == KUTF_SEG_SETUP && st->pend == KUTF_PEND_NONE)
        j = v->s->rules->bot_action(v->s->state);
    v->quick = j != NULL;
    if (j && ui_play(v->a, v->s, j) != 0)
        v->quick = 0;
    cJSON_Delete(j);
}

static void quick_setup(kutfv *v)
{
    kutfv_quick_next(v);
    v->busy = 1;
    v->sel = -1;
    ui_wake(v->a, 0);
}

void kutfv_draw_prompt(kutfv *v, SDL_Rect r)
{
    gfx *g = v->g;
    const kutf_state *st = v->st;
    gfx_gradient(g, r, gfx_rgb(0xf6edd6), gfx_rgb(0xe6d6b0));
    gfx_line(g, r.x, r.y + r.h - 1, r.x + r.w, r.y + r.h - 1, 1, gfx_rgb(0x8a7550));
    char title[96], text[320];
    prompt_text(v, title, sizeof title, text, sizeof text);
    if (v->forced_note[0]) {       /* until the next action: what went by itself */
        char both[sizeof text + sizeof v->forced_note + 2];
        snprintf(both, sizeof both, "%s %s", v->forced_note, text);
        snprintf(text, sizeof text, "%.319s", both);
    }
    int tx = r.x + 12;
    int ty = r.y + (r.h - gfx_line_h(g, GFX_BOLD)) / 2;
    int title_end = tx + gfx_text(g, GFX_BOLD, tx, ty, gfx_rgb(UI_ACCENT), title) + 14;

    /* buttons for legal actions without a place on the board, right-aligned;
     * any that do not fit go to a second row under the bar */
    int x = r.x + r.w - 10, bh = r.h - 8;
    int row2 = 0, x2 = r.x + r.w - 10;
    if (v->input) {
        for (int i = v->nact - 1; i >= 0; i--) {
            kutfv_act *k = &v->act[i];
            if (k->drawn)
                continue;
            char lb[96];
            kutfv_action_label(v, &k->a, lb, sizeof lb);
            int bw = button_w(g, lb);
            SDL_Rect b;
            if (!row2 && x - bw >= title_end + 120) {
                x -= bw;
                b = (SDL_Rect){x, r.y + 4, bw, bh};
                x -= 8;
            } else {
                if (!row2) {
                    row2 = 1;
                    SDL_Rect strip = {r.x, r.y + r.h, r.w, bh + 8};
                    gfx_fill(g, strip, gfx_rgba(0xe6d6b0, 235));
                    gfx_line(g, r.x, strip.y + strip.h, r.x + r.w, strip.y + strip.h, 1, gfx_rgb(0x8a7550));
                }
                x2 -= bw;
                b = (SDL_Rect){x2, r.y + r.h + 4, bw, bh};
                x2 -= 8;
            }
            k->drawn = 1;
            ui_target(v->a, b, k->name);
            /* ending a segment with actions or commands unused asks first */
            char loss[200] = "";
            if (k->a.type == KUTF_A_END)
                kutfv_end_loss(v, loss, sizeof loss);
            if (ui_forfeit(v->a, ui_button(v->a, b, lb, k->a.type != KUTF_A_END ? 0 : loss[0] ? UI_DANGER
                                                                                          : UI_PRIMARY) &&
                                     !v->busy,
                           k->name, loss, lb))
                kutfv_play(v, i);
        }
        if (st->seg == KUTF_SEG_SETUP && st->pend == KUTF_PEND_NONE && v->nact > 0) {
            const char *lb = "Quick placement";
            int bw = button_w(g, lb);
            x -= bw;
            SDL_Rect b = {x, r.y + 4, bw, bh};
            x -= 8;
            if (ui_button(v->a, b, lb, 0) && !v->busy)
                quick_setup(v);
        }
    }
    SDL_Rect tr = {title_end, r.y, x - title_end - 4, r.h};
    if (tr.w > 20) {
        gfx_clip(g, &tr);
        if (gfx_text_w(g, GFX_BODY, text) <= tr.w) {
            gfx_text(g, GFX_BODY, title_end, ty, gfx_rgb(UI_INK), text);
        } else { /* two smaller lines rather than a cut sentence */
            int h = gfx_text_wrap_h(g, GFX_SMALL, tr.w, text);
            SDL_Rect wr = {tr.x, r.y + (r.h - h) / 2, tr.w, h};
            gfx_text_wrap(g, GFX_SMALL, wr, gfx_rgb(UI_INK), text);
        }
        gfx_clip(g, NULL);
    }
}
