/* netlobby: the host's lobby, between the setup screen and the game. It
 * shows what the players need to join (the game and scenario, the port,
 * this computer's addresses, the join code in large type) and each seat
 * filling: a person here, the computer, or a remote seat waiting for its
 * player, taken by a name, dropped. A remote seat still empty may be given
 * to the computer; Start begins the game once every remote seat is taken
 * (it says what it waits for while it cannot); Cancel closes the host,
 * which frees the port, and goes back to the setup. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/session.h"
#include "ui/uinet_local.h"

typedef struct lobby {
    ui_net_view *v;         /* NULL once the link is gone */
    void (*start)(void *ctx);
    void (*gone)(void *ctx);
    void *ctx;
    int started;
    char ips[300];
} lobby;

/* What Start waits for, in one sentence ("" when nothing). */
static void waits_for(const ui_net_view *v, char *out, size_t n)
{
    int ns, k = 0, open = 0;
    const net_seat *st = ui_net_seats(v, &ns);
    char list[200] = "";

    for (int i = 0; i < ns; i++) {
        if (st[i].kind != NET_REMOTE || st[i].connected)
            continue;
        open++;
        k += snprintf(list + k, sizeof list - (size_t)k, "%s%d", k ? ", " : "", i + 1);
        if (k >= (int)sizeof list)
            break;
    }
    if (!open)
        out[0] = 0;
    else
        snprintf(out, n, "Start waits for %s %s: a player joins it, or give it to the computer.",
                 open > 1 ? "seats" : "seat", list);
}

static void seat_row(lobby *L, ui_app *a, gfx *g, SDL_Rect r, int i, const net_seat *st)
{
    const ui_net_view *v = L->v;
    char who[160], state[200];
    unsigned ink = UI_INK;
    int lh = gfx_line_h(g, GFX_BODY);

    gfx_round(g, r, 4, gfx_rgb(i % 2 ? 0xfbf4e2 : 0xf6ecd4));
    if (v->seat_title[i][0])
        snprintf(who, sizeof who, "%d. %s", i + 1, v->seat_title[i]);
    else
        snprintf(who, sizeof who, "Seat %d", i + 1);
    gfx_text(g, GFX_BOLD, r.x + 14, r.y + (r.h - lh) / 2, gfx_rgb(UI_INK), who);
    switch (st->kind) {
    case NET_HERE:
        snprintf(state, sizeof state, "A person here, at this screen");
        break;
    case NET_COMPUTER:
        if (st->name[0])
            snprintf(state, sizeof state, "The computer, in %s's place", st->name);
        else
            snprintf(state, sizeof state, "The computer");
        ink = UI_MUTED;
        break;
    case NET_REMOTE:
        if (st->connected) {
            snprintf(state, sizeof state, "Remote: %s has joined", st->name);
            ink = UI_HILITE;
        } else if (st->reserved) {
            snprintf(state, sizeof state, "Remote: waiting for %s (this seat's player in "
                     "the save)", st->name);
            ink = UI_ACCENT;
        } else if (st->name[0]) {
            snprintf(state, sizeof state, "Remote: %s dropped; waiting for %s to come back",
                     st->name, st->name);
            ink = UI_ACCENT;
        } else {
            snprintf(state, sizeof state, "Remote: waiting…");
            ink = UI_ACCENT;
        }
        break;
    default:
        snprintf(state, sizeof state, "Empty: nobody plays it");
        ink = UI_MUTED;
    }
    gfx_text(g, GFX_BODY, r.x + 250, r.y + (r.h - lh) / 2, gfx_rgb(ink), state);
    {
        char name[64];
        snprintf(name, sizeof name, "lobby seat %d", i + 1);
        ui_part(a, r, name);
    }
    if (st->kind == NET_REMOTE && !st->connected) {
        SDL_Rect give = {r.x + r.w - 236, r.y + (r.h - 36) / 2, 226, 36};
        char name[64];
        snprintf(name, sizeof name, "Give seat %d to the computer", i + 1);
        ui_target(a, give, name);
        if (ui_button(a, give, "Give to the computer", 0))
            net_host_give_to_computer(v->h, i);
        ui_tooltip(a, give, "The computer plays this seat; no one else may take it");
    }
}

static void lobby_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    lobby *L = sc->data;
    const ui_net_view *v = L->v;
    int W = gfx_w(g), H = gfx_h(g);

    gfx_fill(g, (SDL_Rect){0, 0, W, H}, gfx_rgb(UI_BG));
    if (!v)
        return;
    int pw = W - 160 > 1100 ? 1100 : W - 160;
    SDL_Rect panel = {(W - pw) / 2, 24, pw, H - 48};
    SDL_Rect in = ui_panel(a, panel, NULL);
    int x = in.x + 24, y = in.y + 12, ns;
    const net_seat *st = ui_net_seats(v, &ns);
    char line[600];

    snprintf(line, sizeof line, "Hosting %s", v->game);
    gfx_text(g, GFX_TITLE, x, y, gfx_rgb(UI_ACCENT), line);
    y += gfx_line_h(g, GFX_TITLE) + 2;
    gfx_text(g, GFX_BODY, x, y, gfx_rgb(UI_MUTED), v->scenario);
    y += gfx_line_h(g, GFX_BODY) + 16;

    /* what a player types into Join a game */
    int port = net_host_port(v->h);
    gfx_text(g, GFX_BODY, x, y, gfx_rgb(UI_INK), "Join code");
    gfx_text(g, GFX_DISPLAY, x, y + gfx_line_h(g, GFX_BODY), gfx_rgb(UI_INK), net_host_code(v->h));
    ui_part(a, (SDL_Rect){x, y, gfx_text_w(g, GFX_DISPLAY, net_host_code(v->h)), 80}, "join code");
    int cw = gfx_text_w(g, GFX_DISPLAY, net_host_code(v->h));
    int cx = x + (cw + 48 > 380 ? cw + 48 : 380), cy = y;
    snprintf(line, sizeof line, "Port %d (UDP)", port);
    gfx_text(g, GFX_LARGE, cx, cy, gfx_rgb(UI_INK), line);
    cy += gfx_line_h(g, GFX_LARGE) + 6;
    if (L->ips[0]) {
        char addr[400];
        size_t k = 0;
        /* each address with the port, as a player types it */
        char tmp[300];
        snprintf(tmp, sizeof tmp, "%s", L->ips);
        for (char *tok = strtok(tmp, ", "); tok && k < sizeof addr; tok = strtok(NULL, ", "))
            k += (size_t)snprintf(addr + k, sizeof addr - k, "%s%s:%d", k ? "   " : "", tok, port);
        snprintf(line, sizeof line, "Players join at %s", addr);
    } else {
        snprintf(line, sizeof line, "Players join at this computer's address, port %d", port);
    }
    cy += gfx_text_wrap(g, GFX_BODY, (SDL_Rect){cx, cy, in.x + in.w - cx - 16, 60},
                        gfx_rgb(UI_INK), line) + 4;
    snprintf(line, sizeof line, "On their launcher: Join a game, with the address, the code and "
             "a name. From the internet: forward UDP port %d to this computer "
             "(docs/network.md).", port);
    gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){cx, cy, in.x + in.w - cx - 16, 60}, gfx_rgb(UI_MUTED),
                  line);
    y += gfx_line_h(g, GFX_BODY) + 110;

    gfx_text(g, GFX_HEADING, x, y, gfx_rgb(UI_INK), "Seats");
    y += gfx_line_h(g, GFX_HEADING) + 6;
    int rh = ns > 4 ? 40 : 48;
    for (int i = 0; i < ns; i++, y += rh + 6)
        seat_row(L, a, g, (SDL_Rect){x, y, in.w - 48, rh}, i, &st[i]);

    /* Start, Cancel and what Start waits for */
    char why[300];
    int ready = net_host_ready(v->h);
    waits_for(v, why, sizeof why);
    SDL_Rect start = {in.x + in.w - 24 - 150, in.y + in.h - 60, 150, 44};
    SDL_Rect cancel = {start.x - 12 - 150, start.y, 150, 44};
    if (!ready)
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x, start.y + 2, cancel.x - x - 16, 44},
                      gfx_rgb(UI_ACCENT), why);
    else
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x, start.y + 2, cancel.x - x - 16, 44},
                      gfx_rgb(UI_HILITE), "Every seat is taken: Start begins the game.");
    if (ui_button(a, cancel, "Cancel", 0)) {
        ui_pop(a);   /* lobby_destroy closes the host */
        return;
    }
    ui_tooltip(a, cancel, "Stop hosting (the port is freed) and go back to the setup");
    if (ui_button(a, start, "Start", ready ? UI_PRIMARY : UI_DISABLED) && ready) {
        if (net_host_begin(v->h) == 0) {
            L->started = 1;
            L->start(L->ctx);
        }
        return;
    }
    if (!ready)
        ui_tooltip(a, start, why);
}

static void lobby_destroy(ui_scene *sc)
{
    lobby *L = sc->data;

    if (L->v && !L->started)
        L->gone(L->ctx);
    free(L);
    free(sc);
}

ui_scene *ui_net_lobby_new(ui_net_view *v, void (*start)(void *ctx), void (*gone)(void *ctx),
                           void *ctx)
{
    ui_scene *sc = calloc(1, sizeof *sc);
    lobby *L = calloc(1, sizeof *L);

    if (!sc || !L) {
        free(sc);
        free(L);
        return NULL;
    }
    L->v = v;
    L->start = start;
    L->gone = gone;
    L->ctx = ctx;
    ui_net_addresses(L->ips, sizeof L->ips);
    sc->frame = lobby_frame;
    sc->destroy = lobby_destroy;
    sc->data = L;
    return sc;
}

void ui_net_lobby_forget(ui_scene *sc)
{
    lobby *L = sc->data;

    L->v = NULL;
}
