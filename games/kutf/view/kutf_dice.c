/* kutf_dice: the KUTF play screen's dice trays: the rolls of the last
 * action with what they were for, their modifiers and outcome. */
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
/* dice                                                                */

const char *kutfv_track_name(const kutf_state *st, int t)
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
void kutfv_take_rolls(kutfv *v)
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
        const char *tn = kutfv_track_name(st, t);
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
                /* short enough for the tray with the longest name */
                snprintf(u->what, sizeof u->what, "%s %s (%d)",
                         r->kind == KUTF_ROLL_BLOCKADE ? "Attacked by" : "Attack on",
                         bd ? bd->name : "the blocker", r->target);
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

void kutfv_draw_dice(kutfv *v, SDL_Rect r)
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
