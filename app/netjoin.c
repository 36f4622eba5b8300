/* netjoin: the launcher's Join a game screen. The host's address
 * (host:port), its join code, the player's name and the seat wanted
 * (blank: any open one); Join takes a seat, Watch only watches. The game's
 * screen opens when the host welcomes the player (engine/ui/uinet.c); a
 * refusal (a wrong code, no seat open, another version) shows in words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "ui/uinet.h"

enum { F_ADDRESS, F_CODE, F_NAME, F_SEAT, NFIELDS };

typedef struct joiner {
    char text[NFIELDS][64];
    int focus;
    game_registry reg;
} joiner;

static const char *const labels[NFIELDS] = { "Host (address:port)", "Join code", "Your name",
                                             "Seat (blank: any open seat)" };
static const size_t limits[NFIELDS] = { 60, 12, NETMSG_NAME_MAX, 1 };

static void go(joiner *J, ui_app *a, int watch)
{
    net_client_opts o;
    errs e;

    if (!J->text[F_ADDRESS][0] || !strchr(J->text[F_ADDRESS], ':')) {
        ui_toast(a, "Give the host's address and port, such as 192.168.1.20:5400.");
        return;
    }
    if (!J->text[F_CODE][0]) {
        ui_toast(a, "Give the join code the host shows.");
        return;
    }
    if (!J->text[F_NAME][0]) {
        ui_toast(a, "Give your name: the others see it, and it takes your seat back if "
                    "you drop.");
        return;
    }
    memset(&o, 0, sizeof o);
    app_registry(&J->reg);
    o.games = &J->reg;
    o.datadir = ui_root(a);
    o.address = J->text[F_ADDRESS];
    o.code = J->text[F_CODE];
    o.name = J->text[F_NAME];
    o.seat = watch ? 0 : atoi(J->text[F_SEAT]);
    o.watch = watch;
    o.program = APP_PROGRAM;
    ui_set_setting_str(a, "net.address", J->text[F_ADDRESS]);
    ui_set_setting_str(a, "net.name", J->text[F_NAME]);
    errs_clear(&e);
    if (ui_net_join(a, &o, 0, &e) != 0) {
        ui_toast(a, "%s", errs_first(&e));
        return;
    }
    ui_pop(a);   /* the game's screen comes when the host answers */
}

static void join_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    joiner *J = sc->data;
    SDL_Rect in = app_sheet(a, g);
    int x = in.x + 60, y = in.y + 40, bh = 40, fw = 420;
    int lh = gfx_line_h(g, GFX_BODY);

    gfx_text(g, GFX_TITLE, x, y, gfx_rgb(UI_ACCENT), "Join a game");
    y += gfx_line_h(g, GFX_TITLE) + 6;
    y += gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x, y, in.w - 120, 200}, gfx_rgb(UI_MUTED),
                       "The host's screen (or its log) shows its port and join code; "
                       "the address is the host's, on your network or the internet.") + 18;
    for (int i = 0; i < NFIELDS; i++) {
        SDL_Rect field = {x + 300, y, i == F_SEAT ? 80 : fw, bh};
        gfx_text(g, GFX_BODY, x, y + (bh - lh) / 2, gfx_rgb(UI_INK), labels[i]);
        gfx_round(g, field, 4, gfx_rgb(J->focus == i ? UI_ACCENT : 0x9c8a6c));
        gfx_round(g, (SDL_Rect){field.x + 1, field.y + 1, field.w - 2, field.h - 2}, 3,
                  gfx_rgb(0xfffcf3));
        int tw = gfx_text(g, GFX_BODY, field.x + 12, field.y + (bh - lh) / 2, gfx_rgb(UI_INK),
                          J->text[i]);
        if (J->focus == i)
            gfx_fill(g, (SDL_Rect){field.x + 13 + tw, field.y + 8, 2, bh - 16}, gfx_rgb(UI_ACCENT));
        char name[80];
        snprintf(name, sizeof name, "%s field", labels[i]);
        ui_target(a, field, name);
        if (ui_clicked(a, field))
            J->focus = i;
        y += bh + 14;
    }
    y += 10;
    SDL_Rect join = {x + 300, y, 150, 44}, watch = {x + 462, y, 150, 44},
             back = {x + 624, y, 150, 44};
    const ui_input *ip = ui_in(a);
    if (ip->key == SDLK_TAB)
        J->focus = (J->focus + 1) % NFIELDS;
    if (ip->key == SDLK_BACKSPACE && J->focus >= 0) {
        size_t n = strlen(J->text[J->focus]);
        if (n)
            J->text[J->focus][n - 1] = 0;
    }
    if (ui_button(a, join, "Join", UI_PRIMARY) || ip->key == SDLK_RETURN ||
        ip->key == SDLK_KP_ENTER) {
        go(J, a, 0);
        return;
    }
    ui_tooltip(a, join, "Take the seat asked for, or any open one");
    if (ui_button(a, watch, "Watch", 0)) {
        go(J, a, 1);
        return;
    }
    ui_tooltip(a, watch, "Follow the game without a seat");
    if (ui_button(a, back, "Back", 0))
        ui_pop(a);
}

static void join_event(ui_scene *sc, ui_app *a, const SDL_Event *ev)
{
    joiner *J = sc->data;
    (void)a;
    if (ev->type != SDL_TEXTINPUT || J->focus < 0)
        return;
    for (const char *p = ev->text.text; *p; p++) {
        char *t = J->text[J->focus];
        size_t n = strlen(t);
        unsigned char ch = (unsigned char)*p;
        if (n >= limits[J->focus] || ch < 0x20 || ch >= 0x7f)
            continue;   /* names, codes and addresses in plain letters */
        if (J->focus == F_SEAT && (ch < '1' || ch > '8'))
            continue;
        if (J->focus == F_CODE && ch >= 'a' && ch <= 'z')
            ch = (unsigned char)(ch - 'a' + 'A');
        t[n] = (char)ch;
        t[n + 1] = 0;
    }
}

static void join_destroy(ui_scene *sc)
{
    free(sc->data);
    free(sc);
}

ui_scene *netjoin_new(ui_app *a)
{
    ui_scene *sc = calloc(1, sizeof *sc);
    joiner *J = calloc(1, sizeof *J);

    if (!sc || !J) {
        free(sc);
        free(J);
        return NULL;
    }
    snprintf(J->text[F_ADDRESS], sizeof J->text[0], "%s", ui_setting_str(a, "net.address", ""));
    snprintf(J->text[F_NAME], sizeof J->text[0], "%.24s", ui_setting_str(a, "net.name", ""));
    J->focus = J->text[F_ADDRESS][0] ? F_CODE : F_ADDRESS;
    sc->frame = join_frame;
    sc->event = join_event;
    sc->destroy = join_destroy;
    sc->data = J;
    return sc;
}
