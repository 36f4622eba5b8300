/* race: the rules core of "Race to the Legations" (no SDL). Four relief
 * armies cross a hex map of Peking to fill the four legation hexes. The
 * state is a plain struct the view reads directly; every change goes
 * through an action (JSON for saves and the view, race_action natively
 * for the bot and the simulator).
 *
 * Header changes (additive only, newest last):
 *   v1  first version.
 *   v2  race_state gained roll_action, epoch, nb[], cube[] at its end
 *       (bookkeeping; views may ignore them).
 *   v3  race_unit gained `advance` at its end; race_roll_kind gained
 *       RACE_ROLL_CHINESE_LOSS at its end. A unit that wins a fight
 *       unharmed no longer takes the hex by itself: it MAY, by a "move"
 *       into that hex (no roll, no step spent) while the action phase
 *       lasts; doing anything else leaves it where it stood.
 *   v4  race_unit gained mroll, past at its end; race_state gained rout,
 *       rout_rest at its end; race_action_type gained RACE_A_ROUT at its
 *       end. A routed unit's owner picks its hex ({"type":"rout"}); the -1
 *       for moving past is judged on every step of the move; Chinese
 *       attacks may target the active player's own units.
 *       race_state gained level[] (the computer player's strength per
 *       nation, race_level) after rout_rest, and garrison[] after it.
 *   v5  race_state gained hint_cell, hint_unit at its end (bookkeeping).
 *   v6  race_state gained chinese[] and tried[] at its end (bookkeeping:
 *       a bit per hex holding a Chinese unit, kept by the rules for the
 *       bots; a bit per hex whose ctried may be set, cleared each turn).
 *   v7  race_state gained act_lo, act_hi, act_nation, act_units at its
 *       end (bookkeeping: where the active army's units lie).
 *
 * ---- Action JSON shapes (all compared field by field; hexes are "CCRR"
 * labels, units are indices into race_state.unit[]) ----
 *   {"type":"end_phase"}
 *        Leave the current phase. In the rally phase it first rolls for
 *        every suppressed unit not yet rallied. Always legal while the game
 *        runs (except while an activated Chinese unit awaits its order).
 *   {"type":"rally","unit":12}
 *        Rally phase: roll for one suppressed unit of the active nation.
 *   {"type":"fire","unit":12,"target":"0914"}
 *        Artillery phase: an artillery unit fires at a Chinese unit in a
 *        scouted hex up to 3 hexes away.
 *   {"type":"breach","unit":12,"dir":2}
 *        Breach phase: a unit tries to breach the wall on side dir (0 N,
 *        1 NE, 2 SE, 3 S, 4 SW, 5 NW) of its own hex.
 *   {"type":"activate","hex":"1010"}
 *        Rebel phase: roll to activate the Chinese unit in that hex.
 *   {"type":"rebel","hex":"1010","do":"move","to":"1011"}
 *   {"type":"rebel","hex":"1010","do":"attack","target":"1011"}
 *   {"type":"rebel","hex":"1010","do":"hold"}
 *        Rebel phase, only while that activated unit awaits its order
 *        (race_state.pending): move it one hex, make it attack (Boxers and
 *        Qing: an adjacent unit of another nation, no wall between; Qing
 *        artillery: another nation's unit among the closest foreign units
 *        of any nation within 2 hexes), or let it do nothing. An attack
 *        rolls twice, as a fight: first for the Chinese unit, then for
 *        the foreign one.
 *   {"type":"move","unit":12,"to":"0915"}
 *        Action phase: one step into an adjacent hex. The unit's first step
 *        of the turn makes its movement roll (which may fail or give one or
 *        two steps); later steps spend what is left. Entering a Chinese
 *        unit's hex is an attack. After a fight that destroyed the
 *        Chinese unit and left the attacker unaffected, a "move" of that
 *        unit into the cleared hex is its advance (race_unit.advance).
 *   {"type":"rout","unit":12,"to":"0915"}
 *        Rally phase, only while race_state.rout names that unit: the hex
 *        a routed unit falls back to (free, scouted, no wall between, not
 *        nearer the legation, never a legation hex). With one such hex the
 *        unit goes there at once; with none it stays.
 *   {"type":"swap","unit":12,"with":13}
 *        Action phase, reserve rule: healthy unit 12 trades places with the
 *        adjacent suppressed unit 13 of the same nation.
 * A view wanting one unit's choices uses race_unit_legal_json() (swaps
 * are listed for both units); every decision is in race_rules.legal.
 * Phases with nothing to decide are skipped automatically, so after an
 * action the phase (or the active nation) may already have moved on.
 */
#ifndef GAMES_RACE_RULES_RACE_H
#define GAMES_RACE_RULES_RACE_H

#include <stddef.h>
#include <stdint.h>

#include <cJSON.h>

#include "deck.h"
#include "dice.h"
#include "errs.h"
#include "game.h"
#include "glog.h"
#include "hex.h"

#define RACE_MAX_COLS 40
#define RACE_MAX_ROWS 40
#define RACE_MAX_CELLS (RACE_MAX_COLS * RACE_MAX_ROWS)
#define RACE_MAX_UNITS 64
#define RACE_NATIONS 4
#define RACE_LEGATION_HEXES 4
#define RACE_MAX_PALACE 8
#define RACE_MAX_ROLLS 32
#define RACE_MAX_HELP 32
#define RACE_HELP_LEN 400
#define RACE_MAX_ACTIONS 1024 /* bound on race_legal_actions() */

/* Nations, in seat order (the "seats" option lists them in this order). */
enum race_nation { RACE_BRITISH, RACE_RUSSIANS, RACE_JAPANESE, RACE_AMERICANS };
enum race_seat { RACE_SEAT_HUMAN, RACE_SEAT_COMPUTER, RACE_SEAT_EMPTY };
/* Computer player strength ("difficulty" option): easy is the first bot. */
enum race_level { RACE_LEVEL_EASY, RACE_LEVEL_NORMAL, RACE_LEVEL_HARD, RACE_LEVELS };
enum race_terrain { RACE_RURAL, RACE_CITY, RACE_PALACE, RACE_LEGATION };
/* Rebellion counters. RACE_C_EMPTY is discarded as soon as it is drawn, so
 * it never stays on the map. */
enum race_counter {
    RACE_C_NONE = -1,
    RACE_C_QING, RACE_C_QING_ART, RACE_C_BOXER, RACE_C_EMPTY,
    RACE_C_IMPASSABLE,
    RACE_COUNTER_KINDS
};
enum race_kind { RACE_TROOPS, RACE_ARTILLERY };
enum race_phase {
    RACE_PH_RALLY, RACE_PH_ARTILLERY, RACE_PH_BREACH, RACE_PH_REBEL,
    RACE_PH_ACTION, RACE_PH_OVER
};
/* hexgrid side layers */
enum { RACE_LAYER_WALL = 0, RACE_LAYER_BREACH = 1 };
enum race_result {
    RACE_RES_NONE,     /* still playing */
    RACE_RES_TOTAL,    /* one nation holds all four legation hexes */
    RACE_RES_SHARED,   /* several nations hold them */
    RACE_RES_NORESULT  /* round cap passed, or under four units left */
};
/* What a die in the tray was rolled for. */
enum race_roll_kind {
    RACE_ROLL_RALLY, RACE_ROLL_ARTILLERY, RACE_ROLL_BREACH,
    RACE_ROLL_ACTIVATE, RACE_ROLL_MOVE, RACE_ROLL_ATTACK, RACE_ROLL_DEFENCE,
    RACE_ROLL_CHINESE_ATTACK, RACE_ROLL_CHINESE_FIRE,
    RACE_ROLL_CHINESE_LOSS  /* a Chinese attack: the roll for the attacker */
};

typedef struct race_cell {
    unsigned char terrain; /* race_terrain */
    unsigned char scouted; /* once set, stays set */
    signed char counter;   /* race_counter on the hex, RACE_C_NONE if none */
    unsigned char csup;    /* suppression markers on that Chinese unit */
    unsigned char ctried;  /* its activation was rolled this turn */
    signed char unit;      /* foreign unit index, -1 if none */
    signed char start;     /* nation starting on this hex, -1 if none */
} race_cell;

typedef struct race_unit {
    unsigned char nation;  /* race_nation */
    unsigned char kind;    /* race_kind */
    unsigned char alive;
    short cell;            /* hex index (hex_index/hex_at on grid); -1 dead */
    unsigned char sup;     /* suppression markers */
    unsigned char pinned;  /* rally 8-9: may not use the reserve rule this turn */
    unsigned char no_ammo; /* artillery out of ammunition for the game */
    /* per-turn bookkeeping, cleared when its nation's turn starts */
    unsigned char rallied; /* rally roll made */
    unsigned char fired;   /* artillery fired (or ran dry) */
    unsigned char breach_tried;
    unsigned char rolled;  /* movement roll made: no second roll this turn */
    unsigned char steps;   /* steps left from the movement roll */
    unsigned char moved;   /* took at least one step (or swapped) */
    unsigned char fought;  /* attacked: may not move again */
    unsigned char swapped; /* used the reserve rule */
    unsigned char advance; /* 0, or 1 + the side of its hex across which it
                              may still take the hex it cleared in a fight */
    signed char mroll;     /* modified total of this turn's movement roll */
    unsigned char past;    /* the -1 for moving past was counted in mroll */
} race_unit;

/* One die of the last action, for the dice tray and the log. */
typedef struct race_roll {
    int kind;          /* race_roll_kind */
    int nation;        /* nation whose unit rolled or was rolled for; -1 Chinese */
    int unit;          /* foreign unit involved, -1 none */
    int cell;          /* hex of the target / Chinese unit, -1 none */
    int die, mod, total;
    char mods[80];     /* "+1 Qing, +1 2 hexes"; filled only when the action
                          was applied with a log (views always pass one) */
    char result[48];   /* "destroyed", "moves 2", ... */
} race_roll;

typedef struct race_state {
    /* --- the map (from the scenario file; only breaches change) --- */
    char scenario[32];
    hexgrid grid;                  /* size and walls/breaches on sides */
    int cols, rows;
    race_cell cell[RACE_MAX_CELLS]; /* indexed by hex_index(&grid, h) */
    int legation[RACE_LEGATION_HEXES]; /* cells */
    int npalace, palace[RACE_MAX_PALACE];
    /* --- armies --- */
    int nunits;
    race_unit unit[RACE_MAX_UNITS];
    int seat[RACE_NATIONS];        /* race_seat per nation */
    /* --- the Rebellion pile (draw + discard) --- */
    deck pile;                     /* cards are race_counter values */
    int counter_total;             /* pile + discard + on map: never changes */
    /* --- turn --- */
    int active;                    /* nation whose turn it is */
    int phase;                     /* race_phase */
    int round;                     /* 1-based; a round is every nation once */
    int round_cap;                 /* no result after this many rounds */
    long turns;                    /* nation turns begun */
    long nactions;                 /* actions applied */
    int pending;                   /* cell of an activated Chinese unit
                                      awaiting its order, -1 none */
    /* --- the dice tray: rolls of the last action that rolled --- */
    int nroll;
    race_roll roll[RACE_MAX_ROLLS];
    /* --- end --- */
    int result;                    /* race_result */
    int winner;                    /* nation on a total victory, else -1 */
    /* --- rules help for the view (scenario's "help" list) --- */
    int nhelp;
    char help[RACE_MAX_HELP][RACE_HELP_LEN];
    dice dice;                     /* all chance: rng + forced faces */
    /* --- bookkeeping the rules keep for themselves (views ignore) --- */
    long roll_action;              /* nactions when the tray was refilled */
    long epoch;                    /* bumps when passability changes
                                      (scouting, breaches, counters) */
    short nb[RACE_MAX_CELLS][HEX_DIRS]; /* neighbour cells, -1 off map */
    short cube[RACE_MAX_CELLS][2];      /* cube x, z: fast distances */
    /* --- a routed unit waiting for its owner to pick its hex --- */
    int rout;                      /* unit, -1 none */
    int rout_rest;                 /* ending the rally phase was asked for:
                                      roll the rest once the unit has gone */
    int level[RACE_NATIONS];       /* race_level of each nation's bot */
    int garrison[RACE_COUNTER_KINDS]; /* palace garrison by counter (the
                                      scenario's; extra to the pile) */
    /* where the rules last found something to decide in the rebel and
     * action phases: a guess checked first, so any value is safe */
    int hint_cell, hint_unit;
    /* a bit per cell holding a Chinese unit (Qing, Qing artillery,
     * Boxers), kept in step with cell[].counter by the rules so the bots
     * visit the Chinese units without sweeping the map */
    uint64_t chinese[(RACE_MAX_CELLS + 63) / 64];
    /* a bit per cell whose ctried was set this turn: a new turn clears
     * those flags without sweeping the map */
    uint64_t tried[(RACE_MAX_CELLS + 63) / 64];
    /* every unit of the active army lies at an index from act_lo to
     * act_hi - 1 (found when its turn opens, so the rules' sweeps skip
     * the other armies); it holds while active and nunits are still
     * act_nation and act_units (race_active_span) */
    int act_lo, act_hi, act_nation, act_units;
} race_state;

/* Native action (what the bot and the simulator use). Unused fields -1. */
enum race_action_type {
    RACE_A_END_PHASE, RACE_A_RALLY, RACE_A_FIRE, RACE_A_BREACH,
    RACE_A_ACTIVATE, RACE_A_REBEL_MOVE, RACE_A_REBEL_ATTACK,
    RACE_A_REBEL_HOLD, RACE_A_MOVE, RACE_A_SWAP, RACE_A_ROUT
};
typedef struct race_action {
    int type;   /* race_action_type */
    int unit;   /* rally, fire, breach, move, swap, rout */
    int other;  /* swap: the suppressed unit */
    int cell;   /* activate, rebel: the Chinese unit's hex */
    int to;     /* fire/rebel attack: target hex; move/rebel move/rout:
                   destination */
    int dir;    /* breach: side of the unit's hex */
} race_action;

extern const game_rules race_rules;

/* Build a game from datadir/scenarios/race/<scenario>.json; seat[] holds a
 * race_seat per nation (at least two not empty). NULL with messages in e. */
race_state *race_new(const char *datadir, const char *scenario,
                     const int seat[RACE_NATIONS], uint64_t seed, errs *e);
void race_free(race_state *st);
/* Check one scenario data file (not scenarios.json). */
int race_validate_scenario(const char *path, errs *e);

/* Legal actions now; returns how many were written (at most max). */
int race_legal_actions(const race_state *st, race_action *out, int max);
/* Legal actions of one foreign unit only (view: after selecting it). */
int race_unit_actions(const race_state *st, int unit, race_action *out, int max);
/* 1 if legal; otherwise 0 with a reason a player can read in why. */
int race_check(const race_state *st, const race_action *a, char *why, size_t n);
/* Check and apply; 0 on success, -1 refused (state unchanged). log may be
 * NULL (no formatting at all: the simulator's path). */
int race_do(race_state *st, const race_action *a, glog *log, char *why, size_t n);
/* JSON <-> native. from_json returns 0, or -1 with a reason. */
int race_action_from_json(const race_state *st, const cJSON *j,
                          race_action *a, char *why, size_t n);
cJSON *race_action_json(const race_state *st, const race_action *a);
/* race_unit_actions as a JSON array (caller frees). */
cJSON *race_unit_legal_json(const race_state *st, int unit);
/* The computer player's choice for the active nation. Deterministic: it
 * reads the state and rolls no dice. Returns 0, or -1 when the game is
 * over. */
int race_bot_choose(const race_state *st, race_action *a);

/* Positions (race_position.c): the state as JSON and back. read fills st,
 * built from the position's scenario with its seats (race_new), from the
 * position at pos; 1 when good. The names the JSON uses are below. */
cJSON *race_state_json(const void *st);
/* What every seat may see (game_rules.public_json): race_state_json
 * without the rng, the undrawn counters sorted by kind. */
cJSON *race_public_json(const void *st);
int race_position_read(race_state *st, const jdoc *d, errs *e, const cJSON *pos,
                       const char *path);
void *race_state_load(const char *datadir, const char *scenario,
                      const cJSON *options, const jdoc *d, const cJSON *pos,
                      const char *path, errs *e);
extern const char *const race_seat_ids[], *const race_dir_names[],
    *const race_counter_ids[], *const race_phase_ids[], *const race_roll_ids[];

/* Helpers for views and tests. */
const char *race_nation_name(int nation);    /* "British" */
const char *race_nation_id(int nation);      /* "british" */
const char *race_counter_name(int counter);  /* "Boxers" */
const char *race_phase_name(int phase);      /* "Rally" */
int race_cell_at(const race_state *st, const char *label); /* -1 if none */
const char *race_cell_label(const race_state *st, int cell, char *buf, size_t n);
/* Hexes the routed unit u may fall back to; returns how many (<= 6). */
int race_rout_hexes(const race_state *st, int u, int *out);
/* Units of the active nation whose advance after a won fight would lapse
 * if the action phase ended now; returns how many (out may be NULL). */
int race_lapsing_advances(const race_state *st, int *out, int max);
/* Legation hexes held by a nation. */
int race_legation_held(const race_state *st, int nation);
/* Is the side between two adjacent cells closed (wall, not breached)? */
int race_side_closed(const race_state *st, int a, int b);
/* "british-victory", "shared-victory", "no-result"; "" while playing. */
const char *race_result_name(const race_state *st);
/* Invariants (one unit per hex, unit and cell agree, no unit across an
 * unbreached wall from its start, counters conserved). 1 if all hold. */
int race_check_invariants(const race_state *st, char *why, size_t n);
/* Play one all-bot game to the end (native, no log); returns result. */
int race_play_bot_game(race_state *st, int check, char *why, size_t n);

#endif
