/* confirm: two guards against one click that throws a turn away. An
 * action that gives up something still available (a pass that forfeits
 * the trays not yet activated, ending a phase with shots unused) asks
 * first, saying what is lost (ui_forfeit); and a button that appears under
 * a pointer that has not moved (where another button was a moment before)
 * takes no click for a moment (ui_button_fresh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_local.h"

#define FRESH_MS 450   /* a button new under a still pointer ignores clicks */

typedef struct ask {
    char key[UI_CONFIRM_KEY];
    char yes[64];
    char loss[400];
} ask;

static void ask_choose(ui_app *a, ask *q, int yes)
{
    if (yes) {
        snprintf(a->confirm_key, sizeof a->confirm_key, "%s", q->key);
        a->confirm_age = 0;
        ui_animate(a);
    }
    ui_pop(a); /* freed after this frame */
}

static void ask_frame(ui_scene *s, ui_app *a, gfx *g)
{
    ask *q = s->data;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 150));
    int w = 580, tw = w - 64;
    int th = gfx_text_wrap_h(g, GFX_BODY, tw, q->loss);
    int h = gfx_line_h(g, GFX_BOLD) + th + 124;
    SDL_Rect r = {(gfx_w(g) - w) / 2, (gfx_h(g) - h) / 2 - 20, w, h};
    ui_modal(a, r);
    SDL_Rect in = ui_panel(a, r, "Give this up?");
    gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x + 18, in.y + 6, tw, th}, gfx_rgb(UI_INK), q->loss);
    int bw = gfx_text_w(g, GFX_BOLD, q->yes) + 40;
    if (bw < 150)
        bw = 150;
    SDL_Rect yes = {in.x + in.w - 8 - bw, in.y + in.h - 44, bw, 40};
    SDL_Rect back = {yes.x - 12 - 170, yes.y, 170, 40};
    /* the safe choice is the default (Return, Esc) and sits where the
     * pointer is less likely to be */
    if (ui_button(a, back, "Go back", UI_PRIMARY)) {
        ask_choose(a, q, 0);
        return;
    }
    ui_target(a, yes, "next"); /* a script's bot-click goes on with the move it chose */
    if (ui_button(a, yes, q->yes, UI_DANGER)) {
        ask_choose(a, q, 1);
        return;
    }
    const ui_input *ip = ui_in(a);
    if (ip->key == SDLK_RETURN || ip->key == SDLK_KP_ENTER)
        ask_choose(a, q, 0);
}

static int ask_command(ui_scene *s, ui_app *a, int cmd)
{
    if (cmd == UI_CMD_BACK)
        ask_choose(a, s->data, 0);
    return 1; /* no undo or save behind the question */
}

static void ask_destroy(ui_scene *s)
{
    free(s->data);
    free(s);
}

int ui_forfeit(ui_app *a, int asked, const char *key, const char *loss, const char *yes)
{
    if (!key)
        return asked;
    if (a->confirm_key[0] && !strcmp(a->confirm_key, key)) {
        a->confirm_key[0] = 0; /* confirmed in the question: play it now */
        a->confirm_taken = 1;
        return 1;
    }
    if (!asked)
        return 0;
    if (!loss || !*loss)
        return 1;
    ui_scene *s = calloc(1, sizeof *s);
    ask *q = calloc(1, sizeof *q);
    if (!s || !q) {
        free(s);
        free(q);
        return 0;
    }
    snprintf(q->key, sizeof q->key, "%s", key);
    snprintf(q->loss, sizeof q->loss, "%s", loss);
    snprintf(q->yes, sizeof q->yes, "%s", yes && *yes ? yes : "Give it up");
    s->frame = ask_frame;
    s->command = ask_command;
    s->destroy = ask_destroy;
    s->overlay = 1;
    s->data = q;
    ui_push(a, s);
    return 0;
}

/* Is the click on button id (drawn this frame, hovered) one to take? Not
 * when the button came under the pointer less than FRESH_MS ago while the
 * pointer stood still (the button that was there was clicked, and the
 * state changed under it), unless the pointer has moved since. */
int ui_button_fresh(ui_app *a, unsigned id)
{
    int still = a->in.mx == a->hov_mx && a->in.my == a->hov_my;
    a->hov_now = id;
    if (id != a->hov_last) /* new under the pointer in this very frame */
        return !(still && a->hov_seen);
    if (!a->hov_still || !still)
        return 1;
    return a->in.now - a->hov_since >= FRESH_MS;
}

void ui_button_fresh_frame_end(ui_app *a)
{
    if (a->hov_now != a->hov_last) {
        a->hov_since = a->in.now;
        a->hov_still = a->hov_now && a->hov_seen && a->in.mx == a->hov_mx && a->in.my == a->hov_my;
        a->hov_last = a->hov_now;
        if (a->hov_still)
            ui_wake(a, FRESH_MS);
    }
    if (!a->hov_still) {
        a->hov_mx = a->in.mx; /* where the pointer was at the end of the frame */
        a->hov_my = a->in.my;
    }
    a->hov_seen = 1;
    a->hov_now = 0;
    /* a confirmation no view took up within a frame or two is stale */
    if (a->confirm_key[0] && a->confirm_age++ >= 2)
        a->confirm_key[0] = 0;
}
