/* diceask: "Roll my own dice". When the game on top of the stack waits
 * for a die (session.ask), a dice tray opens over it asking for that die:
 * which die, its range and what it is for, and the faces to click; typing
 * the number works too (0 or "10" for a ten on a d10). The session does
 * the rest: the action goes through once it has every face it needs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/session.h"
#include "ui/gameview.h"
#include "ui/ui_local.h"

typedef struct ask_dlg {
    session *s;
    char typed[4];     /* digits typed so far (a d10's "10") */
    int sent;          /* a face is on its way: no second one this frame */
} ask_dlg;

/* The face was chosen: hand it to the session, between frames (play.c);
 * the tray closes itself once nothing is asked any more. */
static void enter(ui_scene *sc, ui_app *a, int face)
{
    ask_dlg *d = sc->data;

    d->typed[0] = 0;
    d->sent = 1;
    ui_enter_die(a, d->s, face);
    a->need_frame = 1;
}

/* Digits typed or pressed: a face when it is complete. */
static void typed(ui_scene *sc, ui_app *a, const char *text)
{
    ask_dlg *d = sc->data;
    int hi = d->s->ask.hi;

    for (; *text; text++) {
        size_t k = strlen(d->typed);
        if (*text < '0' || *text > '9')
            continue;
        if (k + 1 < sizeof d->typed) {
            d->typed[k] = *text;
            d->typed[k + 1] = 0;
        }
        int v = atoi(d->typed);
        if (hi == 10 && strcmp(d->typed, "0") == 0)
            v = 10;
        /* "1" on a d10 may be the start of "10": wait for Enter or a 0 */
        if (hi >= 10 && strcmp(d->typed, "1") == 0)
            continue;
        enter(sc, a, v);
        return;
    }
}

static void ask_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    ask_dlg *d = sc->data;
    session_ask *q = &d->s->ask;
    char line[200], name[16];
    int sides = q->hi == 10 ? 10 : 6, n = q->hi - q->lo + 1;

    if (!q->action)   /* answered: ui_dice_ask_watch closes it before the next frame */
        return;
    d->sent = 0;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 70));
    int w = n > 6 ? 760 : 600, h = 230;
    SDL_Rect r = {(all.w - w) / 2, all.h - h - 40, w, h};
    /* the dice tray's rim and baize */
    gfx_round(g, r, 10, gfx_rgb(0x4b3323));
    SDL_Rect rim = {r.x + 3, r.y + 3, r.w - 6, r.h - 6};
    gfx_round(g, rim, 8, gfx_rgb(0x6d4a31));
    SDL_Rect felt = {r.x + 10, r.y + 10, r.w - 20, r.h - 20};
    gfx_round(g, felt, 6, gfx_rgb(0x22493a));
    int y = felt.y + 10;
    /* the average die (faces 2,3,3,4,4,5) is asked as 2 to 5: not a d6 */
    if (q->lo == 2 && q->hi == 5)
        snprintf(line, sizeof line, "%s: roll an average die (2, 3, 3, 4, 4, 5)",
                 q->bot ? "The computer's die" : "Your die");
    else
        snprintf(line, sizeof line, "%s: roll a d%d", q->bot ? "The computer's die" : "Your die",
                 sides);
    gfx_text_align(g, GFX_BOLD, felt.x, y, felt.w, GFX_CENTER, gfx_rgb(0xf3e9d2), line);
    y += gfx_line_h(g, GFX_BOLD) + 4;
    snprintf(line, sizeof line, "for %s", q->purpose);
    gfx_text_align(g, GFX_BODY, felt.x + 10, y, felt.w - 20, GFX_CENTER, gfx_rgb(0xe9c766), line);
    y += gfx_line_h(g, GFX_BODY) + 6;
    float size = n > 6 ? 50 : 58, gap = 14;
    float x = felt.x + (felt.w - (n * size + (n - 1) * gap)) / 2;
    for (int f = q->lo; f <= q->hi; f++) {
        SDL_Rect fr = {(int)x - 4, y - 4, (int)size + 8, (int)size + 8};
        snprintf(name, sizeof name, "die %d", f);
        ui_target(a, fr, name);
        if (ui_hover(a, fr))
            gfx_round(g, fr, 8, gfx_rgba(0xe9c766, 90));
        ui_die(g, sides, f, x + size / 2, y + size / 2, size * 0.9f);
        if (ui_clicked(a, fr) && !d->sent) {
            enter(sc, a, f);
            return;
        }
        x += size + gap;
    }
    y += (int)size + 10;
    snprintf(line, sizeof line, "Click the face it shows, or type %d to %d%s. Esc takes the move back.",
             q->lo, q->hi, q->hi == 10 ? " (0 for 10)" : "");
    gfx_text_align(g, GFX_SMALL, felt.x + 10, y, felt.w - 20, GFX_CENTER,
                   gfx_rgba(0xf3e9d2, 200), line);
    if (q->bot) {
        /* a long computer turn asks for many dice: the player may let the
         * program roll them (R) */
        SDL_Rect b = {felt.x + (felt.w - 200) / 2, y + gfx_line_h(g, GFX_SMALL) + 6, 200, 30};
        if ((ui_button(a, b, "Roll it for me (R)", 0) || ui_in(a)->key == SDLK_r) && !d->sent) {
            /* the session rolls it (session_roll_die) and marks it so,
             * for the log and the save */
            d->typed[0] = 0;
            d->sent = 1;
            ui_roll_die(a, d->s);
            a->need_frame = 1;
            return;
        }
    }
    const ui_input *ip = ui_in(a);
    if ((ip->key == SDLK_RETURN || ip->key == SDLK_KP_ENTER) && d->typed[0]) {
        int v = atoi(d->typed);
        d->typed[0] = 0;
        enter(sc, a, v);
    }
}

static void ask_event(ui_scene *sc, ui_app *a, const SDL_Event *ev)
{
    if (ev->type == SDL_TEXTINPUT)
        typed(sc, a, ev->text.text);
}

static int ask_command(ui_scene *sc, ui_app *a, int cmd)
{
    ask_dlg *d = sc->data;

    if (cmd != UI_CMD_BACK)
        return 1;   /* no undo or save while a die is wanted */
    session_cancel_die(d->s);
    ui_pop(a);
    return 1;
}

static void ask_destroy(ui_scene *sc)
{
    free(sc->data);
    free(sc);
}

void ui_dice_ask_watch(ui_app *a)
{
    ui_scene *top = ui_top(a), *sc;
    ask_dlg *d;

    /* answered, or dropped (undo, a new action): close before drawing, so
     * the frame draws the game with its input live */
    if (top && top->frame == ask_frame && !((ask_dlg *)top->data)->s->ask.action) {
        ui_pop(a);
        top = ui_top(a);
    }
    if (!top || !top->session || !top->session->ask.action)
        return;
    sc = calloc(1, sizeof *sc);
    d = calloc(1, sizeof *d);
    if (!sc || !d) {
        free(sc);
        free(d);
        return;
    }
    d->s = top->session;
    sc->frame = ask_frame;
    sc->event = ask_event;
    sc->command = ask_command;
    sc->destroy = ask_destroy;
    sc->overlay = 1;
    sc->data = d;
    ui_push(a, sc);
    a->need_frame = 1;
}
