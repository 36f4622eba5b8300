/* kutf_view: the play screen of "Keep Up The Fire!" — the scene, its
 * layout, the prompt bar, the legal-action plumbing every board element
 * uses (highlight, script target, click), dice trays, log and the
 * game-module tables `kutf_view` and `kutf_module`. */
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
/* legal actions                                                       */

static void take_rolls(kutfv *v);

static void clear_legal(kutfv *v)
{
    for (int i = 0; i < v->nact; i++)
        free(v->act[i].name);
    v->nact = 0;
    cJSON_Delete(v->legal);
    v->legal = NULL;
}

static void refresh(kutfv *v)
{
    clear_legal(v);
    v->st = v->s->state;
    v->legal = v->s->rules->legal(v->s->state);
    const cJSON *it;
    cJSON_ArrayForEach(it, v->legal) {
        if (v->nact >= KUTF_MAX_ACTIONS)
            break;
        kutfv_act *k = &v->act[v->nact];
        char why[160];
        if (kutf_action_from_json(v->st, it, &k->a, why, sizeof why) != 0)
            continue; /* cannot happen: the rules listed it */
        k->name = cJSON_PrintUnformatted(it);
        if (!k->name)
            continue;
        k->json = it;
        k->drawn = 0;
        v->nact++;
    }
    /* a new headline: show this card phase's events, then the card, large,
     * before play goes on (not after undo or load: the player saw them) */
    if (v->st->current != v->seen_current) {
        if (v->seen_current != -2 && v->st->current >= 0) {
            v->npause = 0;
            for (int i = 0; i < v->st->nrevealed && v->npause < KUTF_MAX_HAND; i++)
                v->pause[v->npause++] = v->st->revealed[i];
            v->pause[v->npause++] = v->st->current;
        }
        v->seen_current = v->st->current;
    }
    /* a unit that must be placed now needs no first click */
    if (v->st->pend == KUTF_PEND_PLACE && kutfv_selectable(v, v->st->pend_unit))
        v->sel = v->st->pend_unit;
    /* a selection only lives while it still starts something */
    if (v->sel >= 0 && !kutfv_selectable(v, v->sel))
        v->sel = -1;
}

int kutfv_find(const kutfv *v, int type)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == type)
            return i;
    return -1;
}

int kutfv_find_track(const kutfv *v, int type, int track)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == type && v->act[i].a.track == track)
            return i;
    return -1;
}

int kutfv_find_unit(const kutfv *v, int type, int unit)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == type && v->act[i].a.unit == unit)
            return i;
    return -1;
}

int kutfv_find_place(const kutfv *v, int unit, int box)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == KUTF_A_PLACE && v->act[i].a.unit == unit &&
            v->act[i].a.box == box)
            return i;
    return -1;
}

int kutfv_find_move(const kutfv *v, int unit, int track)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == KUTF_A_MOVE && v->act[i].a.unit == unit &&
            v->act[i].a.track == track)
            return i;
    return -1;
}

int kutfv_find_swap(const kutfv *v, int unit, int other)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == KUTF_A_SWAP &&
            ((v->act[i].a.unit == unit && v->act[i].a.other == other) ||
             (v->act[i].a.unit == other && v->act[i].a.other == unit)))
            return i;
    return -1;
}

int kutfv_find_loss(const kutfv *v, int choice)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == KUTF_A_LOSS && v->act[i].a.choice == choice)
            return i;
    return -1;
}

int kutfv_find_card(const kutfv *v, int card)
{
    for (int i = 0; i < v->nact; i++)
        if (v->act[i].a.type == KUTF_A_PLAY_EVENT && v->act[i].a.card == card)
            return i;
    return -1;
}

/* Actions that take two clicks: a unit first, then where it goes (or the
 * unit it trades places with). */
static int two_click(const kutf_action *a)
{
    return a->type == KUTF_A_PLACE || a->type == KUTF_A_MOVE ||
           a->type == KUTF_A_SWAP;
}

/* Does unit u take the first click of legal action a? A swap names an
 * unordered pair, so either of its units starts it. */
static int starts(const kutf_action *a, int u)
{
    return two_click(a) && (a->unit == u || (a->type == KUTF_A_SWAP && a->other == u));
}

int kutfv_selectable(const kutfv *v, int u)
{
    for (int i = 0; i < v->nact; i++)
        if (starts(&v->act[i].a, u))
            return 1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* input and highlight                                                 */

int kutfv_click(kutfv *v, SDL_Rect r)
{
    if (!v->input || v->busy)
        return 0;
    if (!ui_clicked(v->a, r))
        return 0;
    v->clicked_used = 1;
    return 1;
}

void kutfv_tip(kutfv *v, SDL_Rect r, const char *text)
{
    /* nothing under an overlay explains itself, nor the relief pieces
     * under the Loss panel (their tips would cover its explanation) */
    if (!v->input)
        return;
    if (v->st->pend == KUTF_PEND_LOSS && SDL_HasIntersection(&r, &v->r_relief))
        return;
    ui_tooltip(v->a, r, text);
}

void kutfv_glow(gfx *g, SDL_Rect r, unsigned color)
{
    SDL_Rect o1 = {r.x - 3, r.y - 3, r.w + 6, r.h + 6};
    SDL_Rect o2 = {r.x - 6, r.y - 6, r.w + 12, r.h + 12};
    gfx_frame(g, o2, gfx_rgba(color, 70), 3);
    gfx_frame(g, o1, gfx_rgba(color, 235), 3);
}

void kutfv_glow_diamond(gfx *g, SDL_Rect r, unsigned color)
{
    float cx = r.x + r.w / 2.f, cy = r.y + r.h / 2.f;
    for (int k = 0; k < 2; k++) {
        float e = k ? 7.f : 3.f;
        float hw = r.w / 2.f + e, hh = r.h / 2.f + e;
        SDL_FPoint p[4] = {{cx, cy - hh}, {cx + hw, cy}, {cx, cy + hh}, {cx - hw, cy}};
        gfx_poly_outline(g, p, 4, 3.f, gfx_rgba(color, k ? 70 : 235));
    }
}

void kutfv_play(kutfv *v, int i)
{
    v->sug_what[0] = v->sug_why[0] = 0;
    if (i < 0 || i >= v->nact || v->busy)
        return;
    /* the Chinese units as the player saw them: the dice trays compare */
    memcpy(v->pre_ch, v->st->ch, sizeof v->pre_ch);
    v->pre_blocker = v->st->blocker;
    ui_play(v->a, v->s, v->act[i].json); /* runs after this frame */
    v->busy = 1;
    v->sel = -1;
    ui_wake(v->a, 0);
}

void kutfv_hot(kutfv *v, SDL_Rect r, int i)
{
    if (i < 0 || i >= v->nact)
        return;
    v->act[i].drawn = 1;
    if (!v->input)
        return;
    kutfv_glow(v->g, r, UI_HILITE);
    ui_target(v->a, r, v->act[i].name);
    if (kutfv_click(v, r))
        kutfv_play(v, i);
}

void kutfv_mark(kutfv *v, int u)
{
    for (int i = 0; i < v->nact; i++)
        if (starts(&v->act[i].a, u))
            v->act[i].drawn = 1;
}

int kutfv_pick(kutfv *v, SDL_Rect r, int u)
{
    if (!kutfv_selectable(v, u))
        return 0;
    for (int i = 0; i < v->nact; i++)
        if (starts(&v->act[i].a, u)) {
            v->act[i].drawn = 1;
            if (v->input && v->sel != u)
                ui_target(v->a, r, v->act[i].name);
        }
    if (!v->input)
        return 1;
    kutfv_glow(v->g, r, v->sel == u ? UI_GOLD : UI_HILITE);
    if (kutfv_click(v, r)) {
        v->sel = v->sel == u ? -1 : u;
        ui_wake(v->a, 0);
    }
    return 1;
}

void kutfv_explain(kutfv *v, const char *json)
{
    cJSON *j = cJSON_Parse(json);
    if (!j)
        return;
    /* not in the legal list, so the rules refuse it and say why */
    ui_play(v->a, v->s, j);
    cJSON_Delete(j);
    v->busy = 1;
}

/* ------------------------------------------------------------------ */
/* dice                                                                */

static const char *track_name(const kutf_state *st, int t)
{
    return t >= 0 && t < KUTF_TRACKS ? st->data->track[t].name : "";
}

static const char *kind_name(int kind)
{
    return kind == KUTF_BOXER ? "Boxers" : kind == KUTF_QING ? "Qing" : "Chinese";
}

static const char *casualties(int n)
{
    return n == 1 ? "casualty" : "casualties";
}

/* Copies the dice of the action just taken into ui_rolls with what they
 * were for, their modifiers and the outcome; two trays share the width
 * when an action rolled twice, so their texts are shorter then. */
static void take_rolls(kutfv *v)
{
    const kutf_state *st = v->st;
    int n = st->nrolls;
    int first = n > 2 ? n - 2 : 0;
    int compact = n - first > 1;
    v->nshown = 0;
    Uint32 now = ui_now(v->a);
    for (int k = first; k < n; k++) {
        const kutf_roll *r = &st->roll[k];
        ui_roll *u = &v->shown[v->nshown++];
        memset(u, 0, sizeof *u);
        u->n = 1;
        u->sides[0] = 6;
        u->face[0] = r->die;
        int m = 0;
        size_t len = 0;
        for (int i = 0; i < r->nmods; i++) {
            char lb[48];
            m += r->mod[i].value;
            kutf_mod_label(st, &r->mod[i], lb, sizeof lb);
            int w = snprintf(u->mods + len, sizeof u->mods - len, "%s%+d %s",
                             i ? ", " : "", r->mod[i].value, lb);
            if (w > 0 && (size_t)w < sizeof u->mods - len)
                len += (size_t)w;
        }
        u->modifier = m;
        u->total = r->total;
        u->at = now;
        int t = r->track;
        const kutf_chinese *c = t >= 0 && t < KUTF_TRACKS ? &v->pre_ch[t] : NULL;
        const char *kn = c ? kind_name(c->kind) : "";
        int bi = v->pre_blocker >= 0 ? v->pre_blocker : st->blocker;
        const kutf_blocker_def *bd = bi >= 0 && bi < st->data->nblockers ? &st->data->blocker[bi] : NULL;
        const char *tn = track_name(st, t);
        switch (r->kind) {
        case KUTF_ROLL_TO_HIT:
            if (compact)
                snprintf(u->what, sizeof u->what, "Fire %s: to hit", tn);
            else
                snprintf(u->what, sizeof u->what, "Fire: to hit %s %s (%d CP)", tn, kn, r->target);
            snprintf(u->result, sizeof u->result, "%d %s %d CP: %s", r->total,
                     r->total > r->target ? ">" : "<=", r->target, r->result > 0 ? "hit!" : "miss");
            break;
        case KUTF_ROLL_FIRE_CAS:
            if (compact)
                snprintf(u->what, sizeof u->what, "Casualties");
            else
                snprintf(u->what, sizeof u->what, "Fire: casualties on %s %s", tn, kn);
            snprintf(u->result, sizeof u->result, "%d %s", r->result, casualties(r->result));
            break;
        case KUTF_ROLL_MELEE_CH:
            if (compact)
                snprintf(u->what, sizeof u->what, "Melee %s: %s", tn, kn);
            else
                snprintf(u->what, sizeof u->what, "Melee %s: %s losses", tn, kn);
            snprintf(u->result, sizeof u->result, "%d %s", r->result, casualties(r->result));
            break;
        case KUTF_ROLL_MELEE_LEG:
            if (compact)
                snprintf(u->what, sizeof u->what, "Melee: Legation");
            else
                snprintf(u->what, sizeof u->what, "Melee %s: Legation losses", tn);
            snprintf(u->result, sizeof u->result, "%d %s", r->result, casualties(r->result));
            break;
        case KUTF_ROLL_BLOCKADE:
        case KUTF_ROLL_ATTACK:
            if (compact)
                snprintf(u->what, sizeof u->what, "%s (%d)",
                         r->kind == KUTF_ROLL_BLOCKADE ? "Blockade attack" : "Attack", r->target);
            else
                snprintf(u->what, sizeof u->what, "%s %s (%d)",
                         r->kind == KUTF_ROLL_BLOCKADE ? "Blockade attack by" : "Attack on",
                         bd ? bd->name : "the blockers", r->target);
            snprintf(u->result, sizeof u->result, "%d vs %d: %s", r->total, r->target,
                     r->result > 0 ? "Victory!" : r->result == 0 ? "Stalemate" : "Defeat");
            break;
        case KUTF_ROLL_ADVANCE:
            snprintf(u->what, sizeof u->what, compact ? "Advance" : "Advance toward Peking (beat 6)");
            snprintf(u->result, sizeof u->result, "%d vs 6: %s", r->total,
                     r->result > 0 ? "Advance!" : r->result == 0 ? "Maneuver" : "Logistics!");
            break;
        case KUTF_ROLL_PEITANG:
            snprintf(u->what, sizeof u->what, "Aid the Peitang (beat %d)", r->target);
            snprintf(u->result, sizeof u->result, "%d: %s", r->total,
                     r->result > 0 ? "success, heroic effort!" : "failure");
            break;
        default:
            snprintf(u->what, sizeof u->what, "Die roll");
            break;
        }
    }
}

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
                 track_name(st, st->cas_track),
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
        snprintf(text, n, "Fire at range, melee at the wall or in the streets, fortify%s.%s",
                 st->peitang_open ? ", or aid the Peitang" : "", ev);
        return;
    case KUTF_SEG_MOVEMENT:
        snprintf(title, tn, "Legation Movement");
        snprintf(text, n, "Move unengaged units: click one, then another wall (or a unit "
                 "to trade places). End when ready.");
        return;
    case KUTF_SEG_COMMANDS:
        snprintf(title, tn, "Relief Commands: %d left", st->commands_left);
        snprintf(text, n, "Improve Speed or Combat Power, attack the blockers, advance once "
                 "they are dispersed.%s", ev);
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

/* Label of a legal action that has no place on the board. */
static void action_label(const kutfv *v, const kutf_action *a, char *buf, size_t n)
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
    case KUTF_A_FIRE: snprintf(buf, n, "Fire %s", track_name(st, a->track)); return;
    case KUTF_A_MELEE: snprintf(buf, n, "Melee %s", track_name(st, a->track)); return;
    case KUTF_A_HALT: snprintf(buf, n, "Hold %s", track_name(st, a->track)); return;
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
        snprintf(buf, n, "%s to %s", unit_name(st, a->unit), track_name(st, a->track));
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
static void quick_next(kutfv *v)
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
    quick_next(v);
    v->busy = 1;
    v->sel = -1;
    ui_wake(v->a, 0);
}

static void draw_prompt(kutfv *v, SDL_Rect r)
{
    gfx *g = v->g;
    const kutf_state *st = v->st;
    gfx_gradient(g, r, gfx_rgb(0xf6edd6), gfx_rgb(0xe6d6b0));
    gfx_line(g, r.x, r.y + r.h - 1, r.x + r.w, r.y + r.h - 1, 1, gfx_rgb(0x8a7550));
    char title[96], text[320];
    prompt_text(v, title, sizeof title, text, sizeof text);
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
            action_label(v, &k->a, lb, sizeof lb);
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
            if (ui_button(v->a, b, lb, k->a.type == KUTF_A_END ? UI_PRIMARY : 0) && !v->busy)
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
    action_label(v, &a, v->sug_what, sizeof v->sug_what);
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
    gfx_text(g, GFX_BODY, x, r.y + (r.h - gfx_line_h(g, GFX_BODY)) / 2, gfx_rgb(0xf3e9d2), info);

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
    v->w = W;
    v->r_top = (SDL_Rect){0, 0, W, 40};
    v->r_prompt = (SDL_Rect){0, 40, W, 36};
    v->r_map = (SDL_Rect){8, 80, 616, 616};
    v->r_strip = (SDL_Rect){8, 700, 616, 96};
    int x0 = 632, rw = W - x0 - 8;
    v->r_relief = (SDL_Rect){x0, 80, rw, 300};
    v->r_card = (SDL_Rect){x0, 386, 260, 364};
    int cx = x0 + 268, cw = W - cx - 8;
    v->r_piles = (SDL_Rect){cx, 386, cw, 84};
    v->r_dice = (SDL_Rect){cx, 474, cw, 142};
    v->r_log = (SDL_Rect){cx, 620, cw, 176};
}

static void draw_dice(kutfv *v, SDL_Rect r)
{
    if (v->nshown <= 0) {
        ui_dice_tray(v->a, r, NULL);
        return;
    }
    int n = v->nshown > 2 ? 2 : v->nshown; /* the last two side by side */
    int first = v->nshown - n;
    if (n == 1) {
        ui_dice_tray(v->a, r, &v->shown[first]);
        return;
    }
    /* two narrow trays: their modifiers go underneath, wrapped, where
     * there is room for all of them */
    gfx *g = v->g;
    int w = (r.w - 6) / 2, lh = gfx_line_h(g, GFX_SMALL);
    int th = r.h - 2 * lh - 4;
    for (int i = 0; i < n; i++) {
        ui_roll rr = v->shown[first + i];
        SDL_Rect t = {r.x + i * (w + 6), r.y, w, th};
        char mods[sizeof rr.mods];
        snprintf(mods, sizeof mods, "%s", rr.mods);
        rr.mods[0] = 0;
        ui_dice_tray(v->a, t, &rr);
        int settled = ui_now(v->a) - rr.at >= 650; /* the tray tumbles 650 ms */
        if (mods[0] && settled) {
            SDL_Rect mr = {t.x + 4, t.y + t.h + 2, t.w - 8, 2 * lh};
            gfx_clip(g, &mr);
            gfx_text_wrap(g, GFX_SMALL, mr, gfx_rgb(UI_INK), mods);
            gfx_clip(g, NULL);
        } else if (!mods[0] && settled) {
            gfx_text(g, GFX_SMALL, t.x + 4, t.y + t.h + 2, gfx_rgb(UI_MUTED), "no modifiers");
        }
    }
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
    refresh(v);
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
    draw_dice(v, v->r_dice);
    ui_log_panel(a, v->r_log, v->s->log, &v->log_scroll);
    /* the prompt last among the board pieces: it gets every legal action
     * that no board element took */
    draw_prompt(v, v->r_prompt);

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
    if (v->input && !v->busy && (in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER)) {
        int e = kutfv_find(v, KUTF_A_END);
        if (e >= 0)
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
    else if (over && !v->end_board)
        kutfv_draw_end(v);
    else if (over && v->end_board) {
        SDL_Rect b = {v->w - 190, gfx_h(g) - 52, 180, 40};
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
        if (st->outcome != KUTF_OUT_NONE) {
            v->leave = 1;
            return 1;
        }
        static const char *const btn[] = {"Leave", "Keep playing"};
        ui_scene *d = ui_dialog_new("Leave this game?",
                                    "The game is saved after every move: Continue in the menu "
                                    "takes you back to this turn.",
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
        v->nshown = 0;
        v->sel = -1;
        after_undo(v);
        return;
    }
    /* new dice only when this action drew on chance: taking a casualty
     * keeps the melee's dice in the rules state, unrolled */
    if (c->chance && v->st->nrolls > 0)
        take_rolls(v);
    v->log_scroll = 0;
    if (v->quick)
        quick_next(v);
}

static void kutf_destroy(ui_scene *sc)
{
    kutfv *v = sc->data;
    if (v) {
        clear_legal(v);
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
        take_rolls(v);
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

const game_view kutf_view = {kutf_open, kutf_picture};
const game_module kutf_module = {&kutf_rules, &kutf_view};
