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

typedef struct session {
    const game_rules *rules;
    void *state;
    char datadir[512];
    char scenario[64];
    cJSON *options;      /* owned; may be NULL */
    uint64_t seed;
    cJSON *actions;      /* owned array of applied actions */
    unsigned char *chance; /* chance[i]: action i used the rng */
    int nactions, cap;
    int practice;        /* undo may step back past chance */
    glog *log;           /* owned */
} session;

session *session_new(const game_rules *rules, const char *datadir,
                     const char *scenario, const cJSON *options,
                     uint64_t seed, errs *e);
void session_free(session *s);
/* Apply an action through the rules; records it on success. */
int session_apply(session *s, const cJSON *action, char *why, size_t n);
/* Number of actions undo can take back now (0 = nothing, or a die roll
 * is in the way). */
int session_can_undo(const session *s);
/* Take back the last action (rebuilds by replay). 0 on success, -1 with a
 * reason in why. */
int session_undo(session *s, char *why, size_t n);
/* Let the bot play for the seat to move; returns the apply result. */
int session_bot_step(session *s, char *why, size_t n);

cJSON *session_to_json(const session *s);
/* Atomic write (path.tmp then rename). 0 on success. */
int session_save(const session *s, const char *path, errs *e);
/* Load a save: checks every field, finds the game through find_rules,
 * replays. NULL with messages in e on any problem (nothing is written). */
typedef const game_rules *(*session_find_fn)(const char *id);
session *session_load(const char *path, const char *datadir,
                      session_find_fn find_rules, errs *e);

#endif
