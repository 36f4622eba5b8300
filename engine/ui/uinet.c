/* uinet: a networked game on screen. The game's own view shows the
 * session; this links it to the network (session_net, engine/core/
 * session.h) and pumps the network between frames (ui_set_pump): a
 * player's clicks go to the host and come back applied, the host's own
 * seats and computer seats are sent on, and each action from elsewhere
 * reaches the view through its `changed` hook, as a computer's move does.
 * The network's words (who joined, who dropped, chat) go to the game log. */
#include <ifaddrs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>

#include "core/catalog.h"
#include "net/net.h"
#include "ui/gameview.h"
#include "ui/uinet.h"
#include "ui/uinet_local.h"
#include "ui/ui_local.h"

struct ui_net {
    ui_app *a;
    net_host *h;           /* the host's screen, or */
    net_client *c;         /* a player's */
    session *s;            /* the game (the scene owns it) */
    int opened;
    int bot;               /* a player's computer plays the seat */
    int said_closed;
    int nactions;          /* the host: actions the screen has heard of */
    int printed;           /* the game over line */
    int asked[NETMSG_SEATS_MAX]; /* the host was asked about this dropped seat */
    int choice_seat;       /* the seat the open question is about */
    ui_scene *lobby;       /* the host's lobby while it is open */
    int cancelled;         /* the lobby was closed without a start */
    ui_net_view view;      /* what the lobby and the bar read */
    ui_net_bar bar;
    session_net link;
};

static ui_scene *scene_of(ui_app *a, const session *s)
{
    for (int i = a->n - 1; i >= 0; i--)
        if (s && a->stack[i]->session == s)
            return a->stack[i];
    return NULL;
}

/* The line every machine of one game prints at its end, the same. */
static void print_over(ui_net *u)
{
    session *s = u->s;
    char out[64], hex[17];

    if (u->printed || !s || !s->rules->outcome || !s->rules->outcome(s->state, out, sizeof out))
        return;
    u->printed = 1;
    netmsg_hex(game_public_digest(s->rules, s->state), hex);
    printf("game over: %s after %d actions, public state %s\n", out,
           (u->c ? net_client_base(u->c) : 0) + s->nactions, hex);
    fflush(stdout);
}

static void tell(ui_net *u, int kind)
{
    ui_change c = { kind, 1, 0, 0 };
    ui_scene *sc = scene_of(u->a, u->s);

    c.chance = u->s->nactions > 0 && u->s->chance[u->s->nactions - 1];
    u->a->need_frame = 1;
    if (sc && sc->changed)
        sc->changed(sc, u->a, &c);
}

/* The net's log lines: the game log once there is a game, and stderr. */
static void to_log(void *ctx, const char *line)
{
    ui_net *u = ctx;
    session *s = u->s ? u->s : u->c ? net_client_session(u->c) : NULL;

    fprintf(stderr, "%s\n", line);
    if (s && s->log)
        glog_add(s->log, "%s", line);
    if (u->a)
        u->a->need_frame = 1;
}

/* How long a pump may wait for the network: nothing in a window (the
 * frame loop waits), a little under a script, whose clock is simulated
 * and would otherwise run past the players in no real time at all. */
static int pump_wait(ui_app *a)
{
    if (!a->script[0])
        return 0;
    return 5;
}

static void stop(ui_net *u)
{
    /* the game's scene, if it is still there: once it is gone (left, or
     * the app closing) so is its session, which is not touched then */
    ui_scene *sc = u->opened ? scene_of(u->a, u->s) : NULL;

    ui_set_pump(u->a, NULL, NULL, NULL);
    ui_net_bar_detach(&u->bar, sc, u->a->g);
    if (sc && u->s->net == &u->link) {
        u->s->net = NULL;
        u->s->net_ctx = NULL;
    }
    if (u->lobby)
        ui_net_lobby_forget(u->lobby);
    if (u->c)
        net_client_free(u->c);
    if (u->h)
        net_host_free(u->h);
    if (u->h && !u->opened)   /* the lobby never started it: the session is ours */
        session_free(u->s);
    free(u);
}

/* The strip over the game only while the game is what the screen shows
 * (not under the replay viewer, not once it is left). */
static void place_bar(ui_net *u)
{
    ui_app *a = u->a;
    int bottom = a->n - 1;

    while (bottom > 0 && a->stack[bottom]->overlay)
        bottom--;
    if (bottom < 0 || a->stack[bottom]->session != u->s)
        gfx_keep_above(a->g, 0);
}

ui_net_bar *ui_net_bar_of(const session *s)
{
    ui_net *u = s && s->net ? s->net_ctx : NULL;

    return u ? &u->bar : NULL;
}

const net_seat *ui_net_seats(const ui_net_view *v, int *n)
{
    if (v->h)
        return net_host_seats(v->h, n);
    return net_client_seats(v->c, n);
}

int ui_net_started(const ui_net_view *v)
{
    return v->h ? net_host_started(v->h) : net_client_started(v->c);
}

int ui_net_say(ui_net_view *v, const char *text, char *why, size_t n)
{
    if (strlen(text) > NETMSG_CHAT_MAX) {
        snprintf(why, n, "At most %d letters in one line.", NETMSG_CHAT_MAX);
        return -1;
    }
    if (v->h) {
        net_host_say(v->h, v->name, text);
        return 0;
    }
    if (net_client_send_chat(v->c, text) != 0) {
        snprintf(why, n, "The line could not be sent: %s", net_client_why(v->c)[0]
                 ? net_client_why(v->c) : "the host is not reachable.");
        return -1;
    }
    return 0;
}

void ui_net_titles(ui_net_view *v, const char *datadir)
{
    catalog *cat = calloc(1, sizeof *cat);
    const session *s = v->s;
    errs e;

    if (!s)
        return;
    snprintf(v->game, sizeof v->game, "%s", s->rules->title);
    snprintf(v->scenario, sizeof v->scenario, "%s", s->scenario);
    errs_clear(&e);
    if (!cat || !catalog_load(cat, datadir, s->rules->id, &e)) {
        free(cat);
        return;
    }
    const cat_scenario *sc = catalog_find(cat, s->scenario);
    for (int k = 0; sc && k < sc->nopts; k++) {
        const cat_option *o = &sc->opt[k];
        if (o->kind != CAT_SEATS)
            continue;
        for (int j = 0; j < o->nchoices && j < NETMSG_SEATS_MAX; j++)
            snprintf(v->seat_title[j], sizeof v->seat_title[j], "%s", o->choice_label[j]);
    }
    if (sc)
        snprintf(v->scenario, sizeof v->scenario, "%s", sc->title);
    free(cat);
}

static void done(void *ctx)
{
    stop(ctx);
}

/* ---- a player's end ---- */

static int client_local(void *ctx, int seat, char *why, size_t n)
{
    ui_net *u = ctx;

    if (net_client_seat(u->c) < 0) {
        snprintf(why, n, "You are watching this game.");
        return 0;
    }
    if (seat != net_client_seat(u->c)) {
        snprintf(why, n, "It is seat %d's turn; you play seat %d.", seat + 1,
                 net_client_seat(u->c) + 1);
        return 0;
    }
    if (!net_client_started(u->c)) {
        snprintf(why, n, "Waiting for the host to start the game.");
        return 0;
    }
    if (!net_client_my_turn(u->c)) {
        snprintf(why, n, "Your last action is on its way to the host.");
        return 0;
    }
    return 1;
}

static int client_send(void *ctx, const cJSON *action, char *why, size_t n)
{
    ui_net *u = ctx;

    return net_client_send_action(u->c, action, why, n);
}

static int client_undo(void *ctx, char *why, size_t n)
{
    ui_net *u = ctx;

    if (net_client_send_undo(u->c) != 0) {
        snprintf(why, n, "The undo could not be sent.");
        return -1;
    }
    return 0;
}

static int client_seat_here(void *ctx, int seat, char *who, size_t n)
{
    ui_net *u = ctx;
    int ns;
    const net_seat *st = net_client_seats(u->c, &ns);

    /* before the host's Start no seat is anyone's to play */
    if (seat >= 0 && seat == net_client_seat(u->c) && net_client_started(u->c))
        return 1;
    if (who && seat >= 0 && seat < ns)
        snprintf(who, n, "%s", st[seat].name);
    return 0;
}

static int client_seat_where(void *ctx, int seat)
{
    ui_net *u = ctx;
    int ns;
    const net_seat *st = net_client_seats(u->c, &ns);

    if (!net_client_started(u->c))
        return SESSION_SEAT_WAITING;
    if (seat < 0 || seat >= ns)
        return 0;
    return st[seat].kind == NET_HERE ? SESSION_SEAT_HOST
           : st[seat].kind == NET_COMPUTER ? SESSION_SEAT_COMPUTER : 0;
}

static int client_bot(void *ctx, int seat)
{
    (void)ctx, (void)seat;
    return 0;   /* the host plays its computer seats */
}

/* From the window's waiter thread (netwait.c): reads nothing. */
static int client_wait(void *ctx, int ms)
{
    return net_client_wait(((ui_net *)ctx)->c, ms);
}

static void client_pump(ui_app *a, void *ctx)
{
    ui_net *u = ctx;
    int closed = net_client_poll(u->c, pump_wait(a)) != 0;

    if (!u->opened) {
        session *s = net_client_session(u->c);
        if (closed) {
            static const char *const ok[] = { "OK" };
            ui_push(a, ui_dialog_new("Cannot join", net_client_why(u->c), ok, 1, NULL, NULL));
            stop(u);
            return;
        }
        if (!s)
            return;
        net_client_disown(u->c);
        u->s = s;
        s->net = &u->link;
        s->net_ctx = u;
        u->opened = 1;
        u->view.s = s;
        ui_net_titles(&u->view, ui_root(a));
        if (ui_open_game(a, s) != 0) {
            stop(u);
            return;
        }
        ui_net_bar_attach(&u->bar, scene_of(a, s));
    }
    if (!scene_of(a, u->s)) {   /* the player left the game */
        stop(u);
        return;
    }
    place_bar(u);
    int news = net_client_take_news(u->c);
    if (news & (NET_NEWS_APPLIED | NET_NEWS_POSITION))
        tell(u, UI_CHANGE_BOT);
    if (news & NET_NEWS_UNDONE)
        tell(u, UI_CHANGE_UNDO);
    print_over(u);
    if (closed && !u->said_closed) {
        u->said_closed = 1;
        glog_add(u->s->log, "%s", net_client_why(u->c));
        ui_toast(a, "%s", net_client_why(u->c));
        a->need_frame = 1;
    }
    if (!closed && u->bot && net_client_my_turn(u->c) && u->s->rules->bot_action) {
        char why[256];
        cJSON *act = u->s->rules->bot_action(u->s->state);
        if (act)
            net_client_send_action(u->c, act, why, sizeof why);
        cJSON_Delete(act);
    }
}

int ui_net_join(ui_app *a, const net_client_opts *o, int bot, errs *e)
{
    ui_net *u = calloc(1, sizeof *u);
    net_client_opts co = *o;

    if (!u) {
        errs_add(e, "join: out of memory");
        return -1;
    }
    u->a = a;
    u->bot = bot;
    co.log = to_log;
    co.log_ctx = u;
    if (!(u->c = net_client_new(&co, 5000, e))) {
        free(u);
        return -1;
    }
    u->view.c = u->c;
    u->bar.v = &u->view;
    snprintf(u->view.name, sizeof u->view.name, "%s", o->name ? o->name : "");
    u->link.local_seat = client_local;
    u->link.send = client_send;
    u->link.undo = client_undo;
    u->link.may_bot = client_bot;
    u->link.seat_here = client_seat_here;
    u->link.seat_where = client_seat_where;
    ui_set_pump(a, client_pump, u, done);
    ui_set_pump_waiter(a, client_wait);
    return 0;
}

void ui_net_cancel(ui_app *a)
{
    if (ui_net_joining(a))
        stop(a->pump_ctx);
}

net_client *ui_net_joining(ui_app *a)
{
    ui_net *u = a->pump == client_pump ? a->pump_ctx : NULL;

    return u && !u->opened ? u->c : NULL;
}

/* This machine's addresses a player may join at (IPv4, not loopback). */
void ui_net_addresses(char *out, size_t n)
{
    struct ifaddrs *all, *it;
    size_t k = 0;

    out[0] = 0;
    if (getifaddrs(&all) != 0)
        return;
    for (it = all; it; it = it->ifa_next) {
        char ip[INET_ADDRSTRLEN];
        if (!it->ifa_addr || it->ifa_addr->sa_family != AF_INET || (it->ifa_flags & IFF_LOOPBACK))
            continue;
        inet_ntop(AF_INET, &((struct sockaddr_in *)(void *)it->ifa_addr)->sin_addr, ip, sizeof ip);
        int w = snprintf(out + k, n - k, "%s%s", k ? ", " : "", ip);
        if (w < 0 || (size_t)w >= n - k)
            break;
        k += (size_t)w;
    }
    freeifaddrs(all);
}

/* ---- the host's screen ---- */

static int host_local(void *ctx, int seat, char *why, size_t n)
{
    ui_net *u = ctx;
    int nseats;
    const net_seat *st = net_host_seats(u->h, &nseats);

    if (!net_host_started(u->h)) {
        snprintf(why, n, "The game begins when every remote seat is taken and the host "
                 "starts it.");
        return 0;
    }
    if (seat < 0 || seat >= nseats || st[seat].kind != NET_HERE) {
        snprintf(why, n, "Seat %d is %s's to play.", seat + 1,
                 seat >= 0 && seat < nseats && st[seat].name[0] ? st[seat].name : "another player");
        return 0;
    }
    return 1;
}

static void host_applied(void *ctx)
{
    ui_net *u = ctx;

    net_host_applied(u->h);
    u->nactions = u->s->nactions;
}

static int host_undo(void *ctx, char *why, size_t n)
{
    ui_net *u = ctx;
    int rc = net_host_undo_here(u->h, why, n);

    u->nactions = u->s->nactions;
    return rc;
}

static int host_seat_here(void *ctx, int seat, char *who, size_t n)
{
    ui_net *u = ctx;
    int ns;
    const net_seat *st = net_host_seats(u->h, &ns);

    if (seat >= 0 && seat < ns && st[seat].kind == NET_HERE)
        return 1;
    if (who && seat >= 0 && seat < ns)
        snprintf(who, n, "%s", st[seat].name);
    return 0;
}

static int host_bot(void *ctx, int seat)
{
    ui_net *u = ctx;

    return net_host_started(u->h) && net_host_seat_kind(u->h, seat) == NET_COMPUTER;
}

/* A seat the computer plays, its own or handed to it after a drop. */
static int host_seat_where(void *ctx, int seat)
{
    ui_net *u = ctx;

    return net_host_seat_kind(u->h, seat) == NET_COMPUTER ? SESSION_SEAT_COMPUTER : 0;
}

static void hand_over(ui_app *a, void *ctx, int choice)
{
    ui_net *u = ctx;

    (void)a;
    if (choice == 1 && u->h)
        net_host_give_to_computer(u->h, u->choice_seat);
}

/* A remote player dropped: the host waits for them, or hands their seat
 * to the computer (asked once per drop). */
static void ask_about_drops(ui_net *u)
{
    int nseats;
    const net_seat *st = net_host_seats(u->h, &nseats);

    for (int i = 0; i < nseats && i < NETMSG_SEATS_MAX; i++) {
        int away = st[i].kind == NET_REMOTE && st[i].name[0] && !st[i].connected;
        if (!away) {
            u->asked[i] = 0;
            continue;
        }
        if (u->asked[i] || net_host_over(u->h))
            continue;
        static const char *const b[] = { "Wait", "Computer plays" };
        char text[300];
        snprintf(text, sizeof text, "Waiting for %s to come back: joining again with the same "
                 "name and code gives the seat back. Or the computer plays seat %d from now on.",
                 st[i].name, i + 1);
        u->asked[i] = 1;
        u->choice_seat = i;
        ui_push(u->a, ui_dialog_new("A player dropped", text, b, 2, hand_over, u));
        return;
    }
}

/* From the window's waiter thread (netwait.c): reads nothing. */
static int host_wait(void *ctx, int ms)
{
    return net_host_wait(((ui_net *)ctx)->h, ms);
}

static void host_pump(ui_app *a, void *ctx)
{
    ui_net *u = ctx;

    if (!u->opened) {   /* the lobby: the seats fill, no one plays yet */
        if (u->cancelled) {
            stop(u);
            return;
        }
        net_host_poll(u->h, pump_wait(a));
        a->need_frame = 1;
        return;
    }
    if (!scene_of(a, u->s)) {   /* the host left the game: the players hear goodbye */
        stop(u);
        return;
    }
    place_bar(u);
    if (net_host_poll(u->h, pump_wait(a)) != 0 && !u->said_closed) {
        u->said_closed = 1;
        ui_toast(a, "The network failed: the players cannot reach this game.");
    }
    if (u->s->nactions != u->nactions) {   /* a remote player's action, or an undo */
        int undone = u->s->nactions < u->nactions;
        u->nactions = u->s->nactions;
        tell(u, undone ? UI_CHANGE_UNDO : UI_CHANGE_BOT);
    }
    print_over(u);
    ask_about_drops(u);
}

/* The game's screen, linked: at once, or at the lobby's Start. */
static int open_host_game(ui_net *u)
{
    ui_app *a = u->a;
    session *s = u->s;

    u->opened = 1;
    if (ui_open_game(a, s) != 0) {   /* it freed the session */
        u->s = NULL;
        return -1;
    }
    ui_net_bar_attach(&u->bar, scene_of(a, s));
    return 0;
}

static void lobby_start(void *ctx)
{
    ui_net *u = ctx;

    u->lobby = NULL;
    ui_pop(u->a);
    if (open_host_game(u) != 0)
        u->cancelled = 1;
}

static void lobby_gone(void *ctx)
{
    ui_net *u = ctx;

    u->lobby = NULL;
    u->cancelled = 1;
}

static int host_new(ui_app *a, session *s, const net_host_opts *o, int lobby, errs *e)
{
    ui_net *u = calloc(1, sizeof *u);
    net_host_opts ho = *o;

    if (!u) {
        errs_add(e, "host: out of memory");
        session_free(s);
        return -1;
    }
    u->a = a;
    u->s = s;
    ho.s = s;
    ho.play_computer = 0;   /* the screen's computer plays, through the link */
    ho.lobby = lobby;
    snprintf(u->view.name, sizeof u->view.name, "%.24s", ui_setting_str(a, "net.name", "Host"));
    if (!u->view.name[0])
        snprintf(u->view.name, sizeof u->view.name, "Host");
    ho.name = u->view.name;   /* the players' screens name the host's seats */
    ho.log = to_log;
    ho.log_ctx = u;
    if (!(u->h = net_host_new(&ho, e))) {
        free(u);
        session_free(s);
        return -1;
    }
    u->nactions = s->nactions;
    u->link.local_seat = host_local;
    u->link.applied = host_applied;
    u->link.undo = host_undo;
    u->link.may_bot = host_bot;
    u->link.seat_here = host_seat_here;
    u->link.seat_where = host_seat_where;
    s->net = &u->link;
    s->net_ctx = u;
    u->view.h = u->h;
    u->view.s = s;
    u->bar.v = &u->view;
    ui_net_titles(&u->view, ui_root(a));
    {
        char ips[300];
        ui_net_addresses(ips, sizeof ips);
        glog_add(s->log, "Hosting on port %d, join code %s. Players join at %s:%d "
                 "(behind a router, forward UDP port %d).", net_host_port(u->h),
                 net_host_code(u->h), ips[0] ? ips : "this computer's address",
                 net_host_port(u->h), net_host_port(u->h));
    }
    if (lobby) {
        u->lobby = ui_net_lobby_new(&u->view, lobby_start, lobby_gone, u);
        if (!u->lobby) {
            net_host_free(u->h);
            free(u);
            session_free(s);
            errs_add(e, "host: out of memory");
            return -1;
        }
        ui_push(a, u->lobby);
    } else if (open_host_game(u) != 0) {
        net_host_free(u->h);
        free(u);
        errs_add(e, "host: the game's screen did not open");
        return -1;
    }
    printf("hosting %s on port %d, code %s\n", s->rules->id, net_host_port(u->h),
           net_host_code(u->h));
    fflush(stdout);
    ui_set_pump(a, host_pump, u, done);
    ui_set_pump_waiter(a, host_wait);
    return 0;
}

int ui_net_host(ui_app *a, session *s, const net_host_opts *o, errs *e)
{
    return host_new(a, s, o, 0, e);
}

int ui_net_host_lobby(ui_app *a, session *s, const net_host_opts *o, errs *e)
{
    return host_new(a, s, o, 1, e);
}
