/* tuan: the rules core of "Tuan", Boxer-Rebellion battles with trays of
 * figures on a measured table (no SDL). The state is a plain struct the
 * view reads; every change goes through an action (JSON for saves and the
 * view, tu_action natively for the bot and the simulator).
 *
 * A turn: the sides dice for who activates (the side holding the initiative
 * adds 1); the winner activates one tray or a lead tray and its group (all
 * within 8", one nation for the Allies, artillery exempt), rallies a routed
 * tray, continues a hand-to-hand fight or forfeits; the activated trays roll
 * their actions and spend them; then the sides dice again, until every
 * tray has had its chance.
 *
 * ---- Action JSON shapes (trays are named by their scenario ids) ----
 *   {"type":"activate","trays":["jp1","jp2"]}  first is the lead tray
 *   {"type":"rally","tray":"jp1"}             a routed tray, once a turn
 *   {"type":"melee","tray":"jp1","target":"bx"}  fight on, no roll
 *   {"type":"forfeit","tray":"jp1"}           activated, does nothing
 *   {"type":"pass"}                           forfeit every tray left
 *   {"type":"move","tray":"jp1","x":12,"y":20[,"facing":90]}
 *   {"type":"fire","trays":["jp1","gun"],"target":"cn2"}
 *   {"type":"fire","trays":["gun"],"target":"cn2","spotter":"jp1"}  indirect
 *                                             fire: the leader of jp1 (within
 *                                             6" of the gun) spots; a cannon's
 *                                             own leader may add "at":[x,y],
 *                                             where he stands; without
 *                                             "spotter" the computer's pick
 *   {"type":"fire","trays":["jp1"],"target":"jp2"}  random event 2: at the
 *                                             friendly tray its owner chose
 *   {"type":"charge","tray":"bx","target":"jp4"[,"with":["bx2"]]}
 *   {"type":"charge","tray":"bx","targets":["jp4","jp3"]}  several defenders
 *   {"type":"face","tray":"jp1","facing":90}  a retreated tray's facing,
 *                                             chosen by its owner
 *   {"type":"formation","tray":"jp1"}         column <-> skirmish
 *   {"type":"mount","tray":"cav"}             mount <-> dismount
 *   {"type":"limber","tray":"gun"}            limber/unlimber, mantle/dismantle
 *   {"type":"recrew","tray":"gun"}
 *   {"type":"resupply","tray":"jp1"}
 *   {"type":"end_activation"}                 give up the actions left
 *   {"type":"start"}                          the first dice for who
 *                                             activates: a game opens with
 *                                             it (phase "open"), so a player
 *                                             rolling his own dice is asked
 *                                             for them like any other */
#ifndef GAMES_TUAN_H
#define GAMES_TUAN_H

#include <stdint.h>

#include <cJSON.h>

#include "dice.h"
#include "errs.h"
#include "glog.h"
#include "jsonload.h"
#include "table.h"

#define TU_MAX_TRAYS 40
#define TU_MAX_OBJ 6
#define TU_SIDES 2

enum { TU_ALLIES, TU_CHINESE };
enum tu_arm { TU_INFANTRY, TU_CAVALRY, TU_ARTILLERY, TU_MG, TU_TEAM, TU_ARMS };
enum tu_weapon {
    TW_RIFLE, TW_CARBINE, TW_MUSKET, TW_PISTOL, TW_BOW, TW_SPEAR,
    TW_LIGHT_ART, TW_HEAVY_ART, TW_ML_SMOOTH, TW_ML_RIFLED, TW_MECH_MG,
    TW_SELF_MG, TW_GINGAL, TW_ROCKET, TW_HAND, TW_KINDS
};
/* troop class: sets the starting morale 1 / 2 / 3 */
enum tu_class { TC_ALLIED, TC_MODERN, TC_TRADITIONAL, TC_BOXER, TC_KINDS };
/* Chinese forces, for the optional rule that keeps them apart */
enum tu_force { TF_NONE, TF_IMPERIAL, TF_PROVINCIAL, TF_BOXER };

/* the eight optional rules, in the order of the text; then the other
 * side of three readings of the basic rules (notes.md, "Rules audit") */
enum tu_opt {
    TO_BOXER_IMMUNE, TO_RED_LANTERNS, TO_CHINESE_GUNNERS, TO_CHINESE_APART,
    TO_CAVALRY_ONE_HIT, TO_TIGERMEN, TO_RUSSO_JAPANESE, TO_COUNTER_CHARGE,
    TO_EVENT_LEAD_ONLY,        /* random events for the lead tray only */
    TO_LOW_GROUND_BLOCKS,      /* every broken ground and structure blocks fire */
    TO_ROUTED_DIE_EACH,        /* a routed defender rolls one die per figure */
    TO_SPOTTER_OWN_LEADER,     /* only the cannon's own leader spots for it */
    TO_COUNT
};

/* TU_P_OPEN: the first dice for who activates are still to roll ("start") */
enum tu_phase { TU_P_SELECT, TU_P_ACT, TU_P_OVER, TU_P_OPEN };
enum tu_result { TU_R_NONE = -1, TU_R_ALLIES, TU_R_CHINESE, TU_R_DRAW };

typedef struct tu_weapon_info {
    const char *id;
    double range;      /* inches; -1 unlimited, 0 cannot fire */
    int dice;          /* per figure, or per piece for guns */
    int per_piece;
} tu_weapon_info;
extern const tu_weapon_info tu_weapons[TW_KINDS];

typedef struct tu_tray {
    char id[24], name[48], nation[16];
    int side, arm, weapon, cls, force;
    int tigermen, lantern;     /* tigermen; a Red Lantern figure on board */
    int figures, figures0;     /* non-officer figures now / at the start */
    int officer;               /* the officer or leader stands */
    int guns;                  /* artillery and machine-gun pieces */
    int has_team;              /* a limbered gun with horses */
    int base_morale;
    int lost;                  /* casualties, officer included */
    int column, mounted, limbered;
    int routed, routed_turn, rally_tried;
    int no_ammo, fired, spent;
    int activated, actions;
    int inspired, frenzy, ensign, bled; /* events; bled: a Boxer was hit */
    int crew_away;             /* the crew left its gun at gun */
    table_piece gun;
    int off;                   /* left the table or destroyed */
    int melee;                 /* in hand-to-hand contact with, or -1 */
    int team_of;               /* TU_TEAM: the gun it pulls */
    int must_charge;           /* event 11: the tray it must charge, or -1 */
    int face_choice;           /* retreated: its owner chooses its facing */
    int ff_choice;             /* random event 2: its owner chooses the
                                * friendly tray it fires on */
    int spot_by;               /* a cannon's last indirect fire: the tray whose
                                * leader spotted (-1 none), standing at spot_at */
    vec2 spot_at;
    int defined;               /* a position defined the tray (not the scenario) */
    table_piece p;
} tu_tray;

typedef struct tu_objective {
    char id[24], name[48];
    vec2 at;
    double r;
    int arm;                   /* -1: any arm */
} tu_objective;

typedef struct tu_state {
    char scenario[32], title[64];
    table tab;
    int ntrays;
    tu_tray tray[TU_MAX_TRAYS];
    int nobj;
    tu_objective obj[TU_MAX_OBJ];
    int own_terrain;           /* a position placed the terrain (not the scenario) */
    int attacker;              /* side that must take the objectives */
    int initiative;            /* side adding 1 to its activation die */
    int max_turns;
    int opt[TO_COUNT];
    int seat[TU_SIDES];        /* 0 human, 1 computer */
    int level[TU_SIDES];       /* GAME_LEVEL_* of each side's computer */

    int turn, phase, side, result;
    int group[TU_MAX_TRAYS], ngroup, single;
    int fire_only[TU_MAX_TRAYS]; /* guns beyond 8" of the lead: fire only */
    int init_roll[TU_SIDES];
    dice dice;
    long nactions;
    /* the last action's indirect fire, for the view to draw the spotter's
     * line (gun to spotter to target); not part of a position */
    int spot_valid, spot_gun, spot_target;
    vec2 spot_at;
} tu_state;

enum tu_action_type {
    TA_ACTIVATE, TA_RALLY, TA_MELEE, TA_FORFEIT, TA_PASS, TA_MOVE, TA_FIRE,
    TA_CHARGE, TA_FORMATION, TA_MOUNT, TA_LIMBER, TA_RECREW, TA_RESUPPLY,
    TA_END_ACTIVATION, TA_FACE, TA_START, TA_TYPES
};

typedef struct tu_action {
    int type;
    int tray, target;
    int n, trays[TU_MAX_TRAYS];   /* activate, fire; charge: the other attackers */
    int nmore, more[TU_MAX_TRAYS]; /* charge: defenders besides target */
    double x, y, facing;
    int has_facing;
    int has_spotter, spotter;     /* fire: the tray whose leader spots for a cannon */
    int has_spot;                 /* ...the cannon's own leader standing at spot */
    vec2 spot;
} tu_action;

#define TU_MAX_LEGAL 2048

/* Loading: a fresh game from scenarios/tuan/<scenario>.json under datadir,
 * its first dice for who activates rolled. */
tu_state *tu_new(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                 const int seat[TU_SIDES], uint64_t seed, errs *e);
/* The same, waiting for its "start" (phase TU_P_OPEN): a game played
 * through actions (saves, the screen) opens with it. */
tu_state *tu_new_open(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                      const int seat[TU_SIDES], uint64_t seed, errs *e);
void tu_free(tu_state *st);
int tu_validate_scenario(const char *path, errs *e);

/* Play: check and apply one action (0), or refuse it with a reason (-1). */
int tu_apply(tu_state *st, const tu_action *a, glog *log, char *why, size_t n);
int tu_legal(const tu_state *st, tu_action *out, int max);
int tu_bot_choose(tu_state *st, tu_action *a);
/* The tray whose owner must choose its facing after a retreat, or -1;
 * while there is one, only its "face" action is taken. */
int tu_face_pending(const tu_state *st);
/* The tray that must fire on a friendly tray of its owner's choosing
 * (random event 2), or -1; while there is one (and no facing to choose),
 * only its "fire" at a friendly tray is taken. */
int tu_ff_pending(const tu_state *st);
/* may tray i, under random event 2, fire on the friendly tray j? */
int tu_ff_target_ok(const tu_state *st, int i, int j);
/* Plays the game out with the bot; check (may be NULL) runs after every
 * action and stops the game on a non-zero return. -1 on a stuck game. */
int tu_play_out(tu_state *st, glog *log, int (*check)(const tu_state *, char *, size_t),
                char *why, size_t n);

/* Questions the view and the bot ask. */
int tu_morale(const tu_state *st, int i);
int tu_find_tray(const tu_state *st, const char *id);
double tu_allowance(const tu_state *st, int i);
int tu_can_fire_at(const tu_state *st, int i, int target, char *why, size_t n);
/* Indirect fire of a cannon that cannot see target: where its leader
 * stands to spot (within 6" of the gun, seeing target and gun); 0 if
 * nowhere. */
int tu_spotter(const tu_state *st, int i, int target, vec2 *at);
/* May the leader of tray s, standing at at, spot for cannon i at target?
 * 0 with a reason if not. (s == i: the cannon's own leader walked out.) */
int tu_spot_ok(const tu_state *st, int i, int target, int s, vec2 at, char *why, size_t n);
/* The spotter the computer picks for cannon i at target: the gun's own
 * leader where tu_spotter finds a place, else the nearest other leader
 * within 6" (unless the option keeps to the own leader); 0 if none. */
int tu_spotter_pick(const tu_state *st, int i, int target, int *s, vec2 *at);
const char *tu_side_name(int side);
const char *tu_result_name(const tu_state *st);
/* Invariants of a sane state (morale 1-4, no tray inside another or in
 * impassable terrain); 0 with a reason when one fails. */
int tu_check_invariants(const tu_state *st, char *why, size_t n);

/* JSON */
int tu_action_from_json(const tu_state *st, const cJSON *j, tu_action *a,
                        char *why, size_t n);
cJSON *tu_action_json(const tu_state *st, const tu_action *a);
cJSON *tu_state_json(const tu_state *st);
/* The inverse of tu_state_json for the scenario and options of a save. */
void *tu_state_load(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                    const int seat[TU_SIDES], const jdoc *d, const cJSON *pos,
                    const char *path, errs *e);

#endif
