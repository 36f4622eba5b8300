/* game: the rules half of a game module, the table of entry points every
 * rules core fills in (no SDL here). The app's registry pairs it with the
 * view half (engine/ui/gameview.h).
 *
 * Actions travel as small cJSON objects ({"type":"fire","track":"N"}) so
 * saves, replays, the view and the bot all speak the same language. A rules
 * core is free to use native structs inside (the simulator does). */
#ifndef ENGINE_GAME_H
#define ENGINE_GAME_H

#include <stddef.h>
#include <stdint.h>

#include <cJSON.h>

#include "errs.h"
#include "glog.h"
#include "jsonload.h"
#include "dice.h"
#include "rng.h"
#include "story.h"

/* Result of `legation sim`: outcome names and counts. */
#define SIM_MAX_OUTCOMES 24
typedef struct sim_report {
    long games;
    double seconds;  /* CPU time the games took (the rate is per CPU second) */
    int noutcomes;
    char outcome[SIM_MAX_OUTCOMES][48];
    long count[SIM_MAX_OUTCOMES];
    char extra[512]; /* game-specific summary lines for the text report */
} sim_report;
/* Count one game with this outcome name. */
void sim_report_count(sim_report *r, const char *outcome);
/* The seed of game i of a `sim` run from seed: mixed, so that runs from
 * neighbouring seeds share no game and every seed is an independent sample. */
uint64_t sim_game_seed(uint64_t seed, long i);
/* The process's CPU seconds so far (sim_report.seconds: fair on a machine
 * other work keeps busy). */
double sim_cpu_seconds(void);

/* The computer player's strength, the "difficulty" option of the games
 * that have one: a level for every computer seat ("hard") or one a seat
 * (["hard", "easy"], the seats' order). */
enum { GAME_LEVEL_NORMAL, GAME_LEVEL_EASY, GAME_LEVEL_HARD, GAME_LEVELS }; /* a zeroed
                                                     state is at the normal level */
extern const char *const game_level_names[GAME_LEVELS];
/* Read options' "difficulty" into level[0..nseats-1] (absent: normal),
 * levels up to top offered. 0 with a message naming game in e when it is
 * neither such a level nor an array of nseats of them. */
int game_levels_of(const cJSON *options, int nseats, int top, int *level, const char *game,
                   errs *e);

/* The keys one type of action may hold besides "type" (NULL-terminated
 * inside keys). A game lists every action type it reads, ending the list
 * with an entry whose type is NULL; see game_rules.action_keys. */
#define GAME_ACTION_MAX_KEYS 8
typedef struct game_action_keys {
    const char *type;                              /* "fire" */
    const char *keys[GAME_ACTION_MAX_KEYS + 1];    /* { "unit", "target" } */
} game_action_keys;

typedef struct game_rules {
    const char *id;          /* "kutf" */
    const char *title;       /* "Keep Up The Fire!" */
    const char *blurb;       /* two short lines separated by '\n' */
    int min_players, max_players;

    /* Build a new game from scenarios/<id>/<scenario>.json found under
     * datadir, with options (an object, may be NULL) and a seed. NULL with
     * messages in e on bad data or options. */
    void *(*create)(const char *datadir, const char *scenario,
                    const cJSON *options, uint64_t seed, errs *e);
    void (*destroy)(void *st);
    /* Check and apply one action. 0 on success; -1 when refused, with a
     * sentence a player can read in why (and the state unchanged). */
    int (*apply)(void *st, const cJSON *action, glog *log, char *why, size_t n);
    /* Every legal action now, as a JSON array (caller frees). */
    cJSON *(*legal)(const void *st);
    /* Seat whose decision it is (0-based); -1 when the game is over. */
    int (*seat_to_move)(const void *st);
    /* 1 when over, with the outcome name ("decisive-defeat") in buf. */
    int (*outcome)(const void *st, char *buf, size_t n);
    /* The computer player's choice for the seat to move (caller frees). */
    cJSON *(*bot_action)(void *st);
    /* The whole state, for `legation replay --json` (caller frees). */
    cJSON *(*state_json)(const void *st);
    /* The rng inside the state: the session reads its use count to find
     * undo barriers (actions that rolled dice or revealed cards). NULL
     * with state_dice given: the dice's own rng. */
    rng *(*state_rng)(void *st);
    /* Check one data file of this game (any file under scenarios/<id>/). */
    int (*validate)(const char *path, errs *e);
    /* Play `games` bot games for `legation sim`, game i seeded with
     * sim_game_seed(seed, i), in the scenario and with the options `play`
     * would take (scenario NULL: the first; options NULL: the defaults).
     * NULL if there is no bot. -1 with a reason in out->extra. */
    int (*sim)(const char *datadir, const char *scenario, const cJSON *options,
               long games, uint64_t seed, sim_report *out);
    /* A position: rebuild a state from the JSON that state_json writes,
     * found at node pos of document d (path names pos in messages, such as
     * "start"), for the scenario and options of the save. Load is the
     * inverse of dump, field by field; anything missing, mistyped, out of
     * range or inconsistent is reported as file:line: path. NULL with the
     * messages in e. NULL entry: the game has no positions yet. */
    void *(*state_load)(const char *datadir, const char *scenario,
                        const cJSON *options, const jdoc *d, const cJSON *pos,
                        const char *path, errs *e);
    /* The dice inside the state: the session feeds them a save's "rolls"
     * and the faces a player enters ("Roll my own dice"). NULL: the game
     * takes neither. */
    dice *(*state_dice)(void *st);
    /* Every action type with the keys it may hold, ended by {NULL}. The
     * engine checks each action of a save against it before replaying
     * (game_check_action): an unknown type, an unknown key or a key twice
     * is refused as "file:line: actions[i].key: unknown key". A new game
     * adopts it by listing what its action_from_json reads (and a unit test
     * that every legal and bot action fits, as test_<game>_actionkeys.c
     * do). NULL: only duplicated keys are refused. */
    const game_action_keys *action_keys;
    /* The state as every seat may see it (caller frees): no rng state, no
     * order of undrawn cards or counters (their contents in a canonical
     * order, or their counts, are fine), nothing derived from the seed.
     * state_load takes it back and builds a state that goes on when its
     * chance comes fed (dice_blind). NULL: state_json without its rng
     * fields (game_public_json). */
    cJSON *(*public_json)(const void *st);
    /* Where turns and cards begin and the figures of the story charts
     * (story.h), for the replay viewer. NULL: the viewer marks no turns
     * and the game has no story page. */
    const game_story *story;
    /* One line of where a game stands, for the Load list ("Round 3,
     * Action phase; legation hexes held: British 1"). NULL: none. */
    void (*summary)(const void *st, char *buf, size_t n);
} game_rules;

/* The usual `validate` of game r: its scenarios.json by
 * game_validate_catalog, any other .json by scenario, .md notes by notes
 * (jdoc_check_notes or game_check_text); any other file is refused. 1
 * when good; otherwise the problems in e. */
int game_validate_file(const char *path, const game_rules *r,
                       int (*scenario)(const char *path, errs *e),
                       int (*notes)(const char *path, errs *e), errs *e);
/* A scenarios.json of game r: the catalog's own checks, then, when the
 * file sits at <root>/scenarios/<r->id>/, every scenario built by
 * r->create with its default options. The options' meaning is the
 * game's (how many names "seats" takes, a switch the game reads as true
 * or false): a catalog the checks pass but the game cannot start from is
 * refused here, naming the scenario and the game's reason. */
int game_validate_catalog(const game_rules *r, const char *path, errs *e);
/* A notes file that is only read, not parsed: non-empty text. */
int game_check_text(const char *path, errs *e);
/* The JSON array of n native actions, size bytes each, made one by one
 * by to_json (what a game's `legal` returns; an action it cannot make is
 * left out). */
cJSON *game_actions_json(const void *st, const void *actions, size_t size, int n,
                         cJSON *(*to_json)(const void *st, const void *action));

/* The games a program has. The app hands its list to the engine when it
 * starts (the screens through ui_set_games, the network through the host
 * and client it opens), so nothing under engine/ calls up into app/. */
#define GAME_REGISTRY_MAX 16
typedef struct game_registry {
    const game_rules *rules[GAME_REGISTRY_MAX];
    int n;
} game_registry;
/* The game called id, or NULL. */
const game_rules *game_registry_find(const game_registry *g, const char *id);

/* Check one action read from document d at path ("actions[3]") against
 * r->action_keys: an object, no key twice, a "type" the game knows, only
 * that type's keys. 1 when good; otherwise the problems in e. */
int game_check_action(const game_rules *r, const jdoc *d, errs *e,
                      const cJSON *action, const char *path);

/* The public position of st: r->public_json, or by default r->state_json
 * without its rng fields (game_public_strip). Every number but a whole one
 * is written in 17 digits (raw items), so that a client that loads it has
 * the host's very values. Caller frees; NULL when the game has no
 * state_json. */
cJSON *game_public_json(const game_rules *r, const void *st);
/* Remove the rng fields of a state_json: "rng" and "rng_uses" at the top,
 * "rng" and "uses" of a top-level "dice" (position_dice_json's). For a
 * game's own public_json, which then hides its piles' order. */
void game_public_strip(cJSON *j);
/* FNV-1a 64 over cJSON_PrintUnformatted of game_public_json (keys in the
 * game's own, stable order): equal on every machine in step. 0 when there
 * is no public position. */
uint64_t game_public_digest(const game_rules *r, const void *st);

#endif
