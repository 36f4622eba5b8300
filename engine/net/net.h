/* net: network play over ENet, beside the session. The host runs the
 * session and is the only authority: a client sends the action it wants,
 * the host checks the sender's seat, the turn and the rules, applies it
 * and sends it to every client with the chance outcomes it consumed and
 * the digest of the public position. A client goes on from the public
 * position it was sent (no rng, no order of undrawn piles) and applies
 * each action with its outcomes (session_apply_fed). Messages: netmsg.h;
 * the protocol is written up in docs/network.md. No game knows of this. */
#ifndef ENGINE_NET_H
#define ENGINE_NET_H

#include <stdint.h>

#include <cJSON.h>

#include "core/errs.h"
#include "core/game.h"
#include "core/session.h"
#include "net/netmsg.h"

enum net_seat_kind { NET_HERE, NET_COMPUTER, NET_REMOTE, NET_EMPTY };

typedef struct net_seat {
    int kind;                        /* enum net_seat_kind */
    char name[NETMSG_NAME_MAX + 1];  /* the player who holds it ("" none yet) */
    int connected;                   /* a remote seat's player is here now */
    double dropped_at;               /* when its player dropped (seconds) */
    int was_remote;                  /* a remote seat handed to the computer */
    int reserved;                    /* kept for name, the save's player, who
                                        has not joined yet */
} net_seat;

/* Lines for the host's log ("Ann joins seat 2", a refusal and why). */
typedef void (*net_log_fn)(void *ctx, const char *line);
/* One log line, host's or client's: to fn, or to standard error after
 * prefix ("host: ") when fn is NULL. */
void net_logf(net_log_fn fn, void *ctx, const char *prefix, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A seat kind's name as it travels ("remote"), and back (NET_EMPTY when
 * it is none). */
const char *net_seat_kind_name(int kind);
int net_seat_kind_of(const char *name);

typedef struct net_host_opts {
    session *s;                 /* the game (not owned; outlives the host) */
    int kind[NETMSG_SEATS_MAX]; /* each seat's kind */
    int nseats;
    int port;                   /* 0: any free port (net_host_port says) */
    const char *program;        /* this program and its version */
    double rejoin_wait;         /* seconds a dropped seat waits; < 0: for ever */
    int play_computer;          /* the host plays its computer seats itself */
    int lobby;                  /* the host's screen starts the game
                                   (net_host_begin), not the last seat taken */
    const char *name;           /* the person at the host's screen, whose
                                   name its seats carry (NULL: none) */
    net_log_fn log;             /* NULL: standard error */
    void *log_ctx;
} net_host_opts;

typedef struct net_host net_host;

/* Listen on 0.0.0.0:port. NULL with a message in e. */
net_host *net_host_new(const net_host_opts *o, errs *e);
/* Say goodbye to every client (the last messages are sent first). */
void net_host_free(net_host *h);
int net_host_port(const net_host *h);
const char *net_host_code(const net_host *h);
/* Run what the network brought within timeout_ms (it sleeps in the
 * socket's wait: no CPU while nothing comes), then the computer seats'
 * moves. Returns -1 on a network failure, else 0. */
int net_host_poll(net_host *h, int timeout_ms);
/* 1 when the socket has something to read within timeout_ms, else 0. It
 * reads nothing (net_host_poll does), so a second thread may wait here
 * while the first polls: the window wakes when a message comes. */
int net_host_wait(const net_host *h, int timeout_ms);
/* Every remote seat has its player (or was given to the computer): play
 * may go on. */
int net_host_started(const net_host *h);
/* Every remote seat has its player or went to the computer. */
int net_host_ready(const net_host *h);
/* o.lobby: the host's Start. Play begins when the seats are ready; 0,
 * or -1 (nothing changes) while a remote seat is still open. */
int net_host_begin(net_host *h);
/* The game is over (and every client was told). */
int net_host_over(const net_host *h);
/* An action for a seat played here (a person at the host's screen):
 * applied and sent on. 0, or -1 with the rules' reason. */
int net_host_play(net_host *h, const cJSON *action, char *why, size_t n);
/* The host's screen applied an action itself (a seat here, a computer
 * seat): send it on. */
void net_host_applied(net_host *h);
/* Undo at the host's screen: the last action, when a seat here made it
 * and it revealed no die or card. 0, or -1 with why. */
int net_host_undo_here(net_host *h, char *why, size_t n);
/* The kind of seat i, NET_EMPTY when there is none. */
int net_host_seat_kind(const net_host *h, int i);
/* The host's own chat line, sent to every client. */
void net_host_say(net_host *h, const char *from, const char *text);
/* Hand seat i (0-based) to the computer: a remote seat whose player is
 * away, or one nobody took. */
void net_host_give_to_computer(net_host *h, int i);
const net_seat *net_host_seats(const net_host *h, int *n);
/* Bytes the host has sent so far (the bench). */
uint64_t net_host_bytes_sent(const net_host *h);

/* ---- the client ---- */
typedef struct net_client_opts {
    const game_registry *games;
    const char *datadir;
    const char *address;        /* "host:port" */
    const char *code, *name;
    int seat;                   /* 1-based; 0: any open seat */
    int watch;
    int look;                   /* only ask for the seats first (then
                                   net_client_take_seat) */
    const char *program;
    net_log_fn log;             /* NULL: standard error */
    void *log_ctx;
} net_client_opts;

typedef struct net_client net_client;

/* Connect (waits up to timeout_ms for the host to answer). NULL with a
 * message in e. The handshake goes on in net_client_poll. */
net_client *net_client_new(const net_client_opts *o, int timeout_ms, errs *e);
void net_client_free(net_client *c);
/* Run what came within timeout_ms. Returns 0, or -1 when the connection
 * is over (refused, dropped: net_client_why says why). */
int net_client_poll(net_client *c, int timeout_ms);
/* As net_host_wait, for a player's socket. */
int net_client_wait(const net_client *c, int timeout_ms);
const char *net_client_why(const net_client *c);
/* The game once welcomed (NULL before): a session going on from the
 * host's public position. */
session *net_client_session(net_client *c);
/* Actions of the game before the session's first (the position's count),
 * so the game's count is this plus the session's. */
int net_client_base(const net_client *c);
/* The seat held (0-based), -1 watching. */
int net_client_seat(const net_client *c);
/* This client's seat is to move and no action of it is on its way. */
int net_client_my_turn(const net_client *c);
/* Send an action for this client's seat (it is applied when the host
 * sends it back). 0, or -1 with why. */
int net_client_send_action(net_client *c, const cJSON *action, char *why, size_t n);
int net_client_send_chat(net_client *c, const char *text);
int net_client_send_undo(net_client *c);
/* Actions applied since the last call (the bench's clock); resets. */
int net_client_take_applied(net_client *c);
/* The host said the game is over. */
int net_client_over(const net_client *c);
/* The host has started the game (before: its lobby fills, no one acts). */
int net_client_started(const net_client *c);
const net_seat *net_client_seats(const net_client *c, int *n);
/* Seat i's (0-based) name as the host's seats message gave it
 * ("Russians"); "" when it gave none. */
const char *net_client_seat_title(const net_client *c, int i);
/* Bytes this client's socket sent and received so far, ENet's own
 * headers and acknowledgements included (the bench). */
void net_client_traffic(const net_client *c, uint64_t *sent, uint64_t *received);
/* What changed in the session since the last call (NET_NEWS_*); resets. */
enum { NET_NEWS_APPLIED = 1, NET_NEWS_UNDONE = 2, NET_NEWS_POSITION = 4 };
int net_client_take_news(net_client *c);
/* The session now belongs to a screen: net_client_free leaves it. */
void net_client_disown(net_client *c);
/* A look (net_client_opts.look): the host sent its seats (net_client_seats)
 * and waits for this player's choice. */
int net_client_looked(const net_client *c);
/* Seat n (1-based), or watch: join after a look. 0, or -1 when it could
 * not be sent. */
int net_client_take_seat(net_client *c, int seat, int watch);
/* A seat a newcomer called name may take: a remote seat no one holds,
 * or one this name held and dropped. */
int net_seat_open(const net_seat *st, const char *name);
/* Send raw bytes as one message (tests of the host's checks). */
int net_client_send_raw(net_client *c, const void *data, size_t len);

#endif
