/* uinet_local: what uinet.c (the link to the network) shares with the
 * screens it shows: the host's lobby (netlobby.c) and, over a networked
 * game's own screen, the line of who is connected and the chat entry
 * (netbar.c). Not for views. */
#ifndef ENGINE_UINET_LOCAL_H
#define ENGINE_UINET_LOCAL_H

#include "net/net.h"
#include "ui/ui.h"
#include "ui/uinet.h"

#define UI_NET_TITLE 64

/* What the screens read of a networked game. */
typedef struct ui_net_view {
    net_host *h;            /* the host's screen, or */
    net_client *c;          /* a player's */
    session *s;             /* the game (NULL: a player not welcomed yet) */
    char game[UI_NET_TITLE], scenario[UI_NET_TITLE];
    char seat_title[NETMSG_SEATS_MAX][UI_NET_TITLE]; /* "Allies" ("" unknown) */
    char name[NETMSG_NAME_MAX + 1]; /* this machine's player */
} ui_net_view;

/* The seats: the host's, or as the host last told a player. */
const net_seat *ui_net_seats(const ui_net_view *v, int *n);
/* The game has begun (the host's Start, every seat taken). */
int ui_net_started(const ui_net_view *v);
/* This machine's IPv4 addresses a player may join at ("" none). */
void ui_net_addresses(char *out, size_t n);
/* The seats' and the scenario's titles from the game's catalog. */
void ui_net_titles(ui_net_view *v, const char *datadir);

/* ---- the host's lobby (netlobby.c) ---- */
/* The lobby scene over the setup screen; v outlives it. start: the host
 * pressed Start (net_host_begin done): open the game; gone: the lobby was
 * closed without starting (Cancel, Esc): close the host. */
ui_scene *ui_net_lobby_new(ui_net_view *v, void (*start)(void *ctx), void (*gone)(void *ctx),
                           void *ctx);
/* The link is gone (the app closes): the lobby calls nothing more. */
void ui_net_lobby_forget(ui_scene *sc);

/* ---- the line over a game's screen and the chat (netbar.c) ---- */
typedef struct ui_net_bar {
    ui_net_view *v;
    int chat_open;          /* the one-line entry has the keyboard */
    char chat[NETMSG_CHAT_MAX + 1];
    int refused;            /* 1: the last letter did not fit; 2: nothing to send */
    int skip_t;             /* the entry opened by T: its text is not typed */
    int eat;                /* a key the entry took: the game does not see it */
    /* the game scene's own hooks, called around the bar's */
    void (*frame)(ui_scene *s, ui_app *a, gfx *g);
    int (*command)(ui_scene *s, ui_app *a, int cmd);
    void (*event)(ui_scene *s, ui_app *a, const SDL_Event *ev);
} ui_net_bar;

/* Put the bar over the game scene sc (its session's net_ctx leads back
 * to the bar through ui_net_bar_of). */
void ui_net_bar_attach(ui_net_bar *b, ui_scene *sc);
/* Give the scene its own hooks back and the strip to the screen. */
void ui_net_bar_detach(ui_net_bar *b, ui_scene *sc, gfx *g);
int ui_net_bar_height(void);
/* The bar of a networked session (uinet.c). */
ui_net_bar *ui_net_bar_of(const struct session *s);
/* Send a chat line from this machine: 0, or -1 with why. */
int ui_net_say(ui_net_view *v, const char *text, char *why, size_t n);

#endif
