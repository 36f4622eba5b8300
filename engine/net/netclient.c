/* netclient: a player's or a watcher's end of a networked game. It joins
 * (the hello with name and code), builds its session from the public
 * position the host sends, applies each action the host sends with its
 * chance outcomes, and compares digests: out of step, it says so and asks
 * for the position again. It trusts the host no more than it must: every
 * message is checked by netmsg_parse first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <enet/enet.h>

#include "net/net.h"
#include "net/net_local.h"

struct net_client {
    net_client_opts o;
    char datadir[512], address[256], code[17], name[NETMSG_NAME_MAX + 1], program[65];
    game_registry games;
    ENetHost *enet;
    ENetPeer *peer;
    int closed;
    char why[420];
    session *s;
    int base;                   /* actions before the session's first */
    int seat;                   /* 0-based; -1 watching */
    net_seat seats[NETMSG_SEATS_MAX];
    int nseats;
    int sent_for;               /* the action count an action was sent at; -1 */
    int hold;                   /* refused: wait for news before trying again */
    int resyncing;              /* asked for the position; actions wait */
    int applied;                /* actions applied since net_client_take_applied */
    int over;
    int started;                /* the host started the game */
    int news;                   /* NET_NEWS_* since net_client_take_news */
    int disowned;               /* the session belongs to a screen */
    int looked;                 /* the seats came before joining */
    char title[NETMSG_SEATS_MAX][NETMSG_TITLE_MAX + 1]; /* the seats' names, as
                                   the host sent them ("" not sent) */
};

#define clog_(c, ...) net_logf((c)->o.log, (c)->o.log_ctx, "", __VA_ARGS__)

static void close_with(net_client *c, const char *why)
{
    if (!c->closed)
        snprintf(c->why, sizeof c->why, "%s", why);
    c->closed = 1;
    if (c->peer)
        enet_peer_disconnect_later(c->peer, 0);
}

static int send_msg(net_client *c, cJSON *m)
{
    int rc = m && c->peer && !c->closed ? net_send(c->peer, m, NULL) : -1;

    cJSON_Delete(m);
    if (rc == 0)
        enet_host_flush(c->enet);
    return rc;
}

static void read_seats(net_client *c, const cJSON *arr)
{
    const cJSON *it;

    c->nseats = 0;
    cJSON_ArrayForEach(it, arr) {
        net_seat *st = &c->seats[c->nseats++];
        memset(st, 0, sizeof *st);
        st->kind = net_seat_kind_of(cJSON_GetObjectItemCaseSensitive(it, "kind")->valuestring);
        snprintf(st->name, sizeof st->name, "%s",
                 cJSON_GetObjectItemCaseSensitive(it, "name")->valuestring);
        st->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(it, "connected"));
    }
}

/* The seats' names, when the host sends them (netmsg checked each). */
static void read_titles(net_client *c, const cJSON *arr)
{
    const cJSON *it;
    int i = 0;

    if (!arr)
        return;
    memset(c->title, 0, sizeof c->title);
    cJSON_ArrayForEach(it, arr)
        snprintf(c->title[i++], sizeof c->title[0], "%s", it->valuestring);
}

/* A host that does not say (an older one) starts at once. */
static void read_started(net_client *c, const cJSON *m)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, "started");

    c->started = !v || cJSON_IsTrue(v);
}

static unsigned long long my_digest(const net_client *c)
{
    return game_public_digest(c->s->rules, c->s->state);
}

static int same_digest(net_client *c, const cJSON *m, const char *when)
{
    unsigned long long theirs = 0, ours = my_digest(c);
    char a[17], b[17];

    netmsg_unhex(cJSON_GetObjectItemCaseSensitive(m, "digest")->valuestring, &theirs);
    if (theirs == ours)
        return 1;
    netmsg_hex(ours, a);
    netmsg_hex(theirs, b);
    clog_(c, "Out of step with the host %s (public state %s here, %s at the host): "
          "asking for the position again.", when, a, b);
    c->resyncing = 1;
    {
        cJSON *r = netmsg_new(NETMSG_RESYNC);
        send_msg(c, r);
    }
    return 0;
}

/* A session from a position the host sent (welcome or position). */
static int start_from(net_client *c, const cJSON *m, const game_rules *r, const char *scen,
                      const cJSON *opts)
{
    errs e;
    session *ns;

    errs_clear(&e);
    ns = session_new_at(r, c->datadir, scen, opts,
                        cJSON_GetObjectItemCaseSensitive(m, "position"), &e);
    if (!ns) {
        char why[400];
        snprintf(why, sizeof why, "The host's position of %s does not load here: %s", r->id,
                 errs_first(&e));
        close_with(c, why);
        return 0;
    }
    if (c->s) {
        /* in place: a screen holding the session keeps a good pointer
         * (and its log) */
        session tmp = *c->s;
        glog *keep = tmp.log;
        *c->s = *ns;
        *ns = tmp;
        ns->log = c->s->log;
        c->s->log = keep;
        c->s->net = tmp.net;           /* the screen's link stays */
        c->s->net_ctx = tmp.net_ctx;
        session_free(ns);
        c->news |= NET_NEWS_POSITION;
    } else {
        c->s = ns;
    }
    c->base = cJSON_GetObjectItemCaseSensitive(m, "actions")->valueint;
    c->resyncing = 0;
    c->sent_for = -1;
    c->hold = 0;
    return 1;
}

static void on_welcome(net_client *c, const cJSON *m)
{
    const char *game = cJSON_GetObjectItemCaseSensitive(m, "game")->valuestring;
    const char *scen = cJSON_GetObjectItemCaseSensitive(m, "scenario")->valuestring;
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(m, "options");
    const game_rules *r = game_registry_find(&c->games, game);
    char why[300];

    if (c->s) {
        clog_(c, "The host welcomed this player twice: ignored.");
        return;
    }
    if (cJSON_GetObjectItemCaseSensitive(m, "protocol")->valueint != NETMSG_PROTOCOL ||
        strcmp(cJSON_GetObjectItemCaseSensitive(m, "program")->valuestring, c->program)) {
        snprintf(why, sizeof why, "The host runs %.64s (protocol %d); this is %s (protocol %d).",
                 cJSON_GetObjectItemCaseSensitive(m, "program")->valuestring,
                 cJSON_GetObjectItemCaseSensitive(m, "protocol")->valueint, c->program,
                 NETMSG_PROTOCOL);
        close_with(c, why);
        return;
    }
    if (!r) {
        snprintf(why, sizeof why, "The host plays %s, which this program does not have.", game);
        close_with(c, why);
        return;
    }
    if (!start_from(c, m, r, scen, cJSON_IsObject(opts) ? opts : NULL))
        return;
    c->seat = cJSON_GetObjectItemCaseSensitive(m, "seat")->valueint - 1;
    read_seats(c, cJSON_GetObjectItemCaseSensitive(m, "seats"));
    read_started(c, m);
    if (c->seat >= 0)
        clog_(c, "Joined %s (%s) in seat %d, at action %d.", r->title, scen, c->seat + 1,
              c->base);
    else
        clog_(c, "Watching %s (%s), at action %d.", r->title, scen, c->base);
    if (!same_digest(c, m, "on joining"))
        close_with(c, "The position the host sent does not come out the same here.");
}

static void on_applied(net_client *c, const cJSON *m)
{
    int n = cJSON_GetObjectItemCaseSensitive(m, "n")->valueint;
    const cJSON *outs = cJSON_GetObjectItemCaseSensitive(m, "outcomes"), *it;
    int faces[8192], nf = 0;
    char why[300], when[64];

    if (!c->s || c->resyncing)
        return;
    if (n != c->base + c->s->nactions) {
        clog_(c, "The host sent action %d; this player is at %d.", n,
              c->base + c->s->nactions);
        c->resyncing = 1;
        send_msg(c, netmsg_new(NETMSG_RESYNC));
        return;
    }
    cJSON_ArrayForEach(it, outs)
        if (nf < 8192)
            faces[nf++] = it->valueint;
    if (session_apply_fed(c->s, cJSON_GetObjectItemCaseSensitive(m, "action"), faces, nf, why,
                          sizeof why) != 0) {
        clog_(c, "Action %d from the host does not apply here (%s): asking for the "
              "position again.", n, why);
        c->resyncing = 1;
        send_msg(c, netmsg_new(NETMSG_RESYNC));
        return;
    }
    c->applied++;
    c->news |= NET_NEWS_APPLIED;
    if (c->sent_for >= 0 && c->sent_for <= n)
        c->sent_for = -1;
    snprintf(when, sizeof when, "after action %d", n + 1);
    same_digest(c, m, when);
}

static void on_undone(net_client *c, const cJSON *m)
{
    char why[300];

    if (!c->s || c->resyncing)
        return;
    if (cJSON_GetObjectItemCaseSensitive(m, "actions")->valueint !=
        c->base + c->s->nactions - 1 || session_undo(c->s, why, sizeof why) != 0) {
        c->resyncing = 1;
        send_msg(c, netmsg_new(NETMSG_RESYNC));
        return;
    }
    c->sent_for = -1;
    c->news |= NET_NEWS_UNDONE;
    same_digest(c, m, "after an undo");
}

static void handle(net_client *c, const void *data, size_t len)
{
    char why[300];
    cJSON *m = NULL;
    int type = netmsg_parse(data, len, NETMSG_TO_CLIENT, &m, why, sizeof why);

    if (type == NETMSG_BAD) {
        clog_(c, "A bad message from the host: %s (ignored).", why);
        return;
    }
    if (type != NETMSG_REFUSED)
        c->hold = 0;
    if (!c->s && type == NETMSG_SEATS)
        c->looked = 1;   /* the answer to a look: the seats to choose from */
    if (!c->s && type != NETMSG_WELCOME && type != NETMSG_REFUSED && type != NETMSG_NOTE &&
        type != NETMSG_SEATS) {
        cJSON_Delete(m);
        return;
    }
    switch (type) {
    case NETMSG_WELCOME: on_welcome(c, m); break;
    case NETMSG_APPLIED: on_applied(c, m); break;
    case NETMSG_UNDONE: on_undone(c, m); break;
    case NETMSG_SEATS:
        read_seats(c, cJSON_GetObjectItemCaseSensitive(m, "seats"));
        read_titles(c, cJSON_GetObjectItemCaseSensitive(m, "names"));
        read_started(c, m);
        break;
    case NETMSG_SAID:
        clog_(c, "%s: %s", cJSON_GetObjectItemCaseSensitive(m, "from")->valuestring,
              cJSON_GetObjectItemCaseSensitive(m, "text")->valuestring);
        break;
    case NETMSG_NOTE:
        clog_(c, "%s", cJSON_GetObjectItemCaseSensitive(m, "text")->valuestring);
        break;
    case NETMSG_POSITION:
        if (c->s && start_from(c, m, c->s->rules, c->s->scenario, c->s->options)) {
            clog_(c, "Took the host's position again, at action %d.", c->base);
            same_digest(c, m, "on taking its position");
        }
        break;
    case NETMSG_REFUSED: {
        const char *w = cJSON_GetObjectItemCaseSensitive(m, "why")->valuestring;
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(m, "fatal"))) {
            char text[420];
            snprintf(text, sizeof text, "The host refused: %s", w);
            close_with(c, text);
        } else {
            clog_(c, "The host refused: %s", w);
            c->sent_for = -1;
            c->hold = 1;
        }
        break;
    }
    case NETMSG_OVER:
        c->over = 1;
        break;
    }
    cJSON_Delete(m);
}

int net_client_wait(const net_client *c, int timeout_ms)
{
    return c ? net_socket_wait(c->enet, timeout_ms) : 0;
}

int net_client_poll(net_client *c, int timeout_ms)
{
    ENetEvent ev;
    int rc;

    if (c->closed && !c->peer)
        return -1;
    while ((rc = enet_host_service(c->enet, &ev, (enet_uint32)(timeout_ms > 0 ? timeout_ms : 0))) > 0) {
        timeout_ms = 0;
        if (ev.type == ENET_EVENT_TYPE_RECEIVE) {
            if (!c->closed)
                handle(c, ev.packet->data, ev.packet->dataLength);
            enet_packet_destroy(ev.packet);
        } else if (ev.type == ENET_EVENT_TYPE_DISCONNECT) {
            c->peer = NULL;
            if (!c->closed)
                close_with(c, c->over ? "The game is over: the host closed the connection."
                                      : "The host closed the connection.");
            return -1;
        }
    }
    if (rc < 0)
        close_with(c, "The network failed.");
    return c->closed ? -1 : 0;
}

static int parse_address(const char *text, ENetAddress *a, char *why, size_t n)
{
    char host[256];
    const char *colon = strrchr(text, ':');
    char *end;
    long port;

    if (!colon || colon == text || (size_t)(colon - text) >= sizeof host) {
        snprintf(why, n, "\"%s\": expected HOST:PORT", text);
        return 0;
    }
    memcpy(host, text, (size_t)(colon - text));
    host[colon - text] = 0;
    port = strtol(colon + 1, &end, 10);
    if (*end || port < 1 || port > 65535) {
        snprintf(why, n, "\"%s\": the port must be a number from 1 to 65535", text);
        return 0;
    }
    if (enet_address_set_host(a, host) != 0) {
        snprintf(why, n, "\"%s\": no such host", host);
        return 0;
    }
    a->port = (enet_uint16)port;
    return 1;
}

static int send_hello(net_client *c, int seat, int watch, int look)
{
    cJSON *hello = netmsg_new(NETMSG_HELLO);

    if (!hello)
        return -1;
    cJSON_AddStringToObject(hello, "program", c->program);
    cJSON_AddNumberToObject(hello, "protocol", NETMSG_PROTOCOL);
    cJSON_AddStringToObject(hello, "name", c->name);
    cJSON_AddStringToObject(hello, "code", c->code);
    if (look)
        cJSON_AddBoolToObject(hello, "look", 1);
    else if (watch)
        cJSON_AddBoolToObject(hello, "watch", 1);
    else if (seat > 0)
        cJSON_AddNumberToObject(hello, "seat", seat);
    return send_msg(c, hello);
}

int net_client_looked(const net_client *c)
{
    return c->looked && !c->s;
}

int net_client_take_seat(net_client *c, int seat, int watch)
{
    if (!c->looked || c->s || c->closed)
        return -1;
    c->looked = 0;
    return send_hello(c, seat, watch, 0);
}

int net_seat_open(const net_seat *st, const char *name)
{
    return st->kind == NET_REMOTE && !st->connected &&
           (!st->name[0] || (name && !strcmp(st->name, name)));
}

net_client *net_client_new(const net_client_opts *o, int timeout_ms, errs *e)
{
    net_client *c;
    ENetAddress addr;
    ENetEvent ev;
    char why[300];

    if (enet_initialize() != 0) {
        errs_add(e, "join: the network library did not start");
        return NULL;
    }
    if (!(c = calloc(1, sizeof *c))) {
        errs_add(e, "join: out of memory");
        return NULL;
    }
    c->o = *o;
    c->games = *o->games;
    c->seat = -1;
    c->sent_for = -1;
    snprintf(c->datadir, sizeof c->datadir, "%s", o->datadir);
    snprintf(c->code, sizeof c->code, "%s", o->code ? o->code : "");
    snprintf(c->name, sizeof c->name, "%s", o->name ? o->name : "Player");
    snprintf(c->program, sizeof c->program, "%s", o->program ? o->program : "legation");
    if (!parse_address(o->address, &addr, why, sizeof why)) {
        errs_add(e, "join: %s", why);
        goto fail;
    }
    if (!(c->enet = enet_host_create(NULL, 1, 1, 0, 0))) {
        errs_add(e, "join: cannot open a network socket");
        goto fail;
    }
    c->enet->maximumPacketSize = 4 * NETMSG_MAX;
    if (!(c->peer = enet_host_connect(c->enet, &addr, 1, 0))) {
        errs_add(e, "join: cannot connect to %s", o->address);
        goto fail;
    }
    if (enet_host_service(c->enet, &ev, (enet_uint32)timeout_ms) <= 0 ||
        ev.type != ENET_EVENT_TYPE_CONNECT) {
        errs_add(e, "join: no answer from %s within %d seconds (is the host running, and "
                 "the port open?)", o->address, timeout_ms / 1000);
        goto fail;
    }
    if (send_hello(c, o->seat, o->watch, o->look) != 0) {
        errs_add(e, "join: the greeting could not be sent");
        goto fail;
    }
    return c;
fail:
    if (c->enet)
        enet_host_destroy(c->enet);
    free(c);
    enet_deinitialize();
    return NULL;
}

void net_client_free(net_client *c)
{
    ENetEvent ev;
    double until;

    if (!c)
        return;
    if (c->peer) {
        enet_peer_disconnect(c->peer, 0);
        until = net_now() + 0.5;
        while (net_now() < until && enet_host_service(c->enet, &ev, 50) >= 0) {
            if (ev.type == ENET_EVENT_TYPE_RECEIVE)
                enet_packet_destroy(ev.packet);
            if (ev.type == ENET_EVENT_TYPE_DISCONNECT)
                break;
        }
    }
    enet_host_destroy(c->enet);
    if (!c->disowned)
        session_free(c->s);
    free(c);
    enet_deinitialize();
}

const char *net_client_why(const net_client *c)
{
    return c->why;
}

session *net_client_session(net_client *c)
{
    return c->s;
}

int net_client_base(const net_client *c)
{
    return c->base;
}

int net_client_seat(const net_client *c)
{
    return c->seat;
}

int net_client_my_turn(const net_client *c)
{
    const session *s = c->s;

    if (!s || c->closed || c->seat < 0 || !c->started || c->resyncing || c->hold || c->over ||
        c->sent_for == c->base + s->nactions || !s->rules->seat_to_move)
        return 0;
    return s->rules->seat_to_move(s->state) == c->seat;
}

int net_client_send_action(net_client *c, const cJSON *action, char *why, size_t n)
{
    cJSON *m;

    if (!c->s || c->seat < 0) {
        snprintf(why, n, "You hold no seat.");
        return -1;
    }
    if (!(m = netmsg_new(NETMSG_ACTION))) {
        snprintf(why, n, "Out of memory.");
        return -1;
    }
    cJSON_AddNumberToObject(m, "n", c->base + c->s->nactions);
    cJSON_AddItemToObject(m, "action", cJSON_Duplicate(action, 1));
    if (send_msg(c, m) != 0) {
        snprintf(why, n, "The action could not be sent.");
        return -1;
    }
    c->sent_for = c->base + c->s->nactions;
    return 0;
}

int net_client_send_chat(net_client *c, const char *text)
{
    cJSON *m = netmsg_new(NETMSG_CHAT);

    if (m)
        cJSON_AddStringToObject(m, "text", text);
    return send_msg(c, m);
}

int net_client_send_undo(net_client *c)
{
    cJSON *m = netmsg_new(NETMSG_UNDO);

    if (!c->s) {
        cJSON_Delete(m);
        return -1;
    }
    if (m)
        cJSON_AddNumberToObject(m, "n", c->base + c->s->nactions);
    return send_msg(c, m);
}

int net_client_take_applied(net_client *c)
{
    int n = c->applied;

    c->applied = 0;
    return n;
}

int net_client_over(const net_client *c)
{
    return c->over;
}

int net_client_started(const net_client *c)
{
    return c->started;
}

const net_seat *net_client_seats(const net_client *c, int *n)
{
    *n = c->nseats;
    return c->seats;
}

const char *net_client_seat_title(const net_client *c, int i)
{
    return i >= 0 && i < NETMSG_SEATS_MAX ? c->title[i] : "";
}

int net_client_send_raw(net_client *c, const void *data, size_t len)
{
    ENetPacket *pk;

    if (!c->peer || !(pk = enet_packet_create(data, len, ENET_PACKET_FLAG_RELIABLE)))
        return -1;
    if (enet_peer_send(c->peer, 0, pk) != 0) {
        enet_packet_destroy(pk);
        return -1;
    }
    enet_host_flush(c->enet);
    return 0;
}

void net_client_traffic(const net_client *c, uint64_t *sent, uint64_t *received)
{
    *sent = c->enet->totalSentData;
    *received = c->enet->totalReceivedData;
}

int net_client_take_news(net_client *c)
{
    int n = c->news;

    c->news = 0;
    return n;
}

void net_client_disown(net_client *c)
{
    c->disowned = 1;
}
