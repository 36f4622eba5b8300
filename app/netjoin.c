/* netjoin: the launcher's Join a game screen. The host's address
 * (host:port), its join code and the player's name; Join connects and,
 * with the code checked, lists the host's seats (who holds each, which
 * are open): the player takes an open one, or watches (when none is
 * open, watching is what is offered). Watch watches at once. The game's
 * screen opens when the host welcomes the player (engine/ui/uinet.c); a
 * refusal (a wrong code, a seat taken meanwhile, another version) shows
 * in words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "ui/uinet.h"

enum { F_ADDRESS, F_CODE, F_NAME, NFIELDS };

typedef struct joiner {
    char text[NFIELDS][64];
    int focus;
    int looking;            /* Join pressed: connecting, then the seats */
    game_registry reg;
} joiner;

static const char *const labels[NFIELDS] = { "Host (address:port)", "Join code", "Your name" };
static const size_t limits[NFIELDS] = { 60, 12, NETMSG_NAME_MAX };

/* look: ask for the seats first; else watch at once. */
static void go(joiner *J, ui_app *a, int look)
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
    o.look = look;
    o.watch = !look;
    o.program = APP_PROGRAM;
    ui_set_setting_str(a, "net.address", J->text[F_ADDRESS]);
    ui_set_setting_str(a, "net.name", J->text[F_NAME]);
    errs_clear(&e);
    if (ui_net_join(a, &o, 0, &e) != 0) {
        ui_toast(a, "%s", errs_first(&e));
        return;
    }
    if (look) {
        J->looking = 1;   /* the seats come in a moment */
        return;
    }
    ui_pop(a);   /* the game's screen comes when the host answers */
}

/* What a seat's row says of it. */
static void holder(const net_seat *st, const char *me, char *buf, size_t n)
{
    if (st->kind == NET_COMPUTER)
        snprintf(buf, n, "the computer");
    else if (st->kind == NET_EMPTY)
        snprintf(buf, n, "no one (not in play)");
    else if (st->kind == NET_HERE)
        snprintf(buf, n, "%s, at the host's screen", st->name[0] ? st->name : "the host");
    else if (net_seat_open(st, me) && st->name[0])
        snprintf(buf, n, "yours: %s dropped and may take it again", st->name);
    else if (net_seat_open(st, me))
        snprintf(buf, n, "open");
    else
        snprintf(buf, n, "%s%s", st->name, st->connected ? "" : " (away)");
}

/* The seats, each with Take when it is open, and Watch. */
static void seats_frame(joiner *J, ui_app *a, gfx *g, int x, int y)
{
    net_client *c = ui_net_joining(a);
    int n = 0, open = 0, rh = 46;
    const net_seat *st;
    char buf[160];

    if (!c) {   /* refused or gone: the dialog says why; the form again */
        J->looking = 0;
        return;
    }
    if (!net_client_looked(c)) {
        snprintf(buf, sizeof buf, "Asking %s for its seats...", J->text[F_ADDRESS]);
        gfx_text(g, GFX_BODY, x, y, gfx_rgb(UI_MUTED), buf);
        ui_wake(a, 50);
        if (ui_button(a, (SDL_Rect){x, y + 50, 150, 44}, "Back", 0)) {
            ui_net_cancel(a);
            J->looking = 0;
        }
        return;
    }
    st = net_client_seats(c, &n);
    for (int i = 0; i < n; i++)
        open += net_seat_open(&st[i], J->text[F_NAME]);
    gfx_text(g, GFX_HEADING, x, y, gfx_rgb(UI_INK), "The seats");
    y += gfx_line_h(g, GFX_HEADING) + 12;
    for (int i = 0; i < n; i++) {
        SDL_Rect take = {x + 560, y, 170, 38};
        char lab[96], part[200];
        const char *title = net_client_seat_title(c, i);
        /* the seat by the name the lobby gives it, when the host sent it */
        if (title[0])
            snprintf(lab, sizeof lab, "Seat %d: %s", i + 1, title);
        else
            snprintf(lab, sizeof lab, "Seat %d", i + 1);
        gfx_text(g, GFX_BOLD, x, y + 8, gfx_rgb(UI_INK), lab);
        holder(&st[i], J->text[F_NAME], buf, sizeof buf);
        gfx_text(g, GFX_BODY, x + 210, y + 8,
                 gfx_rgb(net_seat_open(&st[i], J->text[F_NAME]) ? 0x2e6b45 : UI_MUTED), buf);
        snprintf(part, sizeof part, "seat %d: %s", i + 1, buf);
        ui_part(a, (SDL_Rect){x, y, 540, 38}, part);
        if (net_seat_open(&st[i], J->text[F_NAME])) {
            snprintf(lab, sizeof lab, "Take seat %d", i + 1);
            if (ui_button(a, take, lab, UI_PRIMARY)) {
                if (net_client_take_seat(c, i + 1, 0) == 0)
                    ui_pop(a);   /* the game's screen comes when the host answers */
                return;
            }
        }
        y += rh;
    }
    y += 8;
    if (!open) {
        gfx_text(g, GFX_BODY, x, y, gfx_rgb(UI_ACCENT), "No seat is open: you may watch.");
        y += gfx_line_h(g, GFX_BODY) + 14;
    }
    SDL_Rect watch = {x, y, 150, 44}, back = {x + 162, y, 150, 44};
    if (ui_button(a, watch, "Watch", open ? 0 : UI_PRIMARY)) {
        if (net_client_take_seat(c, 0, 1) == 0)
            ui_pop(a);
        return;
    }
    ui_tooltip(a, watch, "Follow the game without a seat");
    if (ui_button(a, back, "Back", 0)) {
        ui_net_cancel(a);
        J->looking = 0;
    }
}

static void join_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    joiner *J = sc->data;
    SDL_Rect in = app_sheet(a, g);
    int x = in.x + 60, y = in.y + 40, bh = 40, fw = 420;
    int lh = gfx_line_h(g, GFX_BODY);

    gfx_text(g, GFX_TITLE, x, y, gfx_rgb(UI_ACCENT), "Join a game");
    y += gfx_line_h(g, GFX_TITLE) + 6;
    if (J->looking) {
        seats_frame(J, a, g, x, y + 10);
        if (J->looking)
            return;
    }
    y += gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x, y, in.w - 120, 200}, gfx_rgb(UI_MUTED),
                       "The host's screen (or its log) shows its port and join code; "
                       "the address is the host's, on your network or the internet. "
                       "Join shows the seats to take.") + 18;
    for (int i = 0; i < NFIELDS; i++) {
        SDL_Rect field = {x + 300, y, fw, bh};
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
        go(J, a, 1);
        return;
    }
    ui_tooltip(a, join, "See the host's seats and take an open one");
    if (ui_button(a, watch, "Watch", 0)) {
        go(J, a, 0);
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
    if (ev->type != SDL_TEXTINPUT || J->focus < 0 || J->looking)
        return;
    for (const char *p = ev->text.text; *p; p++) {
        char *t = J->text[J->focus];
        size_t n = strlen(t);
        unsigned char ch = (unsigned char)*p;
        if (n >= limits[J->focus] || ch < 0x20 || ch >= 0x7f)
            continue;   /* names, codes and addresses in plain letters */
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
