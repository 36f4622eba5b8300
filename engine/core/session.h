/* session: one game being played, as a rules state plus the list of
 * actions that made it. A save is that list (with game id, scenario,
 * options and seed); loading rebuilds the state by replaying it; undo
 * replays all but the last action, and refuses to step back past an action
 * that rolled dice or revealed a card unless practice mode is on. Writing a
 * save is atomic: a temporary file renamed over the old one. */
#ifndef ENGINE_SESSION_H
#define ENGINE_SESSION_H

#include <stdint.h>

#include <cJSON.h>

#include "errs.h"
#include "game.h"
#include "glog.h"

/* "Roll my own dice": the action waiting for the faces of its dice. */
#define SESSION_ASK_MAX 64
typedef struct session_ask {
    cJSON *action;       /* owned; NULL when nothing is asked */
    int n;               /* faces entered for it so far (at the end of rolls) */
    int lo, hi;          /* range of the die asked for now */
    char purpose[80];    /* what it is for ("to-hit: fire at the North track") */
    int bot;             /* the action is the computer player's */
} session_ask;

/* The most chance outcomes (die faces, draws) one action may consume. */
#define SESSION_OUT_MAX 4096

/* A networked game's link, set by the network's screens (engine/ui/
 * uinet.c): the screens' changes go through it. */
typedef struct session_net {
    /* May this machine act for seat now? 0 with why (another player's
     * seat, the game not begun). */
    int (*local_seat)(void *ctx, int seat, char *why, size_t n);
    /* A player's end: the action goes to the host (0 sent; -1 with why),
     * and comes back applied. NULL on the host. */
    int (*send)(void *ctx, const cJSON *action, char *why, size_t n);
    /* The host's end: an action of this screen was applied: send it on. */
    void (*applied)(void *ctx);
    /* Undo of this machine's own last action (host or player): 0, or -1
     * with why. */
    int (*undo)(void *ctx, char *why, size_t n);
    /* May the computer play seat here? (the host plays the computer
     * seats, once the game has begun; a player's end never does) */
    int (*may_bot)(void *ctx, int seat);
    /* Is seat this screen's own (a person at the host's screen, a
     * player's own seat)? 1; else 0 with the name of whoever holds it
     * in who ("" when no one does). A watcher holds none. */
    int (*seat_here)(void *ctx, int seat, char *who, size_t n);
    /* What more a screen knows of seat (NULL: nothing):
     * SESSION_SEAT_WAITING, no one plays before the host's Start;
     * SESSION_SEAT_HOST, the person at the host's screen plays it;
     * SESSION_SEAT_COMPUTER, the host's computer plays it (a remote seat
     * handed to it: the rules' state still names the seat human). */
    int (*seat_where)(void *ctx, int seat);
} session_net;

#define SESSION_SEAT_WAITING 1
#define SESSION_SEAT_HOST 2
#define SESSION_SEAT_COMPUTER 3

/* session_apply / session_bot_step / session_enter_die: a die must be
 * entered first (own dice; s->ask says which). */
#define SESSION_NEED_DIE 1

#define SESSION_PLAYERS_MAX 8
#define SESSION_PLAYER_NAME 24

typedef struct session {
    const game_rules *rules;
    void *state;
    char datadir[512];
    char scenario[64];
    cJSON *options;      /* owned; may be NULL */
    uint64_t seed;
    cJSON *actions;      /* owned array of applied actions */
    unsigned char *chance; /* chance[i]: action i used the rng */
    signed char *seat;   /* seat[i]: the seat to move before action i (-1:
                            none); who made it, for undo */
    int nactions, cap;
    int practice;        /* undo may step back past chance */
    glog *log;           /* owned */
    cJSON *start;        /* owned: the position play began from; NULL: the
                            scenario's set-up from the seed */
    int *rolls;          /* die faces used before the rng, in order: the
                            save's "rolls" and faces entered by hand */
    unsigned char *rolled; /* rolled[i]: rolls[i] came from "Roll it for
                            me" (session_roll_die), not from the player */
    int nrolls, rolls_cap;
    int rolls_used;      /* how many the actions so far used */
    int bad_roll;        /* after a refused apply: index of a face that did
                            not fit its die, else -1 */
    int own_dice;        /* "Roll my own dice": every die is asked for */
    /* a networked game's players by seat ("": none, a person at the
     * host, the computer): the save keeps them, so a game hosted again
     * from it keeps each seat for its player */
    char players[SESSION_PLAYERS_MAX][SESSION_PLAYER_NAME + 1];
    session_ask ask;
    int on_disk;         /* read from a save or written to one (autosave,
                            Ctrl+S): Continue can take it up; a new game
                            is saved at its player's first move */
    int watch;           /* shown by the replay viewer: read-only, the
                            screens submit nothing to it */
    int *out;            /* the chance outcomes the last action applied
                            consumed, in order (every die face and draw:
                            network play sends them with the action) */
    int nout;            /* how many; -1 when more than SESSION_OUT_MAX */
    const session_net *net; /* a networked game's link (NULL: local) */
    void *net_ctx;
} session;

session *session_new(const game_rules *rules, const char *datadir,
                     const char *scenario, const cJSON *options,
                     uint64_t seed, errs *e);
void session_free(session *s);
/* A game going on from a position (a network client's: the public one
 * the host sends, with no rng state and no order of undrawn piles): its
 * chance comes fed with each action (session_apply_fed). The position is
 * its save's "start". NULL with messages in e when the game refuses it. */
session *session_new_at(const game_rules *rules, const char *datadir,
                        const char *scenario, const cJSON *options,
                        const cJSON *position, errs *e);
/* Apply an action through the rules; records it on success. In own-dice
 * mode it may return SESSION_NEED_DIE instead: nothing is applied yet and
 * s->ask names the die to enter (session_enter_die). */
int session_apply(session *s, const cJSON *action, char *why, size_t n);
/* Apply an action with the chance outcomes it is to consume (a host's
 * s->out after it applied it): fed strictly, in order. Refused, with
 * nothing changed, when the rules refuse the action, when a face does
 * not fit its die or draw, when the action wants more, or when it leaves
 * some unused. The faces become the session's rolls, so its save
 * replays. 0 or -1 with why. */
int session_apply_fed(session *s, const cJSON *action, const int *faces, int nfaces,
                      char *why, size_t n);
/* Own dice: the face of the die asked for. 0 when the action is then
 * applied, SESSION_NEED_DIE when another die is wanted, -1 with a reason
 * (a face out of range: ask again; a refusal: the ask is dropped). */
int session_enter_die(session *s, int face, char *why, size_t n);
/* Own dice, the computer's die: the program rolls the face asked for (the
 * same position rolls the same: seeded by the game's seed and the count
 * of faces so far) and enters it, marked as rolled; returns as
 * session_enter_die. */
int session_roll_die(session *s, char *why, size_t n);
/* Own dice: forget the action waiting for dice (faces entered for it go). */
void session_cancel_die(session *s);
/* Set before the first action: ask for every die. */
void session_set_own_dice(session *s, int on);
/* Number of actions undo can take back now (0 = nothing, or a die roll
 * is in the way). */
int session_can_undo(const session *s);
/* What undo may take back for the person playing seat (the seat to move,
 * in a game of several people at one screen): as session_can_undo, but 0
 * when the newest move not made by a computer seat (bit i of computer set:
 * seat i is the computer's) was another seat's. Undo never crosses a
 * hand-over between two people. seat < 0: session_can_undo. */
int session_can_undo_for(const session *s, int seat, unsigned computer);
/* The seat that was to move before action i (who made it), -1 if none. */
int session_seat_of(const session *s, int i);
/* Take back the last action (rebuilds by replay). 0 on success, -1 with a
 * reason in why. */
int session_undo(session *s, char *why, size_t n);
/* Network undo: take back the last action only when seat made it and it
 * revealed no die or card (no one else has acted since: it is the last).
 * 0, or -1 with a reason. */
int session_undo_seat(session *s, int seat, char *why, size_t n);
/* Let the bot play for the seat to move; returns the apply result. */
int session_bot_step(session *s, char *why, size_t n);
/* Is seat played at this screen? Every seat of a local game is (the
 * view's own seats say human or computer); in a networked game only the
 * screen's own seats are, and who names the player of another (may be
 * NULL). The views offer actions only for a seat of this screen's. */
int session_seat_here(const session *s, int seat, char *who, size_t n);
/* SESSION_SEAT_WAITING, _HOST, _COMPUTER or 0 (session_net.seat_where). */
int session_seat_where(const session *s, int seat);

cJSON *session_to_json(const session *s);
/* Atomic write (path.tmp then rename). 0 on success. */
int session_save(const session *s, const char *path, errs *e);
/* Load a save: checks every field, finds the game through find_rules,
 * replays. NULL with messages in e on any problem (nothing is written). */
typedef const game_rules *(*session_find_fn)(const char *id);
session *session_load(const char *path, const char *datadir,
                      session_find_fn find_rules, errs *e);
/* The same, stopping after the first at actions (at < 0: all of them);
 * more than the save holds is an error naming "actions". */
session *session_load_at(const char *path, const char *datadir,
                         session_find_fn find_rules, int at, errs *e);
/* session_load with the game found in a registry (the engine's screens
 * and network, which hold the app's list rather than a function). */
session *session_load_from(const char *path, const char *datadir,
                           const game_registry *games, errs *e);

#endif
