/* peking_hover: the words of Siege at Peking's hover caption (what the hex
 * under the pointer holds, and why an enemy there may not be attacked or
 * a stack of the player's may not move) and the hand-over card shown
 * between two people at one screen. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

/* What the hover caption says of the hex under the pointer: its terrain,
 * building, wall, victory hex, the counters; an enemy hex that may not be
 * attacked now says why on a line of its own. "" for none. */
const char *pkv_hover_text(pview *v, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    char h[8], why[400];
    int c = v->hover, i, k[2] = {0, 0}, sp[2] = {0, 0};
    size_t l;

    buf[0] = 0;
    if (c < 0)
        return buf;
    snprintf(buf, n, "%s  %s", pk_label(st->d, c, h, sizeof h), st->d->tname[pk_terrain(st, c)]);
#define ADD(...) (l = strlen(buf), snprintf(buf + l, n - l, __VA_ARGS__))
    if (st->d->bldg[c] >= 0)
        ADD(", %s", st->d->bldgs[(int)st->d->bldg[c]].name);
    if (st->d->wall[c] >= 0)
        ADD(", %s", st->d->walls[(int)st->d->wall[c]].name);
    if (st->d->hospital[c])
        ADD(", hospital");
    if (st->d->ramp[c])
        ADD(", ramp");
    if (st->d->victory[c])
        ADD(", victory hex held by %s", st->control[c] == PK_CHINESE ? "the Chinese" : "the Allies");
    if (st->fort[c] >= 0)
        ADD(", %s fortification", st->fort[c] ? "Chinese" : "Allied");
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell == c) {
            k[(int)st->u[i].side]++;
            sp[(int)st->u[i].side] += pk_strength(st, &st->u[i]);
        }
    for (i = 0; i < 2; i++)
        if (k[i])
            ADD("; %s: %d counter%s, strength %d", i ? "Chinese" : "Allied", k[i], k[i] > 1 ? "s" : "", sp[i]);
    /* the badge of MP left is left off stacks on small hexes: said here */
    if (v->sel >= 0 && v->reach[c] >= 0)
        ADD("; %d MP left there", v->reach[c]);
    /* an enemy that shows no crosshair says why, as its click does */
    if (pkv_human_turn(v) && !v->cb.open && pkv_attack_refusal(v, c, why, sizeof why)[0])
        ADD("\n%s", why);
    /* a stack of the player's that has no move says why, as its
     * selection does (the "Click another stack" advice left off) */
    else if (pkv_human_turn(v) && c != v->sel && pkv_hover_move_refusal(v, c, why, sizeof why)[0]) {
        char *cut = strstr(why, " Click another stack");
        if (cut)
            *cut = 0;
        ADD("\n%s", why);
    }
#undef ADD
    return buf;
}

/* ---------------------------------------------------- hand-over */

void pkv_draw_handover(pview *v, ui_app *a, gfx *g, const playout *L)
{
    const pk_state *st = PST(v);
    char buf[96];
    SDL_Rect in = screen_handover_card(a, g, L->w, L->h);

    snprintf(buf, sizeof buf, "Pass to the %s player", v->sh.handover == PK_ALLIED ? "Allied" : "Chinese");
    gfx_text_align(g, GFX_TITLE, in.x, in.y + 90, in.w, GFX_CENTER, gfx_rgb(UI_INK), buf);
    /* the set-up comes before turn 1: no "Turn 0" (the top bar says Set-up) */
    if (st->phase == PK_PH_SETUP)
        snprintf(buf, sizeof buf, "%s", pk_phase_name(st->phase));
    else
        snprintf(buf, sizeof buf, "Turn %d/%d  -  %s", st->turn, st->d->nturns, pk_phase_name(st->phase));
    gfx_text_align(g, GFX_LARGE, in.x, in.y + 150, in.w, GFX_CENTER, gfx_rgb(UI_ACCENT), buf);
    gfx_text_align(g, GFX_BODY, in.x, in.y + 190, in.w, GFX_CENTER, gfx_rgb(UI_MUTED),
                   "The map stays hidden until the next player is ready.");
    screen_ready_button(a, L->ready);
}
