/* nethost: the host of a networked game. It owns the ENet socket, the
 * seats and who holds them, and is the one authority over the session:
 * every message a client sends is checked (netmsg_parse, then the join
 * code, the seat, the turn, the rules) before anything changes; a bad one
 * is refused with a sentence and a log line, and a peer that keeps
 * sending garbage is disconnected. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include <enet/enet.h>

#include "core/jsonload.h"
#include "net/net.h"
#include "net/net_local.h"

#define MAX_CONNS 32
#define STRIKES 8               /* bad messages before a peer is dropped */

typedef struct conn {
    ENetPeer *peer;
    int welcomed;
    int seat;                   /* 0-based; -1 watching */
    char name[NETMSG_NAME_MAX + 1];
    int strikes;
} conn;

struct net_host {
    net_host_opts o;
    ENetHost *enet;
    int port;
    char code[8];
    net_seat seat[NETMSG_SEATS_MAX];
    conn conns[MAX_CONNS];
    int started, over;
    int begun;                  /* o.lobby: the host's screen said Start */
    char title[NETMSG_SEATS_MAX][NETMSG_TITLE_MAX + 1]; /* the seats' names */
    int ntitles;                /* o.nseats, or 0: the catalog gave none */
    uint64_t sent;
};

#define hlog(h, ...) net_logf((h)->o.log, (h)->o.log_ctx, "host: ", __VA_ARGS__)

static cJSON *seats_json(const net_host *h)
{
    cJSON *arr = cJSON_CreateArray();

    for (int i = 0; arr && i < h->o.nseats; i++) {
        cJSON *o = cJSON_CreateObject();
        const net_seat *st = &h->seat[i];
        cJSON_AddStringToObject(o, "kind", net_seat_kind_name(st->kind));
        int host = st->kind == NET_HERE && h->o.name && strlen(h->o.name) <= NETMSG_NAME_MAX &&
                   netmsg_readable(h->o.name);
        cJSON_AddStringToObject(o, "name", host ? h->o.name : st->name);
        cJSON_AddBoolToObject(o, "connected", st->kind != NET_REMOTE || st->connected);
        cJSON_AddItemToArray(arr, o);
    }
    return arr;
}

/* A seats message: who holds each seat, and the seats' names (a joiner
 * chooses "Seat 2: Russians"). */
static cJSON *seats_msg(const net_host *h)
{
    cJSON *m = netmsg_new(NETMSG_SEATS);

    if (!m)
        return NULL;
    cJSON_AddItemToObject(m, "seats", seats_json(h));
    if (h->ntitles) {
        cJSON *names = cJSON_AddArrayToObject(m, "names");
        for (int i = 0; names && i < h->ntitles; i++)
            cJSON_AddItemToArray(names, cJSON_CreateString(h->title[i]));
    }
    return m;
}

static void digest_hex(const net_host *h, char out[17])
{
    netmsg_hex(game_public_digest(h->o.s->rules, h->o.s->state), out);
}

/* Every message goes out as soon as it is made (enet_host_flush), not
 * at the host's next poll: the host's screen polls once a frame, and an
 * action queued meanwhile waited for it. */
static void send_to(net_host *h, conn *c, cJSON *msg)
{
    if (c->peer && net_send(c->peer, msg, &h->sent) != 0)
        hlog(h, "a message to %s could not be sent", c->name[0] ? c->name : "a player");
    enet_host_flush(h->enet);
}

/* One message to every player: written once, one packet for all (ENet
 * counts its references). */
static void broadcast(net_host *h, cJSON *msg)
{
    size_t len;
    char *text = netmsg_text(msg, &len);
    ENetPacket *pk = text ? enet_packet_create(text, len, ENET_PACKET_FLAG_RELIABLE) : NULL;

    free(text);
    cJSON_Delete(msg);
    if (!pk) {
        hlog(h, "a message to every player could not be made");
        return;
    }
    for (int i = 0; i < MAX_CONNS; i++) {
        conn *c = &h->conns[i];
        if (!c->peer || !c->welcomed)
            continue;
        if (enet_peer_send(c->peer, 0, pk) != 0)
            hlog(h, "a message to %s could not be sent", c->name[0] ? c->name : "a player");
        else
            h->sent += len;
    }
    if (pk->referenceCount == 0)
        enet_packet_destroy(pk);
    enet_host_flush(h->enet);
}

static void refuse(net_host *h, conn *c, int fatal, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void refuse(net_host *h, conn *c, int fatal, const char *fmt, ...)
{
    char why[400];
    va_list ap;
    cJSON *m = netmsg_new(NETMSG_REFUSED);

    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    hlog(h, "refused %s: %s", c->name[0] ? c->name : "a newcomer", why);
    if (m) {
        cJSON_AddStringToObject(m, "why", why);
        cJSON_AddBoolToObject(m, "fatal", fatal);
        send_to(h, c, m);
        cJSON_Delete(m);
    }
    if (fatal && c->peer)
        enet_peer_disconnect_later(c->peer, 0);
}

static void note(net_host *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(net_host *h, const char *fmt, ...)
{
    char text[400];
    va_list ap;
    cJSON *m = netmsg_new(NETMSG_NOTE);

    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    hlog(h, "%s", text);
    if (m) {
        cJSON_AddStringToObject(m, "text", text);
        broadcast(h, m);
    }
}

static void send_seats(net_host *h)
{
    cJSON *m = seats_msg(h);

    if (m) {
        cJSON_AddBoolToObject(m, "started", h->started);
        broadcast(h, m);
    }
}

/* The game over line every machine prints, and its message. */
static void check_over(net_host *h)
{
    char out[64], hex[17];
    cJSON *m;

    if (h->over || !h->o.s->rules->outcome || !h->o.s->rules->outcome(h->o.s->state, out,
                                                                     sizeof out))
        return;
    h->over = 1;
    digest_hex(h, hex);
    if ((m = netmsg_new(NETMSG_OVER))) {
        cJSON_AddStringToObject(m, "outcome", out);
        cJSON_AddNumberToObject(m, "actions", h->o.s->nactions);
        cJSON_AddStringToObject(m, "digest", hex);
        broadcast(h, m);
    }
}

/* The last action applied, sent to every client with its outcomes. */
static void send_applied(net_host *h)
{
    session *s = h->o.s;
    char hex[17];
    cJSON *m = netmsg_new(NETMSG_APPLIED);

    if (!m)
        return;
    if (s->nout < 0) {
        hlog(h, "action %d consumed more than %d chance outcomes: it cannot be sent",
             s->nactions, SESSION_OUT_MAX);
        cJSON_Delete(m);
        return;
    }
    digest_hex(h, hex);
    cJSON_AddNumberToObject(m, "n", s->nactions - 1);
    cJSON_AddNumberToObject(m, "seat", session_seat_of(s, s->nactions - 1) + 1);
    cJSON_AddItemToObject(m, "action",
                          cJSON_Duplicate(cJSON_GetArrayItem(s->actions, s->nactions - 1), 1));
    cJSON_AddItemToObject(m, "outcomes", cJSON_CreateIntArray(s->out, s->nout));
    cJSON_AddStringToObject(m, "digest", hex);
    broadcast(h, m);
    check_over(h);
}

int net_host_ready(const net_host *h)
{
    for (int i = 0; i < h->o.nseats; i++)
        if (h->seat[i].kind == NET_REMOTE && !h->seat[i].connected)
            return 0;
    return 1;
}

static void check_started(net_host *h)
{
    if (h->started || !net_host_ready(h) || (h->o.lobby && !h->begun))
        return;
    h->started = 1;
    note(h, "Every seat is taken: the game begins.");
    send_seats(h);   /* the players' screens leave "waiting for the host" */
}

int net_host_begin(net_host *h)
{
    if (!net_host_ready(h))
        return -1;
    h->begun = 1;
    check_started(h);
    return 0;
}

static void welcome(net_host *h, conn *c)
{
    session *s = h->o.s;
    char hex[17];
    cJSON *m = netmsg_new(NETMSG_WELCOME), *pos = game_public_json(s->rules, s->state);

    if (!m || !pos) {
        cJSON_Delete(m);
        cJSON_Delete(pos);
        refuse(h, c, 1, "The host cannot describe its game (out of memory).");
        return;
    }
    digest_hex(h, hex);
    cJSON_AddStringToObject(m, "program", h->o.program);
    cJSON_AddNumberToObject(m, "protocol", NETMSG_PROTOCOL);
    cJSON_AddStringToObject(m, "game", s->rules->id);
    cJSON_AddStringToObject(m, "scenario", s->scenario);
    cJSON_AddItemToObject(m, "options",
                          s->options ? cJSON_Duplicate(s->options, 1) : cJSON_CreateNull());
    cJSON_AddNumberToObject(m, "seat", c->seat + 1);
    cJSON_AddItemToObject(m, "seats", seats_json(h));
    cJSON_AddBoolToObject(m, "started", h->started);
    cJSON_AddItemToObject(m, "position", pos);
    cJSON_AddNumberToObject(m, "actions", s->nactions);
    cJSON_AddStringToObject(m, "digest", hex);
    {
        size_t len;
        char *t = netmsg_text(m, &len);
        if (!t) {
            cJSON_Delete(m);
            refuse(h, c, 1, "The game's position does not fit in one message.");
            return;
        }
        free(t);
    }
    c->welcomed = 1;
    send_to(h, c, m);
    cJSON_Delete(m);
}

/* The seat a newcomer called name may take: seat (1-based) or any open. */
static int seat_for(net_host *h, const char *name, int want, int *back)
{
    *back = 0;
    /* a player coming back takes their own seat again */
    for (int i = 0; i < h->o.nseats; i++)
        if (h->seat[i].name[0] && !strcmp(h->seat[i].name, name) &&
            (h->seat[i].kind == NET_REMOTE || h->seat[i].was_remote) && !h->seat[i].connected &&
            (want == 0 || want == i + 1)) {
            *back = 1;
            return i;
        }
    if (want > 0)
        return want <= h->o.nseats && h->seat[want - 1].kind == NET_REMOTE &&
               !h->seat[want - 1].connected && !h->seat[want - 1].name[0] ? want - 1 : -1;
    for (int i = 0; i < h->o.nseats; i++)
        if (h->seat[i].kind == NET_REMOTE && !h->seat[i].connected && !h->seat[i].name[0])
            return i;
    return -1;
}

static void take_seat(net_host *h, conn *c, int i, int back)
{
    net_seat *st = &h->seat[i];

    c->seat = i;
    snprintf(st->name, sizeof st->name, "%s", c->name);
    st->connected = 1;
    st->reserved = 0;
    /* the save keeps the seat for them */
    if (i < SESSION_PLAYERS_MAX)
        snprintf(h->o.s->players[i], sizeof h->o.s->players[i], "%s", c->name);
    if (st->kind == NET_COMPUTER && st->was_remote)
        st->kind = NET_REMOTE;
    hlog(h, "%s %s seat %d", c->name, back ? "comes back to" : "takes", i + 1);
}

static void on_hello(net_host *h, conn *c, const cJSON *m)
{
    const char *prog = cJSON_GetObjectItemCaseSensitive(m, "program")->valuestring;
    int proto = cJSON_GetObjectItemCaseSensitive(m, "protocol")->valueint;
    const char *name = cJSON_GetObjectItemCaseSensitive(m, "name")->valuestring;
    const char *code = cJSON_GetObjectItemCaseSensitive(m, "code")->valuestring;
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(m, "seat");
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(m, "game");
    const cJSON *scen = cJSON_GetObjectItemCaseSensitive(m, "scenario");
    int watch = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(m, "watch"));
    int want = seat ? seat->valueint : 0, i, back;
    session *s = h->o.s;

    if (c->welcomed) {
        refuse(h, c, 0, "You have joined already.");
        return;
    }
    snprintf(c->name, sizeof c->name, "%s", name);
    if (proto != NETMSG_PROTOCOL || strcmp(prog, h->o.program) != 0) {
        refuse(h, c, 1, "This host runs %s (protocol %d); you run %s (protocol %d). Both "
               "sides need the same version.", h->o.program, NETMSG_PROTOCOL, prog, proto);
        return;
    }
    if (strcmp(code, h->code) != 0) {
        c->strikes += 2;
        refuse(h, c, 1, "Wrong join code.");
        return;
    }
    if ((game && strcmp(game->valuestring, s->rules->id)) ||
        (scen && strcmp(scen->valuestring, s->scenario))) {
        refuse(h, c, 1, "This host plays %s, scenario %s; you asked for %s, scenario %s.",
               s->rules->id, s->scenario, game ? game->valuestring : s->rules->id,
               scen ? scen->valuestring : s->scenario);
        return;
    }
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(m, "look"))) {
        /* the code is right: the joiner sees the seats (who holds each,
         * which are open) before taking one, in a second hello */
        cJSON *sm = seats_msg(h);
        hlog(h, "%s looks at the seats", name);
        if (sm) {
            send_to(h, c, sm);
            cJSON_Delete(sm);
        }
        return;
    }
    for (int k = 0; k < MAX_CONNS; k++) {
        conn *old = &h->conns[k];
        if (old == c || !old->peer || !old->welcomed || strcmp(old->name, name))
            continue;
        if (old->seat >= 0 && !watch && (want == 0 || want == old->seat + 1)) {
            /* the same player on a new connection (the old one died
             * unnoticed, or a second window): the seat goes with the
             * name and the code, as after a drop */
            hlog(h, "%s joins again: the old connection is closed", name);
            h->seat[old->seat].connected = 0;
            enet_peer_reset(old->peer);
            memset(old, 0, sizeof *old);
            continue;
        }
        refuse(h, c, 1, "A player called %s is here already: join with another name.", name);
        return;
    }
    c->seat = -1;
    if (!watch) {
        i = seat_for(h, name, want, &back);
        if (i < 0 && want > 0) {
            refuse(h, c, 1, "Seat %d is not open to join (open seats are remote seats no "
                   "one holds).", want);
            return;
        }
        if (i >= 0)
            take_seat(h, c, i, back);
        else
            hlog(h, "%s watches: no seat is open", name);
    } else {
        hlog(h, "%s watches", name);
    }
    welcome(h, c);
    send_seats(h);
    if (c->seat >= 0 && back)
        note(h, "%s is back.", name);
    check_started(h);
}

/* May c act for the game now? 1, or 0 after refusing it. */
static int may_act(net_host *h, conn *c, const cJSON *m, int need_turn)
{
    session *s = h->o.s;
    int n = cJSON_GetObjectItemCaseSensitive(m, "n")->valueint;
    int to_move = s->rules->seat_to_move ? s->rules->seat_to_move(s->state) : -1;

    if (c->seat < 0) {
        refuse(h, c, 0, "You are watching: you hold no seat.");
        return 0;
    }
    if (h->over) {
        refuse(h, c, 0, "The game is over.");
        return 0;
    }
    if (!h->started) {
        refuse(h, c, 0, "%s", net_host_ready(h) ? "The game has not begun: the host has not "
               "started it yet." : "The game has not begun: a remote seat is still open.");
        return 0;
    }
    /* an action for a seat other than the sender's is refused as such,
     * whatever moment it names */
    if (need_turn && to_move != c->seat) {
        refuse(h, c, 0, "It is not your turn: seat %d is to move, you hold seat %d.",
               to_move + 1, c->seat + 1);
        return 0;
    }
    if (n != s->nactions) {
        refuse(h, c, 0, "The game has moved on: it is at action %d, not %d.", s->nactions, n);
        return 0;
    }
    return 1;
}

static void on_action(net_host *h, conn *c, const cJSON *m)
{
    session *s = h->o.s;
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(m, "action");
    char why[300];
    errs e;
    jdoc d;

    if (!may_act(h, c, m, 1))
        return;
    memset(&d, 0, sizeof d);
    d.path = "action";
    d.root = (cJSON *)m;
    errs_clear(&e);
    if (!game_check_action(s->rules, &d, &e, a, "action")) {
        refuse(h, c, 0, "%s", errs_first(&e));
        return;
    }
    if (session_apply(s, a, why, sizeof why) != 0) {
        refuse(h, c, 0, "%s", why[0] ? why : "That is not allowed now.");
        return;
    }
    send_applied(h);
}

static void send_undone(net_host *h)
{
    char hex[17];
    cJSON *u = netmsg_new(NETMSG_UNDONE);

    digest_hex(h, hex);
    if (u) {
        cJSON_AddNumberToObject(u, "actions", h->o.s->nactions);
        cJSON_AddStringToObject(u, "digest", hex);
        broadcast(h, u);
    }
}

void net_host_applied(net_host *h)
{
    send_applied(h);
}

int net_host_undo_here(net_host *h, char *why, size_t n)
{
    session *s = h->o.s;
    int seat = s->nactions ? session_seat_of(s, s->nactions - 1) : -1;

    if (seat < 0 || seat >= h->o.nseats || h->seat[seat].kind != NET_HERE) {
        snprintf(why, n, "Only your own last action can be taken back, and someone else "
                 "has acted since.");
        return -1;
    }
    if (session_undo_seat(s, seat, why, n) != 0)
        return -1;
    send_undone(h);
    return 0;
}

int net_host_seat_kind(const net_host *h, int i)
{
    return i >= 0 && i < h->o.nseats ? h->seat[i].kind : NET_EMPTY;
}

static void on_undo(net_host *h, conn *c, const cJSON *m)
{
    session *s = h->o.s;
    char why[300];

    if (!may_act(h, c, m, 0))
        return;
    if (session_undo_seat(s, c->seat, why, sizeof why) != 0) {
        refuse(h, c, 0, "%s", why);
        return;
    }
    hlog(h, "%s takes back their last action", c->name);
    send_undone(h);
}

void net_host_say(net_host *h, const char *from, const char *text)
{
    cJSON *m = netmsg_new(NETMSG_SAID);

    hlog(h, "%s says: %s", from, text);
    if (m) {
        cJSON_AddStringToObject(m, "from", from);
        cJSON_AddStringToObject(m, "text", text);
        broadcast(h, m);
    }
}

static void on_take(net_host *h, conn *c, const cJSON *m)
{
    int want = cJSON_GetObjectItemCaseSensitive(m, "seat")->valueint, back, i;

    if (c->seat >= 0) {
        refuse(h, c, 0, "You hold seat %d already.", c->seat + 1);
        return;
    }
    if ((i = seat_for(h, c->name, want, &back)) < 0) {
        refuse(h, c, 0, "Seat %d is not open.", want);
        return;
    }
    take_seat(h, c, i, back);
    send_seats(h);
    check_started(h);
}

static void on_resync(net_host *h, conn *c)
{
    session *s = h->o.s;
    char hex[17];
    cJSON *m = netmsg_new(NETMSG_POSITION), *pos = game_public_json(s->rules, s->state);

    hlog(h, "%s asks for the position again", c->name);
    if (!m || !pos) {
        cJSON_Delete(m);
        cJSON_Delete(pos);
        return;
    }
    digest_hex(h, hex);
    cJSON_AddItemToObject(m, "position", pos);
    cJSON_AddNumberToObject(m, "actions", s->nactions);
    cJSON_AddStringToObject(m, "digest", hex);
    send_to(h, c, m);
    cJSON_Delete(m);
}

static void handle(net_host *h, conn *c, const void *data, size_t len)
{
    char why[300];
    cJSON *m = NULL;
    int type = netmsg_parse(data, len, NETMSG_TO_HOST, &m, why, sizeof why);

    if (type == NETMSG_BAD || (!c->welcomed && type != NETMSG_HELLO)) {
        c->strikes++;
        if (type != NETMSG_BAD)
            snprintf(why, sizeof why, "join first (a hello message with the code)");
        cJSON_Delete(m);
        if (c->strikes >= STRIKES) {
            refuse(h, c, 1, "Too many bad messages (the last: %s): disconnected.", why);
            return;
        }
        refuse(h, c, 0, "Bad message: %s.", why);
        return;
    }
    switch (type) {
    case NETMSG_HELLO: on_hello(h, c, m); break;
    case NETMSG_ACTION: on_action(h, c, m); break;
    case NETMSG_UNDO: on_undo(h, c, m); break;
    case NETMSG_CHAT:
        net_host_say(h, c->name, cJSON_GetObjectItemCaseSensitive(m, "text")->valuestring);
        break;
    case NETMSG_TAKE: on_take(h, c, m); break;
    case NETMSG_RESYNC: on_resync(h, c); break;
    }
    cJSON_Delete(m);
    if (c->strikes >= STRIKES && c->peer)
        enet_peer_disconnect_later(c->peer, 0);
}

static void dropped(net_host *h, conn *c)
{
    if (h->over) {   /* players leave at the end: nothing to wait for */
        memset(c, 0, sizeof *c);
        return;
    }
    if (c->seat >= 0 && c->seat < h->o.nseats && h->seat[c->seat].connected) {
        net_seat *st = &h->seat[c->seat];
        st->connected = 0;
        st->dropped_at = net_now();
        memset(c, 0, sizeof *c);
        send_seats(h);
        note(h, "%s dropped: waiting for %s to come back.", st->name, st->name);
        return;
    }
    if (c->name[0] && c->welcomed)
        hlog(h, "%s leaves", c->name);
    memset(c, 0, sizeof *c);
}

void net_host_give_to_computer(net_host *h, int i)
{
    net_seat *st;

    if (i < 0 || i >= h->o.nseats || h->seat[i].kind != NET_REMOTE || h->seat[i].connected)
        return;
    st = &h->seat[i];
    st->kind = NET_COMPUTER;
    st->was_remote = st->name[0] != 0;
    note(h, "The computer plays seat %d%s%s.", i + 1, st->name[0] ? " for " : "", st->name);
    send_seats(h);
    check_started(h);
}

/* Dropped players who stayed away too long. */
static void check_waits(net_host *h)
{
    double now = net_now();

    if (h->o.rejoin_wait < 0)
        return;
    for (int i = 0; i < h->o.nseats; i++) {
        net_seat *st = &h->seat[i];
        if (st->kind == NET_REMOTE && st->name[0] && !st->connected &&
            now - st->dropped_at >= h->o.rejoin_wait) {
            hlog(h, "%s did not come back within %g seconds", st->name, h->o.rejoin_wait);
            net_host_give_to_computer(h, i);
        }
    }
}

static void play_computer(net_host *h)
{
    session *s = h->o.s;
    char why[300];

    while (h->o.play_computer && h->started && !h->over) {
        int to_move = s->rules->seat_to_move ? s->rules->seat_to_move(s->state) : -1;
        if (to_move < 0 || to_move >= h->o.nseats || h->seat[to_move].kind != NET_COMPUTER)
            return;
        if (session_bot_step(s, why, sizeof why) != 0) {
            hlog(h, "the computer player of seat %d found no move: %s", to_move + 1, why);
            return;
        }
        send_applied(h);
    }
}

int net_host_play(net_host *h, const cJSON *action, char *why, size_t n)
{
    if (h->over) {
        snprintf(why, n, "The game is over.");
        return -1;
    }
    if (session_apply(h->o.s, action, why, n) != 0)
        return -1;
    send_applied(h);
    play_computer(h);
    return 0;
}

int net_host_wait(const net_host *h, int timeout_ms)
{
    return h ? net_socket_wait(h->enet, timeout_ms) : 0;
}

int net_host_poll(net_host *h, int timeout_ms)
{
    ENetEvent ev;
    int rc;

    check_waits(h);
    play_computer(h);
    while ((rc = enet_host_service(h->enet, &ev, (enet_uint32)(timeout_ms > 0 ? timeout_ms : 0))) > 0) {
        conn *c = ev.peer->data;
        timeout_ms = 0;   /* the rest of what waits, without sleeping again */
        switch (ev.type) {
        case ENET_EVENT_TYPE_CONNECT:
            c = NULL;
            for (int i = 0; i < MAX_CONNS && !c; i++)
                if (!h->conns[i].peer)
                    c = &h->conns[i];
            if (!c) {
                enet_peer_disconnect(ev.peer, 0);
                break;
            }
            memset(c, 0, sizeof *c);
            c->peer = ev.peer;
            /* a player who vanishes (a crash, a cable) is noticed in
             * seconds, and the seat waits for them */
            enet_peer_timeout(ev.peer, 0, 3000, 8000);
            c->seat = -1;
            ev.peer->data = c;
            break;
        case ENET_EVENT_TYPE_RECEIVE:
            if (c && c->peer)
                handle(h, c, ev.packet->data, ev.packet->dataLength);
            enet_packet_destroy(ev.packet);
            break;
        case ENET_EVENT_TYPE_DISCONNECT:
            if (c)
                dropped(h, c);
            ev.peer->data = NULL;
            break;
        default:
            break;
        }
        play_computer(h);
    }
    check_waits(h);
    play_computer(h);
    return rc < 0 ? -1 : 0;
}

static void make_code(char out[8])
{
    /* no 0/O, 1/I/L: read aloud or typed without doubt */
    static const char alphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    unsigned char b[6];

    if (getrandom(b, sizeof b, 0) != (ssize_t)sizeof b) {
        uint64_t x = (uint64_t)net_now() * 2654435761u ^ (uint64_t)(uintptr_t)out;
        for (int i = 0; i < 6; i++, x >>= 8)
            b[i] = (unsigned char)x;
    }
    for (int i = 0; i < 6; i++)
        out[i] = alphabet[b[i] % (sizeof alphabet - 1)];
    out[6] = 0;
}

net_host *net_host_new(const net_host_opts *o, errs *e)
{
    net_host *h;
    ENetAddress addr;

    if (!o->s || o->nseats < 1 || o->nseats > NETMSG_SEATS_MAX) {
        errs_add(e, "host: no game, or not 1 to %d seats", NETMSG_SEATS_MAX);
        return NULL;
    }
    if (enet_initialize() != 0) {
        errs_add(e, "host: the network library did not start");
        return NULL;
    }
    if (!(h = calloc(1, sizeof *h))) {
        errs_add(e, "host: out of memory");
        return NULL;
    }
    h->o = *o;
    if (!h->o.program)
        h->o.program = "legation";
    for (int i = 0; i < o->nseats; i++) {
        net_seat *st = &h->seat[i];
        st->kind = o->kind[i];
        /* a game hosted again from its save: each remote seat waits for
         * the player who held it (the rejoin wait counts from now) */
        if (st->kind == NET_REMOTE && i < SESSION_PLAYERS_MAX && o->s->players[i][0]) {
            snprintf(st->name, sizeof st->name, "%s", o->s->players[i]);
            st->reserved = 1;
            st->dropped_at = net_now();
        }
    }
    addr.host = ENET_HOST_ANY;
    addr.port = (enet_uint16)o->port;
    if (!(h->enet = enet_host_create(&addr, MAX_CONNS, 1, 0, 0))) {
        errs_add(e, "host: cannot listen on port %d (is it in use?)", o->port);
        free(h);
        return NULL;
    }
    /* a peer may send one message a little over the protocol's limit (to
     * be refused in words); ENet drops anything larger */
    h->enet->maximumPacketSize = 4 * NETMSG_MAX;
    h->enet->maximumWaitingData = 16 * NETMSG_MAX;
    if (enet_socket_get_address(h->enet->socket, &addr) == 0)
        h->port = addr.port;
    make_code(h->code);
    h->ntitles = net_seat_titles(o->s, h->title, o->nseats);
    check_started(h);
    check_over(h);   /* a saved game that was over already */
    return h;
}

void net_host_free(net_host *h)
{
    ENetEvent ev;
    double until;

    if (!h)
        return;
    /* what is queued goes out, and each client hears goodbye */
    enet_host_flush(h->enet);
    for (int i = 0; i < MAX_CONNS; i++)
        if (h->conns[i].peer)
            enet_peer_disconnect_later(h->conns[i].peer, 0);
    until = net_now() + 1.0;
    while (net_now() < until && enet_host_service(h->enet, &ev, 50) >= 0) {
        int left = 0;
        if (ev.type == ENET_EVENT_TYPE_RECEIVE)
            enet_packet_destroy(ev.packet);
        for (size_t i = 0; i < h->enet->peerCount; i++)
            left += h->enet->peers[i].state != ENET_PEER_STATE_DISCONNECTED;
        if (!left)
            break;
    }
    enet_host_destroy(h->enet);
    free(h);
    enet_deinitialize();
}

int net_host_port(const net_host *h)
{
    return h->port;
}

const char *net_host_code(const net_host *h)
{
    return h->code;
}

int net_host_started(const net_host *h)
{
    return h->started;
}

int net_host_over(const net_host *h)
{
    return h->over;
}

const net_seat *net_host_seats(const net_host *h, int *n)
{
    *n = h->o.nseats;
    return h->seat;
}

uint64_t net_host_bytes_sent(const net_host *h)
{
    return h->sent;
}
