/* kutf_input: the legal-action plumbing of the KUTF play screen that every
 * board element uses: the legal list from the session, finding an action,
 * highlight, click targets for scripts and the mouse, tooltips, and what a
 * click on something not legal explains. */
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

void kutfv_clear_legal(kutfv *v)
{
    for (int i = 0; i < v->nact; i++)
        free(v->act[i].name);
    v->nact = 0;
    cJSON_Delete(v->legal);
    v->legal = NULL;
}

void kutfv_refresh(kutfv *v)
{
    kutfv_clear_legal(v);
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
     * before play goes on (not after undo or load: the player saw them;
     * nor in a replay, which would play on under it: the panel shows it) */
    if (v->st->current != v->seen_current) {
        if (v->seen_current != -2 && v->st->current >= 0 && !v->s->watch) {
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
    if (v->forced_clicks > 0 && ui_now(v->a) - v->forced_at < KUTFV_FORCED_MS) {
        /* a quick click meant for a casualty the rules took by themselves
         * (the run of clicks was made on the screen before it): used up
         * as meant, not landed on the next step (a fort level clicked
         * twice fortified) */
        v->forced_clicks--;
        v->forced_at = ui_now(v->a);
        return 0;
    }
    v->forced_clicks = 0;
    return 1;
}

void kutfv_forced_check(kutfv *v)
{
    const kutf_state *st = v->st;
    const kutf_data *d = st->data;
    size_t k = 0;
    int u, n = 0;

    if (!v->cas_watch)
        return;
    v->cas_watch = 0;
    v->forced_note[0] = 0;
    for (u = -1; u < KUTF_UNITS; u++) {
        int lost = u < 0 ? v->cas_fort - st->fort : v->cas_cp[u] - st->cp[u];
        if (u == v->cas_unit)
            lost--;                /* the one clicked */
        if (lost <= 0)
            continue;
        if (k < sizeof v->forced_note)
            k += (size_t)snprintf(v->forced_note + k, sizeof v->forced_note - k, "%s%s -%d",
                                  n ? ", " : "Only one choice was left, so ",
                                  u < 0 ? "the fortification" : d->unit[u].name, lost);
        n += lost;
    }
    if (n > 0 && k < sizeof v->forced_note)
        snprintf(v->forced_note + k, sizeof v->forced_note - k, " went by itself.");
    v->forced_clicks = n;
    v->forced_at = ui_now(v->a);
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
    v->forced_note[0] = 0;
    v->forced_clicks = 0;
    v->cas_watch = v->act[i].a.type == KUTF_A_CASUALTY;
    if (v->cas_watch) {            /* kutfv_forced_check compares after it */
        v->cas_unit = v->act[i].a.unit;
        v->cas_fort = v->st->fort;
        memcpy(v->cas_cp, v->st->cp, sizeof v->cas_cp);
    }
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
