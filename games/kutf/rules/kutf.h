/* kutf: rules core of "Keep Up The Fire!" (solitaire, Peking 1900).
 * Since v1 (additive only): kutf_data_load_scenario, kutf_play_bot_game, KUTF_SRC_PERM, state fields bactive..moves_made, fxq; audit: fx_done;
 * speed: kutf_wall_units, kutf_low_unit, kutf_plan_look_at, kutf_plan.headline.
 *
 * Owns the game data (map + cards, loaded from scenarios/kutf/), the plain
 * game state the view reads, the action vocabulary, legality, the bot and
 * the game-module table `kutf_rules`. No SDL here.
 *
 * ---------------------------------------------------------------------
 * ACTIONS (JSON form; the native form is kutf_action below)
 *   Ids: tracks "N","E","S","W"; legation units by their map id
 *   ("AT","GB","FR","DE","IT","JP","RU","US"); the International Gun "GUN";
 *   defender boxes "N1","N2","E1",...,"W2"; gun boxes "NG","EG","SG","WG";
 *   cards by their id ("1".."24", "A".."L").
 *
 *   {"type":"place","unit":"GB","box":"N1"}  set-up (each of the 8 units,
 *        any order, two per wall), a revived unit (any vacant box), or the
 *        gun when it arrives: {"type":"place","unit":"GUN","box":"NG"}
 *   {"type":"fortify"}                       Legation Actions: +1 fort level
 *   {"type":"fire","track":"N"}              fire at Extreme/Long range
 *   {"type":"melee","track":"W"}             melee at Wall/Street Fighting
 *   {"type":"peitang"}                       a card's Peitang opportunity
 *   {"type":"casualty","target":"GB"}        allocate one melee casualty;
 *   {"type":"casualty","target":"fort"}        ... or to the fortification
 *   {"type":"move","unit":"US","track":"E"}  Legation Movement (also "GUN")
 *   {"type":"swap","unit":"US","with":"GB"}  exchange two unengaged units
 *   {"type":"speed"}  {"type":"power"}       Commands: +1 box Speed / CP
 *   {"type":"attack"}  {"type":"advance"}    Commands: attack the blocker /
 *                                            advance toward Peking
 *   {"type":"loss","choice":"speed2"|"cp2"|"both"|"retreat"}  one Loss
 *   {"type":"play_event","card":"C"}         play a held event now
 *   {"type":"gain","unit":"GB"}              pick who receives a CP gain
 *   {"type":"lose","unit":"GB"}              pick who suffers a CP loss
 *   {"type":"halt","track":"N"}              pick the track that holds still
 *   {"type":"end"}                           end the current segment
 *                                            (actions, movement, commands)
 * Every decision is one of these; kutf_legal lists exactly the ones that
 * apply would accept (a swap is listed once per pair, either order is
 * accepted). Steps with no choice (card draws, Chinese placement and
 * advance, the blocker draw, a blockade attack, any pending choice with a
 * single possibility, a segment whose only option is "end") run by
 * themselves inside the apply that reaches them, and are logged.
 * --------------------------------------------------------------------- */
#ifndef KUTF_H
#define KUTF_H

#include <stddef.h>
#include <stdint.h>
/* KUTF_PLAIN: the plain loops below the SSE2 code, for machines without
 * it and for the test that holds both to the same answers */
#if defined(__SSE2__) && !defined(KUTF_PLAIN)
#include <emmintrin.h>
#endif

#include "deck.h"
#include "dice.h"
#include "errs.h"
#include "game.h"
#include "glog.h"

/* ---- sizes ---- */
#define KUTF_TRACKS 4
#define KUTF_UNITS 8            /* legation units (the gun is apart) */
#define KUTF_GUN 8              /* unit index used for the gun in actions */
#define KUTF_SLOTS 2            /* defender boxes per track */
#define KUTF_MAX_CP 8           /* legation CP ceiling */
#define KUTF_MAX_CHINESE_CP 9
#define KUTF_MAX_FORT 4
#define KUTF_MAX_CARDS 40
#define KUTF_MAX_FX 6           /* effects per card list */
#define KUTF_MAX_ROUTE 16
#define KUTF_MAX_BOXES 16       /* speed / combat-power track boxes */
#define KUTF_MAX_BLOCKERS 16
#define KUTF_MAX_HAND 12
#define KUTF_MAX_ROLLS 8
#define KUTF_MAX_MODS 8
#define KUTF_MAX_ACTIONS 96     /* kutf_legal never lists more */

/* Spaces on a Chinese approach track, outside in. A unit advancing out of
 * Street Fighting enters Fort Halliday (defeat). */
enum { KUTF_EXTREME, KUTF_LONG, KUTF_WALL, KUTF_STREET, KUTF_HALLIDAY,
       KUTF_NSPACES };

enum { KUTF_NOBODY, KUTF_BOXER, KUTF_QING };   /* Chinese unit kinds */

/* Readings of unclear rules a player may choose at set-up (options
 * "arrival": "at-once" | "turn-end", "staying": "every" | "once"). The
 * defaults (0) are our readings; see the help's Readings tab. */
enum {
    KUTF_VAR_ARRIVE_AT_END = 1, /* [4.0]: the game ends at Housekeeping, so
                                   leftover Commands may build Speed / CP */
    KUTF_VAR_STAYING_ONCE = 2   /* [11.3]/[11.4]: staying power only after
                                   the second attack / advance, not later */
};

/* The computer players (kutf_bot_choose_level). */
enum { KUTF_BOT_BASIC, KUTF_BOT_STRONG };

/* A blocking unit's place in the campaign (kutf_state.bactive). */
enum { KUTF_BLK_NOT_YET, KUTF_BLK_ACTIVE, KUTF_BLK_WITHDRAWN };

enum { KUTF_DECK_EPOCHS, KUTF_DECK_HISTORICAL, KUTF_DECK_MIXED };

/* Effect types: the closed vocabulary every card uses ("type" in JSON). */
enum {
    KUTF_FX_GAIN_CP,        /* "gain_cp": picks units below start each +amount
                               (optional "unit": that unit only) */
    KUTF_FX_LOSE_CP,        /* "lose_cp": picks units each -amount (player
                               picks; optional "unit") */
    KUTF_FX_FORTIFY,        /* "fortify": fort +amount (max 4) */
    KUTF_FX_LOSE_FORT,      /* "lose_fort": fort -amount (min 0) */
    KUTF_FX_HEROIC,         /* "heroic": heroic effort +amount (5 VP each) */
    KUTF_FX_BLOCKADE,       /* "blockade_attack": the blocker attacks */
    KUTF_FX_DRM_FIRE,       /* "drm_fire": to-hit +amount this turn/game */
    KUTF_FX_DRM_ATTACK,     /* "drm_attack": relief attack/blockade DRM */
    KUTF_FX_DRM_ADVANCE,    /* "drm_advance": relief advance DRM */
    KUTF_FX_MELEE_GUARD,    /* "melee_guard": legation melee casualties
                               -amount this turn/game */
    KUTF_FX_ACTIONS,        /* "actions": +amount Actions this turn/each turn */
    KUTF_FX_COMMANDS,       /* "commands": +amount Commands */
    KUTF_FX_CUP_ADD,        /* "cup_add": blocking "unit" into the cup */
    KUTF_FX_CUP_REMOVE,     /* "cup_remove": blocking "unit" out of the cup */
    KUTF_FX_BOXERS_DOUBLE,  /* "boxers_double_advance": Boxers move 2 */
    KUTF_FX_PEITANG,        /* "peitang": a Peitang Cathedral opportunity */
    KUTF_FX_SPEED,          /* "speed": Speed marker +amount boxes (may be <0) */
    KUTF_FX_POWER,          /* "power": Combat Power marker +amount boxes */
    KUTF_FX_CANCEL_LOSS,    /* "cancel_loss": one relief Loss is ignored */
    KUTF_FX_HALT,           /* "halt_advance": the Chinese unit on a track of
                               the player's choice does not advance this turn */
    KUTF_FX_CHINESE_CP,     /* "chinese_cp": every Chinese unit on the tracks
                               +amount CP (negative: they lose CP) */
    KUTF_FX_GUN,            /* "gun": the International Gun enters play */
    KUTF_NFX
};

/* When a held event may be played ("when" in JSON). */
enum {
    KUTF_WHEN_NOW,          /* "immediate": resolved as it is revealed */
    KUTF_WHEN_ACTIONS,      /* "actions": during your Legation Actions */
    KUTF_WHEN_COMMANDS,     /* "commands": during Relief Column Commands */
    KUTF_WHEN_LOSS,         /* "loss": when the Eight-Nation Army is to
                               suffer a Loss (before choosing how) */
    KUTF_NWHEN
};

/* ---- data (read-only after loading) ---- */
typedef struct kutf_fx {
    int type;      /* KUTF_FX_* */
    int amount;    /* default 1 */
    int picks;     /* gain_cp / lose_cp: how many units; default 1 */
    int unit;      /* legation unit index, blocking-unit index, or -1 */
} kutf_fx;

typedef struct kutf_track_def {
    char id[4];          /* "N" */
    char name[16];       /* "North" */
    int wall;            /* wall value subtracted from legation melee
                            casualties at the Wall space (1 or 2) */
} kutf_track_def;

typedef struct kutf_unit_def {
    char id[4];          /* "GB" */
    char name[24];       /* "Britain" */
    int start_cp;        /* 1..8 */
    int hit_extreme;     /* to-hit bonus firing at Extreme Range */
    int hit_long;        /* to-hit bonus firing at Long Range */
    int melee_chinese;   /* + Chinese melee casualties */
    int melee_legation;  /* +/- Legation melee casualties */
} kutf_unit_def;

typedef struct kutf_blocker_def {
    char id[8];          /* "Q6" */
    char name[32];
    int kind;            /* KUTF_BOXER / KUTF_QING */
    int strength;
} kutf_blocker_def;

typedef struct kutf_place_def {
    char id[24];
    char name[32];
    int danger;          /* danger zone */
} kutf_place_def;

typedef struct kutf_boxtrack {
    int nboxes;
    int drm[KUTF_MAX_BOXES];    /* DRM in force at each box (blanks filled) */
    int marked[KUTF_MAX_BOXES]; /* 1 when the box prints a value */
    int start;                  /* starting box */
} kutf_boxtrack;

typedef struct kutf_card {
    char id[4];          /* "7" or "C" */
    int event;           /* 0 headline, 1 event */
    int epoch;           /* 1 or 2 */
    char title[64];
    char date[24];       /* "June 20, 1900" (headlines) */
    char note[400];      /* historical note */
    /* headline */
    int actions, commands;
    int compass_kind[KUTF_TRACKS]; /* KUTF_NOBODY / BOXER / QING */
    int compass_cp[KUTF_TRACKS];
    int nleg, nrel;
    kutf_fx leg[KUTF_MAX_FX];      /* Legation Phase specials */
    kutf_fx rel[KUTF_MAX_FX];      /* Relief Column Phase specials */
    int drm_fire, drm_attack, drm_advance; /* card modifiers this turn */
    /* event */
    int when;            /* KUTF_WHEN_* */
    int permanent;       /* "for the rest of the game" */
    int nfx;
    kutf_fx fx[KUTF_MAX_FX];
} kutf_card;

/* The relief planner's table (kutf_plan.c): chances of reaching Peking in
 * time from each relief position, built when the data loads. */
#define KUTF_PLAN_CL 6          /* Commands per turn the table knows */
typedef struct kutf_plan {
    int np, ns, nw;             /* route places, Speed boxes, CP boxes */
    int nr;                     /* headline cards (turns) in a game */
    int smin, nstr, nk;         /* blocker strengths; in-turn variants */
    float *start;               /* [R][pos][sb][pb]: start of a turn */
    float *w;                   /* [R][cl][pos][sb][pb][k][3]: in a turn,
                                   then the same after one / two Losses
                                   paid the best way (the three side by
                                   side: a Command's look-ahead reads them
                                   together, from one cache line) */
    int failed;                 /* out of memory: the basic relief play */
    unsigned char headline[KUTF_MAX_CARDS]; /* 1: card i is a headline
                                   (counting turns left reads no card) */
} kutf_plan;

typedef struct kutf_data {
    kutf_track_def track[KUTF_TRACKS];
    kutf_unit_def unit[KUTF_UNITS];
    int gun_hit;              /* gun to-hit bonus at Long/Extreme (1) */
    int gun_casualties;       /* gun + Chinese casualties outside Street (3) */
    int boxer_casualties;     /* + casualties against Boxers (1) */
    int street_casualties;    /* + melee casualties in Street Fighting (1) */
    int extreme_casualties;   /* fire casualties at Extreme (-1) */
    int peitang_target;       /* Peitang die must exceed this */
    int peitang_heroic;       /* heroic effort for a success */
    int nroute;
    kutf_place_def route[KUTF_MAX_ROUTE];  /* [0] Taku .. [nroute-1] Peking */
    kutf_boxtrack speed, power;
    int nblockers;
    kutf_blocker_def blocker[KUTF_MAX_BLOCKERS];
    int cup_start[KUTF_MAX_BLOCKERS];      /* 1 when in the cup at set-up */
    int ncards;
    kutf_card card[KUTF_MAX_CARDS];        /* headlines in number order, then
                                              events A..L */
    int headline_gun;    /* card index of #13 (second-epoch top) */
    int headline_first;  /* card index of #1 */
    kutf_plan plan;      /* built on first use (kutf_plan_of); freed by
                            kutf_data_free */
} kutf_data;

/* ---- state ---- */
typedef struct kutf_chinese {
    int kind;            /* KUTF_NOBODY when the track is empty */
    int space;           /* KUTF_EXTREME..KUTF_STREET */
    int cp;              /* the track's CP marker (0 when empty) */
} kutf_chinese;

/* Phase / segment the game is in; PENDING choices sit on top of it. */
enum {
    KUTF_SEG_SETUP,          /* placing the eight units */
    KUTF_SEG_CARD,           /* card phase (automatic) */
    KUTF_SEG_LEG_SPECIALS,
    KUTF_SEG_LEG_PLACEMENT,
    KUTF_SEG_ACTIONS,        /* player: fortify/fire/melee/... */
    KUTF_SEG_ADVANCE,        /* Chinese advance (automatic) */
    KUTF_SEG_MOVEMENT,       /* player: move/swap/end */
    KUTF_SEG_REL_SPECIALS,   /* cup changes (relief specials) */
    KUTF_SEG_BLOCKADE,       /* blocker drawn; special blockade attack */
    KUTF_SEG_COMMANDS,       /* player: speed/power/attack/advance/end */
    KUTF_SEG_HOUSEKEEPING,
    KUTF_SEG_OVER
};

/* A pending choice the player must make before anything else. */
enum {
    KUTF_PEND_NONE,
    KUTF_PEND_PLACE,     /* place `pend_unit` (revived unit or the gun) */
    KUTF_PEND_CASUALTY,  /* allocate `cas_left` melee casualties */
    KUTF_PEND_GAIN,      /* `fx_picks` units gain `fx_amount` CP */
    KUTF_PEND_LOSE,      /* `fx_picks` units lose `fx_amount` CP */
    KUTF_PEND_LOSS,      /* `loss_left` relief-column Losses */
    KUTF_PEND_HALT       /* choose the track that does not advance */
};

enum {
    KUTF_OUT_NONE,
    KUTF_OUT_DECISIVE_DEFEAT,     /* compound overrun */
    KUTF_OUT_SUBSTANTIVE_DEFEAT,  /* every legation unit eliminated */
    KUTF_OUT_MODERATE_DEFEAT,     /* deck ran out before relief */
    KUTF_OUT_PYRRHIC,             /* <= 28 VP */
    KUTF_OUT_MINOR,               /* 29-45 */
    KUTF_OUT_MODERATE,            /* 46-62 (historical) */
    KUTF_OUT_SUBSTANTIVE,         /* 63-74 */
    KUTF_OUT_DECISIVE,            /* 75+ */
    KUTF_NOUT
};

/* What a die roll was for (dice tray). */
enum {
    KUTF_ROLL_TO_HIT,        /* fire: total > target (Chinese CP) hits */
    KUTF_ROLL_FIRE_CAS,      /* fire casualties: total = casualties */
    KUTF_ROLL_MELEE_CH,      /* melee: Chinese casualties */
    KUTF_ROLL_MELEE_LEG,     /* melee: Legation casualties (same die) */
    KUTF_ROLL_BLOCKADE,      /* blockade attack: total vs blocker strength */
    KUTF_ROLL_ATTACK,        /* relief attack: total vs blocker strength */
    KUTF_ROLL_ADVANCE,       /* relief advance: total vs 6 */
    KUTF_ROLL_PEITANG        /* Peitang: total > target */
};

/* Source of a modifier, for labels ("Italy +1", "Gun +3"). */
enum {
    KUTF_SRC_UNIT,       /* arg = legation unit index */
    KUTF_SRC_GUN,
    KUTF_SRC_BOXER,
    KUTF_SRC_STREET,
    KUTF_SRC_EXTREME,
    KUTF_SRC_WALL,       /* arg = track */
    KUTF_SRC_ONE_CP,     /* Chinese unit at 1 CP */
    KUTF_SRC_CARD,       /* arg = card index (current card) */
    KUTF_SRC_EVENT,      /* events played or revealed this turn */
    KUTF_SRC_POWER,      /* relief Combat Power DRM */
    KUTF_SRC_SPEED,      /* relief Speed DRM */
    KUTF_SRC_PERM        /* permanent events in force */
};

typedef struct kutf_mod {
    int value;
    int src;             /* KUTF_SRC_* */
    int arg;
} kutf_mod;

/* One die roll with its modifiers. */
typedef struct kutf_roll {
    int kind;            /* KUTF_ROLL_* */
    int track;           /* legation track, or -1 */
    int die;             /* face 1..6 */
    int nmods;
    kutf_mod mod[KUTF_MAX_MODS];
    int total;           /* die + modifiers */
    int target;          /* compared against (CP, strength, 6); -1 if none */
    int result;          /* kind-specific: 1 hit/victory/advance, 0 equal/
                            stalemate, -1 miss/defeat; casualties count for
                            the casualty rolls (never below 0) */
} kutf_roll;

typedef struct kutf_vp {
    int cp;              /* CP of surviving legation units */
    int cards;           /* cards left in the draw pile */
    int drm;             /* Speed DRM + Combat Power DRM */
    int heroic;          /* 5 per heroic effort point */
    int total;
} kutf_vp;

typedef struct kutf_state {
    const kutf_data *data;
    kutf_data *owned;           /* freed with the state when set */
    int deck_mode;              /* KUTF_DECK_* */
    dice dice;                  /* all chance: dice, shuffles, cup draws */

    /* cards */
    deck deck;                  /* draw pile and discards (card indices) */
    int unused[KUTF_MAX_CARDS]; /* 1: event set aside unexamined */
    int current;                /* current headline card, -1 before the first */
    int turn;                   /* headline cards played so far */
    int nhand;
    int hand[KUTF_MAX_HAND];    /* held events (card indices) */
    int nperm;
    int perm[KUTF_MAX_HAND];    /* permanent events in force */
    int last_event;             /* last event revealed this card phase, -1 */
    int nrevealed;
    int revealed[KUTF_MAX_HAND];/* events revealed in this card phase */

    /* legation compound */
    int cp[KUTF_UNITS];         /* 0 = eliminated (or not yet placed) */
    int utrack[KUTF_UNITS];     /* track, -1 when out of play / unplaced */
    int uslot[KUTF_UNITS];      /* 0 or 1: box N1 / N2 */
    int placed;                 /* set-up: units placed so far */
    int gun_track;              /* -1: not in play */
    int fort;                   /* 0..4 */
    int heroic;                 /* heroic effort points */
    kutf_chinese ch[KUTF_TRACKS];

    /* relief column */
    int relief_pos;             /* index into data->route */
    int speed_box, power_box;   /* boxes on the two tracks */
    cup cup;                    /* blocking units (indices) in the cup */
    int bactive[KUTF_MAX_BLOCKERS]; /* KUTF_BLK_*: ACTIVE in the cup or
                                       atop the army; NOT_YET; WITHDRAWN for
                                       good (a later cup_add does nothing) */
    int blocker;                /* blocking unit atop the army, -1 none */
    int dispersed;              /* blocker beaten: advances allowed */
    int attacks_made, advances_made;  /* this turn (staying power) */

    /* turn */
    int seg;                    /* KUTF_SEG_* */
    int actions_left, commands_left;
    int fx_step;                /* next special of the current card */
    int boxers_double;          /* this turn */
    int halt_mask;              /* bit t: track t does not advance */
    int peitang_open;           /* a Peitang attempt is available */
    int turn_fire, turn_attack, turn_advance, turn_guard; /* event DRMs */
    int turn_actions, turn_commands;  /* events' extra actions/commands */
    int perm_fire, perm_attack, perm_advance, perm_guard, perm_actions,
        perm_commands;          /* sums of permanent events in force */
    int halt_due;               /* a halt_advance choice waits for the
                                   Chinese Advance segment */
    int blockade_due;           /* the current card calls a blockade attack */
    int moves_made;             /* moves/swaps in this Movement segment */
    int variants;               /* KUTF_VAR_* readings chosen at set-up */
    int bot_level;              /* KUTF_BOT_*: the player behind the module's
                                   bot action and Suggest (option "bot") */
    int arrived;                /* in Peking, game ends at Housekeeping
                                   (KUTF_VAR_ARRIVE_AT_END only) */

    /* effects waiting to be resolved, in order (specials, events) */
    int nfxq, fxq_pos;
    kutf_fx fxq[2 * KUTF_MAX_FX];
    int fxq_src[2 * KUTF_MAX_FX];   /* card index each effect came from */

    /* pending choice */
    int pend;                   /* KUTF_PEND_* */
    int pend_unit;              /* PLACE: unit index or KUTF_GUN */
    int cas_track;              /* CASUALTY: track of the melee */
    int cas_left;               /* CASUALTY: casualties still to allocate */
    int cas_unit[KUTF_UNITS];   /* CASUALTY: taken so far by each unit */
    int cas_fort;               /* CASUALTY: taken so far by the fort */
    int fx_amount, fx_picks, fx_unit; /* GAIN / LOSE */
    int fx_done;                /* GAIN / LOSE: bit u set once unit u has
                                   been picked (each pick a different unit) */
    int loss_left;              /* LOSS */
    int next_pend;              /* resumed after PLACE interrupts a GAIN */

    /* last action's dice, for the dice tray */
    int nrolls;
    kutf_roll roll[KUTF_MAX_ROLLS];

    /* result */
    int outcome;                /* KUTF_OUT_* */
    kutf_vp vp;                 /* filled at a victory */
} kutf_state;

/* ---- actions ---- */
enum {
    KUTF_A_PLACE, KUTF_A_FORTIFY, KUTF_A_FIRE, KUTF_A_MELEE, KUTF_A_PEITANG,
    KUTF_A_CASUALTY, KUTF_A_MOVE, KUTF_A_SWAP, KUTF_A_SPEED, KUTF_A_POWER,
    KUTF_A_ATTACK, KUTF_A_ADVANCE, KUTF_A_LOSS, KUTF_A_PLAY_EVENT,
    KUTF_A_GAIN, KUTF_A_LOSE, KUTF_A_HALT, KUTF_A_END, KUTF_NA
};

enum { KUTF_LOSS_SPEED2, KUTF_LOSS_CP2, KUTF_LOSS_BOTH, KUTF_LOSS_RETREAT };

/* Native action. Fields by type:
 *   PLACE: unit (0..7 or KUTF_GUN), box (track*2+slot; for the gun: track)
 *   FIRE/MELEE/HALT: track     MOVE: unit, track     SWAP: unit, other
 *   CASUALTY: unit (-1 = fortification)      GAIN/LOSE: unit
 *   LOSS: choice (KUTF_LOSS_*)               PLAY_EVENT: card (index) */
typedef struct kutf_action {
    int type;
    int unit, box, track, other, choice, card;
} kutf_action;

/* Data. kutf_data_load reads <dir>/map.json and <dir>/cards.json (dir is
 * the scenarios/kutf folder); 1 on success. */
int kutf_data_load(kutf_data *d, const char *dir, errs *e);
/* Load through a scenario file (scenarios/kutf/standard.json), which names
 * the map and cards files beside it. */
int kutf_data_load_scenario(kutf_data *d, const char *path, errs *e);
/* Free what a loaded kutf_data owns (the planner table), not d itself. */
void kutf_data_free(kutf_data *d);

/* The relief planner (kutf_plan.c). R: headline turns left, this one
 * included; cl: Commands left this turn. Values are chances (0..1) of
 * reaching Peking before the deck runs out, the siege left aside. */
int kutf_plan_build(const kutf_data *d, kutf_plan *p);
/* The data's table, built on first use; NULL if it cannot be built. */
const kutf_plan *kutf_plan_of(const kutf_data *d);
void kutf_plan_free(kutf_plan *p);
double kutf_plan_start(const kutf_plan *p, int R, int pos, int sb, int pb);
double kutf_plan_value(const kutf_plan *p, int R, int cl, int pos, int sb,
                       int pb, int dispersed, int att, int adv, int strength);
double kutf_plan_after_losses(const kutf_plan *p, const kutf_data *d, int R,
                              int cl, int pos, int sb, int pb, int disp,
                              int att, int adv, int str, int losses);
/* An attack / an advance now with total modifier mod (att/adv: one was
 * already made this turn, so staying power applies). */
double kutf_plan_attack(const kutf_plan *p, const kutf_data *d, int R, int cl,
                        int pos, int sb, int pb, int att, int str, int mod);
double kutf_plan_advance(const kutf_plan *p, const kutf_data *d, int R, int cl,
                         int pos, int sb, int pb, int att, int adv, int mod);

/* What each Command is worth from an in-turn position, with the attack
 * and advance modifiers amod / smod: the numbers kutf_plan_value (one box
 * more: speed, power; 0 at the top box), _attack (when not dispersed),
 * _advance (when dispersed) and kutf_plan_start (ending now) give, from
 * the same reads and the same arithmetic, with the position's place in
 * the table found once (the strong player asks at every Command). */
typedef struct kutf_plan_look {
    double speed, power, attack, advance, end;
} kutf_plan_look;
void kutf_plan_look_at(const kutf_plan *p, const kutf_data *d, int R, int cl,
                       int pos, int sb, int pb, int disp, int att, int adv,
                       int str, int amod, int smod, kutf_plan_look *out);

/* Check one file of scenarios/kutf (or a copy): the scenario file, map,
 * cards or catalog, told apart by their keys. Cards need the map beside
 * them for references. 1 when good. */
int kutf_validate_file(const char *path, errs *e);

/* A new game on loaded data (not copied: it must outlive the state). */
void kutf_init(kutf_state *s, const kutf_data *d, int deck_mode,
               uint64_t seed);
/* Apply one action. 0 on success; -1 with a reason (state unchanged). */
int kutf_apply(kutf_state *s, const kutf_action *a, glog *log, char *why,
               size_t n);
/* NULL when action a is legal now, otherwise the reason it is not (the
 * test kutf_apply and kutf_legal use; a swap's pair must be in order). */
const char *kutf_why_not(const kutf_state *s, const kutf_action *a);
/* While a melee casualty waits, who may take it: bit 0 the fortification,
 * bit u + 1 legation unit u (the answers kutf_why_not gives, at once). */
unsigned kutf_casualty_mask(const kutf_state *s);
/* Legal actions now into out (at most max); returns the count. */
int kutf_legal(const kutf_state *s, kutf_action *out, int max);
/* The computer player's choice; 0 when there is none (game over).
 * kutf_bot_choose is the strong player; kutf_bot_choose_level picks one:
 * KUTF_BOT_BASIC (the first, heuristic one, kept to measure against) or
 * KUTF_BOT_STRONG. kutf_bot_suggest gives the move of the state's player
 * (bot_level, option "bot") and says in one sentence why the
 * player makes that choice (the Suggest button). */
int kutf_bot_choose(const kutf_state *s, kutf_action *out);
int kutf_bot_choose_level(const kutf_state *s, kutf_action *out, int level);
int kutf_bot_suggest(const kutf_state *s, kutf_action *out, char *why,
                     size_t n);
/* Play one whole game with the bot from a fresh state (no log); returns
 * the outcome, or 0 if the bot got stuck (a defect). */
int kutf_play_bot_game(kutf_state *s, const kutf_data *d, int deck_mode,
                       uint64_t seed);
int kutf_play_bot_game_level(kutf_state *s, const kutf_data *d, int deck_mode,
                             uint64_t seed, int level);
/* The same with rule readings (KUTF_VAR_* flags) set after kutf_init. */
int kutf_play_bot_game_var(kutf_state *s, const kutf_data *d, int deck_mode,
                           uint64_t seed, int level, int variants);
/* Victory points now (meaningful at any time; the score at a victory). */
void kutf_vp_now(const kutf_state *s, kutf_vp *out);
/* Outcome names: "decisive-defeat" ... "decisive-victory"; "" for NONE. */
const char *kutf_outcome_name(int outcome);
/* Level for a VP total (KUTF_OUT_PYRRHIC..KUTF_OUT_DECISIVE). */
int kutf_victory_level(int vp);

/* Current DRMs of the relief column's tracks. */
int kutf_speed_drm(const kutf_state *s);
int kutf_power_drm(const kutf_state *s);
/* Is a legation unit (or KUTF_GUN) frozen by a Chinese unit at the Wall
 * or in the Street on its track? */
int kutf_frozen(const kutf_state *s, int unit);
/* Legation units on a track (0..2), the gun not counted. */
int kutf_defenders(const kutf_state *s, int track);
/* Every wall's defenders in one word: bit 8 * t + u is set when legation
 * unit u is on track t with CP left (byte t holds kutf_defenders' units).
 * Inline and in a register: the bot and the sequence of play ask it at
 * every decision, and counting into an array indexed by track stalled on
 * its own stores. */
static inline unsigned kutf_wall_units(const kutf_state *s)
{
#if defined(__SSE2__) && !defined(KUTF_PLAIN)
    _Static_assert(KUTF_UNITS == 8, "two vectors of four units");
    /* the eight units side by side in two vectors: each wall's byte is
     * one compare and one mask (the loop below was a tenth of the
     * simulator's instructions); the same word */
    const __m128i zero = _mm_setzero_si128();
    __m128i t0 = _mm_loadu_si128((const __m128i *)(const void *)s->utrack);
    __m128i t1 = _mm_loadu_si128((const __m128i *)(const void *)(s->utrack + 4));
    __m128i a0 = _mm_cmpgt_epi32(_mm_loadu_si128((const __m128i *)(const void *)s->cp), zero);
    __m128i a1 = _mm_cmpgt_epi32(_mm_loadu_si128((const __m128i *)(const void *)(s->cp + 4)), zero);
    /* wall t's units as eight 16-bit lanes: all ones where utrack is t */
#define KUTF_WALL_LANES(t) \
    _mm_packs_epi32(_mm_and_si128(_mm_cmpeq_epi32(t0, _mm_set1_epi32(t)), a0), \
                    _mm_and_si128(_mm_cmpeq_epi32(t1, _mm_set1_epi32(t)), a1))
    unsigned lo = (unsigned)_mm_movemask_epi8(
        _mm_packs_epi16(KUTF_WALL_LANES(0), KUTF_WALL_LANES(1)));
    unsigned hi = (unsigned)_mm_movemask_epi8(
        _mm_packs_epi16(KUTF_WALL_LANES(2), KUTF_WALL_LANES(3)));
#undef KUTF_WALL_LANES
    return lo | hi << 16;
#else
    unsigned m = 0;
    int u;

    for (u = 0; u < KUTF_UNITS; u++) {
        unsigned t = (unsigned)s->utrack[u];   /* out of play: -1, huge */
        unsigned in = (unsigned)(t < KUTF_TRACKS) & (unsigned)(s->cp[u] > 0);
        m |= in << (8 * (t & 3) + u);       /* no branch to mispredict */
    }
    return m;
#endif
}
/* Every legation unit on a wall, by byte as kutf_wall_units, CP or not
 * (the movement's units: a unit with a track is in play). */
static inline unsigned kutf_wall_placed(const kutf_state *s)
{
#if defined(__SSE2__) && !defined(KUTF_PLAIN)
    __m128i t0 = _mm_loadu_si128((const __m128i *)(const void *)s->utrack);
    __m128i t1 = _mm_loadu_si128((const __m128i *)(const void *)(s->utrack + 4));
#define KUTF_WALL_LANES(t) \
    _mm_packs_epi32(_mm_cmpeq_epi32(t0, _mm_set1_epi32(t)), \
                    _mm_cmpeq_epi32(t1, _mm_set1_epi32(t)))
    unsigned lo = (unsigned)_mm_movemask_epi8(
        _mm_packs_epi16(KUTF_WALL_LANES(0), KUTF_WALL_LANES(1)));
    unsigned hi = (unsigned)_mm_movemask_epi8(
        _mm_packs_epi16(KUTF_WALL_LANES(2), KUTF_WALL_LANES(3)));
#undef KUTF_WALL_LANES
    return lo | hi << 16;
#else
    unsigned m = 0;
    int u;

    for (u = 0; u < KUTF_UNITS; u++) {
        unsigned t = (unsigned)s->utrack[u];
        m |= (unsigned)(t < KUTF_TRACKS) << (8 * (t & 3) + u);
    }
    return m;
#endif
}
/* Bit t set when byte t of a wall word (kutf_wall_units) holds fewer than
 * two units: the walls with room. */
static inline unsigned kutf_walls_open(unsigned w)
{
#if defined(__SSE2__) && !defined(KUTF_PLAIN)
    __m128i x = _mm_cvtsi32_si128((int)w);     /* b & (b - 1) by byte */
    x = _mm_and_si128(x, _mm_sub_epi8(x, _mm_set1_epi8(1)));
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) &
           0xfu;
#else
    unsigned open = 0, b;
    int t;

    for (t = 0; t < KUTF_TRACKS; t++) {
        b = w >> (8 * t) & 0xffu;
        open |= (unsigned)!(b & (b - 1)) << t;
    }
    return open;
#endif
}
/* Bit t set when byte t of a wall word holds any unit. */
static inline unsigned kutf_walls_held(unsigned w)
{
#if defined(__SSE2__) && !defined(KUTF_PLAIN)
    __m128i x = _mm_cvtsi32_si128((int)w);

    return ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) &
           0xfu;
#else
    unsigned held = 0;
    int t;

    for (t = 0; t < KUTF_TRACKS; t++)
        held |= (unsigned)((w >> (8 * t) & 0xffu) != 0) << t;
    return held;
#endif
}
/* Bit t set when a Chinese unit is at wall t or in its streets: the wall's
 * defenders (and the gun there) are engaged and may not move. */
static inline unsigned kutf_walls_engaged(const kutf_state *s)
{
    const kutf_chinese *c = s->ch;      /* no loop, no branch */
#define KUTF_ENGAGED(t) \
    ((unsigned)((c[t].kind != 0) & (c[t].space >= KUTF_WALL)) << (t))

    _Static_assert(KUTF_TRACKS == 4, "four tracks");
    return KUTF_ENGAGED(0) | KUTF_ENGAGED(1) | KUTF_ENGAGED(2) |
           KUTF_ENGAGED(3);
#undef KUTF_ENGAGED
}
/* One wall's byte of kutf_wall_units (t a track 0..3): its defenders. */
static inline unsigned kutf_wall_of(const kutf_state *s, int t)
{
#if defined(__SSE2__) && !defined(KUTF_PLAIN)
    const __m128i k = _mm_set1_epi32(t), zero = _mm_setzero_si128();
    __m128i w = _mm_packs_epi32(
        _mm_and_si128(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)s->utrack), k),
                      _mm_cmpgt_epi32(_mm_loadu_si128((const __m128i *)(const void *)s->cp), zero)),
        _mm_and_si128(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)(s->utrack + 4)), k),
                      _mm_cmpgt_epi32(_mm_loadu_si128((const __m128i *)(const void *)(s->cp + 4)), zero)));

    return (unsigned)_mm_movemask_epi8(_mm_packs_epi16(w, zero)) & 0xffu;
#else
    return kutf_wall_units(s) >> (8 * t) & 0xffu;
#endif
}
/* The lowest unit in a byte of kutf_wall_units (any mask but 0). */
static inline int kutf_low_unit(unsigned m)
{
#if defined(__GNUC__)
    return __builtin_ctz(m);
#else
    int u = 0;

    while (!(m >> u & 1))
        u++;
    return u;
#endif
}
/* Label of a modifier: "Italy", "Gun", "Boxer", "Extreme Range", ... */
const char *kutf_mod_label(const kutf_state *s, const kutf_mod *m, char *buf,
                           size_t n);
/* Box id "N1".."W2" for box index 0..7, or "NG".."WG" for the gun. */
const char *kutf_box_name(const kutf_state *s, int box, int gun, char *buf,
                          size_t n);

/* JSON <-> native. from_json returns 0, or -1 with a reason. */
int kutf_action_from_json(const kutf_state *s, const cJSON *j, kutf_action *a,
                          char *why, size_t n);
cJSON *kutf_action_to_json(const kutf_state *s, const kutf_action *a);

/* Positions (kutf_position.c): the state as JSON and back; the names the
 * JSON uses for segments, pending choices and modifier sources. */
cJSON *kutf_state_json(const void *st);
/* kutf_state_json without the rng, the undrawn cards and the cup sorted
 * (game_rules.public_json). */
cJSON *kutf_public_json(const void *st);
void *kutf_state_load(const char *datadir, const char *scenario,
                      const cJSON *options, const jdoc *d, const cJSON *pos,
                      const char *path, errs *e);
/* The position at pos into s, whose data is set (the rest is replaced). */
int kutf_position_read(kutf_state *s, const jdoc *d, errs *e, const cJSON *pos,
                       const char *path);
extern const char *const KUTF_SEG_NAMES[];
extern const char *const KUTF_PEND_NAMES[];
extern const char *const KUTF_SRC_NAMES[];

/* The game module's rules half. create() options: {"deck": "epochs" |
 * "historical" | "mixed"}. */
extern const game_rules kutf_rules;

#endif
