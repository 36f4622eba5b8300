/* netbar: over a networked game's own screen, a line of who is connected
 * (each seat's player and whether they are here, connected, dropped or the
 * computer's, or "waiting for the host to start") and the chat: T or the
 * Chat button opens a one-line entry, Return sends it, Esc closes it. The
 * game's view knows nothing of it: the bar keeps a strip over the screen
 * (gfx_keep_above) and wraps the game scene's hooks, so that while the
 * entry is open no key reaches the game's shortcuts. */
#include <stdio.h>
#include <string.h>

#include "core/session.h"
#include "ui/ui_local.h"
#include "ui/uinet_local.h"

#define BAR_H 30        /* the strip's logical height */
#define CHAT_W 84       /* the Chat button */

/* One seat's words, long (with its title) or short. */
static void seat_words(const ui_net_view *v, int i, const net_seat *st, int mine, int brief,
                       char *out, size_t n)
{
    char who[96];
    const char *title = v->seat_title[i][0] && !brief ? v->seat_title[i] : NULL;

    if (title)
        snprintf(who, sizeof who, "%s", title);
    else
        snprintf(who, sizeof who, "Seat %d", i + 1);
    switch (st->kind) {
    case NET_HERE:
        snprintf(out, n, "%s: %s", who, v->h ? "here" : "at the host");
        break;
    case NET_COMPUTER:
        snprintf(out, n, "%s: computer%s%s", who, st->name[0] && !brief ? " for " : "",
                 brief ? "" : st->name);
        break;
    case NET_REMOTE:
        if (mine)
            snprintf(out, n, "%s: %s (you)", who, st->name);
        else if (st->connected)
            snprintf(out, n, "%s: %s, connected", who, st->name);
        else if (st->reserved)
            snprintf(out, n, "%s: waiting for %s", who, st->name);
        else if (st->name[0])
            snprintf(out, n, brief ? "%s: %s dropped" : "%s: %s dropped, waiting for %s to come back",
                     who, st->name, st->name);
        else
            snprintf(out, n, "%s: waiting for a player", who);
        break;
    default:
        out[0] = 0;
    }
}

/* The whole line, as long as fits in w. */
static void line_text(const ui_net_view *v, gfx *g, int w, char *out, size_t n)
{
    int ns;
    const net_seat *st = ui_net_seats(v, &ns);
    int me = v->c ? net_client_seat(v->c) : -1;

    for (int brief = 0; brief < 2; brief++) {
        size_t k = 0;
        out[0] = 0;
        if (!ui_net_started(v))
            k += (size_t)snprintf(out, n, "Waiting for the host to start.   ");
        for (int i = 0; i < ns && k < n; i++) {
            char one[160];
            seat_words(v, i, &st[i], i == me, brief, one, sizeof one);
            if (one[0])
                k += (size_t)snprintf(out + k, n - k, "%s%s", k && !(k > 3 && out[k - 1] == ' ')
                                      ? "  ·  " : "", one);
        }
        if (gfx_text_w(g, GFX_SMALL, out) <= w)
            return;
    }
}

static void draw_line(ui_net_bar *b, ui_app *a, gfx *g, ui_scene *sc)
{
    int W = gfx_w(g);
    SDL_Rect bar = {0, -BAR_H, W, BAR_H};
    SDL_Rect chat = {W - CHAT_W - 8, -BAR_H + 3, CHAT_W, BAR_H - 6};
    int lh = gfx_line_h(g, GFX_SMALL), ty = -BAR_H + (BAR_H - lh) / 2;
    (void)sc;

    gfx_fill(g, bar, gfx_rgb(0x241c16));
    gfx_fill(g, (SDL_Rect){0, -1, W, 1}, gfx_rgb(UI_GOLD));
    if (b->chat_open) {
        char shown[NETMSG_CHAT_MAX + 40];
        int x = 12;
        x += gfx_text(g, GFX_SMALL, x, ty, gfx_rgb(UI_GOLD), "Say:") + 8;
        SDL_Rect field = {x, -BAR_H + 4, W - x - 420, BAR_H - 8};
        gfx_round(g, field, 3, gfx_rgb(0xfffcf3));
        snprintf(shown, sizeof shown, "%s", b->chat);
        /* the end of a long line stays in sight */
        const char *from = shown;
        while (*from && gfx_text_w(g, GFX_SMALL, from) > field.w - 16)
            from++;
        int tw = gfx_text(g, GFX_SMALL, field.x + 6, ty, gfx_rgb(UI_INK), from);
        gfx_fill(g, (SDL_Rect){field.x + 7 + tw, field.y + 3, 2, field.h - 6}, gfx_rgb(UI_ACCENT));
        ui_target(a, field, "Chat entry");
        char help[120];
        if (b->refused)
            snprintf(help, sizeof help, "%s", b->refused == 1
                     ? "At most 200 letters: no more fit." : "Nothing to send: type a message.");
        else
            snprintf(help, sizeof help, "Return sends, Esc cancels  (%d/%d)", (int)strlen(b->chat),
                     NETMSG_CHAT_MAX);
        gfx_text(g, GFX_SMALL, field.x + field.w + 12, ty,
                 gfx_rgb(b->refused ? 0xff8a80 : 0xd9c9a8), help);
        return;
    }
    char text[900];
    line_text(b->v, g, chat.x - 24, text, sizeof text);
    gfx_text(g, GFX_SMALL, 12, ty, gfx_rgb(ui_net_started(b->v) ? 0xf3e9d2 : UI_GOLD), text);
    ui_part(a, (SDL_Rect){12, -BAR_H, gfx_text_w(g, GFX_SMALL, text), BAR_H}, "Who is connected");
    if (ui_button(a, chat, "Chat", 0)) {
        b->chat_open = 1;
        b->refused = 0;
    }
    ui_tooltip(a, chat, "Send the other players a line (T)");
}

static void send_chat(ui_net_bar *b, ui_app *a)
{
    char why[200];

    if (!b->chat[0]) {
        b->refused = 2;
        return;
    }
    if (ui_net_say(b->v, b->chat, why, sizeof why) != 0) {
        ui_toast(a, "%s", why);
        return;
    }
    b->chat[0] = 0;
    b->chat_open = 0;
    b->refused = 0;
}

static void bar_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    ui_net_bar *b = ui_net_bar_of(sc->session);

    if (!b || !b->frame)
        return;
    gfx_keep_above(g, BAR_H);
    if ((b->chat_open || b->eat) && a->live)
        a->in.key = 0;   /* the entry had it (bar_event) */
    b->eat = 0;
    b->frame(sc, a, g);
    draw_line(b, a, g, sc);
}

static int bar_command(ui_scene *sc, ui_app *a, int cmd)
{
    ui_net_bar *b = ui_net_bar_of(sc->session);

    if (b && b->chat_open) {
        if (cmd == UI_CMD_BACK) {   /* Esc cancels the line, not the game */
            b->chat_open = 0;
            b->chat[0] = 0;
            b->refused = 0;
            a->need_frame = 1;
        }
        return 1;
    }
    return b && b->command ? b->command(sc, a, cmd) : 0;
}

static void bar_event(ui_scene *sc, ui_app *a, const SDL_Event *ev)
{
    ui_net_bar *b = ui_net_bar_of(sc->session);

    if (!b)
        return;
    if (!b->chat_open) {
        if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_t &&
            !(ev->key.keysym.mod & (KMOD_CTRL | KMOD_ALT))) {
            b->chat_open = 1;
            b->refused = 0;
            b->skip_t = 1;   /* the T's own text comes next */
            b->eat = 1;
            a->need_frame = 1;
            return;
        }
        if (b->event)
            b->event(sc, a, ev);
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        size_t n = strlen(b->chat);
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER)
            send_chat(b, a);
        else if (k == SDLK_BACKSPACE && n) {
            /* a whole UTF-8 letter */
            while (n > 0 && ((unsigned char)b->chat[n - 1] & 0xc0) == 0x80)
                n--;
            b->chat[n ? n - 1 : 0] = 0;
            b->refused = 0;
        }
        b->skip_t = 0;
        b->eat = 1;   /* Return sent the line: the game's Return is not pressed */
        a->need_frame = 1;
        return;
    }
    if (ev->type == SDL_TEXTINPUT) {
        const char *t = ev->text.text;
        size_t n = strlen(b->chat), add = strlen(t);
        if (b->skip_t && (!strcmp(t, "t") || !strcmp(t, "T"))) {
            b->skip_t = 0;
            return;
        }
        b->skip_t = 0;
        if ((unsigned char)t[0] < 0x20)
            return;
        if (n + add > NETMSG_CHAT_MAX) {
            b->refused = 1;
        } else {
            memcpy(b->chat + n, t, add + 1);
            b->refused = 0;
        }
        a->need_frame = 1;
    }
}

void ui_net_bar_attach(ui_net_bar *b, ui_scene *sc)
{
    if (sc->frame == bar_frame)
        return;
    b->frame = sc->frame;
    b->command = sc->command;
    b->event = sc->event;
    sc->frame = bar_frame;
    sc->command = bar_command;
    sc->event = bar_event;
}

void ui_net_bar_detach(ui_net_bar *b, ui_scene *sc, gfx *g)
{
    if (sc && sc->frame == bar_frame) {
        sc->frame = b->frame;
        sc->command = b->command;
        sc->event = b->event;
    }
    gfx_keep_above(g, 0);
}

int ui_net_bar_height(void)
{
    return BAR_H;
}
